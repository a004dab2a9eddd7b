import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/input";
import { ToolLogo, ToolScopes } from "@/components/tools/tool-parts";
import { services } from "@/lib/services";
import { DirectorySearchSchema, searchDirectory } from "@/lib/applications/directory";
import { SCOPES } from "@/lib/auth/scopes";
import { countOf } from "@/lib/text";

export const metadata: Metadata = {
  title: "Approved tools",
  description: "Every tool the game's staff approved and its developer listed: what it reads, and how many managers use it.",
};

/**
 * The public directory of approved tools: no sign-in. A GET form searches it (the words of a
 * name or description, a scope), so a search is a URL to keep or share, and works without script.
 */
export default async function ToolsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const search = DirectorySearchSchema.parse(await searchParams);
  const tools = await searchDirectory(services().db, search);
  const filtered = search.q !== "" || search.scope !== "";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <PageHeader
        title="Approved tools"
        description="Tools the game's staff reviewed and approved, listed by their developers. Each one reads only what you allow it when you sign in, and you can withdraw its access at any time in the developer portal."
      />
      <form method="get" action="/tools" role="search" aria-label="Search the tools" className="mb-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-full space-y-1.5 sm:basis-0">
          <label htmlFor="tools-q" className="block text-sm font-medium text-ink">
            Words in the name or description
          </label>
          <input id="tools-q" name="q" type="search" defaultValue={search.q} className={controlClasses} maxLength={100} />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="tools-scope" className="block text-sm font-medium text-ink">
            Reads
          </label>
          <select id="tools-scope" name="scope" defaultValue={search.scope} className={`${controlClasses} w-auto`}>
            <option value="">Anything</option>
            {SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {scope}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {filtered && (
          <Link href="/tools" className="py-2 text-sm font-medium text-brand-700 underline">
            Show every tool
          </Link>
        )}
      </form>
      {tools.length === 0 ? (
        <EmptyState title={filtered ? "No tool matches" : "No tools are listed yet"}>
          {filtered
            ? "No listed tool matches this search. Try other words, or any scope."
            : "When staff approve an application and its developer lists it, it appears here."}
        </EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {countOf(tools.length, "tool")}
            {filtered ? " match" : ""}, the most used first
          </p>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Tools" data-testid="tools">
            {tools.map((tool) => (
              <li key={tool.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <ToolLogo name={tool.name} url={tool.logoUrl} />
                <div className="min-w-0 space-y-2">
                  <h2 className="font-semibold text-ink">
                    <Link href={`/tools/${tool.id}`} className="hover:underline">
                      {tool.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-700">{tool.description}</p>
                  <ToolScopes scopes={tool.scopes} compact />
                  <p className="text-xs text-slate-600">
                    Used by {countOf(tool.managers, "manager")} · approved <Time date={tool.approvedAt} withTime={false} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
