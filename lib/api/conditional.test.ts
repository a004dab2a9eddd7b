/**
 * Conditional calls (issue: cheap polling of a living world): every data answer's validator,
 * 304s free of every limit, freshness from the clock, validators that change with the world
 * and never cross callers, compression. Through the real app, over a world the clock has
 * moved, with the instance hearing the clock as a server does (lib/world/version.ts).
 */
import zlib from "node:zlib";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { demoIds, demoUrl, type DemoIds } from "@/lib/testing/demo-urls";
import { createTestApi, TestClock, type TestApi } from "@/lib/testing/api";
import { TEST_WORLD } from "@/lib/testing/shared";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { WORLD_MAX_AGE_S } from "@/lib/api/freshness";
import { countersForCall } from "@/lib/quota/windows";
import { advanceWorld } from "@/lib/world/clock/engine";
import { connectClock } from "@/lib/world/clock/sql";
import { WorldVersion } from "@/lib/world/version";
import { Listener } from "@/lib/sql";

let database: TestDatabase;
let clockClient: pg.Client;
let world: WorldVersion;
let clock: TestClock;
let api: TestApi;
let demo: string;
let ids: DemoIds;

/** The world's next change, as the instance heard it. */
const changesAt = () => world.current()!.changesAt!;

const urlFor = (path: string) => demoUrl(path, ids);

const get = (path: string, token: string | undefined, headers: Record<string, string> = {}) => api.request(path, { token, headers });

/** The minute and day counts of demo's personal tokens, read without counting. */
async function counts(): Promise<number[]> {
  const quota = api.quota as Exclude<TestApi["quota"], false>;
  const principalKey = `personal:${await api.managerId("demo")}`;
  const counters = countersForCall(principalKey, quota.limits.development, clock.now(), false);
  return quota.store.read(
    counters.map((c) => c.key),
    clock.now(),
  );
}

/** Moves the world to `to` and waits until this instance has heard it. */
async function moveWorld(to: Date) {
  const before = world.current()?.revision;
  await advanceWorld(clockClient, to);
  const until = Date.now() + 5_000;
  while ((world.current()?.revision ?? before) === before && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  clock.current = new Date(to);
}

beforeAll(async () => {
  database = await createTestDatabase("world");
  clockClient = await connectClock(database.url);
  // A minute of the clock: it has said when the world next changes.
  const start = new Date(TEST_WORLD.referenceTime.getTime() + 60_000);
  await advanceWorld(clockClient, start);
  world = new WorldVersion(database.sql, new Listener(database.url));
  expect(await world.ready()).toBe(true);
  clock = new TestClock(start);
  api = createTestApi(database, { clock, world });
  demo = await api.tokenFor("demo");
  ids = await demoIds(database, changesAt());
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  await world.close();
  await clockClient.end();
  await database.drop();
});

describe("validators", () => {
  it.each(DATA_ENDPOINTS.map((e) => [e.path, e.changes] as const))(
    "%s answers 304 to its own validator, with the limit headers unchanged and nothing counted",
    async (path, changes) => {
      const url = urlFor(path);
      const first = await get(url, demo);
      expect(first.status, await first.clone().text()).toBe(200);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers.get("vary")).toBe("Authorization, Accept-Encoding");
      const remaining = first.headers.get("x-ratelimit-remaining");
      const before = await counts();
      for (let i = 0; i < 2; i++) {
        const again = await get(url, demo, { "If-None-Match": etag });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe("");
        expect(again.headers.get("etag")).toBe(etag);
        expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        expect(again.headers.get("x-ratelimit-remaining")).toBe(remaining);
        expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
      }
      expect(await counts()).toEqual(before);
      const seconds = Math.floor((changesAt().getTime() - clock.now().getTime()) / 1000);
      const expected = { clock: `private, max-age=${seconds}`, world: `private, max-age=${WORLD_MAX_AGE_S}`, account: "private, no-cache" };
      expect(first.headers.get("cache-control")).toBe(expected[changes]);
    },
  );

  it("compares weakly, in lists and with *, and answers 200 to anything else", async () => {
    const url = urlFor("/teams/{teamId}/roster");
    const etag = (await get(url, demo)).headers.get("etag")!;
    for (const header of [`W/${etag}`, `"nope", ${etag}`, "*", ` ${etag} `]) {
      expect((await get(url, demo, { "If-None-Match": header })).status, header).toBe(304);
    }
    for (const header of ['"nope"', etag.slice(1, -1), "", `${etag.slice(0, -1)}x"`]) {
      const response = await get(url, demo, { "If-None-Match": header });
      expect(response.status, header.slice(0, 40)).toBe(200);
      expect(response.headers.get("etag")).toBe(etag);
    }
  });

  it("matches * only with a representation that exists: a missing one answers its 404, counted (RFC 9110 §13.1.2)", async () => {
    const missing = "/v1/teams/00000000-0000-4000-8000-000000000000";
    const before = await counts();
    const unconditional = await get(missing, demo);
    expect(unconditional.status).toBe(404);
    for (let i = 1; i <= 3; i++) {
      const response = await get(missing, demo, { "If-None-Match": "*" });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
      expect(response.headers.get("etag")).toBeNull();
    }
    // Every call counted, minute and day, the conditional ones as the unconditional one.
    expect(await counts()).toEqual(before.map((count) => count + 4));
    // An existing one still answers * with a 304, free.
    const existing = urlFor("/teams/{teamId}");
    const etag = (await get(existing, demo)).headers.get("etag");
    const held = await counts();
    const star = await get(existing, demo, { "If-None-Match": "*" });
    expect(star.status).toBe(304);
    expect(star.headers.get("etag")).toBe(etag);
    expect(await counts()).toEqual(held);
  });

  it("refuses an If-None-Match longer than the document's 2,048 characters with 400, counted, not a 304", async () => {
    const url = urlFor("/teams/{teamId}/roster");
    const etag = (await get(url, demo)).headers.get("etag")!;
    const before = await counts();
    const response = await get(url, demo, { "If-None-Match": `"${"a".repeat(3_000)}", ${etag}` });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_parameter");
    expect(await counts()).toEqual(before.map((count) => count + 1));
  });

  it("needs a valid token for a 304: 401 without one, and with an unknown one", async () => {
    const url = urlFor("/teams/{teamId}/roster");
    const etag = (await get(url, demo)).headers.get("etag")!;
    expect((await get(url, undefined, { "If-None-Match": etag })).status).toBe(401);
    expect((await get(url, `gmpat_${"x".repeat(43)}`, { "If-None-Match": etag })).status).toBe(401);
  });

  it("never lets one caller's validator answer another's call", async () => {
    const rookie = await api.tokenFor("rookie");
    const publicOnly = await api.tokenFor("demo", ["public", "market"]);
    for (const path of ["/teams/{teamId}/roster", "/market/players/{playerId}/auction", "/players/{playerId}"]) {
      const url = urlFor(path);
      const etag = (await get(url, demo)).headers.get("etag")!;
      for (const other of [rookie, publicOnly]) {
        const response = await get(url, other, { "If-None-Match": etag });
        expect(response.status, path).toBe(200);
        expect(response.headers.get("etag")).not.toBe(etag);
      }
    }
  });

  it("changes with the world: after the clock's next event the old validator gets a 200 and a new one", async () => {
    const urls = [urlFor("/teams/{teamId}/roster"), "/v1/market/players", urlFor("/teams/{teamId}/schedule")];
    const before = await Promise.all(urls.map(async (url) => (await get(url, demo)).headers.get("etag")!));
    const countries = (await get("/v1/countries", demo)).headers.get("etag")!;
    const revision = world.current()!.revision;
    // Past the next event, before the clock applied it: answers are hashed, and revalidated each time.
    clock.current = new Date(changesAt().getTime() + 1_000);
    const late = await get(urls[0], demo);
    expect(late.headers.get("cache-control")).toBe("private, no-cache");
    // The clock moves past an hour with its market and a Saturday's games.
    const saturday = await database.prisma.match.findFirstOrThrow({
      where: { homeScore: null, kind: "LeagueRegularSeason" },
      orderBy: { startsAt: "asc" },
    });
    await moveWorld(new Date(saturday.startsAt.getTime() + 60_000));
    expect(world.current()!.revision).toBeGreaterThan(revision);
    for (const [i, url] of urls.entries()) {
      const response = await get(url, demo, { "If-None-Match": before[i] });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("etag")).not.toBe(before[i]);
    }
    // The world as generated did not change: its validator still holds.
    expect((await get("/v1/countries", demo, { "If-None-Match": countries })).status).toBe(304);
  });

  it("hashes the answer when the instance does not hear the clock, and still answers 304 free of quota", async () => {
    const deaf = createTestApi(database, { clock });
    const url = urlFor("/teams/{teamId}/roster");
    const first = await deaf.request(url, { token: demo });
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const etag = first.headers.get("etag")!;
    const before = await counts();
    const again = await deaf.request(url, { token: demo, headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-ratelimit-remaining")).toBe(first.headers.get("x-ratelimit-remaining"));
    expect(await counts()).toEqual(before);
    await deaf.services.close();
  });

  it("tallies a 304 in usage as a call and a 304, and in the request log as a 304", async () => {
    const url = urlFor("/teams/{teamId}/arena");
    const etag = (await get(url, demo)).headers.get("etag")!;
    expect((await get(url, demo, { "If-None-Match": etag })).status).toBe(304);
    const quota = api.quota as Exclude<TestApi["quota"], false>;
    await quota.usage.flush();
    await (api.requestLog as Exclude<TestApi["requestLog"], false>).flush();
    const usage = await database.prisma.usageDay.findMany({ where: { endpoint: "/teams/{teamId}/arena" } });
    expect(usage.reduce((n, u) => n + u.notModified, 0)).toBeGreaterThanOrEqual(1);
    expect(usage.reduce((n, u) => n + u.calls, 0)).toBeGreaterThanOrEqual(2);
    const logged = await database.prisma.apiCall.findMany({ where: { endpoint: "/teams/{teamId}/arena", status: 304 } });
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });
});

describe("answers about the world as generated", () => {
  it("are made once per world: a change under them shows only with a new world, and every call is still charged", async () => {
    const [country] = (await (await get("/v1/countries", demo)).json()).countries as { id: string; name: string }[];
    const leagues = `/v1/countries/${country.id}/leagues`;
    const levelOne = (await (await get(`${leagues}?level=1`, demo)).json()).leagues.length;
    await database.prisma.country.update({ where: { id: country.id }, data: { name: `${country.name} (renamed)` } });
    await database.prisma.competition.updateMany({ where: { countryId: country.id, level: 1 }, data: { level: 99 } });
    try {
      const before = await counts();
      const kept = await get("/v1/countries", demo);
      expect((await kept.json()).countries[0].name).toBe(country.name);
      expect((await counts()).map((n, i) => n - before[i])).toEqual(before.map(() => 1));
      expect((await (await get(`${leagues}?level=1`, demo)).json()).leagues).toHaveLength(levelOne);
      // Another call (a level not asked before) is made from the world as it is now.
      expect((await (await get(`${leagues}?level=99`, demo)).json()).leagues).toHaveLength(levelOne);
      // A refusal is never kept.
      const unknown = "/v1/countries/00000000-0000-4000-8000-000000000000/national-teams";
      expect((await get(unknown, demo)).status).toBe(404);
      expect((await get(unknown, demo)).status).toBe(404);

      // Another world is written (here: the same rows under a new generation stamp).
      const was = world.current()!.world;
      await database.prisma.$executeRawUnsafe(
        `UPDATE "WorldInfo" SET "generatedAt" = "generatedAt" + interval '1 second', "revision" = "revision"`,
      );
      const until = Date.now() + 5_000;
      while ((world.current()?.world ?? was) === was && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(world.current()!.world).not.toBe(was);
      const names = ((await (await get("/v1/countries", demo)).json()).countries as { name: string }[]).map((c) => c.name);
      expect(names).toContain(`${country.name} (renamed)`);
      expect((await (await get(`${leagues}?level=1`, demo)).json()).leagues).toEqual([]);
    } finally {
      await database.prisma.competition.updateMany({ where: { countryId: country.id, level: 99 }, data: { level: 1 } });
      await database.prisma.country.update({ where: { id: country.id }, data: { name: country.name } });
    }
  });
});

describe("compression", () => {
  it("sends brotli and gzip by Accept-Encoding, each decoding to the same JSON, each with its own validator", async () => {
    const url = "/v1/market/players";
    const plain = await api.app.request(url, { headers: { Authorization: `Bearer ${demo}` } });
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1_024);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, coding, suffix] of [
      ["br, gzip", "br", "-br"],
      ["gzip, deflate", "gzip", "-gz"],
      ["br;q=0, gzip", "gzip", "-gz"],
      ["*", "br", "-br"],
    ] as const) {
      const response = await api.app.request(url, { headers: { Authorization: `Bearer ${demo}`, "Accept-Encoding": accept } });
      expect(response.headers.get("content-encoding"), accept).toBe(coding);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBeLessThan(text.length / 2);
      expect(JSON.parse(decoders[coding](body).toString("utf8"))).toEqual(JSON.parse(text));
      const etag = response.headers.get("etag")!;
      expect(etag).toBe(plain.headers.get("etag")!.replace(/"$/, `${suffix}"`));
      // The compressed representation's validator revalidates the plain one too.
      expect((await get(url, demo, { "If-None-Match": etag })).status).toBe(304);
    }
    const identity = await api.app.request(url, { headers: { Authorization: `Bearer ${demo}`, "Accept-Encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
  });

  it("leaves short answers uncompressed", async () => {
    const response = await api.app.request("/v1/seasons", { headers: { Authorization: `Bearer ${demo}`, "Accept-Encoding": "br" } });
    expect((await response.clone().text()).length).toBeLessThan(1_024);
    expect(response.headers.get("content-encoding")).toBeNull();
  });

  it("gives the document a validator, 304s and compression", async () => {
    const plain = await api.app.request("/v1/public.json");
    const etag = plain.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await api.app.request("/v1/public.json", { headers: { "If-None-Match": etag } })).status).toBe(304);
    const br = await api.app.request("/v1/public.json", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8")).toBe(await plain.text());
  });
});
