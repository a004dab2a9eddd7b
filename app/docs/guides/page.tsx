import type { Metadata } from "next";
import Link from "next/link";
import { DocsShell } from "@/components/docs/docs-shell";
import { GUIDES } from "@/lib/docs/nav";

export const metadata: Metadata = {
  title: "Guides",
  description: "Guides to the Manager Data API: from a first call to an approved application.",
};

export default function GuidesIndexPage() {
  return (
    <DocsShell current="guides">
      <div className="max-w-3xl px-4 py-8 sm:px-8 lg:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Guides</h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">
          From a first call with a personal token to an application every manager can sign in to.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {GUIDES.map((g) => (
            <li key={g.slug}>
              <Link href={g.href} className="block h-full rounded-lg border border-slate-200 p-4 hover:border-brand-500">
                <span className="font-semibold text-ink">{g.title}</span>
                <span className="mt-1 block text-sm leading-6 text-slate-600">{g.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </DocsShell>
  );
}
