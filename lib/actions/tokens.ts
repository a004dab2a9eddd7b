"use server";

import { revalidatePath } from "next/cache";
import { services } from "@/lib/services";
import { requireManager } from "@/lib/actions/session";
import { PersonalTokenInputSchema, createPersonalToken, regeneratePersonalToken, revokePersonalToken } from "@/lib/auth/personal-tokens";
import { runAction, type ActionResult } from "@/lib/action-result";

export interface CreatedToken {
  name: string;
  value: string;
  expiresAt: Date;
}

export async function createTokenAction(input: unknown): Promise<ActionResult<CreatedToken>> {
  const manager = await requireManager("/portal/tokens/new");
  return runAction(async () => {
    const parsed = PersonalTokenInputSchema.parse(input);
    const token = await createPersonalToken(services().db, manager.id, parsed);
    revalidatePath("/portal", "layout");
    return { name: parsed.name, value: token.value, expiresAt: token.expiresAt };
  });
}

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

export async function revokeTokenAction(tokenId: string): Promise<ActionResult> {
  const manager = await requireManager("/portal/tokens");
  return runAction(async () => {
    await revokePersonalToken(services().db, manager.id, String(tokenId));
    revalidatePath("/portal", "layout");
    return null;
  });
}

export async function regenerateTokenAction(tokenId: string): Promise<ActionResult<CreatedToken>> {
  const manager = await requireManager("/portal/tokens");
  return runAction(async () => {
    const token = await regeneratePersonalToken(services().db, manager.id, String(tokenId));
    revalidatePath("/portal", "layout");
    return { name: token.name, value: token.value, expiresAt: token.expiresAt };
  });
}

/*
 * The same, as form posts for `useActionState` (the buttons post them when no script runs; with
 * script they open a dialog first): the id is a field of the form, as a form post carries it.
 */

export async function revokeTokenFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult> {
  return revokeTokenAction(String(form.get("tokenId") ?? ""));
}

export async function regenerateTokenFormAction(...[, form]: [unknown, FormData]): Promise<ActionResult<CreatedToken>> {
  return regenerateTokenAction(String(form.get("tokenId") ?? ""));
}
