import type { MiddlewareHandler } from "hono";
import type { ApiDeps, ApiEnv } from "@/lib/api/context";
import type { Endpoint } from "@/lib/api/endpoint";
import type { Principal } from "@/lib/auth/authenticate";
import { charge } from "@/lib/quota/charge";
import { limitExceeded, limitHeaders, tightest } from "@/lib/quota/decision";
import { defaultQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { counterFor, countersForCall } from "@/lib/quota/windows";

/** What the API app may be given for quotas (see `ApiDeps.quota`). */
export type QuotaDeps = Pick<ApiDeps, "quota">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNKNOWN_ENDPOINT = "(unknown)";

interface Route {
  endpoint: Endpoint;
  match: RegExp;
}

function routesOf(endpoints: Endpoint[]): Route[] {
  return endpoints.map((endpoint) => ({
    endpoint,
    match: new RegExp("^" + endpoint.path.replace(/\{([^}]+)\}/g, "(?<$1>[^/]+)") + "/?$"),
  }));
}

/** Whether this call is on a club or player that is not the manager's own (the breadth limit). */
async function isOtherClubCall(quota: QuotaRuntime, route: Route, path: string, principal: Principal): Promise<boolean> {
  const rule = route.endpoint.breadth;
  if (!rule) return false;
  // Hono hands over the path decoded already; a UUID has nothing left to decode.
  const id = route.match.exec(path)?.groups?.[rule.param] ?? "";
  if (!UUID.test(id)) return false; // answered 400 by the endpoint; counts toward minute and day only
  const { ownClubIds, coachedNationalTeamIds } = principal.viewer;
  if (rule.counted === "team") return !ownClubIds.has(id) && !coachedNationalTeamIds.has(id);
  const clubId = await quota.playerClub(id);
  return !(clubId && ownClubIds.has(clubId));
}

/**
 * Per-minute, daily and breadth limits on every data call, counted per client key and tier
 * (read per call, so an application's approval applies at once), with the limit headers on
 * every answer after authentication. Runs right after the bearer step.
 */
export function quotaMiddleware(deps: ApiDeps, endpoints: Endpoint[]): MiddlewareHandler<ApiEnv> {
  const routes = routesOf(endpoints);
  let runtime: QuotaRuntime | false | undefined = deps.quota;
  return async (c, next) => {
    runtime ??= defaultQuotaRuntime(deps.db());
    if (!runtime) return next();
    const quota = runtime;
    const now = deps.now();
    const principal = c.var.principal;
    const limits = quota.limits[principal.tier];
    const path = c.req.path.replace(/^\/v1/, "");
    const route = routes.find((r) => r.match.test(path));
    const endpoint = route?.endpoint.path ?? UNKNOWN_ENDPOINT;
    const breadth = route ? await isOtherClubCall(quota, route, path, principal) : false;

    const call = await charge(quota.store, countersForCall(principal.clientKey, limits, now, breadth), now);
    quota.usage.record(now, principal.clientKey, endpoint, call.refused?.counter.resource);
    if (call.refused) throw limitExceeded(call.refused, now);
    for (const [name, value] of Object.entries(limitHeaders(tightest(call.counted)))) c.header(name, value);

    await next();

    // An open auction revealed another club's skills: one breadth count, taken after the
    // handler; if refused, the 429 replaces the body so nothing is revealed.
    if (c.var.usage.revealedOtherClubSkills && !breadth && c.res.status === 200) {
      const reveal = await charge(quota.store, [counterFor("breadth", principal.clientKey, limits, now)], now);
      if (reveal.refused) {
        await quota.store.refund(call.counted.map((x) => x.counter), now);
        quota.usage.recordLateRefusal(now, principal.clientKey, endpoint, "breadth");
        throw limitExceeded(reveal.refused, now);
      }
      for (const [name, value] of Object.entries(limitHeaders(tightest([...call.counted, ...reveal.counted])))) {
        c.res.headers.set(name, value);
      }
    }
  };
}
