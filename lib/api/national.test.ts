import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createApiCalls, createTestApi, type TestApi } from "@/lib/testing/api";
import { NationalRosterSchema, SquadTrainingHistorySchema } from "@/lib/game/schemas/national";

let database: TestDatabase;
let api: TestApi;
/** demo's senior national team, demo's club, rookie's club. */
let nationalId: string;
let demoClubId: string;
let rookieClubId: string;
let otherNationalId: string;
/** Tokens made once: a manager may hold at most 10 personal tokens. */
let tokens: { coach: string; coachPublic: string; coachTeam: string; coachAll: string; rookie: string };

const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  const demoTeams = await database.prisma.team.findMany({ where: { manager: { username: "demo" } }, select: { id: true, kind: true } });
  nationalId = demoTeams.find((t) => t.kind === "NationalTeam")!.id;
  demoClubId = demoTeams.find((t) => t.kind === "Club")!.id;
  rookieClubId = (await database.prisma.team.findFirstOrThrow({ where: { manager: { username: "rookie" }, kind: "Club" } })).id;
  otherNationalId = (
    await database.prisma.team.findFirstOrThrow({ where: { kind: "JuniorNationalTeam", NOT: { manager: { username: "demo" } } } })
  ).id;
  tokens = {
    coach: await api.tokenFor("demo", ["public", "national"]),
    coachPublic: await api.tokenFor("demo", ["public"]),
    coachTeam: await api.tokenFor("demo", ["public", "team"]),
    coachAll: await api.tokenFor("demo"),
    rookie: await api.tokenFor("rookie"),
  };
});
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

const { getJson, expectError } = createApiCalls(() => api);

describe("GET /v1/national-teams/{teamId}/roster", () => {
  it("lists the called-up squad with its coach, skills for the coach with scope national", async () => {
    const body = NationalRosterSchema.parse(await getJson(`/v1/national-teams/${nationalId}/roster`, tokens.coach));
    const byName = new Intl.Collator("und").compare;
    const squad = (
      await database.prisma.player.findMany({
        where: { nationalTeamId: nationalId },
        select: { id: true, firstName: true, lastName: true, skills: true },
      })
    ).sort((a, b) => byName(a.lastName, b.lastName) || byName(a.firstName, b.firstName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    expect(body.team).toMatchObject({ id: nationalId, kind: "NationalTeam" });
    expect(body.coach?.username).toBe("demo");
    expect(body.players.map((p) => p.id)).toEqual(squad.map((p) => p.id));
    expect(body.players.length).toBeGreaterThan(0);
    for (const player of body.players) {
      expect(player.nationalTeam?.id).toBe(nationalId);
      expect(player.skills).toEqual(squad.find((p) => p.id === player.id)!.skills);
    }
  });

  it("orders names as people read them, not by their bytes: Šalna between Sabas and Zukas", async () => {
    const [a, b, c] = await database.prisma.player.findMany({
      where: { nationalTeamId: nationalId },
      orderBy: { id: "asc" },
      take: 3,
      select: { id: true },
    });
    await database.prisma.player.update({ where: { id: a.id }, data: { lastName: "Zukas", firstName: "Aras" } });
    await database.prisma.player.update({ where: { id: b.id }, data: { lastName: "Šalna", firstName: "Aras" } });
    await database.prisma.player.update({ where: { id: c.id }, data: { lastName: "Sabas", firstName: "Aras" } });
    const body = NationalRosterSchema.parse(await getJson(`/v1/national-teams/${nationalId}/roster`, tokens.coach));
    const names = body.players.map((p) => p.lastName).filter((name) => ["Zukas", "Šalna", "Sabas"].includes(name));
    expect(names).toEqual(["Sabas", "Šalna", "Zukas"]);
  });

  it("hides skills from the coach without scope national, except his own club's players with scope team", async () => {
    const publicOnly = NationalRosterSchema.parse(await getJson(`/v1/national-teams/${nationalId}/roster`, tokens.coachPublic));
    expect(publicOnly.players.every((p) => p.skills === null)).toBe(true);
    const withTeam = NationalRosterSchema.parse(await getJson(`/v1/national-teams/${nationalId}/roster`, tokens.coachTeam));
    for (const player of withTeam.players) expect(player.skills !== null).toBe(player.club?.id === demoClubId);
  });

  it("hides skills from another manager, whatever his scopes", async () => {
    const body = NationalRosterSchema.parse(await getJson(`/v1/national-teams/${nationalId}/roster`, tokens.rookie));
    expect(body.players.length).toBeGreaterThan(0);
    for (const player of body.players) expect(player.skills !== null).toBe(player.club?.id === rookieClubId);
    expect(body.players.some((p) => p.skills === null)).toBe(true);
  });

  it("shows a junior team to anyone, without skills", async () => {
    const body = NationalRosterSchema.parse(await getJson(`/v1/national-teams/${otherNationalId}/roster`, tokens.coach));
    expect(body.team.kind).toBe("JuniorNationalTeam");
    expect(body.players.length).toBeGreaterThan(0);
    expect(body.players.every((p) => p.skills === null)).toBe(true);
  });

  it("answers 404 for a club id or an unknown id, 400 for a malformed one", async () => {
    const token = tokens.coach;
    await expectError(`/v1/national-teams/${demoClubId}/roster`, 404, "not_found", token);
    await expectError(`/v1/national-teams/${UNKNOWN_UUID}/roster`, 404, "not_found", token);
    const error = await expectError("/v1/national-teams/nope/roster", 400, "invalid_parameter", token);
    expect(error.parameter).toBe("teamId");
    const query = await expectError(`/v1/national-teams/${nationalId}/roster?limit=5`, 400, "invalid_parameter", token);
    expect(query.parameter).toBe("limit");
  });
});

describe("GET /v1/national-teams/{teamId}/training/history", () => {
  it("gives the supporting coach every training week of the squad, newest first", async () => {
    const body = SquadTrainingHistorySchema.parse(await getJson(`/v1/national-teams/${nationalId}/training/history`, tokens.coach));
    expect(body.team).toMatchObject({ id: nationalId, kind: "NationalTeam" });
    expect(body.limitedToLatest).toBe(false);
    const times = body.weeks.map((w) => Date.parse(w.trainedAt));
    expect(times).toEqual([...new Set(times)].sort((a, b) => b - a));
    expect(body.weeks.length).toBeGreaterThan(1);

    const changes = await database.prisma.skillChange.findMany({
      where: { player: { nationalTeamId: nationalId } },
      select: { playerId: true, skill: true, from: true, to: true, session: { select: { teamId: true, trainedAt: true } } },
    });
    const flat = body.weeks.flatMap((w) => w.changes.map((c) => ({ ...c, trainedAt: w.trainedAt })));
    expect(flat).toHaveLength(changes.length);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) {
      const shown = flat.find((c) => c.player.id === change.playerId && c.skill === change.skill && c.from === change.from);
      expect(shown).toMatchObject({ to: change.to, club: { id: change.session.teamId } });
      expect(Math.abs(change.to - change.from)).toBe(1);
    }
  });

  it("gives a coach without supporter status the latest week only", async () => {
    const coach = await database.prisma.team.findFirst({
      where: { kind: { not: "Club" }, manager: { isSupporter: false }, squad: { some: {} } },
      select: { id: true, manager: { select: { username: true } } },
    });
    expect(coach, "the world has a national team with a non-supporting coach").not.toBeNull();
    const token = await api.tokenFor(coach!.manager!.username, ["national"]);
    const body = SquadTrainingHistorySchema.parse(await getJson(`/v1/national-teams/${coach!.id}/training/history`, token));
    expect(body.limitedToLatest).toBe(true);
    expect(body.weeks).toHaveLength(1);
    const latest = await database.prisma.trainingSession.findFirstOrThrow({
      where: { participants: { some: { player: { nationalTeamId: coach!.id } } } },
      orderBy: { trainedAt: "desc" },
    });
    expect(body.weeks[0].trainedAt).toBe(latest.trainedAt.toISOString());
  });

  it("needs scope national even for the coach", async () => {
    const error = await expectError(`/v1/national-teams/${nationalId}/training/history`, 403, "insufficient_scope", tokens.coachTeam);
    expect(error.description).toContain('"national"');
  });

  it("is for the coach only: another manager or another team answers 403", async () => {
    await expectError(`/v1/national-teams/${nationalId}/training/history`, 403, "forbidden", tokens.rookie);
    await expectError(`/v1/national-teams/${otherNationalId}/training/history`, 403, "forbidden", tokens.coachAll);
  });

  it("answers 404 for a club id or an unknown id", async () => {
    const token = tokens.coach;
    await expectError(`/v1/national-teams/${demoClubId}/training/history`, 404, "not_found", token);
    await expectError(`/v1/national-teams/${UNKNOWN_UUID}/training/history`, 404, "not_found", token);
    const error = await expectError("/v1/national-teams/1234/training/history", 400, "invalid_parameter", token);
    expect(error.parameter).toBe("teamId");
  });
});
