/**
 * The spec's privacy rules as one table: who the viewer is (the club's manager, the national
 * team's coach, anyone else), which scopes the token has, and what the player is to them
 * decide what is visible. Each row is decided by the TS rule and by the SQL predicate the read
 * models run, evaluated by PostgreSQL.
 */
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Scope } from "@/lib/auth/scopes";
import type { Viewer } from "@/lib/auth/viewer";
import {
  auctionSkillsVisibility,
  canSeeAuctionSkills,
  canSeeAuctionSkillsSql,
  canSeeSkills,
  canSeeSkillsSql,
  LEADING_BIDS_SHOWN,
  skillsVisibility,
  trainingHistoryCap,
  visibleBidCount,
} from "@/lib/game/privacy";
import { isViewers } from "@/lib/game/ownership";
import { param, prepareSql, sql, Sql } from "@/lib/sql";

const CLUB = "club-of-the-viewer";
const NATIONAL = "national-team-the-viewer-coaches";
const OTHER_CLUB = "another-club";
const OTHER_NATIONAL = "another-national-team";

function viewer(scopes: Scope[], options: { isSupporter?: boolean; clubs?: string[]; coached?: string[] } = {}): Viewer {
  return {
    managerId: "m",
    username: "viewer",
    isSupporter: options.isSupporter ?? false,
    scopes: new Set(scopes),
    ownClubIds: new Set(options.clubs ?? [CLUB]),
    coachedNationalTeamIds: new Set(options.coached ?? [NATIONAL]),
  };
}

type Player = { clubId: string | null; nationalTeamId: string | null };
const PLAYERS: Record<string, Player> = {
  "own club's player": { clubId: CLUB, nationalTeamId: null },
  "own club's player in a coached squad": { clubId: CLUB, nationalTeamId: NATIONAL },
  "another club's player in a coached squad": { clubId: OTHER_CLUB, nationalTeamId: NATIONAL },
  "another club's player in another squad": { clubId: OTHER_CLUB, nationalTeamId: OTHER_NATIONAL },
  "another club's player": { clubId: OTHER_CLUB, nationalTeamId: null },
  "a free agent": { clubId: null, nationalTeamId: null },
};

// The predicates only compare their parameters: any database runs them, no table needed.
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject("testDatabase").adminUrl });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
});

/** The table's ids as the uuids the columns hold. */
const uuid = (id: string | null) =>
  id === null
    ? null
    : crypto
        .createHash("md5")
        .update(id)
        .digest("hex")
        .replace(/^(.{8})(.{4})(.{4})(.{4})/, "$1-$2-$3-$4-");

const SKILLS_SQL = prepareSql<
  { clubId: string | null; nationalTeamId: string | null; skillClubs: string[]; skillSquads: string[] },
  { visible: boolean | null }
>(
  "privacy_test_skills",
  sql`SELECT ${canSeeSkillsSql({ clubId: sql<string | null>`${param("clubId")}::uuid`, nationalTeamId: sql<string | null>`${param("nationalTeamId")}::uuid` })} AS visible`,
);

const AUCTION_SQL = prepareSql<{ isOpen: boolean; revealOpenAuctions: boolean }, { visible: boolean }>(
  "privacy_test_auction",
  sql`SELECT ${canSeeAuctionSkillsSql(sql<boolean>`${param("isOpen")}::boolean`)} AS visible`,
);

describe("skills (Spec › Privacy)", () => {
  // player × scopes → skills visible
  const table: [string, Scope[], boolean][] = [
    ["own club's player", ["public"], false],
    ["own club's player", ["public", "team"], true],
    ["own club's player", ["public", "national"], false],
    ["own club's player", ["public", "market", "economy"], false],
    ["own club's player in a coached squad", ["public", "national"], true],
    ["own club's player in a coached squad", ["public", "team"], true],
    ["another club's player in a coached squad", ["public", "national"], true],
    ["another club's player in a coached squad", ["public", "team"], false],
    ["another club's player in another squad", ["public", "team", "national", "market", "economy"], false],
    ["another club's player", ["public", "team", "national", "market", "economy"], false],
    ["a free agent", ["public", "team", "national", "market", "economy"], false],
  ];
  it.each(table)("%s with scopes %j: visible %s", (player, scopes, visible) => {
    expect(canSeeSkills(viewer(scopes), PLAYERS[player])).toBe(visible);
  });

  // The SQL read models filter by these lists (lib/game/player-sql.ts): the same table decides them.
  it.each(table)("%s with scopes %j: visible %s in SQL's lists too", (player, scopes, visible) => {
    const { skillClubs, skillSquads } = skillsVisibility(viewer(scopes));
    const { clubId, nationalTeamId } = PLAYERS[player];
    expect((clubId !== null && skillClubs.includes(clubId)) || (nationalTeamId !== null && skillSquads.includes(nationalTeamId))).toBe(
      visible,
    );
  });

  // The predicate the read models run (lib/game/player-sql.ts), filled in by `skillsVisibility`.
  it.each(table)("%s with scopes %j: visible %s in SQL too", async (player, scopes, visible) => {
    const { skillClubs, skillSquads } = skillsVisibility(viewer(scopes));
    const { clubId, nationalTeamId } = PLAYERS[player];
    const [row] = await new Sql(client).rows(SKILLS_SQL, {
      clubId: uuid(clubId),
      nationalTeamId: uuid(nationalTeamId),
      skillClubs: skillClubs.map((id) => uuid(id)!),
      skillSquads: skillSquads.map((id) => uuid(id)!),
    });
    // A null (no club, no squad) hides the skills as false does: the SQL writes them under CASE WHEN.
    expect(row.visible === true).toBe(visible);
  });

  it("a manager without clubs or squads sees no one's skills, whatever the scopes", () => {
    const nobody = viewer(["public", "team", "national", "market", "economy"], { clubs: [], coached: [] });
    for (const player of Object.values(PLAYERS)) expect(canSeeSkills(nobody, player)).toBe(false);
  });
});

describe("an auction's skills", () => {
  const table: [string, Scope[], boolean, boolean][] = [
    ["open, scope market", ["public", "market"], true, true],
    ["open, no scope market", ["public", "team", "national"], true, false],
    ["closed, scope market", ["public", "market"], false, false],
    ["closed, no scope market", ["public"], false, false],
  ];
  it.each(table)("%s → visible %s", (_case, scopes, isOpen, visible) => {
    expect(canSeeAuctionSkills(viewer(scopes), { isOpen })).toBe(visible);
  });

  // The auction's SQL applies the reveal from this flag (lib/game/market.ts): the same table decides it.
  it.each(table)("%s → visible %s in SQL too", async (_case, scopes, isOpen, visible) => {
    const [row] = await new Sql(client).rows(AUCTION_SQL, { isOpen, ...auctionSkillsVisibility(viewer(scopes)) });
    expect(row.visible).toBe(visible);
  });
});

describe("training history and bids by supporter status", () => {
  it.each([
    [true, null, null],
    [false, 1, LEADING_BIDS_SHOWN],
  ])("supporter %s: %s training sessions, %s bids", (isSupporter, sessions, bids) => {
    const v = viewer(["public", "team", "market"], { isSupporter });
    expect(trainingHistoryCap(v)).toBe(sessions);
    expect(visibleBidCount(v)).toBe(bids);
  });
});

describe("whose an id is (owner-only endpoints and the breadth limit)", () => {
  const playerClub = async (id: string) => ({ "own-player": CLUB, "their-player": OTHER_CLUB, "free-agent": null })[id];
  const table: [Parameters<typeof isViewers>[1], string, boolean][] = [
    ["club", CLUB, true],
    ["club", NATIONAL, false],
    ["club", OTHER_CLUB, false],
    ["nationalTeam", NATIONAL, true],
    ["nationalTeam", CLUB, false],
    ["nationalTeam", OTHER_NATIONAL, false],
    ["team", CLUB, true],
    ["team", NATIONAL, true],
    ["team", OTHER_CLUB, false],
    ["team", OTHER_NATIONAL, false],
    ["player", "own-player", true],
    ["player", "their-player", false],
    ["player", "free-agent", false],
    ["player", "unknown-player", false],
  ];
  it.each(table)("%s %s → the viewer's: %s", async (owned, id, expected) => {
    expect(await isViewers(viewer(["public"]), owned, id, playerClub)).toBe(expected);
  });

  it("asks for no player's club when the viewer runs no club", async () => {
    const lookup = async () => {
      throw new Error("no lookup expected");
    };
    expect(await isViewers(viewer(["public"], { clubs: [] }), "player", "own-player", lookup)).toBe(false);
  });
});
