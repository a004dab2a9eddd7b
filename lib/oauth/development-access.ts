import type { ApplicationStatus } from "@/lib/generated/prisma/client";

/**
 * Spec › States: a new application is in development and works only for its owner's own
 * account, until staff approve it; then any manager may sign in.
 */
export function mayUseApplication(application: { status: ApplicationStatus; ownerId: string }, managerId: string): boolean {
  return application.status === "Approved" || application.ownerId === managerId;
}

export const DEVELOPMENT_ONLY_FOR_OWNER =
  "This application is in development: only its owner can sign in to it until the game's staff approve it.";
