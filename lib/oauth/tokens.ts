import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { RawBuilder } from "kysely";
import type { Database } from "@/lib/db";
import { isConnectionLoss, param, prepareSql, sql } from "@/lib/sql";
import { generateCredential } from "@/lib/auth/credentials";
import type { Scope } from "@/lib/auth/scopes";
import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_MS } from "@/lib/oauth/lifetimes";

import type { TokenResponse } from "@/lib/oauth/schemas";

export type { TokenResponse };

/** A grant's last-used stamp is written at most this often (it only says "used recently"). */
export const GRANT_LAST_USED_RESOLUTION_MS = 60_000;

/** A token pair's arguments, as a grant statement takes them (`TOKEN_PAIR_ARRAYS`, `insertTokenPairsFrom`). */
export type TokenPairArgs = {
  accessId: string;
  accessHash: string;
  accessExpiresAt: Date;
  refreshId: string;
  refreshHash: string;
  refreshExpiresAt: Date;
};

/**
 * A new access token (1 hour) and the chain's next refresh token (90 days), not yet stored:
 * `args` are what a grant statement takes of them, `response` is the answer.
 */
export function newTokenPair(scopes: Scope[], now: Date): { args: TokenPairArgs; response: TokenResponse } {
  const access = generateCredential("accessToken");
  const refresh = generateCredential("refreshToken");
  return {
    args: {
      accessId: crypto.randomUUID(),
      accessHash: access.hash,
      accessExpiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000),
      refreshId: crypto.randomUUID(),
      refreshHash: refresh.hash,
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
    },
    response: {
      access_token: access.value,
      token_type: "Bearer",
      expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
      refresh_token: refresh.value,
      scope: scopes.join(" "),
    },
  };
}

/**
 * Two CTEs (`access`, `refresh`) that store `newTokenPair`'s tokens for a group of requests: the
 * pair of each row of the CTE `source`, its columns `id` (the chain's), `scopes`, `now` and the pair's
 * (`tokenPairColumns`); nothing when it has no row.
 */
export function insertTokenPairsFrom(source: string): RawBuilder<unknown> {
  const insert = (table: string, token: "access" | "refresh") =>
    sql`INSERT INTO ${sql.table(table)} (id, "chainId", "tokenHash", scopes, "createdAt", "expiresAt")
     SELECT s.${sql.ref(`${token}Id`)}, s.id, s.${sql.ref(`${token}Hash`)}, s.scopes, s.now, s.${sql.ref(`${token}ExpiresAt`)}
     FROM ${sql.table(source)} s`;
  return sql`access AS (${insert("AccessToken", "access")}), refresh AS (${insert("RefreshToken", "refresh")})`;
}

/** The `TokenPairArgs` arrays, as arguments of the `unnest` whose columns `TOKEN_PAIR_NAMES` names. */
export const TOKEN_PAIR_ARRAYS = sql`${param<string[]>("accessId")}::uuid[], ${param<string[]>("accessHash")}::text[], ${param<Date[]>("accessExpiresAt")}::timestamptz[],
  ${param<string[]>("refreshId")}::uuid[], ${param<string[]>("refreshHash")}::text[], ${param<Date[]>("refreshExpiresAt")}::timestamptz[]`;
export const TOKEN_PAIR_NAMES = sql`"accessId", "accessHash", "accessExpiresAt", "refreshId", "refreshHash", "refreshExpiresAt"`;

/** A request's pair columns from the `unnest` rows `i` (`TOKEN_PAIR_NAMES`), times as the columns hold them. */
export const TOKEN_PAIR_COLUMNS = sql`i."accessId", i."accessHash", i."accessExpiresAt" AT TIME ZONE 'UTC' AS "accessExpiresAt",
  i."refreshId", i."refreshHash", i."refreshExpiresAt" AT TIME ZONE 'UTC' AS "refreshExpiresAt"`;

/** The pair columns of a CTE row `alias` that carries them, for `insertTokenPairsFrom`'s source. */
export const tokenPairColumnsOf = (alias: string) =>
  sql`${sql.ref(`${alias}.accessId`)}, ${sql.ref(`${alias}.accessHash`)}, ${sql.ref(`${alias}.accessExpiresAt`)},
  ${sql.ref(`${alias}.refreshId`)}, ${sql.ref(`${alias}.refreshHash`)}, ${sql.ref(`${alias}.refreshExpiresAt`)}`;

/** The scopes of an access token by its hash: whether a pair was written. */
const PAIR_WRITTEN = prepareSql<{ accessHash: string }, { scopes: string[] }>(
  "oauth_pair_written",
  sql`SELECT scopes FROM "AccessToken" WHERE "tokenHash" = ${param<string>("accessHash")}`,
);

/** Waits between checks of whether a pair was written, while the database is away: about 5 s in all. */
const CHECK_WAITS_MS = [100, 200, 400, 800, 1_600, 2_000];

/**
 * Sends a statement that spends a code or a refresh token and writes `pair` (it answers the
 * pair's scopes, or null when it spent nothing), and knows what it did even when the connection
 * drops under it. The pair's hash was made here, so one read tells: written, and the pair is the
 * answer; not written, and the statement is sent once more. If that one finds the token spent,
 * the first may have committed late (a connection cut from this side while the server went on):
 * the read tells that too, before anything is called reuse. The read is asked again while the
 * database is away, for about 5 s; only if it never answers is the request answered 503, and
 * the pair may then have been written: the client's retry with the same token is reuse.
 */
export async function writePairOnce(db: Database, pair: TokenPairArgs, send: () => Promise<string[] | null>): Promise<string[] | null> {
  const written = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return (await db.sql.one(PAIR_WRITTEN, { accessHash: pair.accessHash }))?.scopes ?? null;
      } catch (error) {
        if (!isConnectionLoss(error) || attempt >= CHECK_WAITS_MS.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, CHECK_WAITS_MS[attempt]));
      }
    }
  };
  try {
    return await send();
  } catch (error) {
    if (!isConnectionLoss(error)) throw error;
    const scopes = await written();
    if (scopes) return scopes;
  }
  // Not written: sent once more.
  try {
    return (await send()) ?? (await written());
  } catch (error) {
    if (!isConnectionLoss(error)) throw error;
    const scopes = await written();
    if (scopes) return scopes;
    throw error;
  }
}

export type ChainRevocationReason = "refresh_token_reuse" | "authorization_code_reuse" | "revoked_by_client";

/**
 * Revokes a chain: its refresh tokens die with it (they are refused once the chain is
 * revoked) and every access token of it is marked revoked.
 */
export async function revokeChains(
  tx: Prisma.TransactionClient,
  where: Prisma.TokenChainWhereInput,
  reason: ChainRevocationReason,
  now: Date,
) {
  const chains = await tx.tokenChain.findMany({ where: { ...where, revokedAt: null }, select: { id: true } });
  if (chains.length === 0) return 0;
  const ids = chains.map((c) => c.id);
  await tx.tokenChain.updateMany({ where: { id: { in: ids }, revokedAt: null }, data: { revokedAt: now, revokedReason: reason } });
  await tx.accessToken.updateMany({ where: { chainId: { in: ids }, revokedAt: null }, data: { revokedAt: now } });
  return ids.length;
}
