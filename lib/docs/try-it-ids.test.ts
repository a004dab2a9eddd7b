/**
 * Try-it on first use: for a signed-in manager every operation of the reference starts from
 * ids of their own world, so each one answers 200 as it stands (issue: 21 × 404 before).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { tryItIds } from "@/lib/game/try-it";
import { personaliseDocument } from "@/lib/docs/try-it";

type Parameter = { name: string; in: string; example?: string; required?: boolean };
type ServedDocument = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

let database: TestDatabase;
let api: TestApi;
let document: ServedDocument;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  document = (await (await api.app.request("/v1/public.json")).json()) as ServedDocument;
});
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

/** Each GET operation with a path parameter, called the way Test Request would call it. */
function operationsWithPathIds(personalised: ServedDocument): { path: string; url: string }[] {
  return Object.entries(personalised.paths).flatMap(([path, item]) => {
    const parameters = item.get?.parameters?.filter((p) => p.in === "path") ?? [];
    if (!item.get || parameters.length === 0) return [];
    const url = parameters.reduce((u, p) => u.replace(`{${p.name}}`, encodeURIComponent(p.example ?? "")), path);
    return [{ path, url }];
  });
}

describe("try-it ids", () => {
  it("are the manager's own club, a player of it, its latest played game, its league and country, and an open auction", async () => {
    const managerId = await api.managerId("demo");
    const now = api.clock.now();
    const ids = await tryItIds(database, managerId, now);
    expect(ids.ownClub).toBe(true);
    const club = await database.prisma.team.findUniqueOrThrow({ where: { id: ids.clubId! } });
    expect(club).toMatchObject({ managerId, kind: "Club", leagueId: ids.competitionId, countryId: ids.countryId });
    expect((await database.prisma.player.findUniqueOrThrow({ where: { id: ids.playerId! } })).clubId).toBe(club.id);
    const match = await database.prisma.match.findUniqueOrThrow({ where: { id: ids.matchId! } });
    expect([match.homeTeamId, match.awayTeamId]).toContain(club.id);
    expect(match.homeScore).not.toBeNull();
    expect(match.startsAt.getTime()).toBeLessThanOrEqual(now.getTime());
    const listing = await database.prisma.transferListing.findFirstOrThrow({ where: { playerId: ids.auctionPlayerId!, status: "Open" } });
    expect(listing.endsAt.getTime()).toBeGreaterThan(now.getTime());
    const national = await database.prisma.team.findUniqueOrThrow({ where: { id: ids.nationalTeamId! } });
    expect(national.kind).not.toBe("Club");
  });

  it("fill every path parameter of the document, and every operation then answers 200 with the manager's token", async () => {
    const ids = await tryItIds(database, await api.managerId("demo"), api.clock.now());
    const { document: personalised, unfilled } = personaliseDocument(document, ids);
    expect(unfilled).toEqual([]);
    const operations = operationsWithPathIds(personalised);
    expect(operations.length).toBeGreaterThanOrEqual(21);
    const token = await api.tokenFor("demo");
    const answers: Record<string, number> = {};
    for (const { path, url } of operations) answers[path] = (await api.request(url, { token })).status;
    expect(Object.entries(answers).filter(([, status]) => status !== 200)).toEqual([]);
  });

  it("for a manager who runs no club are the world's own ids: public operations answer 200, owner-only ones 403, none 404", async () => {
    const ids = await tryItIds(database, await api.managerId("staff"), api.clock.now());
    expect(ids.ownClub).toBe(false);
    expect(Object.values(ids).every((v) => v !== null)).toBe(true);
    const { document: personalised } = personaliseDocument(document, ids);
    const token = await api.tokenFor("staff");
    for (const { path, url } of operationsWithPathIds(personalised)) {
      expect([200, 403], path).toContain((await api.request(url, { token })).status);
    }
    expect(
      (await api.request(operationsWithPathIds(personalised).find((o) => o.path === "/v1/teams/{teamId}/roster")!.url, { token })).status,
    ).toBe(200);
  });

  it("are all null in a world with nothing in it", async () => {
    const empty = await createTestDatabase("empty");
    try {
      const manager = await empty.prisma.manager.create({
        data: { id: randomUUID(), username: "alone", passwordHash: "!" },
        select: { id: true },
      });
      expect(await tryItIds(empty, manager.id)).toEqual({
        clubId: null,
        ownClub: false,
        nationalTeamId: null,
        playerId: null,
        matchId: null,
        competitionId: null,
        countryId: null,
        auctionPlayerId: null,
      });
    } finally {
      await empty.drop();
    }
  });
});
