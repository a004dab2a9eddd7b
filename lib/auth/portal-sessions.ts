/**
 * Portal sessions that end (README › The portal's sessions). The session cookie is a sealed,
 * self-contained token; on its own it would open the portal until it expires, whatever the
 * manager did. So each sign-in is a row, the cookie names it, and every read of a session asks
 * whether its row still stands: signing out ends the row, "Sign out everywhere" ends all of the
 * manager's, and a cookie saved before either opens nothing.
 */
import type { Database } from "@/lib/db";
import { recordAuditEvent } from "@/lib/auth/audit";

/** Starts the session of one sign-in; its id goes into the cookie. */
export async function startPortalSession(db: Database, managerId: string, expiresAt: Date, now = new Date()): Promise<string> {
  // Rows of sessions long over are no use to anyone: cleared at the manager's next sign-in.
  await db.prisma.portalSession.deleteMany({ where: { managerId, expiresAt: { lt: now } } });
  const { id } = await db.prisma.portalSession.create({ data: { managerId, expiresAt }, select: { id: true } });
  return id;
}

/** Whether the session a cookie names is still the manager's, unended and unexpired. */
export async function isPortalSessionLive(db: Database, sessionId: string, managerId: string, now = new Date()): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const row = await db.prisma.portalSession.findFirst({
    where: { id: sessionId, managerId, endedAt: null, expiresAt: { gt: now } },
    select: { id: true },
  });
  return row !== null;
}

/** Signing out: ends this session only. */
export async function endPortalSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return;
  await db.prisma.portalSession.updateMany({ where: { id: sessionId, endedAt: null }, data: { endedAt: now } });
}

/**
 * "Sign out everywhere" (and whatever must end every session, a password change were there one):
 * ends all of the manager's, in the audit log. Returns how many.
 */
export async function endEveryPortalSession(db: Database, managerId: string, now = new Date()): Promise<number> {
  return db.prisma.$transaction(async (tx) => {
    const { count } = await tx.portalSession.updateMany({
      where: { managerId, endedAt: null, expiresAt: { gt: now } },
      data: { endedAt: now },
    });
    await recordAuditEvent(tx, managerId, "portal_sessions.ended", "portal", { sessions: count }, now);
    return count;
  });
}
