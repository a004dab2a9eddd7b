import type { Db } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { recordAuditEvent } from "@/lib/auth/audit";
import type { OAuthClient } from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";
import { narrowScopes } from "@/lib/oauth/scope";
import { mayUseApplication } from "@/lib/oauth/development-access";
import { issueTokenPair, revokeChains, type TokenResponse } from "@/lib/oauth/tokens";
import { changingPrincipals } from "@/lib/auth/principal-cache";

export interface RefreshRequest {
  refreshToken?: string;
  scope?: string;
}

const REUSE = "The refresh token has already been used. The whole sign-in is revoked: the manager must sign in again.";

async function revokeChainForReuse(db: Db, chain: { id: string; managerId: string; applicationId: string }, now: Date) {
  await changingPrincipals(
    db,
    db.$transaction(async (tx) => {
    const revoked = await revokeChains(tx, { id: chain.id }, "refresh_token_reuse", now);
    if (revoked > 0) await recordAuditEvent(tx, chain.managerId, "oauth_chain.revoked", chain.id, { reason: "refresh_token_reuse", applicationId: chain.applicationId }, now);
  }),
  );
}

/**
 * `grant_type=refresh_token` with rotation (RFC 6749 §6, RFC 9700 §4.14.2). Each refresh
 * token is single use: spending it is a conditional update (`spentAt` set only where it is
 * still null) inside the transaction that issues the next pair, so of two concurrent
 * refreshes exactly one succeeds. Presenting a spent token, whether a replay or the loser of
 * such a race, revokes the whole chain, because the server cannot tell the client from a
 * thief: every refresh and access token of the sign-in dies and the manager signs in again.
 */
export async function rotateRefreshToken(db: Db, client: OAuthClient, input: RefreshRequest, now: Date): Promise<TokenResponse> {
  if (!input.refreshToken) throw new InvalidRequest("refresh_token is required.");
  if (credentialKind(input.refreshToken) !== "refreshToken") throw new InvalidGrant("The refresh token is unknown.");

  const token = await db.refreshToken.findUnique({
    where: { tokenHash: hashCredential(input.refreshToken) },
    select: {
      id: true,
      scopes: true,
      expiresAt: true,
      spentAt: true,
      chain: {
        select: {
          id: true,
          applicationId: true,
          managerId: true,
          revokedAt: true,
          grant: { select: { revokedAt: true } },
        },
      },
    },
  });
  if (!token) throw new InvalidGrant("The refresh token is unknown.");
  const { chain } = token;
  // Not the caller's: refused, and nothing of the rightful client's is touched.
  if (chain.applicationId !== client.applicationId) throw new InvalidGrant("The refresh token was not issued to this client.");
  if (chain.revokedAt) throw new InvalidGrant("The refresh token has been revoked: the manager must sign in again.");
  if (token.spentAt) {
    await revokeChainForReuse(db, chain, now);
    throw new InvalidGrant(REUSE);
  }
  if (token.expiresAt <= now) throw new InvalidGrant("The refresh token has expired (refresh tokens live 90 days): the manager must sign in again.");
  if (chain.grant.revokedAt) throw new InvalidGrant("The manager has revoked this application's access.");
  if (!mayUseApplication(client, chain.managerId)) throw new InvalidGrant("This application is in development: only its owner can use it.");
  // Checked before spending, so a bad scope does not cost the client its token.
  const scopes = narrowScopes(token.scopes, input.scope);

  const next = await db.$transaction(async (tx) => {
    const spent = await tx.$executeRaw`UPDATE "RefreshToken" SET "spentAt" = ${now} WHERE id = ${token.id}::uuid AND "spentAt" IS NULL`;
    if (spent === 0) return null;
    return issueTokenPair(tx, chain.id, scopes, now);
  });
  if (!next) {
    await revokeChainForReuse(db, chain, now);
    throw new InvalidGrant(REUSE);
  }
  return next;
}
