import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createApiCalls, createTestApi, type TestApi } from "@/lib/testing/api";
import { PlayerSchema } from "@/lib/game/schemas/player";
import { RosterSchema } from "@/lib/game/schemas/teams";
import { MarketPlayerListSchema } from "@/lib/game/schemas/market";

/**
 * What the rows keep for the answers, written by PostgreSQL whoever writes the rows:
 * - the names a player's answer writes beside its country, club and national team, and a
 *   listing's leading bidder's name, kept by triggers (migration 20261126000000_reference_names);
 * - a player's public figures, written once per write of its row by a column PostgreSQL
 *   generates (migration 20261126100000_player_public_json), to which the lists add the fields
 *   that depend on the call.
 * These tests write the way the world does (Prisma, raw SQL) and read the answers through the
 * real handlers: an answer never lags its rows, escapes what it must, and the kept values cannot
 * be written by anyone else.
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

const { getJson } = createApiCalls(
  () => api,
  () => token,
);

const player = async (id: string) => PlayerSchema.parse(await getJson(`/v1/players/${id}`));

/** Rows whose kept names differ from their references' names: none, ever. */
async function stale() {
  const [{ players, listings }] = await database.prisma.$queryRawUnsafe<{ players: number; listings: number }[]>(`
    SELECT
      (SELECT count(*)::int FROM "Player" p
        LEFT JOIN "Country" c ON c.id = p."countryId"
        LEFT JOIN "Team" club ON club.id = p."clubId"
        LEFT JOIN "Team" nat ON nat.id = p."nationalTeamId"
        WHERE p."countryName" IS DISTINCT FROM c.name OR p."clubName" IS DISTINCT FROM club.name
          OR p."nationalTeamName" IS DISTINCT FROM nat.name) AS players,
      (SELECT count(*)::int FROM "TransferListing" l LEFT JOIN "Team" t ON t.id = l."leaderTeamId"
        WHERE l."leaderTeamName" IS DISTINCT FROM t.name) AS listings`);
  return { players, listings };
}

describe("the names kept beside a player's references", () => {
  it("are right for every player and listing of a generated world", async () => {
    expect(await database.prisma.player.count({ where: { clubName: { not: null } } })).toBeGreaterThan(0);
    expect(await database.prisma.transferListing.count({ where: { leaderTeamName: { not: null } } })).toBeGreaterThan(0);
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });

  it("follow a renamed club into its roster, its players and the listings it leads", async () => {
    const listing = await database.prisma.transferListing.findFirstOrThrow({
      where: { status: "Open", leaderTeamId: { not: null } },
      orderBy: { id: "asc" },
    });
    const club = await database.prisma.team.findUniqueOrThrow({ where: { id: listing.leaderTeamId! } });
    const renamed = `${club.name} Renamed`;
    await database.prisma.team.update({ where: { id: club.id }, data: { name: renamed } });
    try {
      const roster = RosterSchema.parse(await getJson(`/v1/teams/${club.id}/roster`));
      expect(roster.players.length).toBeGreaterThan(0);
      for (const p of roster.players) expect(p.club).toEqual({ id: club.id, name: renamed });
      expect((await player(roster.players[0].id)).club).toEqual({ id: club.id, name: renamed });
      const page = MarketPlayerListSchema.parse(
        await getJson(`/v1/market/players?minPrice=${listing.currentPrice}&maxPrice=${listing.currentPrice}`),
      );
      const shown = page.players.find((p) => p.listingId === listing.id);
      expect(shown?.leadingBidder).toEqual({ id: club.id, name: renamed });
      expect(await stale()).toEqual({ players: 0, listings: 0 });
    } finally {
      await database.prisma.team.update({ where: { id: club.id }, data: { name: club.name } });
    }
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });

  it("follow a renamed national team and a renamed country, written in raw SQL", async () => {
    const called = await database.prisma.player.findFirstOrThrow({
      where: { nationalTeamId: { not: null } },
      orderBy: { id: "asc" },
      include: { country: true, nationalTeam: true },
    });
    await database.prisma.$executeRawUnsafe(`UPDATE "Team" SET name = name || ' B' WHERE id = $1::uuid`, called.nationalTeamId);
    await database.prisma.$executeRawUnsafe(`UPDATE "Country" SET name = name || ' B' WHERE id = $1::uuid`, called.countryId);
    try {
      const shown = await player(called.id);
      expect(shown.nationalTeam).toEqual({ id: called.nationalTeamId, name: `${called.nationalTeam!.name} B` });
      expect(shown.country).toEqual({ id: called.countryId, name: `${called.country.name} B` });
      expect(await stale()).toEqual({ players: 0, listings: 0 });
    } finally {
      await database.prisma.team.update({ where: { id: called.nationalTeamId! }, data: { name: called.nationalTeam!.name } });
      await database.prisma.country.update({ where: { id: called.countryId }, data: { name: called.country.name } });
    }
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });

  it("follow a player who moves club or leaves a squad, and a listing whose leader changes", async () => {
    const moving = await database.prisma.player.findFirstOrThrow({
      where: { clubId: { not: null }, nationalTeamId: { not: null } },
      orderBy: { id: "asc" },
    });
    const other = await database.prisma.team.findFirstOrThrow({
      where: { kind: "Club", id: { not: moving.clubId! } },
      orderBy: { id: "asc" },
    });
    const listing = await database.prisma.transferListing.findFirstOrThrow({ where: { status: "Open" }, orderBy: { id: "asc" } });
    try {
      await database.prisma.player.update({ where: { id: moving.id }, data: { clubId: other.id, nationalTeamId: null } });
      const shown = await player(moving.id);
      expect(shown.club).toEqual({ id: other.id, name: other.name });
      expect(shown.nationalTeam).toBeNull();
      await database.prisma.transferListing.update({ where: { id: listing.id }, data: { leaderTeamId: other.id } });
      expect((await database.prisma.transferListing.findUniqueOrThrow({ where: { id: listing.id } })).leaderTeamName).toBe(other.name);
      expect(await stale()).toEqual({ players: 0, listings: 0 });
    } finally {
      await database.prisma.player.update({
        where: { id: moving.id },
        data: { clubId: moving.clubId, nationalTeamId: moving.nationalTeamId },
      });
      await database.prisma.transferListing.update({ where: { id: listing.id }, data: { leaderTeamId: listing.leaderTeamId } });
    }
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });

  it("cannot be written wrong: a name written directly is put back to its reference's", async () => {
    const target = await database.prisma.player.findFirstOrThrow({
      where: { clubId: { not: null } },
      orderBy: { id: "asc" },
      include: { club: true },
    });
    await database.prisma.player.update({ where: { id: target.id }, data: { clubName: "Wrong", countryName: "Wrong" } });
    await database.prisma.$executeRawUnsafe(`UPDATE "TransferListing" SET "leaderTeamName" = 'Wrong' WHERE "leaderTeamId" IS NOT NULL`);
    expect((await player(target.id)).club).toEqual({ id: target.clubId, name: target.club!.name });
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });
});

/** The player's columns as its public figures name them (the answer's fields read straight from the row). */
const FIGURES = [
  "id",
  "firstName",
  "lastName",
  "nickname",
  "number",
  "countryId",
  "age",
  "height",
  "salary",
  "dmi",
  "potential",
  "gameShape",
  "buzzerBeaterRating",
  "bestPosition",
  "isRetired",
] as const;

describe("a player's public figures, written by PostgreSQL on every write of the row", () => {
  it("match the row for every player of a generated world", async () => {
    const rows = await database.prisma.player.findMany({ include: { country: true, club: true, nationalTeam: true } });
    const written = new Map(
      (await database.prisma.$queryRawUnsafe<{ id: string; publicJson: string }[]>(`SELECT id, "publicJson" FROM "Player"`)).map((r) => [
        r.id,
        JSON.parse(r.publicJson) as Record<string, unknown>,
      ]),
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
    const listing = await database.prisma.transferListing.findFirstOrThrow({ where: { status: "Open" }, orderBy: { id: "asc" } });
    const before = await database.prisma.player.findUniqueOrThrow({ where: { id: listing.playerId } });
    // Quotes, a backslash, a tab and letters outside ASCII: the JSON escapes what it must.
    const nickname = `"Ice" \\ Man\t Šarūnas 🏀`;
    await database.prisma.player.update({ where: { id: before.id }, data: { nickname, gameShape: before.gameShape === 10 ? 9 : 10 } });
    await database.prisma.$executeRawUnsafe(`UPDATE "Player" SET "injuryWeeks" = 3, height = height + 1 WHERE id = $1::uuid`, before.id);
    try {
      const expected = { nickname, gameShape: before.gameShape === 10 ? 9 : 10, injury: { weeksRemaining: 3 }, height: before.height + 1 };
      expect(PlayerSchema.parse(await getJson(`/v1/players/${before.id}`))).toMatchObject({ ...expected, isTransferListed: true });
      if (before.clubId) {
        const roster = RosterSchema.parse(await getJson(`/v1/teams/${before.clubId}/roster`));
        expect(roster.players.find((p) => p.id === before.id)).toMatchObject(expected);
      }
      const page = MarketPlayerListSchema.parse(
        await getJson(`/v1/market/players?minPrice=${listing.currentPrice}&maxPrice=${listing.currentPrice}`),
      );
      expect(page.players.find((p) => p.listingId === listing.id)).toMatchObject({ ...expected, id: before.id, isTransferListed: true });
    } finally {
      await database.prisma.player.update({
        where: { id: before.id },
        data: { nickname: before.nickname, gameShape: before.gameShape, injuryWeeks: before.injuryWeeks, height: before.height },
      });
    }
    expect(PlayerSchema.parse(await getJson(`/v1/players/${before.id}`))).toMatchObject({
      nickname: before.nickname,
      height: before.height,
      injury: null,
    });
  });

  it("write their fields in the order the reference documents them", async () => {
    const listing = await database.prisma.transferListing.findFirstOrThrow({ where: { status: "Open" }, orderBy: { id: "asc" } });
    const { clubId } = await database.prisma.player.findUniqueOrThrow({ where: { id: listing.playerId } });
    const shown = (await getJson(`/v1/players/${listing.playerId}`)) as object;
    expect(Object.keys(shown)).toEqual(Object.keys(PlayerSchema.shape));
    const roster = (await getJson(`/v1/teams/${clubId}/roster`)) as { players: object[] };
    for (const p of roster.players) expect(Object.keys(p)).toEqual(Object.keys(PlayerSchema.shape));
    const page = (await getJson(`/v1/market/players`)) as { players: object[] };
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
    const player = await database.prisma.player.findFirstOrThrow({ orderBy: { id: "asc" } });
    const [{ publicJson }] = await database.prisma.$queryRawUnsafe<{ publicJson: string }[]>(
      `SELECT "publicJson" FROM "Player" WHERE id = $1::uuid`,
      player.id,
    );
    await expect(
      database.prisma.$executeRawUnsafe(`UPDATE "Player" SET "publicJson" = '{}' WHERE id = $1::uuid`, player.id),
    ).rejects.toThrow(/"publicJson" can only be updated to DEFAULT/);
    const [after] = await database.prisma.$queryRawUnsafe<{ publicJson: string }[]>(
      `SELECT "publicJson" FROM "Player" WHERE id = $1::uuid`,
      player.id,
    );
    expect(after.publicJson).toBe(publicJson);
  });
});
