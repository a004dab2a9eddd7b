"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { services } from "@/lib/services";
import { requireManager } from "@/lib/actions/session";
import { runAction, type ActionResult } from "@/lib/action-result";
import { isUuid } from "@/lib/ids";
import { WebhookEndpointInputSchema } from "@/lib/webhooks/schemas";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  redeliver,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhookEndpoint,
  type WebhookOptions,
} from "@/lib/webhooks/endpoints";

// As for applications, the manager comes from the session: the ids only name the endpoint or
// delivery, and the lib functions answer "not found" for anyone else's.

const webhooksPath = (applicationId: string) => `/portal/applications/${applicationId}/webhooks`;

/** What every endpoint function needs from the configuration. */
function webhookOptions(): WebhookOptions {
  return { key: services().config.webhookKey, loopback: services().config.webhooksToLoopback };
}

/** The portal's pages under /portal read endpoints (the application page counts them): all of them are stale after a change. */
function revalidatePortal() {
  revalidatePath("/portal", "layout");
}

export async function createWebhookEndpointAction(
  applicationId: string,
  input: unknown,
): Promise<ActionResult<{ id: string; secret: string }>> {
  const manager = await requireManager(webhooksPath(applicationId));
  return runAction(async () => {
    const created = await createWebhookEndpoint(
      services().db.prisma,
      manager.id,
      String(applicationId),
      WebhookEndpointInputSchema.parse(input),
      webhookOptions(),
    );
    revalidatePortal();
    return created;
  });
}

export async function updateWebhookEndpointAction(endpointId: string, input: unknown): Promise<ActionResult> {
  const manager = await requireManager("/portal/applications");
  return runAction(async () => {
    await updateWebhookEndpoint(
      services().db.prisma,
      manager.id,
      String(endpointId),
      WebhookEndpointInputSchema.parse(input),
      webhookOptions(),
    );
    revalidatePortal();
    return null;
  });
}

/** `applicationId` only says where to go afterwards; the endpoint alone decides what is deleted. */
export async function deleteWebhookEndpointAction(applicationId: string, endpointId: string): Promise<ActionResult> {
  const manager = await requireManager("/portal/applications");
  const result = await runAction(async () => {
    await deleteWebhookEndpoint(services().db.prisma, manager.id, String(endpointId));
    revalidatePortal();
    return null;
  });
  if (result.ok) redirect(isUuid(String(applicationId)) ? `${webhooksPath(applicationId)}?deleted=1` : "/portal/applications");
  return result;
}

export async function rotateWebhookSecretAction(endpointId: string): Promise<ActionResult<{ secret: string; previousValidUntil: string }>> {
  const manager = await requireManager("/portal/applications");
  return runAction(async () => {
    const { secret, previousValidUntil } = await rotateWebhookSecret(
      services().db.prisma,
      manager.id,
      String(endpointId),
      webhookOptions(),
    );
    revalidatePortal();
    return { secret, previousValidUntil: previousValidUntil.toISOString() };
  });
}

export async function sendTestEventAction(endpointId: string): Promise<ActionResult<{ deliveryId: string }>> {
  const manager = await requireManager("/portal/applications");
  return runAction(async () => {
    const sent = await sendTestEvent(services().db.prisma, manager.id, String(endpointId));
    revalidatePortal();
    return sent;
  });
}

export async function redeliverAction(deliveryId: string): Promise<ActionResult> {
  const manager = await requireManager("/portal/applications");
  return runAction(async () => {
    await redeliver(services().db.prisma, manager.id, String(deliveryId));
    revalidatePortal();
    return null;
  });
}

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
  return { result: await createWebhookEndpointAction(String(form.get("applicationId") ?? ""), sent), sent };
}

/** Saves an endpoint's settings; "Enable it again" posts the saved settings with `enabled` through it too. */
export async function updateWebhookEndpointFormAction(
  _previous: WebhookEndpointFormState,
  form: FormData,
): Promise<WebhookEndpointFormState> {
  const sent = endpointFieldsOf(form);
  return { result: await updateWebhookEndpointAction(String(form.get("endpointId") ?? ""), sent), sent };
}

/*
 * The buttons that ask first, as form posts for `useActionState` (posted at once when no script
 * runs; with script they open a dialog first).
 */

export async function rotateWebhookSecretFormAction(
  ...[, form]: [unknown, FormData]
): Promise<ActionResult<{ secret: string; previousValidUntil: string }>> {
  return rotateWebhookSecretAction(String(form.get("endpointId") ?? ""));
}

export async function deleteWebhookEndpointFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return deleteWebhookEndpointAction(String(form.get("applicationId") ?? ""), String(form.get("endpointId") ?? ""));
}

/*
 * The delivery log's buttons, as form posts for `useActionState` (script improves them: it posts
 * in place and watches the log fill in).
 */

export async function sendTestEventFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult<{ deliveryId: string }>> {
  return sendTestEventAction(String(form.get("endpointId") ?? ""));
}

export async function redeliverFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return redeliverAction(String(form.get("deliveryId") ?? ""));
}
