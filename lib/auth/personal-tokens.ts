import { z } from "zod";
import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { generateCredential } from "@/lib/auth/credentials";
import { ScopeSchema, normaliseScopes, type Scope } from "@/lib/auth/scopes";
import { recordAuditEvent } from "@/lib/auth/audit";

export const MAX_ACTIVE_PERSONAL_TOKENS = 10;
export const PERSONAL_TOKEN_DAYS = { min: 1, max: 365, default: 30 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Creates a personal token for a manager and returns its value, which is never shown
 * again. At most 10 may be active (expired and revoked ones do not count); the count and
 * the insert happen under a lock on the manager's row, so concurrent requests cannot
 * pass the limit together.
 */
export async function createPersonalToken(
  db: Db,
  managerId: string,
  input: PersonalTokenInput,
  now: Date = new Date(),
): Promise<{ id: string; value: string; expiresAt: Date; scopes: Scope[] }> {
  const { name, scopes, days } = PersonalTokenInputSchema.parse(input);
  const credential = generateCredential("personalToken");
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const ordered = normaliseScopes(scopes);

  const token = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Manager" WHERE id = ${managerId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw new AppError("not_found", "That manager does not exist.");
    const active = await tx.personalToken.count({
      where: { managerId, revokedAt: null, expiresAt: { gt: now } },
    });
    if (active >= MAX_ACTIVE_PERSONAL_TOKENS) {
      throw new AppError(
        "token_limit_reached",
        `You already have ${MAX_ACTIVE_PERSONAL_TOKENS} active personal tokens. Revoke one before creating another.`,
      );
    }
    const created = await tx.personalToken.create({
      data: { managerId, name, scopes: ordered, tokenHash: credential.hash, hint: credential.hint, createdAt: now, expiresAt },
      select: { id: true },
    });
    await recordAuditEvent(tx, managerId, "personal_token.created", created.id, { name, scopes: ordered, days }, now);
    return created;
  });
  return { id: token.id, value: credential.value, expiresAt, scopes: ordered };
}

/** Revokes one of the manager's own tokens; another manager's id is simply not found. */
export async function revokePersonalToken(db: Db, managerId: string, tokenId: string, now: Date = new Date()) {
  const result = await db.personalToken.updateMany({
    where: { id: tokenId, managerId, revokedAt: null },
    data: { revokedAt: now },
  });
  if (result.count === 0) throw new AppError("not_found", "That token was not found, or is already revoked.");
  await recordAuditEvent(db, managerId, "personal_token.revoked", tokenId, null, now);
}
