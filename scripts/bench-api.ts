/**
 * Throughput and latency of three typical calls against a running production server:
 *   npm start            # in one terminal
 *   npm run bench:api    # in another (options: --url, --duration, --connections)
 * It makes a personal token for `demo` with the operator CLI (or uses BENCH_TOKEN) and prints
 * requests per second and p50/p99 latency for /v1/me, a roster and a market search.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BENCH_URL ?? "http://localhost:3000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
  },
});
const base = values.url!.replace(/\/$/, "");

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
