import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { controlClasses } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { CopyButton } from "@/components/ui/copy-button";
import { requireManager } from "@/lib/actions/session";
import { listApplications } from "@/lib/applications";
import { services } from "@/lib/services";
import { AppError } from "@/lib/errors";
import { loadRequestLog, STATUS_FILTER_LABELS, STATUS_FILTERS, type RequestLog } from "@/lib/quota/request-log-report";
import { REQUEST_LOG_KEEP_DAYS } from "@/lib/quota/request-log";

export const metadata: Metadata = { title: "Request log" };

type Query = { applicationId?: string | string[]; status?: string | string[]; requestId?: string | string[]; before?: string | string[] };
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const REFUSED_BY: Record<string, string> = { minute: "per-minute limit", day: "daily limit", breadth: "breadth limit" };

function statusTone(status: number): BadgeTone {
  if (status < 300) return "green";
  if (status === 429) return "red";
  return status >= 500 ? "red" : "amber";
}

function hrefOf(query: Record<string, string | undefined>) {
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  const text = search.toString();
  return text ? `/portal/logs?${text}` : "/portal/logs";
}

export default async function RequestLogPage({ searchParams }: { searchParams: Promise<Query> }) {
  const raw = await searchParams;
  const query = {
    applicationId: first(raw.applicationId) || undefined,
    status: first(raw.status) || undefined,
    requestId: first(raw.requestId) || undefined,
    before: first(raw.before) || undefined,
  };
  const manager = await requireManager(hrefOf(query));
  const applications = await listApplications(services().db, manager.id);
  let log: RequestLog | undefined;
  let problem: string | undefined;
  try {
    log = await loadRequestLog(services().db, manager, query as never);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    if (!(error instanceof AppError && error.code === "invalid_parameter")) throw error;
    problem = error.message;
  }
  const status = STATUS_FILTERS.includes(query.status as never) ? query.status : "all";
  const filtered = (status && status !== "all") || query.requestId;

  return (
    <>
      <PageHeader
        title="Request log"
        description={
          <>
            Your clients’ latest API calls, newest first: each call made with a valid token, kept {REQUEST_LOG_KEEP_DAYS} days. Quote the
            request id (the <code>X-Request-Id</code> header) when you report a problem. Calls appear within a few seconds.
          </>
        }
        actions={
          <Link
            href={query.applicationId ? `/portal/usage?applicationId=${query.applicationId}` : "/portal/usage"}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Usage →
          </Link>
        }
      />
      <form
        method="get"
        action="/portal/logs"
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
        aria-label="Filter the request log"
      >
        <div>
          <label htmlFor="log-client" className="block text-sm font-medium text-slate-800">
            Client
          </label>
          <select id="log-client" name="applicationId" defaultValue={query.applicationId ?? ""} className={`mt-1 ${controlClasses}`}>
            <option value="">Personal tokens</option>
            {applications.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
            {query.applicationId && !applications.some((a) => a.id === query.applicationId) && log && (
              <option value={query.applicationId}>{log.title}</option>
            )}
          </select>
        </div>
        <div>
          <label htmlFor="log-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="log-status" name="status" defaultValue={status} className={`mt-1 ${controlClasses}`}>
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {STATUS_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="log-request-id" className="block text-sm font-medium text-slate-800">
            Request id
          </label>
          <input
            id="log-request-id"
            name="requestId"
            defaultValue={query.requestId ?? ""}
            placeholder="e.g. 3f2a9c1e"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="log-request-id-hint"
            aria-invalid={problem ? true : undefined}
            className={`mt-1 font-mono ${controlClasses}`}
          />
          <p id="log-request-id-hint" className="mt-1 text-xs text-slate-600">
            The whole id or its first characters.
          </p>
        </div>
        <div className="lg:pb-5">
          <Button type="submit" variant="secondary" className="w-full sm:w-auto">
            Show
          </Button>
        </div>
      </form>

      {problem && (
        <Alert tone="error" title="Nothing shown" className="mb-4">
          {problem}
        </Alert>
      )}

      {log && (
        <>
          <h2 className="mb-2 text-sm font-semibold text-ink" id="log-heading">
            {log.title}
            {query.before ? " · older calls" : ""}
          </h2>
          {log.calls.length === 0 ? (
            <EmptyState title={filtered ? "No call matches" : "No calls yet"}>
              {filtered ? (
                <Link href={hrefOf({ applicationId: query.applicationId })} className="font-medium text-brand-700 underline">
                  Show every call
                </Link>
              ) : (
                `Calls made with ${log.applicationId ? "this application's tokens" : "your personal tokens"} in the last ${REQUEST_LOG_KEEP_DAYS} days appear here.`
              )}
            </EmptyState>
          ) : (
            <Card>
              <ol className="divide-y divide-slate-100" aria-labelledby="log-heading" data-testid="request-log">
                {log.calls.map((call) => (
                  <li key={call.id} data-request-id={call.requestId} data-status={call.status} className="grid gap-1.5 px-4 py-3 sm:px-5">
                    <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
                      <Badge tone={statusTone(call.status)} className="font-mono">
                        {call.status}
                      </Badge>
                      <code className="min-w-0 break-all font-mono text-sm text-slate-900">
                        <span className="font-semibold">{call.method}</span> {call.path}
                      </code>
                    </div>
                    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
                      <Time date={call.at} />
                      <span>{call.latencyMs < 10 ? call.latencyMs.toFixed(1) : Math.round(call.latencyMs)} ms</span>
                      {call.endpoint && (
                        <span>
                          endpoint <code className="font-mono">{call.endpoint}</code>
                        </span>
                      )}
                      {call.tokenName && <span>token “{call.tokenName}”</span>}
                      {call.refusedBy && (
                        <span className="font-medium text-red-800">refused by the {REFUSED_BY[call.refusedBy] ?? call.refusedBy}</span>
                      )}
                    </p>
                    <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                      <span>Request id</span>
                      <code className="break-all font-mono text-slate-800">{call.requestId}</code>
                      <CopyButton value={call.requestId} label="Copy request id" />
                    </p>
                  </li>
                ))}
              </ol>
            </Card>
          )}
          {(log.olderBefore || query.before) && (
            <nav aria-label="Request log pages" className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
              {query.before ? (
                <Link href={hrefOf({ ...query, before: undefined })} className="font-medium text-brand-700 hover:underline">
                  ← Newest calls
                </Link>
              ) : (
                <span />
              )}
              {log.olderBefore && (
                <Link
                  href={hrefOf({ ...query, before: log.olderBefore })}
                  className="font-medium text-brand-700 hover:underline"
                  rel="next"
                >
                  Older calls →
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </>
  );
}
