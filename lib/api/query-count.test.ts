/**
 * No endpoint's number of SQL queries grows with the size of what it returns: each list is
 * measured small and large (a roster of 13 vs 20 players, pages of 5 vs 30 items…) and the
 * count must be the same.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db";
import { createApiApp } from "@/lib/api/app";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { TestClock } from "@/lib/testing/api";
import { principalCacheOf } from "@/lib/auth/principal-cache";

let database: TestDatabase;
let counted: Db;
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
  counted = createDb(database.url, { max: 4, onQuery: () => queries++ });
  app = createApiApp({ db: () => counted, now: clock.now });
  // Counts below are of a call on a known token: served by the principal cache once it listens.
  expect(await principalCacheOf(counted).ready()).toBe(true);
  const demo = await database.db.manager.findUniqueOrThrow({ where: { username: "demo" } });
  token = (
    await createPersonalToken(database.db, demo.id, { name: "count", scopes: ["public", "team", "national", "economy", "market"], days: 30 }, clock.now())
  ).value;
  club = await database.db.team.findFirstOrThrow({ where: { managerId: demo.id, kind: "Club" }, select: { id: true, leagueId: true } });
});
afterAll(async () => {
  await counted.$disconnect();
  await database.drop();
});

describe("queries per call do not grow with the answer", () => {
  it("roster: 13 players vs 20", async () => {
    const size = await database.db.player.count({ where: { clubId: club.id } });
    const small = await queriesFor(`/v1/teams/${club.id}/roster`);
    const others = await database.db.player.findMany({ where: { clubId: { not: club.id }, nationalTeamId: null }, take: 20 - size, select: { id: true } });
    await database.db.player.updateMany({ where: { id: { in: others.map((p) => p.id) } }, data: { clubId: club.id } });
    expect(await database.db.player.count({ where: { clubId: club.id } })).toBe(20);
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
