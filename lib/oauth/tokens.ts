import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { utc } from "@/lib/oauth/sql";
import { generateCredential } from "@/lib/auth/credentials";
import type { Scope } from "@/lib/auth/scopes";
import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_MS } from "@/lib/oauth/lifetimes";

import type { TokenResponse } from "@/lib/oauth/schemas";

export type { TokenResponse };

/** A grant's last-used stamp is written at most this often (it only says "used recently"). */
export const GRANT_LAST_USED_RESOLUTION_MS = 60_000;

/**
 * A new access token (1 hour) and the chain's next refresh token (90 days), not yet stored:
 * `values` are the six parameters `insertTokenPairFrom` takes, `response` is the answer.
 */
export function newTokenPair(scopes: Scope[], now: Date): { values: string[]; response: TokenResponse } {
  const access = generateCredential("accessToken");
  const refresh = generateCredential("refreshToken");
  return {
    values: [
      crypto.randomUUID(),
      access.hash,
      utc(new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000)),
      crypto.randomUUID(),
      refresh.hash,
      utc(new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS)),
    ],
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
 * Two CTEs (`access`, `refresh`) that store `newTokenPair`'s tokens in the chain the CTE
 * `source` returns as `id`, and nothing when it returns no row. `$first` … `$first+5` are the
 * pair's values; `$scopes` (or the source's `scopes`) and `$now` the statement's own.
 */
export function insertTokenPairFrom(source: string, p: { first: number; scopes: number | "source"; now: number }): string {
  const at = (n: number) => `($${n}::timestamptz AT TIME ZONE 'UTC')`;
  // The scopes are a parameter, or (`"source"`) the source's own `scopes` column.
  const scopes = p.scopes === "source" ? `${source}.scopes` : `$${p.scopes}::text[]`;
  const insert = (table: string, first: number) =>
    `INSERT INTO "${table}" (id, "chainId", "tokenHash", scopes, "createdAt", "expiresAt")
     SELECT $${first}::uuid, ${source}.id, $${first + 1}, ${scopes}, ${at(p.now)}, ${at(first + 2)} FROM ${source}`;
  return `access AS (${insert("AccessToken", p.first)}), refresh AS (${insert("RefreshToken", p.first + 3)})`;
}

export type ChainRevocationReason = "refresh_token_reuse" | "authorization_code_reuse" | "revoked_by_client";

/**
 * Revokes a chain: its refresh tokens die with it (they are refused once the chain is
 * revoked) and every access token of it is marked revoked.
 */
export async function revokeChains(tx: Prisma.TransactionClient, where: Prisma.TokenChainWhereInput, reason: ChainRevocationReason, now: Date) {
  const chains = await tx.tokenChain.findMany({ where: { ...where, revokedAt: null }, select: { id: true } });
  if (chains.length === 0) return 0;
  const ids = chains.map((c) => c.id);
  await tx.tokenChain.updateMany({ where: { id: { in: ids }, revokedAt: null }, data: { revokedAt: now, revokedReason: reason } });
  await tx.accessToken.updateMany({ where: { chainId: { in: ids }, revokedAt: null }, data: { revokedAt: now } });
  return ids.length;
}
