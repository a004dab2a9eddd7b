import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { requireManager } from "@/lib/auth/session";
import { AUDIT_LOG_LIMIT, describeAuditEvent, listAuditEvents } from "@/lib/auth/audit-log";
import { db } from "@/lib/db";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage() {
  const manager = await requireManager("/portal/audit");
  const events = await listAuditEvents(db(), manager.id, { limit: AUDIT_LOG_LIMIT.default });

  return (
    <>
      <PageHeader
        title="Audit log"
        description={`What happened to your tokens, applications and allowed tools, newest first (the latest ${AUDIT_LOG_LIMIT.default}).`}
      />
      {events.length === 0 ? (
        <EmptyState title="Nothing yet">Creating or revoking a token, registering an application or allowing a tool is recorded here.</EmptyState>
      ) : (
        <Card>
          <ol className="divide-y divide-slate-100">
            {events.map((event) => (
              <li key={event.id} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
                <p className="text-sm text-slate-800">{describeAuditEvent(event)}</p>
                <p className="shrink-0 text-xs text-slate-500">
                  <Time date={event.createdAt} />
                </p>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </>
  );
}
