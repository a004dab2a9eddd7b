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
