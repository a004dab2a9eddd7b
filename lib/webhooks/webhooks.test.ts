/**
 * Webhooks end to end, over a real PostgreSQL and real loopback receivers: the clock plays a
 * game of a granted manager's club and the receiver gets `match.finished`, signed by the
 * Standard Webhooks scheme; scopes and ownership decide who hears what; retries, the delivery
 * log, two workers over one database, a crash between an event and its delivery, and an
 * endpoint disabled after three days of failures.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type pg from "pg";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { demoAccounts, grantThroughSignIn } from "@/lib/testing/applications";
import { suspendApplication } from "@/lib/applications/suspend-application";
import { registerTestClient, type TestClient } from "@/lib/testing/oauth";
import { TEST_WORLD } from "@/lib/testing/shared";
import type { Scope } from "@/lib/auth/scopes";
import { revokeGrant } from "@/lib/auth/grants";
import { migrateDatabase } from "@/lib/database-setup";
import type { EventType } from "@/lib/events";
import { advanceWorld, readClock } from "@/lib/world/clock/engine";
import { connectClock } from "@/lib/world/clock/sql";
import { attemptDelivery, RETRY_PERIOD_MS } from "@/lib/webhooks/deliver";
import { createWebhookEndpoint, rotateWebhookSecret, sendTestEvent, webhookEndpointLog } from "@/lib/webhooks/endpoints";
import { encryptionKey } from "@/lib/webhooks/secrets";
import { closeWebhookAgents } from "@/lib/webhooks/send";
import { startWebhookWorker, type WebhookWorker } from "@/lib/webhooks/worker";
import { Listener } from "@/lib/sql";

const KEY = "webhook-tests-key-of-at-least-32-characters";
const HOUR = 3_600_000;

interface Received {
  headers: Record<string, string>;
  body: string;
  payload: { id: string; type: EventType; managerId: string | null; data: Record<string, unknown> };
}

/** A loopback receiver: records every POST and answers what `answer` says (200 by default). */
async function receiver() {
  const received: Received[] = [];
  let answer = 200;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers as Record<string, string>, body, payload: JSON.parse(body) });
      res.writeHead(answer).end(answer === 200 ? "ok" : "down");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    answerWith(status: number) {
      answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Receiver = Awaited<ReturnType<typeof receiver>>;

async function waitFor<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let database: TestDatabase;
let clockClient: pg.Client;
const receivers: Receiver[] = [];
const workers: WebhookWorker[] = [];

async function newReceiver() {
  const r = await receiver();
  receivers.push(r);
  return r;
}

function worker() {
  const w = startWebhookWorker({
    databaseUrl: database.url,
    listener: new Listener(database.url),
    key: KEY,
    loopback: true,
    pollInterval: 200,
    concurrency: 4,
  });
  workers.push(w);
  return w;
}

async function stopWorkers() {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
}

/** An application of demo's with a grant of `scopes` from `manager`, and an endpoint for `types` at a new receiver. */
async function connectedTool(manager: "demo" | "rookie", scopes: Scope[], types: Exclude<EventType, "webhook.test">[]) {
  const client: TestClient = await registerTestClient(database, { name: `Tool ${Math.random().toString(36).slice(2, 8)}`, approved: true });
  const managerId = (await database.prisma.manager.findUniqueOrThrow({ where: { username: manager } })).id;
  const clock = await readClock(clockClient);
  await grantThroughSignIn(database, { applicationId: client.applicationId, managerId, now: clock.clockAt, scopes });
  const target = await newReceiver();
  // An approved application may use loopback only in development: tests send to 127.0.0.1, so they run it as one.
  await database.prisma.application.update({ where: { id: client.applicationId }, data: { status: "Development" } });
  const endpoint = await createWebhookEndpoint(
    database,
    client.ownerId,
    client.applicationId,
    { url: target.url, eventTypes: types },
    { key: KEY, loopback: true },
  );
  return { client, managerId, target, endpoint };
}

/** The start of demo's club's next unplayed game. */
async function nextGameOf(managerId: string): Promise<{ id: string; startsAt: Date; teamId: string }> {
  const [row] = (
    await clockClient.query(
      `SELECT m."id", m."startsAt", t."id" AS "teamId" FROM "Match" m JOIN "Team" t ON t."id" IN (m."homeTeamId", m."awayTeamId")
        WHERE t."managerId" = $1 AND t."kind" = 'Club' AND m."homeScore" IS NULL ORDER BY m."startsAt" LIMIT 1`,
      [managerId],
    )
  ).rows;
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase("world");
  await migrateDatabase(database.url, { quiet: true });
  clockClient = await connectClock(database.url);
  await advanceWorld(clockClient, new Date(TEST_WORLD.referenceTime.getTime() + HOUR));
}, 120_000);

afterEach(async () => {
  await stopWorkers();
  // Each test asks for test events and redeliveries as it needs, free of the last one's per-minute count.
  await database.prisma.webhookManualRequest.deleteMany();
});

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  closeWebhookAgents();
  await clockClient.end();
  await database.drop();
});

describe("webhooks", { timeout: 120_000 }, () => {
  it("delivers match.finished for a granted manager's club, signed; nothing without the scope or about another manager", async () => {
    const granted = await connectedTool("demo", ["public"], ["match.finished"]);
    const noScope = await connectedTool("demo", ["team"], ["match.finished"]);
    const game = await nextGameOf(granted.managerId);
    worker();
    await advanceWorld(clockClient, new Date(game.startsAt.getTime() + 60_000));
    const delivery = await waitFor("match.finished at the receiver", () =>
      granted.target.received.find((r) => r.payload.type === "match.finished" && r.payload.data.matchId === game.id),
    );
    // The Standard Webhooks library verifies it with the secret the portal showed.
    const verified = new Webhook(granted.endpoint.secret).verify(delivery.body, delivery.headers) as Received["payload"];
    expect(verified.managerId).toBe(granted.managerId);
    expect(verified.data.teamId).toBe(game.teamId);
    expect(delivery.headers["webhook-id"]).toBe(verified.id);
    expect(() => new Webhook(noScope.endpoint.secret).verify(delivery.body, delivery.headers)).toThrow();
    // Everything sent to this tool is about its one manager, and only what it subscribed to.
    expect(granted.target.received.every((r) => r.payload.managerId === granted.managerId && r.payload.type === "match.finished")).toBe(
      true,
    );
    // The tool without `public` heard nothing.
    await new Promise((r) => setTimeout(r, 500));
    expect(noScope.target.received).toEqual([]);
    const log = await webhookEndpointLog(database, granted.client.ownerId, granted.endpoint.id);
    expect(log.deliveries.find((d) => d.event.type === "match.finished")).toMatchObject({ status: "Succeeded" });
  });

  it("tells a tool that a manager disconnected it, and then nothing more about them", async () => {
    const tool = await connectedTool("rookie", ["public", "team", "economy", "market"], ["grant.revoked", "match.finished"]);
    worker();
    const grant = await database.prisma.oAuthGrant.findFirstOrThrow({ where: { applicationId: tool.client.applicationId } });
    await revokeGrant(database, tool.managerId, grant.id);
    const told = await waitFor("grant.revoked", () => tool.target.received.find((r) => r.payload.type === "grant.revoked"));
    expect(told.payload.data).toEqual({ applicationId: tool.client.applicationId, managerId: tool.managerId });
    const game = await nextGameOf(tool.managerId);
    await advanceWorld(clockClient, new Date(game.startsAt.getTime() + 60_000));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(tool.target.received.filter((r) => r.payload.type === "match.finished")).toEqual([]);
  });

  it("tells an application it was suspended, and nothing about its managers while it is", async () => {
    const tool = await connectedTool("demo", ["public"], ["application.suspended", "match.finished"]);
    worker();
    const { staff } = await demoAccounts(database);
    await suspendApplication(database, staff, tool.client.applicationId, { reason: "Scraping other managers' data." });
    const told = await waitFor("application.suspended", () => tool.target.received.find((r) => r.payload.type === "application.suspended"));
    expect(told.payload).toMatchObject({
      managerId: null,
      data: { applicationId: tool.client.applicationId, reason: "Scraping other managers' data." },
    });
    const game = await nextGameOf(tool.managerId);
    await advanceWorld(clockClient, new Date(game.startsAt.getTime() + 60_000));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(tool.target.received.filter((r) => r.payload.type === "match.finished")).toEqual([]);
  });

  it("retries a delivery the receiver refused, and logs both attempts", async () => {
    const tool = await connectedTool("demo", ["public"], ["match.finished"]);
    tool.target.answerWith(503);
    worker();
    const { deliveryId } = await sendTestEvent(database, tool.client.ownerId, tool.endpoint.id);
    await waitFor("the first attempt", () => tool.target.received.length >= 1);
    tool.target.answerWith(200);
    // The first retry comes 5 s later.
    const log = await waitFor("the retry's success", async () => {
      const { deliveries } = await webhookEndpointLog(database, tool.client.ownerId, tool.endpoint.id);
      const d = deliveries.find((x) => x.id === deliveryId);
      return d?.status === "Succeeded" ? d : undefined;
    });
    expect(log.attempts.map((a) => [a.attempt, a.status, a.ok])).toEqual([
      [2, 200, true],
      [1, 503, false],
    ]);
    expect(tool.target.received.map((r) => r.headers["webhook-id"])).toEqual([log.event.id, log.event.id]);
  });

  it("delivers each event once with two workers over one database", async () => {
    const tool = await connectedTool("demo", ["public"], ["match.finished"]);
    worker();
    worker();
    const sent = 40;
    // Asked for 7 s apart on the portal's clock: within the developer's 10 test events a minute.
    const start = Date.now();
    for (let i = 0; i < sent; i++) await sendTestEvent(database, tool.client.ownerId, tool.endpoint.id, new Date(start + i * 7_000));
    await waitFor("every test event", () => tool.target.received.length >= sent);
    await new Promise((r) => setTimeout(r, 1_000));
    const ids = tool.target.received.map((r) => r.headers["webhook-id"]);
    expect(ids.length).toBe(sent);
    expect(new Set(ids).size).toBe(sent);
    // The delivery log pages through all of them, newest first, each once.
    const paged: string[] = [];
    let before: string | undefined;
    do {
      const page = await webhookEndpointLog(database, tool.client.ownerId, tool.endpoint.id, { limit: 15, before });
      paged.push(...page.deliveries.map((d) => d.event.id));
      before = page.olderFrom ?? undefined;
    } while (before);
    expect(paged.length).toBe(sent);
    expect(new Set(paged)).toEqual(new Set(ids));
  });

  it("loses nothing recorded while no worker ran: a worker that starts later delivers it", async () => {
    const tool = await connectedTool("demo", ["public"], ["match.finished"]);
    const game = await nextGameOf(tool.managerId);
    // No worker: the clock records the event and its step commits, as if the service died right after.
    await advanceWorld(clockClient, new Date(game.startsAt.getTime() + 60_000));
    const pending = await database.prisma.event.count({ where: { type: "match.finished", managerId: tool.managerId, pending: true } });
    expect(pending).toBeGreaterThan(0);
    worker();
    await waitFor("the event recorded before the worker started", () =>
      tool.target.received.find((r) => r.payload.type === "match.finished" && r.payload.data.matchId === game.id),
    );
  });

  it("keeps the schedule through a manual redelivery, and leaves manual attempts out of the backoff", async () => {
    const tool = await connectedTool("demo", ["public"], ["match.finished"]);
    const { deliveryId } = await sendTestEvent(database, tool.client.ownerId, tool.endpoint.id);
    const made = (await database.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).createdAt;
    const failing = async () => ({ ok: false, status: 502, latencyMs: 1, body: "", error: null });
    const attempt = (at: number, manual = false) =>
      attemptDelivery(database.sql, deliveryId, {
        key: encryptionKey(KEY),
        loopback: true,
        manual,
        now: () => new Date(made.getTime() + at),
        post: failing,
      });
    await attempt(0);
    const scheduled = await database.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
    expect(scheduled.nextAttemptAt).toEqual(new Date(made.getTime() + 5_000));
    // Two manual attempts that fail: the next scheduled attempt stays where it was.
    await attempt(1_000, true);
    await attempt(2_000, true);
    expect(await database.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).toMatchObject({
      status: "Pending",
      attempts: 3,
      nextAttemptAt: scheduled.nextAttemptAt,
    });
    // The second scheduled attempt waits 25 s, as after one failure: the manual ones do not count.
    await attempt(5_000);
    expect((await database.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).nextAttemptAt).toEqual(
      new Date(made.getTime() + 30_000),
    );
    const log = await database.prisma.webhookAttempt.findMany({ where: { deliveryId }, orderBy: { id: "asc" } });
    expect(log.map((a) => [a.attempt, a.manual])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [4, false],
    ]);
  });

  it("logs an attempt it could not sign (the key changed) instead of failing out of sight, and a rotation mends it", async () => {
    const tool = await connectedTool("demo", ["public"], ["match.finished"]);
    const { deliveryId } = await sendTestEvent(database, tool.client.ownerId, tool.endpoint.id);
    const otherKey = { key: encryptionKey(`${KEY}-changed`), loopback: true };
    expect(await attemptDelivery(database.sql, deliveryId, otherKey)).toBe("failed");
    const [logged] = await database.prisma.webhookAttempt.findMany({ where: { deliveryId } });
    expect(logged).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/WEBHOOK_KEY changed/) });
    expect(tool.target.received).toEqual([]);
    // Rotated under the new key, the new secret signs at once (the old, unreadable one is passed over).
    const rotated = await rotateWebhookSecret(database, tool.client.ownerId, tool.endpoint.id, {
      key: `${KEY}-changed`,
      loopback: true,
    });
    expect(await attemptDelivery(database.sql, deliveryId, { ...otherKey, manual: true })).toBe("sent");
    const [delivered] = tool.target.received;
    expect(new Webhook(rotated.secret).verify(delivered.body, delivered.headers)).toMatchObject({ type: "webhook.test" });
    expect(delivered.headers["webhook-signature"].split(" ")).toHaveLength(1);
  });

  it("pushes no world event older than a day before the clock, however late it is fanned out", async () => {
    const tool = await connectedTool("demo", ["public"], ["match.finished"]);
    const { clockAt } = await readClock(clockClient);
    const stale = {
      matchId: crypto.randomUUID(),
      teamId: crypto.randomUUID(),
      competitionId: crypto.randomUUID(),
      competitionKind: "League",
      season: 1,
    };
    const data = { ...stale, homeTeamId: stale.teamId, awayTeamId: crypto.randomUUID(), homeScore: 1, awayScore: 0 };
    for (const hoursAgo of [25, 23]) {
      await database.prisma.event.create({
        data: {
          id: crypto.randomUUID(),
          type: "match.finished",
          scope: "public",
          at: new Date(clockAt.getTime() - hoursAgo * HOUR),
          managerId: tool.managerId,
          data: { ...data, homeScore: hoursAgo },
        },
      });
    }
    worker();
    await waitFor("the recent one", () => tool.target.received.find((r) => r.payload.data.homeScore === 23));
    await new Promise((r) => setTimeout(r, 500));
    expect(tool.target.received.filter((r) => r.payload.data.homeScore === 25)).toEqual([]);
    expect(await database.prisma.event.count({ where: { pending: true } })).toBe(0);
  });

  it("keeps serving when the database is unreachable at start, and stops cleanly", async () => {
    const lines: string[] = [];
    const stranded = startWebhookWorker({
      databaseUrl: "postgresql://postgres@127.0.0.1:1/nowhere",
      listener: new Listener("postgresql://postgres@127.0.0.1:1/nowhere"),
      key: KEY,
      loopback: true,
      log: (_l, m) => lines.push(m),
    });
    await waitFor("a logged failure to start", () => lines.some((l) => /did not start/.test(l)), 10_000);
    await stranded.stop();
  });

  it("gives a delivery up after 3 days of failures and disables an endpoint that failed throughout", async () => {
    const tool = await connectedTool("demo", ["public"], ["match.finished"]);
    // No worker: each attempt is made by hand, with the clock moved instead of waited for.
    const { deliveryId } = await sendTestEvent(database, tool.client.ownerId, tool.endpoint.id);
    const made = (await database.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).createdAt;
    const failing = async () => ({ ok: false, status: 500, latencyMs: 1, body: "", error: null });
    const attempt = (at: number) =>
      attemptDelivery(database.sql, deliveryId, {
        key: encryptionKey(KEY),
        loopback: true,
        now: () => new Date(made.getTime() + at),
        post: failing,
      });
    expect(await attempt(0)).toBe("failed");
    expect(await attempt(HOUR)).toBe("failed");
    let endpoint = await database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: tool.endpoint.id } });
    expect(endpoint.disabledAt).toBeNull();
    expect(await attempt(RETRY_PERIOD_MS)).toBe("failed");
    const delivery = await database.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
    expect(delivery).toMatchObject({ status: "Failed", attempts: 3, nextAttemptAt: null });
    endpoint = await database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: tool.endpoint.id } });
    expect(endpoint.disabledAt).not.toBeNull();
    expect(endpoint.disabledReason).toMatch(/3 days/);
    // A given-up delivery is not attempted again by the schedule.
    expect(await attempt(RETRY_PERIOD_MS + HOUR)).toBe("skipped");
  });
});
