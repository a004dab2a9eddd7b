/**
 * Quota at a glance: what the portal reads from the quota store (PostgreSQL and Redis) must be
 * the figures the API's limit headers gave for the same client, without counting a call.
 */
import { config } from "@/lib/config";
import { configuredEndpointLimits } from "@/lib/quota/endpoint-limits";
import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, TestClock, type TestApi } from "@/lib/testing/api";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { UNLIMITED, type QuotaLimits } from "@/lib/quota/limits";
import { loadQuotaStandings, personalTokenCallsToday } from "@/lib/quota/standing";
import { registerTestClient } from "@/lib/testing/oauth";
import { RequestLogRecorder } from "@/lib/quota/request-log";
import { hashCredential } from "@/lib/auth/credentials";

const LIMITS: QuotaLimits = {
  development: { perMinute: 5, perDay: 40, breadthPerDay: 3 },
  full: { perMinute: 50, perDay: 400, breadthPerDay: 30 },
  tryIt: { perMinute: 3, perDay: 10, breadthPerDay: 2 },
};

let database: TestDatabase;
const runtimes: QuotaRuntime[] = [];
let demoId: string;
let rookieId: string;
let staffId: string;
let otherClubId: string;

beforeAll(async () => {
  database = await createTestDatabase("world");
  [demoId, rookieId, staffId] = await Promise.all(
    ["demo", "rookie", "staff"].map(
      async (u) => (await database.prisma.manager.findUniqueOrThrow({ where: { username: u }, select: { id: true } })).id,
    ),
  );
  otherClubId = (await database.prisma.team.findFirstOrThrow({ where: { kind: "Club", managerId: { not: demoId } }, select: { id: true } }))
    .id;
});

afterAll(async () => {
  await Promise.all(runtimes.map((r) => r.close()));
  await database.drop();
});

function headers(response: Response) {
  return {
    resource: response.headers.get("x-ratelimit-resource"),
    remaining: Number(response.headers.get("x-ratelimit-remaining")),
    reset: Number(response.headers.get("x-ratelimit-reset")),
  };
}

for (const store of ["PostgreSQL", "Redis"] as const) {
  describe(`read from ${store}`, () => {
    let api: TestApi;
    let runtime: QuotaRuntime;
    let token: string;

    beforeAll(async () => {
      runtime = createQuotaRuntime({
        endpointLimits: configuredEndpointLimits(config().quota),
        databaseUrl: database.url,
        limits: LIMITS,
        ...(store === "Redis" ? { redisUrl: "redis://127.0.0.1:6379", redisKeyPrefix: `standing-test-${crypto.randomUUID()}` } : {}),
      });
      runtimes.push(runtime);
      api = createTestApi(database, { clock: new TestClock(), quota: runtime });
      token = await api.tokenFor("demo");
    });

    beforeEach(async () => {
      await database.prisma.quotaCounter.deleteMany();
    });

    it("shows each limit's allowance as the last call's headers gave it, and reading counts nothing", async () => {
      const now = api.clock.now();
      const fresh = await loadQuotaStandings(database, runtime, { id: demoId }, { now });
      expect(fresh[0].title).toBe("Personal tokens");
      expect(fresh[0].tier).toBe("development");
      expect(fresh[0].limits.map((l) => [l.resource, l.limit, l.remaining])).toEqual([
        ["minute", 5, 5],
        ["day", 40, 40],
        ["breadth", 3, 3],
      ]);

      await api.request("/v1/me", { token });
      await api.request(`/v1/teams/${otherClubId}`, { token }); // breadth counted
      const last = await api.request(`/v1/teams/${otherClubId}/roster`, { token });
      expect(last.status).toBe(200);
      const [personal] = await loadQuotaStandings(database, runtime, { id: demoId }, { now });
      const byResource = Object.fromEntries(personal.limits.map((l) => [l.resource, l]));
      // The headers describe the tightest limit: breadth, 1 left of 3.
      expect(headers(last)).toEqual({ resource: "breadth", remaining: 1, reset: byResource.breadth.resetAt.getTime() / 1000 });
      expect(byResource.breadth).toMatchObject({ used: 2, remaining: 1 });
      expect(byResource.minute).toMatchObject({
        used: 3,
        remaining: 2,
        resetAt: new Date(Math.ceil((now.getTime() + 1) / 60_000) * 60_000),
      });
      expect(byResource.day).toMatchObject({ used: 3, remaining: 37 });

      // Reading again changes nothing.
      const again = await loadQuotaStandings(database, runtime, { id: demoId }, { now });
      expect(again[0].limits).toEqual(personal.limits);
      // A new minute starts afresh; the day does not.
      const next = await loadQuotaStandings(database, runtime, { id: demoId }, { now: new Date(now.getTime() + 60_000) });
      expect(next[0].limits.map((l) => l.remaining)).toEqual([5, 37, 1]);
    });

    it("a refused call spends nothing, so the glance shows 0 left, not less", async () => {
      const now = api.clock.now();
      for (let i = 0; i < 6; i++) await api.request("/v1/me", { token });
      const [personal] = await loadQuotaStandings(database, runtime, { id: demoId }, { now });
      expect(personal.limits[0]).toMatchObject({ resource: "minute", used: 5, remaining: 0 });
    });
  });
}

describe("whose standings", () => {
  let runtime: QuotaRuntime;
  beforeAll(() => {
    runtime = createQuotaRuntime({ databaseUrl: database.url, limits: LIMITS, endpointLimits: configuredEndpointLimits(config().quota) });
    runtimes.push(runtime);
  });

  it("lists personal tokens then each own application on its tier; one application for its owner or staff only", async () => {
    const now = new Date();
    const dev = await registerTestClient(database, { owner: "demo", name: "Glance dev tool" });
    const approved = await registerTestClient(database, { owner: "demo", name: "Glance live tool", approved: true });
    const all = await loadQuotaStandings(database, runtime, { id: demoId }, { now });
    expect(all.map((s) => [s.title, s.tier])).toEqual(
      expect.arrayContaining([
        ["Personal tokens", "development"],
        ["Glance dev tool", "development"],
        ["Glance live tool", "full"],
      ]),
    );
    expect(all[0].title).toBe("Personal tokens");
    expect(all.find((s) => s.title === "Glance live tool")!.limits.map((l) => l.limit)).toEqual([50, 400, 30]);

    const one = await loadQuotaStandings(database, runtime, { id: demoId }, { applicationId: dev.applicationId, now });
    expect(one.map((s) => s.title)).toEqual(["Glance dev tool"]);
    expect((await loadQuotaStandings(database, runtime, { id: staffId }, { applicationId: approved.applicationId, now }))[0].title).toBe(
      "Glance live tool",
    );
    await expect(loadQuotaStandings(database, runtime, { id: rookieId }, { applicationId: dev.applicationId, now })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(loadQuotaStandings(database, runtime, { id: rookieId }, { applicationId: "not-a-uuid", now })).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("counts each personal token's calls today from the request log, refusals left out", async () => {
    const clock = new TestClock();
    const log = new RequestLogRecorder(database.sql);
    const limited = createQuotaRuntime({
      endpointLimits: configuredEndpointLimits(config().quota),
      databaseUrl: database.url,
      limits: { ...UNLIMITED, development: { ...UNLIMITED.development, perMinute: 3 } },
    });
    runtimes.push(limited);
    const api = createTestApi(database, { clock, quota: limited, requestLog: log });
    await database.prisma.quotaCounter.deleteMany();
    const a = await api.tokenFor("rookie", ["public"], 30, { fresh: true });
    const b = await api.tokenFor("rookie", ["public"], 30, { fresh: true });
    await api.request("/v1/me", { token: a });
    await api.request("/v1/me", { token: a });
    await api.request("/v1/me", { token: b });
    expect((await api.request("/v1/me", { token: b })).status).toBe(429);
    await log.flush();
    const idOf = async (value: string) =>
      (await database.prisma.personalToken.findUniqueOrThrow({ where: { tokenHash: hashCredential(value) } })).id;
    const calls = await personalTokenCallsToday(database, rookieId, clock.now());
    expect([calls.get(await idOf(a)), calls.get(await idOf(b))]).toEqual([2, 1]);
  });
});
