import type { Database } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import type { OAuthClient } from "@/lib/oauth/client-authentication";
import { InvalidRequest } from "@/lib/oauth/errors";
import type { ChainRevocationReason } from "@/lib/oauth/tokens";
import { param, prepareSql, sql, timeParam } from "@/lib/sql";
import { principalsChanged } from "@/lib/auth/principal-cache";

/** The refresh token's chain, if the client's: revoked with every access token of it, in one statement. */
const REVOKE_CHAIN_OF_REFRESH_TOKEN = prepareSql<
  { tokenHash: string; applicationId: string; now: Date; reason: ChainRevocationReason },
  { found: number }
>(
  "oauth_revoke_chain_of_refresh_token",
  sql`WITH chain AS (
     SELECT t."chainId" AS id FROM "RefreshToken" t JOIN "TokenChain" c ON c.id = t."chainId"
     WHERE t."tokenHash" = ${param<string>("tokenHash")} AND c."applicationId" = ${param<string>("applicationId")}::uuid
   ), revoked AS (
     UPDATE "TokenChain" SET "revokedAt" = ${timeParam("now")}, "revokedReason" = ${param<ChainRevocationReason>("reason")}
     WHERE id IN (SELECT id FROM chain) AND "revokedAt" IS NULL
   ), access AS (
     UPDATE "AccessToken" SET "revokedAt" = ${timeParam("now")}
     WHERE "chainId" IN (SELECT id FROM chain) AND "revokedAt" IS NULL
   )
   SELECT count(*)::int AS found FROM chain`,
);

/** The access token, if the client's: revoked, in one statement. */
const REVOKE_ACCESS_TOKEN = prepareSql<{ tokenHash: string; applicationId: string; now: Date }, { found: number }>(
  "oauth_revoke_access_token",
  sql`WITH token AS (
     SELECT a.id FROM "AccessToken" a JOIN "TokenChain" c ON c.id = a."chainId"
     WHERE a."tokenHash" = ${param<string>("tokenHash")} AND c."applicationId" = ${param<string>("applicationId")}::uuid
   ), revoked AS (
     UPDATE "AccessToken" SET "revokedAt" = ${timeParam("now")}
     WHERE id IN (SELECT id FROM token) AND "revokedAt" IS NULL
   )
   SELECT count(*)::int AS found FROM token`,
);

export type RevocationResult = "chain_revoked" | "access_token_revoked" | "ignored";

/**
 * RFC 7009. A refresh token revokes its whole chain, access tokens included; an access
 * token revokes itself. An unknown token, one of another client, or anything else (a
 * personal token, say) is left alone, and the answer is the same 200 either way (§2.2), so
 * the endpoint cannot be used to probe tokens. `token_type_hint` is optional and, as the
 * prefix says what a token is, not needed (§2.1 allows ignoring it).
 */
export async function revokeToken(db: Database, client: OAuthClient, token: string | undefined, now: Date): Promise<RevocationResult> {
  if (!token) throw new InvalidRequest("token is required.");
  const kind = credentialKind(token);
  const tokenHash = hashCredential(token);

  if (kind === "refreshToken") {
    const row = await db.sql.one(REVOKE_CHAIN_OF_REFRESH_TOKEN, {
      tokenHash,
      applicationId: client.applicationId,
      now,
      reason: "revoked_by_client",
    });
    if (!row?.found) return "ignored";
    // This instance's cached principals at once; other instances by the triggers' NOTIFY.
    principalsChanged(db);
    return "chain_revoked";
  }
  if (kind === "accessToken") {
    const row = await db.sql.one(REVOKE_ACCESS_TOKEN, { tokenHash, applicationId: client.applicationId, now });
    if (!row?.found) return "ignored";
    principalsChanged(db);
    return "access_token_revoked";
  }
  return "ignored";
}
