import type { MiddlewareHandler } from "hono";
import type { ApiDeps, ApiEnv } from "@/lib/api/context";
import { defaultRequestLog, type RequestLogRecorder } from "@/lib/quota/request-log";
import type { Resource } from "@/lib/quota/windows";

const RESOURCES: readonly string[] = ["minute", "day", "breadth"] satisfies Resource[];

/**
 * Logs every call made with a valid token (the developer's request log), after the answer is
 * made: its status, latency, request id, endpoint template and the limit that refused it. The
 * log only buffers the line (lib/quota/request-log.ts); nothing here waits on the database.
 */
export function requestLogMiddleware(deps: Pick<ApiDeps, "db" | "now" | "requestLog">): MiddlewareHandler<ApiEnv> {
  let log: RequestLogRecorder | false | undefined = deps.requestLog;
  return async (c, next) => {
    const started = performance.now();
    await next();
    const principal = c.get("principal");
    if (!principal) return;
    log ??= defaultRequestLog(deps.db());
    if (!log) return;
    const status = c.res.status;
    const resource = status === 429 ? c.res.headers.get("X-RateLimit-Resource") : null;
    const url = c.req.url;
    const pathStart = url.indexOf("/", url.indexOf("//") + 2);
    log.record({
      at: deps.now(),
      clientKey: principal.clientKey,
      tokenId: principal.tokenId,
      method: c.req.method,
      path: url.slice(pathStart),
      endpoint: c.get("endpoint") ?? null,
      status,
      latencyMs: performance.now() - started,
      requestId: c.get("requestId"),
      refusedBy: resource && RESOURCES.includes(resource) ? (resource as Resource) : null,
    });
  };
}
