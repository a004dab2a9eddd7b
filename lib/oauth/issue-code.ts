import crypto from "node:crypto";
import type { Database } from "@/lib/db";
import { generateCredential } from "@/lib/auth/credentials";
import { normaliseScopes, isScope, type Scope } from "@/lib/auth/scopes";
import { recordAuditEvent } from "@/lib/auth/audit";
import { AUTHORIZATION_CODE_LIFETIME_MS } from "@/lib/oauth/lifetimes";
import { run, statement, utc } from "@/lib/oauth/sql";

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
export const ASYNC_COMMIT = `(SELECT set_config('synchronous_commit', 'off', true)) AS async_commit`;

const INSERT_CODE = statement(
  "insert_code",
  `INSERT INTO "AuthorizationCode" (id, "codeHash", "applicationId", "managerId", "redirectUri", scopes, "codeChallenge", "createdAt", "expiresAt")
   SELECT $3::uuid, $4, $1::uuid, $2::uuid, $5, $6::text[], $7, ($8::timestamptz AT TIME ZONE 'UTC'), ($9::timestamptz AT TIME ZONE 'UTC')
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

/**
 * The code's values after the application's id, as INSERT_CODE takes them from $3 on (the
 * statement that looks up the application and issues the code ahead takes the same).
 */
export function codeValues(code: IssuedCode, request: Omit<CodeRequest, "applicationId">): unknown[] {
  return [
    code.id,
    code.hash,
    request.redirectUri,
    request.scopes,
    request.codeChallenge,
    utc(code.at),
    utc(new Date(code.at.getTime() + AUTHORIZATION_CODE_LIFETIME_MS)),
  ];
}

/** A fresh `gmac_…` code: valid 5 minutes, single use, bound to client, manager, redirect URI, scopes and PKCE challenge. One statement. */
export async function issueAuthorizationCode(db: Database, request: CodeRequest, now: Date): Promise<string> {
  const code = newAuthorizationCode(now);
  await run(db, INSERT_CODE, [request.applicationId, request.managerId, ...codeValues(code, request)]);
  return code.value;
}

const DISCARD_CODE = statement("discard_code", `DELETE FROM "AuthorizationCode" WHERE id = $1::uuid AND "usedAt" IS NULL`);

/** A code issued ahead that the decision did not use: deleted, its value never having left the server. */
export async function discardAuthorizationCode(db: Database, code: IssuedCode) {
  await run(db, DISCARD_CODE, [code.id]);
}

/**
 * Records the manager's consent: the grant gains the scopes just allowed. A grant the manager
 * had revoked starts afresh with only these scopes, and codes issued before its revocation
 * can no longer be exchanged. Runs under a lock on the manager's row, so two consents at
 * once cannot both create the grant.
 */
export async function recordConsent(db: Database, managerId: string, applicationId: string, scopes: Scope[], now: Date) {
  return db.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Manager" WHERE id = ${managerId}::uuid FOR UPDATE`;
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
      grant = await tx.oAuthGrant.update({ where: { id: existing.id }, data: { scopes: union, updatedAt: now }, select: { id: true, scopes: true } });
    }
    await recordAuditEvent(tx, managerId, "oauth_grant.consented", grant.id, { applicationId, scopes }, now);
    return grant;
  });
}
