import Link from "next/link";
import type { ReactNode } from "react";

/** Small building blocks for guides, so every guide reads and looks the same. */

export function P({ children }: { children: ReactNode }) {
  return <p className="my-4 leading-7 text-slate-700">{children}</p>;
}

export function C({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] break-words text-slate-800">{children}</code>;
}

export function H3({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="mt-8 scroll-mt-6 text-lg font-semibold text-ink">
      <a href={`#${id}`} className="hover:underline">
        {children}
      </a>
    </h3>
  );
}

export function List({ children, ordered = false }: { children: ReactNode; ordered?: boolean }) {
  const className = `my-4 space-y-2 pl-6 leading-7 text-slate-700 ${ordered ? "list-decimal" : "list-disc"}`;
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

export function Note({ title, children, tone = "info" }: { title: string; children: ReactNode; tone?: "info" | "warning" }) {
  const colours = tone === "warning" ? "border-amber-300 bg-amber-50" : "border-sky-200 bg-sky-50";
  return (
    <aside className={`my-5 rounded-lg border px-4 py-3 ${colours}`}>
      <p className="font-semibold text-ink">{title}</p>
      <div className="mt-1 leading-7 text-slate-700">{children}</div>
    </aside>
  );
}

/**
 * Instructions for whoever runs the service (npm start, the operator command line): kept in
 * one folded aside, so a developer who only calls the API reads past them.
 */
export function RunningItYourself({ children }: { children: ReactNode }) {
  return (
    <aside aria-label="Running it yourself" className="my-5 rounded-lg border border-slate-200 bg-slate-50">
      <details className="group">
        <summary className="cursor-pointer rounded-lg px-4 py-3 font-semibold text-ink marker:text-slate-500">
          Running it yourself <span className="font-normal text-slate-600">(operators of a local instance)</span>
        </summary>
        <div className="border-t border-slate-200 px-4 pb-4 leading-7 text-slate-700">{children}</div>
      </details>
    </aside>
  );
}

export function DocLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="font-medium text-brand-700 underline decoration-brand-500/40 underline-offset-2 hover:decoration-brand-700"
    >
      {children}
    </Link>
  );
}

/** A table that scrolls sideways on a phone instead of breaking the page. */
export function Table({ head, rows, caption }: { head: ReactNode[]; rows: ReactNode[][]; caption?: string }) {
  return (
    // On a narrow screen the table scrolls sideways: the region takes focus so keyboards can scroll it too.
    <div
      tabIndex={0}
      role="region"
      aria-label={caption ?? "Table"}
      className="my-5 overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-orange-600"
    >
      <table className="w-full border-collapse text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col" className="border-b border-slate-200 px-3 py-2 font-semibold whitespace-nowrap">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="align-top odd:bg-white even:bg-slate-50/50">
              {row.map((cell, c) => (
                <td key={c} className="border-b border-slate-100 px-3 py-2 leading-6 text-slate-700">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Text whose `backticked` parts are code, as the API's own descriptions are written. */
export function Ticks({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, i) => (part.startsWith("`") && part.endsWith("`") ? <C key={i}>{part.slice(1, -1)}</C> : <span key={i}>{part}</span>))}
    </>
  );
}
