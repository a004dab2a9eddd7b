import { reviewFlags, type ReviewFlag } from "@/lib/applications/review-flags";
import type { Database } from "@/lib/db";
import type { ApplicationStatus, Prisma, ReviewState } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/ids";
import { applicationState, type ApplicationState } from "@/lib/applications/application-state";
import {
  findApplicationById,
  findOwnedApplication,
  requireStaff,
  withoutSecretHash,
  WITHOUT_SECRET_HASH,
  type ApplicationRecord,
} from "@/lib/applications/access";
import { logoPath } from "@/lib/applications/application-logo";

export type OwnedApplication = ApplicationRecord & { state: ApplicationState };

export interface StaffApplicationView extends OwnedApplication {
  owner: { id: string; username: string };
  reviewedBy: { id: string; username: string } | null;
}

export interface ReviewQueueItem {
  id: string;
  name: string;
  description: string;
  website: string;
  privacyPolicyUrl: string | null;
  termsUrl: string | null;
  /** Where its logo is served, or null. */
  logoUrl: string | null;
  kind: "Confidential" | "Public";
  clientId: string;
  redirectUris: string[];
  owner: { id: string; username: string };
  /** The owner's note to staff, if any. */
  message: string | null;
  requestedAt: Date;
  createdAt: Date;
  suspended: boolean;
  /** What staff should look at twice (lib/applications/review-flags.ts). */
  flags: ReviewFlag[];
}

export interface ApplicationFilter {
  status?: ApplicationStatus;
  reviewState?: ReviewState;
  /** true: only suspended ones; false: only those not suspended. */
  suspended?: boolean;
}

const withState = <T extends ApplicationRecord>(app: T): T & { state: ApplicationState } => ({ ...app, state: applicationState(app) });

const PEOPLE = {
  owner: { select: { id: true, username: true } },
  reviewedBy: { select: { id: true, username: true } },
} as const;

/** The manager's own applications, newest first. */
export async function listApplications(db: Database, ownerId: string): Promise<OwnedApplication[]> {
  if (!isUuid(ownerId)) return [];
  const rows = await db.prisma.application.findMany({ where: { ownerId }, orderBy: { createdAt: "desc" }, omit: WITHOUT_SECRET_HASH });
  return rows.map(withState);
}

/** One of the manager's own applications; another manager's id is not_found. */
export async function getApplication(db: Database, ownerId: string, applicationId: string): Promise<OwnedApplication> {
  return withState(withoutSecretHash(await findOwnedApplication(db.prisma, ownerId, applicationId)));
}

export async function getApplicationForStaff(db: Database, staffId: string, applicationId: string): Promise<StaffApplicationView> {
  await requireStaff(db.prisma, staffId);
  const { id } = await findApplicationById(db.prisma, applicationId);
  const row = await db.prisma.application.findUniqueOrThrow({ where: { id }, omit: WITHOUT_SECRET_HASH, include: PEOPLE });
  return withState(row);
}

/** Every application, for the staff page, newest first; filter by status, review state or suspension. */
export async function listAllApplications(db: Database, staffId: string, filter: ApplicationFilter = {}): Promise<StaffApplicationView[]> {
  await requireStaff(db.prisma, staffId);
  const where: Prisma.ApplicationWhereInput = {
    status: filter.status,
    reviewState: filter.reviewState,
    suspendedAt: filter.suspended === undefined ? undefined : filter.suspended ? { not: null } : null,
  };
  const rows = await db.prisma.application.findMany({ where, orderBy: { createdAt: "desc" }, omit: WITHOUT_SECRET_HASH, include: PEOPLE });
  return rows.map(withState);
}

/**
 * Pending review requests, oldest first. It takes no actor: the staff pages check the
 * session's role before calling it (and every staff action re-checks it).
 */
export async function listReviewQueue(db: Database): Promise<ReviewQueueItem[]> {
  const rows = await db.prisma.application.findMany({
    where: { reviewState: "Pending" },
    orderBy: [{ reviewRequestedAt: "asc" }, { id: "asc" }],
    include: { owner: { select: { id: true, username: true } }, logo: { select: { updatedAt: true } } },
    omit: WITHOUT_SECRET_HASH,
  });
  const owners = [...new Set(rows.map((app) => app.ownerId))];
  const [rejected, approved] = await Promise.all([
    db.prisma.application.groupBy({ by: ["ownerId"], where: { ownerId: { in: owners }, reviewState: "Rejected" }, _count: true }),
    rows.length === 0 ? [] : db.prisma.application.findMany({ where: { status: "Approved" }, select: { name: true, ownerId: true } }),
  ]);
  const rejections = new Map(rejected.map((row) => [row.ownerId, row._count]));
  return rows.map((app) => ({
    id: app.id,
    name: app.name,
    description: app.description,
    website: app.website,
    privacyPolicyUrl: app.privacyPolicyUrl,
    termsUrl: app.termsUrl,
    logoUrl: app.logo ? logoPath(app.id, app.logo.updatedAt) : null,
    kind: app.kind,
    clientId: app.clientId,
    redirectUris: app.redirectUris,
    owner: app.owner,
    message: app.reviewMessage,
    requestedAt: app.reviewRequestedAt ?? app.updatedAt,
    createdAt: app.createdAt,
    suspended: app.suspendedAt !== null,
    flags: reviewFlags(app, {
      // A pending request is not rejected: every rejection counted is of another application.
      ownerRejections: rejections.get(app.ownerId) ?? 0,
      // The owner's own approved tools are theirs to name alike.
      approvedNames: approved.filter((other) => other.ownerId !== app.ownerId).map((other) => other.name),
    }),
  }));
}

/** How many managers allow the owner's application now (consents not withdrawn), and how many hold a live sign-in. */
export async function countApplicationUsers(
  db: Database,
  ownerId: string,
  applicationId: string,
  now: Date = new Date(),
): Promise<{ managers: number; signedIn: number }> {
  const { id } = await findOwnedApplication(db.prisma, ownerId, applicationId);
  const [managers, signedIn] = await Promise.all([
    db.prisma.oAuthGrant.count({ where: { applicationId: id, revokedAt: null } }),
    db.prisma.tokenChain
      .findMany({
        where: { applicationId: id, revokedAt: null, refreshTokens: { some: { spentAt: null, expiresAt: { gt: now } } } },
        distinct: ["managerId"],
        select: { managerId: true },
      })
      .then((rows) => rows.length),
  ]);
  return { managers, signedIn };
}

/** How many managers allow an application now: shown to every manager on its consent page. */
export async function countManagersAllowing(db: Database, applicationId: string): Promise<number> {
  return db.prisma.oAuthGrant.count({ where: { applicationId, revokedAt: null } });
}
