import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAuditEvent } from "@/lib/auth/audit";
import { platformEvent, recordEvent } from "@/lib/events";
import { ReasonSchema, type Reason } from "@/lib/applications/schemas";
import { findApplicationById, requireStaff, WITHOUT_SECRET_HASH, type ApplicationRecord } from "@/lib/applications/access";
import { changingPrincipals } from "@/lib/auth/principal-cache";

/**
 * Staff suspend an application. Nothing is deleted and no chain is revoked: the token
 * endpoint answers `invalid_client` for a suspended client (spec › Errors) and its tokens are
 * refused while `suspendedAt` is set, so lifting the suspension restores the managers' grants.
 * Approval is kept; the review state is untouched.
 */
export async function suspendApplication(
  db: Database,
  staffId: string,
  applicationId: string,
  input: Reason,
  now: Date = new Date(),
): Promise<ApplicationRecord> {
  return changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      await requireStaff(tx, staffId);
      const { reason } = ReasonSchema.parse(input);
      const application = await findApplicationById(tx, applicationId);
      const updated = await tx.application.updateMany({
        where: { id: application.id, suspendedAt: null },
        data: { suspendedAt: now, suspensionReason: reason, updatedAt: now },
      });
      if (updated.count === 0) throw new AppError("conflict", "This application is already suspended.");
      await recordEvent(
        tx,
        platformEvent("application.suspended", now, { applicationId: application.id }, { applicationId: application.id, reason }),
      );
      await recordAuditEvent(tx, application.ownerId, "application.suspended", application.id, { name: application.name, reason }, now);
      await recordAuditEvent(tx, staffId, "staff.suspended", application.id, { name: application.name, reason }, now);
      return tx.application.findUniqueOrThrow({ where: { id: application.id }, omit: WITHOUT_SECRET_HASH });
    }),
  );
}

export async function liftSuspension(
  db: Database,
  staffId: string,
  applicationId: string,
  now: Date = new Date(),
): Promise<ApplicationRecord> {
  return changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      await requireStaff(tx, staffId);
      const application = await findApplicationById(tx, applicationId);
      if (application.ownerId === staffId) {
        throw new AppError("forbidden", "This is your own application: another member of staff must lift its suspension.");
      }
      const updated = await tx.application.updateMany({
        where: { id: application.id, suspendedAt: { not: null } },
        data: { suspendedAt: null, suspensionReason: null, updatedAt: now },
      });
      if (updated.count === 0) throw new AppError("conflict", "This application is not suspended.");
      await recordAuditEvent(tx, application.ownerId, "application.unsuspended", application.id, { name: application.name }, now);
      await recordAuditEvent(tx, staffId, "staff.unsuspended", application.id, { name: application.name }, now);
      return tx.application.findUniqueOrThrow({ where: { id: application.id }, omit: WITHOUT_SECRET_HASH });
    }),
  );
}
