import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, THead, Td, Th } from "@/components/ui/table";
import { Time } from "@/components/ui/time";
import { ApplicationStateBadge } from "@/components/portal/badges";
import { requireManager } from "@/lib/auth/session";
import { listApplications } from "@/lib/applications";
import { db } from "@/lib/db";

export const metadata: Metadata = { title: "Applications" };

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  const manager = await requireManager("/portal/applications");
  const [applications, { deleted }] = await Promise.all([listApplications(db(), manager.id), searchParams]);

  return (
    <>
      <PageHeader
        title="Applications"
        description="Tools other managers sign in to with OAuth 2.0. A new application works only for your own account until staff approve it."
        actions={<ButtonLink href="/portal/applications/new">Register an application</ButtonLink>}
      />
      {deleted && (
        <Alert tone="success" className="mb-4">
          The application was deleted and its tokens no longer work.
        </Alert>
      )}
      {applications.length === 0 ? (
        <EmptyState title="No applications yet" action={<ButtonLink href="/portal/applications/new">Register an application</ButtonLink>}>
          Register a tool to get a client id (and, for a tool with a server, a client secret), then send managers through the
          sign-in page to get tokens on their behalf.
        </EmptyState>
      ) : (
        <Card>
          <Table caption="Your applications">
            <THead>
              <tr>
                <Th>Name</Th>
                <Th>Kind</Th>
                <Th>State</Th>
                <Th>Client ID</Th>
                <Th>Registered</Th>
              </tr>
            </THead>
            <TBody>
              {applications.map((app) => (
                <tr key={app.id}>
                  <Td>
                    <Link href={`/portal/applications/${app.id}`} className="font-medium text-brand-700 hover:underline">
                      {app.name}
                    </Link>
                  </Td>
                  <Td>
                    <Badge>{app.kind}</Badge>
                  </Td>
                  <Td>
                    <ApplicationStateBadge state={app.state} />
                  </Td>
                  <Td>
                    <code className="text-xs">{app.clientId}</code>
                  </Td>
                  <Td>
                    <Time date={app.createdAt} withTime={false} />
                  </Td>
                </tr>
              ))}
            </TBody>
          </Table>
        </Card>
      )}
    </>
  );
}
