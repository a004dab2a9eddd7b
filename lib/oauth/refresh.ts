import type { Database } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import { CLIENT_RULES, clientIdParameter, PRESENTED_CLIENT_JOIN, type PresentedClient } from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest, InvalidScope } from "@/lib/oauth/errors";
import { everyRuleHolds, firstRefusal, grantRule, thrownBy, verdictColumns, verdictsOf, type Verdicts } from "@/lib/oauth/grant-rules";
import { narrowScopes, parseScopeParameter } from "@/lib/oauth/scope";
import { DEVELOPMENT_ONLY_FOR_OWNER, mayUseApplicationSql } from "@/lib/auth/application-access";
import {
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

export interface RefreshRequest {
  refreshToken?: string;
  scope?: string;
}

/** The presented refresh token and its chain, as the refresh statement found them: what a refusal tells or acts on. */
interface FoundToken {
  tokenScopes: string[] | null;
  chainId: string | null;
  tokenApplicationId: string | null;
  managerId: string | null;
  /** The new pair's scopes when this statement spent the token and wrote the pair; null otherwise. */
  rotated: string[] | null;
}

interface RefreshFacts {
  db: Database;
  found: FoundToken;
  input: RefreshRequest;
  now: Date;
}

/** One refresh request of a group, as the refresh statement takes it. */
type RefreshItem = {
  clientId: string | null;
  basic: boolean;
  secretHash: string | null;
  tokenSent: boolean;
  /** Null for a value that is no refresh token. */
  tokenHash: string | null;
  now: Date;
  /** The narrowed scopes asked for (normalised, space-separated), or null to keep the token's. */
  requested: string | null;
  /** False when `scope` was sent but is not a list of scopes: nothing may be spent. */
  scopeValid: boolean;
} & TokenPairArgs;

const REUSE = "The refresh token has already been used. The whole sign-in is revoked: the manager must sign in again.";

/**
 * A spent token presented again, whether a replay or the loser of a race: the server cannot tell
 * the client from a thief, so the whole chain is revoked (RFC 9700 §4.14.2).
 */
async function reusedToken({ db, found, now }: RefreshFacts) {
  await revokeChainsOnReuse(
    db,
    "refresh_token_reuse",
    { id: found.chainId!, applicationId: found.tokenApplicationId!, managerId: found.managerId! },
    now,
  );
  return new InvalidGrant(REUSE);
}

/**
 * `grant_type=refresh_token`'s rules (RFC 6749 §6), in the order a refusal is told, over the
 * statement's request `i`, its client's application `a`, the token `t`, its chain `c` and grant
 * `g` (lib/oauth/grant-rules.ts). A spent token is told as reuse before its other faults; a bad
 * scope is checked before spending, so it does not cost the client its token.
 */
const REFRESH_RULES = [
  ...CLIENT_RULES,
  grantRule("tokenSent", sql`i."tokenSent"`, () => new InvalidRequest("refresh_token is required.")),
  grantRule("tokenKnown", sql`t.id IS NOT NULL`, () => new InvalidGrant("The refresh token is unknown.")),
  // Not the caller's: refused, and nothing of the rightful client's is touched.
  grantRule("tokenThisClients", sql`c."applicationId" = a.id`, () => new InvalidGrant("The refresh token was not issued to this client.")),
  grantRule(
    "chainStanding",
    sql`c."revokedAt" IS NULL`,
    () => new InvalidGrant("The refresh token has been revoked: the manager must sign in again."),
  ),
  grantRule("tokenUnspent", sql`t."spentAt" IS NULL`, reusedToken),
  grantRule(
    "tokenUnexpired",
    sql`t."expiresAt" > i.now AT TIME ZONE 'UTC'`,
    () => new InvalidGrant("The refresh token has expired (refresh tokens live 90 days): the manager must sign in again."),
  ),
  // A chain whose grant is gone counts as revoked (the schema cascades, so it cannot happen today).
  grantRule(
    "grantStanding",
    sql`g.id IS NOT NULL AND g."revokedAt" IS NULL`,
    () => new InvalidGrant("The manager has revoked this application's access."),
  ),
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
  // `requested` holds scopes of the vocabulary only, so within the token's scopes is within those still scopes.
  grantRule(
    "scopeNarrows",
    sql`i."scopeValid" AND (i.requested IS NULL OR string_to_array(i.requested, ' ') <@ t.scopes)`,
    ({ found, input }: RefreshFacts) =>
      thrownBy(
        () => narrowScopes(found.tokenScopes ?? [], input.scope),
        () => new InvalidScope("The requested scope is not one the refresh token holds."),
      ),
  ),
] as const;

type RefreshArgs = { [K in keyof RefreshItem]: RefreshItem[K][] } & {
  /** Every scope, in the vocabulary's order. */
  vocabulary: readonly string[];
};

/**
 * The whole refresh in one statement and one round trip, for a group of requests at once (each
 * request a row of the `unnest`, its answer the row of the same `ord`): the client is read, the
 * token with its chain and grant, and every rule of `REFRESH_RULES` reported as a column; only
 * when all hold is the token spent, with the conditional update ("spentAt" still null) that makes
 * two concurrent refreshes of one token unable to both succeed (the second waits on the row lock,
 * then finds it spent; two of one token in one group spend it once), and the chain's next pair
 * written from it. Atomic without BEGIN/COMMIT; one plan started and one commit for the group.
 */
const REFRESH = prepareSql<RefreshArgs, Verdicts<typeof REFRESH_RULES> & FoundToken & { ord: number }>(
  "oauth_refresh",
  sql`WITH found AS (
     SELECT i.ord::int AS ord, i.now AT TIME ZONE 'UTC' AS now, i.requested, ${TOKEN_PAIR_COLUMNS},
            t.id AS "tokenId", t.scopes AS "tokenScopes", c.id AS "chainId", c."applicationId" AS "tokenApplicationId", c."managerId",
            -- The token's scopes that are still scopes, in the vocabulary's order (normaliseScopes).
            ARRAY(SELECT v.s FROM unnest(${param<string[]>("vocabulary")}::text[]) WITH ORDINALITY AS v(s, n) WHERE v.s = ANY (t.scopes) ORDER BY v.n) AS held,
            ${verdictColumns(REFRESH_RULES)}
     FROM unnest(${param<(string | null)[]>("clientId")}::text[], ${param<boolean[]>("basic")}::boolean[], ${param<(string | null)[]>("secretHash")}::text[],
                 ${param<boolean[]>("tokenSent")}::boolean[], ${param<(string | null)[]>("tokenHash")}::text[], ${param<Date[]>("now")}::timestamptz[],
                 ${param<(string | null)[]>("requested")}::text[], ${param<boolean[]>("scopeValid")}::boolean[], ${TOKEN_PAIR_ARRAYS})
          WITH ORDINALITY AS i("clientId", basic, "secretHash", "tokenSent", "tokenHash", now, requested, "scopeValid", ${TOKEN_PAIR_NAMES}, ord)
     ${PRESENTED_CLIENT_JOIN}
     LEFT JOIN "RefreshToken" t ON t."tokenHash" = i."tokenHash"
     LEFT JOIN "TokenChain" c ON c.id = t."chainId"
     LEFT JOIN "OAuthGrant" g ON g.id = c."grantId"
   ), spent AS (
     UPDATE "RefreshToken" r SET "spentAt" = f.now
     FROM found f
     WHERE r.id = f."tokenId" AND r."spentAt" IS NULL AND ${everyRuleHolds(REFRESH_RULES, "f")}
     RETURNING f.ord, f."chainId" AS id, COALESCE(string_to_array(f.requested, ' '), f.held) AS scopes, f.now, ${tokenPairColumnsOf("f")}
   ), ${insertTokenPairsFrom("spent")}
   SELECT found.ord, found."tokenScopes", found."chainId", found."tokenApplicationId", found."managerId", ${verdictsOf(REFRESH_RULES, "found")},
          spent.scopes AS rotated
   FROM found LEFT JOIN spent ON spent.ord = found.ord`,
);

/** The refreshes, sent in groups (each database's own: `Database.groups`). */
const REFRESHES = groupStatement(async (sql: Sql, items: RefreshItem[]) =>
  inOrder(await sql.rows(REFRESH, { ...columns(items), vocabulary: SCOPES }), items.length),
);

/**
 * `grant_type=refresh_token` with rotation (RFC 6749 §6, RFC 9700 §4.14.2), the client
 * authenticated in the same statement: one statement whatever the answer. Each refresh token is
 * single use: spending it is a conditional update (`spentAt` set only where it is still null) in
 * the statement that issues the next pair, so of two concurrent refreshes exactly one succeeds.
 * Presenting a spent token revokes the whole chain: every refresh and access token of the
 * sign-in dies and the manager signs in again. Any other refusal is the first rule of
 * `REFRESH_RULES` the statement found broken, and changes nothing.
 */
export async function rotateRefreshToken(
  db: Database,
  presented: PresentedClient,
  input: RefreshRequest,
  now: Date,
): Promise<TokenResponse> {
  let requested: Scope[] | null = null;
  let scopeValid = true;
  try {
    requested = input.scope === undefined ? null : parseScopeParameter(input.scope);
  } catch {
    // Told in its turn, after the client and the token (`scopeNarrows`).
    scopeValid = false;
  }
  // The pair's scopes are known once the statement has run (its response's `scope` is set then).
  const pair = newTokenPair([], now);
  let found: (Verdicts<typeof REFRESH_RULES> & FoundToken) | undefined;
  const rotated = await writePairOnce(db, pair.args, async () => {
    found = await db.groups.send(REFRESHES, {
      ...presented,
      clientId: clientIdParameter(presented),
      tokenSent: !!input.refreshToken,
      tokenHash: input.refreshToken && credentialKind(input.refreshToken) === "refreshToken" ? hashCredential(input.refreshToken) : null,
      now,
      requested: requested === null ? null : requested.join(" "),
      scopeValid,
      ...pair.args,
    });
    return found.rotated;
  });
  if (rotated) return { ...pair.response, scope: rotated.join(" ") };
  const facts: RefreshFacts = { db, found: found!, input, now };
  // Every rule held, yet nothing was spent: a concurrent refresh won the race, which is a second use.
  throw (await firstRefusal(REFRESH_RULES, found!, facts)) ?? (await reusedToken(facts));
}
