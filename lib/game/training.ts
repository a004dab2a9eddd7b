import type { Database } from "@/lib/db";
import { playerRef } from "@/lib/game/player-sql";
import type { Expression } from "kysely";
import {
  byName,
  isoTime,
  JsonText,
  jsonAgg,
  jsonObject,
  jsonText,
  pageEnd,
  pageItems,
  pagingJson,
  param,
  prepare,
  qb,
  refJson,
  sql,
  type JsonFields,
  type JsonString,
} from "@/lib/sql";
import type { PlayerTraining, TrainingHistory, TrainingPlan } from "@/lib/game/schemas/training";
import { trainingHistoryCap } from "@/lib/game/privacy";
import type { Viewer } from "@/lib/auth/viewer";

/** The club and its training plan: one statement in which PostgreSQL writes the JSON (no row without a plan). */
const TRAINING_PLAN = prepare<{ teamId: string }, { body: JsonString<TrainingPlan> }>(
  "training_plan",
  qb
    .selectFrom("Team as t")
    .innerJoin("TrainingPlan as tp", "tp.teamId", "t.id")
    .select(
      jsonText(
        jsonObject<TrainingPlan>({
          team: refJson("t").$notNull(),
          drill: sql<TrainingPlan["drill"]>`tp.drill`,
          positions: sql<TrainingPlan["positions"]>`to_json(tp.positions)`,
          updatedAt: isoTime(sql<Date>`tp."updatedAt"`),
        }),
      ).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function getTrainingPlan(db: Database, teamId: string): Promise<JsonText<TrainingPlan>> {
  return db.sql.answer(TRAINING_PLAN, { teamId }, "Training plan");
}

/** Players by name, then id; a player's lines by skill (skills are identifiers: byte order). */
const BY_PLAYER = sql`${byName(sql`p."lastName"`)}, ${byName(sql`p."firstName"`)}, p.id`;
const BY_SKILL = sql`x.skill COLLATE "C"`;

type Session = TrainingHistory["sessions"][number];
type Participant = Session["participants"][number];
type Week = PlayerTraining["weeks"][number];
type SkillChange = Week["skillChanges"][number];
type Breakthrough = Week["breakthroughs"][number];

/** A session's lines of one table (correlated to session `s`), each `line` of the row `x` and its player `p`, in the order `order`. */
function sessionLines<T>(table: "TrainingParticipant" | "SkillChange" | "Breakthrough", line: Expression<T>, order: Expression<unknown>) {
  return sql<T[]>`(SELECT ${jsonAgg(line, order)}
    FROM ${sql.table(table)} x JOIN "Player" p ON p.id = x."playerId" WHERE x."sessionId" = s.id)`;
}

/** A skill change and a breakthrough of the row `x`, as a player's week lists them (a session's lines add the player first). */
const SKILL_CHANGE: JsonFields<SkillChange> = {
  skill: sql<SkillChange["skill"]>`x.skill`,
  from: sql<number>`x."from"`,
  to: sql<number>`x."to"`,
};
const BREAKTHROUGH: JsonFields<Breakthrough> = {
  skill: sql<Breakthrough["skill"]>`x.skill`,
  oldLevel: sql<number>`x."oldLevel"`,
  newLevel: sql<number>`x."newLevel"`,
  kinds: sql<Breakthrough["kinds"]>`to_json(x.kinds)`,
};

/** The page's sessions of the club `t`, newest first, numbered from the newest: ids only. */
const sessionPage = qb
  .selectFrom("TrainingSession as s")
  .select(["s.id", sql<number>`row_number() OVER (ORDER BY s."trainedAt" DESC, s.id)`.as("n")])
  .where(sql<boolean>`s."teamId" = t.id`)
  .orderBy(sql`s."trainedAt" DESC, s.id`)
  .offset(param<number>("offset"))
  .limit(param<number>("take"));

/** The page's sessions as JSON: built for the page's rows only, not for the row after it. */
const sessions = qb
  .selectFrom(sessionPage.as("pg"))
  .innerJoin("TrainingSession as s", "s.id", "pg.id")
  .select([
    sql<Session>`CASE WHEN pg.n <= ${pageEnd()} THEN ${jsonObject<Session>({
      id: sql<string>`s.id`,
      type: sql<Session["type"]>`s.drill`,
      positions: sql<Session["positions"]>`to_json(s.positions)`,
      trainedAt: isoTime(sql<Date>`s."trainedAt"`),
      efficiencyPercent: sql<number>`s."efficiencyPercent"`,
      conditions: sql<Session["conditions"]>`s.conditions`,
      participants: sessionLines(
        "TrainingParticipant",
        jsonObject<Participant>({
          player: playerRef(),
          minutes: sql<number>`x.minutes`,
          trainingMinutes: sql<number>`x."trainingMinutes"`,
          hasFullMinutes: sql<boolean>`x."hasFullMinutes"`,
        }),
        BY_PLAYER,
      ),
      skillChanges: sessionLines(
        "SkillChange",
        jsonObject<Session["skillChanges"][number]>({ player: playerRef(), ...SKILL_CHANGE }),
        sql`${BY_PLAYER}, ${BY_SKILL}`,
      ),
      breakthroughs: sessionLines(
        "Breakthrough",
        jsonObject<Session["breakthroughs"][number]>({ player: playerRef(), ...BREAKTHROUGH }),
        sql`${BY_PLAYER}, ${BY_SKILL}`,
      ),
    })} END`.as("session"),
    "pg.n",
  ]);

/** Whether the history is capped at the latest (a non-supporter's), as the call says. */
const capped = sql<boolean>`${param<boolean>("capped")}::boolean`;

interface HistoryParams extends Record<string, unknown> {
  teamId: string;
  offset: number;
  limit: number;
  /** Rows to read: `limit + 1` to learn whether more follow, or what the cap leaves. */
  take: number;
  capped: boolean;
}

/** The club and a page of its sessions: one statement in which PostgreSQL writes the JSON. */
const TRAINING_HISTORY = prepare<HistoryParams, { body: JsonString<TrainingHistory> }>(
  "training_history",
  qb
    .selectFrom("Team as t")
    .select(
      jsonText(sql<TrainingHistory>`(SELECT ${jsonObject<TrainingHistory>({
        team: refJson("t").$notNull(),
        sessions: pageItems(sql<Session>`h.session`, sql<number>`h.n`),
        limitedToLatest: capped,
        paging: pagingJson(capped),
      })}
        FROM (${sessions}) h)`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

/**
 * The club's sessions, newest first. A non-supporter's history is capped at the latest
 * session whatever the paging asks for, and never reports more.
 */
export async function listTrainingHistory(
  db: Database,
  viewer: Viewer,
  teamId: string,
  offset: number,
  limit: number,
): Promise<JsonText<TrainingHistory>> {
  const cap = trainingHistoryCap(viewer);
  const take = cap === null ? limit + 1 : Math.max(0, Math.min(limit, cap - offset));
  return db.sql.answer(TRAINING_HISTORY, { teamId, offset, limit, take, capped: cap !== null }, "Club");
}

/** One player's line of a session (correlated to session `s` and player `p`), null when he has none. */
function playerLine(table: "SkillChange" | "Breakthrough") {
  return sql`FROM ${sql.table(table)} x WHERE x."sessionId" = s.id AND x."playerId" = p.id`;
}

/**
 * The player's weeks at his current club (`p`, `club`), newest first, up to `cap` (null: all):
 * the sessions since he joined, and earlier ones he took part in.
 */
const playerWeeks = qb
  .selectFrom("TrainingSession as s")
  .leftJoin("TrainingParticipant as took", (join) => join.onRef("took.sessionId", "=", "s.id").on(sql<boolean>`took."playerId" = p.id`))
  .select([
    jsonObject<Week>({
      trainedAt: isoTime(sql<Date>`s."trainedAt"`),
      type: sql<Week["type"]>`s.drill`,
      positions: sql<Week["positions"]>`to_json(s.positions)`,
      minutes: sql<number>`COALESCE(took.minutes, 0)`,
      trainingMinutes: sql<number>`COALESCE(took."trainingMinutes", 0)`,
      hasFullMinutes: sql<boolean>`COALESCE(took."hasFullMinutes", false)`,
      skillChanges: sql<SkillChange[]>`(SELECT ${jsonAgg(jsonObject<SkillChange>(SKILL_CHANGE), BY_SKILL)} ${playerLine("SkillChange")})`,
      breakthroughs: sql<
        Breakthrough[]
      >`(SELECT ${jsonAgg(jsonObject<Breakthrough>(BREAKTHROUGH), BY_SKILL)} ${playerLine("Breakthrough")})`,
    }).as("week"),
    sql<number>`row_number() OVER (ORDER BY s."trainedAt" DESC, s.id)`.as("n"),
  ])
  .where(sql<boolean>`s."teamId" = club.id AND (s."trainedAt" >= p."joinedClubAt" OR took."playerId" IS NOT NULL)`)
  .orderBy(sql`s."trainedAt" DESC, s.id`)
  .limit(param<number | null>("cap"));

/** The player, his club and his weeks there: one statement in which PostgreSQL writes the JSON (no row: no such player at a club). */
const PLAYER_TRAINING = prepare<{ playerId: string; cap: number | null; capped: boolean }, { body: JsonString<PlayerTraining> }>(
  "player_training",
  qb
    .selectFrom("Player as p")
    .innerJoin("Team as club", "club.id", "p.clubId")
    .select(
      jsonText(
        jsonObject<PlayerTraining>({
          player: playerRef(),
          club: refJson("club").$notNull(),
          weeks: sql<Week[]>`(SELECT ${jsonAgg(sql<Week>`w.week`, sql`w.n`)} FROM (${playerWeeks}) w)`,
          limitedToLatest: capped,
        }),
      ).as("body"),
    )
    .where("p.id", "=", param<string>("playerId")),
);

/**
 * A player's training week by week at his current club, for the club's own manager.
 * Earlier clubs' sessions are left out: their drills were another manager's plan.
 */
export async function getPlayerTraining(db: Database, viewer: Viewer, playerId: string): Promise<JsonText<PlayerTraining>> {
  const cap = trainingHistoryCap(viewer);
  return db.sql.answer(PLAYER_TRAINING, { playerId, cap, capped: cap !== null }, "Player");
}
