"use server";

import { revokeGrant } from "@/lib/auth/grants";
import type { ActionResult } from "@/lib/action-result";
import { idArgument, PORTAL, portalAction } from "@/lib/actions/action-client";

export const revokeGrantAction = portalAction({
  name: "revoke a tool's access",
  caller: "manager",
  returnTo: () => "/portal/authorized",
  parse: (grantId: string) => ({ grantId: idArgument(grantId) }),
  run: async ({ caller, input, services }) => (await revokeGrant(services.db, caller.id, input.grantId), null),
  stale: () => [PORTAL],
});

/*
 * The same, as form posts for `useActionState` (the buttons post them when no script runs; with
 * script they open a dialog first): the id is a field of the form, as a form post carries it.
 */

export async function revokeGrantFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return revokeGrantAction(idArgument(form.get("grantId")));
}
