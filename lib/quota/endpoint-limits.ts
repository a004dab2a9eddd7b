import type { Config } from "@/lib/config";
import { minuteWindow, type Counter } from "@/lib/quota/windows";

/**
 * Per-minute limits counted per address or client rather than per token, on the quota store
 * like data calls (so every instance shares them, in PostgreSQL or Redis): the token endpoint
 * per client address (spec › Limits: 20 a minute), revocation per address and again per
 * authenticated client, and data calls that fail the bearer step (401) per address.
 */
export interface EndpointLimits {
  tokenPerMinute: number;
  revokePerMinute: number;
  /** `/v1` calls answered 401 `invalid_token`, per client address. */
  unauthenticatedPerMinute: number;
}

/** The endpoints' limits of the configuration (lib/config.ts). */
export function configuredEndpointLimits(quota: Config["quota"]): EndpointLimits {
  const { tokenEndpointPerMinute, revokeEndpointPerMinute, unauthenticatedPerMinute } = quota;
  return { tokenPerMinute: tokenEndpointPerMinute, revokePerMinute: revokeEndpointPerMinute, unauthenticatedPerMinute };
}

/** Limits no test reaches. */
export const UNLIMITED_ENDPOINTS: EndpointLimits = { tokenPerMinute: 1e9, revokePerMinute: 1e9, unauthenticatedPerMinute: 1e9 };

export type LimitedEndpoint = "token" | "revoke" | "unauthenticated";

const LIMIT_OF: Record<LimitedEndpoint, keyof EndpointLimits> = {
  token: "tokenPerMinute",
  revoke: "revokePerMinute",
  unauthenticated: "unauthenticatedPerMinute",
};
/** The counters' key prefixes (the OAuth endpoints' as they always were). */
const KEY_OF: Record<LimitedEndpoint, string> = { token: "oauth-token", revoke: "oauth-revoke", unauthenticated: "unauthenticated" };

/** One limit's minute counter for one address or client, in the clock-minute window data calls use. */
export function endpointCounter(
  endpoint: LimitedEndpoint,
  subject: { address: string } | { clientId: string },
  limits: EndpointLimits,
  now: Date,
): Counter {
  const who = "address" in subject ? `a:${subject.address}` : `c:${subject.clientId}`;
  const window = minuteWindow(now);
  return {
    resource: "minute",
    key: `${KEY_OF[endpoint]}|${who}|m|${window.id}`,
    limit: limits[LIMIT_OF[endpoint]],
    resetAt: window.resetAt,
  };
}
