import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { NewTokenForm } from "@/components/portal/new-token-form";
import { requireManager } from "@/lib/actions/session";
import { services } from "@/lib/services";
import { MAX_ACTIVE_PERSONAL_TOKENS } from "@/lib/auth/personal-tokens";

export const metadata: Metadata = { title: "New personal token" };

export default async function NewTokenPage() {
  const manager = await requireManager("/portal/tokens/new");
  const active = await services().db.prisma.personalToken.count({
    where: { managerId: manager.id, revokedAt: null, expiresAt: { gt: new Date() } },
  });
  return (
    <>
      <PageHeader
        back={{ href: "/portal/tokens", label: "Personal tokens" }}
        title="New personal token"
        description="Give it a name you will recognise, only the scopes your script needs, and a lifetime."
      />
      <Card className="p-6">
        <NewTokenForm atLimit={active >= MAX_ACTIVE_PERSONAL_TOKENS} />
      </Card>
    </>
  );
}
