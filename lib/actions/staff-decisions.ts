"use server";

import { revalidatePath } from "next/cache";
import { services } from "@/lib/services";
import { requireStaff } from "@/lib/actions/session";
import { ReasonSchema, approveApplication, liftSuspension, rejectApplication, suspendApplication } from "@/lib/applications";
import { runAction, type ActionResult } from "@/lib/action-result";

// requireStaff() answers "not found" to anyone without the role; the lib functions check it again.

export async function approveAction(applicationId: string): Promise<ActionResult> {
  const staff = await requireStaff();
  return runAction(async () => {
    await approveApplication(services().db, staff.id, String(applicationId));
    revalidatePath("/staff");
    return null;
  });
}

export async function rejectAction(applicationId: string, input: unknown): Promise<ActionResult> {
  const staff = await requireStaff();
  return runAction(async () => {
    await rejectApplication(services().db, staff.id, String(applicationId), ReasonSchema.parse(input));
    revalidatePath("/staff");
    return null;
  });
}

export async function suspendAction(applicationId: string, input: unknown): Promise<ActionResult> {
  const staff = await requireStaff();
  return runAction(async () => {
    await suspendApplication(services().db, staff.id, String(applicationId), ReasonSchema.parse(input));
    revalidatePath("/staff");
    return null;
  });
}

export async function liftSuspensionAction(applicationId: string): Promise<ActionResult> {
  const staff = await requireStaff();
  return runAction(async () => {
    await liftSuspension(services().db, staff.id, String(applicationId));
    revalidatePath("/staff");
    return null;
  });
}

/*
 * The same, as form posts for `useActionState` (posted at once when no script runs; with script
 * the buttons open a dialog first): the id, and the reason, are fields of the form.
 */

const idOf = (form: FormData) => String(form.get("applicationId") ?? "");
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
