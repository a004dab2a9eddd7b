import type { Db } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { isScope, normaliseScopes } from "@/lib/auth/scopes";
import { recordAuditEvent } from "@/lib/auth/audit";
import type { OAuthClient } from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";
import { checkCodeVerifier } from "@/lib/oauth/pkce";
import { mayUseApplication } from "@/lib/oauth/development-access";
import { issueTokenPair, revokeChains, type TokenResponse } from "@/lib/oauth/tokens";
import { changingPrincipals } from "@/lib/auth/principal-cache";

export interface CodeExchange {
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
}

const unknownCode = () => new InvalidGrant("The authorization code is unknown, expired or already used.");

async function revokeTokensOfReusedCode(db: Db, code: { id: string; managerId: string; applicationId: string }, now: Date) {
  await changingPrincipals(
    db,
    db.$transaction(async (tx) => {
    const revoked = await revokeChains(tx, { authorizationCodeId: code.id }, "authorization_code_reuse", now);
    if (revoked > 0) await recordAuditEvent(tx, code.managerId, "oauth_chain.revoked", code.id, { reason: "authorization_code_reuse", applicationId: code.applicationId }, now);
  }),
  );
}

/**
 * `grant_type=authorization_code` (RFC 6749 §4.1.3, RFC 7636 §4.6). The code must be known,
 * issued to this client, unused, less than 5 minutes old, presented with the identical
 * redirect URI and the verifier of its challenge, and its grant still standing. Only a request
 * that passes every check uses the code up, in the same transaction that issues the tokens and
 * with a conditional update, so two exchanges of one code can never both succeed. A code
 * presented again is refused and the tokens issued from it are revoked (RFC 6749 §4.1.2).
 */
export async function exchangeAuthorizationCode(db: Db, client: OAuthClient, input: CodeExchange, now: Date): Promise<TokenResponse> {
  if (!input.code) throw new InvalidRequest("code is required.");
  if (!input.redirectUri) throw new InvalidRequest("redirect_uri is required: the same redirect URI as in the sign-in request.");
  if (!input.codeVerifier) throw new InvalidRequest("code_verifier is required: every sign-in uses PKCE.");
  if (credentialKind(input.code) !== "authorizationCode") throw unknownCode();

  const code = await db.authorizationCode.findUnique({ where: { codeHash: hashCredential(input.code) } });
  if (!code) throw unknownCode();
  if (code.applicationId !== client.applicationId) throw new InvalidGrant("The authorization code was not issued to this client.");
  if (code.usedAt) {
    await revokeTokensOfReusedCode(db, code, now);
    throw new InvalidGrant("The authorization code has already been used; the tokens issued from it are revoked.");
  }
  if (code.expiresAt <= now) throw new InvalidGrant("The authorization code has expired (codes are valid 5 minutes).");
  if (input.redirectUri !== code.redirectUri) throw new InvalidGrant("redirect_uri is not the one of the sign-in request.");
  checkCodeVerifier(input.codeVerifier, code.codeChallenge);

  const grant = await db.oAuthGrant.findUnique({
    where: { managerId_applicationId: { managerId: code.managerId, applicationId: code.applicationId } },
    select: { id: true, revokedAt: true },
  });
  if (!grant || grant.revokedAt) throw new InvalidGrant("The manager has revoked this application's access.");
  if (!mayUseApplication(client, code.managerId)) throw new InvalidGrant("This application is in development: only its owner can sign in to it.");

  const scopes = normaliseScopes(code.scopes.filter(isScope));
  const outcome = await db.$transaction(async (tx) => {
    const used = await tx.$executeRaw`UPDATE "AuthorizationCode" SET "usedAt" = ${now} WHERE id = ${code.id}::uuid AND "usedAt" IS NULL`;
    if (used === 0) return null;
    const chain = await tx.tokenChain.create({
      data: { applicationId: code.applicationId, managerId: code.managerId, grantId: grant.id, authorizationCodeId: code.id, scopes, createdAt: now },
      select: { id: true },
    });
    await tx.$executeRaw`UPDATE "OAuthGrant" SET "lastUsedAt" = ${now} WHERE id = ${grant.id}::uuid`;
    return issueTokenPair(tx, chain.id, scopes, now);
  });
  if (!outcome) {
    // Another exchange of this code won the race: that is a second use.
    await revokeTokensOfReusedCode(db, code, now);
    throw new InvalidGrant("The authorization code has already been used; the tokens issued from it are revoked.");
  }
  return outcome;
}
