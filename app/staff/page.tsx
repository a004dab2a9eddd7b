import type { Metadata } from "next";
import { countOf } from "@/lib/text";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Table, TBody, THead, Td, Th } from "@/components/ui/table";
import { Time } from "@/components/ui/time";
import { ApplicationLogo } from "@/components/portal/application-logo";
import { ApplicationStateBadge } from "@/components/portal/badges";
import { ApproveButton, LiftSuspensionButton, RejectButton, SuspendButton } from "@/components/portal/staff-decisions";
import { requireStaff } from "@/lib/actions/session";
import { listAllApplications, listReviewQueue } from "@/lib/applications";
import { services } from "@/lib/services";

export const metadata: Metadata = { title: "Staff review" };

export default async function StaffPage() {
  const staff = await requireStaff();
  const [queue, applications] = await Promise.all([listReviewQueue(services().db), listAllApplications(services().db, staff.id)]);

  return (
    <>
      <PageHeader
        title="Staff review"
        description="Approve applications for every manager, or turn them down with a reason the developer reads."
      />

      <section aria-labelledby="queue-heading" className="space-y-4">
        <h2 id="queue-heading" className="text-lg font-semibold text-ink">
          Review queue <span className="font-normal text-slate-500">({queue.length} pending, oldest first)</span>
        </h2>
        {queue.length === 0 ? (
          <EmptyState title="No pending reviews">Review requests from developers appear here.</EmptyState>
        ) : (
          <ul className="space-y-4">
            {queue.map((item) => (
              <li key={item.id}>
                <Card aria-labelledby={`queue-${item.id}`}>
                  <CardHeader
                    id={`queue-${item.id}`}
                    level={3}
                    title={
                      <span className="flex flex-wrap items-center gap-2">
                        <ApplicationLogo name={item.name} url={item.logoUrl} />
                        {item.name} <Badge>{item.kind}</Badge>
                        {item.suspended && <Badge tone="red">Suspended</Badge>}
                      </span>
                    }
                    description={
                      <>
                        by <strong>{item.owner.username}</strong> · requested <Time date={item.requestedAt} />
                      </>
                    }
                    actions={
                      item.owner.id === staff.id ? (
                        <p className="text-sm text-slate-600">Your own application: another member of staff reviews it.</p>
                      ) : (
                        <>
                          <ApproveButton id={item.id} name={item.name} />
                          <RejectButton id={item.id} name={item.name} />
                        </>
                      )
                    }
                  />
                  <CardBody className="space-y-3 text-sm">
                    {item.flags.length > 0 && (
                      <Alert tone="warning" title={`Look twice: ${countOf(item.flags.length, "flag")}`}>
                        <ul className="list-disc space-y-1 pl-5" aria-label={`Flags of ${item.name}`}>
                          {item.flags.map((flag) => (
                            <li key={`${flag.kind}:${flag.message}`} data-flag={flag.kind}>
                              {flag.message}
                            </li>
                          ))}
                        </ul>
                      </Alert>
                    )}
                    <p className="text-slate-700">{item.description}</p>
                    {item.message && (
                      <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-700">Developer&apos;s note: “{item.message}”</p>
                    )}
                    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[9rem_1fr]">
                      <dt className="font-medium text-slate-600">Website</dt>
                      <dd>
                        <a
                          href={item.website}
                          className="break-all text-brand-700 hover:underline"
                          rel="noreferrer noopener"
                          target="_blank"
                        >
                          {item.website}
                        </a>
                      </dd>
                      <dt className="font-medium text-slate-600">Privacy policy</dt>
                      <dd>
                        {item.privacyPolicyUrl ? (
                          <a
                            href={item.privacyPolicyUrl}
                            className="break-all text-brand-700 hover:underline"
                            rel="noreferrer noopener"
                            target="_blank"
                          >
                            {item.privacyPolicyUrl}
                          </a>
                        ) : (
                          <span className="text-slate-600">None given</span>
                        )}
                      </dd>
                      <dt className="font-medium text-slate-600">Terms of use</dt>
                      <dd>
                        {item.termsUrl ? (
                          <a
                            href={item.termsUrl}
                            className="break-all text-brand-700 hover:underline"
                            rel="noreferrer noopener"
                            target="_blank"
                          >
                            {item.termsUrl}
                          </a>
                        ) : (
                          <span className="text-slate-600">None given</span>
                        )}
                      </dd>
                      <dt className="font-medium text-slate-600">Client ID</dt>
                      <dd>
                        <code className="break-all font-mono text-xs">{item.clientId}</code>
                      </dd>
                      <dt className="font-medium text-slate-600">Redirect URIs</dt>
                      <dd>
                        <ul>
                          {item.redirectUris.map((uri) => (
                            <li key={uri}>
                              <code className="break-all font-mono text-xs">{uri}</code>
                            </li>
                          ))}
                        </ul>
                      </dd>
                      <dt className="font-medium text-slate-600">Registered</dt>
                      <dd>
                        <Time date={item.createdAt} />
                      </dd>
                    </dl>
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="all-heading" className="mt-10 space-y-4">
        <h2 id="all-heading" className="text-lg font-semibold text-ink">
          All applications <span className="font-normal text-slate-500">({applications.length})</span>
        </h2>
        {applications.length === 0 ? (
          <EmptyState title="No applications registered yet" />
        ) : (
          <Card>
            {/* Below `sm`, stacked cards with the action in reach; a table from there up. */}
            <ul className="divide-y divide-slate-100 sm:hidden" aria-label="All applications">
              {applications.map((app) => (
                <li key={app.id} className="space-y-2 px-4 py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="min-w-0 font-medium text-ink">{app.name}</p>
                    <ApplicationStateBadge state={app.state} />
                  </div>
                  <p className="break-all font-mono text-xs text-slate-600">{app.clientId}</p>
                  <p className="text-sm text-slate-700">
                    by {app.owner.username} · registered <Time date={app.createdAt} withTime={false} />
                  </p>
                  {app.suspensionReason && <p className="text-xs text-slate-600">“{app.suspensionReason}”</p>}
                  <div>
                    {app.state === "suspended" ? (
                      app.owner.id === staff.id ? (
                        <span className="text-xs text-slate-600">Yours: another member of staff lifts it.</span>
                      ) : (
                        <LiftSuspensionButton id={app.id} name={app.name} />
                      )
                    ) : (
                      <SuspendButton id={app.id} name={app.name} />
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <div className="hidden sm:block">
              <Table caption="All applications">
                <THead>
                  <tr>
                    <Th>Application</Th>
                    <Th>Owner</Th>
                    <Th>State</Th>
                    <Th>Registered</Th>
                    <Th>
                      <span className="sr-only">Actions</span>
                    </Th>
                  </tr>
                </THead>
                <TBody>
                  {applications.map((app) => (
                    <tr key={app.id}>
                      <Td>
                        <p className="font-medium text-ink">{app.name}</p>
                        <p className="font-mono text-xs text-slate-500">{app.clientId}</p>
                      </Td>
                      <Td>{app.owner.username}</Td>
                      <Td>
                        <ApplicationStateBadge state={app.state} />
                        {app.suspensionReason && <p className="mt-1 text-xs text-slate-500">“{app.suspensionReason}”</p>}
                      </Td>
                      <Td>
                        <Time date={app.createdAt} withTime={false} />
                      </Td>
                      <Td className="text-right">
                        {app.state === "suspended" ? (
                          app.owner.id === staff.id ? (
                            <span className="text-xs text-slate-600">Yours: another member of staff lifts it.</span>
                          ) : (
                            <LiftSuspensionButton id={app.id} name={app.name} />
                          )
                        ) : (
                          <SuspendButton id={app.id} name={app.name} />
                        )}
                      </Td>
                    </tr>
                  ))}
                </TBody>
              </Table>
            </div>
          </Card>
        )}
      </section>
    </>
  );
}
