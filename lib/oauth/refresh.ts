import type { Database } from "@/lib/db";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import {
  acceptClient,
  CLIENT_ROW,
  PRESENTED_CLIENT_COLUMNS,
  PRESENTED_CLIENT_JOIN,
  unknownClient,
  type ClientRow,
  type PresentedClient,
} from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";
import { narrowScopes, parseScopeParameter } from "@/lib/oauth/scope";
import { mayUseApplication, mayUseApplicationSql } from "@/lib/auth/application-access";
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
import { columns, groupedBy, inOrder, param, prepareSql, sql } from "@/lib/sql";

export interface RefreshRequest {
  refreshToken?: string;
  scope?: string;
}

/** The presented refresh token with its chain and grant, as the refresh statement found them. */
interface RefreshTokenFacts {
  tokenId: string | null;
  tokenScopes: string[] | null;
  spent: boolean | null;
  expired: boolean | null;
  chainId: string | null;
  tokenApplicationId: string | null;
  managerId: string | null;
  chainRevoked: boolean | null;
  grantRevoked: boolean | null;
  /** The new pair's scopes when this statement spent the token and wrote the pair; null otherwise. */
  rotated: string[] | null;
}

/** One refresh request of a group, as the refresh statement takes it. */
type RefreshItem = {
  clientId: string;
  basic: boolean;
  secretHash: string | null;
  tokenHash: string | null;
  now: Date;
  /** The narrowed scopes asked for (normalised, space-separated), or null to keep the token's. */
  requested: string | null;
  /** False when `scope` was sent but is not a list of scopes: nothing may be spent. */
  scopeValid: boolean;
} & TokenPairArgs;

type RefreshArgs = { [K in keyof RefreshItem]: RefreshItem[K][] } & {
  /** Every scope, in the vocabulary's order. */
  vocabulary: readonly string[];
};

/**
 * The whole refresh in one statement and one round trip, for a group of requests at once (each
 * request a row of the `unnest`, its answer the row of the same `ord`): the client is read and
 * authenticated (`PRESENTED_CLIENT_COLUMNS`), the token read with its chain and grant, every rule
 * of a refresh checked, and only when all hold is the token spent, with the conditional update
 * ("spentAt" still null) that makes two concurrent refreshes of one token unable to both succeed
 * (the second waits on the row lock, then finds it spent; two of one token in one group spend it
 * once), and the chain's next pair written from it. The statement answers what it found, whatever
 * it did, so that a refusal is told from the same row: the rules are checked again in their
 * order (`rotateRefreshToken`), and the first that fails is the answer. Atomic without
 * BEGIN/COMMIT; one plan started and one commit for the group.
 */
const REFRESH = prepareSql<RefreshArgs, Partial<ClientRow> & RefreshTokenFacts & { ord: number }>(
  "oauth_refresh",
  sql`WITH found AS (
     SELECT i.ord::int AS ord, i.now AT TIME ZONE 'UTC' AS now, i.requested, i."scopeValid", ${TOKEN_PAIR_COLUMNS}, ${PRESENTED_CLIENT_COLUMNS},
            t.id AS "tokenId", t.scopes AS "tokenScopes", t."spentAt" IS NOT NULL AS spent, t."expiresAt" <= i.now AT TIME ZONE 'UTC' AS expired,
            c.id AS "chainId", c."applicationId" AS "tokenApplicationId", c."managerId", c."revokedAt" IS NOT NULL AS "chainRevoked",
            -- A chain whose grant is gone counts as revoked (the schema cascades, so it cannot happen today).
            (g.id IS NULL OR g."revokedAt" IS NOT NULL) AS "grantRevoked",
            -- The token's scopes that are still scopes, in the vocabulary's order (normaliseScopes).
            ARRAY(SELECT v.s FROM unnest(${param<string[]>("vocabulary")}::text[]) WITH ORDINALITY AS v(s, n) WHERE v.s = ANY (t.scopes) ORDER BY v.n) AS held
     FROM unnest(${param<string[]>("clientId")}::text[], ${param<boolean[]>("basic")}::boolean[], ${param<(string | null)[]>("secretHash")}::text[],
                 ${param<(string | null)[]>("tokenHash")}::text[], ${param<Date[]>("now")}::timestamptz[], ${param<(string | null)[]>("requested")}::text[],
                 ${param<boolean[]>("scopeValid")}::boolean[], ${TOKEN_PAIR_ARRAYS})
          WITH ORDINALITY AS i("clientId", basic, "secretHash", "tokenHash", now, requested, "scopeValid", ${TOKEN_PAIR_NAMES}, ord)
     ${PRESENTED_CLIENT_JOIN}
     LEFT JOIN "RefreshToken" t ON t."tokenHash" = i."tokenHash"
     LEFT JOIN "TokenChain" c ON c.id = t."chainId"
     LEFT JOIN "OAuthGrant" g ON g.id = c."grantId"
   ), spent AS (
     UPDATE "RefreshToken" r SET "spentAt" = f.now
     FROM found f
     WHERE r.id = f."tokenId" AND r."spentAt" IS NULL
       AND f.accepted AND f.id = f."tokenApplicationId" AND NOT f."chainRevoked" AND NOT f.spent AND NOT f.expired AND NOT f."grantRevoked"
       AND ${mayUseApplicationSql({ status: sql.ref("f.status"), ownerId: sql.ref("f.ownerId"), managerId: sql.ref("f.managerId") })}
       AND f."scopeValid" AND (f.requested IS NULL OR string_to_array(f.requested, ' ') <@ f.held)
     RETURNING f.ord, f."chainId" AS id, COALESCE(string_to_array(f.requested, ' '), f.held) AS scopes, f.now, ${tokenPairColumnsOf("f")}
   ), ${insertTokenPairsFrom("spent")}
   SELECT found.ord, ${CLIENT_ROW},
          found."tokenId", found."tokenScopes", found.spent, found.expired, found."chainId", found."tokenApplicationId", found."managerId",
          found."chainRevoked", found."grantRevoked", spent.scopes AS rotated
   FROM found LEFT JOIN spent ON spent.ord = found.ord`,
);

/** Each `Database`'s refreshes, sent in groups. */
const refreshGroup = groupedBy(async (db: Database, items: RefreshItem[]) =>
  inOrder(await db.sql.rows(REFRESH, { ...columns(items), vocabulary: SCOPES }), items.length),
);

const TOKEN_SPENT = prepareSql<{ tokenId: string }, { spent: boolean }>(
  "oauth_refresh_token_spent",
  sql`SELECT "spentAt" IS NOT NULL AS spent FROM "RefreshToken" WHERE id = ${param<string>("tokenId")}::uuid`,
);

const REUSE = "The refresh token has already been used. The whole sign-in is revoked: the manager must sign in again.";

/**
 * `grant_type=refresh_token` with rotation (RFC 6749 §6, RFC 9700 §4.14.2), the client
 * authenticated in the same statement. Each refresh token is single use: spending it is a
 * conditional update (`spentAt` set only where it is still null) in the statement that issues
 * the next pair, so of two concurrent refreshes exactly one succeeds. Presenting a spent token,
 * whether a replay or the loser of such a race, revokes the whole chain, because the server
 * cannot tell the client from a thief: every refresh and access token of the sign-in dies and
 * the manager signs in again. A request that breaks a rule changes nothing but that.
 */
export async function rotateRefreshToken(
  db: Database,
  presented: PresentedClient,
  input: RefreshRequest,
  now: Date,
): Promise<TokenResponse> {
  // An id that is no client id names no application: refused before any read (PostgreSQL's text takes no NUL, either).
  if (credentialKind(presented.clientId) !== "clientId") throw unknownClient();
  const wellFormed = input.refreshToken !== undefined && credentialKind(input.refreshToken) === "refreshToken";
  let requested: Scope[] | null = null;
  let scopeValid = true;
  try {
    requested = input.scope === undefined ? null : parseScopeParameter(input.scope);
  } catch {
    // Told in its turn, after the client and the token (`narrowScopes` below).
    scopeValid = false;
  }
  // The pair's scopes are known once the statement has run (its response's `scope` is set then).
  const pair = newTokenPair([], now);
  let found: (Partial<ClientRow> & RefreshTokenFacts) | undefined;
  const rotated = await writePairOnce(db, pair.args, async () => {
    found = await refreshGroup(db).send({
      ...presented,
      tokenHash: wellFormed ? hashCredential(input.refreshToken!) : null,
      now,
      requested: requested === null ? null : requested.join(" "),
      scopeValid,
      ...pair.args,
    });
    return found?.rotated ?? null;
  });
  if (rotated) return { ...pair.response, scope: rotated.join(" ") };

  // Nothing was written: the first rule that fails, in the order they are told.
  const client = acceptClient(presented, found);
  if (!input.refreshToken) throw new InvalidRequest("refresh_token is required.");
  const token = found;
  if (!wellFormed || !token?.tokenId) throw new InvalidGrant("The refresh token is unknown.");
  const chain = { id: token.chainId!, applicationId: token.tokenApplicationId!, managerId: token.managerId! };
  // Not the caller's: refused, and nothing of the rightful client's is touched.
  if (chain.applicationId !== client.applicationId) throw new InvalidGrant("The refresh token was not issued to this client.");
  if (token.chainRevoked) throw new InvalidGrant("The refresh token has been revoked: the manager must sign in again.");
  if (!token.spent) {
    if (token.expired)
      throw new InvalidGrant("The refresh token has expired (refresh tokens live 90 days): the manager must sign in again.");
    if (token.grantRevoked) throw new InvalidGrant("The manager has revoked this application's access.");
    if (!mayUseApplication(client, chain.managerId))
      throw new InvalidGrant("This application is in development: only its owner can use it.");
    // Checked before spending, so a bad scope does not cost the client its token.
    narrowScopes(token.tokenScopes!, input.scope);
    // Every rule held, yet nothing was spent: a concurrent refresh won the race, which the token
    // now shows. Only that evidence revokes the chain; anything else is a fault of ours.
    if (!(await db.sql.one(TOKEN_SPENT, { tokenId: token.tokenId }))?.spent) {
      throw new Error("The refresh statement spent nothing although every rule held.");
    }
  }
  // Spent before this request, or by a concurrent one that won the race: either way a second use.
  await revokeChainsOnReuse(db, "refresh_token_reuse", chain, now);
  throw new InvalidGrant(REUSE);
}
