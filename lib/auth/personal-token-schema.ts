import { z } from "zod";
import { ScopeSchema } from "@/lib/auth/scopes";

/* Rules of personal tokens with no server imports, so browser forms can use them too. */

export const MAX_ACTIVE_PERSONAL_TOKENS = 10;
export const PERSONAL_TOKEN_DAYS = { min: 1, max: 365, default: 30 } as const;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** One schema for the portal form, the server action and the operator CLI. */
export const PersonalTokenInputSchema = z.object({
  name: z.string().trim().min(1, "Give the token a name.").max(60, "At most 60 characters."),
  scopes: z.array(ScopeSchema).min(1, "Choose at least one scope."),
  days: z.coerce
    .number({ message: "Lifetime must be a whole number of days." })
    .int("Lifetime must be a whole number of days.")
    .min(PERSONAL_TOKEN_DAYS.min, "Lifetime is 1 to 365 days.")
    .max(PERSONAL_TOKEN_DAYS.max, "Lifetime is 1 to 365 days."),
});
export type PersonalTokenInput = z.infer<typeof PersonalTokenInputSchema>;

export type PersonalTokenStatus = "active" | "expired" | "revoked";

export function personalTokenStatus(t: { expiresAt: Date; revokedAt: Date | null }, now = new Date()): PersonalTokenStatus {
  if (t.revokedAt) return "revoked";
  return t.expiresAt <= now ? "expired" : "active";
}

