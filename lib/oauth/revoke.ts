import type { Db } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import type { OAuthClient } from "@/lib/oauth/client-authentication";
import { InvalidRequest } from "@/lib/oauth/errors";
import { revokeChains } from "@/lib/oauth/tokens";
import { changingPrincipals } from "@/lib/auth/principal-cache";

export type RevocationResult = "chain_revoked" | "access_token_revoked" | "ignored";

/**
 * RFC 7009. A refresh token revokes its whole chain, access tokens included; an access
 * token revokes itself. An unknown token, one of another client, or anything else (a
 * personal token, say) is left alone, and the answer is the same 200 either way (§2.2), so
 * the endpoint cannot be used to probe tokens. `token_type_hint` is optional and, as the
 * prefix says what a token is, not needed (§2.1 allows ignoring it).
 */
export async function revokeToken(db: Db, client: OAuthClient, token: string | undefined, now: Date): Promise<RevocationResult> {
  if (!token) throw new InvalidRequest("token is required.");
  const kind = credentialKind(token);
  const tokenHash = hashCredential(token);

  if (kind === "refreshToken") {
    const row = await db.refreshToken.findUnique({ where: { tokenHash }, select: { chain: { select: { id: true, applicationId: true } } } });
    if (!row || row.chain.applicationId !== client.applicationId) return "ignored";
    await changingPrincipals(db, db.$transaction((tx) => revokeChains(tx, { id: row.chain.id }, "revoked_by_client", now)));
    return "chain_revoked";
  }
  if (kind === "accessToken") {
    const row = await db.accessToken.findUnique({ where: { tokenHash }, select: { id: true, chain: { select: { applicationId: true } } } });
    if (!row || row.chain.applicationId !== client.applicationId) return "ignored";
    await changingPrincipals(db, db.accessToken.updateMany({ where: { id: row.id, revokedAt: null }, data: { revokedAt: now } }));
    return "access_token_revoked";
  }
  return "ignored";
}
