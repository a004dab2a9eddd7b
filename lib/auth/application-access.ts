import type { Expression, RawBuilder } from "kysely";
import { sql } from "@/lib/sql";
import type { QuotaTier } from "@/lib/auth/principal";

/**
 * Who may use an application, in one place, as a TypeScript rule and the SQL predicate it builds
 * (as lib/game/privacy.ts does for what a viewer may see); its table test runs every row through
 * both. Authentication, quota standing, authorize, the code exchange, the refresh and webhook
 * visibility all take it from here, so a change to who may use an application (testers now,
 * organizations later) is made once.
 */

/** An application's review state (Prisma's `ApplicationStatus`). */
export type ApplicationStatus = "Development" | "Approved";

/** An application as the rule reads it: its review state, its owner, and the testers it names. */
export interface AccessedApplication {
  status: ApplicationStatus;
  ownerId: string;
  /** The managers it names as testers (lib/applications/testers.ts); they count while it is in development. */
  testerIds: readonly string[];
}

/**
 * Spec › States: a new application is in development and works only for its owner's own
 * account (and the testers its owner names, at most 25), until staff approve it; then any
 * manager may use it.
 */
export function mayUseApplication(application: AccessedApplication, managerId: string): boolean {
  return application.status === "Approved" || application.ownerId === managerId || application.testerIds.includes(managerId);
}

/**
 * `mayUseApplication` as the SQL predicate the statements filter by, over the application's
 * `id`, `status` (the enum, or its text) and `ownerId` and the manager's id; the testers are the
 * `"ApplicationTester"` table. A null (no such row in an outer join) is not true, so it never
 * lets a statement write.
 */
export function mayUseApplicationSql(columns: {
  id: Expression<string>;
  status: Expression<string>;
  ownerId: Expression<string | null>;
  managerId: Expression<string | null>;
}): RawBuilder<boolean> {
  return sql<boolean>`(${columns.status}::text = 'Approved' OR ${columns.ownerId} = ${columns.managerId}
    OR EXISTS (SELECT 1 FROM "ApplicationTester" tester WHERE tester."applicationId" = ${columns.id} AND tester."managerId" = ${columns.managerId}))`;
}

/** Spec › Limits: an approved application's calls count against the full tier, one in development against the development tier. */
export function applicationTier(status: ApplicationStatus): Extract<QuotaTier, "full" | "development"> {
  return status === "Approved" ? "full" : "development";
}

/** `applicationTier` as the SQL that names it, over the application's `status`. */
export function applicationTierSql(status: Expression<string>): RawBuilder<"full" | "development"> {
  return sql<"full" | "development">`(CASE WHEN ${status}::text = 'Approved' THEN 'full' ELSE 'development' END)`;
}

/** How a refusal by `mayUseApplication` is told, on the consent page and to the client. */
export const DEVELOPMENT_ONLY_FOR_OWNER =
  "This application is in development: only its owner and the testers it names can sign in to it until the game's staff approve it.";

/** The quota client of one manager's sign-in to one application: each manager is counted on their own. */
export const applicationClientKey = (applicationId: string, managerId: string) => `app:${applicationId}:${managerId}`;
