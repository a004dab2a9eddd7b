import type { Database } from "@/lib/db";
import {
  byName,
  isoTime,
  JsonText,
  jsonAgg,
  jsonObject,
  jsonPiece,
  jsonText,
  objectText,
  param,
  prepare,
  prepareSql,
  qb,
  refJson,
  sql,
  type JsonString,
} from "@/lib/sql";
import { playerListText, playerRef, type SkillParams } from "@/lib/game/player-sql";
import { skillsVisibility } from "@/lib/game/privacy";
import type { TeamKind } from "@/lib/generated/kysely/enums";
import { notFound } from "@/lib/errors";
import type { NationalRoster, SquadTrainingHistory } from "@/lib/game/schemas/national";
import { trainingHistoryCap } from "@/lib/game/privacy";
import type { Viewer } from "@/lib/auth/viewer";

/** The squad's players by name, then id, as the text of a JSON array (correlated to the team `t`). */
const squadPlayers = playerListText(
  sql<boolean>`p."nationalTeamId" = t.id`,
  sql`${byName(sql`p."lastName"`)}, ${byName(sql`p."firstName"`)}, p.id`,
);

/** The team's kind and, for a national team, the whole answer: one prepared statement. */
const NATIONAL_ROSTER = prepare<{ teamId: string } & SkillParams, { kind: TeamKind; body: JsonString<NationalRoster> }>(
  "national_roster",
  qb
    .selectFrom("Team as t")
    .leftJoin("Manager as m", "m.id", "t.managerId")
    .select([
      "t.kind",
      objectText<NationalRoster>({
        // A club's row is refused before its body is read (getNationalRoster): the kind is a national one.
        team: jsonPiece.value(
          jsonObject<NationalRoster["team"]>({
            id: sql<string>`t.id`,
            name: sql<string>`t.name`,
            kind: sql<NationalRoster["team"]["kind"]>`t.kind::text`,
          }),
        ),
        coach: jsonPiece.value(refJson("m", "username")),
        players: jsonPiece.text(squadPlayers),
      }).as("body"),
    ])
    .where("t.id", "=", param<string>("teamId")),
);

/** The called-up squad; skills follow the general privacy rule (the coach with scope `national`). */
export async function getNationalRoster(db: Database, viewer: Viewer, teamId: string): Promise<JsonText<NationalRoster>> {
  const [team] = await db.sql.rows(NATIONAL_ROSTER, { teamId, ...skillsVisibility(viewer) });
  if (!team || team.kind === "Club") throw notFound("National team");
  return new JsonText<NationalRoster>(team.body);
}

type SquadWeek = SquadTrainingHistory["weeks"][number];
type SquadChange = SquadWeek["changes"][number];

/** The game's training week, which starts on Friday 00:00 UTC, of a session's time. */
const TRAINING_WEEK = sql`date_trunc('week', s."trainedAt" - interval '4 days') + interval '4 days'`;

/**
 * The squad's training: the current squad's players, the sessions at their clubs in which one
 * of them trained or changed, grouped by training week, newest first, up to `cap` weeks (null:
 * all); each week's changes by player name (Unicode order), id, then skill. One statement in
 * which PostgreSQL writes the JSON (no row: no such team).
 */
const SQUAD_TRAINING = prepareSql<{ teamId: string; cap: number | null; capped: boolean }, { body: JsonString<SquadTrainingHistory> }>(
  "squad_training",
  sql`WITH squad AS (
    SELECT p.id, p."firstName", p."lastName" FROM "Player" p WHERE p."nationalTeamId" = ${param<string>("teamId")}::uuid
  ),
  trained AS (
    SELECT s.id, s."trainedAt", s."teamId", ${TRAINING_WEEK} AS week
    FROM "TrainingSession" s
    WHERE s.id IN (SELECT tp."sessionId" FROM "TrainingParticipant" tp JOIN squad q ON q.id = tp."playerId"
                   UNION SELECT c."sessionId" FROM "SkillChange" c JOIN squad q ON q.id = c."playerId")
  ),
  weeks AS (
    SELECT week, max("trainedAt") AS "trainedAt" FROM trained GROUP BY week ORDER BY week DESC LIMIT ${param<number | null>("cap")}
  ),
  changes AS (
    SELECT tr.week, ${jsonAgg(
      jsonObject<SquadChange>({
        player: playerRef("q"),
        club: refJson("club").$notNull(),
        skill: sql<SquadChange["skill"]>`c.skill`,
        from: sql<number>`c."from"`,
        to: sql<number>`c."to"`,
      }),
      sql`${byName(sql`q."lastName"`)}, ${byName(sql`q."firstName"`)}, q.id, c.skill COLLATE "C"`,
    )} AS list
    FROM "SkillChange" c
    JOIN squad q ON q.id = c."playerId"
    JOIN trained tr ON tr.id = c."sessionId"
    JOIN weeks w ON w.week = tr.week
    JOIN "Team" club ON club.id = tr."teamId"
    GROUP BY tr.week
  )
  SELECT ${jsonText(
    jsonObject<SquadTrainingHistory>({
      team: jsonObject<SquadTrainingHistory["team"]>({
        id: sql<string>`t.id`,
        name: sql<string>`t.name`,
        kind: sql<
          SquadTrainingHistory["team"]["kind"]
        >`CASE WHEN t.kind = 'JuniorNationalTeam' THEN 'JuniorNationalTeam' ELSE 'NationalTeam' END`,
      }),
      weeks: sql<SquadWeek[]>`(SELECT ${jsonAgg(
        jsonObject<SquadWeek>({ trainedAt: isoTime(sql<Date>`w."trainedAt"`), changes: sql<SquadChange[]>`COALESCE(ch.list, '[]'::json)` }),
        sql`w.week DESC`,
      )}
      FROM weeks w LEFT JOIN changes ch ON ch.week = w.week)`,
      limitedToLatest: sql<boolean>`${param<boolean>("capped")}::boolean`,
    }),
  )} AS body
  FROM "Team" t WHERE t.id = ${param<string>("teamId")}::uuid`,
);

/**
 * The current squad's skill changes from training at their clubs, one entry per training
 * week in which a squad player trained. Non-supporting coaches see the latest week only.
 */
export async function getSquadTrainingHistory(db: Database, viewer: Viewer, teamId: string): Promise<JsonText<SquadTrainingHistory>> {
  const cap = trainingHistoryCap(viewer);
  return db.sql.answer(SQUAD_TRAINING, { teamId, cap, capped: cap !== null }, "National team");
}
