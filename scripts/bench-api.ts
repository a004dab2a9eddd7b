/**
 * Throughput and latency of three typical calls against a running production server:
 *   npm start            # in one terminal
 *   npm run bench:api    # in another (options: --url, --duration, --connections)
 * It makes a personal token for `demo` with the operator CLI (or uses BENCH_TOKEN) and prints
 * requests per second and p50/p99 latency for /v1/me, a roster and a market search.
 *
 * The cost of quota counting, with the API app served in-process by @hono/node-server:
 *   DATABASE_URL=postgresql://… npm run bench:api -- --in-process [--quota both|on|off]
 * serves the app with counting on (the configured store: PostgreSQL, or Redis when REDIS_URL
 * is set; limits out of reach so nothing is refused) and off, and prints both and the ratio.
 */
import { spawnSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { serve } from "@hono/node-server";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BENCH_URL ?? "http://localhost:3000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "in-process": { type: "boolean", default: false },
    quota: { type: "string", default: "both" },
  },
});
let base = values.url!.replace(/\/$/, "");

function createToken(): string {
  if (process.env.BENCH_TOKEN) return process.env.BENCH_TOKEN;
  const result = spawnSync("npx", ["tsx", "scripts/cli.ts", "token", "create", "--user", "demo", "--scopes", "public,team,market", "--days", "1", "--name", "benchmark"], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`Could not create a token:\n${result.stderr}`);
  return result.stdout.trim().split("\n").at(-1)!;
}

async function run(title: string, path: string, token: string) {
  const result = await autocannon({
    url: base + path,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { Authorization: `Bearer ${token}` },
  });
  const non2xx = result.non2xx;
  return {
    endpoint: title,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    requests: result.requests.total,
    non2xx,
  };
}

if (values["in-process"]) {
  await benchQuotaInProcess();
  process.exit(0);
}

const token = createToken();
const me = (await (await fetch(`${base}/v1/me`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
  teams: { id: string; kind: string }[];
};
const club = me.teams.find((t) => t.kind === "ManagedTeam");
if (!club) throw new Error("demo runs no club");

console.log(`Benchmark against ${base}: ${values.connections} connections, ${values.duration} s each`);
const rows = [];
rows.push(await run("GET /v1/me", "/v1/me", token));
rows.push(await run("GET /v1/teams/{id}/roster", `/v1/teams/${club.id}/roster`, token));
rows.push(await run("GET /v1/market/players", "/v1/market/players?orderBy=Age&sort=Desc&limit=25", token));
console.table(rows);

/** What GET /metrics showed for the runs above: the request series per route, and the pool at its busiest. */
async function printMetricsSummary(poolSeen: { total: number; waiting: number }) {
  const { metricsRegistry } = await import("@/lib/metrics");
  const series = await metricsRegistry().getMetricsAsJSON();
  const duration = series.find((m) => m.name === "http_request_duration_seconds")!;
  const rows = new Map<string, { count: number; sum: number; under50: number }>();
  for (const v of duration.values as { labels: Record<string, string | number>; value: number; metricName?: string }[]) {
    const route = String(v.labels.route);
    const row = rows.get(route) ?? { count: 0, sum: 0, under50: 0 };
    if (v.metricName?.endsWith("_count")) row.count = v.value;
    if (v.metricName?.endsWith("_sum")) row.sum = v.value;
    if (v.metricName?.endsWith("_bucket") && v.labels.le === 0.05) row.under50 = v.value;
    rows.set(route, row);
  }
  console.log("What /metrics showed (http_request_duration_seconds, all variants together):");
  console.table(
    [...rows].map(([route, r]) => ({ route, requests: r.count, "mean ms": +((r.sum / r.count) * 1000).toFixed(1), "≤ 50 ms": `${Math.round((r.under50 / r.count) * 100)}%` })),
  );
  console.log(`db_pool_connections at its busiest: total ${poolSeen.total}, waiting ${poolSeen.waiting}`);
}

/** Counting on and off, each served by its own in-process node:http server over the same database. */
async function benchQuotaInProcess() {
  const { config } = await import("@/lib/config");
  const { createDb } = await import("@/lib/db");
  const { prepareDatabase } = await import("@/lib/database-setup");
  const { createApiApp } = await import("@/lib/api/app");
  const { createPersonalToken, revokePersonalToken } = await import("@/lib/auth/personal-tokens");
  const { createQuotaRuntime } = await import("@/lib/quota/runtime");
  const { UNLIMITED } = await import("@/lib/quota/limits");
  const { countersForCall } = await import("@/lib/quota/windows");

  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("--in-process needs DATABASE_URL (a database to hold the world)");
  await prepareDatabase(url, config(), (m) => console.log(m));
  const db = createDb(url, { max: 10 });
  const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
  const token = await createPersonalToken(db, demo.id, { name: `benchmark ${new Date().toISOString()}`, scopes: ["public", "team", "market"], days: 1 });
  const club = await db.team.findFirstOrThrow({ where: { managerId: demo.id, kind: "Club" }, select: { id: true } });
  const quota = createQuotaRuntime({ databaseUrl: url, redisUrl: config().redisUrl, limits: UNLIMITED });

  // The counting statement alone, one at a time: its latency as a call sees it.
  const samples = 2000;
  const started = performance.now();
  for (let i = 0; i < samples; i++) {
    await quota.store.increment(countersForCall(`bench:${token.id}`, UNLIMITED.development, new Date(), false), new Date());
  }
  const perStatement = (performance.now() - started) / samples;
  console.log(`Quota store (${config().redisUrl ? "Redis" : "PostgreSQL"}): ${perStatement.toFixed(3)} ms per call's counting, sequential`);

  // What db_pool_connections would show during the runs (sampled every 100 ms).
  const { poolOf } = await import("@/lib/db");
  const pool = poolOf(db);
  const poolSeen = { total: 0, waiting: 0 };
  const poolSampler = setInterval(() => {
    poolSeen.total = Math.max(poolSeen.total, pool.totalCount);
    poolSeen.waiting = Math.max(poolSeen.waiting, pool.waitingCount);
  }, 100);

  const variants = values.quota === "both" ? ["on", "off"] : [values.quota!];
  const results: Record<string, Awaited<ReturnType<typeof run>>[]> = {};
  for (const variant of variants) {
    const app = createApiApp({ db: () => db, now: () => new Date(), quota: variant === "on" ? quota : false } as Parameters<typeof createApiApp>[0]);
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    console.log(`Quota ${variant}: ${values.connections} connections, ${values.duration} s each`);
    results[variant] = [
      await run("GET /v1/me", "/v1/me", token.value),
      await run("GET /v1/teams/{id}/roster", `/v1/teams/${club.id}/roster`, token.value),
      await run("GET /v1/market/players", "/v1/market/players?orderBy=Age&sort=Desc&limit=25", token.value),
    ];
    console.table(results[variant]);
    await new Promise((resolve) => server.close(resolve));
  }
  if (results.on && results.off) {
    console.table(
      results.on.map((on, i) => ({
        endpoint: on.endpoint,
        "on req/s": on["req/s"],
        "off req/s": results.off[i]["req/s"],
        "on/off": (on["req/s"] / results.off[i]["req/s"]).toFixed(2),
      })),
    );
  }
  clearInterval(poolSampler);
  await printMetricsSummary(poolSeen);
  await revokePersonalToken(db, demo.id, token.id);
  await quota.close();
  await db.$disconnect();
}
