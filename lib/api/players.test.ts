import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createApiCalls, createTestApi, type TestApi } from "@/lib/testing/api";
import { playerEndpoints } from "@/lib/api/players";
import { PlayerSchema } from "@/lib/game/schemas/player";
import type { Scope } from "@/lib/auth/scopes";

let database: TestDatabase;
let api: TestApi;
let ids: { own: string; other: string; squad: string; listed: string; rookieOwn: string };
let before: number;
/** Tokens minted once: a manager may hold at most 10 personal tokens. */
const tokens: Record<string, string> = {};
const DEMO_SCOPE_SETS: Scope[][] = [
  ["public"],
  ["public", "team"],
  ["public", "national"],
  ["public", "market"],
  ["public", "national", "market"],
  ["public", "team", "national", "economy", "market"],
  ["team"],
];
const demoToken = (...scopes: Scope[]) => tokens[`demo:${scopes.join(",")}`];

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  const db = database.prisma;
  const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { teams: { select: { id: true, kind: true } } } });
  const rookie = await db.manager.findUniqueOrThrow({ where: { username: "rookie" }, select: { teams: { select: { id: true } } } });
  const club = demo.teams.find((t) => t.kind === "Club")!;
  const national = demo.teams.find((t) => t.kind !== "Club")!;
  const ownClubIds = demo.teams.map((t) => t.id);
  const pick = async (where: Parameters<typeof db.player.findFirstOrThrow>[0]) =>
    (await db.player.findFirstOrThrow({ ...where, orderBy: { id: "asc" }, select: { id: true } })).id;
  ids = {
    own: await pick({ where: { clubId: club.id, listings: { none: { status: "Open" } } } }),
    other: await pick({ where: { clubId: { notIn: ownClubIds }, nationalTeamId: null, listings: { none: { status: "Open" } } } }),
    squad: await pick({ where: { nationalTeamId: national.id, clubId: { notIn: ownClubIds } } }),
    listed: await pick({ where: { clubId: { notIn: ownClubIds }, listings: { some: { status: "Open" } } } }),
    rookieOwn: await pick({ where: { clubId: rookie.teams[0].id } }),
  };
  for (const scopes of DEMO_SCOPE_SETS) tokens[`demo:${scopes.join(",")}`] = await api.tokenFor("demo", scopes);
  tokens.rookie = await api.tokenFor("rookie", ["public", "team"]);
  before = await db.player.count();
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  expect(await database.prisma.player.count()).toBe(before);
  await database.drop();
});

const { getJson, expectError } = createApiCalls(() => api);

const getPlayer = async (id: string, token: string) => PlayerSchema.parse(await getJson(`/v1/players/${id}`, token));

describe("GET /players/{playerId}", () => {
  it("is counted toward the breadth limit by playerId", () => {
    expect(playerEndpoints.map((e) => [e.path, e.scope, e.breadth])).toEqual([
      ["/players/{playerId}", "public", { counted: "player", param: "playerId" }],
    ]);
  });

  it("shows the public figures, matching the database", async () => {
    const token = demoToken("public");
    const player = await getPlayer(ids.other, token);
    const row = await database.prisma.player.findUniqueOrThrow({ where: { id: ids.other }, include: { club: true, country: true } });
    expect(player).toMatchObject({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      number: row.number,
      countryId: row.countryId,
      country: { id: row.country.id, name: row.country.name },
      age: row.age,
      height: row.height,
      salary: row.salary,
      dmi: row.dmi,
      potential: row.potential,
      gameShape: row.gameShape,
      bestPosition: row.bestPosition,
      isTransferListed: false,
      injury: row.injuryWeeks ? { weeksRemaining: row.injuryWeeks } : null,
      club: row.club ? { id: row.club.id, name: row.club.name } : null,
      skills: null,
    });
  });

  describe("privacy of skills", () => {
    it("shows the manager's own player's skills with scope team only", async () => {
      expect((await getPlayer(ids.own, demoToken("public", "team"))).skills).not.toBeNull();
      expect((await getPlayer(ids.own, demoToken("public"))).skills).toBeNull();
      expect((await getPlayer(ids.own, demoToken("public", "national", "market"))).skills).toBeNull();
    });

    it("shows a coached national squad player's skills with scope national only", async () => {
      expect((await getPlayer(ids.squad, demoToken("public", "national"))).skills).not.toBeNull();
      expect((await getPlayer(ids.squad, demoToken("public", "team"))).skills).toBeNull();
    });

    it("hides another club's skills, even from a token with every scope", async () => {
      const token = demoToken("public", "team", "national", "economy", "market");
      expect((await getPlayer(ids.other, token)).skills).toBeNull();
      expect((await getPlayer(ids.rookieOwn, token)).skills).toBeNull();
    });

    it("hides a transfer-listed player's skills here (only the open auction reveals them)", async () => {
      const player = await getPlayer(ids.listed, demoToken("public", "market"));
      expect(player.isTransferListed).toBe(true);
      expect(player.skills).toBeNull();
    });

    it("shows the rookie their own player's skills", async () => {
      expect((await getPlayer(ids.rookieOwn, tokens.rookie)).skills).not.toBeNull();
    });
  });

  describe("errors", () => {
    it("answers 404 for a well-formed unknown id", async () => {
      await expectError(`/v1/players/${crypto.randomUUID()}`, 404, "not_found", demoToken("public"));
    });

    it("answers 400 naming playerId for a malformed id", async () => {
      const error = await expectError("/v1/players/12345", 400, "invalid_parameter", demoToken("public"));
      expect(error).toMatchObject({ code: "invalid_parameter", parameter: "playerId" });
    });

    it("refuses unknown query parameters and a token without scope public", async () => {
      const token = demoToken("public");
      await expectError(`/v1/players/${ids.own}?fields=skills`, 400, "invalid_parameter", token);
      await expectError(`/v1/players/${ids.own}`, 403, "insufficient_scope", demoToken("team"));
    });
  });
});
