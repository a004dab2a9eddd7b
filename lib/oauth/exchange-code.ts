import crypto from "node:crypto";
import type { Database } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { isScope, normaliseScopes, SCOPES } from "@/lib/auth/scopes";
import type { OAuthClient } from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";
import { checkCodeVerifier, isWellFormedCodeVerifier, s256CodeChallenge } from "@/lib/oauth/pkce";
import { mayUseApplication } from "@/lib/oauth/development-access";
import { GRANT_LAST_USED_RESOLUTION_MS, insertTokenPairFrom, newTokenPair, type TokenResponse } from "@/lib/oauth/tokens";
import { revokeChainsOnReuse } from "@/lib/oauth/revoke-on-reuse";
import { run, statement, utc } from "@/lib/oauth/sql";

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

/**
 * The whole exchange in one statement when every rule holds: the code is looked up by its
 * hash together with every rule the token request must meet (this client's, unused,
 * unexpired, the same redirect URI, the verifier's challenge, the grant standing, an
 * application in development used by its owner only), spent with the same conditional update,
 * and the chain and its first pair are written from it. When any rule fails nothing is
 * written and the code is looked up again to say which (`exchangeByRules`).
 */
const EXCHANGE_CHECKED_CODE = statement(
  "exchange_checked_code",
  `WITH code AS (
     SELECT c.id, c."managerId", g.id AS "grantId",
            -- The code's scopes that are still scopes, in the vocabulary's order (normaliseScopes).
            ARRAY(SELECT v.s FROM unnest($16::text[]) WITH ORDINALITY AS v(s, i) WHERE v.s = ANY (c.scopes) ORDER BY v.i) AS scopes
     FROM "AuthorizationCode" c
     JOIN "OAuthGrant" g ON g."managerId" = c."managerId" AND g."applicationId" = c."applicationId" AND g."revokedAt" IS NULL
     WHERE c."codeHash" = $1 AND c."applicationId" = $3::uuid AND c."usedAt" IS NULL
       AND c."expiresAt" > ($2::timestamptz AT TIME ZONE 'UTC') AND c."redirectUri" = $4 AND c."codeChallenge" = $5
       AND ($6::boolean OR c."managerId" = $7::uuid)
   ), used AS (
     UPDATE "AuthorizationCode" a SET "usedAt" = ($2::timestamptz AT TIME ZONE 'UTC')
     FROM code WHERE a.id = code.id AND a."usedAt" IS NULL
     RETURNING a.id, code."managerId", code.scopes, code."grantId"
   ), chain AS (
     INSERT INTO "TokenChain" (id, "applicationId", "managerId", "grantId", "authorizationCodeId", scopes, "createdAt")
     SELECT $8::uuid, $3::uuid, used."managerId", used."grantId", used.id, used.scopes, ($2::timestamptz AT TIME ZONE 'UTC') FROM used
     RETURNING id, scopes
   ), ${insertTokenPairFrom("chain", { first: 9, scopes: "source", now: 2 })}, stamped AS (
     UPDATE "OAuthGrant" SET "lastUsedAt" = ($2::timestamptz AT TIME ZONE 'UTC')
     WHERE id = (SELECT "grantId" FROM used)
       AND ("lastUsedAt" IS NULL OR "lastUsedAt" < ($15::timestamptz AT TIME ZONE 'UTC'))
   )
   SELECT scopes FROM used`,
);

const unknownCode = () => new InvalidGrant("The authorization code is unknown, expired or already used.");

/**
 * `grant_type=authorization_code` (RFC 6749 §4.1.3, RFC 7636 §4.6). The code must be known,
 * issued to this client, unused, less than 5 minutes old, presented with the identical
 * redirect URI and the verifier of its challenge, and its grant still standing. Only a request
 * that passes every check uses the code up, in the same statement that issues the tokens and
 * with a conditional update, so two exchanges of one code can never both succeed. A code
 * presented again is refused and the tokens issued from it are revoked (RFC 6749 §4.1.2).
 *
 * A request that meets every rule costs one round trip (EXCHANGE_CHECKED_CODE); any other is
 * answered by checking the rules one by one on the code's row, in the order they are told.
 */
export async function exchangeAuthorizationCode(db: Database, client: OAuthClient, input: CodeExchange, now: Date): Promise<TokenResponse> {
  const { code, redirectUri, codeVerifier } = input;
  if (code && redirectUri && codeVerifier && credentialKind(code) === "authorizationCode" && isWellFormedCodeVerifier(codeVerifier)) {
    // The pair's scopes are the code's, known once the statement has run (its response's `scope` is set then).
    const pair = newTokenPair([], now);
    const [spent] = await run<{ scopes: string[] }>(db, EXCHANGE_CHECKED_CODE, [
      hashCredential(code),
      utc(now),
      client.applicationId,
      redirectUri,
      s256CodeChallenge(codeVerifier),
      client.status === "Approved",
      client.ownerId,
      crypto.randomUUID(),
      ...pair.values,
      utc(new Date(now.getTime() - GRANT_LAST_USED_RESOLUTION_MS)),
      SCOPES,
    ]);
    if (spent) return { ...pair.response, scope: spent.scopes.join(" ") };
  }
  return exchangeByRules(db, client, input, now);
}

async function exchangeByRules(db: Database, client: OAuthClient, input: CodeExchange, now: Date): Promise<TokenResponse> {
  if (!input.code) throw new InvalidRequest("code is required.");
  if (!input.redirectUri) throw new InvalidRequest("redirect_uri is required: the same redirect URI as in the sign-in request.");
  if (!input.codeVerifier) throw new InvalidRequest("code_verifier is required: every sign-in uses PKCE.");
  if (credentialKind(input.code) !== "authorizationCode") throw unknownCode();

  const [code] = await run<CodeRow>(db, FIND_CODE, [hashCredential(input.code), utc(now)]);
  if (!code) throw unknownCode();
  if (code.applicationId !== client.applicationId) throw new InvalidGrant("The authorization code was not issued to this client.");
  if (code.used) {
    await revokeChainsOnReuse(db, "authorization_code_reuse", code, now);
    throw new InvalidGrant("The authorization code has already been used; the tokens issued from it are revoked.");
  }
  if (code.expired) throw new InvalidGrant("The authorization code has expired (codes are valid 5 minutes).");
  if (input.redirectUri !== code.redirectUri) throw new InvalidGrant("redirect_uri is not the one of the sign-in request.");
  checkCodeVerifier(input.codeVerifier, code.codeChallenge);

  if (!code.grantId || code.grantRevoked) throw new InvalidGrant("The manager has revoked this application's access.");
  if (!mayUseApplication(client, code.managerId)) throw new InvalidGrant("This application is in development: only its owner can sign in to it.");

  // Every rule holds on this row, which the checked statement found otherwise only if the row
  // changed in between; spent here with the same conditional update, which settles any race.
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
    await revokeChainsOnReuse(db, "authorization_code_reuse", code, now);
    throw new InvalidGrant("The authorization code has already been used; the tokens issued from it are revoked.");
  }
  return outcome;
}
