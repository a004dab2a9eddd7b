import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { NewTokenForm } from "@/components/portal/new-token-form";
import { requireManager } from "@/lib/actions/session";
import { services } from "@/lib/services";
import { MAX_ACTIVE_PERSONAL_TOKENS } from "@/lib/auth/personal-tokens";
import { LIMIT_LABELS, loadQuotaStandings } from "@/lib/quota/standing";
import { QuotaBanner } from "@/components/usage/quota-banner";

export const metadata: Metadata = { title: "New personal token" };

export default async function NewTokenPage() {
  const manager = await requireManager("/portal/tokens/new");
  const now = new Date();
  const [active, standings] = await Promise.all([
    services().db.prisma.personalToken.count({ where: { managerId: manager.id, revokedAt: null, expiresAt: { gt: now } } }),
    loadQuotaStandings(services().db, services().quota, manager, { now }),
  ]);
  // Every personal token draws on one allowance: the new one starts with what is left of it.
  // (The reference's try-it token has an allowance of its own: not this one.)
  const personal = standings.filter((s) => s.applicationId === null && s.tier !== "tryIt");
  return (
    <>
      <PageHeader
        back={{ href: "/portal/tokens", label: "Personal tokens" }}
        title="New personal token"
        description="Give it a name you will recognise, only the scopes your script needs, and a lifetime."
      />
      <QuotaBanner standings={personal} now={now} className="mb-6" />
      {personal.map((standing) => (
        <p key="allowance" className="mb-6 text-sm text-slate-700" data-testid="shared-allowance">
          A new token shares one allowance with your other personal tokens ({standing.tier === "full" ? "full" : "development"} quota). Left
          now:{" "}
          {standing.limits
            .map((l) => `${LIMIT_LABELS[l.resource].toLowerCase()} ${l.remaining.toLocaleString("en")} of ${l.limit.toLocaleString("en")}`)
            .join(", ")}
          .
        </p>
      ))}
      <Card className="p-6">
        <NewTokenForm atLimit={active >= MAX_ACTIVE_PERSONAL_TOKENS} baseUrl={services().config.baseUrl} />
      </Card>
    </>
  );
}
