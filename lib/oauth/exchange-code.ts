import crypto from "node:crypto";
import type { Db } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { isScope, normaliseScopes } from "@/lib/auth/scopes";
import { recordAuditEvent } from "@/lib/auth/audit";
import type { OAuthClient } from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";
import { checkCodeVerifier } from "@/lib/oauth/pkce";
import { mayUseApplication } from "@/lib/oauth/development-access";
import {
  GRANT_LAST_USED_RESOLUTION_MS,
  insertTokenPairFrom,
  newTokenPair,
  revokeChains,
  type TokenResponse,
} from "@/lib/oauth/tokens";
import { run, statement, utc } from "@/lib/oauth/sql";
import { changingPrincipals } from "@/lib/auth/principal-cache";

export interface CodeExchange {
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
}

interface CodeRow {
  id: string;
  applicationId: string;
  managerId: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge: string;
  used: boolean;
  expired: boolean;
  /** The manager's grant to the application (null if there is none), and whether it is revoked. */
  grantId: string | null;
  grantRevoked: boolean | null;
}

const FIND_CODE = statement(
  "find_code",
  `SELECT c.id, c."applicationId", c."managerId", c."redirectUri", c.scopes, c."codeChallenge",
          c."usedAt" IS NOT NULL AS used, c."expiresAt" <= ($2::timestamptz AT TIME ZONE 'UTC') AS expired,
          g.id AS "grantId", g."revokedAt" IS NOT NULL AS "grantRevoked"
   FROM "AuthorizationCode" c
   LEFT JOIN "OAuthGrant" g ON g."managerId" = c."managerId" AND g."applicationId" = c."applicationId"
   WHERE c."codeHash" = $1`,
);

/**
 * Uses the code up and, only if this statement did, starts the chain with its first token
 * pair: one statement, so one round trip and atomic without BEGIN/COMMIT. The conditional
 * update ("usedAt" still null) is what makes two exchanges of one code unable to both
 * succeed: the second waits on the row lock and then finds it used. The grant's last-used
 * stamp is written at most once a minute.
 */
const EXCHANGE_CODE = statement(
  "exchange_code",
  `WITH used AS (
     UPDATE "AuthorizationCode" SET "usedAt" = ($2::timestamptz AT TIME ZONE 'UTC')
     WHERE id = $1::uuid AND "usedAt" IS NULL RETURNING id
   ), chain AS (
     INSERT INTO "TokenChain" (id, "applicationId", "managerId", "grantId", "authorizationCodeId", scopes, "createdAt")
     SELECT $3::uuid, $4::uuid, $5::uuid, $6::uuid, used.id, $7::text[], ($2::timestamptz AT TIME ZONE 'UTC') FROM used
     RETURNING id
   ), ${insertTokenPairFrom("chain", { first: 8, scopes: 7, now: 2 })}, stamped AS (
     UPDATE "OAuthGrant" SET "lastUsedAt" = ($2::timestamptz AT TIME ZONE 'UTC')
     WHERE id = $6::uuid AND EXISTS (SELECT 1 FROM used)
       AND ("lastUsedAt" IS NULL OR "lastUsedAt" < ($14::timestamptz AT TIME ZONE 'UTC'))
   )
   SELECT count(*)::int AS used FROM used`,
);

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
  return beginCodeExchange(db, input, now)(client);
}

const ignore = () => {};

/**
 * A code exchange in two halves, so the token endpoint can look the code up while it is still
 * authenticating the client: this starts the (read-only) lookup at once; the function it
 * returns takes the authenticated client, checks every rule in the same order as ever, and
 * only then spends the code.
 */
export function beginCodeExchange(db: Db, input: CodeExchange, now: Date): (client: OAuthClient) => Promise<TokenResponse> {
  const lookup =
    input.code && credentialKind(input.code) === "authorizationCode" ? run<CodeRow>(db, FIND_CODE, [hashCredential(input.code), utc(now)]) : undefined;
  // Awaited below, or never if the client is refused first: a failed lookup is not news then.
  lookup?.catch(ignore);
  return (client) => completeCodeExchange(db, client, input, now, lookup);
}

async function completeCodeExchange(
  db: Db,
  client: OAuthClient,
  input: CodeExchange,
  now: Date,
  lookup: Promise<CodeRow[]> | undefined,
): Promise<TokenResponse> {
  if (!input.code) throw new InvalidRequest("code is required.");
  if (!input.redirectUri) throw new InvalidRequest("redirect_uri is required: the same redirect URI as in the sign-in request.");
  if (!input.codeVerifier) throw new InvalidRequest("code_verifier is required: every sign-in uses PKCE.");
  if (!lookup) throw unknownCode();

  const [code] = await lookup;
  if (!code) throw unknownCode();
  if (code.applicationId !== client.applicationId) throw new InvalidGrant("The authorization code was not issued to this client.");
  if (code.used) {
    await revokeTokensOfReusedCode(db, code, now);
    throw new InvalidGrant("The authorization code has already been used; the tokens issued from it are revoked.");
  }
  if (code.expired) throw new InvalidGrant("The authorization code has expired (codes are valid 5 minutes).");
  if (input.redirectUri !== code.redirectUri) throw new InvalidGrant("redirect_uri is not the one of the sign-in request.");
  checkCodeVerifier(input.codeVerifier, code.codeChallenge);

  if (!code.grantId || code.grantRevoked) throw new InvalidGrant("The manager has revoked this application's access.");
  if (!mayUseApplication(client, code.managerId)) throw new InvalidGrant("This application is in development: only its owner can sign in to it.");

  const scopes = normaliseScopes(code.scopes.filter(isScope));
  const chainId = crypto.randomUUID();
  const pair = newTokenPair(scopes, now);
  const [spent] = await run<{ used: number }>(db, EXCHANGE_CODE, [
    code.id,
    utc(now),
    chainId,
    code.applicationId,
    code.managerId,
    code.grantId,
    scopes,
    ...pair.values,
    utc(new Date(now.getTime() - GRANT_LAST_USED_RESOLUTION_MS)),
  ]);
  const outcome = spent.used === 1 ? pair.response : null;
  if (!outcome) {
    // Another exchange of this code won the race: that is a second use.
    await revokeTokensOfReusedCode(db, code, now);
    throw new InvalidGrant("The authorization code has already been used; the tokens issued from it are revoked.");
  }
  return outcome;
}
