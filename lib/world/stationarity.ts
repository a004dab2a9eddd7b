import { param, prepareSql, sql, timeParam, type Sql } from "@/lib/sql";
import { POSITIONS, TRAINED_SKILLS } from "./types";

/*
 * The world's shape, measured from its tables: what must stay the game's over seasons (docs/world.md,
 * "Over seasons"). `npm run world:report` prints these figures at generation and at later instants
 * of the clock; the clock's tests hold the ones that must not drift.
 */

type NoArgs = Record<string, never>;

/** Two-year age bands, by their first age; the last holds every age from it on. */
export const AGE_BANDS = [18, 20, 22, 24, 26, 28, 30, 32, 34] as const;
/** Age bands for medians, by their first age; the last holds every age from it on. */
export const CAREER_BANDS = [18, 22, 26, 30, 34] as const;

const bandOf = (bands: readonly number[], age = sql`p."age"`) =>
  sql<number>`(CASE ${sql.join(
    [...bands].reverse().map((from) => sql`WHEN ${age} >= ${sql.lit(from)} THEN ${sql.lit(from)}`),
    sql` `,
  )} ELSE ${sql.lit(bands[0])} END)`;

/** A player's mean trained skill level (experience left out). */
const MEAN_TRAINED = sql<number>`((${sql.join(
  TRAINED_SKILLS.map((key) => sql`(p."skills"->${sql.lit(key)}->>'level')::int`),
  sql` + `,
)})::float8 / ${sql.lit(TRAINED_SKILLS.length)})`;

/** The players of clubs (not retired, not free agents), with their club's league level. */
const CLUB_PLAYERS = sql`SELECT p.*, c."level" FROM "Player" p JOIN "Team" t ON t."id" = p."clubId" JOIN "Competition" c ON c."id" = t."leagueId"
   WHERE t."kind" = 'Club' AND NOT p."isRetired"`;

const AGES = prepareSql<NoArgs, { band: number; n: number }>(
  "stationarity_ages",
  sql`SELECT ${bandOf(AGE_BANDS)} AS band, count(*)::int AS n FROM (${CLUB_PLAYERS}) p GROUP BY 1 ORDER BY 1`,
);

const MEAN_AGE = prepareSql<NoArgs, { meanAge: number }>(
  "stationarity_mean_age",
  sql`SELECT avg(p."age")::float8 AS "meanAge" FROM (${CLUB_PLAYERS}) p`,
);

const SKILL_BY_LEVEL = prepareSql<NoArgs, { level: number; skill: number; players: number }>(
  "stationarity_skill_by_level",
  sql`SELECT p."level", avg(${MEAN_TRAINED})::float8 AS skill, count(*)::int AS players FROM (${CLUB_PLAYERS}) p GROUP BY 1 ORDER BY 1`,
);

/** Each club's bank: the closing balance of its latest economy week. */
const BANKS = prepareSql<NoArgs, { p10: number; p50: number; p90: number; inDebt: number; clubs: number }>(
  "stationarity_banks",
  sql`WITH bank AS (SELECT DISTINCT ON ("teamId") "closingBalance" AS b FROM "EconomyWeek" ORDER BY "teamId", "weekStart" DESC)
      SELECT percentile_cont(0.1) WITHIN GROUP (ORDER BY b)::float8 AS p10, percentile_cont(0.5) WITHIN GROUP (ORDER BY b)::float8 AS p50,
             percentile_cont(0.9) WITHIN GROUP (ORDER BY b)::float8 AS p90, count(*) FILTER (WHERE b < 0)::int AS "inDebt", count(*)::int AS clubs
        FROM bank`,
);

/**
 * Club-weeks that closed below zero among those that opened in (from, to]; `fromWages` are those
 * in which the club bought no player (its Transfers line is not negative).
 */
const NEGATIVE_WEEKS = prepareSql<{ from: Date; to: Date }, { weeks: number; negative: number; fromWages: number }>(
  "stationarity_negative_weeks",
  sql`SELECT count(*)::int AS weeks, count(*) FILTER (WHERE w."closingBalance" < 0)::int AS negative,
             count(*) FILTER (WHERE w."closingBalance" < 0 AND NOT EXISTS (
               SELECT 1 FROM "EconomyLine" l WHERE l."weekId" = w."id" AND l."kind" = 'Transfers' AND l."amount" < 0))::int AS "fromWages"
        FROM "EconomyWeek" w WHERE w."weekStart" > ${timeParam("from")} AND w."weekStart" <= ${timeParam("to")}`,
);

const PAYROLL_BY_LEVEL = prepareSql<NoArgs, { level: number; p10: number; p50: number; p90: number }>(
  "stationarity_payroll_by_level",
  sql`WITH club AS (SELECT p."clubId", p."level", sum(p."salary") AS payroll FROM (${CLUB_PLAYERS}) p GROUP BY 1, 2)
      SELECT "level", percentile_cont(0.1) WITHIN GROUP (ORDER BY payroll)::float8 AS p10,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY payroll)::float8 AS p50,
             percentile_cont(0.9) WITHIN GROUP (ORDER BY payroll)::float8 AS p90
        FROM club GROUP BY 1 ORDER BY 1`,
);

/** Sales that ended in (from, to], and the median of their price over the player's DMI (as it is now). */
const PURCHASES = prepareSql<{ from: Date; to: Date }, { sold: number; unsold: number; priceOverDmi: number | null; clubs: number }>(
  "stationarity_purchases",
  sql`SELECT count(*) FILTER (WHERE l."status" = 'Sold')::int AS sold, count(*) FILTER (WHERE l."status" = 'Unsold')::int AS unsold,
             (percentile_cont(0.5) WITHIN GROUP (ORDER BY l."finalPrice"::float8 / p."dmi") FILTER (WHERE l."status" = 'Sold'))::float8 AS "priceOverDmi",
             (SELECT count(*) FROM "Team" WHERE "kind" = 'Club')::int AS clubs
        FROM "TransferListing" l JOIN "Player" p ON p."id" = l."playerId"
       WHERE l."endsAt" > ${timeParam("from")} AND l."endsAt" <= ${timeParam("to")} AND l."status" <> 'Open'`,
);

/**
 * The auctions open at a time, on average over (from, to] (every six hours): the count at one
 * instant swings with the days' listings and ends, its mean over weeks does not.
 */
const OPEN_ON_AVERAGE = prepareSql<{ from: Date; to: Date }, { open: number }>(
  "stationarity_open_on_average",
  sql`SELECT coalesce(avg((SELECT count(*) FROM "TransferListing" l WHERE l."startedAt" <= t AND l."endsAt" > t)), 0)::float8 AS open
        FROM generate_series(${timeParam("from")} + interval '6 hours', ${timeParam("to")}, interval '6 hours') t`,
);

const POSITIONS_PER_CLUB = prepareSql<
  NoArgs,
  {
    lacking: number;
    crowded: number;
    squadMin: number;
    squadP50: number;
    squadMax: number;
    outOfRange: number;
    minAtPosition: number;
    maxAtPosition: number;
  }
>(
  "stationarity_positions",
  sql`WITH counts AS (
        SELECT t."id", ${sql.join(
          POSITIONS.map((pos) => sql`count(p."id") FILTER (WHERE p."bestPosition" = ${sql.lit(pos)}) AS ${sql.ref(pos)}`),
          sql`, `,
        )}, count(p."id") AS squad
          FROM "Team" t LEFT JOIN "Player" p ON p."clubId" = t."id" AND NOT p."isRetired" WHERE t."kind" = 'Club' GROUP BY t."id"),
      shape AS (SELECT squad, least(${sql.join(
        POSITIONS.map((pos) => sql.ref(pos)),
        sql`, `,
      )}) AS fewest, greatest(${sql.join(
        POSITIONS.map((pos) => sql.ref(pos)),
        sql`, `,
      )}) AS most FROM counts)
      SELECT count(*) FILTER (WHERE fewest = 0)::int AS lacking, count(*) FILTER (WHERE most >= 6)::int AS crowded,
             min(squad)::int AS "squadMin", percentile_cont(0.5) WITHIN GROUP (ORDER BY squad)::float8 AS "squadP50", max(squad)::int AS "squadMax",
             count(*) FILTER (WHERE squad < 12 OR squad > 16)::int AS "outOfRange", min(fewest)::int AS "minAtPosition", max(most)::int AS "maxAtPosition"
        FROM shape`,
);

const CAREERS = prepareSql<
  NoArgs,
  { band: number; players: number; dmi: number; salary: number; experience: number; injured: number; skill: number }
>(
  "stationarity_careers",
  sql`SELECT ${bandOf(CAREER_BANDS)} AS band, count(*)::int AS players, avg(${MEAN_TRAINED})::float8 AS skill,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY p."dmi")::float8 AS dmi,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY p."salary")::float8 AS salary,
             avg((p."skills"->'experience'->>'level')::int)::float8 AS experience,
             count(*) FILTER (WHERE p."injuryWeeks" IS NOT NULL)::int AS injured
        FROM (${CLUB_PLAYERS}) p GROUP BY 1 ORDER BY 1`,
);

/**
 * Each club's weekly result from its operations (every line but transfers), over the weeks that
 * opened in (from, to]: its median by league level (as the club's league is now).
 */
const OPERATIONS = prepareSql<{ from: Date; to: Date }, { level: number; p50: number }>(
  "stationarity_operations",
  sql`WITH week AS (
        SELECT w."teamId", w."closingBalance" - w."openingBalance"
                 - coalesce((SELECT sum(l."amount") FROM "EconomyLine" l WHERE l."weekId" = w."id" AND l."kind" = 'Transfers'), 0) AS result
          FROM "EconomyWeek" w WHERE w."weekStart" > ${timeParam("from")} AND w."weekStart" <= ${timeParam("to")})
      SELECT c."level", percentile_cont(0.5) WITHIN GROUP (ORDER BY week.result)::float8 AS p50
        FROM week JOIN "Team" t ON t."id" = week."teamId" JOIN "Competition" c ON c."id" = t."leagueId" GROUP BY 1 ORDER BY 1`,
);

/** Each player's mean trained skill now: what `skillDrift` compares with later. */
const SKILL_OF_PLAYERS = prepareSql<NoArgs, { id: string; age: number; skill: number }>(
  "stationarity_skill_of_players",
  sql`SELECT p."id", p."age", ${MEAN_TRAINED} AS skill FROM (${CLUB_PLAYERS}) p`,
);

/** The mean change of these players' mean trained skill since then, by their age band then. */
const SKILL_DRIFT = prepareSql<{ ids: string[]; ages: number[]; skills: number[] }, { band: number; change: number; players: number }>(
  "stationarity_skill_drift",
  sql`SELECT ${bandOf(CAREER_BANDS, sql`s.age`)} AS band, avg(${MEAN_TRAINED} - s.skill)::float8 AS change, count(*)::int AS players
        FROM unnest(${param<string[]>("ids")}::uuid[], ${param<number[]>("ages")}::int[], ${param<number[]>("skills")}::float8[]) s(id, age, skill)
        JOIN "Player" p ON p."id" = s.id AND NOT p."isRetired"
       GROUP BY 1 ORDER BY 1`,
);

const POPULATION = prepareSql<NoArgs, { clubPlayers: number; freeAgents: number; retired: number; open: number }>(
  "stationarity_population",
  sql`SELECT (SELECT count(*) FROM (${CLUB_PLAYERS}) p)::int AS "clubPlayers",
             (SELECT count(*) FROM "Player" WHERE "clubId" IS NULL AND NOT "isRetired")::int AS "freeAgents",
             (SELECT count(*) FROM "Player" WHERE "isRetired")::int AS retired,
             (SELECT count(*) FROM "TransferListing" WHERE "status" = 'Open')::int AS open`,
);

const CLUB_OF_PLAYERS = prepareSql<NoArgs, { id: string; clubId: string }>(
  "stationarity_club_of_players",
  sql`SELECT p."id", p."clubId" FROM (${CLUB_PLAYERS}) p`,
);

/** How many of these players are at the same club now. */
const STILL_AT = prepareSql<{ ids: string[]; clubs: string[] }, { n: number }>(
  "stationarity_still_at",
  sql`SELECT count(*)::int AS n FROM unnest(${param<string[]>("ids")}::uuid[], ${param<string[]>("clubs")}::uuid[]) s(id, club)
        JOIN "Player" p ON p."id" = s.id AND p."clubId" = s.club`,
);

/** Where each club player is, and his age and skill: what `stillAtClub` and `skillDrift` compare with later. */
export interface ClubSnapshot {
  clubs: Map<string, string>;
  skills: { ids: string[]; ages: number[]; skills: number[] };
}

export async function clubSnapshot(db: Sql): Promise<ClubSnapshot> {
  const skills = await db.rows(SKILL_OF_PLAYERS, {});
  return {
    clubs: new Map((await db.rows(CLUB_OF_PLAYERS, {})).map((r) => [r.id, r.clubId])),
    skills: { ids: skills.map((r) => r.id), ages: skills.map((r) => r.age), skills: skills.map((r) => r.skill) },
  };
}

export interface WorldFigures {
  /** Club players per age band (`AGE_BANDS`). */
  ages: Map<number, number>;
  /** The mean age of club players. */
  meanAge: number;
  /** Mean trained skill of club players, by league level. */
  skillByLevel: Map<number, number>;
  banks: { p10: number; p50: number; p90: number; inDebt: number; clubs: number };
  negativeWeeks: { weeks: number; negative: number; fromWages: number };
  /** Weekly payroll of clubs, by league level. */
  payrollByLevel: Map<number, { p10: number; p50: number; p90: number }>;
  /** Sales in the window, per club and week; the median price over DMI; auctions that ended unsold. */
  market: { sold: number; unsold: number; perClubWeek: number; priceOverDmi: number | null };
  positions: Awaited<ReturnType<typeof positionsPerClub>>;
  /** By age band (`CAREER_BANDS`): median DMI and salary, mean experience and trained skill, club players, injured. */
  careers: Map<number, { players: number; dmi: number; salary: number; experience: number; injured: number; skill: number }>;
  /** Median weekly result of operations (all but transfers) by league level, over the window. */
  operations: Map<number, number>;
  /** Of the snapshot's players still playing, the mean change of their trained skill, by their age band then. */
  skillDrift: Map<number, number>;
  population: { clubPlayers: number; freeAgents: number; retired: number; open: number; injured: number };
  /** Auctions open at a time, on average over the window. */
  openOnAverage: number;
  /** Of the club players of the snapshot given, the share at the same club now. */
  stillAtClub: number | null;
}

async function positionsPerClub(db: Sql) {
  return (await db.one(POSITIONS_PER_CLUB, {}))!;
}

/**
 * The world's figures now; the market's and the economy's over the window (from, to], and the
 * share of `snapshot`'s players still at their club.
 */
export async function measureWorld(db: Sql, window: { from: Date; to: Date }, snapshot?: ClubSnapshot): Promise<WorldFigures> {
  const careers = await db.rows(CAREERS, {});
  const population = (await db.one(POPULATION, {}))!;
  const purchases = (await db.one(PURCHASES, window))!;
  const weeks = (window.to.getTime() - window.from.getTime()) / (7 * 86_400_000);
  let stillAtClub: number | null = null;
  let skillDrift = new Map<number, number>();
  if (snapshot && snapshot.clubs.size > 0) {
    const { n } = (await db.one(STILL_AT, { ids: [...snapshot.clubs.keys()], clubs: [...snapshot.clubs.values()] }))!;
    stillAtClub = n / snapshot.clubs.size;
    skillDrift = new Map((await db.rows(SKILL_DRIFT, snapshot.skills)).map((r) => [r.band, r.change]));
  }
  return {
    ages: new Map((await db.rows(AGES, {})).map((r) => [r.band, r.n])),
    meanAge: (await db.one(MEAN_AGE, {}))!.meanAge,
    skillByLevel: new Map((await db.rows(SKILL_BY_LEVEL, {})).map((r) => [r.level, r.skill])),
    banks: (await db.one(BANKS, {}))!,
    negativeWeeks: (await db.one(NEGATIVE_WEEKS, window))!,
    payrollByLevel: new Map((await db.rows(PAYROLL_BY_LEVEL, {})).map((r) => [r.level, { p10: r.p10, p50: r.p50, p90: r.p90 }])),
    market: {
      sold: purchases.sold,
      unsold: purchases.unsold,
      perClubWeek: weeks > 0 ? purchases.sold / purchases.clubs / weeks : 0,
      priceOverDmi: purchases.priceOverDmi,
    },
    positions: await positionsPerClub(db),
    careers: new Map(careers.map((r) => [r.band, r])),
    operations: new Map((await db.rows(OPERATIONS, window)).map((r) => [r.level, r.p50])),
    skillDrift,
    population: { ...population, injured: careers.reduce((s, r) => s + r.injured, 0) },
    openOnAverage: (await db.one(OPEN_ON_AVERAGE, window))!.open,
    stillAtClub,
  };
}
