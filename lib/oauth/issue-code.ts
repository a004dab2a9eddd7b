import crypto from "node:crypto";
import type { Database } from "@/lib/db";
import { generateCredential } from "@/lib/auth/credentials";
import { normaliseScopes, isScope, type Scope } from "@/lib/auth/scopes";
import { recordAuditEvent } from "@/lib/auth/audit";
import { AUTHORIZATION_CODE_LIFETIME_MS } from "@/lib/oauth/lifetimes";
import type { RawBuilder } from "kysely";
import { param, prepareSql, rowsInTransaction, sql, timeParam } from "@/lib/sql";

export interface CodeRequest {
  applicationId: string;
  managerId: string;
  redirectUri: string;
  scopes: Scope[];
  codeChallenge: string;
}

/**
 * A code's insert does not wait for its WAL flush (`synchronous_commit` off for its own
 * transaction, the `set_config` row it selects from): the WAL is flushed in order, so the
 * exchange's durable commit, which marks the code used and stores the tokens, flushes the
 * code's row first. All a crash of the database machine can lose is a code not yet exchanged,
 * which the client then finds invalid (`invalid_grant`), as it would an expired one, and the
 * manager signs in again. Nothing that was answered as done is lost: the tokens, grants and
 * revocations keep the server's durable commit.
 */
export const ASYNC_COMMIT = sql`(SELECT set_config('synchronous_commit', 'off', true)) AS async_commit`;

/** A code's row as `insertCode` reads it; the application's id comes from the statement (the request's, or the lookup's). */
export type CodeArgs = {
  codeId: string;
  codeHash: string;
  managerId: string;
  redirectUri: string;
  scopes: Scope[];
  codeChallenge: string;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * `INSERT … SELECT` of a code's row from `CodeArgs`, its application's id `applicationId`: the
 * statement adds the `FROM` (and any `WHERE`) the row is selected from.
 */
function insertCode(applicationId: RawBuilder<string>): RawBuilder<unknown> {
  return sql`INSERT INTO "AuthorizationCode" (id, "codeHash", "applicationId", "managerId", "redirectUri", scopes, "codeChallenge", "createdAt", "expiresAt")
   SELECT ${param<string>("codeId")}::uuid, ${param<string>("codeHash")}, ${applicationId}, ${param<string>("managerId")}::uuid,
          ${param<string>("redirectUri")}, ${param<Scope[]>("scopes")}::text[], ${param<string>("codeChallenge")}, ${timeParam("createdAt")}, ${timeParam("expiresAt")}`;
}

const INSERT_CODE = prepareSql<CodeArgs & { applicationId: string }, never>(
  "oauth_insert_code",
  sql`${insertCode(sql`${param<string>("applicationId")}::uuid`)}
   FROM ${ASYNC_COMMIT}`,
);

/** A code before it is stored: its row id, its value (shown once, in the redirect) and the hash kept. */
export interface IssuedCode {
  id: string;
  value: string;
  hash: string;
  /** When it is issued; it expires 5 minutes later. */
  at: Date;
}

export function newAuthorizationCode(now: Date): IssuedCode {
  const code = generateCredential("authorizationCode");
  return { id: crypto.randomUUID(), value: code.value, hash: code.hash, at: now };
}

/** The code's arguments for `insertCode` (the lookup that issues codes ahead takes the same, as columns). */
export function codeArgs(code: IssuedCode, request: Omit<CodeRequest, "applicationId">): CodeArgs {
  return {
    codeId: code.id,
    codeHash: code.hash,
    managerId: request.managerId,
    redirectUri: request.redirectUri,
    scopes: request.scopes,
    codeChallenge: request.codeChallenge,
    createdAt: code.at,
    expiresAt: new Date(code.at.getTime() + AUTHORIZATION_CODE_LIFETIME_MS),
  };
}

/** A fresh `gmac_…` code: valid 5 minutes, single use, bound to client, manager, redirect URI, scopes and PKCE challenge. One statement. */
export async function issueAuthorizationCode(db: Database, request: CodeRequest, now: Date): Promise<string> {
  const code = newAuthorizationCode(now);
  await db.sql.rows(INSERT_CODE, { applicationId: request.applicationId, ...codeArgs(code, request) });
  return code.value;
}

const DISCARD_CODE = prepareSql<{ codeId: string }, never>(
  "oauth_discard_code",
  sql`DELETE FROM "AuthorizationCode" WHERE id = ${param<string>("codeId")}::uuid AND "usedAt" IS NULL`,
);

/** A code issued ahead that the decision did not use: deleted, its value never having left the server. */
export async function discardAuthorizationCode(db: Database, code: IssuedCode) {
  await db.sql.rows(DISCARD_CODE, { codeId: code.id });
}

/** The manager's row, locked for the transaction (on Prisma's connection, where the lock must be held). */
const LOCK_MANAGER = prepareSql<{ managerId: string }, { id: string }>(
  "oauth_lock_manager",
  sql`SELECT id FROM "Manager" WHERE id = ${param<string>("managerId")}::uuid FOR UPDATE`,
);

/**
 * Records the manager's consent: the grant gains the scopes just allowed. A grant the manager
 * had revoked starts afresh with only these scopes, and codes issued before its revocation
 * can no longer be exchanged. Runs under a lock on the manager's row, so two consents at
 * once cannot both create the grant.
 */
export async function recordConsent(db: Database, managerId: string, applicationId: string, scopes: Scope[], now: Date) {
  return db.prisma.$transaction(async (tx) => {
    await rowsInTransaction(tx, LOCK_MANAGER, { managerId });
    const existing = await tx.oAuthGrant.findUnique({ where: { managerId_applicationId: { managerId, applicationId } } });
    let grant: { id: string; scopes: string[] };
    if (!existing) {
      grant = await tx.oAuthGrant.create({
        data: { managerId, applicationId, scopes: normaliseScopes(scopes), createdAt: now, updatedAt: now },
        select: { id: true, scopes: true },
      });
    } else if (existing.revokedAt) {
      await tx.authorizationCode.updateMany({
        where: { managerId, applicationId, usedAt: null, expiresAt: { gt: now } },
        data: { expiresAt: now },
      });
      grant = await tx.oAuthGrant.update({
        where: { id: existing.id },
        data: { scopes: normaliseScopes(scopes), revokedAt: null, updatedAt: now },
        select: { id: true, scopes: true },
      });
    } else {
      const union = normaliseScopes([...existing.scopes.filter(isScope), ...scopes]);
      grant = await tx.oAuthGrant.update({
        where: { id: existing.id },
        data: { scopes: union, updatedAt: now },
        select: { id: true, scopes: true },
      });
    }
    await recordAuditEvent(tx, managerId, "oauth_grant.consented", grant.id, { applicationId, scopes }, now);
    return grant;
  });
}
