import type { Db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { ApiArena, ApiRoster, ApiTeam } from "@/lib/game/schemas/teams";
import { apiTeamKind } from "@/lib/game/manager-teams";
import { playerSelect, toApiPlayer } from "@/lib/game/players";
import type { Viewer } from "@/lib/auth/viewer";

/** Leagues always have a level; the column is nullable only because cups share the table. */
export function toLeagueRef(league: { id: string; name: string; level: number | null }) {
  return { id: league.id, name: league.name, level: league.level ?? 1 };
}

export async function getTeam(db: Db, viewer: Viewer, teamId: string): Promise<ApiTeam> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      name: true,
      shortName: true,
      kind: true,
      isBot: true,
      conference: true,
      createdAt: true,
      country: { select: { id: true, name: true } },
      league: { select: { id: true, name: true, level: true } },
      manager: { select: { id: true, username: true } },
      arena: { select: { name: true } },
    },
  });
  if (!team) throw notFound("Team");
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    kind: apiTeamKind(team),
    country: team.country,
    league: team.league ? toLeagueRef(team.league) : null,
    conference: team.conference,
    manager: team.manager,
    arenaName: team.arena?.name ?? null,
    createdAt: team.createdAt.toISOString(),
  };
}

/** A club's players by jersey number; a national team's squad has its own endpoint. */
export async function getClubRoster(db: Db, viewer: Viewer, teamId: string): Promise<ApiRoster> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      name: true,
      kind: true,
      players: { select: playerSelect, orderBy: [{ number: "asc" }, { lastName: "asc" }, { id: "asc" }] },
    },
  });
  if (!team) throw notFound("Team");
  if (team.kind !== "Club") {
    throw new AppError(
      "not_found",
      `${team.name} is a national team, which has no club roster: its called-up squad is at /v1/national-teams/${team.id}/roster.`,
    );
  }
  return { team: { id: team.id, name: team.name }, players: team.players.map((p) => toApiPlayer(p, viewer)) };
}

export async function getArena(db: Db, viewer: Viewer, teamId: string): Promise<ApiArena> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: { id: true, name: true, arena: true },
  });
  if (!team) throw notFound("Team");
  const arena = team.arena;
  if (!arena) throw new AppError("not_found", `${team.name} has no arena; national teams play in other teams' arenas.`);
  const seats = [
    { type: "Bleachers" as const, capacity: arena.bleachers, price: arena.bleachersPrice },
    { type: "LowerTier" as const, capacity: arena.lowerTier, price: arena.lowerTierPrice },
    { type: "Courtside" as const, capacity: arena.courtside, price: arena.courtsidePrice },
    { type: "LuxuryBoxes" as const, capacity: arena.luxuryBoxes, price: arena.luxuryBoxPrice },
  ];
  return {
    team: { id: team.id, name: team.name },
    name: arena.name,
    seats,
    totalCapacity: seats.reduce((sum, s) => sum + s.capacity, 0),
  };
}
