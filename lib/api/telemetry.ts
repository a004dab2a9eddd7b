import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { ApiEnv } from "@/lib/api/context";
import { logger } from "@/lib/log";
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
 * Times every `/v1` call and, once it is answered (an error included: Hono's error handler
 * has made the answer by then), records it in the request series and writes its log line:
 * request id, method, route template, status, latency, client and manager ids. Never the
 * URL, a header or a body.
 */
export const requestTelemetry: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const ms = performance.now() - started;
  const route = routeTemplate(c);
  recordRequest(route, c.req.method, c.res.status, ms / 1000);
  const log = logger();
  if (!log.isLevelEnabled("info")) return;
  const principal = c.get("principal") as ApiEnv["Variables"]["principal"] | undefined;
  log.info({
    msg: "request",
    requestId: c.get("requestId"),
    method: c.req.method,
    route,
    status: c.res.status,
    ms: Math.round(ms * 10) / 10,
    clientId: principal?.clientKey,
    managerId: principal?.viewer.managerId,
  });
};
