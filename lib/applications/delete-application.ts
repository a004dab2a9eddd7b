import type { Database } from "@/lib/db";
import { recordAuditEvent } from "@/lib/auth/audit";
import { applicationNotFound, findOwnedApplication } from "@/lib/applications/access";
import { changingPrincipals } from "@/lib/auth/principal-cache";

/**
 * Deletes the owner's application. Its grants, authorization codes, token chains and tokens
 * go with it (ON DELETE CASCADE), so every token it was issued stops working at once. Each
 * manager who had allowed it finds a `grant.revoked` entry in their own log.
 */
export async function deleteApplication(db: Database, ownerId: string, applicationId: string, now: Date = new Date()): Promise<void> {
  await changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      const application = await findOwnedApplication(tx, ownerId, applicationId);
      const grants = await tx.oAuthGrant.findMany({
        where: { applicationId: application.id, revokedAt: null },
        select: { id: true, managerId: true },
      });
      const deleted = await tx.application.deleteMany({ where: { id: application.id, ownerId } });
      if (deleted.count === 0) throw applicationNotFound();
      const summary = { name: application.name, clientId: application.clientId };
      await recordAuditEvent(tx, ownerId, "application.deleted", application.id, summary, now);
      for (const grant of grants) {
        await recordAuditEvent(
          tx,
          grant.managerId,
          "grant.revoked",
          grant.id,
          { application: application.name, applicationId: application.id, reason: "application_deleted" },
          now,
        );
      }
    }),
  );
}
