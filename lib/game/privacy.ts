import type { Expression, RawBuilder } from "kysely";
import { coaches, ownsClub, type Viewer } from "@/lib/auth/viewer";
import { param, sql } from "@/lib/sql";

/**
 * The privacy rules of the spec, in one place.
 * - Skills: the manager's own players with scope `team`; the squad of a national team the
 *   manager coaches with scope `national`; otherwise null. (The open-auction reveal is
 *   decided by `canSeeAuctionSkills`.)
 * - Training history: supporters see every session; others only the latest.
 * - Bids: supporters see every bid; others only the leading ones.
 */
export function canSeeSkills(viewer: Viewer, player: { clubId: string | null; nationalTeamId: string | null }): boolean {
  if (viewer.scopes.has("team") && ownsClub(viewer, player.clubId)) return true;
  if (viewer.scopes.has("national") && coaches(viewer, player.nationalTeamId)) return true;
  return false;
}

/**
 * The same rule as `canSeeSkills`, as the lists SQL filters by (lib/game/player-sql.ts): the
 * clubs and national teams whose players' skills this viewer sees. Its table test holds the
 * two together.
 */
export function skillsVisibility(viewer: Viewer): { skillClubs: string[]; skillSquads: string[] } {
  return {
    skillClubs: viewer.scopes.has("team") ? [...viewer.ownClubIds] : [],
    skillSquads: viewer.scopes.has("national") ? [...viewer.coachedNationalTeamIds] : [],
  };
}

/**
 * `canSeeSkills` as the SQL predicate the read models filter by, over a player's columns: the
 * viewer comes in as the statement's `skillClubs` and `skillSquads` parameters, which
 * `skillsVisibility` fills in. Its table test runs both against the same rows.
 */
export function canSeeSkillsSql(player: {
  clubId: Expression<string | null>;
  nationalTeamId: Expression<string | null>;
}): RawBuilder<boolean> {
  return sql<boolean>`${player.clubId} = ANY(${param<string[]>("skillClubs")}::uuid[])
    OR ${player.nationalTeamId} = ANY(${param<string[]>("skillSquads")}::uuid[])`;
}

/** An open auction reveals a listed player's skills to callers with scope `market`. */
export function canSeeAuctionSkills(viewer: Viewer, auction: { isOpen: boolean }): boolean {
  return auction.isOpen && viewer.scopes.has("market");
}

/**
 * The same rule as `canSeeAuctionSkills`, as the auction's SQL applies it (lib/game/market.ts):
 * whether an open auction reveals the skills to this viewer. Its table test holds the two together.
 */
export function auctionSkillsVisibility(viewer: Viewer): { revealOpenAuctions: boolean } {
  return { revealOpenAuctions: viewer.scopes.has("market") };
}

/**
 * `canSeeAuctionSkills` as the SQL predicate the auction applies, for an auction open when
 * `isOpen` holds: the viewer comes in as the `revealOpenAuctions` parameter, which
 * `auctionSkillsVisibility` fills in.
 */
export function canSeeAuctionSkillsSql(isOpen: Expression<boolean>): RawBuilder<boolean> {
  return sql<boolean>`(${isOpen} AND ${param<boolean>("revealOpenAuctions")}::boolean)`;
}

/** How many training sessions a viewer may read, newest first (null: no cap). */
export function trainingHistoryCap(viewer: Viewer): number | null {
  return viewer.isSupporter ? null : 1;
}

/** How many of an auction's bids (highest first) a viewer may read (null: all). */
export const LEADING_BIDS_SHOWN = 3;
export function visibleBidCount(viewer: Viewer): number | null {
  return viewer.isSupporter ? null : LEADING_BIDS_SHOWN;
}
