import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createApiCalls, createTestApi, type TestApi } from "@/lib/testing/api";
import { teamEndpoints } from "@/lib/api/teams";
import { ArenaSchema, RosterSchema, ScheduleSchema, TeamSchema, TeamStatsSchema } from "@/lib/game/schemas/teams";
import { connectDatabase, type Database } from "@/lib/db";
import { getArena, getClubRoster, getTeam } from "@/lib/game/teams";
import { listTeamSchedule } from "@/lib/game/schedule";
import { getTeamStats } from "@/lib/game/team-stats";
import type { Viewer } from "@/lib/auth/viewer";

let database: TestDatabase;
let api: TestApi;
let publicToken: string;
let teamToken: string;
let ids: { club: string; national: string; bot: string; other: string; currentSeason: number; seasonId: string };
let counts: () => Promise<number[]>;
let before: number[];

type Schedule = z.infer<typeof ScheduleSchema>;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  const db = database.prisma;
  publicToken = await api.tokenFor("demo", ["public"]);
  teamToken = await api.tokenFor("demo", ["public", "team", "national"]);
  const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { teams: { select: { id: true, kind: true } } } });
  const club = demo.teams.find((t) => t.kind === "Club")!;
  const national = demo.teams.find((t) => t.kind !== "Club")!;
  const bot = await db.team.findFirstOrThrow({ where: { kind: "Club", isBot: true }, orderBy: { id: "asc" } });
  // Another club none of whose players is in a squad demo coaches (whose skills the national scope shows).
  const other = await db.team.findFirstOrThrow({
    where: {
      kind: "Club",
      isBot: false,
      id: { not: club.id },
      players: { some: {}, none: { nationalTeamId: { in: demo.teams.filter((t) => t.kind !== "Club").map((t) => t.id) } } },
    },
    orderBy: { id: "asc" },
  });
  const season = await db.season.findFirstOrThrow({ where: { startsAt: { lte: api.clock.now() } }, orderBy: { number: "desc" } });
  ids = { club: club.id, national: national.id, bot: bot.id, other: other.id, currentSeason: season.number, seasonId: season.id };
  counts = () => Promise.all([db.team.count(), db.player.count(), db.match.count(), db.boxScoreLine.count(), db.arena.count()]);
  before = await counts();
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  expect(await counts()).toEqual(before);
  await database.drop();
});

const { getJson, expectError } = createApiCalls(
  () => api,
  () => publicToken,
);

const unknownId = () => crypto.randomUUID();

describe("declarations", () => {
  it("count every /teams call toward the breadth limit, keyed by teamId", () => {
    expect(teamEndpoints).toHaveLength(5);
    for (const endpoint of teamEndpoints) {
      expect(endpoint.scope).toBe("public");
      expect(endpoint.breadth).toEqual({ counted: "team", param: "teamId" });
    }
  });

  it.each([
    ["Team", TeamSchema],
    ["Roster", RosterSchema],
    ["Schedule", ScheduleSchema],
    ["TeamStats", TeamStatsSchema],
    ["Arena", ArenaSchema],
  ])("the %s example matches its schema", (_name, schema) => {
    expect(() => schema.parse(schema.meta()?.example)).not.toThrow();
  });
});

describe("GET /teams/{teamId}", () => {
  it("describes the manager's own club", async () => {
    const body = await getJson(`/v1/teams/${ids.club}`);
    const team = TeamSchema.parse(body);
    const row = await database.prisma.team.findUniqueOrThrow({
      where: { id: ids.club },
      include: { country: true, league: true, manager: true, arena: true },
    });
    expect(team).toEqual({
      id: row.id,
      name: row.name,
      shortName: row.shortName,
      kind: "ManagedTeam",
      country: { id: row.country.id, name: row.country.name },
      league: { id: row.league!.id, name: row.league!.name, level: row.league!.level },
      conference: row.conference,
      manager: { id: row.manager!.id, username: "demo" },
      arenaName: row.arena!.name,
      createdAt: row.createdAt.toISOString(),
    });
  });

  it("shows a bot club without a manager", async () => {
    const team = TeamSchema.parse(await getJson(`/v1/teams/${ids.bot}`));
    expect(team.kind).toBe("BotTeam");
    expect(team.manager).toBeNull();
    expect(team.league).not.toBeNull();
  });

  it("shows a national team with its coach, and no league or arena", async () => {
    const team = TeamSchema.parse(await getJson(`/v1/teams/${ids.national}`));
    expect(["NationalTeam", "JuniorNationalTeam"]).toContain(team.kind);
    expect(team.manager?.username).toBe("demo");
    expect(team.league).toBeNull();
    expect(team.conference).toBeNull();
    expect(team.arenaName).toBeNull();
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    await expectError(`/v1/teams/${unknownId()}`, 404, "not_found");
    const error = await expectError("/v1/teams/not-a-uuid", 400, "invalid_parameter");
    expect(error.parameter).toBe("teamId");
  });

  it("needs the public scope", async () => {
    const token = await api.tokenFor("demo", ["team"]);
    await expectError(`/v1/teams/${ids.club}`, 403, "insufficient_scope", token);
  });
});

describe("GET /teams/{teamId}/roster", () => {
  it("lists the club's players by jersey number, with skills for the owner with scope team", async () => {
    const body = await getJson(`/v1/teams/${ids.club}/roster`, teamToken);
    const roster = RosterSchema.parse(body);
    const rows = await database.prisma.player.findMany({ where: { clubId: ids.club }, select: { id: true } });
    expect(roster.team.id).toBe(ids.club);
    expect(roster.players.map((p) => p.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(roster.players.length).toBeGreaterThan(5);
    const numbers = roster.players.map((p) => p.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(roster.players.every((p) => p.skills !== null && p.club?.id === ids.club)).toBe(true);
  });

  it("hides skills of the owner's players without scope team", async () => {
    const roster = RosterSchema.parse(await getJson(`/v1/teams/${ids.club}/roster`));
    expect(roster.players.every((p) => p.skills === null)).toBe(true);
  });

  it("never shows another club's skills", async () => {
    const roster = RosterSchema.parse(await getJson(`/v1/teams/${ids.other}/roster`, teamToken));
    expect(roster.players.length).toBeGreaterThan(0);
    expect(roster.players.every((p) => p.skills === null)).toBe(true);
  });

  it("sends a national team to its own roster endpoint", async () => {
    const error = await expectError(`/v1/teams/${ids.national}/roster`, 404, "not_found");
    expect(error.description).toContain(`/national-teams/${ids.national}/roster`);
  });

  it("answers 404 for an unknown club", async () => {
    await expectError(`/v1/teams/${unknownId()}/roster`, 404, "not_found");
  });
});

describe("GET /teams/{teamId}/schedule", () => {
  async function wholeSchedule(teamId: string, query = ""): Promise<Schedule["games"]> {
    const games: Schedule["games"] = [];
    for (let offset = 0; ; offset += 30) {
      const schedule = ScheduleSchema.parse(await getJson(`/v1/teams/${teamId}/schedule?limit=30&offset=${offset}${query}`));
      games.push(...schedule.games);
      if (!schedule.paging.hasMore) return games;
    }
  }

  it("lists the current season's games in order, matching the matches table", async () => {
    const body = await getJson(`/v1/teams/${ids.club}/schedule`);
    const schedule = ScheduleSchema.parse(body);
    expect(schedule.season.number).toBe(ids.currentSeason);
    expect(schedule.paging).toMatchObject({ offset: 0, limit: 25 });

    const games = await wholeSchedule(ids.club);
    const rows = await database.prisma.match.findMany({
      where: { seasonId: ids.seasonId, OR: [{ homeTeamId: ids.club }, { awayTeamId: ids.club }] },
    });
    expect(games).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(22);
    const times = games.map((g) => g.startsAt);
    expect(times).toEqual([...times].sort());
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const game of games) {
      const row = byId.get(game.matchId)!;
      expect(game.home.id).toBe(row.homeTeamId);
      expect(game.away.id).toBe(row.awayTeamId);
      expect(game.isHome).toBe(row.homeTeamId === ids.club);
      expect(game.kind).toBe(row.kind);
      expect(game.status).toBe(row.homeScore === null ? "Scheduled" : "Final");
      expect(game.score).toEqual(row.homeScore === null ? null : { home: row.homeScore, away: row.awayScore });
    }
    expect(games.some((g) => g.status === "Final")).toBe(true);
    expect(games.some((g) => g.status === "Scheduled")).toBe(true);
  });

  it("pages without gaps or overlaps", async () => {
    const all = await wholeSchedule(ids.club);
    const pages: string[] = [];
    for (let offset = 0; offset < all.length + 7; offset += 7) {
      const schedule = ScheduleSchema.parse(await getJson(`/v1/teams/${ids.club}/schedule?offset=${offset}&limit=7`));
      expect(schedule.paging).toEqual({ offset, limit: 7, hasMore: offset + 7 < all.length });
      pages.push(...schedule.games.map((g) => g.matchId));
    }
    expect(pages).toEqual(all.map((g) => g.matchId));
  });

  it("answers the largest offset with an empty page, not an overflow", async () => {
    const schedule = ScheduleSchema.parse(await getJson(`/v1/teams/${ids.club}/schedule?offset=2147483647&limit=30`));
    expect(schedule.games).toEqual([]);
    expect(schedule.paging).toEqual({ offset: 2147483647, limit: 30, hasMore: false });
  });

  it("gives a national team its games, a club the last full season's games, and 404 for a season the world does not keep", async () => {
    const national = await wholeSchedule(ids.national);
    expect(national.length).toBeGreaterThan(0);
    expect(national.every((g) => g.home.id === ids.national || g.away.id === ids.national)).toBe(true);
    const past = ScheduleSchema.parse(await getJson(`/v1/teams/${ids.club}/schedule?season=${ids.currentSeason - 1}&limit=30`));
    expect(past.season.number).toBe(ids.currentSeason - 1);
    // The whole season, page by page: 22 league games, the cup and any playoffs or relegation series.
    const season = await wholeSchedule(ids.club, `&season=${ids.currentSeason - 1}`);
    expect(season.length).toBeGreaterThanOrEqual(22);
    expect(season.slice(0, 30)).toEqual(past.games);
    expect(season.every((g) => g.home.id === ids.club || g.away.id === ids.club)).toBe(true);
    const pastSeason = await database.prisma.season.findFirstOrThrow({ where: { number: ids.currentSeason - 1 } });
    const matches = await database.prisma.match.count({
      where: { seasonId: pastSeason.id, OR: [{ homeTeamId: ids.club }, { awayTeamId: ids.club }] },
    });
    expect(season.length).toBe(matches);
    await expectError(`/v1/teams/${ids.club}/schedule?season=1`, 404, "not_found");
  });

  it.each([
    ["season=0", "season"],
    ["season=abc", "season"],
    ["offset=-1", "offset"],
    ["limit=0", "limit"],
    ["limit=31", "limit"],
    ["limit=2.5", "limit"],
    ["page=2", "page"],
  ])("answers 400 for %s naming the parameter", async (query, parameter) => {
    const error = await expectError(`/v1/teams/${ids.club}/schedule?${query}`, 400, "invalid_parameter");
    expect(error.parameter).toBe(parameter);
  });

  it("answers 404 for an unknown season or team", async () => {
    const error = await expectError(`/v1/teams/${ids.club}/schedule?season=9999`, 404, "not_found");
    expect(error.description).toContain("9999");
    await expectError(`/v1/teams/${unknownId()}/schedule`, 404, "not_found");
  });
});

describe("GET /teams/{teamId}/stats", () => {
  async function recount(teamId: string) {
    // Lines carry their match as a plain column (prisma/schema.prisma): the season's played games first.
    const played = await database.prisma.match.findMany({
      where: { seasonId: ids.seasonId, homeScore: { not: null } },
      select: { id: true },
    });
    const lines = await database.prisma.boxScoreLine.findMany({ where: { teamId, matchId: { in: played.map((m) => m.id) } } });
    const totals = new Map<
      string,
      { games: number; minutes: number; pts: number; reb: number; fgm: number; fga: number; tpm: number; tpa: number }
    >();
    for (const l of lines) {
      const t = totals.get(l.playerId) ?? { games: 0, minutes: 0, pts: 0, reb: 0, fgm: 0, fga: 0, tpm: 0, tpa: 0 };
      if (!l.didNotPlay) t.games++;
      t.minutes += l.totalMinutes;
      t.pts += l.pts;
      t.reb += l.reb;
      t.fgm += l.fgm;
      t.fga += l.fga;
      t.tpm += l.tpm;
      t.tpa += l.tpa;
      totals.set(l.playerId, t);
    }
    return { lines, totals: new Map([...totals].filter(([, t]) => t.games > 0)) };
  }

  it("totals equal a recount of the box scores and add up to the team's points", async () => {
    const body = await getJson(`/v1/teams/${ids.club}/stats?mode=Totals`);
    const stats = TeamStatsSchema.parse(body);
    expect(stats.mode).toBe("Totals");
    expect(stats.season.number).toBe(ids.currentSeason);
    const { totals } = await recount(ids.club);
    expect(stats.players.map((p) => p.player.id).sort()).toEqual([...totals.keys()].sort());
    for (const line of stats.players) {
      const t = totals.get(line.player.id)!;
      expect(line).toMatchObject({ games: t.games, minutes: t.minutes, pts: t.pts, reb: t.reb, fgm: t.fgm, fga: t.fga });
      expect(line.fgPercent).toBe(t.fga ? Math.round((1000 * t.fgm) / t.fga) / 10 : null);
    }
    const sides = await database.prisma.matchTeam.findMany({ where: { teamId: ids.club, match: { seasonId: ids.seasonId } } });
    expect(sides.length).toBeGreaterThan(0);
    expect(stats.players.reduce((sum, p) => sum + p.pts, 0)).toBe(sides.reduce((sum, s) => sum + s.score, 0));
    const pts = stats.players.map((p) => p.pts);
    expect(pts).toEqual([...pts].sort((a, b) => b - a));
  });

  it("averages per game played by default, to one decimal", async () => {
    const stats = TeamStatsSchema.parse(await getJson(`/v1/teams/${ids.club}/stats`));
    expect(stats.mode).toBe("Averages");
    const { totals } = await recount(ids.club);
    for (const line of stats.players) {
      const t = totals.get(line.player.id)!;
      expect(line.games).toBe(t.games);
      expect(line.pts).toBe(Math.round((t.pts / t.games) * 10) / 10);
      expect(line.minutes).toBe(Math.round((t.minutes / t.games) * 10) / 10);
      for (const value of [line.pts, line.reb, line.ast, line.rating]) expect(Math.round(value * 10) / 10).toBe(value);
      for (const p of [line.fgPercent, line.tpPercent, line.ftPercent]) if (p !== null) expect(p).toBeGreaterThanOrEqual(0);
    }
  });

  it("leaves out games a player did not play", async () => {
    const { lines } = await recount(ids.club);
    const sat = lines.find((l) => l.didNotPlay);
    if (!sat) return;
    const stats = TeamStatsSchema.parse(await getJson(`/v1/teams/${ids.club}/stats?mode=Totals`));
    const played = lines.filter((l) => l.playerId === sat.playerId && !l.didNotPlay).length;
    const line = stats.players.find((p) => p.player.id === sat.playerId);
    expect(line?.games ?? 0).toBe(played);
  });

  it("gives the last full season's lines, and 404 for a season the world does not keep", async () => {
    const stats = TeamStatsSchema.parse(await getJson(`/v1/teams/${ids.club}/stats?season=${ids.currentSeason - 1}&mode=Totals`));
    expect(stats.players.length).toBeGreaterThan(0);
    expect(stats.players.every((p) => p.games > 0)).toBe(true);
    await expectError(`/v1/teams/${ids.club}/stats?season=1`, 404, "not_found");
  });

  it.each([
    ["mode=averages", "mode"],
    ["mode=", "mode"],
    ["season=x", "season"],
    ["limit=5", "limit"],
  ])("answers 400 for %s naming the parameter", async (query, parameter) => {
    const error = await expectError(`/v1/teams/${ids.club}/stats?${query}`, 400, "invalid_parameter");
    expect(error.parameter).toBe(parameter);
  });

  it("answers 404 for an unknown season or team", async () => {
    await expectError(`/v1/teams/${ids.club}/stats?season=9999`, 404, "not_found");
    await expectError(`/v1/teams/${unknownId()}/stats`, 404, "not_found");
  });
});

describe("GET /teams/{teamId}/arena", () => {
  it("lists seats and prices of the club's arena", async () => {
    const body = await getJson(`/v1/teams/${ids.other}/arena`);
    const arena = ArenaSchema.parse(body);
    const row = await database.prisma.arena.findUniqueOrThrow({ where: { teamId: ids.other } });
    expect(arena.name).toBe(row.name);
    expect(arena.seats).toEqual([
      { type: "Bleachers", capacity: row.bleachers, price: row.bleachersPrice },
      { type: "LowerTier", capacity: row.lowerTier, price: row.lowerTierPrice },
      { type: "Courtside", capacity: row.courtside, price: row.courtsidePrice },
      { type: "LuxuryBoxes", capacity: row.luxuryBoxes, price: row.luxuryBoxPrice },
    ]);
    expect(arena.totalCapacity).toBe(row.bleachers + row.lowerTier + row.courtside + row.luxuryBoxes);
  });

  it("answers 404 for a national team, which has no arena, and for an unknown team", async () => {
    const error = await expectError(`/v1/teams/${ids.national}/arena`, 404, "not_found");
    expect(error.description).toMatch(/no arena/);
    await expectError(`/v1/teams/${unknownId()}/arena`, 404, "not_found");
  });
});

describe("queries per call", () => {
  it("are few and do not grow with the size of the answer", async () => {
    const statements: string[] = [];
    const counted = connectDatabase(database.url, { max: 2, onQuery: (sql: string) => statements.push(sql) });
    const viewer: Viewer = {
      managerId: crypto.randomUUID(),
      username: "someone",
      isSupporter: false,
      scopes: new Set(["public"]),
      ownClubIds: new Set(),
      coachedNationalTeamIds: new Set(),
    };
    const now = api.clock.now();
    const queries = async (call: (db: Database) => Promise<unknown>) => {
      statements.length = 0;
      await call(counted);
      return statements.length;
    };
    try {
      const small = await queries((db) => listTeamSchedule(db, viewer, ids.club, { offset: 0, limit: 1 }, now));
      expect(await queries((db) => listTeamSchedule(db, viewer, ids.club, { offset: 0, limit: 30 }, now))).toBe(small);
      expect(small).toBeLessThanOrEqual(6);
      const stats = await queries((db) => getTeamStats(db, viewer, ids.club, { mode: "Totals" }, now));
      expect(await queries((db) => getTeamStats(db, viewer, ids.club, { season: ids.currentSeason - 1, mode: "Averages" }, now))).toBe(
        stats,
      );
      expect(stats).toBeLessThanOrEqual(3);
      const roster = await queries((db) => getClubRoster(db, viewer, ids.club));
      expect(await queries((db) => getClubRoster(db, viewer, ids.bot))).toBe(roster);
      expect(roster).toBeLessThanOrEqual(6);
      expect(await queries((db) => getTeam(db, viewer, ids.club))).toBe(1);
      expect(await queries((db) => getArena(db, viewer, ids.club))).toBe(1);
    } finally {
      await counted.close();
    }
  });
});
