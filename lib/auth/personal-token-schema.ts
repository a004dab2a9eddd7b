import { z } from "zod";
import { ScopeSchema } from "@/lib/auth/scopes";
import { countOf } from "@/lib/text";

/* Rules of personal tokens with no server imports, so browser forms can use them too. */

export const MAX_ACTIVE_PERSONAL_TOKENS = 10;
export const PERSONAL_TOKEN_DAYS = { min: 1, max: 365, default: 30 } as const;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Tokens that end within this many days are flagged on the dashboard and in the list. */
export const EXPIRY_WARNING_DAYS = 7;

/**
 * The token the API reference makes in one click: the shortest lifetime a personal token may
 * have, one per manager (a new one replaces the last), listed with the others.
 */
export const TRY_IT_TOKEN = { name: "API reference try-it", days: PERSONAL_TOKEN_DAYS.min } as const;

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

/** Whole days left before an active token expires, rounded up (so 1 means "within a day"). */
export function daysLeft(expiresAt: Date, now = new Date()): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** Whether to warn that an active token ends soon; never for the reference's try-it token, which lives a day by design. */
export function expiresSoon(t: { expiresAt: Date; revokedAt: Date | null; purpose?: string }, now = new Date()): boolean {
  if (t.purpose === "TryIt") return false;
  return personalTokenStatus(t, now) === "active" && daysLeft(t.expiresAt, now) <= EXPIRY_WARNING_DAYS;
}

/** "Expires in 12 days", "Expires within a day", "Expired", "Revoked": the state a list shows. */
export function expiryLabel(t: { expiresAt: Date; revokedAt: Date | null }, now = new Date()): string {
  const status = personalTokenStatus(t, now);
  if (status === "revoked") return "Revoked";
  if (status === "expired") return "Expired";
  const days = daysLeft(t.expiresAt, now);
  return days <= 1 ? "Expires within a day" : `Expires in ${countOf(days, "day")}`;
}

/** The lifetime a token was made with, in whole days: what Regenerate gives the new value. */
export function lifetimeDays(t: { createdAt: Date; expiresAt: Date }): number {
  const days = Math.round((t.expiresAt.getTime() - t.createdAt.getTime()) / DAY_MS);
  return Math.min(Math.max(days, PERSONAL_TOKEN_DAYS.min), PERSONAL_TOKEN_DAYS.max);
}
