import Link from "next/link";
import type { ReactNode } from "react";
import { DocsShell } from "@/components/docs/docs-shell";
import { guidePage, nextPage } from "@/lib/docs/nav";

export interface GuideSection {
  /** The section's anchor: `/docs/guides/<slug>#<id>`. */
  id: string;
  title: string;
  content: ReactNode;
}

/** A guide: title, lead, "on this page" links, the sections, and the next page. */
export function Guide({ slug, lead, sections }: { slug: string; lead: ReactNode; sections: GuideSection[] }) {
  const page = guidePage(slug);
  const next = nextPage(slug);
  return (
    <DocsShell current={slug}>
      <div className="px-4 py-8 sm:px-8 lg:py-12 xl:grid xl:grid-cols-[minmax(0,48rem)_13rem] xl:gap-12">
        <nav
          aria-label="On this page"
          className="mb-8 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm xl:sticky xl:top-6 xl:col-start-2 xl:row-start-1 xl:mb-0 xl:self-start xl:border-0 xl:bg-transparent xl:p-0"
        >
          <p className="font-semibold text-ink">On this page</p>
          <ol className="mt-2 space-y-1.5">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-slate-600 hover:text-brand-700 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 xl:col-start-1 xl:row-start-1">
          <header>
            <p className="text-sm font-semibold text-brand-700">Guide</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{page.title}</h1>
            <div className="mt-4 text-lg leading-8 text-slate-600">{lead}</div>
          </header>
          {sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id} className="mt-10">
              <h2 id={s.id} className="scroll-mt-6 border-b border-slate-200 pb-2 text-2xl font-semibold tracking-tight text-ink">
                <a href={`#${s.id}`} className="hover:underline">
                  {s.title}
                </a>
              </h2>
              {s.content}
            </section>
          ))}
          {next ? (
            <footer className="mt-14 border-t border-slate-200 pt-6">
              <Link href={next.href} className="group block rounded-lg border border-slate-200 p-4 hover:border-brand-500">
                <span className="text-sm text-slate-500">Next</span>
                <span className="mt-0.5 block font-semibold text-ink group-hover:text-brand-700">{next.title} →</span>
                <span className="mt-1 block text-sm text-slate-600">{next.summary}</span>
              </Link>
            </footer>
          ) : null}
        </article>
      </div>
    </DocsShell>
  );
}
