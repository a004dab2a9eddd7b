import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { resetsIn, TIME } from "@/components/usage/quota-strip";
import { quotaWarnings, type QuotaStanding, type QuotaWarning } from "@/lib/quota/standing";

const LIMIT_NAMES: Record<QuotaWarning["resource"], string> = {
  minute: "per-minute limit",
  day: "daily limit",
  breadth: "daily breadth limit",
};

const number = (n: number) => n.toLocaleString("en");

function line(warning: QuotaWarning, now: Date) {
  const state =
    warning.level === "spent"
      ? `is spent (${number(Math.min(warning.used, warning.limit))} of ${number(warning.limit)}) and calls answer 429`
      : `is ${Math.floor((warning.used / warning.limit) * 100)} % used (${number(warning.used)} of ${number(warning.limit)})`;
  return (
    <>
      {warning.client}: the {LIMIT_NAMES[warning.resource]} {state}; it resets in {resetsIn(warning.resetAt, now)}, at{" "}
      <time dateTime={warning.resetAt.toISOString()}>{TIME.format(warning.resetAt)} UTC</time>.
    </>
  );
}

/**
 * A banner over a portal page when any limit of the manager's clients is spent or at 80 % or
 * more: which client, which limit, and when it resets. Nothing when every limit has room.
 */
export function QuotaBanner({ standings, now, className = "" }: { standings: QuotaStanding[]; now: Date; className?: string }) {
  const warnings = quotaWarnings(standings);
  if (warnings.length === 0) return null;
  const spent = warnings.some((w) => w.level === "spent");
  return (
    <Alert
      tone={spent ? "error" : "warning"}
      className={className}
      title={spent ? "A limit is spent: calls are refused until it resets" : "A limit is nearly spent"}
    >
      <ul className="space-y-1" aria-label="Limits spent or nearly spent">
        {warnings.map((w) => (
          <li key={`${w.applicationId ?? "personal"}-${w.resource}`}>{line(w, now)}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link href="/portal/usage" className="font-medium underline">
          See usage
        </Link>{" "}
        ·{" "}
        <Link href="/docs/guides/limits" className="font-medium underline">
          How the limits work
        </Link>
      </p>
    </Alert>
  );
}
