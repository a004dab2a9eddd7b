/**
 * Calls per endpoint path template: one row per endpoint, its name above a bar, so long paths
 * wrap on a phone instead of squeezing the bars (plain HTML, no chart library, read as a list).
 * The 304 Not Modified answers among them are said beside the count.
 */
export function EndpointSplit({ endpoints }: { endpoints: { endpoint: string; calls: number; notModified: number }[] }) {
  const most = Math.max(1, ...endpoints.map((e) => e.calls));
  return (
    <ol aria-label="Calls by endpoint, last 30 days" className="space-y-2.5">
      {endpoints.map((e) => (
        <li key={e.endpoint} className="min-w-0">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <code className="min-w-0 break-all font-mono text-xs text-slate-800">{e.endpoint}</code>
            <span className="shrink-0 tabular-nums text-slate-700">
              {e.calls.toLocaleString("en")}
              {e.notModified > 0 ? <span className="text-slate-500"> ({e.notModified.toLocaleString("en")} not modified)</span> : null}
            </span>
          </div>
          <div className="mt-1 h-2 w-full rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-full rounded-full bg-cyan-600" style={{ width: `${Math.max(1, Math.round((e.calls / most) * 100))}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
