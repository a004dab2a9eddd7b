import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import type { ApiEnv } from "@/lib/api/context";
import { logRequest } from "@/lib/log";
import { recordRequest } from "@/lib/metrics";

const UNMATCHED = "/v1/(unmatched)";

/**
 * The route template of an answered call, never the path as sent: the endpoint's declared
 * path when one ran, else the most specific route Hono matched (the method guards and the
 * OAuth routes are registered on templates), else one fixed name.
 */
export function routeTemplate(c: Context<ApiEnv>): string {
  const endpoint = c.get("endpoint");
  if (endpoint) return `/v1${endpoint}`;
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const path = routes[i].path;
    if (!path.endsWith("*")) return path.replace(/:([A-Za-z]+)/g, "{$1}");
  }
  return UNMATCHED;
}

/**
 * Records an answered `/v1` call (an error included: Hono's error handler has made the
 * answer by then) in the request series and writes its log line: request id, method, route
 * template, status, latency, client and manager ids. Never the URL, a header or a body.
 */
export function observeCall(c: Context<ApiEnv>, ms: number) {
  const route = routeTemplate(c);
  const status = c.res.status;
  recordRequest(route, c.req.method, status, ms / 1000);
  const principal = c.get("principal") as ApiEnv["Variables"]["principal"] | undefined;
  logRequest({
    requestId: c.get("requestId"),
    method: c.req.method,
    route,
    status,
    ms: Math.round(ms * 10) / 10,
    clientId: principal?.clientKey,
    managerId: principal?.viewer.managerId,
  });
}
