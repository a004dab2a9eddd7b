/**
 * Webhook delivery throughput: events recorded for a manager whose grant an application holds,
 * fanned out and delivered by the worker (graphile-worker over PostgreSQL, the same code the
 * service runs) to a local receiver, which answers 200 at once. Prints events delivered per
 * second and the attempts' latency, for one worker at two concurrencies and for two workers
 * (two instances) over one database. Each round starts from a fresh database on the server
 * of DATABASE_URL (default: the local server as postgres). The receiver runs in this process
 * and checks one signature in a hundred with the Standard Webhooks library.
 *
 *   npx tsx scripts/bench-webhooks.ts [--events 3000]
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { connectDatabase } from "@/lib/db";
import { migrateDatabase } from "@/lib/database-setup";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { closeWebhookAgents } from "@/lib/webhooks/send";
import { startWebhookWorker, type WebhookWorker } from "@/lib/webhooks/worker";
import { Listener } from "@/lib/sql";

const KEY = "bench-webhooks-key-of-at-least-32-characters";

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Round {
  label: string;
  workers: number;
  concurrency: number;
}

async function runRound(adminUrl: string, round: Round, events: number) {
  const name = `webhooks_bench_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(adminUrl, name);
  let received = 0;
  let verified = 0;
  let secret = "";
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  const server = http.createServer({ keepAlive: true }, (req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received++;
      if (received % 100 === 1) {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
        verified++;
      }
      res.writeHead(200).end();
      if (received === events) done();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const database = connectDatabase(url, { max: 2 });
  const workers: WebhookWorker[] = [];
  try {
    await migrateDatabase(url, { quiet: true });
    const owner = crypto.randomUUID();
    await database.prisma.manager.create({ data: { id: owner, username: "bench", passwordHash: "-" } });
    const app = await database.prisma.application.create({
      data: {
        ownerId: owner,
        name: "Bench",
        description: "-",
        website: "https://bench.example",
        kind: "Public",
        clientId: `gmc_${name}`,
        redirectUris: [],
      },
    });
    await database.prisma.oAuthGrant.create({ data: { managerId: owner, applicationId: app.id, scopes: ["public"] } });
    const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    secret = (
      await createWebhookEndpoint(database, owner, app.id, { url: target, eventTypes: ["match.finished"] }, { key: KEY, loopback: true })
    ).secret;
    await database.pool.query(
      `INSERT INTO "Event" ("id", "type", "scope", "at", "managerId", "data")
       SELECT gen_random_uuid(), 'match.finished', 'public', now(), $1::uuid,
              jsonb_build_object('matchId', gen_random_uuid(), 'teamId', gen_random_uuid(), 'competitionId', gen_random_uuid(),
                'competitionKind', 'League', 'season', 71, 'homeTeamId', gen_random_uuid(), 'awayTeamId', gen_random_uuid(), 'homeScore', 88, 'awayScore', 81)
         FROM generate_series(1, $2::int)`,
      [owner, events],
    );
    const started = performance.now();
    for (let i = 0; i < round.workers; i++)
      workers.push(
        startWebhookWorker({ databaseUrl: url, listener: new Listener(url), key: KEY, loopback: true, concurrency: round.concurrency }),
      );
    await Promise.race([finished, new Promise((_, reject) => setTimeout(() => reject(new Error("timed out after 10 minutes")), 600_000))]);
    // The receiver answers before the attempt is logged: the round ends when every delivery is.
    for (;;) {
      const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM "WebhookDelivery" WHERE "status" = 'Succeeded'`);
      if (rows[0].n >= events) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const seconds = (performance.now() - started) / 1000;
    const [latency] = (
      await database.pool.query(
        `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY "latencyMs") AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY "latencyMs") AS p99,
                count(*)::int AS attempts, count(DISTINCT "deliveryId")::int AS deliveries FROM "WebhookAttempt"`,
      )
    ).rows as { p50: number; p99: number; attempts: number; deliveries: number }[];
    return { ...round, events, received, verified, seconds, perSecond: events / seconds, ...latency };
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await database.close();
    server.closeAllConnections();
    server.close();
    await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function main() {
  const { values } = parseArgs({ options: { events: { type: "string", default: "3000" } } });
  const events = Number(values.events);
  const adminUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const rounds: Round[] = [
    { label: "1 worker × 8", workers: 1, concurrency: 8 },
    { label: "1 worker × 32", workers: 1, concurrency: 32 },
    { label: "2 workers × 8", workers: 2, concurrency: 8 },
  ];
  console.log(`Webhook delivery: ${events} events to a local receiver (fan-out, signing, POST, delivery log), fresh database per round.\n`);
  console.log("| workers | events/s | seconds | attempt p50 | attempt p99 | deliveries | received |");
  console.log("|---|---|---|---|---|---|---|");
  for (const round of rounds) {
    const r = await runRound(adminUrl, round, events);
    console.log(
      `| ${r.label} | ${Math.round(r.perSecond).toLocaleString("en-US")} | ${r.seconds.toFixed(1)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.deliveries} | ${r.received} |`,
    );
    if (r.received !== events || r.deliveries !== events)
      throw new Error(`expected ${events} deliveries, got ${r.deliveries} (${r.received} received)`);
  }
  closeWebhookAgents();
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
