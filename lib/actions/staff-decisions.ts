"use server";

import { ReasonSchema, approveApplication, liftSuspension, rejectApplication, suspendApplication } from "@/lib/applications";
import type { ActionResult } from "@/lib/action-result";
import { idArgument, portalAction } from "@/lib/actions/action-client";

// Staff only (the action client answers "not found" to anyone else); the lib functions check it again.

const STAFF_PAGES = ["/staff"];
const application = (applicationId: string) => ({ applicationId: idArgument(applicationId) });
const withReason = (applicationId: string, input: unknown) => ({ ...application(applicationId), ...ReasonSchema.parse(input) });

export const approveAction = portalAction({
  name: "approve an application",
  caller: "staff",
  parse: application,
  run: async ({ caller, input, services }) => (await approveApplication(services.db, caller.id, input.applicationId), null),
  stale: () => STAFF_PAGES,
});

export const rejectAction = portalAction({
  name: "reject an application",
  caller: "staff",
  parse: withReason,
  run: async ({ caller, input: { applicationId, ...reason }, services }) => (
    await rejectApplication(services.db, caller.id, applicationId, reason),
    null
  ),
  stale: () => STAFF_PAGES,
});

export const suspendAction = portalAction({
  name: "suspend an application",
  caller: "staff",
  parse: withReason,
  run: async ({ caller, input: { applicationId, ...reason }, services }) => (
    await suspendApplication(services.db, caller.id, applicationId, reason),
    null
  ),
  stale: () => STAFF_PAGES,
});

export const liftSuspensionAction = portalAction({
  name: "lift an application's suspension",
  caller: "staff",
  parse: application,
  run: async ({ caller, input, services }) => (await liftSuspension(services.db, caller.id, input.applicationId), null),
  stale: () => STAFF_PAGES,
});

/*
 * The same, as form posts for `useActionState` (posted at once when no script runs; with script
 * the buttons open a dialog first): the id, and the reason, are fields of the form.
 */

const idOf = (form: FormData) => idArgument(form.get("applicationId"));
const reasonOf = (form: FormData) => ({ reason: String(form.get("reason") ?? "") });

export async function approveFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return approveAction(idOf(form));
}

export async function liftSuspensionFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return liftSuspensionAction(idOf(form));
}

/** Posted without a reason (the button alone), it is refused and the answer asks for one. */
export async function rejectFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return rejectAction(idOf(form), reasonOf(form));
}

export async function suspendFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return suspendAction(idOf(form), reasonOf(form));
}
