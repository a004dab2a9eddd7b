import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger } from "@/lib/log";
import { metricsRegistry, recordRequest } from "@/lib/metrics";

/** Who may read GET /metrics: a bearer token, operator addresses, or (neither set) nobody. */
export interface MetricsAccess {
  token?: string;
  addresses: string[];
}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest();

function mayReadMetrics(access: MetricsAccess, authorization: string | undefined, address: string): boolean {
  if (access.addresses.includes(address)) return true;
  if (!access.token || !authorization?.startsWith("Bearer ")) return false;
  return crypto.timingSafeEqual(sha256(authorization.slice(7)), sha256(access.token));
}

function plain(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(body);
}

/**
 * GET /metrics in the Prometheus text format: outside /v1 and its quota, closed unless
 * METRICS_TOKEN or METRICS_ADDRESSES opens it (404 then, as if there were nothing here).
 */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse, access: MetricsAccess, address: string) {
  if (!access.token && access.addresses.length === 0) return plain(res, 404, "Not found.");
  if (!mayReadMetrics(access, req.headers.authorization, address)) {
    return plain(res, 401, "GET /metrics needs the operator's bearer token (METRICS_TOKEN).", {
      "WWW-Authenticate": 'Bearer realm="metrics"',
    });
  }
  try {
    const registry = metricsRegistry();
    const body = await registry.metrics();
    plain(res, 200, body, { "Content-Type": registry.contentType });
  } catch (error) {
    logger().error({ err: error }, "metrics failed");
    plain(res, 500, "The metrics could not be gathered; it has been logged.");
  }
}

/** Page routes as a handful of fixed templates: the request series never carries a path as sent. */
const PAGE_AREAS = [
  "/_next/static",
  "/_next",
  "/api/auth",
  "/oauth/authorize",
  "/.well-known",
  "/portal",
  "/staff",
  "/docs",
  "/signin",
  "/applications",
  "/healthz",
];

export function pageRouteTemplate(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0];
  if (path === "/") return "/";
  for (const area of PAGE_AREAS) {
    if (path === area || path.startsWith(`${area}/`)) return area === path ? area : `${area}/*`;
  }
  return "(other page)";
}

/** Records a page request (Next.js's side) in the request series and the log when it is answered. */
export function observePageRequest(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now();
  // Taken as sent, before anything rewrites the URL.
  const route = pageRouteTemplate(req.url);
  res.once("finish", () => {
    const ms = performance.now() - started;
    recordRequest(route, req.method ?? "GET", res.statusCode, ms / 1000);
    const log = logger();
    if (log.isLevelEnabled("info"))
      log.info({ msg: "request", method: req.method, route, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
  });
}
