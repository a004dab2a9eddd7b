import type { Database } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import type { OAuthClient } from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";
import { narrowScopes } from "@/lib/oauth/scope";
import { mayUseApplication } from "@/lib/oauth/development-access";
import { insertTokenPairFrom, newTokenPair, writePairOnce, type TokenPairArgs, type TokenResponse } from "@/lib/oauth/tokens";
import { revokeChainsOnReuse } from "@/lib/oauth/revoke-on-reuse";
import { param, prepareSql, sql, timeParam } from "@/lib/sql";

export interface RefreshRequest {
  refreshToken?: string;
  scope?: string;
}

interface RefreshTokenRow {
  id: string;
  scopes: string[];
  spent: boolean;
  expired: boolean;
  chainId: string;
  applicationId: string;
  managerId: string;
  chainRevoked: boolean;
  grantRevoked: boolean;
}

const FIND_REFRESH_TOKEN = prepareSql<{ tokenHash: string; now: Date }, RefreshTokenRow>(
  "oauth_find_refresh_token",
  sql`SELECT t.id, t.scopes, t."spentAt" IS NOT NULL AS spent, t."expiresAt" <= ${timeParam("now")} AS expired,
          c.id AS "chainId", c."applicationId", c."managerId", c."revokedAt" IS NOT NULL AS "chainRevoked",
          g."revokedAt" IS NOT NULL AS "grantRevoked"
   FROM "RefreshToken" t
   JOIN "TokenChain" c ON c.id = t."chainId"
   JOIN "OAuthGrant" g ON g.id = c."grantId"
   WHERE t."tokenHash" = ${param<string>("tokenHash")}`,
);

/**
 * Spends the token and, only if this statement did, issues the chain's next pair: one
 * statement, atomic without BEGIN/COMMIT. The conditional update ("spentAt" still null) makes
 * two concurrent refreshes of one token unable to both succeed: the second waits on the row
 * lock, then finds it spent.
 */
const ROTATE_REFRESH_TOKEN = prepareSql<{ tokenId: string; now: Date; scopes: string[] } & TokenPairArgs, { spent: number }>(
  "oauth_rotate_refresh_token",
  sql`WITH spent AS (
     UPDATE "RefreshToken" SET "spentAt" = ${timeParam("now")}
     WHERE id = ${param<string>("tokenId")}::uuid AND "spentAt" IS NULL RETURNING "chainId" AS id
   ), ${insertTokenPairFrom("spent", sql<string[]>`${param<string[]>("scopes")}::text[]`)}
   SELECT count(*)::int AS spent FROM spent`,
);

const REUSE = "The refresh token has already been used. The whole sign-in is revoked: the manager must sign in again.";

/**
 * `grant_type=refresh_token` with rotation (RFC 6749 §6, RFC 9700 §4.14.2). Each refresh
 * token is single use: spending it is a conditional update (`spentAt` set only where it is
 * still null) inside the transaction that issues the next pair, so of two concurrent
 * refreshes exactly one succeeds. Presenting a spent token, whether a replay or the loser of
 * such a race, revokes the whole chain, because the server cannot tell the client from a
 * thief: every refresh and access token of the sign-in dies and the manager signs in again.
 */
export async function rotateRefreshToken(db: Database, client: OAuthClient, input: RefreshRequest, now: Date): Promise<TokenResponse> {
  if (!input.refreshToken) throw new InvalidRequest("refresh_token is required.");
  if (credentialKind(input.refreshToken) !== "refreshToken") throw new InvalidGrant("The refresh token is unknown.");

  const token = await db.sql.one(FIND_REFRESH_TOKEN, { tokenHash: hashCredential(input.refreshToken), now });
  if (!token) throw new InvalidGrant("The refresh token is unknown.");
  const chain = { id: token.chainId, applicationId: token.applicationId, managerId: token.managerId };
  // Not the caller's: refused, and nothing of the rightful client's is touched.
  if (chain.applicationId !== client.applicationId) throw new InvalidGrant("The refresh token was not issued to this client.");
  if (token.chainRevoked) throw new InvalidGrant("The refresh token has been revoked: the manager must sign in again.");
  if (token.spent) {
    await revokeChainsOnReuse(db, "refresh_token_reuse", chain, now);
    throw new InvalidGrant(REUSE);
  }
  if (token.expired) throw new InvalidGrant("The refresh token has expired (refresh tokens live 90 days): the manager must sign in again.");
  if (token.grantRevoked) throw new InvalidGrant("The manager has revoked this application's access.");
  if (!mayUseApplication(client, chain.managerId)) throw new InvalidGrant("This application is in development: only its owner can use it.");
  // Checked before spending, so a bad scope does not cost the client its token.
  const scopes = narrowScopes(token.scopes, input.scope);

  const pair = newTokenPair(scopes, now);
  const rotated = await writePairOnce(db, pair.args, async () =>
    (await db.sql.one(ROTATE_REFRESH_TOKEN, { tokenId: token.id, now, scopes, ...pair.args }))?.spent === 1 ? scopes : null,
  );
  const next = rotated ? pair.response : null;
  if (!next) {
    await revokeChainsOnReuse(db, "refresh_token_reuse", chain, now);
    throw new InvalidGrant(REUSE);
  }
  return next;
}
