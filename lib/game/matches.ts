import type { Database } from "@/lib/db";
import { playerName, playerRef } from "@/lib/game/player-sql";
import { byName, isoTime, JsonText, jsonAgg, jsonObject, jsonText, param, prepare, qb, refJson, sql, type JsonString } from "@/lib/sql";
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
    partials: sql<
      Side["partials"]
    >`CASE WHEN ${FINAL} THEN (SELECT to_json(mt.partials) FROM "MatchTeam" mt WHERE mt."matchId" = m.id AND mt."isHome" = ${sql.lit(isHome)}) END`,
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

type BoxScoreMatch = ApiBoxScore["match"];
type BoxScoreSide = ApiBoxScore["home"];
type MinutesByPosition = ApiBoxScorePlayer["minutesByPosition"];

/**
 * A number of the stored `jsonb` object `column`, by its key (stored under the documented
 * keys): written out one by one, as PostgreSQL keeps its own key order in `jsonb`.
 */
function storedNumber<T>(column: string) {
  return (key: keyof T & string) => sql<number>`${sql.ref(column)}->${sql.lit(key)}`;
}

/** A counting stat of the box-score line `l`. */
const lineStat = (stat: keyof ApiBoxScorePlayer & string) => sql.ref<number>(`l.${stat}`);

/** The box-score line of the row `l` (player `p`), in the answer's order. */
function boxScoreLine() {
  const minutes = storedNumber<MinutesByPosition>("l.minutes");
  return jsonObject<ApiBoxScorePlayer>({
    player: playerRef(),
    isStarter: sql<boolean>`l."isStarter"`,
    didNotPlay: sql<boolean>`l."didNotPlay"`,
    minutes: sql<number>`l."totalMinutes"`,
    minutesByPosition: jsonObject<MinutesByPosition>({
      PG: minutes("PG"),
      SG: minutes("SG"),
      SF: minutes("SF"),
      PF: minutes("PF"),
      C: minutes("C"),
    }),
    fgm: lineStat("fgm"),
    fga: lineStat("fga"),
    tpm: lineStat("tpm"),
    tpa: lineStat("tpa"),
    ftm: lineStat("ftm"),
    fta: lineStat("fta"),
    oreb: lineStat("oreb"),
    reb: lineStat("reb"),
    ast: lineStat("ast"),
    to: lineStat("to"),
    stl: lineStat("stl"),
    blk: lineStat("blk"),
    pf: lineStat("pf"),
    pts: lineStat("pts"),
    plusMinus: lineStat("plusMinus"),
    rating: lineStat("rating"),
  });
}

/** The lines of one side (`mt`), starters first, then the bench; each by minutes played, most first. */
function sideLines(mt: "hm" | "am") {
  return sql<
    ApiBoxScorePlayer[]
  >`(SELECT ${jsonAgg(sql<ApiBoxScorePlayer>`x.line`, sql`x."isStarter" DESC, x."totalMinutes" DESC, ${byName(sql`x.name`)}, x.id`)} FROM (
    SELECT l."isStarter", l."totalMinutes", p.id, ${playerName()} AS name, ${boxScoreLine()} AS line
    FROM "BoxScoreLine" l JOIN "Player" p ON p.id = l."playerId"
    WHERE l."matchId" = m.id AND l."teamId" = ${sql.ref(`${mt}.teamId`)}) x)`;
}

/** One side of the box score: the sheet `mt` of the team `team`. */
function boxSide(mt: "hm" | "am", team: "ht" | "at") {
  const column = <V>(name: string) => sql.ref<V>(`${mt}.${name}`);
  const rating = storedNumber<ApiTeamRatings>(`${mt}.ratings`);
  return jsonObject<BoxScoreSide>({
    team: refJson(team).$notNull(),
    score: column<number>("score"),
    partials: sql<number[]>`to_json(${column("partials")})`,
    offensiveStrategy: column<BoxScoreSide["offensiveStrategy"]>("offensiveStrategy"),
    defensiveStrategy: column<BoxScoreSide["defensiveStrategy"]>("defensiveStrategy"),
    effort: column<BoxScoreSide["effort"]>("effort"),
    ratings: jsonObject<ApiTeamRatings>({
      outsideScoring: rating("outsideScoring"),
      insideScoring: rating("insideScoring"),
      outsideDefense: rating("outsideDefense"),
      insideDefense: rating("insideDefense"),
      rebounding: rating("rebounding"),
      offensiveFlow: rating("offensiveFlow"),
    }),
    players: sideLines(mt),
  });
}

/**
 * The played match's box score: one statement in which PostgreSQL writes the JSON. No row: no
 * such match; a null body: not played yet (no final score, or a side's sheet missing).
 */
const BOX_SCORE = prepare<{ matchId: string }, { body: JsonString<ApiBoxScore> | null }>(
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
      sql<JsonString<ApiBoxScore> | null>`CASE WHEN m."homeScore" IS NOT NULL AND hm."matchId" IS NOT NULL AND am."matchId" IS NOT NULL THEN ${jsonText(
        jsonObject<ApiBoxScore>({
          match: jsonObject<BoxScoreMatch>({
            id: sql<string>`m.id`,
            season: jsonObject<BoxScoreMatch["season"]>({ number: sql<number>`s.number` }),
            competition: refJson("c").$notNull(),
            kind: sql<BoxScoreMatch["kind"]>`m.kind`,
            round: sql<number>`m.round`,
            startsAt: isoTime(sql<Date>`m."startsAt"`),
          }),
          home: boxSide("hm", "ht"),
          away: boxSide("am", "at"),
        }),
      )} END`.as("body"),
    )
    .where("m.id", "=", param<string>("matchId")),
);

export async function getBoxScore(db: Database, viewer: Viewer, matchId: string): Promise<JsonText<ApiBoxScore>> {
  const [row] = await db.sql.rows(BOX_SCORE, { matchId });
  if (!row) throw notFound("Match");
  if (row.body === null)
    throw new AppError("not_found", `Match ${matchId} has not been played yet; its box score appears once it is final.`);
  return new JsonText<ApiBoxScore>(row.body);
}
