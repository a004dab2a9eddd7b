import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { PlayerSchema } from "@/lib/game/schemas/player";
import { RosterSchema } from "@/lib/game/schemas/teams";
import { MarketPlayerListSchema } from "@/lib/game/schemas/market";

/**
 * The names a player's answer writes beside its country, club and national team, and a listing's
 * leading bidder's name, are kept on the rows by triggers (migration
 * 20261126000000_reference_names). These tests write the way the world does (Prisma, raw SQL)
 * and read the answers through the real handlers: a name never lags its reference.
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

const player = async (id: string) => PlayerSchema.parse(await get(`/players/${id}`));

/** Rows whose kept names differ from their references' names: none, ever. */
async function stale() {
  const [{ players, listings }] = await database.db.$queryRawUnsafe<{ players: number; listings: number }[]>(`
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
    expect(await database.db.player.count({ where: { clubName: { not: null } } })).toBeGreaterThan(0);
    expect(await database.db.transferListing.count({ where: { leaderTeamName: { not: null } } })).toBeGreaterThan(0);
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });

  it("follow a renamed club into its roster, its players and the listings it leads", async () => {
    const listing = await database.db.transferListing.findFirstOrThrow({ where: { status: "Open", leaderTeamId: { not: null } }, orderBy: { id: "asc" } });
    const club = await database.db.team.findUniqueOrThrow({ where: { id: listing.leaderTeamId! } });
    const renamed = `${club.name} Renamed`;
    await database.db.team.update({ where: { id: club.id }, data: { name: renamed } });
    try {
      const roster = RosterSchema.parse(await get(`/teams/${club.id}/roster`));
      expect(roster.players.length).toBeGreaterThan(0);
      for (const p of roster.players) expect(p.club).toEqual({ id: club.id, name: renamed });
      expect((await player(roster.players[0].id)).club).toEqual({ id: club.id, name: renamed });
      const page = MarketPlayerListSchema.parse(await get(`/market/players?minPrice=${listing.currentPrice}&maxPrice=${listing.currentPrice}`));
      const shown = page.players.find((p) => p.listingId === listing.id);
      expect(shown?.leadingBidder).toEqual({ id: club.id, name: renamed });
      expect(await stale()).toEqual({ players: 0, listings: 0 });
    } finally {
      await database.db.team.update({ where: { id: club.id }, data: { name: club.name } });
    }
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });

  it("follow a renamed national team and a renamed country, written in raw SQL", async () => {
    const called = await database.db.player.findFirstOrThrow({ where: { nationalTeamId: { not: null } }, orderBy: { id: "asc" }, include: { country: true, nationalTeam: true } });
    await database.db.$executeRawUnsafe(`UPDATE "Team" SET name = name || ' B' WHERE id = $1::uuid`, called.nationalTeamId);
    await database.db.$executeRawUnsafe(`UPDATE "Country" SET name = name || ' B' WHERE id = $1::uuid`, called.countryId);
    try {
      const shown = await player(called.id);
      expect(shown.nationalTeam).toEqual({ id: called.nationalTeamId, name: `${called.nationalTeam!.name} B` });
      expect(shown.country).toEqual({ id: called.countryId, name: `${called.country.name} B` });
      expect(await stale()).toEqual({ players: 0, listings: 0 });
    } finally {
      await database.db.team.update({ where: { id: called.nationalTeamId! }, data: { name: called.nationalTeam!.name } });
      await database.db.country.update({ where: { id: called.countryId }, data: { name: called.country.name } });
    }
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });

  it("follow a player who moves club or leaves a squad, and a listing whose leader changes", async () => {
    const moving = await database.db.player.findFirstOrThrow({ where: { clubId: { not: null }, nationalTeamId: { not: null } }, orderBy: { id: "asc" } });
    const other = await database.db.team.findFirstOrThrow({ where: { kind: "Club", id: { not: moving.clubId! } }, orderBy: { id: "asc" } });
    const listing = await database.db.transferListing.findFirstOrThrow({ where: { status: "Open" }, orderBy: { id: "asc" } });
    try {
      await database.db.player.update({ where: { id: moving.id }, data: { clubId: other.id, nationalTeamId: null } });
      const shown = await player(moving.id);
      expect(shown.club).toEqual({ id: other.id, name: other.name });
      expect(shown.nationalTeam).toBeNull();
      await database.db.transferListing.update({ where: { id: listing.id }, data: { leaderTeamId: other.id } });
      expect((await database.db.transferListing.findUniqueOrThrow({ where: { id: listing.id } })).leaderTeamName).toBe(other.name);
      expect(await stale()).toEqual({ players: 0, listings: 0 });
    } finally {
      await database.db.player.update({ where: { id: moving.id }, data: { clubId: moving.clubId, nationalTeamId: moving.nationalTeamId } });
      await database.db.transferListing.update({ where: { id: listing.id }, data: { leaderTeamId: listing.leaderTeamId } });
    }
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });

  it("cannot be written wrong: a name written directly is put back to its reference's", async () => {
    const target = await database.db.player.findFirstOrThrow({ where: { clubId: { not: null } }, orderBy: { id: "asc" }, include: { club: true } });
    await database.db.player.update({ where: { id: target.id }, data: { clubName: "Wrong", countryName: "Wrong" } });
    await database.db.$executeRawUnsafe(`UPDATE "TransferListing" SET "leaderTeamName" = 'Wrong' WHERE "leaderTeamId" IS NOT NULL`);
    expect((await player(target.id)).club).toEqual({ id: target.clubId, name: target.club!.name });
    expect(await stale()).toEqual({ players: 0, listings: 0 });
  });
});
