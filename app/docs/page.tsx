import type { Metadata } from "next";
import { connection } from "next/server";
import { DocsShell } from "@/components/docs/docs-shell";
import { ReferenceBody } from "@/components/docs/reference-body";
import { TryItProvider } from "@/components/docs/try-it";
import { TryItPanel } from "@/components/docs/try-it-panel";
import { documentServerPath, referenceBodyHtml, referenceTitle } from "@/lib/docs/document";
import { REFERENCE_PAGE } from "@/lib/docs/nav";
import { getManagerSession } from "@/lib/actions/session";
import { tryItIds } from "@/lib/game/try-it";
import { services } from "@/lib/services";

export const metadata: Metadata = { title: REFERENCE_PAGE.title, description: REFERENCE_PAGE.summary };

export default async function ReferencePage() {
  await connection();
  const [serverPath, manager] = await Promise.all([documentServerPath(), getManagerSession()]);
  // Signed in, path ids (in the samples and Test Request) are the manager's own (lib/game/try-it.ts).
  const ids = manager ? await tryItIds(services().db, manager.id) : null;
  const { title, version } = referenceTitle();
  return (
    <DocsShell current={REFERENCE_PAGE.slug} navigation="bar">
      <div className="px-4 pt-6 pb-4 sm:px-8 lg:pt-8">
        <p className="text-sm font-semibold text-brand-700">API reference · version {version}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">{title}</h1>
      </div>
      <TryItProvider serverPath={serverPath}>
        <TryItPanel username={manager?.username ?? null} ownClub={ids?.ownClub ?? false} allowance={services().config.quota.tryIt} />
        <ReferenceBody html={referenceBodyHtml(ids)} />
      </TryItProvider>
    </DocsShell>
  );
}
