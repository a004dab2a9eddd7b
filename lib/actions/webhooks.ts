"use server";

import { isUuid } from "@/lib/ids";
import type { ActionResult } from "@/lib/action-result";
import { idArgument, PORTAL, portalAction } from "@/lib/actions/action-client";
import type { Services } from "@/lib/services";
import { WebhookEndpointInputSchema } from "@/lib/webhooks/schemas";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliver,
  rotateWebhookSecret,
  sendTestEvent,
  triggerTestEvent,
  updateWebhookEndpoint,
  type WebhookOptions,
} from "@/lib/webhooks/endpoints";

// As for applications, the manager comes from the session: the ids only name the endpoint or
// delivery, and the lib functions answer "not found" for anyone else's. Every change makes the
// portal stale (the application page counts endpoints).

const webhooksPath = (applicationId: string) => `/portal/applications/${applicationId}/webhooks`;

/** What every endpoint function needs from the configuration. */
function webhookOptions(services: Services): WebhookOptions {
  return { key: services.config.webhookKey, loopback: services.config.webhooksToLoopback };
}

export const createWebhookEndpointAction = portalAction({
  name: "add a webhook endpoint",
  caller: "manager",
  returnTo: (applicationId: string) => webhooksPath(applicationId),
  parse: (applicationId: string, input: unknown) => ({
    applicationId: idArgument(applicationId),
    endpoint: WebhookEndpointInputSchema.parse(input),
  }),
  run: ({ caller, input, services }): Promise<{ id: string; secret: string }> =>
    createWebhookEndpoint(services.db, caller.id, input.applicationId, input.endpoint, webhookOptions(services)),
  stale: () => [PORTAL],
});

export const updateWebhookEndpointAction = portalAction({
  name: "change a webhook endpoint",
  caller: "manager",
  returnTo: () => "/portal/applications",
  parse: (endpointId: string, input: unknown) => ({
    endpointId: idArgument(endpointId),
    endpoint: WebhookEndpointInputSchema.parse(input),
  }),
  run: async ({ caller, input, services }) => (
    await updateWebhookEndpoint(services.db, caller.id, input.endpointId, input.endpoint, webhookOptions(services)),
    null
  ),
  stale: () => [PORTAL],
});

/** `applicationId` only says where to go afterwards; the endpoint alone decides what is deleted. */
export const deleteWebhookEndpointAction = portalAction({
  name: "delete a webhook endpoint",
  caller: "manager",
  returnTo: () => "/portal/applications",
  parse: (applicationId: string, endpointId: string) => ({ applicationId: idArgument(applicationId), endpointId: idArgument(endpointId) }),
  run: async ({ caller, input, services }) => (await deleteWebhookEndpoint(services.db, caller.id, input.endpointId), null),
  stale: () => [PORTAL],
  then: ({ applicationId }) => (isUuid(applicationId) ? `${webhooksPath(applicationId)}?deleted=1` : "/portal/applications"),
});

export const rotateWebhookSecretAction = portalAction({
  name: "rotate a webhook endpoint's secret",
  caller: "manager",
  returnTo: () => "/portal/applications",
  parse: (endpointId: string) => ({ endpointId: idArgument(endpointId) }),
  run: async ({ caller, input, services }) => {
    const { secret, previousValidUntil } = await rotateWebhookSecret(services.db, caller.id, input.endpointId, webhookOptions(services));
    return { secret, previousValidUntil: previousValidUntil.toISOString() };
  },
  stale: () => [PORTAL],
});

export const sendTestEventAction = portalAction({
  name: "send a test event",
  caller: "manager",
  returnTo: () => "/portal/applications",
  parse: (endpointId: string) => ({ endpointId: idArgument(endpointId) }),
  run: ({ caller, input, services }) => sendTestEvent(services.db, caller.id, input.endpointId),
  stale: () => [PORTAL],
});

/** "Trigger an event": any type of the catalogue, built from the developer's own world, to this endpoint alone. */
export const triggerTestEventAction = portalAction({
  name: "trigger a webhook event",
  caller: "manager",
  returnTo: () => "/portal/applications",
  parse: (endpointId: string, type: unknown) => ({ endpointId: idArgument(endpointId), type: String(type ?? "") }),
  run: ({ caller, input, services }) => triggerTestEvent(services.db, caller.id, input.endpointId, { type: input.type }),
  stale: () => [PORTAL],
});

export const redeliverAction = portalAction({
  name: "redeliver a webhook delivery",
  caller: "manager",
  returnTo: () => "/portal/applications",
  parse: (deliveryId: string) => ({ deliveryId: idArgument(deliveryId) }),
  run: async ({ caller, input, services }) => (await redeliver(services.db, caller.id, input.deliveryId), null),
  stale: () => [PORTAL],
});

/** What the endpoint form sends (to fill the form in again when it is refused; never a secret). */
export interface WebhookEndpointFormFields {
  url: string;
  description: string;
  eventTypes: string[];
  enabled: boolean;
}

/** What the endpoint form shows after a post: the endpoint added (its secret, once), or what went wrong with what was sent. */
export type WebhookEndpointFormState = {
  result: ActionResult<{ id: string; secret: string } | null>;
  sent: WebhookEndpointFormFields;
} | null;

function endpointFieldsOf(form: FormData): WebhookEndpointFormFields {
  return {
    url: String(form.get("url") ?? ""),
    description: String(form.get("description") ?? ""),
    eventTypes: form.getAll("eventTypes").map(String),
    // A checkbox posts its value when ticked and nothing otherwise.
    enabled: form.get("enabled") !== null,
  };
}

/**
 * The endpoint form's posts (components/portal/webhook-endpoint-form.tsx, with `useActionState`):
 * they work before script runs or without it, and a new endpoint's signing secret is shown once,
 * in the answer to the post, never in a URL. The ids are fields of the form.
 */
export async function createWebhookEndpointFormAction(
  _previous: WebhookEndpointFormState,
  form: FormData,
): Promise<WebhookEndpointFormState> {
  const sent = endpointFieldsOf(form);
  return { result: await createWebhookEndpointAction(idArgument(form.get("applicationId")), sent), sent };
}

/** Saves an endpoint's settings; "Enable it again" posts the saved settings with `enabled` through it too. */
export async function updateWebhookEndpointFormAction(
  _previous: WebhookEndpointFormState,
  form: FormData,
): Promise<WebhookEndpointFormState> {
  const sent = endpointFieldsOf(form);
  return { result: await updateWebhookEndpointAction(idArgument(form.get("endpointId")), sent), sent };
}

/*
 * The buttons that ask first, as form posts for `useActionState` (posted at once when no script
 * runs; with script they open a dialog first).
 */

export async function rotateWebhookSecretFormAction(
  ...[, form]: [unknown, FormData]
): Promise<ActionResult<{ secret: string; previousValidUntil: string }>> {
  return rotateWebhookSecretAction(idArgument(form.get("endpointId")));
}

export async function deleteWebhookEndpointFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return deleteWebhookEndpointAction(idArgument(form.get("applicationId")), idArgument(form.get("endpointId")));
}

/*
 * The delivery log's buttons, as form posts for `useActionState` (script improves them: it posts
 * in place and watches the log fill in).
 */

export async function sendTestEventFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult<{ deliveryId: string }>> {
  return sendTestEventAction(idArgument(form.get("endpointId")));
}

/** What the trigger form shows after a post: the type it asked for (to keep it chosen) and the answer. */
export type TriggerEventFormState = { result: ActionResult<{ deliveryId: string; eventId: string }>; type: string } | null;

export async function triggerTestEventFormAction(_previous: TriggerEventFormState, form: FormData): Promise<TriggerEventFormState> {
  const type = String(form.get("type") ?? "");
  return { result: await triggerTestEventAction(idArgument(form.get("endpointId")), type), type };
}

export async function redeliverFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return redeliverAction(idArgument(form.get("deliveryId")));
}
