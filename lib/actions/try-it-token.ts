"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { services } from "@/lib/services";
import { getManagerSession } from "@/lib/actions/session";
import { createTryItToken } from "@/lib/auth/personal-tokens";
import { ScopeSchema } from "@/lib/auth/scopes";
import { runAction, type ActionResult } from "@/lib/action-result";
import { AppError } from "@/lib/errors";

export interface TryItToken {
  value: string;
  expiresAt: Date;
  scopes: string[];
}

const TryItScopesSchema = z.array(ScopeSchema).min(1, "Choose at least one scope.");

/** The reference's one-click token (lib/auth/personal-tokens.ts `createTryItToken`). */
export async function createTryItTokenAction(scopes: unknown): Promise<ActionResult<TryItToken>> {
  const manager = await getManagerSession();
  return runAction(async () => {
    if (!manager) throw new AppError("forbidden", "Sign in to make a try-it token.");
    const parsed = TryItScopesSchema.safeParse(scopes);
    if (!parsed.success) throw new AppError("invalid_request", parsed.error.issues[0]?.message ?? "Choose at least one scope.");
    const token = await createTryItToken(services().db, manager.id, parsed.data);
    revalidatePath("/portal", "layout");
    return { value: token.value, expiresAt: token.expiresAt, scopes: token.scopes };
  });
}
