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
