import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ApplicationForm } from "@/components/portal/application-form";
import { requireManager } from "@/lib/actions/session";
import { ownApplicationOr404 } from "../load-application";

export const metadata: Metadata = { title: "Edit application" };

export default async function EditApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const manager = await requireManager(`/portal/applications/${id}/edit`);
  const app = await ownApplicationOr404(manager.id, id);
  return (
    <>
      <PageHeader back={{ href: `/portal/applications/${app.id}`, label: app.name }} title="Edit application" />
      <Card className="p-6">
        <ApplicationForm
          mode="edit"
          applicationId={app.id}
          initial={{
            name: app.name,
            description: app.description,
            website: app.website,
            privacyPolicyUrl: app.privacyPolicyUrl ?? "",
            termsUrl: app.termsUrl ?? "",
            kind: app.kind,
            redirectUris: app.redirectUris,
          }}
        />
      </Card>
    </>
  );
}
