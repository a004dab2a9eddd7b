import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createApiCalls, createTestApi, type TestApi } from "@/lib/testing/api";
import { CountryListSchema, LeagueListSchema, NationalTeamListSchema, SeasonListSchema } from "@/lib/game/schemas/world";

let database: TestDatabase;
let api: TestApi;
let token: string;
/** The country with the deepest pyramid, and one with no leagues if the world has one. */
let deep: { id: string; name: string; levels: number };

const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  token = await api.tokenFor("demo", ["public"]);
  deep = await database.prisma.country.findFirstOrThrow({
    orderBy: [{ levels: "desc" }, { name: "asc" }],
    select: { id: true, name: true, levels: true },
  });
});
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

const { getJson, expectError } = createApiCalls(
  () => api,
  () => token,
);

describe("GET /v1/seasons", () => {
  it("lists every season newest first, the one being played marked current", async () => {
    const body = SeasonListSchema.parse(await getJson("/v1/seasons"));
    const rows = await database.prisma.season.findMany({ orderBy: { number: "desc" } });
    expect(rows.length).toBeGreaterThan(0);
    expect(body.seasons.map((s) => s.number)).toEqual(rows.map((s) => s.number));
    expect(body.seasons[0].startsAt).toBe(rows[0].startsAt.toISOString());
    expect(body.seasons[0].endsAt).toBe(rows[0].endsAt.toISOString());
    const current = body.seasons.filter((s) => s.isCurrent);
    expect(current).toHaveLength(1);
    const now = api.clock.now();
    const expected = rows.find((s) => s.startsAt <= now)!;
    expect(current[0].number).toBe(expected.number);
    expect(new Date(current[0].startsAt) <= now && now < new Date(current[0].endsAt)).toBe(true);
  });

  it("keeps the last full season before the world began and every one since, each with its games and a league's table", async () => {
    const body = SeasonListSchema.parse(await getJson("/v1/seasons"));
    const all = await database.prisma.season.findMany({
      select: { number: true, endsAt: true, _count: { select: { memberships: true, matches: true } } },
    });
    expect(body.seasons.map((s) => s.number).sort()).toEqual(all.map((s) => s.number).sort());
    expect(all.filter((s) => s.endsAt <= api.clock.now()).length).toBeGreaterThanOrEqual(1);
    for (const season of all) {
      expect(season._count.memberships, `season ${season.number}`).toBeGreaterThan(0);
      expect(season._count.matches, `season ${season.number}`).toBeGreaterThan(0);
      const member = await database.prisma.leagueMembership.findFirstOrThrow({
        where: { season: { number: season.number } },
        select: { competitionId: true },
      });
      await getJson(`/v1/competitions/${member.competitionId}/standings?season=${season.number}`);
    }
    // Earlier season numbers are not kept.
    const oldest = Math.min(...all.map((s) => s.number));
    await expectError(
      `/v1/competitions/${(await database.prisma.competition.findFirstOrThrow({ where: { kind: "League" } })).id}/standings?season=${oldest - 1}`,
      404,
      "not_found",
    );
  });

  it("needs the public scope", async () => {
    await expectError("/v1/seasons", 403, "insufficient_scope", await api.tokenFor("demo", ["team"]));
  });

  it("refuses unknown query parameters", async () => {
    const error = await expectError("/v1/seasons?page=2", 400, "invalid_parameter");
    expect(error.parameter).toBe("page");
  });
});

describe("GET /v1/countries", () => {
  it("lists every country by name with code and levels", async () => {
    const body = CountryListSchema.parse(await getJson("/v1/countries"));
    const rows = await database.prisma.country.findMany({ select: { id: true, name: true, code: true, levels: true } });
    expect(body.countries).toHaveLength(rows.length);
    expect(body.countries.map((c) => c.name)).toEqual([...rows.map((c) => c.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.countries).toEqual(expect.arrayContaining(rows));
  });
});

describe("GET /v1/countries/{countryId}/leagues", () => {
  it("lists the whole pyramid by level then division, ids usable as competitions", async () => {
    const body = LeagueListSchema.parse(await getJson(`/v1/countries/${deep.id}/leagues`));
    expect(body.country).toEqual({ id: deep.id, name: deep.name });
    const expected = Array.from({ length: deep.levels }, (_, i) => 4 ** i).reduce((a, b) => a + b, 0);
    expect(body.leagues).toHaveLength(expected);
    const keys = body.leagues.map((l) => l.level * 1000 + l.division);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(body.leagues[0]).toMatchObject({ level: 1, division: 1 });
    const competitions = await database.prisma.competition.findMany({
      where: { id: { in: body.leagues.map((l) => l.id) } },
      select: { kind: true, countryId: true },
    });
    expect(competitions).toHaveLength(body.leagues.length);
    expect(competitions.every((c) => c.kind === "League" && c.countryId === deep.id)).toBe(true);
  });

  it("filters one level, and answers an empty list for a level the country lacks", async () => {
    expect(deep.levels).toBeGreaterThanOrEqual(2);
    const two = LeagueListSchema.parse(await getJson(`/v1/countries/${deep.id}/leagues?level=2`));
    expect(two.leagues).toHaveLength(4);
    expect(two.leagues.map((l) => l.name)).toEqual(["II.1", "II.2", "II.3", "II.4"]);
    expect(two.leagues.every((l) => l.level === 2)).toBe(true);
    const none = LeagueListSchema.parse(await getJson(`/v1/countries/${deep.id}/leagues?level=${deep.levels + 1}`));
    expect(none.leagues).toEqual([]);
  });

  it.each([
    ["level=0", "level"],
    ["level=-1", "level"],
    ["level=abc", "level"],
    ["level=1.5", "level"],
    ["division=1", "division"],
  ])("answers 400 for ?%s naming the parameter", async (query, parameter) => {
    const error = await expectError(`/v1/countries/${deep.id}/leagues?${query}`, 400, "invalid_parameter");
    expect(error.parameter).toBe(parameter);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const error = await expectError("/v1/countries/not-a-uuid/leagues", 400, "invalid_parameter");
    expect(error.parameter).toBe("countryId");
    await expectError(`/v1/countries/${UNKNOWN_UUID}/leagues`, 404, "not_found");
    await expectError(`/v1/countries/${UNKNOWN_UUID}/leagues?level=1`, 404, "not_found");
  });

  it("gives a country without leagues an empty list", async () => {
    const empty = await database.prisma.country.findFirst({ where: { levels: 0 }, select: { id: true } });
    const id = empty?.id ?? deep.id;
    const body = LeagueListSchema.parse(await getJson(`/v1/countries/${id}/leagues${empty ? "" : "?level=99"}`));
    expect(body.leagues).toEqual([]);
  });
});

describe("GET /v1/countries/{countryId}/national-teams", () => {
  it("lists the senior then the junior team with their coaches", async () => {
    const countries = await database.prisma.country.findMany({ select: { id: true } });
    for (const { id } of countries) {
      const body = NationalTeamListSchema.parse(await getJson(`/v1/countries/${id}/national-teams`));
      const rows = await database.prisma.team.findMany({
        where: { countryId: id, kind: { not: "Club" } },
        select: { id: true, name: true, shortName: true, kind: true, manager: { select: { id: true, username: true } } },
      });
      expect(body.nationalTeams.map((t) => t.kind)).toEqual(rows.length ? ["NationalTeam", "JuniorNationalTeam"] : []);
      for (const team of body.nationalTeams) {
        const row = rows.find((r) => r.id === team.id)!;
        expect(team).toEqual({ id: row.id, name: row.name, shortName: row.shortName, kind: row.kind, coach: row.manager });
      }
    }
  });

  it("names demo as the coach of a senior team", async () => {
    const demoTeam = await database.prisma.team.findFirstOrThrow({
      where: { manager: { username: "demo" }, kind: "NationalTeam" },
      select: { id: true, countryId: true },
    });
    const body = NationalTeamListSchema.parse(await getJson(`/v1/countries/${demoTeam.countryId}/national-teams`));
    expect(body.nationalTeams.find((t) => t.id === demoTeam.id)?.coach?.username).toBe("demo");
  });

  it("answers 404 for an unknown country and 400 for a malformed id", async () => {
    await expectError(`/v1/countries/${UNKNOWN_UUID}/national-teams`, 404, "not_found");
    const error = await expectError("/v1/countries/123/national-teams", 400, "invalid_parameter");
    expect(error.parameter).toBe("countryId");
  });
});
