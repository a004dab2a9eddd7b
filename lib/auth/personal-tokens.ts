import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { generateCredential } from "@/lib/auth/credentials";
import { normaliseScopes, type Scope } from "@/lib/auth/scopes";
import {
  DAY_MS,
  MAX_ACTIVE_PERSONAL_TOKENS,
  PersonalTokenInputSchema,
  personalTokenStatus,
  type PersonalTokenInput,
} from "@/lib/auth/personal-token-schema";

export * from "@/lib/auth/personal-token-schema";
import { recordAuditEvent } from "@/lib/auth/audit";

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

/** The manager's tokens for the portal, newest first, with their status. Never the hash. */
export async function listPersonalTokens(db: Db, managerId: string, now: Date = new Date()) {
  const tokens = await db.personalToken.findMany({
    where: { managerId },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, scopes: true, hint: true, createdAt: true, expiresAt: true, revokedAt: true, lastUsedAt: true },
  });
  return tokens.map((t) => ({ ...t, status: personalTokenStatus(t, now) }));
}
