"use server";

import { z } from "zod";
import { createTryItToken } from "@/lib/auth/personal-tokens";
import { ScopeSchema } from "@/lib/auth/scopes";
import { AppError } from "@/lib/errors";
import { PORTAL, portalAction } from "@/lib/actions/action-client";

export interface TryItToken {
  value: string;
  expiresAt: Date;
  scopes: string[];
}

const TryItScopesSchema = z.array(ScopeSchema).min(1, "Choose at least one scope.");

/** The reference's one-click token (lib/auth/personal-tokens.ts `createTryItToken`): the reference does not redirect, it says why not. */
export const createTryItTokenAction = portalAction({
  name: "make a try-it token",
  caller: { signedInOrRefused: "Sign in to make a try-it token." },
  parse: (scopes: unknown) => {
    const parsed = TryItScopesSchema.safeParse(scopes);
    if (!parsed.success) throw new AppError("invalid_request", parsed.error.issues[0]?.message ?? "Choose at least one scope.");
    return parsed.data;
  },
  run: async ({ caller, input, services }): Promise<TryItToken> => {
    const token = await createTryItToken(services.db, caller.id, input);
    return { value: token.value, expiresAt: token.expiresAt, scopes: token.scopes };
  },
  stale: () => [PORTAL],
});
