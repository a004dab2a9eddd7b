import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createApiCalls, createTestApi, type TestApi } from "@/lib/testing/api";
import { BUILDINGS, STAFF_TYPES } from "@/lib/vocabulary";
import {
  FacilitiesSchema,
  PlayerTrainingSchema,
  StaffListSchema,
  TrainingHistorySchema,
  TrainingPlanSchema,
} from "@/lib/game/schemas/training";

let database: TestDatabase;
let api: TestApi;
let demo: string;
let rookie: string;
let demoClub: { id: string; name: string };
let rookieClubId: string;
let botClubId: string;
let nationalId: string;
let demoPlayerId: string;
let rookiePlayerId: string;
let sessionCount: number;

const UNKNOWN_UUID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  demo = await api.tokenFor("demo", ["public", "team"]);
  rookie = await api.tokenFor("rookie", ["public", "team"]);
  const db = database.prisma;
  demoClub = await db.team.findFirstOrThrow({ where: { manager: { username: "demo" }, kind: "Club" }, select: { id: true, name: true } });
  rookieClubId = (await db.team.findFirstOrThrow({ where: { manager: { username: "rookie" }, kind: "Club" } })).id;
  botClubId = (await db.team.findFirstOrThrow({ where: { kind: "Club", isBot: true } })).id;
  nationalId = (await db.team.findFirstOrThrow({ where: { manager: { username: "demo" }, kind: { not: "Club" } } })).id;
  // A player with skill changes at his current club, so the weeks have something to show.
  const changed = await db.skillChange.findFirstOrThrow({
    where: { session: { teamId: demoClub.id }, player: { clubId: demoClub.id } },
    select: { playerId: true },
  });
  demoPlayerId = changed.playerId;
  rookiePlayerId = (await db.player.findFirstOrThrow({ where: { clubId: rookieClubId } })).id;
  sessionCount = await db.trainingSession.count({ where: { teamId: demoClub.id } });
});
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

const { getJson, expectError } = createApiCalls(
  () => api,
  () => demo,
);

const OWNER_ONLY_PATHS = (teamId: string) => [
  `/v1/teams/${teamId}/training`,
  `/v1/teams/${teamId}/training/history`,
  `/v1/teams/${teamId}/staff`,
  `/v1/teams/${teamId}/facilities`,
];

describe("ownership and scope", () => {
  it.each(["training", "training/history", "staff", "facilities"])(
    "answers /teams/{id}/%s for another manager's club or a bot club with 403 and nothing else",
    async (tail) => {
      for (const teamId of [rookieClubId, botClubId]) {
        const error = await expectError(`/v1/teams/${teamId}/${tail}`, 403, "forbidden");
        expect(error.description).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
      }
      await expectError(`/v1/teams/${demoClub.id}/${tail}`, 403, "forbidden", rookie);
    },
  );

  it("answers 404 for an unknown id or a national team, 400 for a malformed id", async () => {
    for (const path of [...OWNER_ONLY_PATHS(UNKNOWN_UUID), ...OWNER_ONLY_PATHS(nationalId)]) await expectError(path, 404, "not_found");
    for (const path of OWNER_ONLY_PATHS("not-a-uuid")) {
      expect((await expectError(path, 400, "invalid_parameter")).parameter).toBe("teamId");
    }
  });

  it("needs scope team, even on the manager's own club", async () => {
    const publicOnly = await api.tokenFor("demo", ["public", "national", "economy", "market"]);
    for (const path of [...OWNER_ONLY_PATHS(demoClub.id), `/v1/players/${demoPlayerId}/training`]) {
      const error = await expectError(path, 403, "insufficient_scope", publicOnly);
      expect(error.description).toContain('"team"');
    }
  });

  it("changes nothing when it refuses", async () => {
    const before = await database.prisma.trainingPlan.findMany({ where: { teamId: { in: [demoClub.id, rookieClubId] } } });
    const counts = await database.prisma.trainingSession.count();
    await expectError(`/v1/teams/${rookieClubId}/training`, 403, "forbidden");
    await expectError(`/v1/teams/${rookieClubId}/training/history`, 403, "forbidden");
    await expectError(`/v1/players/${rookiePlayerId}/training`, 403, "forbidden");
    expect(await database.prisma.trainingPlan.findMany({ where: { teamId: { in: [demoClub.id, rookieClubId] } } })).toEqual(before);
    expect(await database.prisma.trainingSession.count()).toBe(counts);
  });
});

describe("GET /v1/teams/{teamId}/training", () => {
  it("shows the drill and positions set for the next training", async () => {
    const body = TrainingPlanSchema.parse(await getJson(`/v1/teams/${demoClub.id}/training`));
    const plan = await database.prisma.trainingPlan.findUniqueOrThrow({ where: { teamId: demoClub.id } });
    expect(body).toEqual({ team: demoClub, drill: plan.drill, positions: plan.positions, updatedAt: plan.updatedAt.toISOString() });
  });
});

describe("GET /v1/teams/{teamId}/training/history", () => {
  it("answers the largest offset with an empty page, not an overflow", async () => {
    const body = TrainingHistorySchema.parse(await getJson(`/v1/teams/${demoClub.id}/training/history?offset=2147483647&limit=30`));
    expect(body.sessions).toEqual([]);
    expect(body.paging).toEqual({ offset: 2147483647, limit: 30, hasMore: false });
  });

  it("gives a supporter every session newest first, each as the database holds it", async () => {
    const body = TrainingHistorySchema.parse(await getJson(`/v1/teams/${demoClub.id}/training/history`));
    expect(body.team).toEqual(demoClub);
    expect(body.limitedToLatest).toBe(false);
    expect(body.sessions).toHaveLength(Math.min(sessionCount, 25));
    expect(body.paging).toEqual({ offset: 0, limit: 25, hasMore: sessionCount > 25 });
    const times = body.sessions.map((s) => Date.parse(s.trainedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const rows = await database.prisma.trainingSession.findMany({
      where: { teamId: demoClub.id },
      include: { participants: true, skillChanges: true, breakthroughs: true },
    });
    for (const session of body.sessions) {
      const row = rows.find((r) => r.id === session.id)!;
      expect(session).toMatchObject({ type: row.drill, positions: row.positions, efficiencyPercent: row.efficiencyPercent });
      expect(session.conditions).toEqual(row.conditions);
      expect(session.participants.map((p) => p.player.id).sort()).toEqual(row.participants.map((p) => p.playerId).sort());
      for (const p of session.participants) {
        const r = row.participants.find((x) => x.playerId === p.player.id)!;
        expect(p).toMatchObject({ minutes: r.minutes, trainingMinutes: r.trainingMinutes, hasFullMinutes: r.hasFullMinutes });
        expect(p.trainingMinutes).toBeLessThanOrEqual(p.minutes);
      }
      expect(session.skillChanges).toHaveLength(row.skillChanges.length);
      for (const c of row.skillChanges) {
        expect(session.skillChanges).toContainEqual(
          expect.objectContaining({ player: expect.objectContaining({ id: c.playerId }), skill: c.skill, from: c.from, to: c.to }),
        );
      }
      expect(session.breakthroughs).toHaveLength(row.breakthroughs.length);
    }
  });

  it("has sessions older than the API with conditions null, and newer ones with them", async () => {
    const body = TrainingHistorySchema.parse(await getJson(`/v1/teams/${demoClub.id}/training/history`));
    const withConditions = body.sessions.filter((s) => s.conditions !== null);
    const without = body.sessions.filter((s) => s.conditions === null);
    expect(withConditions.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    // Conditions exist from the API's launch on: every null session is older than every recorded one.
    const oldestRecorded = Math.min(...withConditions.map((s) => Date.parse(s.trainedAt)));
    expect(without.every((s) => Date.parse(s.trainedAt) < oldestRecorded)).toBe(true);
  });

  it("pages with offset and limit", async () => {
    const first = TrainingHistorySchema.parse(await getJson(`/v1/teams/${demoClub.id}/training/history?limit=2`));
    expect(first.sessions).toHaveLength(2);
    expect(first.paging).toEqual({ offset: 0, limit: 2, hasMore: sessionCount > 2 });
    const second = TrainingHistorySchema.parse(await getJson(`/v1/teams/${demoClub.id}/training/history?offset=2&limit=2`));
    expect(second.sessions[0].id).not.toBe(first.sessions[1].id);
    expect(Date.parse(second.sessions[0].trainedAt)).toBeLessThanOrEqual(Date.parse(first.sessions[1].trainedAt));
    const last = TrainingHistorySchema.parse(await getJson(`/v1/teams/${demoClub.id}/training/history?offset=${sessionCount - 1}&limit=5`));
    expect(last.sessions).toHaveLength(1);
    expect(last.paging.hasMore).toBe(false);
    const beyond = TrainingHistorySchema.parse(await getJson(`/v1/teams/${demoClub.id}/training/history?offset=${sessionCount}`));
    expect(beyond.sessions).toEqual([]);
  });

  it("gives a manager without supporter status the latest session only", async () => {
    const body = TrainingHistorySchema.parse(await getJson(`/v1/teams/${rookieClubId}/training/history`, rookie));
    const latest = await database.prisma.trainingSession.findFirstOrThrow({
      where: { teamId: rookieClubId },
      orderBy: { trainedAt: "desc" },
    });
    expect(await database.prisma.trainingSession.count({ where: { teamId: rookieClubId } })).toBeGreaterThan(1);
    expect(body.limitedToLatest).toBe(true);
    expect(body.sessions.map((s) => s.id)).toEqual([latest.id]);
    expect(body.paging.hasMore).toBe(false);
    const further = TrainingHistorySchema.parse(await getJson(`/v1/teams/${rookieClubId}/training/history?offset=1`, rookie));
    expect(further.sessions).toEqual([]);
    expect(further.paging.hasMore).toBe(false);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=31", "limit"],
    ["limit=ten", "limit"],
    ["offset=-1", "offset"],
    ["offset=1e3", "offset"],
    ["season=70", "season"],
  ])("answers 400 for ?%s naming the parameter", async (query, parameter) => {
    const error = await expectError(`/v1/teams/${demoClub.id}/training/history?${query}`, 400, "invalid_parameter");
    expect(error.parameter).toBe(parameter);
  });
});

describe("GET /v1/teams/{teamId}/staff", () => {
  it("lists the staff coach first with the weekly total", async () => {
    const body = StaffListSchema.parse(await getJson(`/v1/teams/${demoClub.id}/staff`));
    const rows = await database.prisma.staff.findMany({ where: { teamId: demoClub.id } });
    expect(body.team).toEqual(demoClub);
    expect(body.staff).toHaveLength(rows.length);
    expect(body.staff[0].type).toBe("Coach");
    const order = body.staff.map((s) => STAFF_TYPES.indexOf(s.type));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(body.weeklySalaries).toBe(rows.reduce((s, r) => s + r.salary, 0));
    for (const s of body.staff) {
      const row = rows.find((r) => r.id === s.id)!;
      expect(s).toEqual({ ...row, teamId: undefined, hiredAt: row.hiredAt.toISOString() });
    }
  });

  it("spells every type and level of the world within the documented enumerations", async () => {
    const rows = await database.prisma.staff.findMany({ distinct: ["type", "level"], select: { type: true, level: true } });
    for (const row of rows) {
      expect(STAFF_TYPES as readonly string[]).toContain(row.type);
      expect(["Minimal", "Basic", "Average", "Good", "Excellent", "WorldRenowned"]).toContain(row.level);
    }
  });
});

describe("GET /v1/teams/{teamId}/facilities", () => {
  it("lists every building with its upkeep and the weekly total", async () => {
    const body = FacilitiesSchema.parse(await getJson(`/v1/teams/${demoClub.id}/facilities`));
    const rows = await database.prisma.facility.findMany({ where: { teamId: demoClub.id } });
    expect(body.team).toEqual(demoClub);
    expect(body.facilities.map((f) => f.building)).toEqual(BUILDINGS.filter((b) => rows.some((r) => r.building === b)));
    expect(body.facilities).toHaveLength(rows.length);
    expect(body.weeklyUpkeep).toBe(rows.reduce((s, r) => s + r.weeklyUpkeep, 0));
    for (const f of body.facilities) {
      const row = rows.find((r) => r.building === f.building)!;
      expect(f).toEqual({ building: row.building, level: row.level, weeklyUpkeep: row.weeklyUpkeep });
    }
  });
});

describe("GET /v1/players/{playerId}/training", () => {
  it("shows one of the manager's players week by week at his club, newest first", async () => {
    const body = PlayerTrainingSchema.parse(await getJson(`/v1/players/${demoPlayerId}/training`));
    expect(body.player.id).toBe(demoPlayerId);
    expect(body.club).toEqual(demoClub);
    expect(body.limitedToLatest).toBe(false);
    expect(body.weeks.length).toBeGreaterThan(1);
    const times = body.weeks.map((w) => Date.parse(w.trainedAt));
    expect(times).toEqual([...new Set(times)].sort((a, b) => b - a));

    const sessions = await database.prisma.trainingSession.findMany({
      where: { teamId: demoClub.id, participants: { some: { playerId: demoPlayerId } } },
      include: {
        participants: { where: { playerId: demoPlayerId } },
        skillChanges: { where: { playerId: demoPlayerId } },
        breakthroughs: { where: { playerId: demoPlayerId } },
      },
    });
    for (const session of sessions) {
      const week = body.weeks.find((w) => w.trainedAt === session.trainedAt.toISOString())!;
      expect(week).toBeDefined();
      expect(week).toMatchObject({
        type: session.drill,
        positions: session.positions,
        minutes: session.participants[0].minutes,
        trainingMinutes: session.participants[0].trainingMinutes,
        hasFullMinutes: session.participants[0].hasFullMinutes,
      });
      expect(week.skillChanges).toHaveLength(session.skillChanges.length);
      for (const c of session.skillChanges) expect(week.skillChanges).toContainEqual({ skill: c.skill, from: c.from, to: c.to });
      expect(week.breakthroughs).toHaveLength(session.breakthroughs.length);
    }
    expect(body.weeks.flatMap((w) => w.skillChanges).length).toBeGreaterThan(0);
  });

  it("shows a manager without supporter status the latest week only", async () => {
    const body = PlayerTrainingSchema.parse(await getJson(`/v1/players/${rookiePlayerId}/training`, rookie));
    const latest = await database.prisma.trainingSession.findFirstOrThrow({
      where: { teamId: rookieClubId },
      orderBy: { trainedAt: "desc" },
    });
    expect(body.limitedToLatest).toBe(true);
    expect(body.weeks.map((w) => w.trainedAt)).toEqual([latest.trainedAt.toISOString()]);
  });

  it("answers 403 for another club's player, 404 for an unknown one, 400 for a malformed id", async () => {
    const error = await expectError(`/v1/players/${rookiePlayerId}/training`, 403, "forbidden");
    expect(error.description).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
    await expectError(`/v1/players/${demoPlayerId}/training`, 403, "forbidden", rookie);
    await expectError(`/v1/players/${UNKNOWN_UUID}/training`, 404, "not_found");
    expect((await expectError("/v1/players/xyz/training", 400, "invalid_parameter")).parameter).toBe("playerId");
    expect((await expectError(`/v1/players/${demoPlayerId}/training?limit=1`, 400, "invalid_parameter")).parameter).toBe("limit");
  });
});
