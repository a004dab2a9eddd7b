/**
 * The events feed (`GET /v1/events`): what the clock told, to the token's manager and scopes
 * only, oldest first after a cursor, paged, and free to poll with `If-None-Match`. Through the
 * real app over a world the clock has moved ten days.
 */
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, expectErrorResponse, TestClock, type TestApi } from "@/lib/testing/api";
import { TEST_WORLD } from "@/lib/testing/shared";
import { EventFeedSchema, type EventFeed } from "@/lib/game/schemas/events";
import { EVENT_KINDS, type EventType } from "@/lib/events";
import { advanceWorld } from "@/lib/world/clock/engine";
import { connectClock } from "@/lib/world/clock/sql";
import { WorldVersion } from "@/lib/world/version";
import { Listener } from "@/lib/sql";

const DAY = 24 * 3_600_000;

let database: TestDatabase;
let clockClient: pg.Client;
let world: WorldVersion;
let api: TestApi;
let demoId: string;

async function feed(query: string, token: string, headers: Record<string, string> = {}) {
  return api.request(`/v1/events${query}`, { token, headers });
}

async function feedJson(query: string, token: string): Promise<EventFeed> {
  const response = await feed(query, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return EventFeedSchema.parse(await response.json());
}

/** Every page, following `next` until `hasMore` is false. */
async function readAll(token: string, query = "", limit = 100): Promise<{ events: EventFeed["events"]; pages: number; next: string }> {
  const events: EventFeed["events"] = [];
  let after = "";
  let pages = 0;
  for (;;) {
    const page = await feedJson(`?limit=${limit}${after ? `&after=${after}` : ""}${query}`, token);
    pages++;
    events.push(...page.events);
    after = page.next;
    if (!page.hasMore) return { events, pages, next: page.next };
  }
}

beforeAll(async () => {
  database = await createTestDatabase("world");
  clockClient = await connectClock(database.url);
  const until = new Date(TEST_WORLD.referenceTime.getTime() + 10 * DAY);
  await advanceWorld(clockClient, until);
  world = new WorldVersion(database.sql, new Listener(database.url));
  expect(await world.ready()).toBe(true);
  api = createTestApi(database, { clock: new TestClock(until), world });
  demoId = await api.managerId("demo");
}, 300_000);

afterAll(async () => {
  expect(api.errors).toEqual([]);
  await world.close();
  await clockClient.end();
  await database.drop();
});

describe("GET /v1/events", () => {
  it("lists the manager's events oldest first, in pages that follow the cursor and miss nothing", async () => {
    const token = await api.tokenFor("demo");
    const whole = await readAll(token);
    expect(whole.events.length).toBeGreaterThan(5);
    const types = new Set(whole.events.map((e) => e.type));
    for (const type of ["match.finished", "training.completed", "economy.week_booked"] as const) expect(types).toContain(type);
    for (const event of whole.events) expect(event.managerId).toBe(demoId);
    const paged = await readAll(token, "", 3);
    expect(paged.pages).toBe(Math.ceil(whole.events.length / 3));
    expect(paged.events.map((e) => e.id)).toEqual(whole.events.map((e) => e.id));
    expect(new Set(paged.events.map((e) => e.id)).size).toBe(paged.events.length);
    // The database's count agrees: nothing about demo is left out.
    const told = await database.prisma.event.count({ where: { managerId: demoId } });
    expect(whole.events.length).toBe(told);
    // Past the end: no events, and the cursor stays where it was.
    const end = await feedJson(`?after=${whole.next}`, token);
    expect(end).toEqual({ events: [], next: whole.next, hasMore: false });
  });

  it("leaves out the events of scopes the token lacks, and another manager's always", async () => {
    const publicOnly = await readAll(await api.tokenFor("demo", ["public"]));
    expect(publicOnly.events.length).toBeGreaterThan(0);
    expect(publicOnly.events.every((e) => EVENT_KINDS[e.type as EventType].scope === "public")).toBe(true);
    const economy = await readAll(await api.tokenFor("demo", ["public", "economy"]));
    expect(economy.events.some((e) => e.type === "economy.week_booked")).toBe(true);
    expect(economy.events.some((e) => e.type === "training.completed")).toBe(false);
    const rookie = await readAll(await api.tokenFor("rookie"));
    expect(rookie.events.length).toBeGreaterThan(0);
    const rookieId = await api.managerId("rookie");
    expect(rookie.events.every((e) => e.managerId === rookieId)).toBe(true);
  });

  it("filters by type", async () => {
    const token = await api.tokenFor("demo");
    const games = await readAll(token, "&types=match.finished");
    expect(games.events.length).toBeGreaterThan(0);
    expect(games.events.every((e) => e.type === "match.finished")).toBe(true);
    const two = await readAll(token, "&types=training.completed,economy.week_booked");
    expect(new Set(two.events.map((e) => e.type))).toEqual(new Set(["training.completed", "economy.week_booked"]));
  });

  it("answers 304 free of quota while nothing new is told", async () => {
    const token = await api.tokenFor("demo");
    const { next } = await readAll(token);
    const first = await feed(`?after=${next}`, token);
    const etag = first.headers.get("etag")!;
    const again = await feed(`?after=${next}`, token, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-ratelimit-remaining")).toBe(first.headers.get("x-ratelimit-remaining"));
  });

  it.each([
    ["?after=abc", "after"],
    ["?after=-1", "after"],
    ["?after=1234567890123456789", "after"],
    ["?types=match.started", "types"],
    ["?types=grant.revoked", "types"],
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?cursor=1", "cursor"],
    ["?types=match.finished,", "types"],
    ["?types=match.finished;auction.settled", "types"],
  ])("refuses %s with 400 naming the parameter", async (query, parameter) => {
    const error = await expectErrorResponse(await feed(query, await api.tokenFor("demo")), 400, "invalid_parameter");
    expect(error.parameter).toBe(parameter);
  });

  it.each(["?after=0&=null", "?=1", "?limit=5&="])(
    "refuses a parameter with no name (%s): the strict query does not drop it",
    async (query) => {
      const error = await expectErrorResponse(await feed(query, await api.tokenFor("demo")), 400, "invalid_parameter");
      expect(error.description).toMatch(/has no name/);
    },
  );

  it("takes the types the document's pattern takes, and the document says it", async () => {
    const token = await api.tokenFor("demo");
    for (const types of ["match.finished", "match.finished, auction.settled", " training.completed ,economy.week_booked "]) {
      expect((await feed(`?types=${encodeURIComponent(types)}`, token)).status, types).toBe(200);
    }
    const document = (await (await api.request("/v1/public.json")).json()) as {
      paths: Record<string, { get: { parameters: { name: string; in: string; schema: { pattern?: string; maxLength?: number } }[] } }>;
    };
    const parameters = document.paths["/v1/events"].get.parameters;
    const pattern = parameters.find((p) => p.name === "types")!.schema.pattern;
    expect(pattern).toBeDefined();
    const matches = (value: string) => new RegExp(pattern!).test(value);
    expect(matches("match.finished,auction.settled")).toBe(true);
    expect(matches("match.started")).toBe(false);
    // If-None-Match longer than the document's maxLength is refused, as the document says.
    const ifNoneMatch = parameters.find((p) => p.in === "header" && p.name === "If-None-Match")!;
    expect(ifNoneMatch.schema.maxLength).toBe(2_048);
    const longest = `"${"a".repeat(2_046)}"`;
    expect((await feed("", token, { "If-None-Match": longest })).status).toBe(200);
    const error = await expectErrorResponse(await feed("", token, { "If-None-Match": `${longest},` }), 400, "invalid_parameter");
    expect(error).toMatchObject({ parameter: "If-None-Match", description: "The If-None-Match header is longer than 2,048 characters." });
  });
});
