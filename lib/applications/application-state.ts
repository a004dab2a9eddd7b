import type { Application } from "@/lib/generated/prisma/client";

/**
 * The one state the portal shows for an application, derived from its columns. Suspension
 * wins over everything (the token endpoint refuses a suspended client); then approval; then
 * where its review request stands.
 */
export type ApplicationState = "development" | "pending_review" | "approved" | "rejected" | "suspended";

export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  development: "In development",
  pending_review: "Pending review",
  approved: "Approved",
  rejected: "Review rejected",
  suspended: "Suspended",
};

export function applicationState(app: Pick<Application, "status" | "reviewState" | "suspendedAt">): ApplicationState {
  if (app.suspendedAt) return "suspended";
  if (app.status === "Approved") return "approved";
  if (app.reviewState === "Pending") return "pending_review";
  if (app.reviewState === "Rejected") return "rejected";
  return "development";
}
