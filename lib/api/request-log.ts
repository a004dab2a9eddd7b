import type { Context } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import type { RequestLogRecorder } from "@/lib/quota/request-log";
import type { Resource } from "@/lib/quota/windows";

const RESOURCES: readonly string[] = ["minute", "day", "breadth"] satisfies Resource[];

/**
 * The developer's request log: every call made with a valid token, once it is answered, with
 * its status, latency, request id, endpoint template and the limit that refused it. The log
 * only buffers the line (lib/quota/request-log.ts); nothing here waits on the database.
 */
export function recordCall(c: Context<ApiEnv>, log: RequestLogRecorder | false, latencyMs: number): void {
  const principal = c.get("principal");
  if (!principal || !log) return;
  const status = c.res.status;
  const resource = status === 429 ? c.res.headers.get("X-RateLimit-Resource") : null;
  const url = c.req.url;
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  log.record({
    at: c.get("now"),
    clientKey: principal.clientKey,
    tokenId: principal.tokenId,
    method: c.req.method,
    path: url.slice(pathStart),
    endpoint: c.get("endpoint") ?? null,
    status,
    latencyMs,
    requestId: c.get("requestId"),
    refusedBy: resource && RESOURCES.includes(resource) ? (resource as Resource) : null,
  });
}
