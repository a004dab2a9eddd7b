/**
 * Triggering events from the portal, over a real PostgreSQL and a real loopback receiver: every
 * type an endpoint can receive is built from the developer's own world, sent to that endpoint
 * alone with `"test": true`, signed and logged with the request as sent beside the answer; the
 * delivery log filters by type, status and time, and its validator moves exactly when the log
 * does. A bad type, a world with nothing to build from, and a spent limit change nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerTestClient, type TestClient } from "@/lib/testing/oauth";
import { migrateDatabase } from "@/lib/database-setup";
import { AppError } from "@/lib/errors";
import { attemptDelivery } from "@/lib/webhooks/deliver";
import {
  createWebhookEndpoint,
  deliveryLogVersion,
  MANUAL_LIMITS,
  sendTestEvent,
  triggerTestEvent,
  webhookEndpointLog,
} from "@/lib/webhooks/endpoints";
import { TRIGGERABLE_EVENT_TYPES, type TriggerableEventType } from "@/lib/webhooks/schemas";
import { encryptionKey } from "@/lib/webhooks/secrets";
import { closeWebhookAgents } from "@/lib/webhooks/send";

const KEY = "trigger-tests-key-of-at-least-32-characters";
const options = { key: KEY, loopback: true };

interface Hit {
  headers: Record<string, string>;
  body: string;
}

let database: TestDatabase;
let tool: TestClient;
let endpoint: { id: string; secret: string };
let receiver: http.Server;
let receiverUrl: string;
const hits: Hit[] = [];
/** The portal's clock: each request a little later, so a test stays within the per-minute limit unless it means not to. */
let clock = Date.parse("2031-01-01T00:00:00Z");
const tick = () => new Date((clock += 7_000));

beforeAll(async () => {
  database = await createTestDatabase("world");
  await migrateDatabase(database.url, { quiet: true });
  receiver = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      hits.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(200, { "content-type": "text/plain", "x-receiver": "tests" }).end("received");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // A new application is in development: it may send to loopback, and serves its owner (demo) alone.
  tool = await registerTestClient(database, { name: "Triggered" });
  endpoint = await createWebhookEndpoint(
    database,
    tool.ownerId,
    tool.applicationId,
    { url: receiverUrl, eventTypes: ["grant.revoked"] },
    options,
  );
});

afterEach(async () => {
  await database.prisma.webhookManualRequest.deleteMany();
});

afterAll(async () => {
  closeWebhookAgents();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await database.drop();
});

/** Makes the delivery's first attempt now, as the worker would, through the real sender. */
const attempt = (deliveryId: string) => attemptDelivery(database.sql, deliveryId, { key: encryptionKey(KEY), loopback: true });

/** What the database holds of test events and their deliveries and counts: nothing may change on a refusal. */
async function written() {
  return {
    events: await database.prisma.event.count(),
    deliveries: await database.prisma.webhookDelivery.count(),
    counted: await database.prisma.webhookManualRequest.count(),
  };
}

describe("triggering an event of any type", () => {
  it.each(TRIGGERABLE_EVENT_TYPES)(
    "sends %s built from the developer's world, marked as a test, signed, to this endpoint",
    async (type) => {
      const before = hits.length;
      const { deliveryId, eventId } = await triggerTestEvent(database, tool.ownerId, endpoint.id, { type }, tick());
      expect(await attempt(deliveryId)).toBe("sent");
      expect(hits.length).toBe(before + 1);
      const hit = hits.at(-1)!;
      // The receiver verifies it with the standardwebhooks package and the secret the portal showed once.
      const payload = new Webhook(endpoint.secret).verify(hit.body, hit.headers) as {
        id: string;
        type: string;
        test?: boolean;
        managerId: string | null;
        data: Record<string, unknown>;
      };
      expect(payload).toMatchObject({ id: eventId, type, test: true });
      expect(hit.headers["webhook-id"]).toBe(eventId);
      await expectFromTheWorld(type, payload);

      // The log marks it a test and keeps the request as sent beside the answer.
      const { deliveries } = await webhookEndpointLog(database, tool.ownerId, endpoint.id, { filter: { type } });
      const logged = deliveries.find((d) => d.id === deliveryId)!;
      expect(logged.event).toMatchObject({ id: eventId, type, test: true });
      const [sent] = logged.attempts;
      expect(sent.request).toEqual({ url: receiverUrl, headers: expect.any(Object), body: hit.body });
      for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature", "content-type", "user-agent", "content-length"]) {
        expect(sent.request!.headers[name], name).toBe(hit.headers[name]);
      }
      expect(sent.responseHeaders).toMatchObject({ "content-type": "text/plain", "x-receiver": "tests" });
      expect(sent.response).toBe("received");
      // Nothing of the secret itself is kept with the request.
      expect(JSON.stringify(sent.request)).not.toContain(endpoint.secret.slice("whsec_".length, "whsec_".length + 12));
    },
  );

  it("never lists a test event in the events feed, nor fans it out to other endpoints", async () => {
    const other = await createWebhookEndpoint(
      database,
      tool.ownerId,
      tool.applicationId,
      { url: receiverUrl, eventTypes: ["match.finished"] },
      options,
    );
    const { eventId } = await triggerTestEvent(database, tool.ownerId, endpoint.id, { type: "match.finished" }, tick());
    const event = await database.prisma.event.findUniqueOrThrow({ where: { id: eventId } });
    // No scope: the feed lists only events of a scope the token holds; not pending: no fan-out.
    expect(event).toMatchObject({ scope: null, pending: false, test: true, applicationId: tool.applicationId });
    expect(await database.prisma.webhookDelivery.count({ where: { eventSeq: event.seq } })).toBe(1);
    expect(await database.prisma.webhookDelivery.count({ where: { endpointId: other.id } })).toBe(0);
    await database.prisma.webhookEndpoint.delete({ where: { id: other.id } });
  });

  it.each([["nope.bad"], [""], ["webhook.test"], ["match.finished "]])(
    "refuses the type %j with a field error, and writes nothing",
    async (type) => {
      const before = await written();
      const refusal = await triggerTestEvent(database, tool.ownerId, endpoint.id, { type }, tick()).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(z.ZodError);
      expect((refusal as z.ZodError).issues[0]).toMatchObject({ path: ["type"], message: "Choose an event type from the list." });
      expect(await written()).toEqual(before);
    },
  );

  it("refuses another manager's endpoint as not found, and a developer with no club a type that needs one, writing nothing", async () => {
    const rookie = (await database.prisma.manager.findUniqueOrThrow({ where: { username: "rookie" } })).id;
    const before = await written();
    const stranger = await triggerTestEvent(database, rookie, endpoint.id, { type: "match.finished" }, tick()).catch((e: unknown) => e);
    expect(stranger).toMatchObject({ code: "not_found" });

    const staffTool = await registerTestClient(database, { owner: "staff", name: "Clubless" });
    const clubless = await createWebhookEndpoint(
      database,
      staffTool.ownerId,
      staffTool.applicationId,
      { url: receiverUrl, eventTypes: ["match.finished"] },
      options,
    );
    const afterSetUp = await written();
    const refusal = await triggerTestEvent(database, staffTool.ownerId, clubless.id, { type: "match.finished" }, tick()).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "conflict", message: expect.stringMatching(/no club/) });
    // Neither the event nor its count toward the limit was kept.
    expect(await written()).toEqual(afterSetUp);
    expect(afterSetUp.events).toBe(before.events);
    // What is about the application alone needs no club.
    await expect(
      triggerTestEvent(database, staffTool.ownerId, clubless.id, { type: "application.approved" }, tick()),
    ).resolves.toMatchObject({ deliveryId: expect.any(String) });
  });

  it("counts toward the developer's test events a minute, with Send a test event", async () => {
    const at = new Date(Date.parse("2032-01-01T00:00:00Z"));
    const limit = MANUAL_LIMITS.test.perMinute;
    for (let i = 0; i < limit; i++) {
      const when = new Date(at.getTime() + i * 1_000);
      if (i % 2 === 0) await sendTestEvent(database, tool.ownerId, endpoint.id, when);
      else await triggerTestEvent(database, tool.ownerId, endpoint.id, { type: "season.started" }, when);
    }
    const before = await written();
    const refusal = await triggerTestEvent(
      database,
      tool.ownerId,
      endpoint.id,
      { type: "season.started" },
      new Date(at.getTime() + 20_000),
    ).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ code: "too_many_attempts" });
    expect(await written()).toEqual(before);
    // A minute after the first, one more goes.
    await expect(
      triggerTestEvent(database, tool.ownerId, endpoint.id, { type: "season.started" }, new Date(at.getTime() + 60_001)),
    ).resolves.toMatchObject({ eventId: expect.any(String) });
  });
});

/** The payload's ids lead to the developer's own world: their club, its last game, training and week, the season. */
async function expectFromTheWorld(type: TriggerableEventType, payload: { managerId: string | null; data: Record<string, unknown> }) {
  const club = await database.prisma.team.findFirstOrThrow({
    where: { managerId: tool.ownerId, kind: "Club" },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const data = payload.data;
  switch (type) {
    case "match.finished": {
      const match = await database.prisma.match.findUniqueOrThrow({ where: { id: data.matchId as string } });
      expect([match.homeTeamId, match.awayTeamId]).toContain(club.id);
      expect(data).toMatchObject({ teamId: club.id, homeScore: match.homeScore, awayScore: match.awayScore });
      // Its last game played.
      const later = await database.prisma.match.count({
        where: { OR: [{ homeTeamId: club.id }, { awayTeamId: club.id }], homeScore: { not: null }, startsAt: { gt: match.startsAt } },
      });
      expect(later).toBe(0);
      break;
    }
    case "auction.settled":
      expect(await database.prisma.player.count({ where: { id: data.playerId as string } })).toBe(1);
      expect(data.teamId).toBe(club.id);
      break;
    case "training.completed": {
      const last = await database.prisma.trainingSession.findFirstOrThrow({ where: { teamId: club.id }, orderBy: { trainedAt: "desc" } });
      expect(data).toEqual({ teamId: club.id, week: last.trainedAt.toISOString() });
      break;
    }
    case "economy.week_booked": {
      const last = await database.prisma.economyWeek.findFirstOrThrow({ where: { teamId: club.id }, orderBy: { weekStart: "desc" } });
      expect(data).toEqual({ teamId: club.id, week: last.weekStart.toISOString() });
      break;
    }
    case "season.started":
      expect(await database.prisma.season.count({ where: { id: data.seasonId as string, number: data.season as number } })).toBe(1);
      break;
    case "player.drafted":
    case "player.retired":
      expect(await database.prisma.player.count({ where: { id: data.playerId as string, clubId: club.id } })).toBe(1);
      break;
    case "grant.revoked":
      expect(data).toEqual({ applicationId: tool.applicationId, managerId: tool.ownerId });
      break;
    case "application.approved":
    case "application.suspended":
      expect(data.applicationId).toBe(tool.applicationId);
      expect(payload.managerId).toBeNull();
      return;
  }
  expect(payload.managerId).toBe(tool.ownerId);
}

describe("the delivery log a developer debugs with", () => {
  it("filters by event type, status and time, and its validator moves exactly when the page does", async () => {
    const own = await createWebhookEndpoint(
      database,
      tool.ownerId,
      tool.applicationId,
      { url: receiverUrl, eventTypes: ["grant.revoked"] },
      options,
    );
    const first = await triggerTestEvent(database, tool.ownerId, own.id, { type: "training.completed" }, tick());
    const second = await sendTestEvent(database, tool.ownerId, own.id, tick());
    await attempt(first.deliveryId);
    const made = await database.prisma.webhookDelivery.findMany({ where: { endpointId: own.id }, orderBy: { createdAt: "asc" } });
    const ids = (filter: Parameters<typeof webhookEndpointLog>[3]) =>
      webhookEndpointLog(database, tool.ownerId, own.id, filter).then((log) => log.deliveries.map((d) => d.id));

    expect(await ids({})).toEqual([second.deliveryId, first.deliveryId]);
    expect(await ids({ filter: { type: "training.completed" } })).toEqual([first.deliveryId]);
    expect(await ids({ filter: { type: "webhook.test" } })).toEqual([second.deliveryId]);
    expect(await ids({ filter: { status: "succeeded" } })).toEqual([first.deliveryId]);
    expect(await ids({ filter: { status: "pending" } })).toEqual([second.deliveryId]);
    expect(await ids({ filter: { status: "failed" } })).toEqual([]);
    // Minutes of UTC, both included.
    const minute = (date: Date) => date.toISOString().slice(0, 16);
    expect(await ids({ filter: { from: minute(made[1].createdAt) } })).toContain(second.deliveryId);
    expect(await ids({ filter: { to: minute(made[0].createdAt) } })).toContain(first.deliveryId);
    expect(await ids({ filter: { from: "2000-01-01T00:00", to: "2000-01-01T00:01" } })).toEqual([]);

    // The version the page shows is the one its poll reads, until an attempt changes the page.
    const page = await webhookEndpointLog(database, tool.ownerId, own.id, { filter: { status: "pending" } });
    expect(await deliveryLogVersion(database, tool.ownerId, own.id, { filter: { status: "pending" } })).toBe(page.version);
    const unfiltered = await deliveryLogVersion(database, tool.ownerId, own.id);
    expect(unfiltered).not.toBe(page.version);
    await attempt(second.deliveryId);
    expect(await deliveryLogVersion(database, tool.ownerId, own.id)).not.toBe(unfiltered);
    expect(await deliveryLogVersion(database, tool.ownerId, own.id, { filter: { status: "pending" } })).not.toBe(page.version);
    const settled = await deliveryLogVersion(database, tool.ownerId, own.id);
    expect(await deliveryLogVersion(database, tool.ownerId, own.id)).toBe(settled);
    expect((await webhookEndpointLog(database, tool.ownerId, own.id)).version).toBe(settled);
  });
});
