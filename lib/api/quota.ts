import type { Context, MiddlewareHandler } from "hono";
import { setHeader, type ApiDeps, type ApiEnv, type ChargeCall } from "@/lib/api/context";
import { clientAddress } from "@/lib/client-address";
import { AppError } from "@/lib/errors";
import { isViewers } from "@/lib/game/ownership";
import { charge } from "@/lib/quota/charge";
import { limitExceeded, limitHeaders, tightest, type Counted } from "@/lib/quota/decision";
import { endpointCounter } from "@/lib/quota/endpoint-limits";
import { defaultQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { counterFor, countersForCall } from "@/lib/quota/windows";
import { countQuotaRefusal } from "@/lib/metrics";

/** What the API app may be given for quotas (see `ApiDeps.quota`). */
export type QuotaDeps = Pick<ApiDeps, "quota">;

const UNKNOWN_ENDPOINT = "(unknown)";

function setLimitHeaders(c: Context<ApiEnv>, counted: Counted[]) {
  for (const [name, value] of Object.entries(limitHeaders(tightest(counted)))) setHeader(c, name, value);
}

/**
 * Per-minute, daily and breadth limits on every data call, counted per client key and tier
 * (read per call, so an application's approval applies at once), with the limit headers on
 * every answer after authentication. Runs right after the bearer step.
 *
 * A call is charged once, in one round trip: by its endpoint once Hono has matched and
 * validated the parameters (so breadth reads the validated id), or on the way out for a call
 * that never reached an endpoint's handler (unknown path, missing scope, bad parameter),
 * which counts toward minute and day only.
 */
export function quotaMiddleware(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  let runtime: QuotaRuntime | false | undefined = deps.quota;
  return async (c, next) => {
    runtime ??= defaultQuotaRuntime(deps.db());
    if (!runtime) {
      c.set("chargeCall", async () => {});
      return next();
    }
    const quota = runtime;
    const now = c.get("now");
    const principal = c.get("principal");
    const limits = quota.limits[principal.tier];
    let call: { counted: Counted[]; breadth: boolean } | undefined;

    const chargeCall: ChargeCall = async (subject) => {
      const breadth = subject ? !(await isViewers(principal.viewer, subject.counted, subject.id, quota.playerClub)) : false;
      const endpoint = c.get("endpoint") ?? UNKNOWN_ENDPOINT;
      const charged = await charge(quota.store, countersForCall(principal.clientKey, limits, now, breadth), now);
      call = { counted: charged.counted, breadth };
      quota.usage.record(now, principal.clientKey, endpoint, charged.refused?.counter.resource);
      if (charged.refused) countQuotaRefusal(charged.refused.counter.resource, principal.tier);
      if (charged.refused) throw limitExceeded(charged.refused, now);
      setLimitHeaders(c, charged.counted);
    };
    c.set("chargeCall", chargeCall);

    await next();

    if (!call) {
      await chargeCall();
      return;
    }
    // An open auction revealed another club's skills: one breadth count, taken after the
    // handler; if refused, the 429 replaces the body so nothing is revealed.
    if (c.get("usage").revealedOtherClubSkills && !call.breadth && c.res.status === 200) {
      const endpoint = c.get("endpoint") ?? UNKNOWN_ENDPOINT;
      const reveal = await charge(quota.store, [counterFor("breadth", principal.clientKey, limits, now)], now);
      if (reveal.refused) {
        await quota.store.refund(call.counted.map((x) => x.counter), now);
        quota.usage.recordLateRefusal(now, principal.clientKey, endpoint, "breadth");
        countQuotaRefusal("breadth", principal.tier);
        throw limitExceeded(reveal.refused, now);
      }
      setLimitHeaders(c, [...call.counted, ...reveal.counted]);
    }
  };
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
export function unauthenticatedLimit(deps: ApiDeps) {
  let runtime: QuotaRuntime | false | undefined = deps.quota;
  return async (c: Context<ApiEnv>, refusal: unknown): Promise<void> => {
    if (!(refusal instanceof AppError) || refusal.code !== "invalid_token") return;
    runtime ??= defaultQuotaRuntime(deps.db());
    if (!runtime) return;
    const now = c.get("now");
    const counter = endpointCounter("unauthenticated", { address: clientAddress(c.req.raw.headers) }, runtime.endpointLimits, now);
    const { counted, refused } = await charge(runtime.store, [counter], now);
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
  };
}
