"use server";

import { PersonalTokenInputSchema, createPersonalToken, regeneratePersonalToken, revokePersonalToken } from "@/lib/auth/personal-tokens";
import type { ActionResult } from "@/lib/action-result";
import { idArgument, PORTAL, portalAction } from "@/lib/actions/action-client";

export interface CreatedToken {
  name: string;
  value: string;
  expiresAt: Date;
}

export const createTokenAction = portalAction({
  name: "create a personal token",
  caller: "manager",
  returnTo: () => "/portal/tokens/new",
  parse: (input: unknown) => PersonalTokenInputSchema.parse(input),
  run: async ({ caller, input, services }): Promise<CreatedToken> => {
    const token = await createPersonalToken(services.db, caller.id, input);
    return { name: input.name, value: token.value, expiresAt: token.expiresAt };
  },
  stale: () => [PORTAL],
});

/** What the token form shows after a post: the token made, or what went wrong with what was sent. */
export type TokenFormState = {
  result: ActionResult<CreatedToken>;
  /** What was sent, to fill the form in again when it is refused (never a secret). */
  sent: { name: string; scopes: string[]; days: string };
} | null;

/**
 * The token form's post (components/portal/new-token-form.tsx, with `useActionState`): a form
 * post that works before script runs or without it, the new token shown once in the answer.
 */
export async function createTokenFormAction(_previous: TokenFormState, form: FormData): Promise<TokenFormState> {
  const sent = {
    name: String(form.get("name") ?? ""),
    scopes: form.getAll("scopes").map(String),
    days: String(form.get("days") ?? ""),
  };
  return { result: await createTokenAction(sent), sent };
}

export const revokeTokenAction = portalAction({
  name: "revoke a personal token",
  caller: "manager",
  returnTo: () => "/portal/tokens",
  parse: (tokenId: string) => ({ tokenId: idArgument(tokenId) }),
  run: async ({ caller, input, services }) => (await revokePersonalToken(services.db, caller.id, input.tokenId), null),
  stale: () => [PORTAL],
});

export const regenerateTokenAction = portalAction({
  name: "regenerate a personal token",
  caller: "manager",
  returnTo: () => "/portal/tokens",
  parse: (tokenId: string) => ({ tokenId: idArgument(tokenId) }),
  run: async ({ caller, input, services }): Promise<CreatedToken> => {
    const token = await regeneratePersonalToken(services.db, caller.id, input.tokenId);
    return { name: token.name, value: token.value, expiresAt: token.expiresAt };
  },
  stale: () => [PORTAL],
});

/*
 * The same, as form posts for `useActionState` (the buttons post them when no script runs; with
 * script they open a dialog first): the id is a field of the form, as a form post carries it.
 */

export async function revokeTokenFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return revokeTokenAction(idArgument(form.get("tokenId")));
}

export async function regenerateTokenFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult<CreatedToken>> {
  return regenerateTokenAction(idArgument(form.get("tokenId")));
}
