import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { ApplicationStateBadge } from "@/components/portal/badges";
import { requireManager } from "@/lib/actions/session";
import { listApplications } from "@/lib/applications";
import { services } from "@/lib/services";

export const metadata: Metadata = { title: "Applications" };

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  const manager = await requireManager("/portal/applications");
  const [applications, { deleted }] = await Promise.all([listApplications(services().db, manager.id), searchParams]);

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
          Register a tool to get a client id (and, for a tool with a server, a client secret), then send managers through the sign-in page
          to get tokens on their behalf.
        </EmptyState>
      ) : (
        // Cards rather than a table, so nothing runs off the side of a phone.
        <ul aria-label="Your applications" className="space-y-3">
          {applications.map((app) => (
            <li key={app.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] sm:items-start">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link href={`/portal/applications/${app.id}`} className="break-words font-medium text-brand-700 hover:underline">
                      {app.name}
                    </Link>
                    <ApplicationStateBadge state={app.state} />
                  </p>
                  <p className="line-clamp-2 text-sm text-slate-600">{app.description}</p>
                </div>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">Kind</dt>
                  <dd>
                    <Badge>{app.kind}</Badge>
                  </dd>
                  <dt className="text-slate-600">Client ID</dt>
                  <dd className="min-w-0">
                    <code className="break-all text-xs">{app.clientId}</code>
                  </dd>
                  <dt className="text-slate-600">Registered</dt>
                  <dd>
                    <Time date={app.createdAt} withTime={false} />
                  </dd>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
