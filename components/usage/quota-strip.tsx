import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { LIMIT_LABELS, type LimitStanding, type QuotaStanding } from "@/lib/quota/standing";

export const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit", second: "2-digit" });

const NOTES: Record<LimitStanding["resource"], string> = {
  minute: "the clock minute",
  day: "midnight UTC",
  breadth: "midnight UTC; calls on other clubs and auction reveals",
};

export function resetsIn(resetAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.round((resetAt.getTime() - now.getTime()) / 1000));
  if (seconds < 90) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min`;
}

function barTone(limit: LimitStanding) {
  const left = limit.remaining / limit.limit;
  if (left <= 0.1) return "bg-red-600";
  if (left <= 0.3) return "bg-amber-500";
  return "bg-emerald-600";
}

/**
 * One client's three limits: what is left of each and when it resets, read from the quota
 * counters (the figures the `X-RateLimit-*` headers give). Stacks on a phone.
 */
export function QuotaStrip({ standing, now, links = true }: { standing: QuotaStanding; now: Date; links?: boolean }) {
  const id = `quota-${standing.applicationId ?? "personal"}`;
  return (
    <section aria-labelledby={id} data-testid={id} className="rounded-lg border border-slate-200 p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {standing.title}
          <Badge tone={standing.tier === "full" ? "green" : "neutral"}>
            {standing.tier === "full" ? "Full quota" : standing.tier === "tryIt" ? "Try-it quota" : "Development quota"}
          </Badge>
        </h3>
        {links && (
          <span className="flex flex-wrap gap-x-4 text-sm">
            <Link
              href={standing.applicationId ? `/portal/usage?applicationId=${standing.applicationId}` : "/portal/usage"}
              className="font-medium text-brand-700 hover:underline"
            >
              Usage
            </Link>
            <Link
              href={standing.applicationId ? `/portal/logs?applicationId=${standing.applicationId}` : "/portal/logs"}
              className="font-medium text-brand-700 hover:underline"
            >
              Request log
            </Link>
          </span>
        )}
      </div>
      <p className="mb-3 text-xs text-slate-600">
        {standing.applicationId
          ? "Your own sign-in to it; every manager who signs in to it has an allowance of their own."
          : standing.tier === "tryIt"
            ? "Only the API reference's try-it token draws on this allowance, apart from your scripts'."
            : "Every personal token of yours draws on this one allowance."}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {standing.limits.map((limit) => (
          <div key={limit.resource} data-resource={limit.resource} className="min-w-0">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{LIMIT_LABELS[limit.resource]}</dt>
            <dd>
              <p className="text-sm text-slate-800">
                <strong className="text-lg text-ink" data-testid="remaining">
                  {limit.remaining.toLocaleString("en")}
                </strong>{" "}
                of {limit.limit.toLocaleString("en")} left
              </p>
              <div className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                <div className={`h-full ${barTone(limit)}`} style={{ width: `${Math.round((limit.remaining / limit.limit) * 100)}%` }} />
              </div>
              <p className="mt-1 text-xs text-slate-600">
                Resets in {resetsIn(limit.resetAt, now)}, at{" "}
                <time dateTime={limit.resetAt.toISOString()}>{TIME.format(limit.resetAt)} UTC</time> ({NOTES[limit.resource]})
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
