import type { Database } from "@/lib/db";
import { playerName, playerRef } from "@/lib/game/player-sql";
import { byName, isoTime, JsonText, jsonObject, jsonText, param, prepare, qb, refJson, sql, type JsonString } from "@/lib/sql";
import { AppError, notFound } from "@/lib/errors";
import type { ApiAttendance, ApiBoxScore, ApiBoxScorePlayer, ApiMatch, ApiTeamRatings } from "@/lib/game/schemas/matches";
import type { Viewer } from "@/lib/auth/viewer";

/** A match is final once both scores are in. */
const FINAL = sql<boolean>`(m."homeScore" IS NOT NULL AND m."awayScore" IS NOT NULL)`;

/** A side of the match: its team, its score, and its points per period once the game is final. */
type Side = ApiMatch["home"];

function sideJson(team: "h" | "a", score: "homeScore" | "awayScore", isHome: boolean) {
  return jsonObject<Side>({
    team: refJson(team).$notNull(),
    score: sql.ref<number | null>(`m.${score}`),
    partials: sql<Side["partials"]>`CASE WHEN ${FINAL} THEN (SELECT to_json(mt.partials) FROM "MatchTeam" mt WHERE mt."matchId" = m.id AND mt."isHome" = ${sql.lit(isHome)}) END`,
  });
}

/** The stored attendance by seat type, in the documented order, with its total. */
const ATTENDANCE = jsonObject<ApiAttendance>({
  bleachers: sql<number>`(m.attendance->>'bleachers')::int`,
  lowerTier: sql<number>`(m.attendance->>'lowerTier')::int`,
  courtside: sql<number>`(m.attendance->>'courtside')::int`,
  luxuryBoxes: sql<number>`(m.attendance->>'luxuryBoxes')::int`,
  total: sql<number>`(m.attendance->>'bleachers')::int + (m.attendance->>'lowerTier')::int + (m.attendance->>'courtside')::int + (m.attendance->>'luxuryBoxes')::int`,
});

/** The match, its season, competition and teams: one statement in which PostgreSQL writes the JSON. */
const MATCH = prepare<{ matchId: string }, { body: JsonString<ApiMatch> }>(
  "match",
  qb
    .selectFrom("Match as m")
    .innerJoin("Season as s", "s.id", "m.seasonId")
    .innerJoin("Competition as c", "c.id", "m.competitionId")
    .innerJoin("Team as h", "h.id", "m.homeTeamId")
    .innerJoin("Team as a", "a.id", "m.awayTeamId")
    .select(
      jsonText(
        jsonObject<ApiMatch>({
          id: sql<string>`m.id`,
          season: jsonObject<ApiMatch["season"]>({ number: sql<number>`s.number` }),
          competition: refJson("c").$notNull(),
          kind: sql<ApiMatch["kind"]>`m.kind`,
          round: sql<number>`m.round`,
          startsAt: isoTime(sql<Date>`m."startsAt"`),
          neutralCourt: sql<boolean>`m."neutralCourt"`,
          isOnTv: sql<boolean>`m."isOnTv"`,
          status: sql<ApiMatch["status"]>`CASE WHEN ${FINAL} THEN 'Final' ELSE 'Scheduled' END`,
          home: sideJson("h", "homeScore", true),
          away: sideJson("a", "awayScore", false),
          attendance: sql<ApiAttendance | null>`CASE WHEN ${FINAL} AND jsonb_typeof(m.attendance) = 'object' THEN ${ATTENDANCE} END`,
        }),
      ).as("body"),
    )
    .where("m.id", "=", param<string>("matchId")),
);

export async function getMatch(db: Database, viewer: Viewer, matchId: string): Promise<JsonText<ApiMatch>> {
  return db.sql.answer(MATCH, { matchId }, "Match");
}

/** The box-score line's counting stats, in the answer's order after `minutesByPosition`. */
const LINE_STATS = ["fgm", "fga", "tpm", "tpa", "ftm", "fta", "oreb", "reb", "ast", "to", "stl", "blk", "pf", "pts", "plusMinus", "rating"] as const satisfies readonly (keyof ApiBoxScorePlayer)[];
const POSITIONS = ["PG", "SG", "SF", "PF", "C"] as const satisfies readonly (keyof ApiBoxScorePlayer["minutesByPosition"])[];
const RATINGS = ["outsideScoring", "insideScoring", "outsideDefense", "insideDefense", "rebounding", "offensiveFlow"] as const satisfies readonly (keyof ApiTeamRatings)[];

/** A stored JSON object's keys in the documented order (PostgreSQL keeps its own order in `jsonb`). */
function inOrder(column: string, keys: readonly string[]) {
  return sql`json_build_object(${sql.join(keys.map((key) => sql`${sql.lit(key)}, ${sql.ref(column)}->${sql.lit(key)}`))})`;
}

/** The lines of one side (`mt`), starters first, then the bench; each by minutes played, most first. */
function sideLines(mt: "hm" | "am") {
  return sql`(SELECT COALESCE(json_agg(x.line ORDER BY x."isStarter" DESC, x."totalMinutes" DESC, ${byName(sql`x.name`)}, x.id), '[]'::json) FROM (
    SELECT l."isStarter", l."totalMinutes", p.id, ${playerName()} AS name, json_build_object(
      'player', ${playerRef()},
      'isStarter', l."isStarter",
      'didNotPlay', l."didNotPlay",
      'minutes', l."totalMinutes",
      'minutesByPosition', ${inOrder("l.minutes", POSITIONS)},
      ${sql.join(LINE_STATS.map((stat) => sql`${sql.lit(stat)}, ${sql.ref(`l.${stat}`)}`))}) AS line
    FROM "BoxScoreLine" l JOIN "Player" p ON p.id = l."playerId"
    WHERE l."matchId" = m.id AND l."teamId" = ${sql.ref(`${mt}.teamId`)}) x)`;
}

function boxSide(mt: "hm" | "am", team: "ht" | "at") {
  const column = (name: string) => sql.ref(`${mt}.${name}`);
  return sql`json_build_object(
    'team', ${refJson(team)},
    'score', ${column("score")},
    'partials', to_json(${column("partials")}),
    'offensiveStrategy', ${column("offensiveStrategy")},
    'defensiveStrategy', ${column("defensiveStrategy")},
    'effort', ${column("effort")},
    'ratings', ${inOrder(`${mt}.ratings`, RATINGS)},
    'players', ${sideLines(mt)})`;
}

/**
 * The played match's box score: one statement in which PostgreSQL writes the JSON. No row: no
 * such match; a null body: not played yet (no final score, or a side's sheet missing).
 */
const BOX_SCORE = prepare<{ matchId: string }, { body: string | null }>(
  "box_score",
  qb
    .selectFrom("Match as m")
    .innerJoin("Season as s", "s.id", "m.seasonId")
    .innerJoin("Competition as c", "c.id", "m.competitionId")
    .leftJoin("MatchTeam as hm", (join) => join.onRef("hm.matchId", "=", "m.id").on("hm.isHome", "=", sql.lit(true)))
    .leftJoin("MatchTeam as am", (join) => join.onRef("am.matchId", "=", "m.id").on("am.isHome", "=", sql.lit(false)))
    .leftJoin("Team as ht", "ht.id", "hm.teamId")
    .leftJoin("Team as at", "at.id", "am.teamId")
    .select(
      sql<string | null>`CASE WHEN m."homeScore" IS NOT NULL AND hm."matchId" IS NOT NULL AND am."matchId" IS NOT NULL THEN json_build_object(
        'match', json_build_object(
          'id', m.id, 'season', json_build_object('number', s.number), 'competition', ${refJson("c")},
          'kind', m.kind, 'round', m.round, 'startsAt', ${isoTime(sql`m."startsAt"`)}),
        'home', ${boxSide("hm", "ht")},
        'away', ${boxSide("am", "at")})::text END`.as("body"),
    )
    .where("m.id", "=", param<string>("matchId")),
);

export async function getBoxScore(db: Database, viewer: Viewer, matchId: string): Promise<JsonText<ApiBoxScore>> {
  const [row] = await db.sql.rows(BOX_SCORE, { matchId });
  if (!row) throw notFound("Match");
  if (row.body === null) throw new AppError("not_found", `Match ${matchId} has not been played yet; its box score appears once it is final.`);
  return new JsonText<ApiBoxScore>(row.body);
}
