import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAuditEvent } from "@/lib/auth/audit";
import { ReviewRequestSchema, type ReviewRequest } from "@/lib/applications/schemas";
import { findOwnedApplication, WITHOUT_SECRET_HASH, type ApplicationRecord } from "@/lib/applications/access";
import type { Application } from "@/lib/generated/prisma/client";

function whyNoReview(application: Application): string | null {
  if (application.suspendedAt) return "This application is suspended; staff must lift the suspension first.";
  if (application.status === "Approved") return "This application is already approved.";
  if (application.reviewState === "Pending") return "A review is already pending for this application.";
  return null;
}

/**
 * Asks staff to approve an application in development. Allowed again after a rejection;
 * the previous reason is cleared. The update is conditional on the state just checked, so
 * two concurrent requests cannot both pass.
 */
export async function requestReview(
  db: Database,
  ownerId: string,
  applicationId: string,
  request: ReviewRequest,
  now: Date = new Date(),
): Promise<ApplicationRecord> {
  const { message } = ReviewRequestSchema.parse(request);
  return db.prisma.$transaction(async (tx) => {
    const application = await findOwnedApplication(tx, ownerId, applicationId);
    const refusal = whyNoReview(application);
    if (refusal) throw new AppError("conflict", refusal);
    const updated = await tx.application.updateMany({
      where: { id: application.id, ownerId, status: "Development", reviewState: { in: ["None", "Rejected"] }, suspendedAt: null },
      data: { reviewState: "Pending", reviewMessage: message || null, reviewRequestedAt: now, rejectionReason: null, updatedAt: now },
    });
    if (updated.count === 0) throw new AppError("conflict", "The application changed meanwhile; reload and try again.");
    await recordAuditEvent(tx, ownerId, "review.requested", application.id, { name: application.name }, now);
    return tx.application.findUniqueOrThrow({ where: { id: application.id }, omit: WITHOUT_SECRET_HASH });
  });
}
