"use server";

import { revalidatePath } from "next/cache";
import { services } from "@/lib/services";
import { requireManager } from "@/lib/actions/session";
import { revokeGrant } from "@/lib/auth/grants";
import { runAction, type ActionResult } from "@/lib/action-result";

export async function revokeGrantAction(grantId: string): Promise<ActionResult> {
  const manager = await requireManager("/portal/authorized");
  return runAction(async () => {
    await revokeGrant(services().db, manager.id, String(grantId));
    revalidatePath("/portal", "layout");
    return null;
  });
}

/*
 * The same, as form posts for `useActionState` (the buttons post them when no script runs; with
 * script they open a dialog first): the id is a field of the form, as a form post carries it.
 */

export async function revokeGrantFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return revokeGrantAction(String(form.get("grantId") ?? ""));
}
