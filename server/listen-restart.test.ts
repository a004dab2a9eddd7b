/**
 * `manager-data listen` behind a real load balancer, across a restart: two instances behind
 * HAProxy (deploy/haproxy.cfg), the command line as a developer runs it (its own process, a
 * personal token in the environment), and a receiver on "the laptop" that verifies every
 * delivery with `standardwebhooks`. The instance holding the stream is stopped (SIGTERM) and
 * started again while events are triggered; the stream moves to the other instance, and every
 * delivery is forwarded exactly once, in the order of the cursor, with its answer in the log.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { registerTestClient, type TestClient } from "@/lib/testing/oauth";
import { freePort } from "@/lib/embedded-postgres";
import { startInstance, type InstanceProcess } from "@/server/testing/instance";
import { startBalancer } from "@/server/testing/balancer";
import { pause, UNLIMITED_QUOTAS } from "@/server/testing/load";

const CLI = path.resolve(import.meta.dirname, "../clients/typescript/cli.ts");
const INSTANCE_ENV = { TRUSTED_PROXY_HOPS: "1", DRAIN_SECONDS: "2", LOG_LEVEL: "info", ...UNLIMITED_QUOTAS };

let database: TestDatabase;
let client: TestClient;
let token: string;
const instances: InstanceProcess[] = [];
let balancer: ChildProcess | undefined;
let cli: ChildProcess | undefined;
let receiver: http.Server | undefined;

beforeAll(async () => {
  database = await createTestDatabase("world");
  const manager = await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
  token = (await createPersonalToken(database, manager.id, { name: "listen", scopes: ["public"], days: 30 }, new Date())).value;
  client = await registerTestClient(database, { name: "Listened to behind HAProxy" });
});
afterAll(async () => {
  cli?.kill("SIGKILL");
  balancer?.kill("SIGKILL");
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await database?.drop();
});

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await pause(50);
  }
}

describe("listen behind HAProxy, across a restart of its instance", () => {
  it("forwards every delivery made meanwhile once, in the cursor's order, each answer in the log", { timeout: 180_000 }, async () => {
    // The laptop's receiver: verifies with the secret listen printed, answers 204.
    let secret = "";
    const received: { eventId: string; verified: boolean }[] = [];
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        try {
          const event = new Webhook(secret).verify(body, request.headers as Record<string, string>) as { id: string };
          received.push({ eventId: event.id, verified: true });
          response.writeHead(204).end();
        } catch {
          received.push({ eventId: "", verified: false });
          response.writeHead(400).end("did not verify");
        }
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve));
    const forwardTo = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;

    // Instance one alone at first, so the stream opens there (the only instance up); two joins once it is open.
    const env = { DATABASE_URL: database.url, ...INSTANCE_ENV };
    const ports = [await freePort(), await freePort()];
    instances.push(await startInstance(env, ports[0]));
    const lb = await startBalancer([ports[0], ports[1]], "The listen test");
    balancer = lb.child;
    const url = lb.url;

    // The command line, as a developer runs it: the token in the environment, --json to read it here.
    const lines: Record<string, unknown>[] = [];
    let cliErrors = "";
    cli = spawn(
      process.execPath,
      ["--import", "tsx", CLI, "listen", "--server", url, "--application", client.clientId, "--forward-to", forwardTo, "--json"],
      { env: { ...process.env, MANAGER_DATA_TOKEN: token }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let partial = "";
    cli.stdout!.on("data", (chunk: Buffer) => {
      partial += chunk.toString();
      const complete = partial.split("\n");
      partial = complete.pop()!;
      for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    cli.stderr!.on("data", (chunk: Buffer) => (cliErrors += chunk.toString()));
    const of = (kind: string) => lines.filter((line) => line.kind === kind);
    await until(() => of("ready").length === 1, `listen ready:\n${cliErrors}`);
    const ready = of("ready")[0] as { sessionId: string; secret: string };
    secret = ready.secret;
    expect(secret).toMatch(/^whsec_/);
    instances.push(await startInstance(env, ports[1]));
    await pause(1_500); // two's first health check

    const triggered: string[] = [];
    const trigger = async (type: string) => {
      const response = await fetch(`${url}/v1/webhooks/endpoints/${ready.sessionId}/trigger`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ type }),
      });
      expect(response.status, await response.clone().text()).toBe(202);
      triggered.push(((await response.json()) as { eventId: string }).eventId);
    };
    const types = ["match.finished", "auction.settled", "training.completed", "economy.week_booked", "season.started"];
    for (const type of types.slice(0, 3)) await trigger(type);
    await until(() => received.length === 3, "the first three forwarded");

    // Instance one, which holds the stream, is restarted; events are triggered meanwhile.
    const one = instances[0];
    one.child.kill("SIGTERM");
    for (const type of types.slice(3)) await trigger(type);
    await trigger("player.drafted");
    const { code } = await one.exited;
    expect(code).toBe(0);
    await trigger("player.retired");
    instances[0] = await startInstance(env, ports[0]);
    await trigger("grant.revoked");
    await trigger("webhook.test");

    await until(() => received.length >= triggered.length, `all ${triggered.length} forwarded:\n${cliErrors}`, 60_000);
    await pause(500); // anything forwarded twice would show by now
    expect(received.every((r) => r.verified)).toBe(true);
    // Once each, in the order they were triggered: the cursor's order.
    expect(received.map((r) => r.eventId)).toEqual(triggered);
    expect(of("reconnecting").length).toBeGreaterThanOrEqual(1);

    // Every answer is in the session's delivery log.
    await until(
      async () =>
        (await database.prisma.webhookDelivery.count({ where: { endpointId: ready.sessionId, status: "Succeeded" } })) === triggered.length,
      "every delivery settled in the log",
    );
    const attempts = await database.prisma.webhookAttempt.findMany({
      where: { delivery: { endpointId: ready.sessionId } },
      select: { status: true, ok: true, url: true, delivery: { select: { event: { select: { id: true } } } } },
    });
    expect(attempts.filter((a) => a.ok && a.status === 204 && a.url === forwardTo)).toHaveLength(triggered.length);
    console.log(
      `listen across a restart: ${triggered.length} triggered, ${received.length} forwarded once each, ${of("reconnecting").length} reconnect(s), ${attempts.length} attempts logged`,
    );

    // Ctrl-C: the session closes.
    cli.kill("SIGINT");
    await new Promise((resolve) => cli!.once("exit", resolve));
    expect(cli.exitCode).toBe(0);
    expect((await database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: ready.sessionId } })).disabledAt).not.toBeNull();
  });
});
