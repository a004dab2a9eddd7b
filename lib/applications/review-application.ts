import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAuditEvent } from "@/lib/auth/audit";
import { platformEvent, recordEvent } from "@/lib/events";
import { ReasonSchema, type Reason } from "@/lib/applications/schemas";
import {
  applicationNotFound,
  findApplicationById,
  requireStaff,
  WITHOUT_SECRET_HASH,
  type ApplicationRecord,
  type DbClient,
} from "@/lib/applications/access";
import type { Application } from "@/lib/generated/prisma/client";
import { changingPrincipals } from "@/lib/auth/principal-cache";

/** Who approved: a staff member in the portal, or an operator at the command line (no account). */
type Reviewer = { actor: "staff"; staffId: string } | { actor: "operator" };

function whyNoApproval(application: Application): string | null {
  if (application.status === "Approved") return "This application is already approved.";
  if (application.suspendedAt) return "This application is suspended; lift the suspension before approving it.";
  return null;
}

/** A member of staff never decides on their own application: another one must. */
function refuseOwnReview(application: Application, staffId: string) {
  if (application.ownerId === staffId) {
    throw new AppError("forbidden", "This is your own application: another member of staff must review it.");
  }
}

/**
 * Approval does not require a pending request: staff may approve any application in
 * development (and the operator CLI does so directly). The audit event goes on the owner's log.
 */
async function approve(tx: DbClient, application: Application, reviewer: Reviewer, now: Date): Promise<ApplicationRecord> {
  const refusal = whyNoApproval(application);
  if (refusal) throw new AppError("conflict", refusal);
  const updated = await tx.application.updateMany({
    where: { id: application.id, status: "Development", suspendedAt: null },
    data: {
      status: "Approved",
      reviewState: "Approved",
      reviewedAt: now,
      reviewedById: reviewer.actor === "staff" ? reviewer.staffId : null,
      rejectionReason: null,
      updatedAt: now,
    },
  });
  if (updated.count === 0) throw new AppError("conflict", "The application changed meanwhile; reload and try again.");
  await recordEvent(tx, platformEvent("application.approved", now, { applicationId: application.id }, { applicationId: application.id }));
  await recordAuditEvent(
    tx,
    application.ownerId,
    "application.approved",
    application.id,
    { name: application.name, actor: reviewer.actor },
    now,
  );
  return tx.application.findUniqueOrThrow({ where: { id: application.id }, omit: WITHOUT_SECRET_HASH });
}

/** Staff approve an application: any manager may now sign in to it, on the full quota. */
export async function approveApplication(
  db: Database,
  staffId: string,
  applicationId: string,
  now: Date = new Date(),
): Promise<ApplicationRecord> {
  return changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      const staff = await requireStaff(tx, staffId);
      const application = await findApplicationById(tx, applicationId);
      refuseOwnReview(application, staff.id);
      const approved = await approve(tx, application, { actor: "staff", staffId: staff.id }, now);
      await recordAuditEvent(tx, staff.id, "staff.approved", application.id, { name: application.name, owner: application.ownerId }, now);
      return approved;
    }),
  );
}

/** The operator CLI's `app approve --client-id`: an approval with no staff account behind it. */
export async function approveApplicationAsOperator(db: Database, clientId: string, now: Date = new Date()): Promise<ApplicationRecord> {
  return changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      const application = await tx.application.findUnique({ where: { clientId } });
      if (!application) throw applicationNotFound();
      return approve(tx, application, { actor: "operator" }, now);
    }),
  );
}

/**
 * Staff turn down a pending review request with a reason the owner reads. The application
 * stays in development, and the owner may fix it and request a review again.
 */
export async function rejectApplication(
  db: Database,
  staffId: string,
  applicationId: string,
  input: Reason,
  now: Date = new Date(),
): Promise<ApplicationRecord> {
  return db.prisma.$transaction(async (tx) => {
    const staff = await requireStaff(tx, staffId);
    const { reason } = ReasonSchema.parse(input);
    const application = await findApplicationById(tx, applicationId);
    refuseOwnReview(application, staff.id);
    const updated = await tx.application.updateMany({
      where: { id: application.id, reviewState: "Pending" },
      data: { reviewState: "Rejected", rejectionReason: reason, reviewedAt: now, reviewedById: staff.id, updatedAt: now },
    });
    if (updated.count === 0) throw new AppError("conflict", "This application has no pending review request.");
    await recordAuditEvent(tx, application.ownerId, "application.rejected", application.id, { name: application.name, reason }, now);
    await recordAuditEvent(tx, staff.id, "staff.rejected", application.id, { name: application.name, reason }, now);
    return tx.application.findUniqueOrThrow({ where: { id: application.id }, omit: WITHOUT_SECRET_HASH });
  });
}
