import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Time } from "@/components/ui/time";
import type { WebhookEndpointView } from "@/lib/webhooks/endpoints";
import { LISTENER_IDLE_SECONDS } from "@/lib/webhooks/schemas";
import { EnableWebhookEndpointButton } from "./webhook-endpoint-actions";

/** On, switched off by the developer, or disabled by the service after 3 days of failures. */
export function EndpointStateBadge({
  endpoint,
  now = new Date(),
}: {
  endpoint: Pick<WebhookEndpointView, "enabled" | "disabled"> & Partial<Pick<WebhookEndpointView, "kind" | "listenerSeenAt">>;
  now?: Date;
}) {
  if (endpoint.kind === "Listener") {
    if (endpoint.disabled) return <Badge>Closed</Badge>;
    const seen = endpoint.listenerSeenAt?.getTime() ?? 0;
    return now.getTime() - seen < LISTENER_IDLE_SECONDS * 1000 ? <Badge tone="green">Listening</Badge> : <Badge tone="amber">Lapsed</Badge>;
  }
  if (endpoint.disabled) return <Badge tone="red">Disabled by the service</Badge>;
  return endpoint.enabled ? <Badge tone="green">Enabled</Badge> : <Badge>Switched off</Badge>;
}

/** Event types as the API names them, in small monospace chips. */
export function EventTypeList({ types }: { types: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Event types">
      {types.map((type) => (
        <li key={type} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
          {type}
        </li>
      ))}
    </ul>
  );
}

/**
 * The banner of an endpoint the service disabled: what happened, why, and the way back. Nothing
 * is sent to it until it is enabled again, so it must not be missed.
 */
export function DisabledEndpointBanner({
  endpoint,
  logHref,
}: {
  endpoint: Pick<WebhookEndpointView, "id" | "url" | "description" | "eventTypes" | "disabled"> &
    Partial<Pick<WebhookEndpointView, "kind">>;
  /** A link to its delivery log, from the list of endpoints. */
  logHref?: string;
}) {
  if (!endpoint.disabled || endpoint.kind === "Listener") return null;
  return (
    <Alert tone="error" title="Disabled by the service" className="mb-6">
      <div className="space-y-3">
        <p>
          {logHref ? (
            <>
              <span className="break-all font-mono">{endpoint.url}</span>: nothing has been sent to it since{" "}
            </>
          ) : (
            "Nothing has been sent to it since "
          )}
          <Time date={endpoint.disabled.at} />. {endpoint.disabled.reason}
        </p>
        <div className="flex flex-wrap items-start gap-3">
          <EnableWebhookEndpointButton
            endpointId={endpoint.id}
            settings={{ url: endpoint.url, description: endpoint.description, eventTypes: endpoint.eventTypes }}
          />
          {logHref && (
            <Link href={logHref} className="py-1.5 text-sm font-medium underline">
              Its delivery log<span className="sr-only"> ({endpoint.url})</span>
            </Link>
          )}
        </div>
      </div>
    </Alert>
  );
}
