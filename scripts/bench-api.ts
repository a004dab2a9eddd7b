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
 * Two more tables, from the service alone, round by round:
 *   - conditional calls: a roster and the market search sent with the `ETag` of a 200 in
 *     `If-None-Match`, beside the same calls sent bare. Every conditional call must answer 304
 *     (checked, or the run fails), and each round starts only once WorldInfo."changesAt" lies
 *     far enough ahead and the service derives its validator (its 200 says `max-age`): a tag
 *     derived without reading matches only while the service derives, so those 304s were made
 *     before any read of the world (lib/api/freshness.ts);
 *   - compression: the market search with `Accept-Encoding: br`, with `gzip` and with none,
 *     with the bytes of each representation and the rates' ratios (the bar: 0.8).
 *
 * With `--scaled 4` it also makes a world four times the size in a database of its own, serves
 * it from a second service, and measures every data endpoint on both worlds round by round, with
 * the ratio (`--only scaled` for that table alone). With `--scaled-from NAME` that world is a copy
 * of the database NAME on the same server, a world written before (`npm run world -- --size 25`
 * takes about 17 minutes), its size read from it; the copy is served, NAME is left as it was.
 *
 *   npm run bench:api [-- --duration 8 --connections 50 --rounds 2 --size 1 --only paired|conditional|compression|scaled --scaled 4 --endpoints /teams]
 *   npm run bench:api -- --only scaled --scaled-from world25
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { loadConfig } from "@/lib/config";
import { connectDatabase } from "@/lib/db";
import { migrateDatabase, openDatabase } from "@/lib/database-setup";
import { prepareDatabase } from "@/lib/world/prepare-database";
import { generateAndWriteWorld } from "@/lib/world/write";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { withDatabaseName } from "@/lib/testing/shared";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "2" },
    size: { type: "string", default: "1" },
    only: { type: "string", default: "all" },
    /** Also a world this many times larger, served beside the first: every endpoint on both, side by side. */
    scaled: { type: "string" },
    /** The larger world as a copy of this database (on the same server), instead of one generated for the run. */
    "scaled-from": { type: "string" },
    /** Only the data endpoints whose declared path contains this text, in the every-endpoint table. */
    endpoints: { type: "string" },
    port: { type: "string", default: "3201" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const servicePort = Number(values.port);
const referencePort = servicePort + 1;
const scaledPort = servicePort + 2;
const log = (m: string) => console.log(`[bench] ${m}`);
const SECTIONS = ["paired", "conditional", "compression", "scaled"];
if (values.only !== "all" && !SECTIONS.includes(values.only)) throw new Error(`--only takes one of ${SECTIONS.join(", ")}.`);
/** Whether this run prints a section: every one by default, or the one `--only` names (`scaled`: the every-endpoint table). */
const runs = (section: "paired" | "conditional" | "compression" | "every") =>
  values.only === "all" || values.only === section || (section === "every" && values.only === "scaled");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The size of the world in the database at `url`. */
/** The size and reference time of the world at `url`. */
async function worldOf(url: string): Promise<{ size: string; referenceTime: Date }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const row = (
      await client.query<{ size: number; referenceTime: Date }>(`SELECT "size", "referenceTime" FROM "WorldInfo" WHERE "id" = 1`)
    ).rows[0];
    return { size: String(row.size), referenceTime: row.referenceTime };
  } finally {
    await client.end();
  }
}

/** A new database for a world of `size` (empty, or a copy of the database `template`). */
async function freshDatabase(serverUrl: string, size: string, template?: string): Promise<string> {
  const name = `mda_bench_${size}`;
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, "postgres") });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ""}`);
  } finally {
    await client.end();
  }
  return withDatabaseName(serverUrl, name);
}

function startProcess(script: string, env: Record<string, string | undefined>): ChildProcess {
  const merged: Record<string, string | undefined> = { ...process.env, ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  // Node itself (not npm or npx), so stopping the child stops the server; a TypeScript script through tsx.
  const child = spawn(process.execPath, script.endsWith(".ts") ? ["--import", "tsx", script] : [script], {
    env: merged as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "inherit"],
  });
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
  /** Bytes read per answer, headers included: what went over the wire. */
  wire: number;
}

function figuresOf(result: autocannon.Result): Figures {
  return {
    rate: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    wire: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

async function measure(url: string, token: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers: { Authorization: `Bearer ${token}`, ...headers } });
  if (result.errors > 0 || result.non2xx > 0) {
    const probe = await fetch(url, { headers: { Authorization: `Bearer ${token}` } }).then(
      (r) => `${r.status} ${r.statusText}`,
      (e: unknown) => String(e),
    );
    log(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors; one more call: ${probe}`);
  }
  return figuresOf(result);
}

/** The statuses autocannon counted, as `12345× 304`. */
function statusCounts(result: autocannon.Result): [string, number][] {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([code, stats]): [string, number] => [code, stats.count ?? 0])
    .filter(([, count]) => count > 0);
}

/** Conditional calls with `etag` in If-None-Match: every one must answer 304, or the run stops here. */
async function measureNotModified(url: string, token: string, etag: string): Promise<Figures & { notModified: number }> {
  const result = await autocannon({ url, connections, duration, headers: { Authorization: `Bearer ${token}`, "If-None-Match": etag } });
  const counts = statusCounts(result);
  const notModified = counts.find(([code]) => code === "304")?.[1] ?? 0;
  if (notModified === 0 || counts.some(([code]) => code !== "304") || result.errors > 0 || result.timeouts > 0) {
    const seen = counts.map(([code, count]) => `${count}× ${code}`).join(", ") || "no answer";
    throw new Error(
      `${url} with If-None-Match ${etag}: every answer should be 304, got ${seen}, ${result.errors} errors, ${result.timeouts} timeouts.`,
    );
  }
  return { ...figuresOf(result), notModified };
}

/** One call through node:http, which decodes nothing: the status, the headers and the body's bytes as sent. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The mean of one figure over rounds, rounded. */
const meanOf = (list: Figures[], key: keyof Figures) => Math.round(list.reduce((sum, f) => sum + f[key], 0) / list.length);

interface WorldClockState {
  revision: number;
  changesAt: Date | null;
}

/** The world's revision and next change as the clock last stored them. */
async function worldClock(client: pg.Client): Promise<WorldClockState> {
  const { rows } = await client.query<WorldClockState>(
    `SELECT "revision", "changesAt" AT TIME ZONE 'UTC' AS "changesAt" FROM "WorldInfo" WHERE "id" = 1`,
  );
  return rows[0];
}

/**
 * The ETag of a 200 whose validator the service derived without reading, for a round of
 * conditional calls: taken once WorldInfo."changesAt" lies at least `leadMs` ahead (nothing can
 * change the world, nor the validator, during the round) and the service has heard it (its 200
 * says `max-age`, which only a derived validator does, and for the same instant). Until then it
 * waits for the world clock.
 */
async function derivedETag(world: pg.Client, url: string, token: string, leadMs: number): Promise<{ etag: string; leadMs: number }> {
  const until = Date.now() + 15 * 60_000;
  let told = false;
  for (;;) {
    const state = await worldClock(world);
    const lead = state.changesAt ? state.changesAt.getTime() - Date.now() : -Infinity;
    if (lead >= leadMs) {
      const probe = await rawGet(url, { Authorization: `Bearer ${token}` });
      if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}.`);
      const maxAge = /max-age=(\d+)/.exec(probe.headers["cache-control"] ?? "")?.[1];
      // The service's next change is the database's (max-age counts whole seconds to it).
      if (probe.headers.etag && maxAge !== undefined && Math.abs(Number(maxAge) * 1000 - lead) <= 2_000) {
        return { etag: probe.headers.etag, leadMs: lead };
      }
    }
    if (Date.now() > until) {
      throw new Error(
        `The service derived no validator for ${url} in 15 minutes (WorldInfo."changesAt" ${state.changesAt?.toISOString()}).`,
      );
    }
    if (!told) {
      const when = state.changesAt ? `${(lead / 1000).toFixed(1)} s from now` : "not set";
      log(`Waiting for the world clock (WorldInfo."changesAt" ${when}; a round needs ${leadMs / 1000} s)…`);
      told = true;
    }
    await sleep(500);
  }
}

const stop = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 15_000).unref();
  });

/** A fresh database with a world of `size`, and what the calls need from it: a token for `demo` and ids. */
/**
 * A world of `size` in a database of its own: a copy of `template`, or one generated as of
 * `referenceTime` (default: now), which the service's clock then catches up.
 */
async function prepareWorld(serverUrl: string, size: string, from: { template?: string; referenceTime?: Date } = {}) {
  const url = await freshDatabase(serverUrl, size, from.template);
  const config = loadConfig({ ...process.env, WORLD_SIZE: size });
  const started = Date.now();
  if (from.referenceTime) {
    await migrateDatabase(url, { quiet: true });
    const written = connectDatabase(url, { max: 4 });
    try {
      await generateAndWriteWorld(written, { ...config.world, referenceTime: from.referenceTime, demoPassword: config.demoPassword });
    } finally {
      await written.close();
    }
  } else await prepareDatabase(url, config, log);
  log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const database = connectDatabase(url, { max: 2 });
  const db = database.prisma;
  const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
  const token = (
    await createPersonalToken(database, demo.id, {
      name: `benchmark ${Date.now()}`,
      scopes: ["public", "team", "national", "economy", "market"],
      days: 1,
    })
  ).value;
  const club = await db.team.findFirstOrThrow({
    where: { managerId: demo.id, kind: "Club" },
    select: { id: true, leagueId: true, countryId: true },
  });
  const national = await db.team.findFirst({ where: { managerId: demo.id, kind: { not: "Club" } }, select: { id: true } });
  const player = await db.player.findFirstOrThrow({ where: { clubId: club.id }, select: { id: true } });
  const match = await db.match.findFirstOrThrow({
    where: { OR: [{ homeTeamId: club.id }, { awayTeamId: club.id }], homeScore: { not: null } },
    select: { id: true },
  });
  const listed = await db.transferListing.findFirstOrThrow({ where: { status: "Open" }, select: { playerId: true } });
  const openListings = await db.transferListing.count({ where: { status: "Open" } });
  const players = await db.player.count();
  await db.$disconnect();
  log(`World of size ${size}: ${players} players, ${openListings} open auctions.`);
  const ids: Record<string, string> = {
    playerId: player.id,
    matchId: match.id,
    competitionId: club.leagueId ?? "",
    countryId: club.countryId,
  };
  /** The endpoint's path in this world, or undefined where it has no such team. */
  const pathOf = (endpoint: (typeof DATA_ENDPOINTS)[number]) => {
    const team = endpoint.path.startsWith("/national-teams") ? national?.id : club.id;
    if (endpoint.path.includes("{teamId}") && !team) return undefined;
    const playerId = endpoint.path.startsWith("/market/") ? listed.playerId : player.id;
    return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === "teamId" ? team! : name === "playerId" ? playerId : ids[name],
    );
  };
  return { url, token, club, players, openListings, pathOf };
}

const quotaOff = { QUOTA_DEV_PER_MINUTE: "1000000000", QUOTA_DEV_PER_DAY: "1000000000", QUOTA_DEV_BREADTH_PER_DAY: "1000000000" };
const startService = (url: string, port: number) =>
  startProcess("scripts/launch.mjs", {
    ...quotaOff,
    DATABASE_URL: url,
    PORT: String(port),
    BASE_URL: `http://localhost:${port}`,
    AUTH_URL: undefined,
  });

let service: ChildProcess | undefined;
let reference: ChildProcess | undefined;
let scaledService: ChildProcess | undefined;
const database = await openDatabase(log);
try {
  const template = values["scaled-from"];
  const templateWorld = template ? await worldOf(withDatabaseName(database.url, template)) : undefined;
  // Beside a world written before, the smaller world is generated as of the same instant: both
  // have lived as long when served (the same days of games, auctions and events to answer from).
  const world = await prepareWorld(database.url, values.size, { referenceTime: templateWorld?.referenceTime });
  const { url, token, club, players, openListings } = world;
  const scaledSize = templateWorld ? templateWorld.size : values.scaled ? String(Number(values.size) * Number(values.scaled)) : undefined;
  const scaled = scaledSize ? await prepareWorld(database.url, scaledSize, { template }) : undefined;

  log("Starting the service as npm start does (scripts/launch.mjs; builds first if the build is missing or stale)…");
  service = startService(url, servicePort);
  reference = startProcess("scripts/bench-reference.ts", { DATABASE_URL: url, PORT: String(referencePort) });
  await waitUntilUp(`http://localhost:${servicePort}/healthz`, 900_000);
  await waitUntilUp(`http://localhost:${referencePort}/v1/me`, 60_000);
  if (scaled) {
    // The build is current by now: the second service only starts. A world written days ago is
    // caught up first (at size 25 about a minute a game day): /healthz answers 200 once it is.
    scaledService = startService(scaled.url, scaledPort);
    await waitUntilUp(`http://localhost:${scaledPort}/healthz`, 1_800_000);
  }
  log(`${connections} connections, ${duration} s a round, ${rounds} rounds for each paired call.`);

  const rosterCall = { name: "GET /v1/teams/{teamId}/roster", path: `/v1/teams/${club.id}/roster` };
  const marketSearch = { name: "GET /v1/market/players (Age, Desc, 25)", path: "/v1/market/players?orderBy=Age&sort=Desc&limit=25" };
  const paired = runs("paired") ? [{ name: "GET /v1/me", path: "/v1/me" }, rosterCall, marketSearch] : [];
  const rows: Record<string, string | number>[] = [];
  for (const call of paired) {
    const ours: Figures[] = [];
    const bare: Figures[] = [];
    // Warm both (JIT, prepared statements, caches), then alternate.
    await autocannon({
      url: `http://localhost:${servicePort}${call.path}`,
      connections,
      duration: 2,
      headers: { Authorization: `Bearer ${token}` },
    });
    await autocannon({
      url: `http://localhost:${referencePort}${call.path}`,
      connections,
      duration: 2,
      headers: { Authorization: `Bearer ${token}` },
    });
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
  if (rows.length > 0) {
    console.log(`\nSide by side (world size ${values.size}: ${players} players, ${openListings} open auctions):`);
    console.table(rows);
    const roster = Number(rows[1]["npm start req/s"]);
    console.log(`Market search / roster rate: ${(Number(rows[2]["npm start req/s"]) / roster).toFixed(2)}\n`);
  }
  // The reference serves the paired table alone.
  await stop(reference);

  if (runs("conditional")) {
    // A round of conditional calls needs the world unchanged throughout, with room to spare.
    const leadMs = duration * 1000 + 3_000;
    const worldInfo = new pg.Client({ connectionString: url });
    await worldInfo.connect();
    const table: Record<string, string | number>[] = [];
    let leastLead = Infinity;
    try {
      for (const call of [rosterCall, marketSearch]) {
        const target = `http://localhost:${servicePort}${call.path}`;
        const auth = { Authorization: `Bearer ${token}` };
        // Warm both kinds, then alternate them round by round.
        await autocannon({ url: target, connections, duration: 2, headers: auth });
        const warm = await derivedETag(worldInfo, target, token, 5_000);
        await autocannon({ url: target, connections, duration: 2, headers: { ...auth, "If-None-Match": warm.etag } });
        const full: Figures[] = [];
        const conditional: Figures[] = [];
        let notModified = 0;
        for (let round = 0; round < rounds; round++) {
          full.push(await measure(target, token));
          // The revision moves at least hourly and at every auction's end: a current tag each round.
          const taken = await derivedETag(worldInfo, target, token, leadMs);
          leastLead = Math.min(leastLead, taken.leadMs);
          const figures = await measureNotModified(target, token, taken.etag);
          notModified += figures.notModified;
          conditional.push(figures);
        }
        table.push({
          call: call.name,
          "200 req/s": meanOf(full, "rate"),
          "304 req/s": meanOf(conditional, "rate"),
          "ratio (304/200)": (meanOf(conditional, "rate") / meanOf(full, "rate")).toFixed(2),
          "p50 ms (200/304)": `${meanOf(full, "p50")} / ${meanOf(conditional, "p50")}`,
          "p99 ms (200/304)": `${meanOf(full, "p99")} / ${meanOf(conditional, "p99")}`,
          "B/answer (200/304)": `${meanOf(full, "wire")} / ${meanOf(conditional, "wire")}`,
          "304s": notModified,
          "non-2xx of 200s": meanOf(full, "non2xx"),
        });
      }
    } finally {
      await worldInfo.end();
    }
    console.log("Conditional calls (If-None-Match with the ETag of a 200) beside the same calls sent bare, through npm start:");
    console.table(table);
    console.log(
      `Every conditional call answered 304 (checked). Validator: derived, no read — each round's ETag came from a 200 with ` +
        `max-age (only a derived validator says it), WorldInfo."changesAt" was at least ${(leastLead / 1000).toFixed(1)} s ` +
        `ahead at each round's start, and a hashed answer's tag differs from the derived one, so it would have answered 200.\n`,
    );
  }

  if (runs("compression")) {
    const target = `http://localhost:${servicePort}${marketSearch.path}`;
    const auth = { Authorization: `Bearer ${token}` };
    const codings = [
      { name: "none", headers: {} as Record<string, string>, encoding: undefined },
      { name: "br", headers: { "Accept-Encoding": "br" }, encoding: "br" },
      { name: "gzip", headers: { "Accept-Encoding": "gzip" }, encoding: "gzip" },
    ];
    const bodies: number[] = [];
    for (const coding of codings) {
      const probe = await rawGet(target, { ...auth, ...coding.headers });
      if (probe.status !== 200 || probe.headers["content-encoding"] !== coding.encoding) {
        throw new Error(`${target} with ${coding.name}: ${probe.status}, Content-Encoding ${probe.headers["content-encoding"] ?? "none"}.`);
      }
      bodies.push(probe.bytes);
      await autocannon({ url: target, connections, duration: 2, headers: { ...auth, ...coding.headers } });
    }
    const figures: Figures[][] = codings.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, coding] of codings.entries()) figures[i].push(await measure(target, token, coding.headers));
    }
    const plain = meanOf(figures[0], "rate");
    console.log(`${marketSearch.name} by Accept-Encoding, through npm start (the bar: compressed ≥ 0.8× uncompressed):`);
    console.table(
      codings.map((coding, i) => {
        const ratio = meanOf(figures[i], "rate") / plain;
        return {
          "Accept-Encoding": coding.name,
          "body bytes": bodies[i],
          "body ratio": (bodies[i] / bodies[0]).toFixed(2),
          "B/answer on the wire": meanOf(figures[i], "wire"),
          "req/s": meanOf(figures[i], "rate"),
          "ratio to none": ratio.toFixed(2),
          "≥ 0.8×": i === 0 ? "" : ratio >= 0.8 ? "yes" : "NO",
          "p50 ms": meanOf(figures[i], "p50"),
          "p99 ms": meanOf(figures[i], "p99"),
          "non-2xx": meanOf(figures[i], "non2xx"),
        };
      }),
    );
    console.log();
  }

  if (runs("every")) {
    const every: Record<string, string | number>[] = [];
    for (const endpoint of DATA_ENDPOINTS.filter((e) => !values.endpoints || e.path.includes(values.endpoints))) {
      const path = world.pathOf(endpoint);
      if (!path) continue;
      if (!scaled) {
        const figures = await measure(`http://localhost:${servicePort}/v1${path}`, token);
        every.push({
          endpoint: `GET /v1${endpoint.path}`,
          "req/s": figures.rate,
          "p50 ms": figures.p50,
          "p99 ms": figures.p99,
          "non-2xx": figures.non2xx,
        });
        continue;
      }
      // Both worlds, round by round, each warmed first.
      const larger = `http://localhost:${scaledPort}/v1${scaled.pathOf(endpoint)}`;
      const base = `http://localhost:${servicePort}/v1${path}`;
      await autocannon({ url: base, connections, duration: 2, headers: { Authorization: `Bearer ${token}` } });
      await autocannon({ url: larger, connections, duration: 2, headers: { Authorization: `Bearer ${scaled.token}` } });
      const small: Figures[] = [];
      const big: Figures[] = [];
      for (let round = 0; round < rounds; round++) {
        small.push(await measure(base, token));
        big.push(await measure(larger, scaled.token));
      }
      const mean = (list: Figures[], key: keyof Figures) => Math.round(list.reduce((sum, f) => sum + f[key], 0) / list.length);
      const ratio = mean(big, "rate") / mean(small, "rate");
      every.push({
        endpoint: `GET /v1${endpoint.path}`,
        [`size ${values.size} req/s`]: mean(small, "rate"),
        [`size ${scaledSize} req/s`]: mean(big, "rate"),
        ratio: ratio.toFixed(2),
        [`p99 ms (${values.size}/${scaledSize})`]: `${mean(small, "p99")} / ${mean(big, "p99")}`,
        "within 20 %": ratio >= 0.8 ? "yes" : "NO",
        "non-2xx": mean(small, "non2xx") + mean(big, "non2xx"),
      });
    }
    console.log(
      scaled
        ? `Every data endpoint, world size ${values.size} beside ${scaledSize} (${scaled.players} players, ${scaled.openListings} open auctions):`
        : "Every data endpoint through npm start:",
    );
    console.table(every);
  }
} finally {
  await stop(service);
  await stop(reference);
  await stop(scaledService);
  await database.close();
}
process.exit(0);
