import type { Database } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import type { OAuthClient } from "@/lib/oauth/client-authentication";
import { InvalidRequest } from "@/lib/oauth/errors";
import type { ChainRevocationReason } from "@/lib/oauth/tokens";
import { run, statement, utc } from "@/lib/oauth/sql";
import { principalsChanged } from "@/lib/auth/principal-cache";

/** The refresh token's chain, if the client's: revoked with every access token of it, in one statement. */
const REVOKE_CHAIN_OF_REFRESH_TOKEN = statement(
  "revoke_chain_of_refresh_token",
  `WITH chain AS (
     SELECT t."chainId" AS id FROM "RefreshToken" t JOIN "TokenChain" c ON c.id = t."chainId"
     WHERE t."tokenHash" = $1 AND c."applicationId" = $2::uuid
   ), revoked AS (
     UPDATE "TokenChain" SET "revokedAt" = ($3::timestamptz AT TIME ZONE 'UTC'), "revokedReason" = $4
     WHERE id IN (SELECT id FROM chain) AND "revokedAt" IS NULL
   ), access AS (
     UPDATE "AccessToken" SET "revokedAt" = ($3::timestamptz AT TIME ZONE 'UTC')
     WHERE "chainId" IN (SELECT id FROM chain) AND "revokedAt" IS NULL
   )
   SELECT count(*)::int AS found FROM chain`,
);

/** The access token, if the client's: revoked, in one statement. */
const REVOKE_ACCESS_TOKEN = statement(
  "revoke_access_token",
  `WITH token AS (
     SELECT a.id FROM "AccessToken" a JOIN "TokenChain" c ON c.id = a."chainId"
     WHERE a."tokenHash" = $1 AND c."applicationId" = $2::uuid
   ), revoked AS (
     UPDATE "AccessToken" SET "revokedAt" = ($3::timestamptz AT TIME ZONE 'UTC')
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
    const [row] = await run<{ found: number }>(db, REVOKE_CHAIN_OF_REFRESH_TOKEN, [tokenHash, client.applicationId, utc(now), "revoked_by_client" satisfies ChainRevocationReason]);
    if (row.found === 0) return "ignored";
    // This instance's cached principals at once; other instances by the triggers' NOTIFY.
    principalsChanged(db);
    return "chain_revoked";
  }
  if (kind === "accessToken") {
    const [row] = await run<{ found: number }>(db, REVOKE_ACCESS_TOKEN, [tokenHash, client.applicationId, utc(now)]);
    if (row.found === 0) return "ignored";
    principalsChanged(db);
    return "access_token_revoked";
  }
  return "ignored";
}
