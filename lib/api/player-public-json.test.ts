import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { PlayerSchema } from "@/lib/game/schemas/player";
import { RosterSchema } from "@/lib/game/schemas/teams";
import { MarketPlayerListSchema } from "@/lib/game/schemas/market";

/**
 * A player's public figures are written once per write of its row, by a column PostgreSQL
 * generates (migration 20261126100000_player_public_json), and the lists add the fields that
 * depend on the call. These tests write the way the world does (Prisma, raw SQL) and read the
 * answers through the real handlers: the answer follows every write, escapes what it must, and
 * the column cannot be written by anyone.
 */
let database: TestDatabase;
let api: TestApi;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  token = await api.tokenFor("demo", ["public", "team", "national", "market"]);
});

afterAll(async () => {
  await database.drop();
});

async function get(path: string) {
  const response = await api.request(`/v1${path}`, { token });
  expect(response.status, path).toBe(200);
  return response.json() as Promise<unknown>;
}

/** The player's columns as its public figures name them (the answer's fields read straight from the row). */
const FIGURES = ["id", "firstName", "lastName", "nickname", "number", "countryId", "age", "height", "salary", "dmi", "potential", "gameShape", "buzzerBeaterRating", "bestPosition", "isRetired"] as const;

describe("a player's public figures, written by PostgreSQL on every write of the row", () => {
  it("match the row for every player of a generated world", async () => {
    const rows = await database.db.player.findMany({ include: { country: true, club: true, nationalTeam: true } });
    const written = new Map(
      (await database.db.$queryRawUnsafe<{ id: string; publicJson: string }[]>(`SELECT id, "publicJson" FROM "Player"`)).map((r) => [r.id, JSON.parse(r.publicJson) as Record<string, unknown>]),
    );
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) {
      const figures = written.get(row.id)!;
      for (const key of FIGURES) expect(figures[key], `${row.id} ${key}`).toEqual(row[key]);
      expect(figures.country).toEqual({ id: row.country.id, name: row.country.name });
      expect(figures.club).toEqual(row.club ? { id: row.club.id, name: row.club.name } : null);
      expect(figures.nationalTeam).toEqual(row.nationalTeam ? { id: row.nationalTeam.id, name: row.nationalTeam.name } : null);
      expect(figures.injury).toEqual(row.injuryWeeks ? { weeksRemaining: row.injuryWeeks } : null);
      // What depends on the call is added by the lists, never kept.
      expect(Object.keys(figures)).not.toContain("skills");
      expect(Object.keys(figures)).not.toContain("isTransferListed");
    }
  });

  it("follow writes by Prisma and by raw SQL into the player, its roster and the transfer list", async () => {
    const listing = await database.db.transferListing.findFirstOrThrow({ where: { status: "Open" }, orderBy: { id: "asc" } });
    const before = await database.db.player.findUniqueOrThrow({ where: { id: listing.playerId } });
    // Quotes, a backslash, a tab and letters outside ASCII: the JSON escapes what it must.
    const nickname = `"Ice" \\ Man\t Šarūnas 🏀`;
    await database.db.player.update({ where: { id: before.id }, data: { nickname, gameShape: before.gameShape === 10 ? 9 : 10 } });
    await database.db.$executeRawUnsafe(`UPDATE "Player" SET "injuryWeeks" = 3, height = height + 1 WHERE id = $1::uuid`, before.id);
    try {
      const expected = { nickname, gameShape: before.gameShape === 10 ? 9 : 10, injury: { weeksRemaining: 3 }, height: before.height + 1 };
      expect(PlayerSchema.parse(await get(`/players/${before.id}`))).toMatchObject({ ...expected, isTransferListed: true });
      if (before.clubId) {
        const roster = RosterSchema.parse(await get(`/teams/${before.clubId}/roster`));
        expect(roster.players.find((p) => p.id === before.id)).toMatchObject(expected);
      }
      const page = MarketPlayerListSchema.parse(await get(`/market/players?minPrice=${listing.currentPrice}&maxPrice=${listing.currentPrice}`));
      expect(page.players.find((p) => p.listingId === listing.id)).toMatchObject({ ...expected, id: before.id, isTransferListed: true });
    } finally {
      await database.db.player.update({
        where: { id: before.id },
        data: { nickname: before.nickname, gameShape: before.gameShape, injuryWeeks: before.injuryWeeks, height: before.height },
      });
    }
    expect(PlayerSchema.parse(await get(`/players/${before.id}`))).toMatchObject({ nickname: before.nickname, height: before.height, injury: null });
  });

  it("write their fields in the order the reference documents them", async () => {
    const listing = await database.db.transferListing.findFirstOrThrow({ where: { status: "Open" }, orderBy: { id: "asc" } });
    const { clubId } = await database.db.player.findUniqueOrThrow({ where: { id: listing.playerId } });
    const shown = (await get(`/players/${listing.playerId}`)) as object;
    expect(Object.keys(shown)).toEqual(Object.keys(PlayerSchema.shape));
    const roster = (await get(`/teams/${clubId}/roster`)) as { players: object[] };
    for (const p of roster.players) expect(Object.keys(p)).toEqual(Object.keys(PlayerSchema.shape));
    const page = (await get(`/market/players`)) as { players: object[] };
    expect(page.players.length).toBeGreaterThan(0);
    for (const p of page.players) expect(Object.keys(p)).toEqual(Object.keys(MarketPlayerListSchema.shape.players.element.shape));
    // And the reference's examples show them so.
    const example = (schema: { meta(): Record<string, unknown> | undefined }) => Object.keys(schema.meta()!.example as object);
    expect(example(PlayerSchema)).toEqual(Object.keys(PlayerSchema.shape));
    expect(example(MarketPlayerListSchema.shape.players.element)).toEqual(Object.keys(MarketPlayerListSchema.shape.players.element.shape));
    const listExample = MarketPlayerListSchema.meta()!.example as { players: object[] };
    for (const p of listExample.players) expect(Object.keys(p)).toEqual(Object.keys(MarketPlayerListSchema.shape.players.element.shape));
  });

  it("cannot be written: a write of the column is refused and changes nothing", async () => {
    const player = await database.db.player.findFirstOrThrow({ orderBy: { id: "asc" } });
    const [{ publicJson }] = await database.db.$queryRawUnsafe<{ publicJson: string }[]>(`SELECT "publicJson" FROM "Player" WHERE id = $1::uuid`, player.id);
    await expect(database.db.$executeRawUnsafe(`UPDATE "Player" SET "publicJson" = '{}' WHERE id = $1::uuid`, player.id)).rejects.toThrow(/"publicJson" can only be updated to DEFAULT/);
    const [after] = await database.db.$queryRawUnsafe<{ publicJson: string }[]>(`SELECT "publicJson" FROM "Player" WHERE id = $1::uuid`, player.id);
    expect(after.publicJson).toBe(publicJson);
  });
});
