import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createApiCalls, createTestApi, type TestApi } from "@/lib/testing/api";
import { matchEndpoints } from "@/lib/api/matches";
import { BoxScoreSchema, MatchSchema, StandingsSchema } from "@/lib/game/schemas/matches";
import { connectDatabase, type Database } from "@/lib/db";
import { getBoxScore, getMatch } from "@/lib/game/matches";
import { getStandings } from "@/lib/game/standings";
import type { Viewer } from "@/lib/auth/viewer";

let database: TestDatabase;
let api: TestApi;
let token: string;
let ids: { played: string; scheduled: string; league: string; cup: string; seasonId: string; seasonNumber: number };
let counts: () => Promise<number[]>;
let before: number[];

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  const db = database.prisma;
  token = await api.tokenFor("rookie", ["public"]);
  const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { teams: { where: { kind: "Club" } } } });
  const club = demo.teams[0];
  const played = await db.match.findFirstOrThrow({
    where: { homeTeamId: club.id, homeScore: { not: null } },
    orderBy: { startsAt: "desc" },
  });
  const scheduled = await db.match.findFirstOrThrow({ where: { homeScore: null }, orderBy: { startsAt: "asc" } });
  const cup = await db.competition.findFirstOrThrow({ where: { kind: "Cup" } });
  const season = await db.season.findUniqueOrThrow({ where: { id: played.seasonId } });
  ids = {
    played: played.id,
    scheduled: scheduled.id,
    league: club.leagueId!,
    cup: cup.id,
    seasonId: season.id,
    seasonNumber: season.number,
  };
  counts = () => Promise.all([db.match.count(), db.matchTeam.count(), db.boxScoreLine.count(), db.leagueMembership.count()]);
  before = await counts();
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  expect(await counts()).toEqual(before);
  await database.drop();
});

const { getJson, expectError } = createApiCalls(
  () => api,
  () => token,
);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("declarations", () => {
  it("are public and not counted toward the breadth limit", () => {
    expect(matchEndpoints.map((e) => e.path)).toEqual([
      "/matches/{matchId}",
      "/matches/{matchId}/boxscore",
      "/competitions/{competitionId}/standings",
    ]);
    for (const endpoint of matchEndpoints) {
      expect(endpoint.scope).toBe("public");
      expect(endpoint.breadth).toBeUndefined();
    }
  });

  it.each([
    ["Match", MatchSchema],
    ["BoxScore", BoxScoreSchema],
    ["Standings", StandingsSchema],
  ])("the %s example matches its schema", (_name, schema) => {
    expect(() => schema.parse(schema.meta()?.example)).not.toThrow();
  });

  it("the BoxScore example adds up", () => {
    const example = BoxScoreSchema.parse(BoxScoreSchema.meta()?.example);
    for (const side of [example.home, example.away]) {
      expect(sum(side.players.map((p) => p.pts))).toBe(side.score);
      expect(sum(side.partials)).toBe(side.score);
    }
  });
});

describe("GET /matches/{matchId}", () => {
  it("shows a played match with score, partials and attendance", async () => {
    const body = await getJson(`/v1/matches/${ids.played}`);
    const match = MatchSchema.parse(body);
    const row = await database.prisma.match.findUniqueOrThrow({ where: { id: ids.played }, include: { teams: true, season: true } });
    expect(match).toMatchObject({
      id: row.id,
      season: { number: row.season.number },
      kind: row.kind,
      round: row.round,
      startsAt: row.startsAt.toISOString(),
      neutralCourt: row.neutralCourt,
      isOnTv: row.isOnTv,
      status: "Final",
    });
    expect(match.competition.id).toBe(row.competitionId);
    expect(match.home.team.id).toBe(row.homeTeamId);
    expect(match.away.team.id).toBe(row.awayTeamId);
    expect(match.home.score).toBe(row.homeScore);
    expect(match.away.score).toBe(row.awayScore);
    expect(sum(match.home.partials!)).toBe(row.homeScore);
    expect(sum(match.away.partials!)).toBe(row.awayScore);
    expect(match.home.partials!.length).toBeGreaterThanOrEqual(4);
    expect(match.home.partials).toEqual(row.teams.find((t) => t.isHome)!.partials);
    expect(match.away.partials).toEqual(row.teams.find((t) => !t.isHome)!.partials);
    const a = match.attendance!;
    const stored = row.attendance as { bleachers: number; lowerTier: number; courtside: number; luxuryBoxes: number };
    expect(a).toEqual({ ...stored, total: stored.bleachers + stored.lowerTier + stored.courtside + stored.luxuryBoxes });
    // As sent (the schema's parse would reorder): keys in the documented order.
    expect(Object.keys((body as { attendance: object }).attendance)).toEqual([
      "bleachers",
      "lowerTier",
      "courtside",
      "luxuryBoxes",
      "total",
    ]);
  });

  it("shows a scheduled match without score, partials or attendance", async () => {
    const match = MatchSchema.parse(await getJson(`/v1/matches/${ids.scheduled}`));
    expect(match.status).toBe("Scheduled");
    expect(match.home).toMatchObject({ score: null, partials: null });
    expect(match.away).toMatchObject({ score: null, partials: null });
    expect(match.attendance).toBeNull();
  });

  it("answers 404 for an unknown id, 400 for a malformed one or an unknown parameter", async () => {
    await expectError(`/v1/matches/${crypto.randomUUID()}`, 404, "not_found");
    expect((await expectError("/v1/matches/abc", 400, "invalid_parameter")).parameter).toBe("matchId");
    expect((await expectError(`/v1/matches/${ids.played}?expand=lines`, 400, "invalid_parameter")).parameter).toBe("expand");
  });
});

describe("GET /matches/{matchId}/boxscore", () => {
  it("gives every player's line; the players' points add up to each team's score", async () => {
    const body = await getJson(`/v1/matches/${ids.played}/boxscore`);
    const box = BoxScoreSchema.parse(body);
    const row = await database.prisma.match.findUniqueOrThrow({ where: { id: ids.played }, include: { teams: true } });
    const lines = await database.prisma.boxScoreLine.findMany({ where: { matchId: ids.played } });
    expect(box.match.id).toBe(row.id);
    expect(box.home.team.id).toBe(row.homeTeamId);
    expect(box.away.team.id).toBe(row.awayTeamId);
    expect(box.home.score).toBe(row.homeScore);
    expect(box.away.score).toBe(row.awayScore);
    for (const side of [box.home, box.away]) {
      expect(sum(side.players.map((p) => p.pts))).toBe(side.score);
      expect(sum(side.partials)).toBe(side.score);
      expect(side.players.map((p) => p.player.id).sort()).toEqual(
        lines
          .filter((l) => l.teamId === side.team.id)
          .map((l) => l.playerId)
          .sort(),
      );
      const starters = side.players.filter((p) => p.isStarter);
      expect(side.players.slice(0, starters.length)).toEqual(starters);
      expect(starters.length).toBe(5);
      for (const p of side.players) {
        expect(p.pts).toBe(2 * (p.fgm - p.tpm) + 3 * p.tpm + p.ftm);
        expect(p.minutes).toBe(sum(Object.values(p.minutesByPosition)));
        if (p.didNotPlay) expect(p.minutes).toBe(0);
      }
      expect(Object.keys(side.ratings).sort()).toEqual([
        "insideDefense",
        "insideScoring",
        "offensiveFlow",
        "outsideDefense",
        "outsideScoring",
        "rebounding",
      ]);
    }
  });

  it("answers 404 for a match not yet played, saying so", async () => {
    const error = await expectError(`/v1/matches/${ids.scheduled}/boxscore`, 404, "not_found");
    expect(error.description).toMatch(/not been played/);
  });

  it("answers 404 for an unknown match", async () => {
    await expectError(`/v1/matches/${crypto.randomUUID()}/boxscore`, 404, "not_found");
  });
});

describe("GET /competitions/{competitionId}/standings", () => {
  async function recount(competitionId: string, seasonId: string) {
    const games = await database.prisma.match.findMany({
      where: { competitionId, seasonId, kind: "LeagueRegularSeason", homeScore: { not: null } },
      select: { homeTeamId: true, awayTeamId: true, homeScore: true, awayScore: true },
    });
    const lines = new Map<string, { wins: number; losses: number; pointsFor: number; pointsAgainst: number }>();
    const add = (team: string, scored: number, conceded: number) => {
      const l = lines.get(team) ?? { wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 };
      l.pointsFor += scored;
      l.pointsAgainst += conceded;
      if (scored > conceded) l.wins++;
      else l.losses++;
      lines.set(team, l);
    };
    for (const g of games) {
      add(g.homeTeamId, g.homeScore!, g.awayScore!);
      add(g.awayTeamId, g.awayScore!, g.homeScore!);
    }
    return { games: games.length, lines };
  }

  it("counts the current season from its played games, for every member team", async () => {
    const body = await getJson(`/v1/competitions/${ids.league}/standings`);
    const standings = StandingsSchema.parse(body);
    const competition = await database.prisma.competition.findUniqueOrThrow({ where: { id: ids.league } });
    expect(standings.competition).toEqual({ id: competition.id, name: competition.name, level: competition.level });
    expect(standings.season.number).toBe(ids.seasonNumber);

    const members = await database.prisma.leagueMembership.findMany({
      where: { competitionId: ids.league, seasonId: ids.seasonId },
      include: { team: true },
    });
    const lines = standings.conferences.flatMap((c) => c.teams.map((t) => ({ ...t, conference: c.name })));
    expect(lines.map((l) => l.team.id).sort()).toEqual(members.map((m) => m.teamId).sort());
    expect(standings.conferences.map((c) => c.name)).toEqual([...new Set(members.map((m) => m.conference))].sort());

    const { games, lines: counted } = await recount(ids.league, ids.seasonId);
    expect(games).toBeGreaterThan(0);
    expect(sum(lines.map((l) => l.wins))).toBe(sum(lines.map((l) => l.losses)));
    expect(sum(lines.map((l) => l.wins))).toBe(games);
    for (const line of lines) {
      const member = members.find((m) => m.teamId === line.team.id)!;
      const c = counted.get(line.team.id) ?? { wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 };
      expect(line).toMatchObject({ ...c, played: c.wins + c.losses, pointDifference: c.pointsFor - c.pointsAgainst, forfeits: 0 });
      expect(line.isBot).toBe(member.team.isBot);
      expect(line.conference).toBe(member.conference);
    }
    for (const conference of standings.conferences) {
      expect(conference.teams.map((t) => t.position)).toEqual(conference.teams.map((_, i) => i + 1));
      for (let i = 1; i < conference.teams.length; i++) {
        const [a, b] = [conference.teams[i - 1], conference.teams[i]];
        const key = (t: typeof a) => [t.wins, t.pointDifference, t.pointsFor];
        const [ka, kb] = [key(a), key(b)];
        const order = ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
        expect(order).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("shows a past season's stored final lines and places", async () => {
    const previous = await database.prisma.season.findUniqueOrThrow({ where: { number: ids.seasonNumber - 1 } });
    const body = await getJson(`/v1/competitions/${ids.league}/standings?season=${previous.number}`);
    const standings = StandingsSchema.parse(body);
    expect(standings.season.number).toBe(previous.number);
    const members = await database.prisma.leagueMembership.findMany({ where: { competitionId: ids.league, seasonId: previous.id } });
    const lines = standings.conferences.flatMap((c) => c.teams);
    expect(lines).toHaveLength(members.length);
    for (const line of lines) {
      const m = members.find((x) => x.teamId === line.team.id)!;
      expect(line).toMatchObject({
        position: m.finalPosition,
        wins: m.wins,
        losses: m.losses,
        pointsFor: m.pointsFor,
        pointsAgainst: m.pointsAgainst,
        forfeits: m.forfeits,
      });
    }
    expect(sum(lines.map((l) => l.wins))).toBe(sum(lines.map((l) => l.losses)));
  });

  it("carries the forfeits stored with a finished season's line", async () => {
    const previous = await database.prisma.season.findUniqueOrThrow({ where: { number: ids.seasonNumber - 1 } });
    const member = await database.prisma.leagueMembership.findFirstOrThrow({
      where: { competitionId: ids.league, seasonId: previous.id },
      orderBy: { teamId: "asc" },
    });
    const key = { seasonId_competitionId_teamId: { seasonId: previous.id, competitionId: ids.league, teamId: member.teamId } };
    await database.prisma.leagueMembership.update({ where: key, data: { forfeits: 2 } });
    try {
      const body = await getJson(`/v1/competitions/${ids.league}/standings?season=${previous.number}`);
      const lines = StandingsSchema.parse(body).conferences.flatMap((c) => c.teams);
      expect(lines.find((l) => l.team.id === member.teamId)?.forfeits).toBe(2);
      expect(lines.filter((l) => l.team.id !== member.teamId).every((l) => l.forfeits === 0)).toBe(true);
    } finally {
      await database.prisma.leagueMembership.update({ where: key, data: { forfeits: member.forfeits } });
    }
  });

  it("answers 404 for a season the world does not keep", async () => {
    const error = await expectError(`/v1/competitions/${ids.league}/standings?season=1`, 404, "not_found");
    expect(error.description).toMatch(/Season 1 does not exist/);
    await expectError(`/v1/competitions/${ids.league}/standings?season=9999`, 404, "not_found");
  });

  it("answers 404 for a competition that is not a league, saying why", async () => {
    const error = await expectError(`/v1/competitions/${ids.cup}/standings`, 404, "not_found");
    expect(error.description).toMatch(/only for leagues/);
  });

  it("answers 404 for an unknown competition and 400 for bad parameters", async () => {
    await expectError(`/v1/competitions/${crypto.randomUUID()}/standings`, 404, "not_found");
    expect((await expectError("/v1/competitions/x/standings", 400, "invalid_parameter")).parameter).toBe("competitionId");
    expect((await expectError(`/v1/competitions/${ids.league}/standings?season=-3`, 400, "invalid_parameter")).parameter).toBe("season");
    expect((await expectError(`/v1/competitions/${ids.league}/standings?conference=A`, 400, "invalid_parameter")).parameter).toBe(
      "conference",
    );
  });

  it("needs the public scope", async () => {
    await expectError(`/v1/competitions/${ids.league}/standings`, 403, "insufficient_scope", await api.tokenFor("rookie", ["team"]));
  });
});

describe("queries per call", () => {
  it("are few and constant", async () => {
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
      expect(await queries((db) => getMatch(db, viewer, ids.played))).toBe(1);
      // Prisma reads each relation with one statement of its own: constant, whatever the number of lines.
      const box = await queries((db) => getBoxScore(db, viewer, ids.played));
      expect(box).toBeLessThanOrEqual(7);
      const other = await database.prisma.match.findFirstOrThrow({
        where: { homeScore: { not: null }, id: { not: ids.played } },
        orderBy: { id: "asc" },
      });
      expect(await queries((db) => getBoxScore(db, viewer, other.id))).toBe(box);
      const current = await queries((db) => getStandings(db, viewer, ids.league, undefined, now));
      expect(current).toBeLessThanOrEqual(5);
      expect(await queries((db) => getStandings(db, viewer, ids.league, ids.seasonNumber - 1, now))).toBeLessThanOrEqual(current);
    } finally {
      await counted.close();
    }
  });
});
