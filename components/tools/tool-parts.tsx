import { SCOPE_DESCRIPTIONS, type Scope } from "@/lib/auth/scopes";

/** A tool's logo, kept by the service, or its initial on a tile. */
export function ToolLogo({ name, url }: { name: string; url: string | null }) {
  if (url) {
    // eslint-disable-next-line @next/next/no-img-element -- served by the service itself, a few KB, sized here
    return <img src={url} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-lg object-cover" />;
  }
  return (
    <span aria-hidden className="grid h-12 w-12 shrink-0 place-items-center rounded-lg bg-slate-100 text-lg font-semibold text-slate-700">
      {name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

/** What a tool reads, in plain words: each scope with what it reveals (or just its name, compact). */
export function ToolScopes({ scopes, compact = false }: { scopes: Scope[]; compact?: boolean }) {
  if (scopes.length === 0) return <p className="text-sm text-slate-600">No manager has allowed it anything yet.</p>;
  if (compact) {
    return (
      <ul className="flex flex-wrap gap-1" aria-label="Reads">
        {scopes.map((scope) => (
          <li key={scope} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700" title={SCOPE_DESCRIPTIONS[scope]}>
            {scope}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="space-y-2" aria-label="Reads">
      {scopes.map((scope) => (
        <li key={scope} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <span className="font-medium capitalize text-ink">{scope}</span>
          <span className="block text-slate-700">{SCOPE_DESCRIPTIONS[scope]}</span>
        </li>
      ))}
    </ul>
  );
}
