import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { requireManager } from "@/lib/actions/session";
import {
  AUDIT_KINDS,
  AUDIT_LOG_LIMIT,
  auditActor,
  countAuditEvents,
  describeAuditEvent,
  isAuditKind,
  listAuditEvents,
} from "@/lib/auth/audit-log";
import { services } from "@/lib/services";
import { countOf } from "@/lib/text";

export const metadata: Metadata = { title: "Audit log" };

const PER_PAGE = AUDIT_LOG_LIMIT.default;

type Query = { kind?: string | string[]; page?: string | string[] };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function href(kind: string | undefined, page: number) {
  const query = new URLSearchParams();
  if (kind) query.set("kind", kind);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/portal/audit?${text}` : "/portal/audit";
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const manager = await requireManager("/portal/audit");
  // An unknown kind or page is ignored rather than refused: the log simply shows everything.
  const rawKind = first(query.kind);
  const kind = isAuditKind(rawKind) ? rawKind : undefined;
  const total = await countAuditEvents(services().db, manager.id, kind);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const requested = Number.parseInt(first(query.page) ?? "1", 10);
  const page = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), pages) : 1;
  const events = await listAuditEvents(services().db, manager.id, { kind, limit: PER_PAGE, offset: (page - 1) * PER_PAGE });

  return (
    <>
      <PageHeader title="Audit log" description="What happened to your tokens, applications and allowed tools, newest first." />
      <form method="get" action="/portal/audit" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="audit-kind" className="block text-sm font-medium text-slate-800">
            Show
          </label>
          <select
            id="audit-kind"
            name="kind"
            defaultValue={kind ?? ""}
            className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
          >
            <option value="">Every kind</option>
            {Object.entries(AUDIT_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        <p className="w-full text-sm text-slate-600 sm:ml-auto sm:w-auto" role="status">
          {countOf(total, "entry", "entries")}
          {kind ? ` of kind “${AUDIT_KINDS[kind]}”` : ""}
          {pages > 1 ? ` · page ${page} of ${pages}` : ""}
        </p>
      </form>
      {events.length === 0 ? (
        <EmptyState title={kind ? "Nothing of this kind" : "Nothing yet"}>
          {kind ? (
            <Link href="/portal/audit" className="font-medium text-brand-700 underline">
              Show every kind
            </Link>
          ) : (
            "Creating or revoking a token, registering an application or allowing a tool is recorded here."
          )}
        </EmptyState>
      ) : (
        <Card>
          <ol className="divide-y divide-slate-100" aria-label="Audit log entries">
            {events.map((event) => (
              <li
                key={event.id}
                data-kind={event.action}
                className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
              >
                <div className="min-w-0">
                  <p className="text-sm text-slate-800">{describeAuditEvent(event)}</p>
                  <p className="mt-0.5 text-xs text-slate-600">
                    {AUDIT_KINDS[event.action as keyof typeof AUDIT_KINDS] ?? event.action} · by {auditActor(event)}
                  </p>
                </div>
                <p className="shrink-0 text-xs text-slate-600">
                  <Time date={event.createdAt} />
                </p>
              </li>
            ))}
          </ol>
        </Card>
      )}
      {pages > 1 && (
        <nav aria-label="Audit log pages" className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
          {page > 1 ? (
            <Link href={href(kind, page - 1)} className="font-medium text-brand-700 hover:underline" rel="prev">
              ← Newer entries
            </Link>
          ) : (
            <span />
          )}
          {page < pages && (
            <Link href={href(kind, page + 1)} className="font-medium text-brand-700 hover:underline" rel="next">
              Older entries →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
