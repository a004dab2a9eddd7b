import type { Prisma } from "@/lib/generated/prisma/client";
import { generateCredential } from "@/lib/auth/credentials";
import type { Scope } from "@/lib/auth/scopes";
import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_TOKEN_LIFETIME_MS } from "@/lib/oauth/lifetimes";

import type { TokenResponse } from "@/lib/oauth/schemas";

export type { TokenResponse };

/** Issues an access token (1 hour) and the chain's next refresh token (90 days). */
export async function issueTokenPair(tx: Prisma.TransactionClient, chainId: string, scopes: Scope[], now: Date): Promise<TokenResponse> {
  const access = generateCredential("accessToken");
  const refresh = generateCredential("refreshToken");
  await tx.accessToken.create({
    data: { chainId, tokenHash: access.hash, scopes, createdAt: now, expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000) },
    select: { id: true },
  });
  await tx.refreshToken.create({
    data: { chainId, tokenHash: refresh.hash, scopes, createdAt: now, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS) },
    select: { id: true },
  });
  return {
    access_token: access.value,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    refresh_token: refresh.value,
    scope: scopes.join(" "),
  };
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
