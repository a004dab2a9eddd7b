import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Expression, RawBuilder } from "kysely";
import { param, sql, timeParam } from "@/lib/sql";
import { generateCredential } from "@/lib/auth/credentials";
import type { Scope } from "@/lib/auth/scopes";
import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_MS } from "@/lib/oauth/lifetimes";

import type { TokenResponse } from "@/lib/oauth/schemas";

export type { TokenResponse };

/** A grant's last-used stamp is written at most this often (it only says "used recently"). */
export const GRANT_LAST_USED_RESOLUTION_MS = 60_000;

/** A token pair's arguments, as `insertTokenPairFrom` reads them. */
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
 * `args` are what `insertTokenPairFrom` takes of them, `response` is the answer.
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
 * Two CTEs (`access`, `refresh`) that store `newTokenPair`'s tokens (`TokenPairArgs`) in the
 * chain the CTE `source` returns as `id`, and nothing when it returns no row; with `scopes`
 * (a parameter, or the source's own column) and the statement's `now`.
 */
export function insertTokenPairFrom(source: string, scopes: Expression<string[]>): RawBuilder<unknown> {
  const insert = (table: string, token: "access" | "refresh") =>
    sql`INSERT INTO ${sql.table(table)} (id, "chainId", "tokenHash", scopes, "createdAt", "expiresAt")
     SELECT ${param<string>(`${token}Id`)}::uuid, ${sql.ref(`${source}.id`)}, ${param<string>(`${token}Hash`)}, ${scopes}, ${timeParam("now")},
            ${timeParam(`${token}ExpiresAt`)} FROM ${sql.table(source)}`;
  return sql`access AS (${insert("AccessToken", "access")}), refresh AS (${insert("RefreshToken", "refresh")})`;
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
