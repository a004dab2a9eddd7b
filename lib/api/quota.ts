import type { Context } from "hono";
import { setHeader, type ApiEnv, type BreadthSubject } from "@/lib/api/context";
import { clientAddress } from "@/lib/client-address";
import { AppError } from "@/lib/errors";
import { isViewers, playerClubFrom } from "@/lib/game/ownership";
import { charge } from "@/lib/quota/charge";
import { limitExceeded, limitHeaders, tightest, type Counted } from "@/lib/quota/decision";
import { endpointCounter } from "@/lib/quota/endpoint-limits";
import { counterFor, countersForCall } from "@/lib/quota/windows";
import { countQuotaRefusal } from "@/lib/metrics";

const UNKNOWN_ENDPOINT = "(unknown)";

/** What a charged call spent: its counts, and whether it was a breadth call already. */
export interface Charged {
  counted: Counted[];
  breadth: boolean;
}

function setLimitHeaders(c: Context<ApiEnv>, counted: Counted[]) {
  for (const [name, value] of Object.entries(limitHeaders(tightest(counted)))) setHeader(c, name, value);
}

/**
 * Per-minute, daily and breadth limits on every data call, counted per client key and tier
 * (read per call, so an application's approval applies at once), in one round trip, with the
 * limit headers on the answer. `breadth` names the team or player a breadth-counted endpoint
 * is on: it counts when that is not the caller's own. Every call after the bearer step is
 * charged exactly once, at the one charge of its endpoint's pipeline (lib/api/pipeline.ts) or,
 * for a call that never reached one (unknown path), by the app. A spent limit throws the 429.
 * Undefined when nothing is counted.
 */
export async function chargeCall(c: Context<ApiEnv>, breadth?: BreadthSubject): Promise<Charged | undefined> {
  const { quota, db } = c.get("services");
  if (!quota) return undefined;
  const now = c.get("now");
  const principal = c.get("principal");
  const isBreadth = breadth ? !(await isViewers(principal.viewer, breadth.counted, breadth.id, playerClubFrom(db))) : false;
  const limits = quota.limits[principal.tier];
  const charged = await charge(quota.store, countersForCall(principal.clientKey, limits, now, isBreadth), now);
  quota.usage.record(now, principal.clientKey, c.get("endpoint") ?? UNKNOWN_ENDPOINT, charged.refused?.counter.resource);
  if (charged.refused) {
    countQuotaRefusal(charged.refused.counter.resource, principal.tier);
    throw limitExceeded(charged.refused, now);
  }
  setLimitHeaders(c, charged.counted);
  return { counted: charged.counted, breadth: isBreadth };
}

/**
 * A call answered 304 Not Modified is free of every limit: nothing is counted, and its limit
 * headers give the counts as they stand (its `X-RateLimit-Remaining` is unchanged). Usage
 * tallies it as a call and a 304.
 */
export async function peekCall(c: Context<ApiEnv>, breadth?: BreadthSubject): Promise<void> {
  const { quota, db } = c.get("services");
  if (!quota) return;
  const now = c.get("now");
  const principal = c.get("principal");
  const isBreadth = breadth ? !(await isViewers(principal.viewer, breadth.counted, breadth.id, playerClubFrom(db))) : false;
  const counters = countersForCall(principal.clientKey, quota.limits[principal.tier], now, isBreadth);
  const counts = await quota.store.read(
    counters.map((counter) => counter.key),
    now,
  );
  setLimitHeaders(
    c,
    counters.map((counter, i) => ({ counter, count: counts[i] })),
  );
  quota.usage.recordNotModified(now, principal.clientKey, c.get("endpoint") ?? UNKNOWN_ENDPOINT);
}

/**
 * A read model reported that its answer revealed another club's skills (an open auction): one
 * breadth count, taken after the read and before the answer is written. Refused, the call's
 * counts are given back and the 429 is the answer, so nothing is revealed.
 */
export async function chargeReveal(c: Context<ApiEnv>, call: Charged | undefined): Promise<void> {
  const { quota } = c.get("services");
  if (!quota || !call || call.breadth) return;
  const now = c.get("now");
  const principal = c.get("principal");
  const reveal = await charge(quota.store, [counterFor("breadth", principal.clientKey, quota.limits[principal.tier], now)], now);
  if (reveal.refused) {
    await quota.store.refund(
      call.counted.map((x) => x.counter),
      now,
    );
    quota.usage.recordLateRefusal(now, principal.clientKey, c.get("endpoint") ?? UNKNOWN_ENDPOINT, "breadth");
    countQuotaRefusal("breadth", principal.tier);
    throw limitExceeded(reveal.refused, now);
  }
  setLimitHeaders(c, [...call.counted, ...reveal.counted]);
}

/**
 * Calls refused at the bearer step (401 `invalid_token`: no token, a malformed, unknown,
 * expired or revoked one) count per client address, a minute at a time, on the same store:
 * every 401 carries that count's limit headers, and once an address has spent its allowance
 * its next refused calls answer 429 `minute_limit_exceeded` with `Retry-After` until the
 * minute ends. Calls with a valid token never touch this counter.
 *
 * Given the bearer step's error; throws the 429 in its place, or sets the headers and returns.
 */
export async function chargeRefusedBearer(c: Context<ApiEnv>, refusal: unknown): Promise<void> {
  if (!(refusal instanceof AppError) || refusal.code !== "invalid_token") return;
  const { quota } = c.get("services");
  if (!quota) return;
  const now = c.get("now");
  const counter = endpointCounter("unauthenticated", { address: clientAddress(c.req.raw.headers) }, quota.endpointLimits, now);
  const { counted, refused } = await charge(quota.store, [counter], now);
  if (refused) {
    countQuotaRefusal("unauthenticated", "address");
    const retryAfter = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 1000));
    throw new AppError(
      "minute_limit_exceeded",
      `${refusal.message} This address made too many calls without a valid token: at most ${counter.limit} a minute; the count resets at ${counter.resetAt.toISOString()}.`,
      { headers: { ...limitHeaders({ counter, count: counter.limit }), "Retry-After": String(retryAfter) } },
    );
  }
  setLimitHeaders(c, counted);
}
