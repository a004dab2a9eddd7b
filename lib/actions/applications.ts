"use server";

import {
  ApplicationInputSchema,
  ReviewRequestSchema,
  deleteApplication,
  registerApplication,
  removeApplicationLogo,
  requestReview,
  revokeApplicationTokens,
  setApplicationLogo,
  rotateClientSecret,
  updateApplication,
  addRedirectUri,
} from "@/lib/applications";
import { addTester, removeTester, TesterInputSchema } from "@/lib/applications/testers";
import { setApplicationListed } from "@/lib/applications/directory";
import { testRedirectUri } from "@/lib/oauth/test-sign-in";
import type { ActionResult } from "@/lib/action-result";
import { idArgument, PORTAL, portalAction } from "@/lib/actions/action-client";

export interface RegisteredApplicationView {
  id: string;
  name: string;
  kind: "Confidential" | "Public";
  clientId: string;
  clientSecret: string | null;
}

// Every action takes the manager from the session: ids in the form only name the
// application, and the lib functions answer "not found" for anyone else's.

const applicationPage = (applicationId: string) => `/portal/applications/${applicationId}`;
const application = (applicationId: string) => ({ applicationId: idArgument(applicationId) });

export const registerApplicationAction = portalAction({
  name: "register an application",
  caller: "manager",
  returnTo: () => "/portal/applications/new",
  parse: (input: unknown) => ApplicationInputSchema.parse(input),
  run: async ({ caller, input, services }): Promise<RegisteredApplicationView> => {
    const { application, clientId, clientSecret } = await registerApplication(services.db, caller.id, input);
    return { id: application.id, name: application.name, kind: application.kind, clientId, clientSecret };
  },
  stale: () => [PORTAL],
});

export const updateApplicationAction = portalAction({
  name: "change an application",
  caller: "manager",
  returnTo: (applicationId) => `${applicationPage(applicationId)}/edit`,
  parse: (applicationId: string, input: unknown) => ({ ...application(applicationId), changes: ApplicationInputSchema.parse(input) }),
  run: async ({ caller, input, services }) => (await updateApplication(services.db, caller.id, input.applicationId, input.changes), null),
  stale: () => [PORTAL],
  then: ({ applicationId }) => `${applicationPage(applicationId)}?saved=1`,
});

export const rotateSecretAction = portalAction({
  name: "rotate an application's client secret",
  caller: "manager",
  returnTo: applicationPage,
  parse: application,
  run: async ({ caller, input, services }) => {
    const { clientSecret } = await rotateClientSecret(services.db, caller.id, input.applicationId);
    return { clientSecret };
  },
  stale: ({ applicationId }) => [applicationPage(applicationId)],
});

export const requestReviewAction = portalAction({
  name: "request an application's review",
  caller: "manager",
  returnTo: applicationPage,
  parse: (applicationId: string, input: unknown) => ({ ...application(applicationId), request: ReviewRequestSchema.parse(input) }),
  run: async ({ caller, input, services }) => (await requestReview(services.db, caller.id, input.applicationId, input.request), null),
  stale: () => [PORTAL],
});

export const deleteApplicationAction = portalAction({
  name: "delete an application",
  caller: "manager",
  returnTo: applicationPage,
  parse: application,
  run: async ({ caller, input, services }) => (await deleteApplication(services.db, caller.id, input.applicationId), null),
  stale: () => [PORTAL],
  then: () => "/portal/applications?deleted=1",
});

export const revokeApplicationTokensAction = portalAction({
  name: "revoke an application's tokens",
  caller: "manager",
  returnTo: applicationPage,
  parse: application,
  run: ({ caller, input, services }): Promise<{ signIns: number; managers: number }> =>
    revokeApplicationTokens(services.db, caller.id, input.applicationId),
  stale: () => [PORTAL],
});

/** The logo form posts the file itself; its size and real type are checked in lib. */
export const uploadLogoAction = portalAction({
  name: "set an application's logo",
  caller: "manager",
  returnTo: applicationPage,
  parse: (applicationId: string, form: FormData) => ({ ...application(applicationId), file: form.get("logo") }),
  run: async ({ caller, input: { applicationId, file }, services }) => {
    const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    await setApplicationLogo(services.db, caller.id, applicationId, { bytes, type: file instanceof Blob ? file.type : "" });
    return null;
  },
  stale: () => [PORTAL],
});

/**
 * The same upload as a form's action with `useActionState`, so the form works before (or without)
 * JavaScript: the browser posts it and the page renders the result. The application rides as a
 * field (an action bound to it hangs when posted without script).
 */
export async function uploadLogoFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return uploadLogoAction(idArgument(form.get("applicationId")), form);
}

export const removeLogoAction = portalAction({
  name: "remove an application's logo",
  caller: "manager",
  returnTo: applicationPage,
  parse: application,
  run: async ({ caller, input, services }) => (await removeApplicationLogo(services.db, caller.id, input.applicationId), null),
  stale: () => [PORTAL],
});

/** Adds the portal's test-sign-in callback (this server's own address) to the application's redirect URIs. */
export const addTestRedirectUriAction = portalAction({
  name: "add the test sign-in callback",
  caller: "manager",
  returnTo: applicationPage,
  parse: application,
  run: ({ caller, input, services }): Promise<{ added: boolean }> =>
    addRedirectUri(services.db, caller.id, input.applicationId, testRedirectUri(services.config.authUrl)),
  stale: ({ applicationId }) => [applicationPage(applicationId)],
});

/*
 * The same, as form posts for `useActionState` (the buttons post them when no script runs; with
 * script they open a dialog first): the id is a field of the form, as a form post carries it.
 */

export async function rotateSecretFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult<{ clientSecret: string }>> {
  return rotateSecretAction(idArgument(form.get("applicationId")));
}

/** What the review request form shows after a post: refused, with the message sent. */
export type ReviewFormState = { result: ActionResult; message: string } | null;

export async function requestReviewFormAction(...[, form]: [unknown, FormData]): Promise<ReviewFormState> {
  const message = String(form.get("message") ?? "");
  return { result: await requestReviewAction(idArgument(form.get("applicationId")), { message }), message };
}

export async function removeLogoFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return removeLogoAction(idArgument(form.get("applicationId")));
}

export async function deleteApplicationFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return deleteApplicationAction(idArgument(form.get("applicationId")));
}

export async function revokeApplicationTokensFormAction(
  ...[, form]: [unknown, FormData]
): Promise<ActionResult<{ signIns: number; managers: number }>> {
  return revokeApplicationTokensAction(idArgument(form.get("applicationId")));
}

/** What the application form sends, as strings (to fill the form in again when it is refused). */
export interface ApplicationFormFields {
  name: string;
  description: string;
  website: string;
  privacyPolicyUrl: string;
  termsUrl: string;
  kind: string;
  redirectUris: string[];
}

/** What the application form shows after a post: the application registered, or what went wrong with what was sent. */
export type ApplicationFormState = {
  result: ActionResult<RegisteredApplicationView | null>;
  /** What was sent (never a secret). */
  sent: ApplicationFormFields;
} | null;

/**
 * The fields of a posted application form. Blank redirect URI rows are dropped: without script
 * the form offers empty rows to fill in, and emptying a row is how it is removed.
 */
function applicationFieldsOf(form: FormData): ApplicationFormFields {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    name: text("name"),
    description: text("description"),
    website: text("website"),
    privacyPolicyUrl: text("privacyPolicyUrl"),
    termsUrl: text("termsUrl"),
    kind: text("kind"),
    redirectUris: form
      .getAll("redirectUris")
      .map(String)
      .filter((uri) => uri.trim() !== ""),
  };
}

/**
 * The application form's posts (components/portal/application-form.tsx, with `useActionState`):
 * they work before script runs or without it. A new application's client secret is shown once,
 * in the answer to the post, never in a URL; a saved edit redirects to the application's page.
 */
export async function registerApplicationFormAction(_previous: ApplicationFormState, form: FormData): Promise<ApplicationFormState> {
  const sent = applicationFieldsOf(form);
  return { result: await registerApplicationAction(sent), sent };
}

export async function updateApplicationFormAction(_previous: ApplicationFormState, form: FormData): Promise<ApplicationFormState> {
  const sent = applicationFieldsOf(form);
  return { result: await updateApplicationAction(idArgument(form.get("applicationId")), sent), sent };
}

export const addTesterAction = portalAction({
  name: "name a tester",
  caller: "manager",
  returnTo: applicationPage,
  parse: (applicationId: string, input: unknown) => ({ ...application(applicationId), tester: TesterInputSchema.parse(input) }),
  run: async ({ caller, input, services }) => {
    const added = await addTester(services.db, caller.id, input.applicationId, input.tester);
    return { username: added.username };
  },
  stale: ({ applicationId }) => [applicationPage(applicationId)],
});

export const removeTesterAction = portalAction({
  name: "remove a tester",
  caller: "manager",
  returnTo: applicationPage,
  parse: (applicationId: string, managerId: string) => ({ ...application(applicationId), managerId: idArgument(managerId) }),
  run: async ({ caller, input, services }) => (await removeTester(services.db, caller.id, input.applicationId, input.managerId), null),
  stale: ({ applicationId }) => [applicationPage(applicationId)],
});

/** What the tester form shows after a post: the tester named, or what went wrong with the username sent. */
export type TesterFormState = { result: ActionResult<{ username: string }>; sent: string } | null;

/** The testers card's posts (components/portal/testers-card.tsx): they work without script too. */
export async function addTesterFormAction(_previous: TesterFormState, form: FormData): Promise<TesterFormState> {
  const sent = String(form.get("username") ?? "");
  return { result: await addTesterAction(idArgument(form.get("applicationId")), { username: sent }), sent };
}

export async function removeTesterFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return removeTesterAction(idArgument(form.get("applicationId")), idArgument(form.get("managerId")));
}

export const setListedAction = portalAction({
  name: "list an application in the directory",
  caller: "manager",
  returnTo: applicationPage,
  parse: (applicationId: string, listed: boolean) => ({ ...application(applicationId), listed: listed === true }),
  run: async ({ caller, input, services }) => (await setApplicationListed(services.db, caller.id, input.applicationId, input.listed), null),
  stale: ({ applicationId }) => [applicationPage(applicationId), "/tools"],
});

/** The directory card's post: `listed` is "yes" to list, anything else to take it off. Works without script. */
export async function setListedFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return setListedAction(idArgument(form.get("applicationId")), form.get("listed") === "yes");
}
