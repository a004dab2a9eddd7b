import type { Metadata } from "next";
import Link from "next/link";
import { DocsShell } from "@/components/docs/docs-shell";
import { C, Ticks } from "@/components/docs/prose";
import { DEPRECATION_NOTICE_DAYS } from "@/lib/api/deprecation";
import { CHANGELOG, changelogAnchor, type ChangeKind } from "@/lib/docs/changelog";
import { operationHref } from "@/lib/docs/document";
import { CHANGELOG_PAGE } from "@/lib/docs/nav";

export const metadata: Metadata = { title: CHANGELOG_PAGE.title, description: CHANGELOG_PAGE.summary };

const KIND_STYLE: Record<ChangeKind, string> = {
  Added: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  Changed: "bg-sky-50 text-sky-800 ring-sky-600/30",
  Deprecated: "bg-amber-50 text-amber-900 ring-amber-600/40",
  Removed: "bg-rose-50 text-rose-800 ring-rose-600/30",
  Fixed: "bg-slate-100 text-slate-800 ring-slate-500/30",
};

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export default function ChangelogPage() {
  return (
    <DocsShell current={CHANGELOG_PAGE.slug}>
      <div className="max-w-3xl px-4 py-8 sm:px-8 lg:py-12">
        <p className="text-sm font-semibold text-brand-700">Reference</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Changelog</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">
          Every change to the API, newest first. Changes follow the{" "}
          <Link href="/docs/guides/compatibility" className="font-medium text-brand-700 underline hover:text-brand-800">
            compatibility policy
          </Link>
          : additions come without notice, and nothing is removed or changed incompatibly without a deprecation of at least{" "}
          {DEPRECATION_NOTICE_DAYS} days.
        </p>
        <ol className="mt-10 space-y-10" aria-label="Changes, newest first">
          {CHANGELOG.map((entry) => {
            const id = changelogAnchor(entry);
            return (
              <li key={id}>
                <article id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6">
                  <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
                    <time dateTime={entry.date}>{longDate(entry.date)}</time>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${KIND_STYLE[entry.kind]}`}>
                      {entry.kind}
                    </span>
                  </p>
                  <h2 id={`${id}-title`} className="mt-2 text-xl font-semibold text-ink">
                    <a href={`#${id}`} className="hover:underline">
                      {entry.title}
                    </a>
                  </h2>
                  <p className="mt-2 leading-7 text-slate-700">
                    <Ticks text={entry.body} />
                  </p>
                  {entry.operations.length > 0 ? (
                    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Operations it touches">
                      {entry.operations.map((operation) => (
                        <li key={operation}>
                          <Link href={operationHref(operation)} className="hover:underline">
                            <C>{operation}</C>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ol>
      </div>
    </DocsShell>
  );
}
