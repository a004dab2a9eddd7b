import { personalClientKey, tryItClientKey } from "@/lib/auth/authenticate";
import { TRY_IT_CLIENT_TITLE } from "@/lib/quota/standing";
import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { dayWindow } from "@/lib/quota/windows";

export const REPORT_DAYS = 30;

export interface UsageDayPoint {
  day: string;
  /** Every call with a valid token: answered, refused, or answered 304. */
  calls: number;
  /** Of those, the ones answered 304 Not Modified: free of every limit. */
  notModified: number;
  minute: number;
  daily: number;
  breadth: number;
}

export interface UsageReport {
  /** "Personal tokens" or the application's name. */
  title: string;
  applicationId: string | null;
  /** The last 30 UTC days, oldest first, days without calls included as zero. */
  days: UsageDayPoint[];
  /** Calls (and of them the 304s) per endpoint path template over those days, most called first. */
  endpoints: { endpoint: string; calls: number; notModified: number }[];
  totals: Omit<UsageDayPoint, "day">;
}

type Scope = { clientKey: string } | { applicationId: string };

async function reportFor(db: Database, title: string, scope: Scope, now: Date): Promise<UsageReport> {
  const today = Date.parse(dayWindow(now).id);
  const since = new Date(today - (REPORT_DAYS - 1) * 86_400_000);
  const where = { ...scope, day: { gte: since } };
  const sum = { calls: true, notModified: true, minuteRefusals: true, dayRefusals: true, breadthRefusals: true } as const;
  const [byDay, byEndpoint] = await Promise.all([
    db.prisma.usageDay.groupBy({ by: ["day"], where, _sum: sum }),
    db.prisma.usageDay.groupBy({ by: ["endpoint"], where, _sum: { calls: true, notModified: true } }),
  ]);
  const known = new Map(byDay.map((r) => [r.day.toISOString().slice(0, 10), r._sum]));
  const days: UsageDayPoint[] = [];
  for (let i = 0; i < REPORT_DAYS; i++) {
    const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const s = known.get(day);
    days.push({
      day,
      calls: s?.calls ?? 0,
      notModified: s?.notModified ?? 0,
      minute: s?.minuteRefusals ?? 0,
      daily: s?.dayRefusals ?? 0,
      breadth: s?.breadthRefusals ?? 0,
    });
  }
  const totals = days.reduce(
    (t, d) => ({
      calls: t.calls + d.calls,
      notModified: t.notModified + d.notModified,
      minute: t.minute + d.minute,
      daily: t.daily + d.daily,
      breadth: t.breadth + d.breadth,
    }),
    { calls: 0, notModified: 0, minute: 0, daily: 0, breadth: 0 },
  );
  const endpoints = byEndpoint
    .map((r) => ({ endpoint: r.endpoint, calls: r._sum.calls ?? 0, notModified: r._sum.notModified ?? 0 }))
    .sort((a, b) => b.calls - a.calls || a.endpoint.localeCompare(b.endpoint));
  return { title, applicationId: "applicationId" in scope ? scope.applicationId : null, days, endpoints, totals };
}

/**
 * What `/portal/usage` shows: without `applicationId`, the manager's personal tokens and each
 * application they own; with it, that application, for its owner or for staff (anyone else
 * gets "not found", so ids of others' applications are not confirmed).
 */
export async function loadUsageReports(
  db: Database,
  manager: { id: string },
  options: { applicationId?: string; now: Date },
): Promise<UsageReport[]> {
  if (options.applicationId) {
    const application = await db.prisma.application
      .findUnique({ where: { id: options.applicationId }, select: { id: true, name: true, ownerId: true } })
      .catch(() => null);
    if (!application) throw new AppError("not_found", "That application was not found.");
    if (application.ownerId !== manager.id) {
      const viewer = await db.prisma.manager.findUnique({ where: { id: manager.id }, select: { role: true } });
      if (viewer?.role !== "Staff") throw new AppError("not_found", "That application was not found.");
    }
    return [await reportFor(db, application.name, { applicationId: application.id }, options.now)];
  }
  const applications = await db.prisma.application.findMany({
    where: { ownerId: manager.id },
    select: { id: true, name: true },
    orderBy: { createdAt: "asc" },
  });
  const [personal, tryIt, ...own] = await Promise.all([
    reportFor(db, "Personal tokens", { clientKey: personalClientKey(manager.id) }, options.now),
    reportFor(db, TRY_IT_CLIENT_TITLE, { clientKey: tryItClientKey(manager.id) }, options.now),
    ...applications.map((a) => reportFor(db, a.name, { applicationId: a.id }, options.now)),
  ]);
  // The reference's try-it token has an allowance of its own: shown once it has been used.
  return [personal, ...(tryIt.totals.calls > 0 ? [tryIt] : []), ...own];
}
