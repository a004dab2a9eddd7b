import type { Metadata } from "next";
import { ApiReference } from "@/components/docs/api-reference";
import { DocsShell } from "@/components/docs/docs-shell";
import { documentServerPath } from "@/lib/docs/document";
import { REFERENCE_PAGE } from "@/lib/docs/nav";
import { getManagerSession } from "@/lib/actions/session";
import { tryItIds } from "@/lib/game/try-it";
import { services } from "@/lib/services";

export const metadata: Metadata = { title: REFERENCE_PAGE.title, description: REFERENCE_PAGE.summary };

export default async function ReferencePage() {
  const [serverPath, manager] = await Promise.all([documentServerPath(), getManagerSession()]);
  // A signed-in manager's first Test Request starts from their own ids (lib/game/try-it.ts).
  const ids = manager ? await tryItIds(services().db, manager.id) : null;
  return (
    <DocsShell current={REFERENCE_PAGE.slug} navigation="bar">
      <h1 className="sr-only">API reference</h1>
      <ApiReference serverPath={serverPath} username={manager?.username ?? null} ids={ids} />
    </DocsShell>
  );
}
