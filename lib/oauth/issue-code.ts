import crypto from "node:crypto";
import type { Db } from "@/lib/db";
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

const INSERT_CODE = statement(
  "insert_code",
  `INSERT INTO "AuthorizationCode" (id, "codeHash", "applicationId", "managerId", "redirectUri", scopes, "codeChallenge", "createdAt", "expiresAt")
   VALUES ($1::uuid, $2, $3::uuid, $4::uuid, $5, $6::text[], $7, ($8::timestamptz AT TIME ZONE 'UTC'), ($9::timestamptz AT TIME ZONE 'UTC'))`,
);

/** A fresh `gmac_…` code: valid 5 minutes, single use, bound to client, manager, redirect URI, scopes and PKCE challenge. One statement. */
export async function issueAuthorizationCode(db: Db, request: CodeRequest, now: Date): Promise<string> {
  const code = generateCredential("authorizationCode");
  await run(db, INSERT_CODE, [
    crypto.randomUUID(),
    code.hash,
    request.applicationId,
    request.managerId,
    request.redirectUri,
    request.scopes,
    request.codeChallenge,
    utc(now),
    utc(new Date(now.getTime() + AUTHORIZATION_CODE_LIFETIME_MS)),
  ]);
  return code.value;
}

/**
 * Records the manager's consent: the grant gains the scopes just allowed. A grant the manager
 * had revoked starts afresh with only these scopes, and codes issued before its revocation
 * can no longer be exchanged. Runs under a lock on the manager's row, so two consents at
 * once cannot both create the grant.
 */
export async function recordConsent(db: Db, managerId: string, applicationId: string, scopes: Scope[], now: Date) {
  return db.$transaction(async (tx) => {
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
