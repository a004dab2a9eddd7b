import type { Db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { ApiArena, ApiRoster, ApiTeam } from "@/lib/game/schemas/teams";
import { apiTeamKind } from "@/lib/game/manager-teams";
import type { Viewer } from "@/lib/auth/viewer";
import { poolOf } from "@/lib/db";
import { asText, JsonText, param, prepare, qb, run, sql } from "@/lib/sql";
import { jsonBuildObject } from "kysely/helpers/postgres";
import { fromPlayers, playerJson, ROSTER_ORDER, type SkillParams } from "@/lib/game/player-sql";
import { skillsVisibility } from "@/lib/game/privacy";
import type { TeamKind } from "@/lib/generated/kysely/enums";

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

/** The roster's players, ordered, as one JSON array (correlated to the team `t`). */
const rosterPlayers = sql<ApiRoster["players"]>`(SELECT COALESCE(json_agg(r.player ORDER BY r.n), '[]'::json) FROM (${fromPlayers()
  .select((eb) => [playerJson(eb).as("player"), sql<number>`row_number() OVER (ORDER BY ${ROSTER_ORDER})`.as("n")])
  .where(sql<boolean>`p."clubId" = t.id`)}) r)`;

/** The team and, for a club, the whole answer: one prepared statement. */
export const ROSTER = prepare<{ teamId: string } & SkillParams, { kind: TeamKind; name: string; body: string }>(
  "roster",
  qb
    .selectFrom("Team as t")
    .select((eb) => [
      "t.kind",
      "t.name",
      asText(jsonBuildObject({ team: jsonBuildObject({ id: eb.ref("t.id"), name: eb.ref("t.name") }), players: rosterPlayers })).as("body"),
    ])
    .where("t.id", "=", param<string>("teamId")),
);

/** A club's players by jersey number; a national team's squad has its own endpoint. */
export async function getClubRoster(db: Db, viewer: Viewer, teamId: string): Promise<JsonText<ApiRoster>> {
  const [team] = await run(poolOf(db), ROSTER, { teamId, ...skillsVisibility(viewer) });
  if (!team) throw notFound("Team");
  if (team.kind !== "Club") {
    throw new AppError(
      "not_found",
      `${team.name} is a national team, which has no club roster: its called-up squad is at /v1/national-teams/${teamId}/roster.`,
    );
  }
  return new JsonText<ApiRoster>(team.body);
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
