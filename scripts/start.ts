/**
 * `npm start` / `npm run dev`: the one command that runs the service on a fresh machine.
 * It finds or starts the database, applies migrations, generates the world when the
 * database is empty, builds when the current build is missing or stale (production), then
 * serves the API and the pages from one HTTP server in this process (server/http.ts) and
 * stops everything cleanly on Ctrl-C or SIGTERM.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import type { ServiceServer } from "@/server/http";
import { SHUTDOWN_BOUND_MS, stopGracefullyOnSignals } from "@/server/shutdown";
import { DATA_DIR, loadConfig, unsafeProductionSetting } from "@/lib/config";
import { openDatabase } from "@/lib/database-setup";
import { prepareDatabase } from "@/lib/world/prepare-database";
import { leaveSignalsToCaller } from "@/lib/embedded-postgres";
import { flushLog } from "@/lib/log";
import { flushOutageLog } from "@/lib/outage-log";
import { createServices } from "@/lib/services/create-services";
import type { Services } from "@/lib/services";

const mode = process.argv.includes("--dev") ? "dev" : "production";
// Next.js in this process reads it; set before anything reads the configuration.
(process.env as Record<string, string>).NODE_ENV = mode === "dev" ? "development" : "production";
const log = (m: string) => console.log(`[start] ${m}`);

const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "next.config.mjs",
  "postcss.config.mjs",
  "package-lock.json",
  "tsconfig.json",
  "proxy.ts",
];
const FINGERPRINT_FILE = path.join(".next", "source-fingerprint");

/** A hash of every source file's path, size and modification time. */
function sourceFingerprint(): string {
  const hash = crypto.createHash("sha256");
  const visit = (p: string) => {
    if (!fs.existsSync(p) || p.includes(`lib${path.sep}generated`)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p).sort()) visit(path.join(p, entry));
    } else {
      hash.update(`${p}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  SOURCES.forEach(visit);
  return hash.digest("hex");
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { stdio: "inherit", env });
}

function waitFor(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** Builds the pages (next build) when the current build is missing or older than the sources. */
async function buildWhenStale(env: NodeJS.ProcessEnv) {
  const current = fs.existsSync(FINGERPRINT_FILE) ? fs.readFileSync(FINGERPRINT_FILE, "utf8") : "";
  if (current === sourceFingerprint() && fs.existsSync(path.join(".next", "BUILD_ID"))) return;
  log("Building (no current build)…");
  const next = path.resolve("node_modules", ".bin", "next");
  const code = await waitFor(run(next, ["build"], { ...env, NODE_ENV: "production" }));
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  // Taken after the build, which may touch tsconfig.json and next-env.d.ts itself.
  fs.writeFileSync(FINGERPRINT_FILE, sourceFingerprint());
}

async function main() {
  // `npm run build`: the pages only, when stale; no database.
  if (process.argv.includes("--build-only")) {
    try {
      await buildWhenStale(process.env);
    } catch (error) {
      console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    return;
  }
  const config = loadConfig();
  const unsafe = unsafeProductionSetting(config);
  if (unsafe) {
    console.error(`[start] Refusing to start: ${unsafe}`);
    process.exit(1);
  }
  const database = await openDatabase(log);
  let server: ServiceServer | undefined;
  let services: Services | undefined;

  leaveSignalsToCaller();
  // SIGTERM: stop accepting and answer what is in flight, then stop the clock, flush and close
  // the quota store (Redis) and the pools, the log last; exit within SHUTDOWN_BOUND_MS.
  const shutdown = stopGracefullyOnSignals(
    () => [
      { name: "the HTTP server", run: async () => server?.close() },
      { name: "the services (the world clock, webhook worker, usage flush, Redis, the pool)", run: async () => services?.close() },
      { name: "the database", run: () => database.close() },
      { name: "the log", run: () => (flushOutageLog(), flushLog()) },
    ],
    log,
    SHUTDOWN_BOUND_MS + config.drainMs,
  );
  try {
    log(database.embedded ? `Using the embedded PostgreSQL (data under ${path.join(DATA_DIR, "postgres")}).` : "Using DATABASE_URL.");
    await prepareDatabase(database.url, config, log);
    // Every service once; the game clock runs in this long-lived process (one writer across instances).
    services = createServices({
      config,
      databaseUrl: database.url,
      clock: { log: (m) => console.log(`[clock] ${m}`) },
      webhooks: { log: (level, m) => (level === "error" || level === "warning" ? console.error(`[webhooks] ${m}`) : undefined) },
    });

    // next-auth 4 takes its own origin from NEXTAUTH_URL (else it assumes localhost:3000): the auth URL.
    process.env.NEXTAUTH_URL ??= config.authUrl;
    if (mode === "production") await buildWhenStale({ ...process.env, PORT: String(config.port) });
    // Imported only now: Next.js reads NODE_ENV as it loads.
    const { startServiceServer } = await import("@/server/http");
    server = await startServiceServer({
      services,
      dev: mode === "dev",
      port: config.port,
      trustedProxyHops: config.trustedProxyHops,
      metrics: config.metrics,
      drainMs: config.drainMs,
    });
    log(`Serving on ${config.baseUrl}`);
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}

void main();
