/**
 * An instance of the service without Next.js, for tests that need a real process: the same
 * HTTP server (server/http.ts) with the API app, /livez and /metrics, pages answered 404, and
 * the same graceful stop on SIGTERM as `npm start`. Prints `{"listening": <port>}` once ready.
 * The port is its first argument (0 or none: any free port); DATABASE_URL, METRICS_TOKEN and
 * LOG_LEVEL are read like the service reads them.
 */
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { flushLog } from "@/lib/log";
import { apiApp } from "@/lib/api/server";
import { closeDefaultQuotaRuntime } from "@/lib/quota/runtime";
import { listenServiceServer } from "@/server/http";
import { apiListener } from "@/server/listener";
import { stopGracefullyOnSignals } from "@/server/shutdown";

const server = await listenServiceServer({
  port: Number(process.argv[2] ?? 0),
  api: apiListener(apiApp()),
  pages: async (_req, res) => void res.writeHead(404).end("No pages in this instance."),
  trustedProxyHops: config().trustedProxyHops,
  metrics: config().metrics,
});

stopGracefullyOnSignals(
  () => [
    { name: "the HTTP server", run: () => server.close() },
    { name: "the database pools", run: async () => { await closeDefaultQuotaRuntime(db()); await db().$disconnect(); } },
    { name: "the log", run: flushLog },
  ],
  (message) => console.error(`[instance] ${message}`),
);
process.stdout.write(`${JSON.stringify({ listening: server.port })}\n`);
