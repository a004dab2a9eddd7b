import { config } from "@/lib/config";
import { minuteWindow, type Counter } from "@/lib/quota/windows";

/**
 * Per-minute limits on the OAuth endpoints, counted on the quota store like data calls (so
 * every instance shares them, in PostgreSQL or Redis): the token endpoint per client address
 * (spec › Limits: 20 a minute), revocation per address and again per authenticated client.
 */
export interface EndpointLimits {
  tokenPerMinute: number;
  revokePerMinute: number;
}

export function configuredEndpointLimits(): EndpointLimits {
  const { tokenEndpointPerMinute, revokeEndpointPerMinute } = config().quota;
  return { tokenPerMinute: tokenEndpointPerMinute, revokePerMinute: revokeEndpointPerMinute };
}

/** Limits no test reaches. */
export const UNLIMITED_ENDPOINTS: EndpointLimits = { tokenPerMinute: 1e9, revokePerMinute: 1e9 };

export type LimitedEndpoint = "token" | "revoke";

/** One endpoint's minute counter for one address or client, in the clock-minute window data calls use. */
export function endpointCounter(endpoint: LimitedEndpoint, subject: { address: string } | { clientId: string }, limits: EndpointLimits, now: Date): Counter {
  const who = "address" in subject ? `a:${subject.address}` : `c:${subject.clientId}`;
  const window = minuteWindow(now);
  return {
    resource: "minute",
    key: `oauth-${endpoint}|${who}|m|${window.id}`,
    limit: endpoint === "token" ? limits.tokenPerMinute : limits.revokePerMinute,
    resetAt: window.resetAt,
  };
}
