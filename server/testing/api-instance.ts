/**
 * An instance of the service without Next.js, for tests that need a real process: the same
 * HTTP server (server/http.ts) with the API app, /livez, /healthz and /metrics, pages answered 404, and
 * the same graceful stop on SIGTERM as `npm start`. Prints `{"listening": <port>}` once ready.
 * The port is its first argument (0 or none: any free port); DATABASE_URL, METRICS_TOKEN and
 * LOG_LEVEL are read like the service reads them.
 */
import { config } from "@/lib/config";
import { flushLog } from "@/lib/log";
import { flushOutageLog } from "@/lib/outage-log";
import { couldNotConnect, isConnectionLoss, wasCut } from "@/lib/sql";
import { sharedProbe } from "@/server/page-outage";
import { createApiApp } from "@/lib/api/app";
import { createServices } from "@/lib/services/create-services";
import { listenServiceServer } from "@/server/http";
import { apiListener } from "@/server/listener";
import { SHUTDOWN_BOUND_MS, stopGracefullyOnSignals } from "@/server/shutdown";
import { checkReadiness } from "@/lib/health";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is not set.");
const services = createServices({ config: config(), databaseUrl });
const server = await listenServiceServer({
  port: Number(process.argv[2] ?? 0),
  api: apiListener(createApiApp(services)),
  // One stand-in page reads through Prisma as the portal's do, and fails as Next.js answers a
  // page that threw: a bare 500.
  pages: async (req, res) => {
    if (req.url !== "/portal") return void res.writeHead(404).end("No pages in this instance.");
    try {
      await services.db.prisma.manager.count();
      res.end("portal");
    } catch {
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end("Internal Server Error");
    }
  },
  pageOutage: sharedProbe(
    () => services.db.pool.query("SELECT 1"),
    (error) => couldNotConnect(error) || wasCut(error) || isConnectionLoss(error),
  ),
  trustedProxyHops: config().trustedProxyHops,
  metrics: config().metrics,
  readiness: () => checkReadiness(() => services.db),
  drainMs: config().drainMs,
  onLeaving: () => services.listens.closeStreams(),
});

stopGracefullyOnSignals(
  () => [
    { name: "the HTTP server", run: () => server.close() },
    { name: "the services", run: () => services.close() },
    { name: "the log", run: () => (flushOutageLog(), flushLog()) },
  ],
  (message) => console.error(`[instance] ${message}`),
  SHUTDOWN_BOUND_MS + config().drainMs,
);
process.stdout.write(`${JSON.stringify({ listening: server.port })}\n`);
