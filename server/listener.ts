import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { writeAnswer } from "@/lib/api/context";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "@/lib/client-address";
import { isApiPath, NO_PAGE_PATH, routeRequest, withoutUnusableCallbackCookie } from "@/server/request-rules";
import { answerMetrics, observePageRequest, pageRouteTemplate, type MetricsAccess } from "@/server/operations";
import { answerOutagesOfPage, type OutageProbe } from "@/server/page-outage";
import { logger } from "@/lib/log";
import type { Readiness } from "@/lib/health";

/**
 * Replaces whatever the client sent under `name` with the server's own value, both in the
 * parsed headers (Next.js reads them) and in the raw list (the API's request adapter reads that).
 */
function setServerHeader(req: IncomingMessage, name: string, value: string) {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i].toLowerCase() === name) raw.splice(i, 2);
  }
  raw.push(name, value);
  req.headers[name] = value;
}

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(message);
}

function answerJson(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  res.end(JSON.stringify(body));
}

type PagesHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The API app as a Node request listener. Node's own Request and Response stay the globals
 * (Next.js runs in the same process); the app's own answers are written by `writeAnswer`
 * (lib/api/context.ts), headers and body in one write, with no web Response made.
 * Anything else takes the adapter's ordinary road.
 */
export function apiListener(app: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }) {
  return getRequestListener(
    async (request, env) => {
      const response = await app.fetch(request, env);
      // Only HTTP/1.1 servers are made here (server/http.ts).
      return writeAnswer(response, env.outgoing as ServerResponse, request.method === "HEAD") ? RESPONSE_ALREADY_SENT : response;
    },
    { overrideGlobalObjects: false },
  );
}

/**
 * What the server does with each request: the client's address worked out once (from the
 * socket and the trusted proxy hops), `/v1` straight to the API app, a few requests refused
 * here (server/request-rules.ts), everything else to the pages.
 */
export interface ListenerOptions {
  api: http.RequestListener;
  pages: PagesHandler;
  trustedProxyHops: number;
  /** Who may read GET /metrics (closed when absent). */
  metrics?: MetricsAccess;
  /** True once the instance is shutting down: answers close their connections, /healthz says 503. */
  draining?: () => boolean;
  /** True once the instance was told to stop, while it still serves (DRAIN_SECONDS): /healthz says 503. */
  leaving?: () => boolean;
  /** Readiness for GET /healthz (lib/health.ts); without it, /healthz goes to the pages. */
  readiness?: () => Promise<Readiness>;
  /** Whether the database is away when a page answers 500: a 503 page with Retry-After then (server/page-outage.ts). */
  pageOutage?: OutageProbe;
  /** A page request answered before Next.js when it can be (server/authorize-redirect.ts): null to pass, else whether it answered. */
  beforePages?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | null;
}

const CLOSED_METRICS: MetricsAccess = { addresses: [] };

export function createRequestListener(options: ListenerOptions): http.RequestListener {
  const draining = options.draining ?? (() => false);
  const leaving = options.leaving ?? draining;
  const pages = (req: IncomingMessage, res: ServerResponse) =>
    options.pages(req, res).catch((error: unknown) => {
      logger().error({ err: error, route: "page" }, "page request failed");
      if (!res.headersSent) refuse(res, 500, "Something went wrong on our side.");
      else res.end();
    });
  return (req, res) => {
    const address = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], options.trustedProxyHops);
    setServerHeader(req, CLIENT_ADDRESS_HEADER, address);
    if (draining()) res.setHeader("Connection", "close");
    const route = routeRequest(req.method, req.url, req.headers);
    if (route.to === "api") return void options.api(req, res);
    if (route.to === "refuse") return refuse(res, route.status, route.message, route.headers);
    // Operations' own paths, answered here so that they cost Next.js nothing.
    const path = req.url?.split("?")[0];
    if (path === "/livez") return refuse(res, 200, "ok");
    if (path === "/metrics" && req.method !== "POST") return void answerMetrics(req, res, options.metrics ?? CLOSED_METRICS, address);
    // The load balancer's check: this instance takes requests, or is leaving. Shared state (the
    // database, the world's clock) is /healthz's, so that it never takes every instance out at once.
    if (path === "/readyz")
      return answerJson(res, leaving() || draining() ? 503 : 200, { status: leaving() || draining() ? "draining" : "ready" });
    if (path === "/healthz" && (leaving() || draining())) return answerJson(res, 503, { status: "draining" });
    if (path === "/healthz" && options.readiness && req.method !== "POST") {
      return void options.readiness().then((health) => answerJson(res, health.status === "ok" ? 200 : 503, health));
    }
    observePageRequest(req, res);
    if (options.pageOutage) answerOutagesOfPage(res, options.pageOutage, { route: pageRouteTemplate(req.url) });
    // Counted under the area it was sent to, answered by the site's 404 page.
    if (route.to === "not-found") req.url = NO_PAGE_PATH;
    const cookie = withoutUnusableCallbackCookie(req.headers.cookie);
    if (cookie !== null) setServerHeader(req, "cookie", cookie);
    const early = options.beforePages?.(req, res);
    if (!early) return void pages(req, res);
    early.then(
      (answered) => void (answered || pages(req, res)),
      (error: unknown) => {
        // The page makes the same decision and shows whatever went wrong its own way.
        logger().error({ err: error, route: "/oauth/authorize" }, "early page answer failed");
        if (!res.headersSent) void pages(req, res);
      },
    );
  };
}

/**
 * CONNECT never reaches a request listener: Node hands it to the server's `connect` event
 * and, with nobody listening, drops the connection. We are no proxy: say so, in the API's
 * envelope under `/v1`.
 */
export function refuseTunnels(server: http.Server) {
  server.on("connect", (req: IncomingMessage, socket: import("node:stream").Duplex) => {
    const api = isApiPath(req.url ?? "");
    const body = api
      ? JSON.stringify({ error: { code: "method_not_allowed", description: "CONNECT is not allowed here; this API is read-only (GET)." } })
      : "CONNECT is not allowed here.";
    const type = api ? "application/json" : "text/plain; charset=utf-8";
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/**
 * Requests Node's parser refuses before any listener sees them (a request line or headers over
 * its 16 KB, a malformed line): answered in the API's envelope rather than Node's bare status.
 */
export function answerMalformedRequests(server: http.Server) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: import("node:stream").Duplex) => {
    if (!socket.writable || error.code === "ECONNRESET") return void socket.destroy();
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
    const body = JSON.stringify({
      error: {
        code: "invalid_request",
        description: tooLarge ? "The request line and headers are too large (over 16 KB)." : "The request is malformed HTTP.",
      },
    });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
