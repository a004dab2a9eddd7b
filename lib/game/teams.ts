import type { Database } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { ApiArena, ApiRoster, ApiTeam } from "@/lib/game/schemas/teams";
import { apiTeamKindSql } from "@/lib/game/manager-teams";
import type { Viewer } from "@/lib/auth/viewer";
import {
  isoTime,
  JsonText,
  jsonObject,
  jsonPiece,
  jsonText,
  objectText,
  param,
  prepare,
  qb,
  refJson,
  sql,
  type JsonString,
} from "@/lib/sql";
import { playerListText, ROSTER_ORDER, type SkillParams } from "@/lib/game/player-sql";
import { skillsVisibility } from "@/lib/game/privacy";
import type { TeamKind } from "@/lib/generated/kysely/enums";

/** The team's answer, its country, league, manager and arena joined: one prepared statement. */
type League = NonNullable<ApiTeam["league"]>;

const TEAM = prepare<{ teamId: string }, { body: JsonString<ApiTeam> }>(
  "team",
  qb
    .selectFrom("Team as t")
    .innerJoin("Country as c", "c.id", "t.countryId")
    .leftJoin("Competition as l", "l.id", "t.leagueId")
    .leftJoin("Manager as m", "m.id", "t.managerId")
    .leftJoin("Arena as a", "a.teamId", "t.id")
    .select((eb) =>
      jsonText(
        jsonObject<ApiTeam>({
          id: eb.ref("t.id"),
          name: eb.ref("t.name"),
          shortName: eb.ref("t.shortName"),
          kind: apiTeamKindSql("t"),
          country: refJson("c").$notNull(),
          league: sql<League | null>`CASE WHEN l.id IS NULL THEN NULL ELSE ${jsonObject<League>({
            id: sql<string>`l.id`,
            name: sql<string>`l.name`,
            level: sql<number>`COALESCE(l.level, 1)`,
          })} END`,
          conference: eb.ref("t.conference"),
          manager: refJson("m", "username"),
          arenaName: eb.ref("a.name"),
          createdAt: isoTime(eb.ref("t.createdAt")),
        }),
      ).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function getTeam(db: Database, viewer: Viewer, teamId: string): Promise<JsonText<ApiTeam>> {
  return db.sql.answer(TEAM, { teamId }, "Team");
}

/** The roster's players, ordered, as the text of a JSON array (correlated to the team `t`). */
const rosterPlayers = playerListText(sql<boolean>`p."clubId" = t.id`, ROSTER_ORDER);

/** The team and, for a club, the whole answer: one prepared statement. */
export const ROSTER = prepare<{ teamId: string } & SkillParams, { kind: TeamKind; name: string; body: JsonString<ApiRoster> }>(
  "roster",
  qb
    .selectFrom("Team as t")
    .select([
      "t.kind",
      "t.name",
      objectText<ApiRoster>({ team: jsonPiece.value(refJson("t").$notNull()), players: jsonPiece.text(rosterPlayers) }).as("body"),
    ])
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
type Seat = ApiArena["seats"][number];

/** A seat type's line: its type, capacity and price columns. */
const seat = (type: Seat["type"], capacity: string, price: string) =>
  jsonObject<Seat>({ type: sql<Seat["type"]>`${sql.lit(type)}`, capacity: sql.ref<number>(capacity), price: sql.ref<number>(price) });

const ARENA = prepare<{ teamId: string }, { name: string; body: JsonString<ApiArena> | null }>(
  "arena",
  qb
    .selectFrom("Team as t")
    .leftJoin("Arena as a", "a.teamId", "t.id")
    .select([
      "t.name",
      sql<JsonString<ApiArena> | null>`CASE WHEN a."teamId" IS NULL THEN NULL ELSE ${jsonObject<ApiArena>({
        team: refJson("t").$notNull(),
        name: sql<string>`a.name`,
        seats: sql<Seat[]>`json_build_array(
          ${seat("Bleachers", "a.bleachers", "a.bleachersPrice")},
          ${seat("LowerTier", "a.lowerTier", "a.lowerTierPrice")},
          ${seat("Courtside", "a.courtside", "a.courtsidePrice")},
          ${seat("LuxuryBoxes", "a.luxuryBoxes", "a.luxuryBoxPrice")})`,
        totalCapacity: sql<number>`a.bleachers + a."lowerTier" + a.courtside + a."luxuryBoxes"`,
      })}::text END`.as("body"),
    ])
    .where("t.id", "=", param<string>("teamId")),
);

export async function getArena(db: Database, viewer: Viewer, teamId: string): Promise<JsonText<ApiArena>> {
  const [team] = await db.sql.rows(ARENA, { teamId });
  if (!team) throw notFound("Team");
  if (team.body === null) throw new AppError("not_found", `${team.name} has no arena; national teams play in other teams' arenas.`);
  return new JsonText<ApiArena>(team.body);
}
