const FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const DATE_ONLY = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });

/** "22 Nov 2026, 14:05 UTC": one readable form for every date in the portal. */
export function formatUtc(date: Date, withTime = true): string {
  return withTime ? `${FORMAT.format(date)} UTC` : DATE_ONLY.format(date);
}

export function Time({ date, withTime = true, fallback = "—" }: { date: Date | null | undefined; withTime?: boolean; fallback?: string }) {
  if (!date) return <span className="text-slate-500">{fallback}</span>;
  return (
    <time dateTime={date.toISOString()} title={`${formatUtc(date)}`}>
      {formatUtc(date, withTime)}
    </time>
  );
}
