/**
 * `npm run bench:api`: the /v1 hot path measured from outside, side by side, in one run.
 *
 * It makes a fresh database on the PostgreSQL server of DATABASE_URL (or the embedded one),
 * generates the world (--size, default 1), gives `demo` a personal token, then starts
 *   - the service exactly as `npm start` runs it (scripts/start.ts: the production build,
 *     built first if missing or stale; quotas raised out of reach so nothing is refused), and
 *   - the bare reference (scripts/bench-reference.ts: node:http + pg, the same SQL, no cache),
 * each in its own process, and drives them with autocannon from this one. For /me, a roster and
 * a market search it alternates the two servers round by round and prints req/s, p50 and p99 of
 * each with the ratios; then every other data endpoint of the service, one round each.
 *
 *   npm run bench:api [-- --duration 8 --connections 50 --rounds 2 --size 1 --only paired]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { loadConfig } from "@/lib/config";
import { createDb } from "@/lib/db";
import { openDatabase, prepareDatabase } from "@/lib/database-setup";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { withDatabaseName } from "@/lib/testing/shared";
import { relaunchWithHeapFor } from "./heap";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "2" },
    size: { type: "string", default: "1" },
    only: { type: "string", default: "all" },
    port: { type: "string", default: "3201" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const servicePort = Number(values.port);
const referencePort = servicePort + 1;
const log = (m: string) => console.log(`[bench] ${m}`);

async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `mda_bench_${values.size}`;
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, "postgres") });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return withDatabaseName(serverUrl, name);
}

function startProcess(script: string, env: Record<string, string | undefined>): ChildProcess {
  const merged: Record<string, string | undefined> = { ...process.env, ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  // Node itself (not npm or npx), so stopping the child stops the server; a TypeScript script through tsx.
  const child = spawn(process.execPath, script.endsWith(".ts") ? ["--import", "tsx", script] : [script], { env: merged as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "inherit"] });
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    if (/Building|error|Error/.test(text)) process.stdout.write(text);
  });
  return child;
}

async function waitUntilUp(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
}

interface Figures {
  rate: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(url: string, token: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers: { Authorization: `Bearer ${token}` } });
  if (result.errors > 0 || result.non2xx > 0) {
    const probe = await fetch(url, { headers: { Authorization: `Bearer ${token}` } }).then((r) => `${r.status} ${r.statusText}`, (e: unknown) => String(e));
    log(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors; one more call: ${probe}`);
  }
  return { rate: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

const stop = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
  });

// A game-sized world needs more heap than Node's default while it is generated.
const relaunched = await relaunchWithHeapFor(Number(values.size), log);
if (relaunched !== null) process.exit(relaunched);

let service: ChildProcess | undefined;
let reference: ChildProcess | undefined;
const database = await openDatabase(log);
try {
  const url = await freshDatabase(database.url);
  const config = loadConfig({ ...process.env, WORLD_SIZE: values.size });
  const started = Date.now();
  await prepareDatabase(url, config, log);
  log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const db = createDb(url, { max: 2 });
  const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
  const token = (
    await createPersonalToken(db, demo.id, { name: `benchmark ${Date.now()}`, scopes: ["public", "team", "national", "economy", "market"], days: 1 })
  ).value;
  const club = await db.team.findFirstOrThrow({ where: { managerId: demo.id, kind: "Club" }, select: { id: true, leagueId: true, countryId: true } });
  const national = await db.team.findFirst({ where: { managerId: demo.id, kind: { not: "Club" } }, select: { id: true } });
  const player = await db.player.findFirstOrThrow({ where: { clubId: club.id }, select: { id: true } });
  const match = await db.match.findFirstOrThrow({ where: { OR: [{ homeTeamId: club.id }, { awayTeamId: club.id }], homeScore: { not: null } }, select: { id: true } });
  const listed = await db.transferListing.findFirstOrThrow({ where: { status: "Open" }, select: { playerId: true } });
  const openListings = await db.transferListing.count({ where: { status: "Open" } });
  const players = await db.player.count();
  await db.$disconnect();
  log(`World: ${players} players, ${openListings} open auctions.`);

  const quotaOff = { QUOTA_DEV_PER_MINUTE: "1000000000", QUOTA_DEV_PER_DAY: "1000000000", QUOTA_DEV_BREADTH_PER_DAY: "1000000000" };
  log("Starting the service as npm start does (scripts/launch.mjs; builds first if the build is missing or stale)…");
  service = startProcess("scripts/launch.mjs", { ...quotaOff, DATABASE_URL: url, PORT: String(servicePort), BASE_URL: undefined, AUTH_URL: undefined });
  reference = startProcess("scripts/bench-reference.ts", { DATABASE_URL: url, PORT: String(referencePort) });
  await waitUntilUp(`http://localhost:${servicePort}/healthz`, 900_000);
  await waitUntilUp(`http://localhost:${referencePort}/v1/me`, 60_000);
  log(`${connections} connections, ${duration} s a round, ${rounds} rounds for each paired call.`);

  const paired = [
    { name: "GET /v1/me", path: "/v1/me" },
    { name: "GET /v1/teams/{teamId}/roster", path: `/v1/teams/${club.id}/roster` },
    { name: "GET /v1/market/players (Age, Desc, 25)", path: "/v1/market/players?orderBy=Age&sort=Desc&limit=25" },
  ];
  const rows: Record<string, string | number>[] = [];
  for (const call of paired) {
    const ours: Figures[] = [];
    const bare: Figures[] = [];
    // Warm both (JIT, prepared statements, caches), then alternate.
    await autocannon({ url: `http://localhost:${servicePort}${call.path}`, connections, duration: 2, headers: { Authorization: `Bearer ${token}` } });
    await autocannon({ url: `http://localhost:${referencePort}${call.path}`, connections, duration: 2, headers: { Authorization: `Bearer ${token}` } });
    for (let round = 0; round < rounds; round++) {
      ours.push(await measure(`http://localhost:${servicePort}${call.path}`, token));
      bare.push(await measure(`http://localhost:${referencePort}${call.path}`, token));
    }
    const mean = (list: Figures[], key: keyof Figures) => Math.round(list.reduce((sum, f) => sum + f[key], 0) / list.length);
    rows.push({
      call: call.name,
      "npm start req/s": mean(ours, "rate"),
      "bare req/s": mean(bare, "rate"),
      ratio: (mean(ours, "rate") / mean(bare, "rate")).toFixed(2),
      "p50 ms (ours/bare)": `${mean(ours, "p50")} / ${mean(bare, "p50")}`,
      "p99 ms (ours/bare)": `${mean(ours, "p99")} / ${mean(bare, "p99")}`,
      "p99 ratio": (mean(ours, "p99") / Math.max(1, mean(bare, "p99"))).toFixed(2),
      "non-2xx": mean(ours, "non2xx") + mean(bare, "non2xx"),
    });
  }
  console.log(`\nSide by side (world size ${values.size}: ${players} players, ${openListings} open auctions):`);
  console.table(rows);
  const roster = Number(rows[1]["npm start req/s"]);
  console.log(`Market search / roster rate: ${(Number(rows[2]["npm start req/s"]) / roster).toFixed(2)}\n`);

  if (values.only !== "paired") {
    await stop(reference);
    const ids: Record<string, string> = { playerId: player.id, matchId: match.id, competitionId: club.leagueId ?? "", countryId: club.countryId };
    const every: Record<string, string | number>[] = [];
    for (const endpoint of DATA_ENDPOINTS) {
      const team = endpoint.path.startsWith("/national-teams") ? national?.id : club.id;
      if (endpoint.path.includes("{teamId}") && !team) continue;
      const playerId = endpoint.path.startsWith("/market/") ? listed.playerId : player.id;
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "teamId" ? team! : name === "playerId" ? playerId : ids[name]));
      const figures = await measure(`http://localhost:${servicePort}/v1${path}`, token);
      every.push({ endpoint: `GET /v1${endpoint.path}`, "req/s": figures.rate, "p50 ms": figures.p50, "p99 ms": figures.p99, "non-2xx": figures.non2xx });
    }
    console.log("Every data endpoint through npm start:");
    console.table(every);
  }
} finally {
  await stop(service);
  await stop(reference);
  await database.close();
}
process.exit(0);
