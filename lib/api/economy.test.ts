import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createApiCalls, createTestApi, type TestApi } from "@/lib/testing/api";
import { ECONOMY_LINE_KINDS } from "@/lib/vocabulary";
import { EconomySummarySchema, PayrollSchema, type EconomySummary } from "@/lib/game/schemas/economy";
const playerName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

let database: TestDatabase;
let api: TestApi;
let demo: string;
let rookie: string;
let demoClub: { id: string; name: string };
let rookieClubId: string;
let botClubId: string;
let nationalId: string;

const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";
const amountOf = (lines: EconomySummary["income"], kind: string) => lines.find((l) => l.kind === kind)?.amount ?? 0;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  demo = await api.tokenFor("demo", ["public", "economy"]);
  rookie = await api.tokenFor("rookie", ["public", "economy"]);
  const db = database.prisma;
  demoClub = await db.team.findFirstOrThrow({ where: { manager: { username: "demo" }, kind: "Club" }, select: { id: true, name: true } });
  rookieClubId = (await db.team.findFirstOrThrow({ where: { manager: { username: "rookie" }, kind: "Club" } })).id;
  botClubId = (await db.team.findFirstOrThrow({ where: { kind: "Club", isBot: true } })).id;
  nationalId = (await db.team.findFirstOrThrow({ where: { manager: { username: "demo" }, kind: { not: "Club" } } })).id;
});
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

const { getJson, expectError } = createApiCalls(
  () => api,
  () => demo,
);

describe("GET /v1/teams/{teamId}/economy", () => {
  it("sums up the latest week by kind, with positive amounts that add up to the balance", async () => {
    const body = EconomySummarySchema.parse(await getJson(`/v1/teams/${demoClub.id}/economy`));
    const weeks = await database.prisma.economyWeek.findMany({
      where: { teamId: demoClub.id, weekStart: { lte: api.clock.now() } },
      orderBy: { weekStart: "desc" },
      include: { lines: true },
    });
    const [latest, ...earlier] = weeks;
    expect(body.team).toEqual(demoClub);
    expect(body.weekStart).toBe(latest.weekStart.toISOString());
    expect(body.openingBalance).toBe(latest.openingBalance);
    expect(body.balance).toBe(latest.closingBalance);
    expect(body.totalIncome).toBe(body.income.reduce((s, l) => s + l.amount, 0));
    expect(body.totalExpenses).toBe(body.expenses.reduce((s, l) => s + l.amount, 0));
    expect(body.openingBalance + body.totalIncome - body.totalExpenses).toBe(body.balance);
    for (const line of latest.lines) {
      const shown = line.amount > 0 ? body.income : body.expenses;
      expect(amountOf(shown, line.kind)).toBe(Math.abs(line.amount));
    }
    expect(body.income.length + body.expenses.length).toBe(latest.lines.filter((l) => l.amount !== 0).length);
    for (const list of [body.income, body.expenses]) {
      const order = list.map((l) => ECONOMY_LINE_KINDS.indexOf(l.kind));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }

    expect(body.history).toEqual(
      earlier.slice(0, 8).map((w) => ({ weekStart: w.weekStart.toISOString(), closingBalance: w.closingBalance })),
    );
    expect(body.history.length).toBeGreaterThan(0);
    // Each week opens where the previous one closed.
    expect(body.history[0].closingBalance).toBe(body.openingBalance);
  });

  it("agrees with the facilities' upkeep and the payroll", async () => {
    const admin = await api.tokenFor("demo", ["team", "economy"]);
    const summary = EconomySummarySchema.parse(await getJson(`/v1/teams/${demoClub.id}/economy`, admin));
    const payroll = PayrollSchema.parse(await getJson(`/v1/teams/${demoClub.id}/economy/salaries`, admin));
    const facilities = (await getJson(`/v1/teams/${demoClub.id}/facilities`, admin)) as { weeklyUpkeep: number };
    expect(amountOf(summary.expenses, "StaffSalaries")).toBe(payroll.totals.staff);
    expect(amountOf(summary.expenses, "FacilityUpkeep")).toBe(facilities.weeklyUpkeep);
    // Salaries are booked for the roster at the week's start; equal unless a transfer moved it since.
    const moved = await database.prisma.player.count({ where: { clubId: demoClub.id, joinedClubAt: { gt: new Date(summary.weekStart) } } });
    if (moved === 0 && amountOf(summary.income, "Transfers") === 0 && amountOf(summary.expenses, "Transfers") === 0) {
      expect(amountOf(summary.expenses, "PlayerSalaries")).toBe(payroll.totals.players);
    }
  });

  it("shows a manager without supporter status his own club's finances in full", async () => {
    const body = EconomySummarySchema.parse(await getJson(`/v1/teams/${rookieClubId}/economy`, rookie));
    expect(body.team.id).toBe(rookieClubId);
    expect(body.openingBalance + body.totalIncome - body.totalExpenses).toBe(body.balance);
  });
});

describe("GET /v1/teams/{teamId}/economy/salaries", () => {
  it("lists every player and staff member highest salary first, with totals", async () => {
    const body = PayrollSchema.parse(await getJson(`/v1/teams/${demoClub.id}/economy/salaries`));
    const players = await database.prisma.player.findMany({
      where: { clubId: demoClub.id },
      select: { id: true, salary: true, firstName: true, lastName: true },
    });
    const staff = await database.prisma.staff.findMany({
      where: { teamId: demoClub.id },
      select: { id: true, name: true, type: true, salary: true },
    });
    expect(body.team).toEqual(demoClub);
    expect(body.players.map((p) => p.player.id).sort()).toEqual(players.map((p) => p.id).sort());
    for (const p of body.players) {
      const row = players.find((x) => x.id === p.player.id)!;
      expect(p).toEqual({ player: { id: row.id, name: playerName(row) }, salary: row.salary });
    }
    expect(body.staff).toEqual(expect.arrayContaining(staff));
    expect(body.staff).toHaveLength(staff.length);
    const salaries = body.players.map((p) => p.salary);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    expect(body.totals.players).toBe(players.reduce((s, p) => s + p.salary, 0));
    expect(body.totals.staff).toBe(staff.reduce((s, p) => s + p.salary, 0));
    expect(body.totals.total).toBe(body.totals.players + body.totals.staff);
  });
});

describe("ownership and scope", () => {
  const paths = (teamId: string) => [`/v1/teams/${teamId}/economy`, `/v1/teams/${teamId}/economy/salaries`];

  it("answers another manager's club or a bot club with 403 and nothing else", async () => {
    for (const path of [...paths(rookieClubId), ...paths(botClubId)]) {
      const error = await expectError(path, 403, "forbidden");
      expect(error.description).not.toMatch(/\d{3}/);
    }
    for (const path of paths(demoClub.id)) await expectError(path, 403, "forbidden", rookie);
  });

  it("needs scope economy, even on the manager's own club", async () => {
    const token = await api.tokenFor("demo", ["public", "team", "national", "market"]);
    for (const path of paths(demoClub.id)) {
      const error = await expectError(path, 403, "insufficient_scope", token);
      expect(error.description).toContain('"economy"');
    }
  });

  it("answers 404 for an unknown id or a national team, 400 for a malformed id or an unknown parameter", async () => {
    for (const path of [...paths(UNKNOWN_UUID), ...paths(nationalId)]) await expectError(path, 404, "not_found");
    for (const path of paths("12345")) expect((await expectError(path, 400, "invalid_parameter")).parameter).toBe("teamId");
    for (const path of paths(demoClub.id)) {
      expect((await expectError(`${path}?week=1`, 400, "invalid_parameter")).parameter).toBe("week");
    }
  });

  it("changes nothing when it refuses", async () => {
    const before = await database.prisma.economyWeek.findMany({ where: { teamId: rookieClubId }, orderBy: { weekStart: "asc" } });
    await expectError(`/v1/teams/${rookieClubId}/economy`, 403, "forbidden");
    await expectError(`/v1/teams/${rookieClubId}/economy/salaries`, 403, "forbidden");
    expect(await database.prisma.economyWeek.findMany({ where: { teamId: rookieClubId }, orderBy: { weekStart: "asc" } })).toEqual(before);
  });
});
