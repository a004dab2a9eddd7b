import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { DeliveryLogLive, DeliveryRows, SendTestEventButton, TriggerEventForm } from "@/components/portal/webhook-delivery-log";
import { DeliveryLogFilters } from "@/components/portal/webhook-log-filters";
import { DeleteWebhookEndpointButton, RotateWebhookSecretButton } from "@/components/portal/webhook-endpoint-actions";
import { WebhookEndpointForm } from "@/components/portal/webhook-endpoint-form";
import { DisabledEndpointBanner, EndpointStateBadge } from "@/components/portal/webhook-parts";
import { requireManager } from "@/lib/actions/session";
import { AppError } from "@/lib/errors";
import { EVENT_RETENTION_DAYS, SUBSCRIBABLE_EVENT_TYPES } from "@/lib/events";
import { services } from "@/lib/services";
import { DELIVERY_LOG_PAGE, webhookEndpointLog } from "@/lib/webhooks/endpoints";
import { DeliveryLogFilterSchema, type DeliveryLogFilter, type WebhookEndpointInput } from "@/lib/webhooks/schemas";
import { ownApplicationOr404 } from "../../load-application";

export const metadata: Metadata = { title: "Webhook endpoint" };

/** The endpoint's log, or the not-found page (another manager's endpoint included). */
async function endpointLogOr404(managerId: string, endpointId: string, before: string | undefined, filter: DeliveryLogFilter) {
  try {
    return await webhookEndpointLog(services().db, managerId, endpointId, { before, filter });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}

export default async function WebhookEndpointPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; endpointId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id, endpointId } = await params;
  const query = await searchParams;
  const before = typeof query.before === "string" ? query.before : undefined;
  // A filter value that is none (a hand-edited URL) is left out: the log shows unfiltered.
  const filter = DeliveryLogFilterSchema.parse(query);
  const manager = await requireManager(`/portal/applications/${id}/webhooks/${endpointId}`);
  const { endpoint, deliveries, olderFrom, version } = await endpointLogOr404(manager.id, endpointId, before, filter);
  const here = `/portal/applications/${id}/webhooks/${endpointId}`;
  const filtered = Object.values(filter).some((value) => value !== undefined);
  /** This page's address with the filters kept, and `before` when given. */
  const withFilters = (path: string, from?: string) => {
    const search = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined));
    if (from) search.set("before", from);
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };
  // The endpoint decides which application it belongs to; a URL that names another is not an address of it.
  if (endpoint.applicationId !== id) notFound();
  const app = await ownApplicationOr404(manager.id, id);
  const active = endpoint.enabled && !endpoint.disabled;
  const listener = endpoint.kind === "Listener";
  const settings: WebhookEndpointInput = {
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: SUBSCRIBABLE_EVENT_TYPES.filter((type) => endpoint.eventTypes.includes(type)),
    enabled: active,
  };

  return (
    <>
      <PageHeader
        back={{ href: `/portal/applications/${app.id}/webhooks`, label: `Webhooks of ${app.name}` }}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {listener ? "Listen session" : "Webhook endpoint"} <EndpointStateBadge endpoint={endpoint} />
          </span>
        }
        description={
          <div className="space-y-1">
            {listener ? (
              <p className="break-words">
                Deliveries go down the stream of <code className="font-mono">manager-data listen</code>, which posts them to{" "}
                <span className="break-all font-mono text-ink">{endpoint.url || "the URL it was given"}</span> and reports each answer here.
                {endpoint.disabled ? ` ${endpoint.disabled.reason} Start listen again for a new session.` : ""}
              </p>
            ) : (
              <p className="break-all font-mono text-sm text-ink">{endpoint.url}</p>
            )}
            {endpoint.description && !listener && <p className="break-words">{endpoint.description}</p>}
            <p className="text-xs text-slate-600">
              {listener ? "Session id" : "Endpoint id"} <code className="break-all font-mono">{endpoint.id}</code> ·{" "}
              <Link href="/docs/guides/webhooks" className="font-medium text-brand-700 underline">
                Webhooks guide
              </Link>
            </p>
          </div>
        }
      />

      <DisabledEndpointBanner endpoint={endpoint} />
      {endpoint.failingSince && !endpoint.disabled && (
        <Alert
          tone="warning"
          title={
            <>
              Failing since <Time date={endpoint.failingSince} />
            </>
          }
          className="mb-6"
        >
          Deliveries to it are being retried. If none gets through for 3 days, the service disables the endpoint. The latest attempts below
          say what went wrong.
        </Alert>
      )}

      <div className="space-y-6">
        <DeliveryLogLive pollUrl={withFilters(`${here}/log`, before)} version={version}>
          <Card aria-labelledby="log-heading">
            <CardHeader
              id="log-heading"
              title="Delivery log"
              description={`${before ? `${DELIVERY_LOG_PAGE} deliveries a page` : `The latest ${DELIVERY_LOG_PAGE} deliveries`}, newest first, kept ${EVENT_RETENTION_DAYS} days; code, latency and error are of the latest attempt. Open a delivery's attempts for the request as sent and the answer. ${listener ? "A delivery is sent to listen once, and Redeliver sends it again." : "A failed delivery is retried for 3 days, and Redeliver sends it again now."}`}
            />
            <CardBody className="space-y-5 border-b border-slate-100">
              <SendTestEventButton endpointId={endpoint.id} active={active} refreshHref={withFilters(here, before)} />
              <TriggerEventForm endpointId={endpoint.id} active={active} />
            </CardBody>
            <CardBody className="border-b border-slate-100">
              <DeliveryLogFilters action={here} filter={filter} filtered={filtered} />
            </CardBody>
            {deliveries.length === 0 ? (
              <div className="p-5">
                {filtered ? (
                  <EmptyState title="No deliveries match">
                    No delivery of this endpoint matches these filters{before ? " on this page" : ""}. Clear them to see the whole log.
                  </EmptyState>
                ) : (
                  <EmptyState title="No deliveries yet">
                    Events of the types this endpoint receives appear here as they are sent. Send a test event or trigger one to try your
                    receiver now.
                  </EmptyState>
                )}
              </div>
            ) : (
              // On a narrow screen the table scrolls sideways: the region takes focus so keyboards can scroll it
              // too, and is positioned so the cells' screen-reader text stays inside it rather than widening the page.
              <div
                tabIndex={0}
                role="region"
                aria-label="Deliveries"
                className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <table className="w-full min-w-[50rem] text-left text-sm" data-testid="delivery-log">
                  <caption className="sr-only">Deliveries to this endpoint, newest first</caption>
                  <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                    <tr>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        Time
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        Event
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        Attempts
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        Status
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        Code
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        Latency
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        Last error
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  {deliveries.map((delivery) => (
                    <DeliveryRows key={delivery.id} delivery={delivery} canRedeliver={active} />
                  ))}
                </table>
              </div>
            )}
            {(before || olderFrom) && (
              <nav aria-label="Delivery log pages" className="flex flex-wrap gap-4 border-t border-slate-100 px-5 py-3 text-sm">
                {before && (
                  <Link href={withFilters(here)} className="font-medium text-brand-700 underline">
                    Newest deliveries
                  </Link>
                )}
                {olderFrom && (
                  <Link href={withFilters(here, olderFrom)} className="font-medium text-brand-700 underline">
                    Older deliveries
                  </Link>
                )}
              </nav>
            )}
          </Card>
        </DeliveryLogLive>

        {!listener && (
          <>
            <Card aria-labelledby="secrets-heading">
              <CardHeader
                id="secrets-heading"
                title="Signing secrets"
                description="Every delivery carries one signature per secret below, in its webhook-signature header. Only their first characters are kept in view."
              />
              <CardBody className="space-y-4">
                <ul className="space-y-2" aria-labelledby="secrets-heading">
                  {endpoint.secrets.map((secret) => (
                    <li key={secret.createdAt.toISOString()} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                      <code className="rounded bg-slate-100 px-2 py-0.5 font-mono text-sm">{secret.hint}</code>
                      {secret.expiresAt ? (
                        <>
                          <Badge tone="amber">Being rotated out</Badge>
                          <span>
                            still signing, valid until <Time date={secret.expiresAt} />
                          </span>
                        </>
                      ) : (
                        <>
                          <Badge tone="green">Current</Badge>
                          <span>
                            made <Time date={secret.createdAt} />
                          </span>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
                <RotateWebhookSecretButton endpointId={endpoint.id} />
              </CardBody>
            </Card>

            <Card aria-labelledby="settings-heading">
              <CardHeader id="settings-heading" title="Settings" description="Its URL, the event types it receives, and its switch." />
              <CardBody>
                <WebhookEndpointForm
                  mode="edit"
                  endpointId={endpoint.id}
                  development={app.status === "Development"}
                  initial={settings}
                  disabledAt={endpoint.disabled?.at ?? null}
                />
              </CardBody>
            </Card>
          </>
        )}

        <Card aria-labelledby="delete-heading">
          <CardHeader
            id="delete-heading"
            title={listener ? "Delete this session" : "Delete this endpoint"}
            description={listener ? "Its stream ends, and its log goes with it." : "Nothing more is sent to it, and its log goes with it."}
          />
          <CardBody>
            <DeleteWebhookEndpointButton applicationId={app.id} endpointId={endpoint.id} listener={listener} />
          </CardBody>
        </Card>
      </div>
    </>
  );
}
