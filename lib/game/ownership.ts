import type { Database } from "@/lib/db";
import { param, prepare, qb } from "@/lib/sql";
import { AppError, notFound } from "@/lib/errors";
import type { Viewer } from "@/lib/auth/viewer";

/**
 * What an id in a path may be the viewer's: a club they run, a national team they coach,
 * either of those (`team`), or a player of one of their clubs.
 */
export type Owned = "club" | "nationalTeam" | "team" | "player";

/** How to find a player's club (the breadth rule asks it too, lib/api/quota.ts). */
export type PlayerClubLookup = (playerId: string) => Promise<string | null | undefined>;

const PLAYER_CLUB = prepare<{ playerId: string }, { clubId: string | null }>(
  "player_club",
  qb.selectFrom("Player as p").select("p.clubId").where("p.id", "=", param<string>("playerId")),
);

/** A player's club on the lean road (a prepared statement): undefined for an unknown player. */
export function playerClubFrom(db: Database): PlayerClubLookup {
  return async (playerId) => (await db.sql.rows(PLAYER_CLUB, { playerId }))[0]?.clubId;
}

/**
 * Whether this id is the viewer's own: the one question behind owner-only endpoints and the
 * breadth limit. Only a player needs a lookup; teams are answered from the Viewer.
 */
export async function isViewers(viewer: Viewer, owned: Owned, id: string, playerClub: PlayerClubLookup): Promise<boolean> {
  switch (owned) {
    case "club":
      return viewer.ownClubIds.has(id);
    case "nationalTeam":
      return viewer.coachedNationalTeamIds.has(id);
    case "team":
      return viewer.ownClubIds.has(id) || viewer.coachedNationalTeamIds.has(id);
    case "player": {
      if (viewer.ownClubIds.size === 0) return false;
      const clubId = await playerClub(id);
      return !!clubId && viewer.ownClubIds.has(clubId);
    }
  }
}

/**
 * Owner-only endpoints (training, staff, facilities, finances, a coach's squad history): an
 * unknown id is 404, someone else's is 403 `forbidden`.
 */
export async function requireViewers(db: Database, viewer: Viewer, owned: Exclude<Owned, "team">, id: string): Promise<void> {
  if (await isViewers(viewer, owned, id, playerClubFrom(db))) return;
  if (owned === "player") {
    const player = await db.prisma.player.findUnique({ where: { id }, select: { id: true } });
    if (!player) throw notFound("Player");
    throw new AppError("forbidden", "Only the manager of the player's club can read his training; the player is not yours.");
  }
  const team = await db.prisma.team.findUnique({ where: { id }, select: { kind: true } });
  if (owned === "club") {
    if (!team || team.kind !== "Club") throw new AppError("not_found", "Club was not found.");
    throw new AppError("forbidden", "Only the club's own manager can read this; the club is not yours.");
  }
  if (!team || team.kind === "Club") throw new AppError("not_found", "National team was not found.");
  throw new AppError("forbidden", "Only the national team's coach can read this.");
}
