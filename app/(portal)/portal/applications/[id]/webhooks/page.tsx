import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Time } from "@/components/ui/time";
import { WebhookEndpointForm } from "@/components/portal/webhook-endpoint-form";
import { DisabledEndpointBanner, EndpointStateBadge, EventTypeList } from "@/components/portal/webhook-parts";
import { WEBHOOK_URL_RULE } from "@/components/portal/webhook-rules";
import { requireManager } from "@/lib/actions/session";
import { services } from "@/lib/services";
import { countOf } from "@/lib/text";
import { listListenSessions, listWebhookEndpoints } from "@/lib/webhooks/endpoints";
import { listenCommand } from "@/lib/docs/client-package";
import { MAX_WEBHOOK_ENDPOINTS } from "@/lib/webhooks/schemas";
import { ownApplicationOr404 } from "../load-application";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ deleted?: string }>;
}) {
  const [{ id }, { deleted }] = await Promise.all([params, searchParams]);
  const manager = await requireManager(`/portal/applications/${id}/webhooks`);
  const app = await ownApplicationOr404(manager.id, id);
  const [endpoints, listeners] = await Promise.all([
    listWebhookEndpoints(services().db, manager.id, app.id),
    listListenSessions(services().db, manager.id, app.id),
  ]);
  const now = new Date();
  const development = app.status === "Development";
  const endpointPath = (endpointId: string) => `/portal/applications/${app.id}/webhooks/${endpointId}`;

  return (
    <>
      <PageHeader
        back={{ href: `/portal/applications/${app.id}`, label: app.name }}
        title="Webhooks"
        description={
          <>
            Events POSTed to your server as they happen, each signed with the endpoint&apos;s secret. The{" "}
            <Link href="/docs/guides/webhooks" className="font-medium text-brand-700 underline">
              webhooks guide
            </Link>{" "}
            lists the event types and shows how to verify a delivery.
          </>
        }
      />
      {deleted && (
        <Alert tone="success" className="mb-6">
          The endpoint was deleted.
        </Alert>
      )}

      {endpoints.map((endpoint) => (
        <DisabledEndpointBanner key={endpoint.id} endpoint={endpoint} logHref={endpointPath(endpoint.id)} />
      ))}

      <div className="space-y-6">
        <section aria-labelledby="endpoints-heading" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="endpoints-heading" className="text-lg font-semibold text-ink">
              Endpoints
            </h2>
            <p className="text-sm text-slate-600">
              {endpoints.length} of {MAX_WEBHOOK_ENDPOINTS}
            </p>
          </div>
          {endpoints.length === 0 ? (
            <EmptyState title="No endpoints yet">
              Add one below: the URL of your receiver and the event types it wants. Its signing secret is shown once, when you add it.
            </EmptyState>
          ) : (
            <ul aria-labelledby="endpoints-heading" className="space-y-3">
              {endpoints.map((endpoint) => (
                <li key={endpoint.id} data-endpoint-id={endpoint.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <Link href={endpointPath(endpoint.id)} className="break-all font-mono text-sm font-medium text-brand-700 hover:underline">
                    {endpoint.url}
                  </Link>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
                    <EndpointStateBadge endpoint={endpoint} />
                    {endpoint.description && <span className="min-w-0 break-words">{endpoint.description}</span>}
                  </p>
                  {endpoint.failingSince && !endpoint.disabled && (
                    <p className="mt-2 text-sm font-medium text-amber-800">
                      Failing since <Time date={endpoint.failingSince} />: deliveries are being retried.
                    </p>
                  )}
                  <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span>{countOf(endpoint.eventTypes.length, "event type")}:</span>
                    <EventTypeList types={endpoint.eventTypes} />
                  </div>
                  <p className="mt-2 text-xs text-slate-600">
                    Added <Time date={endpoint.createdAt} withTime={false} /> ·{" "}
                    <Link href={endpointPath(endpoint.id)} className="font-medium text-brand-700 hover:underline">
                      Settings, secret and delivery log<span className="sr-only"> of {endpoint.url}</span> →
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="listeners-heading" className="space-y-3">
          <h2 id="listeners-heading" className="text-lg font-semibold text-ink">
            Forward to your machine
          </h2>
          <p className="text-sm text-slate-700">
            <code className="font-mono">listen</code> receives this application&apos;s deliveries on your computer, through any firewall,
            and posts each to a local URL, signed with a secret of its own that it prints. Every answer shows in the session&apos;s delivery
            log. Run it with a personal token in <code className="font-mono">MANAGER_DATA_TOKEN</code>;{" "}
            <Link href="/docs/guides/webhooks#develop-locally" className="font-medium text-brand-700 underline">
              develop locally
            </Link>{" "}
            has the whole loop.
          </p>
          <pre
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-code-line bg-code p-3 font-mono text-xs text-code-fg"
            data-testid="listen-command"
          >
            <code>{`export MANAGER_DATA_URL=${services().config.baseUrl}\nexport MANAGER_DATA_TOKEN=gmpat_…   # a personal token of yours\n${listenCommand(services().config.baseUrl, app.clientId)}`}</code>
          </pre>
          {listeners.length > 0 && (
            <ul aria-labelledby="listeners-heading" className="space-y-2">
              {listeners.map((listener) => (
                <li
                  key={listener.id}
                  data-listener-id={listener.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm"
                >
                  <EndpointStateBadge endpoint={listener} now={now} />
                  <span className="min-w-0 break-all font-mono">{listener.url || "no URL given"}</span>
                  <span className="text-slate-600">
                    started <Time date={listener.createdAt} />
                  </span>
                  <Link href={endpointPath(listener.id)} className="font-medium text-brand-700 hover:underline">
                    Delivery log<span className="sr-only"> of the listen session started {listener.createdAt.toISOString()}</span> →
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <Card aria-labelledby="add-endpoint-heading">
          <CardHeader
            id="add-endpoint-heading"
            title="Add endpoint"
            description={`Where to POST events, and which ones. URLs: ${WEBHOOK_URL_RULE}`}
          />
          <CardBody>
            <WebhookEndpointForm
              mode="create"
              applicationId={app.id}
              development={development}
              atLimit={endpoints.length >= MAX_WEBHOOK_ENDPOINTS}
            />
          </CardBody>
        </Card>
      </div>
    </>
  );
}
