import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { ScopeList } from "@/components/portal/badges";
import { RevokeGrantButton } from "@/components/portal/revoke-grant-button";
import { requireManager } from "@/lib/actions/session";
import { listGrants } from "@/lib/auth/grants";
import { services } from "@/lib/services";

export const metadata: Metadata = { title: "Tools you allowed" };

export default async function AuthorizedPage() {
  const manager = await requireManager("/portal/authorized");
  const grants = await listGrants(services().db, manager.id);

  return (
    <>
      <PageHeader
        title="Tools you allowed"
        description="Applications you let read your game data. Revoking one ends its access at once; it must ask you again to get it back."
      />
      {grants.length === 0 ? (
        <EmptyState title="You have not allowed any tools">
          When a tool sends you to this site&apos;s sign-in page and you choose <strong>Allow</strong>, it appears here with the scopes you
          gave it and when it last used them.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {grants.map((grant) => (
            <li key={grant.id}>
              <Card className="flex flex-wrap items-start justify-between gap-4 p-5">
                <div className="min-w-0 space-y-2">
                  <h2 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {grant.application.directoryPath ? (
                      <Link href={grant.application.directoryPath} className="hover:underline">
                        {grant.application.name}
                      </Link>
                    ) : (
                      grant.application.name
                    )}
                    {grant.application.suspended && <Badge tone="red">Suspended by staff</Badge>}
                  </h2>
                  <p className="text-sm text-slate-600">
                    <a
                      href={grant.application.website}
                      className="text-brand-700 hover:underline"
                      rel="noreferrer noopener"
                      target="_blank"
                    >
                      {grant.application.website}
                    </a>{" "}
                    · by {grant.application.owner}
                  </p>
                  <ScopeList scopes={grant.scopes} />
                  <p className="text-sm text-slate-500">
                    Allowed <Time date={grant.grantedAt} /> · last used <Time date={grant.lastUsedAt} fallback="never" />
                  </p>
                </div>
                <RevokeGrantButton grantId={grant.id} name={grant.application.name} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
