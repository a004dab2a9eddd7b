/**
 * No endpoint's number of SQL queries grows with the size of what it returns: each list is
 * measured small and large (a roster of 13 vs 20 players, pages of 5 vs 30 items…) and the
 * count must be the same.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "@/lib/db";
import { createApiApp } from "@/lib/api/app";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { TestClock, testServices } from "@/lib/testing/api";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { UNLIMITED } from "@/lib/quota/limits";
import { UNLIMITED_ENDPOINTS } from "@/lib/quota/endpoint-limits";
import type { PrincipalCache } from "@/lib/auth/principal-cache";

let database: TestDatabase;
let counted: Database;
let quota: QuotaRuntime;
let queries = 0;
let token: string;
let app: ReturnType<typeof createApiApp>;
const clock = new TestClock();
let club: { id: string; leagueId: string | null };

async function queriesFor(path: string): Promise<number> {
  // A first call settles the token's throttled "last used" write, which lands asynchronously.
  await (await app.request(path, { headers: { Authorization: `Bearer ${token}` } })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 50));
  queries = 0;
  const response = await app.request(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  await response.arrayBuffer();
  return queries;
}

beforeAll(async () => {
  database = await createTestDatabase("world");
  // Writes made off the call's path (a token's "last used", usage and request-log flushes) land
  // whenever they land: they are not the call's statements, and counting them made counts flaky.
  const offPath = /^\s*(update "(PersonalToken|OAuthGrant)" set "lastUsedAt" = |INSERT INTO "(UsageDay|ApiCall)")/i;
  counted = connectDatabase(database.url, { max: 4, onQuery: (sql) => void (offPath.test(sql) || queries++) });
  // Counted as in production, on the counted pool.
  quota = createQuotaRuntime({ pool: counted.pool, limits: UNLIMITED, endpointLimits: UNLIMITED_ENDPOINTS });
  const services = testServices(counted, { now: clock.now, quota });
  app = createApiApp(services);
  // Counts below are of a call on a known token: served by the principal cache once it listens.
  expect(await (services.principals as PrincipalCache).ready()).toBe(true);
  const demo = await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" } });
  token = (
    await createPersonalToken(
      database,
      demo.id,
      { name: "count", scopes: ["public", "team", "national", "economy", "market"], days: 30 },
      clock.now(),
    )
  ).value;
  club = await database.prisma.team.findFirstOrThrow({ where: { managerId: demo.id, kind: "Club" }, select: { id: true, leagueId: true } });
});
afterAll(async () => {
  await quota.close();
  await counted.close();
  await database.drop();
});

describe("queries per call do not grow with the answer", () => {
  it("roster: 13 players vs 20", async () => {
    const size = await database.prisma.player.count({ where: { clubId: club.id } });
    const small = await queriesFor(`/v1/teams/${club.id}/roster`);
    const others = await database.prisma.player.findMany({
      where: { clubId: { not: club.id }, nationalTeamId: null },
      take: 20 - size,
      select: { id: true },
    });
    await database.prisma.player.updateMany({ where: { id: { in: others.map((p) => p.id) } }, data: { clubId: club.id } });
    expect(await database.prisma.player.count({ where: { clubId: club.id } })).toBe(20);
    expect(await queriesFor(`/v1/teams/${club.id}/roster`)).toBe(small);
  });

  it.each([
    ["schedule", (limit: number) => `/v1/teams/${club.id}/schedule?limit=${limit}`],
    ["training history", (limit: number) => `/v1/teams/${club.id}/training/history?limit=${limit}`],
    ["market list", (limit: number) => `/v1/market/players?limit=${limit}`],
  ])("%s: a page of 2 vs 30", async (_name, path) => {
    expect(await queriesFor(path(30))).toBe(await queriesFor(path(2)));
  });

  it("a known token costs no query to authenticate: /me is one statement (the quota counters)", async () => {
    expect(await queriesFor("/v1/me")).toBe(1);
  });

  it("a roster or a market search is two statements: the quota counters and the answer", async () => {
    expect(await queriesFor(`/v1/teams/${club.id}/roster`)).toBe(2);
    expect(await queriesFor("/v1/market/players?orderBy=Age&sort=Desc")).toBe(2);
  });

  it.each([
    ["stats", () => `/v1/teams/${club.id}/stats`],
    ["payroll", () => `/v1/teams/${club.id}/economy/salaries`],
    ["standings", () => `/v1/competitions/${club.leagueId}/standings`],
    ["staff", () => `/v1/teams/${club.id}/staff`],
  ])("%s: a constant, small number of queries", async (_name, path) => {
    expect(await queriesFor(path())).toBeLessThanOrEqual(6);
  });
});

describe("every data call is the quota counters and one statement for the answer", () => {
  // Paths on demo's own club, squad and players (no breadth lookup), and on the world.
  const paths = async () => {
    const db = database.prisma;
    const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
    const national = await db.team.findFirstOrThrow({ where: { managerId: demo.id, kind: "NationalTeam" }, select: { id: true } });
    const player = await db.player.findFirstOrThrow({ where: { clubId: club.id }, select: { id: true } });
    const played = await db.match.findFirstOrThrow({
      where: { homeScore: { not: null }, OR: [{ homeTeamId: club.id }, { awayTeamId: club.id }] },
      select: { id: true },
    });
    const country = await db.team.findUniqueOrThrow({ where: { id: club.id }, select: { countryId: true } });
    const listed = await db.transferListing.findFirstOrThrow({ where: { listingClubId: club.id }, select: { playerId: true } });
    return {
      [`/v1/teams/${club.id}`]: 2,
      [`/v1/teams/${club.id}/roster`]: 2,
      [`/v1/teams/${club.id}/schedule`]: 2,
      [`/v1/teams/${club.id}/stats`]: 2,
      [`/v1/teams/${club.id}/arena`]: 2,
      [`/v1/teams/${club.id}/training`]: 2,
      [`/v1/teams/${club.id}/training/history`]: 2,
      [`/v1/teams/${club.id}/staff`]: 2,
      [`/v1/teams/${club.id}/facilities`]: 2,
      [`/v1/teams/${club.id}/economy`]: 2,
      [`/v1/teams/${club.id}/economy/salaries`]: 2,
      [`/v1/matches/${played.id}`]: 2,
      [`/v1/matches/${played.id}/boxscore`]: 2,
      [`/v1/competitions/${club.leagueId}/standings`]: 2,
      [`/v1/national-teams/${national.id}/roster`]: 2,
      [`/v1/national-teams/${national.id}/training/history`]: 2,
      "/v1/seasons": 2,
      "/v1/countries": 2,
      [`/v1/countries/${country.countryId}/leagues`]: 2,
      [`/v1/countries/${country.countryId}/national-teams`]: 2,
      "/v1/market/players": 2,
      [`/v1/market/players/${listed.playerId}/auction`]: 2,
      // A player's id says nothing of his club: one lookup decides whether he is the caller's own
      // (the breadth limit, the owner-only training) before the call is counted and answered.
      [`/v1/players/${player.id}`]: 3,
      [`/v1/players/${player.id}/training`]: 3,
    };
  };

  it("for each data endpoint", async () => {
    const counts: Record<string, number> = {};
    const expected = await paths();
    for (const path of Object.keys(expected)) {
      clock.advance(60_000); // a fresh minute for each: two calls apiece run through the minute's limit otherwise
      counts[path] = await queriesFor(path);
    }
    expect(counts).toEqual(expected);
  });
});
