/**
 * Cold start of the built service: from `npm start` to its first 200 of GET /v1/public.json.
 *   DATABASE_URL=postgresql://… npm run bench:start -- [--runs 5] [--port 3919] [--compare DIR] [--compare-command CMD]
 * A first start that is not counted builds what is stale, migrates and generates the world when
 * the database is empty, so every counted start finds a built service and a prepared database,
 * as a restarted instance does. With --compare DIR (another checkout of this project, built and
 * installed) its `npm start` is timed too, and with --compare-command CMD that command in this
 * checkout; all alternate run by run on the same database (--compare-database when the other
 * checkout's schema differs), and the ratios are printed. A measurement, never a test.
 *
 * Recovery after a crash: `npm run bench:start -- --crash process|group [--runs 5]` serves under
 * load (8 callers of /healthz and /v1/public.json), kills it with SIGKILL (`process`: the
 * service's Node process alone, as when it crashes; `group`: every process of the start, the
 * embedded PostgreSQL too, as when its container is killed), starts it again at once and times
 * from the kill to the first 200 of /v1/public.json, run after run. Without DATABASE_URL it runs
 * on the embedded PostgreSQL of a DATA_DIR of its own (default .data/bench-crash).
 */
import http from "node:http";
import path from "node:path";
import { execFileSync, spawn } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "3919" },
    compare: { type: "string" },
    /** The compared checkout's database, when its schema differs from this one's (default: DATABASE_URL). */
    "compare-database": { type: "string" },
    /** Time this command in this checkout as well (e.g. "npx tsx scripts/start.ts", the service unbundled). */
    "compare-command": { type: "string" },
    crash: { type: "string" },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);

function firstOk(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const attempt = () => {
      const req = http.get({ host: "127.0.0.1", port, path: "/v1/public.json" }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve(true) : retry()));
      });
      req.on("error", retry);
    };
    const retry = () => (Date.now() > deadline ? resolve(false) : setTimeout(attempt, 10));
    attempt();
  });
}

/** Starts `npm start` in `dir`, returns the milliseconds to the first 200, and stops it. */
interface Target {
  name: string;
  dir: string;
  databaseUrl: string;
  command: string[];
}

async function coldStart(target: Target, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  const [command, ...args] = target.command;
  const child = spawn(command, args, {
    cwd: target.dir,
    env: { BASE_URL: `http://localhost:${port}`, ...process.env, DATABASE_URL: target.databaseUrl, PORT: String(port), CI: "" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ok = await firstOk(timeoutMs);
  const elapsed = performance.now() - started;
  process.kill(-child.pid!, "SIGTERM");
  await exited;
  // The port and the database's connections are let go before the next start.
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (!ok) throw new Error(`${target.name}: no 200 within ${timeoutMs} ms`);
  return elapsed;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The processes of a process group, with their command lines. */
function groupProcesses(pgid: number): { pid: number; command: string }[] {
  const out = execFileSync("ps", ["-o", "pid=,args=", "-g", String(pgid)], { encoding: "utf8" });
  return out
    .split("\n")
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), command: m[2] }));
}

function startService(env: Record<string, string>) {
  const child = spawn("npm", ["start", "--silent"], {
    env: { BASE_URL: `http://localhost:${port}`, ...process.env, ...env, PORT: String(port), CI: "" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, exited };
}

/** Callers of /healthz (a database read) and /v1/public.json, until stopped. */
function loadOn(): () => Promise<number> {
  let stopping = false;
  let calls = 0;
  const one = (p: string) =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: p, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve());
      });
      req.on("error", () => resolve());
    });
  const workers = Array.from({ length: 8 }, async (_, i) => {
    while (!stopping) {
      await one(i % 2 ? "/healthz" : "/v1/public.json");
      calls++;
    }
  });
  return async () => {
    stopping = true;
    await Promise.all(workers);
    return calls;
  };
}

async function crashRecovery(mode: "process" | "group") {
  const env: Record<string, string> = process.env.DATABASE_URL
    ? {}
    : { DATA_DIR: process.env.DATA_DIR ?? path.resolve(".data/bench-crash") };
  console.log(`a first start (build when stale, migrate, world when empty), not counted…`);
  let service = startService(env);
  if (!(await firstOk(900_000))) throw new Error("The first start never answered.");
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const stopLoad = loadOn();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const processes = groupProcesses(service.child.pid!);
    const node = processes.find((p) => /^node .*scripts\/launch\.mjs/.test(p.command));
    if (!node) throw new Error(`No service process among:\n${processes.map((p) => p.command).join("\n")}`);
    const killedAt = performance.now();
    if (mode === "group") process.kill(-service.child.pid!, "SIGKILL");
    else process.kill(node.pid, "SIGKILL");
    const calls = await stopLoad();
    await service.exited;
    service = startService(env);
    if (!(await firstOk(120_000))) throw new Error(`run ${run}: no 200 within 120 s of the crash`);
    const ms = performance.now() - killedAt;
    times.push(ms);
    console.log(`run ${run}  SIGKILL (${mode}) after ${calls} calls → first 200 ${fmt(ms)} later`);
  }
  process.kill(-service.child.pid!, "SIGTERM");
  await service.exited;
  console.log(
    `\nSIGKILL (${mode}) → first 200 of /v1/public.json: median ${fmt(median(times))} (${fmt(Math.min(...times))}–${fmt(Math.max(...times))})`,
  );
}

async function main() {
  if (values.crash) {
    if (values.crash !== "process" && values.crash !== "group") throw new Error("--crash takes process or group.");
    return crashRecovery(values.crash);
  }
  if (!process.env.DATABASE_URL) throw new Error("Set DATABASE_URL: every start must find the same prepared database.");
  const databaseUrl = process.env.DATABASE_URL;
  const npmStart = ["npm", "start", "--silent"];
  const targets: Target[] = [{ name: "npm start", dir: process.cwd(), databaseUrl, command: npmStart }];
  if (values["compare-command"]) {
    targets.push({ name: values["compare-command"], dir: process.cwd(), databaseUrl, command: values["compare-command"].split(" ") });
  }
  if (values.compare) {
    const dir = path.resolve(values.compare);
    targets.push({ name: `npm start in ${dir}`, dir, databaseUrl: values["compare-database"] ?? databaseUrl, command: npmStart });
  }
  for (const target of targets) {
    console.log(`${target.name}: a first start (build when stale, migrate, world when empty), not counted…`);
    await coldStart(target);
  }
  const times = new Map(targets.map((t) => [t.name, [] as number[]]));
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      const ms = await coldStart(target, 120_000);
      times.get(target.name)!.push(ms);
      console.log(`run ${run}  ${target.name.padEnd(40)} ${fmt(ms)}`);
    }
  }
  console.log("\nnpm start → first 200 of /v1/public.json (median, min–max)");
  for (const [name, xs] of times) console.log(`  ${name.padEnd(40)} ${fmt(median(xs))}  (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})`);
  const ours = median(times.get(targets[0].name)!);
  for (const other of targets.slice(1))
    console.log(`  ratio npm start / ${other.name}: ${(ours / median(times.get(other.name)!)).toFixed(2)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
