import type { Metadata } from "next";
import { ApiReference } from "@/components/docs/api-reference";
import { DocsShell } from "@/components/docs/docs-shell";
import { DocLink } from "@/components/docs/prose";
import { documentServerPath } from "@/lib/docs/document";
import { REFERENCE_PAGE } from "@/lib/docs/nav";

export const metadata: Metadata = { title: REFERENCE_PAGE.title, description: REFERENCE_PAGE.summary };

export default async function ReferencePage() {
  const serverPath = await documentServerPath();
  return (
    <DocsShell current={REFERENCE_PAGE.slug} navigation="bar">
      <h1 className="sr-only">API reference</h1>
      <p className="border-b border-slate-200 bg-brand-50 px-4 py-3 text-sm leading-6 text-slate-700 sm:px-6">
        <strong className="text-ink">Try it here:</strong> make a personal token in the{" "}
        <DocLink href="/portal/tokens/new">developer portal</DocLink>, open an endpoint, choose <em>Test Request</em>, paste the
        token as the Bearer token and send. New here? Start with the <DocLink href="/docs/guides/quick-start">quick start</DocLink>.
      </p>
      <ApiReference serverPath={serverPath} />
    </DocsShell>
  );
}
