import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAuditEvent } from "@/lib/auth/audit";
import { platformEvent, recordEvent } from "@/lib/events";
import { isUuid } from "@/lib/ids";
import { changingPrincipals } from "@/lib/auth/principal-cache";

/** A tool the manager has allowed, as the "tools I allowed" page lists it. */
export interface GrantView {
  id: string;
  application: {
    id: string;
    name: string;
    website: string;
    owner: string;
    suspended: boolean;
    /** Its entry in the directory of approved tools (/tools), when it is listed there. */
    directoryPath: string | null;
  };
  scopes: string[];
  grantedAt: Date;
  lastUsedAt: Date | null;
}

/** The manager's active grants, most recently used first (never-used ones by when granted). */
export async function listGrants(db: Database, managerId: string): Promise<GrantView[]> {
  if (!isUuid(managerId)) return [];
  const rows = await db.prisma.oAuthGrant.findMany({
    where: { managerId, revokedAt: null },
    orderBy: [{ lastUsedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    select: {
      id: true,
      scopes: true,
      createdAt: true,
      lastUsedAt: true,
      application: {
        select: {
          id: true,
          name: true,
          website: true,
          status: true,
          listedAt: true,
          suspendedAt: true,
          owner: { select: { username: true } },
        },
      },
    },
  });
  return rows.map((grant) => ({
    id: grant.id,
    application: {
      id: grant.application.id,
      name: grant.application.name,
      website: grant.application.website,
      owner: grant.application.owner.username,
      suspended: grant.application.suspendedAt !== null,
      directoryPath:
        grant.application.status === "Approved" && grant.application.listedAt !== null && grant.application.suspendedAt === null
          ? `/tools/${grant.application.id}`
          : null,
    },
    scopes: grant.scopes,
    grantedAt: grant.createdAt,
    lastUsedAt: grant.lastUsedAt,
  }));
}

/**
 * Withdraws the manager's consent to a tool: the grant is marked revoked and every chain of
 * it too (reason `grant_revoked`), so its access tokens stop working and its refresh tokens
 * answer `invalid_grant`. Access tokens are also marked revoked one by one, for the token
 * check that reads only the token row. Signing in again starts a fresh consent.
 */
export async function revokeGrant(db: Database, managerId: string, grantId: string, now: Date = new Date()): Promise<void> {
  const notFound = new AppError("not_found", "That grant was not found, or is already revoked.");
  if (!isUuid(grantId) || !isUuid(managerId)) throw notFound;
  await changingPrincipals(
    db,
    db.prisma.$transaction(async (tx) => {
      const grant = await tx.oAuthGrant.findFirst({
        where: { id: grantId, managerId, revokedAt: null },
        select: { id: true, application: { select: { id: true, name: true } } },
      });
      if (!grant) throw notFound;
      const revoked = await tx.oAuthGrant.updateMany({ where: { id: grant.id, revokedAt: null }, data: { revokedAt: now } });
      if (revoked.count === 0) throw notFound;
      await tx.tokenChain.updateMany({
        where: { grantId: grant.id, revokedAt: null },
        data: { revokedAt: now, revokedReason: "grant_revoked" },
      });
      await tx.accessToken.updateMany({
        where: { chain: { grantId: grant.id }, revokedAt: null },
        data: { revokedAt: now },
      });
      await recordEvent(
        tx,
        platformEvent(
          "grant.revoked",
          now,
          { applicationId: grant.application.id, managerId },
          { applicationId: grant.application.id, managerId },
        ),
      );
      await recordAuditEvent(
        tx,
        managerId,
        "grant.revoked",
        grant.id,
        { application: grant.application.name, applicationId: grant.application.id },
        now,
      );
    }),
  );
}
