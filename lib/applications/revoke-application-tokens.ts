import type { Database } from "@/lib/db";
import { recordAuditEvent } from "@/lib/auth/audit";
import { findOwnedApplication } from "@/lib/applications/access";
import { changingPrincipals } from "@/lib/auth/principal-cache";

/**
 * The owner's emergency brake short of deleting: every sign-in of the application (every
 * manager's token chain) is revoked, so its access tokens answer 401 and its refresh tokens
 * `invalid_grant`. Consents stay, so a manager who signs in again is not asked anew. Each
 * manager who lost a sign-in finds it in their own log; the owner's log counts them.
 */
export async function revokeApplicationTokens(
  db: Database,
  ownerId: string,
  applicationId: string,
  now: Date = new Date(),
): Promise<{ signIns: number; managers: number }> {
  return changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      const application = await findOwnedApplication(tx, ownerId, applicationId);
      const chains = await tx.tokenChain.findMany({
        where: { applicationId: application.id, revokedAt: null },
        select: { id: true, managerId: true },
      });
      const ids = chains.map((c) => c.id);
      if (ids.length > 0) {
        await tx.tokenChain.updateMany({
          where: { id: { in: ids }, revokedAt: null },
          data: { revokedAt: now, revokedReason: "revoked_by_developer" },
        });
        await tx.accessToken.updateMany({ where: { chainId: { in: ids }, revokedAt: null }, data: { revokedAt: now } });
      }
      const managers = [...new Set(chains.map((c) => c.managerId))];
      const detail = { name: application.name, applicationId: application.id };
      for (const managerId of managers) {
        await recordAuditEvent(tx, managerId, "oauth_chain.revoked", application.id, { ...detail, reason: "revoked_by_developer" }, now);
      }
      await recordAuditEvent(
        tx,
        ownerId,
        "application.tokens_revoked",
        application.id,
        { ...detail, signIns: ids.length, managers: managers.length },
        now,
      );
      return { signIns: ids.length, managers: managers.length };
    }),
  );
}
