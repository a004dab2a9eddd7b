import type { Database } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { generateCredential } from "@/lib/auth/credentials";
import { normaliseScopes, type Scope } from "@/lib/auth/scopes";
import {
  DAY_MS,
  MAX_ACTIVE_PERSONAL_TOKENS,
  PersonalTokenInputSchema,
  TRY_IT_TOKEN,
  lifetimeDays,
  personalTokenStatus,
  type PersonalTokenInput,
} from "@/lib/auth/personal-token-schema";

export * from "@/lib/auth/personal-token-schema";
import { recordAuditEvent } from "@/lib/auth/audit";
import { changingPrincipals } from "@/lib/auth/principal-cache";
import { param, prepareSql, rowsInTransaction, sql } from "@/lib/sql";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenNotFound = () => new AppError("not_found", "That token was not found, or is already revoked.");

const LOCK_MANAGER = prepareSql<{ managerId: string }, { id: string }>(
  "auth_lock_manager",
  sql`SELECT id FROM "Manager" WHERE id = ${param<string>("managerId")}::uuid FOR UPDATE`,
);

/** The manager's row, locked for the transaction (on Prisma's connection, where the lock must be held). */
async function lockManager(tx: Prisma.TransactionClient, managerId: string) {
  const locked = await rowsInTransaction(tx, LOCK_MANAGER, { managerId });
  if (locked.length === 0) throw new AppError("not_found", "That manager does not exist.");
}

/** Refuses a name an active token already has (ignoring case), so a list and the audit log never mix up two tokens. */
async function assertNameFree(tx: Prisma.TransactionClient, managerId: string, name: string, now: Date, exceptId?: string) {
  const clash = await tx.personalToken.findFirst({
    where: {
      managerId,
      name: { equals: name, mode: "insensitive" },
      revokedAt: null,
      expiresAt: { gt: now },
      id: exceptId ? { not: exceptId } : undefined,
    },
    select: { name: true },
  });
  if (clash) {
    throw new AppError(
      "conflict",
      `You already have an active token named "${clash.name}". Choose another name, or regenerate or revoke that one.`,
    );
  }
}

async function assertBelowLimit(tx: Prisma.TransactionClient, managerId: string, now: Date) {
  const active = await tx.personalToken.count({ where: { managerId, revokedAt: null, expiresAt: { gt: now } } });
  if (active >= MAX_ACTIVE_PERSONAL_TOKENS) {
    throw new AppError(
      "token_limit_reached",
      `You already have ${MAX_ACTIVE_PERSONAL_TOKENS} active personal tokens. Revoke one before creating another.`,
    );
  }
}

/**
 * Creates a personal token for a manager and returns its value, which is never shown
 * again. At most 10 may be active (expired and revoked ones do not count) and no two active
 * ones share a name; the checks and the insert happen under a lock on the manager's row, so
 * concurrent requests cannot pass them together.
 */
export async function createPersonalToken(
  db: Database,
  managerId: string,
  input: PersonalTokenInput,
  now: Date = new Date(),
  /** Who made it, for the audit log: the manager in the portal, or an operator with the CLI. */
  via: "portal" | "operator" = "portal",
): Promise<{ id: string; value: string; expiresAt: Date; scopes: Scope[] }> {
  const { name, scopes, days } = PersonalTokenInputSchema.parse(input);
  const credential = generateCredential("personalToken");
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const ordered = normaliseScopes(scopes);

  const token = await db.prisma.$transaction(async (tx) => {
    await lockManager(tx, managerId);
    await assertNameFree(tx, managerId, name, now);
    await assertBelowLimit(tx, managerId, now);
    const created = await tx.personalToken.create({
      data: { managerId, name, scopes: ordered, tokenHash: credential.hash, hint: credential.hint, createdAt: now, expiresAt },
      select: { id: true },
    });
    await recordAuditEvent(
      tx,
      managerId,
      "personal_token.created",
      created.id,
      via === "operator" ? { name, scopes: ordered, days, via } : { name, scopes: ordered, days },
      now,
    );
    return created;
  });
  return { id: token.id, value: credential.value, expiresAt, scopes: ordered };
}

/**
 * The API reference's one-click token: a personal token with the chosen scopes and the
 * shortest lifetime, named TRY_IT_TOKEN.name, of purpose TryIt: its calls count against an
 * allowance of their own (lib/quota/limits.ts), so a script that spent the personal allowance
 * does not stop Test Request. An active one made this way before is revoked in the same
 * transaction, so there is one at a time and trying the reference never piles up tokens; it
 * still counts toward the 10 a manager may hold.
 */
export async function createTryItToken(
  db: Database,
  managerId: string,
  scopes: Scope[],
  now: Date = new Date(),
): Promise<{ id: string; value: string; expiresAt: Date; scopes: Scope[] }> {
  const { name, days } = TRY_IT_TOKEN;
  const parsed = PersonalTokenInputSchema.parse({ name, scopes, days });
  const credential = generateCredential("personalToken");
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const ordered = normaliseScopes(parsed.scopes);
  const created = await changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      await lockManager(tx, managerId);
      const previous = await tx.personalToken.findMany({
        where: { managerId, purpose: "TryIt", revokedAt: null, expiresAt: { gt: now } },
        select: { id: true, name: true, hint: true },
      });
      for (const old of previous) {
        await tx.personalToken.update({ where: { id: old.id }, data: { revokedAt: now } });
        await recordAuditEvent(tx, managerId, "personal_token.revoked", old.id, { name: old.name, hint: old.hint }, now);
      }
      await assertBelowLimit(tx, managerId, now);
      const token = await tx.personalToken.create({
        data: {
          managerId,
          name,
          purpose: "TryIt",
          scopes: ordered,
          tokenHash: credential.hash,
          hint: credential.hint,
          createdAt: now,
          expiresAt,
        },
        select: { id: true },
      });
      await recordAuditEvent(tx, managerId, "personal_token.created", token.id, { name, scopes: ordered, days }, now);
      return token;
    }),
  );
  return { id: created.id, value: credential.value, expiresAt, scopes: ordered };
}

export interface RegeneratedToken {
  id: string;
  name: string;
  value: string;
  scopes: Scope[];
  expiresAt: Date;
  days: number;
}

/**
 * Replaces an active or expired token with a new value: same name and scopes, the same
 * lifetime counted from now. The old value stops working at once (it is revoked in the same
 * transaction). A revoked token cannot come back this way.
 */
export async function regeneratePersonalToken(
  db: Database,
  managerId: string,
  tokenId: string,
  now: Date = new Date(),
): Promise<RegeneratedToken> {
  if (!UUID.test(tokenId)) throw tokenNotFound();
  const credential = generateCredential("personalToken");
  return changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      await lockManager(tx, managerId);
      const old = await tx.personalToken.findFirst({ where: { id: tokenId, managerId, revokedAt: null } });
      if (!old) throw tokenNotFound();
      const wasActive = personalTokenStatus(old, now) === "active";
      if (!wasActive) {
        await assertNameFree(tx, managerId, old.name, now);
        await assertBelowLimit(tx, managerId, now);
      }
      const days = lifetimeDays(old);
      const expiresAt = new Date(now.getTime() + days * DAY_MS);
      const scopes = normaliseScopes(old.scopes as Scope[]);
      await tx.personalToken.update({ where: { id: old.id }, data: { revokedAt: now } });
      const created = await tx.personalToken.create({
        data: { managerId, name: old.name, scopes, tokenHash: credential.hash, hint: credential.hint, createdAt: now, expiresAt },
        select: { id: true },
      });
      await recordAuditEvent(
        tx,
        managerId,
        "personal_token.regenerated",
        created.id,
        { name: old.name, scopes, days, previousId: old.id, previousHint: old.hint },
        now,
      );
      return { id: created.id, name: old.name, value: credential.value, scopes, expiresAt, days };
    }),
  );
}

/** Revokes one of the manager's own tokens; another manager's id is simply not found. */
export async function revokePersonalToken(db: Database, managerId: string, tokenId: string, now: Date = new Date()) {
  if (!UUID.test(tokenId)) throw tokenNotFound();
  await changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      const token = await tx.personalToken.findFirst({
        where: { id: tokenId, managerId, revokedAt: null },
        select: { id: true, name: true, hint: true },
      });
      if (!token) throw tokenNotFound();
      const result = await tx.personalToken.updateMany({ where: { id: token.id, revokedAt: null }, data: { revokedAt: now } });
      if (result.count === 0) throw tokenNotFound();
      await recordAuditEvent(tx, managerId, "personal_token.revoked", token.id, { name: token.name, hint: token.hint }, now);
    }),
  );
}

/** The manager's tokens for the portal, newest first, with their status. Never the hash. */
export async function listPersonalTokens(db: Database, managerId: string, now: Date = new Date()) {
  const tokens = await db.prisma.personalToken.findMany({
    where: { managerId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      name: true,
      purpose: true,
      scopes: true,
      hint: true,
      createdAt: true,
      expiresAt: true,
      revokedAt: true,
      lastUsedAt: true,
    },
  });
  return tokens.map((t) => ({ ...t, status: personalTokenStatus(t, now) }));
}
