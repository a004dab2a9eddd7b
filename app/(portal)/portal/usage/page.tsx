import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import Link from "next/link";
import { CallsPerDayChart, RefusalsPerDayChart } from "@/components/usage/usage-charts";
import { EndpointSplit } from "@/components/usage/endpoint-split";
import { QuotaStrip } from "@/components/usage/quota-strip";
import { QuotaBanner } from "@/components/usage/quota-banner";
import { requireManager } from "@/lib/actions/session";
import { services } from "@/lib/services";
import { AppError } from "@/lib/errors";
import { loadUsageReports, type UsageReport } from "@/lib/quota/usage-report";
import { loadQuotaStandings, type QuotaStanding } from "@/lib/quota/standing";

export const metadata: Metadata = { title: "API usage" };

export default async function UsagePage({ searchParams }: { searchParams: Promise<{ applicationId?: string | string[] }> }) {
  const raw = (await searchParams).applicationId;
  const applicationId = Array.isArray(raw) ? raw[0] : raw;
  const manager = await requireManager(
    applicationId ? `/portal/usage?applicationId=${encodeURIComponent(applicationId)}` : "/portal/usage",
  );
  const now = new Date();
  let reports: UsageReport[];
  let standings: QuotaStanding[];
  try {
    [reports, standings] = await Promise.all([
      loadUsageReports(services().db, manager, { applicationId, now }),
      loadQuotaStandings(services().db, services().quota, manager, { applicationId, now }),
    ]);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }

  return (
    <>
      <PageHeader
        title="API usage"
        description={
          <>
            Calls per UTC day over the last 30 days, by endpoint, how many were answered 304 Not Modified (free of every limit), and how
            often a limit refused a call. The per-minute limit counts the clock minute (UTC); the daily and breadth limits reset at midnight
            UTC. Figures lag a few seconds.
          </>
        }
      />
      <QuotaBanner standings={standings} now={now} className="mb-6" />
      <section aria-labelledby="quota-now" className="mb-8">
        <h2 id="quota-now" className="mb-1 text-lg font-semibold text-ink">
          Quota now
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          What is left of each limit at this moment, as the API&apos;s X-RateLimit headers report it.
        </p>
        <div className="space-y-3">
          {standings.map((standing) => (
            <QuotaStrip key={standing.applicationId ?? "personal"} standing={standing} now={now} links={false} />
          ))}
        </div>
      </section>
      <div className="space-y-6">
        {reports.map((report) => (
          <Card key={report.applicationId ?? "personal"} aria-labelledby={`usage-${report.applicationId ?? "personal"}`}>
            <CardHeader
              id={`usage-${report.applicationId ?? "personal"}`}
              title={report.title}
              description={`${report.totals.calls} calls in 30 days, ${report.totals.notModified} of them not modified (304, free); refused by the per-minute limit ${report.totals.minute}, the daily limit ${report.totals.daily}, the breadth limit ${report.totals.breadth} times.`}
              actions={
                <Link
                  href={report.applicationId ? `/portal/logs?applicationId=${report.applicationId}` : "/portal/logs"}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  Request log →
                </Link>
              }
            />
            <CardBody className="space-y-6">
              {report.totals.calls === 0 ? (
                <p className="text-sm text-slate-500">No calls in the last 30 days.</p>
              ) : (
                <>
                  <section>
                    <h3 className="mb-2 text-sm font-semibold text-ink">Calls per day</h3>
                    <CallsPerDayChart days={report.days} />
                  </section>
                  <section>
                    <h3 className="mb-2 text-sm font-semibold text-ink">By endpoint</h3>
                    <EndpointSplit endpoints={report.endpoints} />
                  </section>
                  <section>
                    <h3 className="mb-2 text-sm font-semibold text-ink">Limits hit</h3>
                    <RefusalsPerDayChart days={report.days} />
                  </section>
                </>
              )}
            </CardBody>
          </Card>
        ))}
      </div>
    </>
  );
}
