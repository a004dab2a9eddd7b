import http from "node:http";
import type { AddressInfo } from "node:net";
import next from "next";
import { createApiApp } from "@/lib/api/app";
import { provideServices, type Services } from "@/lib/services";
import { apiListener, createRequestListener, refuseTunnels, answerMalformedRequests } from "@/server/listener";
import type { MetricsAccess } from "@/server/operations";
import { authorizeRedirect } from "@/server/authorize-redirect";
import { checkReadiness, type Readiness } from "@/lib/health";
import { couldNotConnect, isConnectionLoss, wasCut } from "@/lib/sql";
import { sharedProbe } from "@/server/page-outage";

export interface ServiceServerOptions {
  /** Every service, built once by the composition root (lib/services/create-services.ts). */
  services: Services;
  dev: boolean;
  port: number;
  /** How many proxies in front of the service append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
  /** Who may read GET /metrics (METRICS_TOKEN, METRICS_ADDRESSES). */
  metrics?: MetricsAccess;
  /** How long to keep serving, unready, once told to stop (DRAIN_SECONDS). */
  drainMs?: number;
}

export interface ServiceServer {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  /**
   * Says it is leaving (/healthz 503) while it serves on for the drain time, so that the load
   * balancer stops sending to it; then stops accepting, lets every request in flight get its
   * answer (keep-alive connections are closed as they go idle), and gives up on stragglers
   * after `boundMs`.
   */
  close(boundMs?: number): Promise<void>;
}

/** How long an idle keep-alive connection stays open (docs/operations.md). */
export const KEEP_ALIVE_MS = 65_000;

type PagesHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** The one HTTP server around an API listener and a pages handler (tests pass a stub for the pages). */
export async function listenServiceServer(options: {
  port: number;
  api: http.RequestListener;
  pages: PagesHandler;
  trustedProxyHops: number;
  metrics?: MetricsAccess;
  /** Readiness for GET /healthz: the database answers and the world clock keeps up. */
  readiness?: () => Promise<Readiness>;
  /** Whether the database is away when a page answers 500 (server/page-outage.ts). */
  pageOutage?: Parameters<typeof createRequestListener>[0]["pageOutage"];
  /** Answers a page request itself when it can (the authorize redirect), else leaves it to the pages. */
  beforePages?: Parameters<typeof createRequestListener>[0]["beforePages"];
  onUpgrade?: (req: http.IncomingMessage, socket: import("node:stream").Duplex, head: Buffer) => void;
  /** Told first when the instance is told to stop: long-lived answers (listen streams) end, so their clients reconnect elsewhere. */
  onLeaving?: () => void;
  onClose?: () => Promise<void>;
  drainMs?: number;
}): Promise<ServiceServer> {
  let leaving = false;
  let draining = false;
  const server = http.createServer(
    createRequestListener({
      api: options.api,
      pages: options.pages,
      trustedProxyHops: options.trustedProxyHops,
      metrics: options.metrics,
      draining: () => draining,
      leaving: () => leaving,
      readiness: options.readiness,
      pageOutage: options.pageOutage,
      beforePages: options.beforePages,
    }),
  );
  // Idle keep-alive connections stay open longer than a load balancer's usual idle timeout
  // (60 s), so the balancer, not us, closes them: no request is ever sent on a connection we
  // are closing at that moment. Headers must be complete within a second more.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  refuseTunnels(server);
  answerMalformedRequests(server);
  if (options.onUpgrade) server.on("upgrade", options.onUpgrade);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    async close(boundMs = 9_000) {
      leaving = true;
      options.onLeaving?.();
      if (options.drainMs) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Node closes idle keep-alive connections at close(); a busy one answers with
      // `Connection: close` (the listener sets it while draining) or goes idle here.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const giveUp = setTimeout(() => server.closeAllConnections(), boundMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(giveUp);
      await options.onClose?.();
    },
  };
}

/**
 * The service's one HTTP server: `/v1` goes straight to the API app (no page router in front
 * of it), GET /livez and /metrics are answered by the server itself, everything else goes to
 * Next.js, in one process on one port.
 */
export async function startServiceServer(options: ServiceServerOptions): Promise<ServiceServer> {
  const { services } = options;
  // The pages run in Next.js's bundle, a second copy of lib/: they read the same services.
  provideServices(services);
  const pagesApp = next({ dev: options.dev, port: options.port, hostname: "localhost", ...(options.dev ? { turbopack: true } : {}) });
  await pagesApp.prepare();
  const upgrade = pagesApp.getUpgradeHandler();
  return listenServiceServer({
    port: options.port,
    api: apiListener(createApiApp(services)),
    pages: pagesApp.getRequestHandler(),
    trustedProxyHops: options.trustedProxyHops,
    metrics: options.metrics,
    drainMs: options.drainMs,
    readiness: () => checkReadiness(() => services.db),
    pageOutage: sharedProbe(
      () => services.db.pool.query("SELECT 1"),
      (error) => couldNotConnect(error) || wasCut(error) || isConnectionLoss(error),
    ),
    beforePages: authorizeRedirect({
      db: services.db,
      now: services.now,
      issuer: services.config.authUrl,
      sessionSecret: () => services.config.sessionSecret,
    }),
    onUpgrade: (req, socket, head) => void upgrade(req, socket, head),
    onLeaving: () => services.listens.closeStreams(),
    onClose: () => pagesApp.close(),
  });
}
