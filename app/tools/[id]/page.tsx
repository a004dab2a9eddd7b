import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { ToolLogo, ToolScopes } from "@/components/tools/tool-parts";
import { services } from "@/lib/services";
import { directoryEntry } from "@/lib/applications/directory";
import { countOf } from "@/lib/text";

export const metadata: Metadata = { title: "Approved tool" };

/** One listed tool: what it is, what it reads, who uses it. Unlisted, unapproved or suspended tools are not found. */
export default async function ToolPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const tool = await directoryEntry(services().db, id);
  if (!tool) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageHeader
        back={{ href: "/tools", label: "Approved tools" }}
        title={
          <span className="flex flex-wrap items-center gap-4">
            <ToolLogo name={tool.name} url={tool.logoUrl} /> {tool.name}
          </span>
        }
        description={tool.description}
      />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
        <dt className="text-slate-600">Website</dt>
        <dd className="min-w-0 break-all">
          {/^https?:\/\//i.test(tool.website) ? (
            <a href={tool.website} rel="noopener noreferrer nofollow" className="font-medium text-brand-700 underline">
              {tool.website}
            </a>
          ) : (
            tool.website
          )}
        </dd>
        <dt className="text-slate-600">Used by</dt>
        <dd className="text-slate-800">{countOf(tool.managers, "manager")}</dd>
        <dt className="text-slate-600">Approved</dt>
        <dd className="text-slate-800">
          <Time date={tool.approvedAt} withTime={false} />
        </dd>
      </dl>
      <section className="mt-8" aria-labelledby="reads-heading">
        <h2 id="reads-heading" className="text-base font-semibold text-ink">
          What it reads
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The scopes its managers allowed it. It asks you for its own when you sign in, and reads nothing you do not allow.
        </p>
        <div className="mt-3">
          <ToolScopes scopes={tool.scopes} />
        </div>
      </section>
      <p className="mt-8 text-sm text-slate-600">
        Allowed it already? See and withdraw its access in{" "}
        <Link href="/portal/authorized" className="font-medium text-brand-700 underline">
          Tools you allowed
        </Link>
        .
      </p>
    </div>
  );
}
