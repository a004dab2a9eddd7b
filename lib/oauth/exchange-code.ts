import crypto from "node:crypto";
import type { Database } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { isScope, normaliseScopes, SCOPES } from "@/lib/auth/scopes";
import {
  acceptClient,
  authenticatePresented,
  CLIENT_ROW,
  PRESENTED_CLIENT_COLUMNS,
  PRESENTED_CLIENT_JOIN,
  type ClientRow,
  type OAuthClient,
  type PresentedClient,
} from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";
import { checkCodeVerifier, isWellFormedCodeVerifier, s256CodeChallenge } from "@/lib/oauth/pkce";
import { mayUseApplication, mayUseApplicationSql } from "@/lib/auth/application-access";
import {
  GRANT_LAST_USED_RESOLUTION_MS,
  insertTokenPairFrom,
  insertTokenPairsFrom,
  newTokenPair,
  TOKEN_PAIR_ARRAYS,
  TOKEN_PAIR_COLUMNS,
  TOKEN_PAIR_NAMES,
  tokenPairColumnsOf,
  writePairOnce,
  type TokenPairArgs,
  type TokenResponse,
} from "@/lib/oauth/tokens";
import { revokeChainsOnReuse } from "@/lib/oauth/revoke-on-reuse";
import { columns, groupedBy, inOrder, param, prepareSql, sql, timeParam } from "@/lib/sql";

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

const FIND_CODE = prepareSql<{ codeHash: string; now: Date }, CodeRow>(
  "oauth_find_code",
  sql`SELECT c.id, c."applicationId", c."managerId", c."redirectUri", c.scopes, c."codeChallenge",
          c."usedAt" IS NOT NULL AS used, c."expiresAt" <= ${timeParam("now")} AS expired,
          g.id AS "grantId", g."revokedAt" IS NOT NULL AS "grantRevoked"
   FROM "AuthorizationCode" c
   LEFT JOIN "OAuthGrant" g ON g."managerId" = c."managerId" AND g."applicationId" = c."applicationId"
   WHERE c."codeHash" = ${param<string>("codeHash")}`,
);

/** The grant's last-used stamp is rewritten only when older than this (`GRANT_LAST_USED_RESOLUTION_MS` before now). */
const lastUsedBefore = (now: Date) => new Date(now.getTime() - GRANT_LAST_USED_RESOLUTION_MS);

/**
 * Uses the code up and, only if this statement did, starts the chain with its first token
 * pair: one statement, so one round trip and atomic without BEGIN/COMMIT. The conditional
 * update ("usedAt" still null) is what makes two exchanges of one code unable to both
 * succeed: the second waits on the row lock and then finds it used. The grant's last-used
 * stamp is written at most once a minute.
 */
type ExchangeCodeArgs = {
  codeId: string;
  now: Date;
  chainId: string;
  applicationId: string;
  managerId: string;
  grantId: string;
  scopes: string[];
  lastUsedBefore: Date;
} & TokenPairArgs;

const EXCHANGE_CODE = prepareSql<ExchangeCodeArgs, { used: number }>(
  "oauth_exchange_code",
  sql`WITH used AS (
     UPDATE "AuthorizationCode" SET "usedAt" = ${timeParam("now")}
     WHERE id = ${param<string>("codeId")}::uuid AND "usedAt" IS NULL RETURNING id
   ), chain AS (
     INSERT INTO "TokenChain" (id, "applicationId", "managerId", "grantId", "authorizationCodeId", scopes, "createdAt")
     SELECT ${param<string>("chainId")}::uuid, ${param<string>("applicationId")}::uuid, ${param<string>("managerId")}::uuid,
            ${param<string>("grantId")}::uuid, used.id, ${param<string[]>("scopes")}::text[], ${timeParam("now")} FROM used
     RETURNING id
   ), ${insertTokenPairFrom("chain", sql<string[]>`${param<string[]>("scopes")}::text[]`)}, stamped AS (
     UPDATE "OAuthGrant" SET "lastUsedAt" = ${timeParam("now")}
     WHERE id = ${param<string>("grantId")}::uuid AND EXISTS (SELECT 1 FROM used)
       AND ("lastUsedAt" IS NULL OR "lastUsedAt" < ${timeParam("lastUsedBefore")})
   )
   SELECT count(*)::int AS used FROM used`,
);

/** One exchange request of a group, as the checked exchange takes it (only a well-formed one is sent so). */
type ExchangeItem = {
  clientId: string;
  basic: boolean;
  secretHash: string | null;
  codeHash: string;
  now: Date;
  redirectUri: string;
  codeChallenge: string;
  chainId: string;
  lastUsedBefore: Date;
} & TokenPairArgs;

type ExchangeCheckedCodeArgs = { [K in keyof ExchangeItem]: ExchangeItem[K][] } & {
  /** Every scope, in the vocabulary's order. */
  vocabulary: readonly string[];
};

/**
 * The whole exchange in one statement and one round trip when every rule holds, for a group of
 * requests at once (each a row of the `unnest`, its answer the row of the same `ord`): the client
 * is read and authenticated (`PRESENTED_CLIENT_COLUMNS`), the code looked up by its hash together
 * with every rule the token request must meet (this client's, unused, unexpired, the same
 * redirect URI, the verifier's challenge, the grant standing, an application in development used
 * by its owner only), spent with the same conditional update (two requests with one code in one
 * group spend it once), and the chain and its first pair written from it. The client's row is
 * answered whatever happened; when any rule fails nothing is written for that request, and the
 * code is looked up again to say which (`exchangeByRules`). One plan started and one commit for
 * the group.
 */
const EXCHANGE_CHECKED_CODE = prepareSql<ExchangeCheckedCodeArgs, Partial<ClientRow> & { ord: number; scopes: string[] | null }>(
  "oauth_exchange_checked_code",
  sql`WITH found AS (
     SELECT i.ord::int AS ord, i.now AT TIME ZONE 'UTC' AS now, i."chainId", i."lastUsedBefore" AT TIME ZONE 'UTC' AS "lastUsedBefore",
            ${TOKEN_PAIR_COLUMNS}, ${PRESENTED_CLIENT_COLUMNS},
            c.id AS "codeId", c."managerId", c."applicationId" AS "codeApplicationId", g.id AS "grantId",
            c."usedAt" IS NULL AND c."expiresAt" > i.now AT TIME ZONE 'UTC' AND c."redirectUri" = i."redirectUri"
              AND c."codeChallenge" = i."codeChallenge" AS "codeHolds",
            -- The code's scopes that are still scopes, in the vocabulary's order (normaliseScopes).
            ARRAY(SELECT v.s FROM unnest(${param<string[]>("vocabulary")}::text[]) WITH ORDINALITY AS v(s, n) WHERE v.s = ANY (c.scopes) ORDER BY v.n) AS scopes
     FROM unnest(${param<string[]>("clientId")}::text[], ${param<boolean[]>("basic")}::boolean[], ${param<(string | null)[]>("secretHash")}::text[],
                 ${param<string[]>("codeHash")}::text[], ${param<Date[]>("now")}::timestamptz[], ${param<string[]>("redirectUri")}::text[],
                 ${param<string[]>("codeChallenge")}::text[], ${param<string[]>("chainId")}::uuid[], ${param<Date[]>("lastUsedBefore")}::timestamptz[],
                 ${TOKEN_PAIR_ARRAYS})
          WITH ORDINALITY AS i("clientId", basic, "secretHash", "codeHash", now, "redirectUri", "codeChallenge", "chainId", "lastUsedBefore",
                               ${TOKEN_PAIR_NAMES}, ord)
     ${PRESENTED_CLIENT_JOIN}
     LEFT JOIN "AuthorizationCode" c ON c."codeHash" = i."codeHash"
     LEFT JOIN "OAuthGrant" g ON g."managerId" = c."managerId" AND g."applicationId" = c."applicationId" AND g."revokedAt" IS NULL
   ), used AS (
     UPDATE "AuthorizationCode" u SET "usedAt" = f.now
     FROM found f
     WHERE u.id = f."codeId" AND u."usedAt" IS NULL
       AND f.accepted AND f."codeApplicationId" = f.id AND f."codeHolds" AND f."grantId" IS NOT NULL
       AND ${mayUseApplicationSql({ status: sql.ref("f.status"), ownerId: sql.ref("f.ownerId"), managerId: sql.ref("f.managerId") })}
     RETURNING f.ord, f."chainId" AS id, u.id AS "codeId", f."managerId", f."codeApplicationId" AS "applicationId", f."grantId", f.scopes,
               f.now, f."lastUsedBefore", ${tokenPairColumnsOf("f")}
   ), chain AS (
     INSERT INTO "TokenChain" (id, "applicationId", "managerId", "grantId", "authorizationCodeId", scopes, "createdAt")
     SELECT used.id, used."applicationId", used."managerId", used."grantId", used."codeId", used.scopes, used.now FROM used
   ), ${insertTokenPairsFrom("used")}, stamped AS (
     UPDATE "OAuthGrant" g SET "lastUsedAt" = u.now
     FROM (SELECT "grantId", max(now) AS now, max("lastUsedBefore") AS before FROM used GROUP BY "grantId") u
     WHERE g.id = u."grantId" AND (g."lastUsedAt" IS NULL OR g."lastUsedAt" < u.before)
   )
   SELECT found.ord, ${CLIENT_ROW}, used.scopes
   FROM found LEFT JOIN used ON used.ord = found.ord`,
);

/** Each `Database`'s checked exchanges, sent in groups. */
const exchangeGroup = groupedBy(async (db: Database, items: ExchangeItem[]) =>
  inOrder(await db.sql.rows(EXCHANGE_CHECKED_CODE, { ...columns(items), vocabulary: SCOPES }), items.length),
);

const unknownCode = () => new InvalidGrant("The authorization code is unknown, expired or already used.");

/**
 * `grant_type=authorization_code` (RFC 6749 §4.1.3, RFC 7636 §4.6), the client authenticated
 * in the same statement. The code must be known, issued to this client, unused, less than 5
 * minutes old, presented with the identical redirect URI and the verifier of its challenge, and
 * its grant still standing. Only a request that passes every check uses the code up, in the
 * same statement that issues the tokens and with a conditional update, so two exchanges of one
 * code can never both succeed. A code presented again is refused and the tokens issued from it
 * are revoked (RFC 6749 §4.1.2).
 *
 * A request that meets every rule costs one round trip (EXCHANGE_CHECKED_CODE); any other is
 * answered by checking the rules one by one on the code's row, in the order they are told.
 */
export async function exchangeAuthorizationCode(
  db: Database,
  presented: PresentedClient,
  input: CodeExchange,
  now: Date,
): Promise<TokenResponse> {
  const { code, redirectUri, codeVerifier } = input;
  // Only a well-formed request is sent as one statement (PostgreSQL's text takes no NUL); any
  // other is told its fault by the rules one by one.
  const wellFormed =
    credentialKind(presented.clientId) === "clientId" &&
    code &&
    redirectUri &&
    !redirectUri.includes("\0") &&
    codeVerifier &&
    credentialKind(code) === "authorizationCode" &&
    isWellFormedCodeVerifier(codeVerifier);
  if (!wellFormed) return exchangeByRules(db, await authenticatePresented(db, presented), input, now);
  // The pair's scopes are the code's, known once the statement has run (its response's `scope` is set then).
  const pair = newTokenPair([], now);
  const item: ExchangeItem = {
    ...presented,
    codeHash: hashCredential(code),
    now,
    redirectUri,
    codeChallenge: s256CodeChallenge(codeVerifier),
    chainId: crypto.randomUUID(),
    lastUsedBefore: lastUsedBefore(now),
    ...pair.args,
  };
  let found: (Partial<ClientRow> & { scopes: string[] | null }) | undefined;
  const scopes = await writePairOnce(db, pair.args, async () => {
    found = await exchangeGroup(db).send(item);
    return found?.scopes ?? null;
  });
  if (scopes) return { ...pair.response, scope: scopes.join(" ") };
  return exchangeByRules(db, acceptClient(presented, found), input, now);
}

async function exchangeByRules(db: Database, client: OAuthClient, input: CodeExchange, now: Date): Promise<TokenResponse> {
  if (!input.code) throw new InvalidRequest("code is required.");
  if (!input.redirectUri) throw new InvalidRequest("redirect_uri is required: the same redirect URI as in the sign-in request.");
  if (!input.codeVerifier) throw new InvalidRequest("code_verifier is required: every sign-in uses PKCE.");
  if (credentialKind(input.code) !== "authorizationCode") throw unknownCode();

  const code = await db.sql.one(FIND_CODE, { codeHash: hashCredential(input.code), now });
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
  if (!mayUseApplication(client, code.managerId))
    throw new InvalidGrant("This application is in development: only its owner can sign in to it.");

  // Every rule holds on this row, which the checked statement found otherwise only if the row
  // changed in between; spent here with the same conditional update, which settles any race.
  const scopes = normaliseScopes(code.scopes.filter(isScope));
  const pair = newTokenPair(scopes, now);
  const args = {
    codeId: code.id,
    now,
    chainId: crypto.randomUUID(),
    applicationId: code.applicationId,
    managerId: code.managerId,
    grantId: code.grantId,
    scopes,
    ...pair.args,
    lastUsedBefore: lastUsedBefore(now),
  };
  const written = await writePairOnce(db, pair.args, async () => ((await db.sql.one(EXCHANGE_CODE, args))?.used === 1 ? scopes : null));
  const outcome = written ? pair.response : null;
  if (!outcome) {
    // Another exchange of this code won the race: that is a second use.
    await revokeChainsOnReuse(db, "authorization_code_reuse", code, now);
    throw new InvalidGrant("The authorization code has already been used; the tokens issued from it are revoked.");
  }
  return outcome;
}
