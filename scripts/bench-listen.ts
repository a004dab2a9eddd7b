/**
 * Time from a trigger to a verified delivery on "the laptop" through `listen`:
 *   DATABASE_URL=postgresql://… npm run bench:listen -- [--triggers 100] [--balancer]
 * A fresh database on the server of DATABASE_URL (migrated, the test world with its demo
 * accounts), the service as its own process (server/testing/api-instance.ts: the same HTTP
 * server and API app as `npm start`, without the pages), the command line as its own process
 * (`manager-data listen --json`, a personal token in its environment) forwarding to a receiver in
 * this process that verifies each delivery with `standardwebhooks` and answers 204. Each round
 * triggers one event (`POST /v1/webhooks/endpoints/{session}/trigger`, types in turn) and waits
 * until the receiver has verified it, so rounds never overlap: the figure is the latency of one
 * event through the whole loop (commit, NOTIFY, stream, the tool, the local POST, the
 * verification). The developer's per-minute trigger count is emptied before each round (the
 * limit is 10 a minute; this measures the path, not the limit). With --balancer, two instances
 * run behind HAProxy (deploy/haproxy.cfg) and the triggers go through it too. Prints p50, p90,
 * p99 and max of trigger → verified, and of the trigger's own answer. A measurement, never a test.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { connectDatabase } from "@/lib/db";
import { migrateDatabase } from "@/lib/database-setup";
import { loadConfig } from "@/lib/config";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { registerApplication } from "@/lib/applications/register-application";
import { TEST_WORLD, withDatabaseName } from "@/lib/testing/shared";
import { generateAndWriteWorld } from "@/lib/world";
import { freePort } from "@/lib/embedded-postgres";
import { startInstance, type InstanceProcess } from "@/server/testing/instance";
import { startBalancer } from "@/server/testing/balancer";
import { UNLIMITED_QUOTAS } from "@/server/testing/load";

const { values } = parseArgs({
  options: {
    triggers: { type: "string", default: "100" },
    balancer: { type: "boolean", default: false },
  },
});
const TRIGGERS = Number(values.triggers);
const TYPES = ["match.finished", "auction.settled", "training.completed", "economy.week_booked", "season.started", "webhook.test"];
const adminUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const name = `bench_listen_${crypto.randomBytes(4).toString("hex")}`;

const children: ChildProcess[] = [];
const instances: InstanceProcess[] = [];

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const f = (n: number) => Number(n.toFixed(1));
  return { p50: f(percentile(sorted, 50)), p90: f(percentile(sorted, 90)), p99: f(percentile(sorted, 99)), max: f(sorted.at(-1)!) };
};

async function main() {
  console.log(`Making ${name} (migrated, the test world)…`);
  await onServer(`CREATE DATABASE ${name}`);
  const url = withDatabaseName(adminUrl, name);
  await migrateDatabase(url, { quiet: true });
  const database = connectDatabase(url, { max: 4 });
  await generateAndWriteWorld(database, { ...TEST_WORLD, withDemoAccounts: true, demoPassword: loadConfig().demoPassword });
  const demo = await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
  const token = (await createPersonalToken(database, demo.id, { name: "bench listen", scopes: ["public"], days: 1 }, new Date())).value;
  const app = await registerApplication(database, demo.id, {
    name: "Listen bench",
    description: "Measures listen.",
    website: "https://bench.example.com",
    kind: "Public",
    redirectUris: ["http://127.0.0.1/callback"],
  });

  let secret = "";
  const verified = new Map<string, number>();
  let waiting: { eventId: string; resolve: () => void } | undefined;
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        const event = new Webhook(secret).verify(Buffer.concat(chunks).toString("utf8"), request.headers as Record<string, string>) as {
          id: string;
        };
        verified.set(event.id, performance.now());
        response.writeHead(204).end();
        if (waiting?.eventId === event.id) waiting.resolve();
      } catch {
        response.writeHead(400).end("did not verify");
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const forwardTo = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;

  const env = {
    DATABASE_URL: url,
    LOG_LEVEL: "warn",
    ...UNLIMITED_QUOTAS,
    ...(values.balancer ? { TRUSTED_PROXY_HOPS: "1", DRAIN_SECONDS: "2" } : {}),
  };
  let server: string;
  if (values.balancer) {
    const ports = [await freePort(), await freePort()];
    for (const port of ports) instances.push(await startInstance(env, port));
    const balancer = await startBalancer([ports[0], ports[1]], "bench:listen --balancer");
    children.push(balancer.child);
    server = balancer.url;
    console.log(`Two instances behind HAProxy at ${server}.`);
  } else {
    instances.push(await startInstance(env));
    server = instances[0].url;
    console.log(`One instance at ${server}.`);
  }

  const cli = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.resolve(import.meta.dirname, "../clients/typescript/cli.ts"),
      "listen",
      "--server",
      server,
      "--application",
      app.clientId,
      "--forward-to",
      forwardTo,
      "--json",
    ],
    { env: { ...process.env, MANAGER_DATA_TOKEN: token }, stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(cli);
  const sessionId = await new Promise<string>((resolve, reject) => {
    let buffer = "";
    cli.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split("\n")) {
        if (!line.startsWith("{")) continue;
        const parsed = JSON.parse(line) as { kind: string; sessionId?: string; secret?: string };
        if (parsed.kind === "ready") {
          secret = parsed.secret!;
          resolve(parsed.sessionId!);
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
    });
    cli.once("exit", (code) => reject(new Error(`listen exited with ${code}`)));
  });
  console.log(`listen is forwarding session ${sessionId} to ${forwardTo}; ${TRIGGERS} triggers, one at a time…`);

  const loop: number[] = [];
  const answered: number[] = [];
  for (let i = 0; i < TRIGGERS; i++) {
    await database.prisma.webhookManualRequest.deleteMany({ where: { ownerId: demo.id } });
    const started = performance.now();
    const response = await fetch(`${server}/v1/webhooks/endpoints/${sessionId}/trigger`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ type: TYPES[i % TYPES.length] }),
    });
    if (response.status !== 202) throw new Error(`trigger ${i}: ${response.status} ${await response.text()}`);
    const { eventId } = (await response.json()) as { eventId: string };
    answered.push(performance.now() - started);
    if (!verified.has(eventId)) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`event ${eventId} not verified within 30 s`)), 30_000);
        waiting = {
          eventId,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      });
    }
    loop.push(verified.get(eventId)! - started);
  }
  // The last answers are reported after the receiver saw them: wait for the log to settle.
  for (let i = 0; i < 100; i++) {
    if ((await database.prisma.webhookDelivery.count({ where: { endpointId: sessionId, status: "Pending" } })) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = await database.prisma.webhookDelivery.groupBy({ by: ["status"], where: { endpointId: sessionId }, _count: true });
  console.log(
    JSON.stringify({
      path: values.balancer ? "two instances behind HAProxy" : "one instance",
      triggers: TRIGGERS,
      "trigger → verified on the laptop (ms)": summary(loop),
      "trigger answered 202 (ms)": summary(answered),
      log: Object.fromEntries(log.map((row) => [row.status, row._count])),
    }),
  );
  cli.kill("SIGINT");
  await new Promise((resolve) => cli.once("exit", resolve));
  await database.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
}

try {
  await main();
} finally {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill("SIGTERM");
  await Promise.all(instances.map((instance) => instance.exited));
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
}
