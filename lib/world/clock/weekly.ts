import { param, prepareSql, sql, timeParam } from "@/lib/sql";
import { INTEREST_RATE, MERCHANDISE, SCOUTING, tvMoney } from "../budget";
import { groupBy } from "../group";
import { clamp } from "../random";
import { OFFSEASON_WEEK, SEASON_WEEKS, WEEK } from "../season";
import { STAFF_LEVELS } from "@/lib/vocabulary";
import type { Drill, EconomyLineKind, StaffLevel } from "@/lib/generated/prisma/client";
import { positionScore } from "../skills";
import { DRILLS, dropChance, growthChance, popChance, requiredMinutes } from "../training";
import { experienceChance, GAME_WEIGHT, marketValue, playerRating } from "../careers";
import {
  POSITIONS,
  SKILL_KEYS,
  TRAINED_SKILLS,
  type BreakthroughRow,
  type EconomyLineRow,
  type EconomyWeekRow,
  type PlayerSkills,
  type Position,
  type SkillChangeRow,
  type SkillKey,
  type TrainingConditions,
  type TrainingParticipantRow,
  type TrainingSessionRow,
} from "../types";
import { eventRng, type ClockContext } from "./context";
import { tellEvents, toManagerOf, type WorldEventDraft } from "./events";
import { copyRows, json, type ClockDb, type NoArgs } from "./sql";

const MAX_TRAINING_MINUTES = 48;

interface ClubFacts {
  id: string;
  level: number | null;
  drill: Drill | null;
  positions: Position[] | null;
  coachLevel: StaffLevel | null;
  coachSpecialty: string | null;
  youthTrainerLevel: StaffLevel | null;
  gym: number;
  court: number;
  fanShop: number;
  staffSalaries: number;
  upkeep: number;
}

const CLUB_FACTS = prepareSql<NoArgs, ClubFacts>(
  "clock_club_facts",
  sql`SELECT t."id", c."level", tp."drill"::text AS "drill", tp."positions",
            coach."level"::text AS "coachLevel", coach."specialty" AS "coachSpecialty", youth."level"::text AS "youthTrainerLevel",
            COALESCE(f."gym", 0) AS "gym", COALESCE(f."court", 0) AS "court", COALESCE(f."fanShop", 0) AS "fanShop",
            COALESCE(s."salaries", 0) AS "staffSalaries", COALESCE(f."upkeep", 0) AS "upkeep"
       FROM "Team" t
       LEFT JOIN "Competition" c ON c."id" = t."leagueId"
       LEFT JOIN "TrainingPlan" tp ON tp."teamId" = t."id"
       LEFT JOIN (SELECT DISTINCT ON ("teamId") "teamId", "level", "specialty" FROM "Staff" WHERE "type"::text = 'Coach' ORDER BY "teamId", "id") coach ON coach."teamId" = t."id"
       LEFT JOIN (SELECT DISTINCT ON ("teamId") "teamId", "level" FROM "Staff" WHERE "type"::text = 'YouthTrainer' ORDER BY "teamId", "id") youth ON youth."teamId" = t."id"
       LEFT JOIN (SELECT "teamId", sum("salary")::int AS "salaries" FROM "Staff" GROUP BY "teamId") s ON s."teamId" = t."id"
       LEFT JOIN (SELECT "teamId", sum("weeklyUpkeep")::int AS "upkeep",
                         max("level") FILTER (WHERE "building"::text = 'Gym') AS "gym",
                         max("level") FILTER (WHERE "building"::text = 'TrainingCourt') AS "court",
                         max("level") FILTER (WHERE "building"::text = 'FanShop') AS "fanShop"
                    FROM "Facility" GROUP BY "teamId") f ON f."teamId" = t."id"
      WHERE t."kind" = 'Club' ORDER BY t."id"`,
);

interface ClubPlayer {
  id: string;
  clubId: string;
  age: number;
  potential: number;
  gameShape: number;
  salary: number;
  dmi: number;
  buzzerBeaterRating: number;
  skills: PlayerSkills;
  bestPosition: Position;
  injuryWeeks: number | null;
}

/** Chance that a healthy player is hurt in a week's training (games hurt too: lib/world/clock/games.ts). */
const TRAINING_INJURY = 0.005;

/** A week heals the players of these clubs (read, with their injuries, just before). */
const HEAL_CLUBS = prepareSql<{ clubs: string[] }, never>(
  "clock_heal_clubs",
  sql`UPDATE "Player" SET "injuryWeeks" = NULLIF("injuryWeeks" - 1, 0)
       WHERE "clubId" = ANY(${param<string[]>("clubs")}::uuid[]) AND "injuryWeeks" IS NOT NULL`,
);

/** ...and every player of no club. */
const HEAL_CLUBLESS = prepareSql<NoArgs, never>(
  "clock_heal_clubless",
  sql`UPDATE "Player" SET "injuryWeeks" = NULLIF("injuryWeeks" - 1, 0) WHERE "clubId" IS NULL AND "injuryWeeks" IS NOT NULL`,
);

const CLUB_PLAYERS = prepareSql<{ clubs: string[] }, ClubPlayer>(
  "clock_active_club_players",
  sql`SELECT "id", "clubId", "age", "potential", "gameShape", "salary", "dmi", "buzzerBeaterRating", "skills", "bestPosition"::text AS "bestPosition", "injuryWeeks"
        FROM "Player" WHERE "clubId" = ANY(${param<string[]>("clubs")}::uuid[]) AND NOT "isRetired" ORDER BY "id"`,
);

/**
 * The week's minutes by player, summed once from the week's games into a table of the
 * transaction (dropped at its commit): each batch then looks its players up by key, instead of
 * reading every line of theirs or every game of the week again.
 */
const WEEK_MINUTES_TABLE = `CREATE TEMP TABLE clock_week_minutes
  ("playerId" uuid PRIMARY KEY, "PG" int NOT NULL, "SG" int NOT NULL, "SF" int NOT NULL, "PF" int NOT NULL, "C" int NOT NULL,
   "weighted" float8 NOT NULL) ON COMMIT DROP`;

/** A game's minutes as experience counts them (`GAME_WEIGHT`). */
const GAME_WEIGHT_SQL = sql<number>`(CASE m."kind"::text ${sql.join(
  Object.entries(GAME_WEIGHT).map(([kind, weight]) => sql`WHEN ${sql.lit(kind)} THEN ${sql.lit(weight)}`),
  sql` `,
)} ELSE 1 END)`;

/** Minutes played by position in the games that started in [from, to), and their sum weighted by each game's weight. */
const FILL_WEEK_MINUTES = prepareSql<{ from: Date; to: Date }, never>(
  "clock_fill_week_minutes",
  sql`INSERT INTO clock_week_minutes
      SELECT l."playerId", sum((l."minutes"->>'PG')::int)::int, sum((l."minutes"->>'SG')::int)::int,
             sum((l."minutes"->>'SF')::int)::int, sum((l."minutes"->>'PF')::int)::int, sum((l."minutes"->>'C')::int)::int,
             sum(l."totalMinutes" * ${GAME_WEIGHT_SQL})::float8
        FROM "BoxScoreLine" l JOIN "Match" m ON m."id" = l."matchId"
       WHERE m."startsAt" >= ${timeParam("from")} AND m."startsAt" < ${timeParam("to")} AND l."totalMinutes" > 0 GROUP BY l."playerId"`,
);

/** What these players played in the week (./weekly.ts `FILL_WEEK_MINUTES`). */
const MINUTES_PLAYED = prepareSql<{ players: string[] }, { playerId: string; weighted: number } & Record<Position, number>>(
  "clock_minutes_played",
  sql`SELECT "playerId", "PG", "SG", "SF", "PF", "C", "weighted" FROM clock_week_minutes WHERE "playerId" = ANY(${param<string[]>("players")}::uuid[])`,
);

/** Clubs per batch of the week: what a batch reads and writes stays small whatever the world's size. */
const CLUBS_PER_BATCH = 500;
/** Player updates per statement (a JSON parameter must stay far below PostgreSQL's 256 MB). */
const UPDATES_PER_STATEMENT = 5_000;

/**
 * Players' skills, game shape and the values that follow them (DMI, rating), given as JSON rows; a
 * player hurt in training gets his weeks out (`injury`; null leaves his injury as it is).
 */
const STORE_TRAINING = prepareSql<{ updates: string }, never>(
  "clock_store_training",
  sql`UPDATE "Player" p SET "skills" = r.skills, "gameShape" = r."gameShape", "dmi" = r.dmi, "buzzerBeaterRating" = r.rating,
             "injuryWeeks" = coalesce(r.injury, p."injuryWeeks")
        FROM jsonb_to_recordset(${param<string>("updates")}::jsonb) AS r(id uuid, skills jsonb, "gameShape" int, dmi int, rating float8, injury int)
       WHERE p."id" = r.id`,
);

/** The latest closing balance before `before` of each of these clubs. */
const LAST_BALANCES = prepareSql<{ before: Date; clubs: string[] }, { teamId: string; closingBalance: number }>(
  "clock_last_balances",
  sql`SELECT DISTINCT ON ("teamId") "teamId", "closingBalance" FROM "EconomyWeek"
       WHERE "teamId" = ANY(${param<string[]>("clubs")}::uuid[]) AND "weekStart" < ${timeParam("before")} ORDER BY "teamId", "weekStart" DESC`,
);

/**
 * The week that ends at `weekStart` (a Friday 00:00): healing, training, then the new economy
 * week. The players are read before they heal: the week's scrimmages were played hurt or not.
 */
export async function runWeek(db: ClockDb, ctx: ClockContext, weekStart: Date, seasonStartsAt: Date): Promise<void> {
  const allClubs = await db.sql.rows(CLUB_FACTS, {});
  await db.client.query("DROP TABLE IF EXISTS clock_week_minutes");
  await db.client.query(WEEK_MINUTES_TABLE);
  await db.sql.rows(FILL_WEEK_MINUTES, { from: new Date(weekStart.getTime() - WEEK), to: weekStart });
  const told: { training: WorldEventDraft[]; economy: WorldEventDraft[] } = { training: [], economy: [] };
  // Five hundred clubs at a time: each club's week draws from its own random stream, so the
  // batches give the world the week would give in one piece, in memory that does not grow with it.
  for (let at = 0; at < allClubs.length; at += CLUBS_PER_BATCH) {
    const clubs = allClubs.slice(at, at + CLUBS_PER_BATCH);
    const ids = clubs.map((c) => c.id);
    const players = await db.sql.rows(CLUB_PLAYERS, { clubs: ids });
    await db.sql.rows(HEAL_CLUBS, { clubs: ids });
    told.training.push(...(await train(db, ctx, weekStart, seasonStartsAt, clubs, players)));
    told.economy.push(...(await bookEconomyWeek(db, ctx, weekStart, clubs, players)));
  }
  await db.sql.rows(HEAL_CLUBLESS, {});
  await tellEvents(db, ctx, [...told.training, ...told.economy]);
  ctx.balances = undefined;
  ctx.memo = {};
}

function efficiencyOf(conditions: TrainingConditions, positions: Position[], teamWide: boolean, noise: number): number {
  const levelIndex = Math.max(0, STAFF_LEVELS.indexOf(conditions.coachLevel ?? "Minimal"));
  const base = [55, 64, 72, 80, 88, 95][levelIndex] + (conditions.gymLevel + conditions.trainingCourtLevel) / 2;
  return Math.round(clamp((base + noise) * (positions.length >= 3 && !teamWide ? 0.8 : 1), 20, 100));
}

/** One batch of clubs' training; returns the events to tell. */
async function train(
  db: ClockDb,
  ctx: ClockContext,
  trainedAt: Date,
  seasonStartsAt: Date,
  clubs: ClubFacts[],
  players: ClubPlayer[],
): Promise<WorldEventDraft[]> {
  const windowStart = new Date(trainedAt.getTime() - WEEK);
  const played = await db.sql.rows(MINUTES_PLAYED, { players: players.map((p) => p.id) });
  const minutes = new Map(played.map((r) => [r.playerId, r]));
  const weekOfSeason = Math.floor((windowStart.getTime() - seasonStartsAt.getTime()) / WEEK);
  const isOffseason = ((weekOfSeason % SEASON_WEEKS) + SEASON_WEEKS) % SEASON_WEEKS === OFFSEASON_WEEK;
  const byClub = groupBy(players, (p) => p.clubId);

  const sessions: TrainingSessionRow[] = [];
  const participants: TrainingParticipantRow[] = [];
  const changes: SkillChangeRow[] = [];
  const breakthroughs: BreakthroughRow[] = [];
  const updates: { id: string; skills: PlayerSkills; gameShape: number; dmi: number; rating: number; injury: number | null }[] = [];
  for (const club of clubs) {
    const rng = eventRng(ctx, `training:${trainedAt.toISOString()}:${club.id}`);
    const drillName: Drill = club.drill && DRILLS[club.drill] ? club.drill : "GameShape";
    const drill = DRILLS[drillName];
    const positions = club.positions && club.positions.length > 0 ? club.positions : [...POSITIONS];
    const conditions: TrainingConditions = {
      coachLevel: club.coachLevel ?? "Minimal",
      coachSpecialty: club.coachSpecialty,
      youthTrainerLevel: club.youthTrainerLevel,
      gymLevel: club.gym,
      trainingCourtLevel: club.court,
      isOffseason,
    };
    const session: TrainingSessionRow = {
      id: rng.uuid(),
      teamId: club.id,
      trainedAt,
      drill: drillName,
      positions,
      efficiencyPercent: efficiencyOf(conditions, positions, drill.positions === "all", rng.normal(0, 3)),
      conditions,
    };
    sessions.push(session);
    const squad = byClub.get(club.id) ?? [];
    for (const player of squad) {
      // The off-season week's minutes are its scrimmages' (lib/world/clock/season-turn.ts schedules them).
      const played = minutes.get(player.id);
      const total = played ? POSITIONS.reduce((s, pos) => s + played[pos], 0) : 0;
      const atTrained = played ? positions.reduce((s, pos) => s + played[pos], 0) : 0;
      const trainingMinutes = Math.min(MAX_TRAINING_MINUTES, atTrained);
      const required = requiredMinutes(player.age);
      participants.push({
        sessionId: session.id,
        playerId: player.id,
        minutes: total,
        trainingMinutes,
        hasFullMinutes: trainingMinutes >= required,
      });
      // Each skill's value is replaced, never changed in place (they are shared: lib/world/skills.ts).
      const skills = { ...player.skills };
      for (const key of TRAINED_SKILLS) skills[key] = { ...skills[key], change: "Unchanged" };
      const change = (skill: SkillKey, delta: 1 | -1) => {
        const from = skills[skill].level;
        const to = from + delta;
        if (to < 1 || to > 30) return null;
        skills[skill] = { level: to, change: delta === 1 ? "Improved" : "Worsened" };
        changes.push({ sessionId: session.id, playerId: player.id, skill, from, to });
        return { from, to };
      };
      const share = Math.min(1, trainingMinutes / required);
      for (const skill of drill.skills) {
        const chance = popChance(player.age) * (session.efficiencyPercent / 100) * share * (0.6 + 0.06 * player.potential);
        if (!rng.chance(chance)) continue;
        const step = change(skill, 1);
        if (step && rng.chance(0.03)) {
          const kinds = player.age <= 20 && rng.chance(0.5) ? (rng.chance(0.3) ? ["Training", "Youth"] : ["Youth"]) : ["Training"];
          breakthroughs.push({ sessionId: session.id, playerId: player.id, skill, oldLevel: step.from, newLevel: step.to, kinds });
        }
      }
      if (rng.chance(dropChance(player.age))) {
        const skill = rng.pick(TRAINED_SKILLS);
        if (skills[skill].change === "Unchanged") change(skill, -1);
      }
      if (rng.chance(growthChance(player.age, player.potential))) {
        const skill = rng.pick(TRAINED_SKILLS);
        if (skills[skill].change === "Unchanged") change(skill, 1);
      }
      // Game shape follows playing time, and the Game Shape drill lifts it.
      const target = drillName === "GameShape" ? 9 : total >= 60 ? 8 : total >= 20 ? 6 : 4;
      const gameShape = clamp(player.gameShape + Math.sign(target - player.gameShape) * (rng.chance(0.6) ? 1 : 0), 1, 10);
      // Experience grows with the week's games, the more they mattered the faster.
      const experience = player.skills.experience.level;
      const gained = experience < 30 && rng.chance(experienceChance(played?.weighted ?? 0));
      skills.experience = { level: experience + (gained ? 1 : 0), change: gained ? "Improved" : "Unchanged" };
      const injury = player.injuryWeeks === null && rng.chance(TRAINING_INJURY) ? rng.int(1, 6) : null;
      const score = positionScore(skills, player.bestPosition);
      const dmi = marketValue(score, player.age, player.potential, player.id);
      const rating = playerRating(score, player.id);
      const same =
        gameShape === player.gameShape &&
        injury === null &&
        dmi === player.dmi &&
        rating === player.buzzerBeaterRating &&
        SKILL_KEYS.every((k) => skills[k].level === player.skills[k].level && skills[k].change === player.skills[k].change);
      if (!same) updates.push({ id: player.id, skills, gameShape, dmi, rating, injury });
    }
  }
  await copyRows(db, "TrainingSession", sessions);
  await copyRows(db, "TrainingParticipant", participants);
  await copyRows(db, "SkillChange", changes);
  await copyRows(db, "Breakthrough", breakthroughs);
  for (let at = 0; at < updates.length; at += UPDATES_PER_STATEMENT) {
    await db.sql.rows(STORE_TRAINING, { updates: json(updates.slice(at, at + UPDATES_PER_STATEMENT)) });
  }
  return sessions.flatMap((session) =>
    toManagerOf(ctx, session.teamId, {
      type: "training.completed",
      key: `${session.teamId}:${trainedAt.toISOString()}`,
      at: trainedAt,
      data: { teamId: session.teamId, week: trainedAt.toISOString() },
    }),
  );
}

/**
 * Opens each club's economy week with last week's closing balance and books its fixed
 * lines; home games and transfers add theirs as they happen during the week.
 */
async function bookEconomyWeek(
  db: ClockDb,
  ctx: ClockContext,
  weekStart: Date,
  clubs: ClubFacts[],
  players: ClubPlayer[],
): Promise<WorldEventDraft[]> {
  const last = await db.sql.rows(LAST_BALANCES, { before: weekStart, clubs: clubs.map((c) => c.id) });
  const balances = new Map(last.map((r) => [r.teamId, r.closingBalance]));
  const payroll = new Map<string, number>();
  for (const p of players) payroll.set(p.clubId, (payroll.get(p.clubId) ?? 0) + p.salary);
  const weeks: EconomyWeekRow[] = [];
  const lines: EconomyLineRow[] = [];
  for (const club of clubs) {
    const rng = eventRng(ctx, `economy:${weekStart.toISOString()}:${club.id}`);
    const opening = balances.get(club.id) ?? 300_000;
    const [tvMin, tvMax] = tvMoney(club.level ?? 3);
    const entries: [EconomyLineKind, number][] = [
      ["PlayerSalaries", -(payroll.get(club.id) ?? 0)],
      ["StaffSalaries", -club.staffSalaries],
      ["FacilityUpkeep", -club.upkeep],
      ["TvMoney", rng.int(tvMin, tvMax)],
      ["Merchandise", Math.round(MERCHANDISE.base + club.fanShop * MERCHANDISE.perFanShopLevel + rng.int(0, MERCHANDISE.extra))],
      ["Scouting", rng.chance(SCOUTING.chance) ? -rng.int(SCOUTING.min, SCOUTING.max) : 0],
      ["Interest", opening > 0 ? Math.round(opening * INTEREST_RATE) : 0],
    ];
    const booked = entries.filter(([, amount]) => amount !== 0);
    const week: EconomyWeekRow = {
      id: rng.uuid(),
      teamId: club.id,
      weekStart,
      openingBalance: opening,
      closingBalance: opening + booked.reduce((s, [, a]) => s + a, 0),
    };
    weeks.push(week);
    lines.push(...booked.map(([kind, amount]) => ({ weekId: week.id, kind, amount })));
  }
  await copyRows(db, "EconomyWeek", weeks);
  await copyRows(db, "EconomyLine", lines);
  return weeks.flatMap((week) =>
    toManagerOf(ctx, week.teamId, {
      type: "economy.week_booked",
      key: `${week.teamId}:${weekStart.toISOString()}`,
      at: weekStart,
      data: { teamId: week.teamId, week: weekStart.toISOString() },
    }),
  );
}
