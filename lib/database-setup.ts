import fs from "node:fs";
import path from "node:path";
import { Logger, runMigrations } from "graphile-worker";
import { spawn } from "node:child_process";
import pg from "pg";
import { DATA_DIR, childEnvironment, currentDatabaseUrl } from "@/lib/config";
import { isRunning, startEmbeddedPostgres } from "@/lib/embedded-postgres";

/**
 * Where the database comes from: `DATABASE_URL` when given; otherwise the embedded
 * PostgreSQL under `.data/postgres`. A running service records its embedded server in
 * `.data/embedded.json`, so the operator CLI and scripts use that one instead of
 * starting a second server on the same files.
 */
export interface OpenDatabase {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

const STATE_FILE = path.join(DATA_DIR, "embedded.json");

/**
 * The embedded server of a running service. A record left by a service that crashed is ignored:
 * its pid no longer runs (a zombie does not count, as nothing may reap it).
 */
function runningEmbeddedUrl(): string | null {
  try {
    const state = JSON.parse(fs.readFileSync(STATE_FILE, "utf8")) as { url: string; pid: number };
    return state.pid !== process.pid && isRunning(state.pid) ? state.url : null;
  } catch {
    return null;
  }
}

export async function openDatabase(log: (m: string) => void = () => {}): Promise<OpenDatabase> {
  const given = currentDatabaseUrl();
  if (given) {
    return { url: given, embedded: false, close: async () => {} };
  }
  const shared = runningEmbeddedUrl();
  if (shared) return { url: shared, embedded: true, close: async () => {} };

  const server = await startEmbeddedPostgres(path.join(DATA_DIR, "postgres"), log);
  fs.writeFileSync(STATE_FILE, JSON.stringify({ url: server.url, pid: process.pid }), { mode: 0o600 });
  let closed = false;
  return {
    url: server.url,
    embedded: true,
    async close() {
      if (closed) return;
      closed = true;
      fs.rmSync(STATE_FILE, { force: true });
      await server.stop();
    },
  };
}

/**
 * Whether every committed migration is already applied: then starting the Prisma CLI
 * (a few seconds) can be skipped.
 */
async function migrationsApplied(url: string): Promise<boolean> {
  const committed = fs
    .readdirSync(path.resolve("prisma", "migrations"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.map((r) => r.migration_name));
    return committed.every((name) => applied.has(name));
  } catch {
    return false; // no migrations table yet
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Applies the committed migrations (`prisma migrate deploy`) to the database at `url`, then
 * installs or upgrades the job queue's own schema (`graphile_worker`, which webhook delivery runs
 * on and which the platform's transactions queue jobs into).
 */
export async function migrateDatabase(url: string, options: { quiet?: boolean } = {}): Promise<void> {
  if (!(await migrationsApplied(url))) await runMigrateDeploy(url, options);
  await runMigrations({ connectionString: url, logger: new Logger(() => () => {}) });
}

function runMigrateDeploy(url: string, options: { quiet?: boolean }): Promise<void> {
  const prisma = path.resolve("node_modules", ".bin", "prisma");
  return new Promise((resolve, reject) => {
    const child = spawn(prisma, ["migrate", "deploy"], {
      env: childEnvironment({ DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: "1" }),
      stdio: options.quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (c) => (output += c));
    child.stderr?.on("data", (c) => (output += c));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`prisma migrate deploy failed (exit ${code})\n${output}`))));
  });
}
