import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { personalClientKey, tryItClientKey, type QuotaTier } from "@/lib/auth/authenticate";
import { applicationClientKey, applicationTier, type ApplicationStatus } from "@/lib/auth/application-access";
import type { QuotaLimits, TierLimits } from "@/lib/quota/limits";
import type { QuotaStore } from "@/lib/quota/store";
import { counterFor, type Resource } from "@/lib/quota/windows";

export const RESOURCES: Resource[] = ["minute", "day", "breadth"];

/** How the portal names the allowance of the API reference's try-it token. */
export const TRY_IT_CLIENT_TITLE = "API reference try-it";

export const LIMIT_LABELS: Record<Resource, string> = {
  minute: "Per minute",
  day: "Per day",
  breadth: "Breadth per day",
};

/** One limit as the portal shows it: the same figures the API's `X-RateLimit-*` headers give. */
export interface LimitStanding {
  resource: Resource;
  limit: number;
  used: number;
  remaining: number;
  resetAt: Date;
}

/** A client's allowance now: the manager's personal tokens together, or their own sign-in to one application. */
export interface QuotaStanding {
  title: string;
  applicationId: string | null;
  tier: QuotaTier;
  limits: LimitStanding[];
}

/** What the portal needs from the quota layer: the counters' store and the tiers (tests pass their own). */
export interface StandingSource {
  store: QuotaStore;
  limits: QuotaLimits;
}

/** The three limits of one client key, read from the store without counting anything. */
export async function readStanding(store: QuotaStore, clientKey: string, limits: TierLimits, now: Date): Promise<LimitStanding[]> {
  const counters = RESOURCES.map((r) => counterFor(r, clientKey, limits, now));
  const counts = await store.read(
    counters.map((c) => c.key),
    now,
  );
  return counters.map((c, i) => ({
    resource: c.resource,
    limit: c.limit,
    used: Math.min(counts[i], c.limit),
    remaining: Math.max(0, c.limit - counts[i]),
    resetAt: c.resetAt,
  }));
}

/**
 * The standings `/portal` and `/portal/usage` show: the personal tokens' shared development
 * allowance, then each application the manager owns as the owner's own sign-in to it draws
 * (every manager who signs in to an application has an allowance of their own). With
 * `applicationId`, only that application, for its owner or for staff (anyone else: not found).
 */
export async function loadQuotaStandings(
  db: Database,
  source: StandingSource | false,
  manager: { id: string },
  options: { applicationId?: string; now: Date },
): Promise<QuotaStanding[]> {
  // Counting switched off (some tests): no limit applies, none to show.
  if (!source) return [];
  const { now } = options;
  const select = { id: true, name: true, ownerId: true, status: true } as const;
  let applications: { id: string; name: string; ownerId: string; status: ApplicationStatus }[];
  if (options.applicationId) {
    const application = await db.prisma.application.findUnique({ where: { id: options.applicationId }, select }).catch(() => null);
    if (!application) throw new AppError("not_found", "That application was not found.");
    if (application.ownerId !== manager.id) {
      const viewer = await db.prisma.manager.findUnique({ where: { id: manager.id }, select: { role: true } });
      if (viewer?.role !== "Staff") throw new AppError("not_found", "That application was not found.");
    }
    applications = [application];
  } else {
    applications = await db.prisma.application.findMany({ where: { ownerId: manager.id }, select, orderBy: { createdAt: "asc" } });
  }
  const clients = [
    ...(options.applicationId
      ? []
      : [
          { title: "Personal tokens", applicationId: null, tier: "development" as QuotaTier, key: personalClientKey(manager.id) },
          { title: TRY_IT_CLIENT_TITLE, applicationId: null, tier: "tryIt" as QuotaTier, key: tryItClientKey(manager.id) },
        ]),
    ...applications.map((a) => ({
      title: a.name,
      applicationId: a.id,
      tier: applicationTier(a.status),
      key: applicationClientKey(a.id, a.ownerId),
    })),
  ];
  const standings = await Promise.all(
    clients.map(async ({ key, ...client }) => ({
      ...client,
      limits: await readStanding(source.store, key, source.limits[client.tier], now),
    })),
  );
  // The try-it allowance is shown only while it is in use (a manager who never tried the reference has no such row).
  return standings.filter((s) => s.tier !== "tryIt" || s.limits.some((l) => l.used > 0));
}

/** Calls each of the manager's personal tokens made today (UTC), from the request log. */
export async function personalTokenCallsToday(db: Database, managerId: string, now: Date): Promise<Map<string, number>> {
  const midnight = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
  const rows = await db.prisma.apiCall.groupBy({
    by: ["tokenId"],
    where: { clientKey: { in: [personalClientKey(managerId), tryItClientKey(managerId)] }, at: { gte: midnight }, status: { not: 429 } },
    _count: { _all: true },
  });
  return new Map(rows.filter((r) => r.tokenId).map((r) => [r.tokenId!, r._count._all]));
}

/** From this share of a limit used, the portal warns. */
export const QUOTA_WARNING_SHARE = 0.8;

/** A limit of a client that is spent, or nearly: what the portal's quota banner says. */
export interface QuotaWarning {
  client: string;
  applicationId: string | null;
  resource: Resource;
  level: "spent" | "low";
  used: number;
  limit: number;
  resetAt: Date;
}

/** The limits spent or used from `QUOTA_WARNING_SHARE` on, spent ones first, each client's in the order of its limits. */
export function quotaWarnings(standings: QuotaStanding[]): QuotaWarning[] {
  const warnings = standings.flatMap((s) =>
    s.limits
      .filter((l) => l.limit > 0 && (l.remaining <= 0 || l.used >= l.limit * QUOTA_WARNING_SHARE))
      .map((l): QuotaWarning => ({
        client: s.title,
        applicationId: s.applicationId,
        resource: l.resource,
        level: l.remaining <= 0 ? "spent" : "low",
        used: l.used,
        limit: l.limit,
        resetAt: l.resetAt,
      })),
  );
  return [...warnings.filter((w) => w.level === "spent"), ...warnings.filter((w) => w.level === "low")];
}
