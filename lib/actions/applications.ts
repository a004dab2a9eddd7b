"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { services } from "@/lib/services";
import { requireManager } from "@/lib/actions/session";
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
import { testRedirectUri } from "@/lib/oauth/test-sign-in";
import { runAction, type ActionResult } from "@/lib/action-result";

export interface RegisteredApplicationView {
  id: string;
  name: string;
  kind: "Confidential" | "Public";
  clientId: string;
  clientSecret: string | null;
}

// Every action takes the manager from the session: ids in the form only name the
// application, and the lib functions answer "not found" for anyone else's.

export async function registerApplicationAction(input: unknown): Promise<ActionResult<RegisteredApplicationView>> {
  const manager = await requireManager("/portal/applications/new");
  return runAction(async () => {
    const { application, clientId, clientSecret } = await registerApplication(
      services().db.prisma,
      manager.id,
      ApplicationInputSchema.parse(input),
    );
    revalidatePath("/portal", "layout");
    return { id: application.id, name: application.name, kind: application.kind, clientId, clientSecret };
  });
}

export async function updateApplicationAction(applicationId: string, input: unknown): Promise<ActionResult> {
  const manager = await requireManager(`/portal/applications/${applicationId}/edit`);
  const result = await runAction(async () => {
    await updateApplication(services().db.prisma, manager.id, String(applicationId), ApplicationInputSchema.parse(input));
    revalidatePath("/portal", "layout");
    return null;
  });
  if (result.ok) redirect(`/portal/applications/${applicationId}?saved=1`);
  return result;
}

export async function rotateSecretAction(applicationId: string): Promise<ActionResult<{ clientSecret: string }>> {
  const manager = await requireManager(`/portal/applications/${applicationId}`);
  return runAction(async () => {
    const { clientSecret } = await rotateClientSecret(services().db.prisma, manager.id, String(applicationId));
    revalidatePath(`/portal/applications/${applicationId}`);
    return { clientSecret };
  });
}

export async function requestReviewAction(applicationId: string, input: unknown): Promise<ActionResult> {
  const manager = await requireManager(`/portal/applications/${applicationId}`);
  return runAction(async () => {
    await requestReview(services().db.prisma, manager.id, String(applicationId), ReviewRequestSchema.parse(input));
    revalidatePath("/portal", "layout");
    return null;
  });
}

export async function deleteApplicationAction(applicationId: string): Promise<ActionResult> {
  const manager = await requireManager(`/portal/applications/${applicationId}`);
  const result = await runAction(async () => {
    await deleteApplication(services().db, manager.id, String(applicationId));
    revalidatePath("/portal", "layout");
    return null;
  });
  if (result.ok) redirect("/portal/applications?deleted=1");
  return result;
}

export async function revokeApplicationTokensAction(applicationId: string): Promise<ActionResult<{ signIns: number; managers: number }>> {
  const manager = await requireManager(`/portal/applications/${applicationId}`);
  return runAction(async () => {
    const result = await revokeApplicationTokens(services().db, manager.id, String(applicationId));
    revalidatePath("/portal", "layout");
    return result;
  });
}

/** The logo form posts the file itself; its size and real type are checked in lib. */
export async function uploadLogoAction(applicationId: string, form: FormData): Promise<ActionResult> {
  const manager = await requireManager(`/portal/applications/${applicationId}`);
  return runAction(async () => {
    const file = form.get("logo");
    const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    await setApplicationLogo(services().db.prisma, manager.id, String(applicationId), {
      bytes,
      type: file instanceof Blob ? file.type : "",
    });
    revalidatePath("/portal", "layout");
    return null;
  });
}

/**
 * The same upload as a form's action with `useActionState`, so the form works before (or
 * without) JavaScript: the browser posts it and the page renders the result.
 */
/** The logo form's post: the application rides as a field (an action bound to it hangs when posted without script). */
export async function uploadLogoFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return uploadLogoAction(String(form.get("applicationId") ?? ""), form);
}

export async function removeLogoAction(applicationId: string): Promise<ActionResult> {
  const manager = await requireManager(`/portal/applications/${applicationId}`);
  return runAction(async () => {
    await removeApplicationLogo(services().db.prisma, manager.id, String(applicationId));
    revalidatePath("/portal", "layout");
    return null;
  });
}

/** Adds the portal's test-sign-in callback (this server's own address) to the application's redirect URIs. */
export async function addTestRedirectUriAction(applicationId: string): Promise<ActionResult<{ added: boolean }>> {
  const manager = await requireManager(`/portal/applications/${applicationId}`);
  return runAction(async () => {
    const result = await addRedirectUri(
      services().db.prisma,
      manager.id,
      String(applicationId),
      testRedirectUri(services().config.authUrl),
    );
    revalidatePath(`/portal/applications/${applicationId}`);
    return result;
  });
}

/*
 * The same, as form posts for `useActionState` (the buttons post them when no script runs; with
 * script they open a dialog first): the id is a field of the form, as a form post carries it.
 */

export async function rotateSecretFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult<{ clientSecret: string }>> {
  return rotateSecretAction(String(form.get("applicationId") ?? ""));
}

/** What the review request form shows after a post: refused, with the message sent. */
export type ReviewFormState = { result: ActionResult; message: string } | null;

export async function requestReviewFormAction(...[, form]: [unknown, FormData]): Promise<ReviewFormState> {
  const message = String(form.get("message") ?? "");
  return { result: await requestReviewAction(String(form.get("applicationId") ?? ""), { message }), message };
}

export async function removeLogoFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return removeLogoAction(String(form.get("applicationId") ?? ""));
}

export async function deleteApplicationFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return deleteApplicationAction(String(form.get("applicationId") ?? ""));
}

export async function revokeApplicationTokensFormAction(
  ...[, form]: [unknown, FormData]
): Promise<ActionResult<{ signIns: number; managers: number }>> {
  return revokeApplicationTokensAction(String(form.get("applicationId") ?? ""));
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
  return { result: await updateApplicationAction(String(form.get("applicationId") ?? ""), sent), sent };
}
