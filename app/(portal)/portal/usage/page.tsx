import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { CallsPerDayChart, EndpointSplitChart, RefusalsPerDayChart } from "@/components/usage/usage-charts";
import { requireManager } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { loadUsageReports, type UsageReport } from "@/lib/quota/usage-report";

export const metadata: Metadata = { title: "API usage" };

export default async function UsagePage({ searchParams }: { searchParams: Promise<{ applicationId?: string | string[] }> }) {
  const raw = (await searchParams).applicationId;
  const applicationId = Array.isArray(raw) ? raw[0] : raw;
  const manager = await requireManager(applicationId ? `/portal/usage?applicationId=${encodeURIComponent(applicationId)}` : "/portal/usage");
  let reports: UsageReport[];
  try {
    reports = await loadUsageReports(db(), manager, { applicationId, now: new Date() });
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
            Calls per UTC day over the last 30 days, by endpoint, and how often a limit refused a call. The per-minute limit
            counts the clock minute (UTC); the daily and breadth limits reset at midnight UTC. Figures lag a few seconds.
          </>
        }
      />
      <div className="space-y-6">
        {reports.map((report) => (
          <Card key={report.applicationId ?? "personal"} aria-labelledby={`usage-${report.applicationId ?? "personal"}`}>
            <CardHeader
              id={`usage-${report.applicationId ?? "personal"}`}
              title={report.title}
              description={`${report.totals.calls} calls in 30 days; refused by the per-minute limit ${report.totals.minute}, the daily limit ${report.totals.daily}, the breadth limit ${report.totals.breadth} times.`}
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
                    <EndpointSplitChart endpoints={report.endpoints} />
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
