import type { Database } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordAuditEvent } from "@/lib/auth/audit";
import { changingPrincipals } from "@/lib/auth/principal-cache";
import { revokeChains, type ChainRevocationReason } from "@/lib/oauth/tokens";

export type ReuseReason = Extract<ChainRevocationReason, "authorization_code_reuse" | "refresh_token_reuse">;

/** The chains a reuse revokes: every chain the code started, or the refresh token's own chain. */
const CHAINS_OF_REUSED: Record<ReuseReason, (id: string) => Prisma.TokenChainWhereInput> = {
  authorization_code_reuse: (codeId) => ({ authorizationCodeId: codeId }),
  refresh_token_reuse: (chainId) => ({ id: chainId }),
};

/**
 * A credential presented again after it was spent (RFC 6749 §4.1.2 for codes, RFC 9700 §4.14.2
 * for refresh tokens): the server cannot tell the client from a thief, so the chains issued from
 * it and every access token of them are revoked, with an audit event naming the reused code or
 * chain, in one transaction. `reused.id` is the code's id or the refresh token's chain id.
 */
export async function revokeChainsOnReuse(
  db: Database,
  reason: ReuseReason,
  reused: { id: string; managerId: string; applicationId: string },
  now: Date,
) {
  await changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      const revoked = await revokeChains(tx, CHAINS_OF_REUSED[reason](reused.id), reason, now);
      if (revoked > 0)
        await recordAuditEvent(
          tx,
          reused.managerId,
          "oauth_chain.revoked",
          reused.id,
          { reason, applicationId: reused.applicationId },
          now,
        );
    }),
  );
}
