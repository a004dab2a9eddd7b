/**
 * Limits (the spec's Limits section) through the real middleware chain and PostgreSQL: the
 * per-minute, daily and breadth limits, their headers, the 429, window resets (clock moved),
 * the tier switch on approval, and several instances sharing one store (PostgreSQL, Redis).
 */
import { config } from "@/lib/config";
import { configuredEndpointLimits } from "@/lib/quota/endpoint-limits";
import { approveApplicationAsOperator } from "@/lib/applications/review-application";
import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, TestClock, type TestApi } from "@/lib/testing/api";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { UNLIMITED, type QuotaLimits, type TierLimits } from "@/lib/quota/limits";
import { obtainCode, clientAuthentication, registerTestClient } from "@/lib/testing/oauth";
import { loadUsageReports } from "@/lib/quota/usage-report";
import { loadQuotaStandings } from "@/lib/quota/standing";
import { createTryItToken } from "@/lib/auth/personal-tokens";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let database: TestDatabase;
let runtime: QuotaRuntime;
let api: TestApi;
let token: string;
let demoClubId: string;
let otherClubId: string;
let otherPlayerId: string;
let ownPlayerId: string;
let otherAuctionPlayerId: string;
const extra: QuotaRuntime[] = [];

function limit(tier: Partial<TierLimits>, full: Partial<TierLimits> = {}, tryIt: Partial<TierLimits> = {}): QuotaLimits {
  return {
    development: { ...UNLIMITED.development, ...tier },
    full: { ...UNLIMITED.full, ...full },
    tryIt: { ...UNLIMITED.tryIt, ...tryIt },
  };
}

function limitHeaders(response: Response) {
  return {
    limit: Number(response.headers.get("x-ratelimit-limit")),
    remaining: Number(response.headers.get("x-ratelimit-remaining")),
    reset: Number(response.headers.get("x-ratelimit-reset")),
    resource: response.headers.get("x-ratelimit-resource"),
  };
}

const endOfMinute = (now: Date) => Math.ceil((now.getTime() + 1) / MINUTE) * MINUTE;
const endOfDay = (now: Date) => Math.ceil((now.getTime() + 1) / DAY) * DAY;

async function counters() {
  const rows = await database.prisma.quotaCounter.findMany();
  const by = (kind: string) => rows.filter((r) => r.key.includes(`|${kind}|`)).reduce((n, r) => n + r.count, 0);
  return { minute: by("m"), day: by("d"), breadth: by("b") };
}

async function expect429(response: Response, code: string, resetAt: number, now: Date) {
  expect(response.status).toBe(429);
  const body = (await response.json()) as { error: { code: string; description: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.description).toContain(new Date(resetAt).toISOString());
  expect(Number(response.headers.get("retry-after"))).toBe(Math.ceil((resetAt - now.getTime()) / 1000));
  expect(limitHeaders(response)).toMatchObject({ remaining: 0, reset: resetAt / 1000 });
  return body;
}

beforeAll(async () => {
  database = await createTestDatabase("world");
  runtime = createQuotaRuntime({ databaseUrl: database.url, limits: UNLIMITED, endpointLimits: configuredEndpointLimits(config().quota) });
  api = createTestApi(database, { clock: new TestClock(), quota: runtime });
  token = await api.tokenFor("demo");
  const demo = await database.prisma.team.findFirstOrThrow({
    where: { manager: { username: "demo" }, kind: "Club" },
    select: { id: true },
  });
  demoClubId = demo.id;
  const now = api.clock.now();
  const auction = await database.prisma.transferListing.findFirstOrThrow({
    where: { status: "Open", endsAt: { gt: now }, player: { clubId: { not: demoClubId } } },
    select: { playerId: true, player: { select: { clubId: true } } },
  });
  otherAuctionPlayerId = auction.playerId;
  const other = await database.prisma.team.findFirstOrThrow({ where: { kind: "Club", id: { not: demoClubId } }, select: { id: true } });
  otherClubId = other.id;
  otherPlayerId = (await database.prisma.player.findFirstOrThrow({ where: { clubId: otherClubId }, select: { id: true } })).id;
  ownPlayerId = (await database.prisma.player.findFirstOrThrow({ where: { clubId: demoClubId }, select: { id: true } })).id;
});

beforeEach(async () => {
  runtime.limits = UNLIMITED;
  await database.prisma.quotaCounter.deleteMany();
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  await Promise.all([runtime.close(), ...extra.map((r) => r.close())]);
  await database.drop();
});

describe("the per-minute limit", () => {
  it("reports the allowance call after call, answers 429 when spent, and resets at the clock minute", async () => {
    runtime.limits = limit({ perMinute: 3, perDay: 100 });
    const now = api.clock.now();
    const reset = endOfMinute(now);
    for (const remaining of [2, 1, 0]) {
      const response = await api.request("/v1/me", { token });
      expect(response.status).toBe(200);
      expect(limitHeaders(response)).toEqual({ limit: 3, remaining, reset: reset / 1000, resource: "minute" });
    }
    const refused = await api.request("/v1/me", { token });
    const body = await expect429(refused, "minute_limit_exceeded", reset, now);
    expect(body.error.description).toMatch(/per-minute limit of 3/);
    expect(limitHeaders(refused)).toMatchObject({ limit: 3, resource: "minute" });
    expect(refused.headers.get("x-request-id")).toBeTruthy();

    const wait = reset - now.getTime();
    api.clock.advance(wait);
    try {
      const again = await api.request("/v1/me", { token });
      expect(again.status).toBe(200);
      expect(limitHeaders(again)).toEqual({ limit: 3, remaining: 2, reset: reset / 1000 + 60, resource: "minute" });
    } finally {
      api.clock.advance(-wait);
    }
  });

  it("sets the headers on errors after authentication too (404, 400)", async () => {
    runtime.limits = limit({ perMinute: 5, perDay: 100 });
    const missing = await api.request(`/v1/teams/${crypto.randomUUID()}/roster`, { token });
    expect(missing.status).toBe(404);
    expect(limitHeaders(missing)).toMatchObject({ limit: 5, remaining: 4, resource: "minute" });
    const bad = await api.request("/v1/teams/not-a-uuid", { token });
    expect(bad.status).toBe(400);
    expect(limitHeaders(bad)).toMatchObject({ remaining: 3 });
    // Refused at the bearer step: the token's limits are not known, the address's count of refused calls is.
    const anonymous = await api.request("/v1/me");
    expect(anonymous.status).toBe(401);
    expect(limitHeaders(anonymous)).toMatchObject({ limit: runtime.endpointLimits.unauthenticatedPerMinute, resource: "minute" });
  });
});

describe("calls without a valid token", () => {
  it("count per address: each 401 carries the count, 429 once spent, other addresses and valid tokens untouched, reset at the minute", async () => {
    const configured = runtime.endpointLimits;
    runtime.endpointLimits = { ...configured, unauthenticatedPerMinute: 2 };
    const from = (address: string, bearer?: string) => api.request("/v1/me", { token: bearer, headers: { "X-Client-Address": address } });
    const now = api.clock.now();
    const reset = endOfMinute(now);
    try {
      const first = await from("203.0.113.7");
      expect(first.status).toBe(401);
      expect(first.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(limitHeaders(first)).toEqual({ limit: 2, remaining: 1, reset: reset / 1000, resource: "minute" });
      const second = await from("203.0.113.7", "gmpat_not_a_token");
      expect(second.status).toBe(401);
      expect(limitHeaders(second)).toMatchObject({ remaining: 0 });

      const refused = await from("203.0.113.7", `${token.slice(0, -3)}xyz`);
      const body = await expect429(refused, "minute_limit_exceeded", reset, now);
      expect(body.error.description).toMatch(
        /^That is not a token this API accepts.*too many calls without a valid token: at most 2 a minute/,
      );
      // A refused call spends nothing: the address stays at its limit, not above it.
      expect(
        (await database.prisma.quotaCounter.findMany({ where: { key: { startsWith: "unauthenticated|a:203.0.113.7|" } } })).map(
          (c) => c.count,
        ),
      ).toEqual([2]);

      expect((await from("203.0.113.8")).status).toBe(401);
      const valid = await from("203.0.113.7", token);
      expect(valid.status).toBe(200);
      expect(limitHeaders(valid)).toMatchObject({ limit: UNLIMITED.development.perMinute });

      api.clock.advance(reset - now.getTime());
      try {
        expect(limitHeaders(await from("203.0.113.7"))).toEqual({ limit: 2, remaining: 1, reset: reset / 1000 + 60, resource: "minute" });
      } finally {
        api.clock.advance(now.getTime() - reset);
      }
    } finally {
      runtime.endpointLimits = configured;
    }
  });
});

describe("the daily limit", () => {
  it("refuses after the day's allowance and resets at midnight UTC", async () => {
    runtime.limits = limit({ perMinute: 100, perDay: 2 });
    const now = api.clock.now();
    const midnight = endOfDay(now);
    expect(limitHeaders(await api.request("/v1/me", { token }))).toEqual({
      limit: 2,
      remaining: 1,
      reset: midnight / 1000,
      resource: "day",
    });
    expect(limitHeaders(await api.request("/v1/me", { token }))).toMatchObject({ remaining: 0, resource: "day" });
    await expect429(await api.request("/v1/me", { token }), "daily_limit_exceeded", midnight, now);
    api.clock.advance(MINUTE); // a new minute does not help
    try {
      expect((await api.request("/v1/me", { token })).status).toBe(429);
    } finally {
      api.clock.advance(-MINUTE);
    }
    const wait = midnight - now.getTime();
    api.clock.advance(wait);
    try {
      const next = await api.request("/v1/me", { token });
      expect(next.status).toBe(200);
      expect(limitHeaders(next)).toMatchObject({ remaining: 1, resource: "day" });
    } finally {
      api.clock.advance(-wait);
    }
  });
});

describe("the breadth limit", () => {
  it("counts calls on other clubs and their players, not on the manager's own or the market list", async () => {
    runtime.limits = limit({ perMinute: 100, perDay: 1000, breadthPerDay: 2 });
    const own = await api.request(`/v1/teams/${demoClubId}/roster`, { token });
    expect(own.status).toBe(200);
    expect(limitHeaders(own)).toMatchObject({ resource: "minute", remaining: 99 });
    expect(limitHeaders(await api.request(`/v1/players/${ownPlayerId}`, { token }))).toMatchObject({ resource: "minute" });
    expect(limitHeaders(await api.request("/v1/market/players", { token }))).toMatchObject({ resource: "minute" });
    expect((await counters()).breadth).toBe(0);

    const other = await api.request(`/v1/teams/${otherClubId}/roster`, { token });
    expect(other.status).toBe(200);
    expect(limitHeaders(other)).toMatchObject({ resource: "breadth", limit: 2, remaining: 1 });
    const otherPlayer = await api.request(`/v1/players/${otherPlayerId}`, { token });
    expect(otherPlayer.status).toBe(200);
    expect(limitHeaders(otherPlayer)).toMatchObject({ resource: "breadth", remaining: 0 });

    const now = api.clock.now();
    const body = await expect429(await api.request(`/v1/teams/${otherClubId}`, { token }), "breadth_limit_exceeded", endOfDay(now), now);
    expect(body.error.description).toMatch(/breadth/);
    // The manager's own club still answers.
    expect((await api.request(`/v1/teams/${demoClubId}`, { token })).status).toBe(200);
  });

  it("a refused call spends nothing more: its minute and day counts are given back", async () => {
    runtime.limits = limit({ perMinute: 100, perDay: 1000, breadthPerDay: 1 });
    expect((await api.request(`/v1/teams/${otherClubId}`, { token })).status).toBe(200);
    expect(await counters()).toEqual({ minute: 1, day: 1, breadth: 1 });
    expect((await api.request(`/v1/teams/${otherClubId}`, { token })).status).toBe(429);
    expect((await api.request(`/v1/players/${otherPlayerId}`, { token })).status).toBe(429);
    expect(await counters()).toEqual({ minute: 1, day: 1, breadth: 1 });
  });

  it("counts each auction reveal of another club's skills, and answers 429 instead of the skills when spent", async () => {
    runtime.limits = limit({ perMinute: 100, perDay: 1000, breadthPerDay: 1 });
    const first = await api.request(`/v1/market/players/${otherAuctionPlayerId}/auction`, { token });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { skills: unknown }).skills).not.toBeNull();
    expect(limitHeaders(first)).toMatchObject({ resource: "breadth", remaining: 0 });
    expect(await counters()).toEqual({ minute: 1, day: 1, breadth: 1 });

    const second = await api.request(`/v1/market/players/${otherAuctionPlayerId}/auction`, { token });
    const text = await second.clone().text();
    const now = api.clock.now();
    await expect429(second, "breadth_limit_exceeded", endOfDay(now), now);
    expect(text).not.toContain("skills");
    expect(await counters()).toEqual({ minute: 1, day: 1, breadth: 1 });
  });
});

describe("tiers", () => {
  it("an application's calls move to the full tier as soon as it is approved, on the same counters", async () => {
    runtime.limits = limit({ perMinute: 3 }, { perMinute: 10 });
    const client = await registerTestClient(database, { kind: "Public", name: "Quota tool" });
    const { code, verifier, redirectUri } = await obtainCode(database, client, "demo", api.clock.now(), { scopes: ["public"] });
    const auth = clientAuthentication(client);
    const exchange = await api.app.request("/v1/oauth/token", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...auth.headers },
      body: new URLSearchParams({
        ...auth.body,
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    });
    expect(exchange.status).toBe(200);
    const accessToken = ((await exchange.json()) as { access_token: string }).access_token;

    expect(limitHeaders(await api.request("/v1/me", { token: accessToken }))).toMatchObject({ limit: 3, remaining: 2 });
    expect(limitHeaders(await api.request("/v1/me", { token: accessToken }))).toMatchObject({ limit: 3, remaining: 1 });
    // The application's calls and the manager's personal tokens are separate clients.
    expect(limitHeaders(await api.request("/v1/me", { token }))).toMatchObject({ limit: 3, remaining: 2 });

    // Approved the way staff or an operator approve it: the next call already counts on the full tier.
    await approveApplicationAsOperator(database, client.clientId);
    expect(limitHeaders(await api.request("/v1/me", { token: accessToken }))).toMatchObject({ limit: 10, remaining: 7 });
  });
});

describe("the try-it token's own allowance", () => {
  it("answers when the personal allowance is spent, is refused by its own limit, and shows in the portal as its own client", async () => {
    runtime.limits = limit({ perMinute: 2, perDay: 100 }, {}, { perMinute: 3, perDay: 50 });
    await runtime.usage.flush();
    await database.prisma.usageDay.deleteMany();
    const demoId = await api.managerId("demo");
    const tryIt = await createTryItToken(database, demoId, ["public"], api.clock.now());
    // A script spends the personal allowance.
    for (let i = 0; i < 2; i++) expect((await api.request("/v1/me", { token })).status).toBe(200);
    expect((await api.request("/v1/me", { token })).status).toBe(429);

    // The reference's token still answers, on counters of its own.
    const now = api.clock.now();
    for (const remaining of [2, 1, 0]) {
      const response = await api.request("/v1/me", { token: tryIt.value });
      expect(response.status).toBe(200);
      expect(limitHeaders(response)).toMatchObject({ limit: 3, remaining, resource: "minute" });
    }
    await expect429(await api.request("/v1/me", { token: tryIt.value }), "minute_limit_exceeded", endOfMinute(now), now);
    // Its refusals took nothing from the personal tokens, which are still refused only by their own minute.
    expect(limitHeaders(await api.request("/v1/me", { token }))).toMatchObject({ limit: 2, remaining: 0 });

    // The portal shows it beside the personal tokens, and its calls in the manager's own report.
    const standings = await loadQuotaStandings(database, runtime, { id: demoId }, { now });
    expect(standings.slice(0, 2).map((s) => [s.title, s.tier, s.limits[0].used, s.limits[0].limit])).toEqual([
      ["Personal tokens", "development", 2, 2],
      ["API reference try-it", "tryIt", 3, 3],
    ]);
    await runtime.usage.flush();
    const reports = await loadUsageReports(database, { id: demoId }, { now });
    expect(reports.slice(0, 2).map((r) => [r.title, r.totals.calls])).toEqual([
      // Refused calls are counted calls too: two answered and two refused, three answered and one refused.
      ["Personal tokens", 4],
      ["API reference try-it", 4],
    ]);
  });

  it("is not shown while unused", async () => {
    const rookieId = await api.managerId("rookie");
    const standings = await loadQuotaStandings(database, runtime, { id: rookieId }, { now: api.clock.now() });
    expect(standings.map((s) => s.title)).toEqual(["Personal tokens"]);
  });
});

describe("usage statistics", () => {
  it("tallies calls and refusals per day, client and endpoint, and the portal report reads them", async () => {
    runtime.limits = limit({ perMinute: 2, perDay: 100 });
    await runtime.usage.flush();
    await database.prisma.usageDay.deleteMany();
    await api.request(`/v1/teams/${demoClubId}/roster`, { token });
    await api.request(`/v1/teams/${demoClubId}/roster`, { token });
    await api.request("/v1/me", { token });
    await runtime.usage.flush();
    const rows = await database.prisma.usageDay.findMany({ orderBy: { endpoint: "asc" } });
    expect(rows.map((r) => [r.endpoint, r.calls, r.minuteRefusals])).toEqual([
      ["/me", 1, 1],
      ["/teams/{teamId}/roster", 2, 0],
    ]);
    const demoId = await api.managerId("demo");
    const [personal] = await loadUsageReports(database, { id: demoId }, { now: api.clock.now() });
    expect(personal.title).toBe("Personal tokens");
    expect(personal.days).toHaveLength(30);
    expect(personal.days.at(-1)).toMatchObject({ calls: 3, minute: 1 });
    expect(personal.endpoints[0]).toEqual({ endpoint: "/teams/{teamId}/roster", calls: 2, notModified: 0 });
  });
});

describe("cost per call", () => {
  it("one store statement per call, one more only to refund a refusal, and a club lookup only for /players/{playerId}", async () => {
    runtime.limits = limit({ perMinute: 3, perDay: 100 });
    const seen = { increment: 0, refund: 0, lookup: 0 };
    const { store } = runtime;
    const sql = database.sql;
    const rows = sql.rows.bind(sql);
    const increment = store.increment.bind(store);
    const refund = store.refund.bind(store);
    store.increment = (...args) => (seen.increment++, increment(...args));
    store.refund = (...args) => (seen.refund++, refund(...args));
    // The breadth rule's lookup of a player's club (lib/game/ownership.ts).
    sql.rows = ((statement, args) => (statement.name === "player_club" && seen.lookup++, rows(statement, args))) as typeof sql.rows;
    try {
      await api.request(`/v1/teams/${otherClubId}/roster`, { token });
      await api.request("/v1/me", { token });
      expect(seen).toEqual({ increment: 2, refund: 0, lookup: 0 });
      await api.request(`/v1/players/${otherPlayerId}`, { token });
      expect(seen).toEqual({ increment: 3, refund: 0, lookup: 1 });
      expect((await api.request("/v1/me", { token })).status).toBe(429);
      expect(seen).toEqual({ increment: 4, refund: 1, lookup: 1 });
    } finally {
      store.increment = increment;
      store.refund = refund;
      sql.rows = rows;
    }
  });
});

describe("several instances share one store", () => {
  async function burst(stores: QuotaRuntime[], requests: number) {
    const clock = new TestClock();
    const apis = stores.map((quota) => createTestApi(database, { clock, quota }));
    const tokens = await Promise.all(apis.map((a) => a.tokenFor("rookie")));
    const statuses = await Promise.all(
      Array.from({ length: requests }, (_, i) =>
        Promise.resolve(apis[i % apis.length].request("/v1/me", { token: tokens[i % apis.length] })).then((r) => r.status),
      ),
    );
    return { ok: statuses.filter((s) => s === 200).length, refused: statuses.filter((s) => s === 429).length };
  }

  it("PostgreSQL: of a concurrent burst on two instances, exactly the limit gets through", async () => {
    const stores = [0, 1].map(() =>
      createQuotaRuntime({
        databaseUrl: database.url,
        limits: limit({ perMinute: 10, perDay: 1000 }),
        endpointLimits: configuredEndpointLimits(config().quota),
      }),
    );
    extra.push(...stores);
    expect(await burst(stores, 60)).toEqual({ ok: 10, refused: 50 });
    expect((await counters()).minute).toBe(10);
  });

  it("Redis: of a concurrent burst on two instances, exactly the limit gets through", async () => {
    const prefix = `quota-test-${crypto.randomUUID()}`;
    const stores = [0, 1].map(() =>
      createQuotaRuntime({
        endpointLimits: configuredEndpointLimits(config().quota),
        databaseUrl: database.url,
        redisUrl: "redis://127.0.0.1:6379",
        redisKeyPrefix: prefix,
        limits: limit({ perMinute: 10, perDay: 1000 }),
      }),
    );
    extra.push(...stores);
    expect(await burst(stores, 60)).toEqual({ ok: 10, refused: 50 });
    const redis = new Redis("redis://127.0.0.1:6379");
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(await redis.ttl(keys[0])).toBeGreaterThan(0); // keys expire with their window
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
});
