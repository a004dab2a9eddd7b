import crypto from "node:crypto";
import type { Database } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { SCOPES } from "@/lib/auth/scopes";
import { CLIENT_RULES, clientIdParameter, PRESENTED_CLIENT_JOIN, type PresentedClient } from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";
import { everyRuleHolds, firstRefusal, grantRule, verdictColumns, verdictsOf, type Verdicts } from "@/lib/oauth/grant-rules";
import { isWellFormedCodeVerifier, s256CodeChallenge } from "@/lib/oauth/pkce";
import { DEVELOPMENT_ONLY_FOR_OWNER, mayUseApplicationSql } from "@/lib/auth/application-access";
import {
  GRANT_LAST_USED_RESOLUTION_MS,
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
import { columns, groupStatement, inOrder, param, prepareSql, sql, type Sql } from "@/lib/sql";

export interface CodeExchange {
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
}

/** The grant's last-used stamp is rewritten only when older than this (`GRANT_LAST_USED_RESOLUTION_MS` before now). */
const lastUsedBefore = (now: Date) => new Date(now.getTime() - GRANT_LAST_USED_RESOLUTION_MS);

/** One exchange request of a group, as the statement takes it: values it cannot take (a NUL, a malformed code) go as null. */
type ExchangeItem = {
  clientId: string | null;
  basic: boolean;
  secretHash: string | null;
  codeSent: boolean;
  redirectUriSent: boolean;
  verifierSent: boolean;
  verifierWellFormed: boolean;
  codeHash: string | null;
  now: Date;
  redirectUri: string | null;
  codeChallenge: string | null;
  chainId: string;
  lastUsedBefore: Date;
} & TokenPairArgs;

/** What the statement found of the code, for a refusal that acts on it (a second use revokes what the first issued). */
interface FoundCode {
  codeId: string | null;
  managerId: string | null;
  codeApplicationId: string | null;
}

interface ExchangeFacts {
  db: Database;
  found: FoundCode;
  now: Date;
}

const unknownCode = () => new InvalidGrant("The authorization code is unknown, expired or already used.");

/** A second use of a code (RFC 6749 §4.1.2): the tokens issued from it are revoked. */
async function reusedCode({ db, found, now }: ExchangeFacts) {
  await revokeChainsOnReuse(
    db,
    "authorization_code_reuse",
    { id: found.codeId!, managerId: found.managerId!, applicationId: found.codeApplicationId! },
    now,
  );
  return new InvalidGrant("The authorization code has already been used; the tokens issued from it are revoked.");
}

/**
 * `grant_type=authorization_code`'s rules (RFC 6749 §4.1.3, RFC 7636 §4.6), in the order a
 * refusal is told, over the statement's request `i`, its client's application `a`, the code `c`
 * and the manager's standing grant `g` (lib/oauth/grant-rules.ts).
 */
const EXCHANGE_RULES = [
  ...CLIENT_RULES,
  grantRule("codeSent", sql`i."codeSent"`, () => new InvalidRequest("code is required.")),
  grantRule(
    "redirectUriSent",
    sql`i."redirectUriSent"`,
    () => new InvalidRequest("redirect_uri is required: the same redirect URI as in the sign-in request."),
  ),
  grantRule("verifierSent", sql`i."verifierSent"`, () => new InvalidRequest("code_verifier is required: every sign-in uses PKCE.")),
  grantRule("codeKnown", sql`c.id IS NOT NULL`, unknownCode),
  grantRule(
    "codeThisClients",
    sql`c."applicationId" = a.id`,
    () => new InvalidGrant("The authorization code was not issued to this client."),
  ),
  grantRule("codeUnused", sql`c."usedAt" IS NULL`, reusedCode),
  grantRule(
    "codeUnexpired",
    sql`c."expiresAt" > i.now AT TIME ZONE 'UTC'`,
    () => new InvalidGrant("The authorization code has expired (codes are valid 5 minutes)."),
  ),
  grantRule(
    "sameRedirectUri",
    sql`c."redirectUri" = i."redirectUri"`,
    () => new InvalidGrant("redirect_uri is not the one of the sign-in request."),
  ),
  grantRule(
    "verifierWellFormed",
    sql`i."verifierWellFormed"`,
    () => new InvalidRequest("code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636 §4.1)."),
  ),
  grantRule(
    "verifierMatches",
    sql`c."codeChallenge" = i."codeChallenge"`,
    () => new InvalidGrant("code_verifier does not match the code_challenge of the sign-in."),
  ),
  grantRule("grantStanding", sql`g.id IS NOT NULL`, () => new InvalidGrant("The manager has revoked this application's access.")),
  grantRule(
    "mayUseApplication",
    mayUseApplicationSql({
      id: sql.ref("a.id"),
      status: sql.ref("a.status"),
      ownerId: sql.ref("a.ownerId"),
      managerId: sql.ref("c.managerId"),
    }),
    () => new InvalidGrant(DEVELOPMENT_ONLY_FOR_OWNER),
  ),
] as const;

type ExchangeArgs = { [K in keyof ExchangeItem]: ExchangeItem[K][] } & {
  /** Every scope, in the vocabulary's order. */
  vocabulary: readonly string[];
};

/**
 * The whole exchange in one statement and one round trip, for a group of requests at once (each
 * a row of the `unnest`, its answer the row of the same `ord`): the client is read, the code
 * looked up by its hash with the manager's standing grant, and every rule of `EXCHANGE_RULES`
 * reported as a column; only when all hold is the code spent, with the conditional update
 * ("usedAt" still null) that makes two exchanges of one code unable to both succeed (the second
 * waits on the row lock and then finds it used; two requests with one code in one group spend
 * it once), and the chain and its first pair written from it. The grant's last-used stamp is
 * written at most once a minute. One plan started and one commit for the group.
 */
const EXCHANGE_CHECKED_CODE = prepareSql<
  ExchangeArgs,
  Verdicts<typeof EXCHANGE_RULES> & FoundCode & { ord: number; scopes: string[] | null }
>(
  "oauth_exchange_checked_code",
  sql`WITH found AS (
     SELECT i.ord::int AS ord, i.now AT TIME ZONE 'UTC' AS now, i."chainId", i."lastUsedBefore" AT TIME ZONE 'UTC' AS "lastUsedBefore",
            ${TOKEN_PAIR_COLUMNS},
            c.id AS "codeId", c."managerId", c."applicationId" AS "codeApplicationId", g.id AS "grantId",
            -- The code's scopes that are still scopes, in the vocabulary's order (normaliseScopes).
            ARRAY(SELECT v.s FROM unnest(${param<string[]>("vocabulary")}::text[]) WITH ORDINALITY AS v(s, n) WHERE v.s = ANY (c.scopes) ORDER BY v.n) AS scopes,
            ${verdictColumns(EXCHANGE_RULES)}
     FROM unnest(${param<(string | null)[]>("clientId")}::text[], ${param<boolean[]>("basic")}::boolean[], ${param<(string | null)[]>("secretHash")}::text[],
                 ${param<boolean[]>("codeSent")}::boolean[], ${param<boolean[]>("redirectUriSent")}::boolean[], ${param<boolean[]>("verifierSent")}::boolean[],
                 ${param<boolean[]>("verifierWellFormed")}::boolean[], ${param<(string | null)[]>("codeHash")}::text[], ${param<Date[]>("now")}::timestamptz[],
                 ${param<(string | null)[]>("redirectUri")}::text[], ${param<(string | null)[]>("codeChallenge")}::text[], ${param<string[]>("chainId")}::uuid[],
                 ${param<Date[]>("lastUsedBefore")}::timestamptz[], ${TOKEN_PAIR_ARRAYS})
          WITH ORDINALITY AS i("clientId", basic, "secretHash", "codeSent", "redirectUriSent", "verifierSent", "verifierWellFormed", "codeHash", now,
                               "redirectUri", "codeChallenge", "chainId", "lastUsedBefore", ${TOKEN_PAIR_NAMES}, ord)
     ${PRESENTED_CLIENT_JOIN}
     LEFT JOIN "AuthorizationCode" c ON c."codeHash" = i."codeHash"
     LEFT JOIN "OAuthGrant" g ON g."managerId" = c."managerId" AND g."applicationId" = c."applicationId" AND g."revokedAt" IS NULL
   ), used AS (
     UPDATE "AuthorizationCode" u SET "usedAt" = f.now
     FROM found f
     WHERE u.id = f."codeId" AND u."usedAt" IS NULL AND ${everyRuleHolds(EXCHANGE_RULES, "f")}
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
   SELECT found.ord, found."codeId", found."managerId", found."codeApplicationId", ${verdictsOf(EXCHANGE_RULES, "found")}, used.scopes
   FROM found LEFT JOIN used ON used.ord = found.ord`,
);

/** The exchanges, sent in groups (each database's own: `Database.groups`). */
const EXCHANGES = groupStatement(async (sql: Sql, items: ExchangeItem[]) =>
  inOrder(await sql.rows(EXCHANGE_CHECKED_CODE, { ...columns(items), vocabulary: SCOPES }), items.length),
);

/**
 * `grant_type=authorization_code` (RFC 6749 §4.1.3, RFC 7636 §4.6), the client authenticated
 * in the same statement: one statement whatever the answer. The code must be known, issued to
 * this client, unused, less than 5 minutes old, presented with the identical redirect URI and
 * the verifier of its challenge, and its grant still standing. Only a request that passes every
 * rule uses the code up, in the same statement that issues the tokens and with a conditional
 * update, so two exchanges of one code can never both succeed. A code presented again is
 * refused and the tokens issued from it are revoked (RFC 6749 §4.1.2). Any other refusal is the
 * first rule of `EXCHANGE_RULES` the statement found broken, and changes nothing.
 */
export async function exchangeAuthorizationCode(
  db: Database,
  presented: PresentedClient,
  input: CodeExchange,
  now: Date,
): Promise<TokenResponse> {
  const { code, redirectUri, codeVerifier } = input;
  const verifierWellFormed = !!codeVerifier && isWellFormedCodeVerifier(codeVerifier);
  // The pair's scopes are the code's, known once the statement has run (its response's `scope` is set then).
  const pair = newTokenPair([], now);
  const item: ExchangeItem = {
    ...presented,
    clientId: clientIdParameter(presented),
    codeSent: !!code,
    redirectUriSent: !!redirectUri,
    verifierSent: !!codeVerifier,
    verifierWellFormed,
    codeHash: code && credentialKind(code) === "authorizationCode" ? hashCredential(code) : null,
    now,
    // PostgreSQL's text takes no NUL: such a URI is no registered one.
    redirectUri: redirectUri && !redirectUri.includes("\0") ? redirectUri : null,
    codeChallenge: verifierWellFormed ? s256CodeChallenge(codeVerifier) : null,
    chainId: crypto.randomUUID(),
    lastUsedBefore: lastUsedBefore(now),
    ...pair.args,
  };
  let found: (Verdicts<typeof EXCHANGE_RULES> & FoundCode & { scopes: string[] | null }) | undefined;
  const scopes = await writePairOnce(db, pair.args, async () => {
    found = await db.groups.send(EXCHANGES, item);
    return found.scopes;
  });
  if (scopes) return { ...pair.response, scope: scopes.join(" ") };
  const facts: ExchangeFacts = { db, found: found!, now };
  // Every rule held, yet nothing was spent: a concurrent exchange of the code won the race, a second use.
  throw (await firstRefusal(EXCHANGE_RULES, found!, facts)) ?? (await reusedCode(facts));
}
