import type { Database } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { ApiArena, ApiRoster, ApiTeam } from "@/lib/game/schemas/teams";
import { apiTeamKindSql } from "@/lib/game/manager-teams";
import type { Viewer } from "@/lib/auth/viewer";
import { asText, isoTime, JsonText, jsonPiece, objectText, param, prepare, qb, refJson, sql } from "@/lib/sql";
import { playerListText, ROSTER_ORDER, type SkillParams } from "@/lib/game/player-sql";
import { skillsVisibility } from "@/lib/game/privacy";
import type { TeamKind } from "@/lib/generated/kysely/enums";

/** The team's answer, its country, league, manager and arena joined: one prepared statement. */
const TEAM = prepare<{ teamId: string }, { body: string }>(
  "team",
  qb
    .selectFrom("Team as t")
    .innerJoin("Country as c", "c.id", "t.countryId")
    .leftJoin("Competition as l", "l.id", "t.leagueId")
    .leftJoin("Manager as m", "m.id", "t.managerId")
    .leftJoin("Arena as a", "a.teamId", "t.id")
    .select(
      asText(sql`json_build_object(
        'id', t.id, 'name', t.name, 'shortName', t."shortName", 'kind', ${apiTeamKindSql("t")},
        'country', ${refJson("c")},
        'league', CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('id', l.id, 'name', l.name, 'level', COALESCE(l.level, 1)) END,
        'conference', t.conference,
        'manager', ${refJson("m", "username")},
        'arenaName', a.name,
        'createdAt', ${isoTime(sql`t."createdAt"`)})`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function getTeam(db: Database, viewer: Viewer, teamId: string): Promise<JsonText<ApiTeam>> {
  return db.sql.answer(TEAM, { teamId }, "Team");
}

/** The roster's players, ordered, as the text of a JSON array (correlated to the team `t`). */
const rosterPlayers = playerListText(sql<boolean>`p."clubId" = t.id`, ROSTER_ORDER);

/** The team and, for a club, the whole answer: one prepared statement. */
export const ROSTER = prepare<{ teamId: string } & SkillParams, { kind: TeamKind; name: string; body: string }>(
  "roster",
  qb
    .selectFrom("Team as t")
    .select(["t.kind", "t.name", objectText({ team: jsonPiece.value(refJson("t")), players: jsonPiece.text(rosterPlayers) }).as("body")])
    .where("t.id", "=", param<string>("teamId")),
);

/** A club's players by jersey number; a national team's squad has its own endpoint. */
export async function getClubRoster(db: Database, viewer: Viewer, teamId: string): Promise<JsonText<ApiRoster>> {
  const [team] = await db.sql.rows(ROSTER, { teamId, ...skillsVisibility(viewer) });
  if (!team) throw notFound("Team");
  if (team.kind !== "Club") {
    throw new AppError(
      "not_found",
      `${team.name} is a national team, which has no club roster: its called-up squad is at /v1/national-teams/${teamId}/roster.`,
    );
  }
  return new JsonText<ApiRoster>(team.body);
}

/** The team's name and, for a club, the whole answer: one prepared statement (seats in the documented order). */
const ARENA = prepare<{ teamId: string }, { name: string; body: string | null }>(
  "arena",
  qb
    .selectFrom("Team as t")
    .leftJoin("Arena as a", "a.teamId", "t.id")
    .select([
      "t.name",
      sql<string | null>`CASE WHEN a."teamId" IS NULL THEN NULL ELSE json_build_object(
        'team', ${refJson("t")},
        'name', a.name,
        'seats', json_build_array(
          json_build_object('type', 'Bleachers', 'capacity', a.bleachers, 'price', a."bleachersPrice"),
          json_build_object('type', 'LowerTier', 'capacity', a."lowerTier", 'price', a."lowerTierPrice"),
          json_build_object('type', 'Courtside', 'capacity', a.courtside, 'price', a."courtsidePrice"),
          json_build_object('type', 'LuxuryBoxes', 'capacity', a."luxuryBoxes", 'price', a."luxuryBoxPrice")),
        'totalCapacity', a.bleachers + a."lowerTier" + a.courtside + a."luxuryBoxes")::text END`.as("body"),
    ])
    .where("t.id", "=", param<string>("teamId")),
);

export async function getArena(db: Database, viewer: Viewer, teamId: string): Promise<JsonText<ApiArena>> {
  const [team] = await db.sql.rows(ARENA, { teamId });
  if (!team) throw notFound("Team");
  if (team.body === null) throw new AppError("not_found", `${team.name} has no arena; national teams play in other teams' arenas.`);
  return new JsonText<ApiArena>(team.body);
}
