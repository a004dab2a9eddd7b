import type { Db } from "@/lib/db";
import { poolOf } from "@/lib/db";
import { asText, isoTime, JsonText, param, prepare, qb, refJson, run, sql } from "@/lib/sql";
import { AppError, notFound } from "@/lib/errors";
import type { ApiBoxScore, ApiBoxScorePlayer, ApiMatch, ApiTeamRatings } from "@/lib/game/schemas/matches";
import { playerName } from "@/lib/game/players";
import type { Viewer } from "@/lib/auth/viewer";

const teamRef = { select: { id: true, name: true } } as const;

type PositionMinutes = ApiBoxScorePlayer["minutesByPosition"];
type BoxScoreTeam = ApiBoxScore["home"];

// JSON columns come back with PostgreSQL's key order; answers list keys in the documented order.
function toPositionMinutes(json: unknown): PositionMinutes {
  const m = json as PositionMinutes;
  return { PG: m.PG, SG: m.SG, SF: m.SF, PF: m.PF, C: m.C };
}

function toRatings(json: unknown): ApiTeamRatings {
  const r = json as ApiTeamRatings;
  return {
    outsideScoring: r.outsideScoring,
    insideScoring: r.insideScoring,
    outsideDefense: r.outsideDefense,
    insideDefense: r.insideDefense,
    rebounding: r.rebounding,
    offensiveFlow: r.offensiveFlow,
  };
}

/** A match is final once both scores are in. */
const FINAL = sql<boolean>`(m."homeScore" IS NOT NULL AND m."awayScore" IS NOT NULL)`;

/** A side of the match: its team, its score, and its points per period once the game is final. */
function sideJson(team: "h" | "a", score: "homeScore" | "awayScore", isHome: boolean) {
  return sql`json_build_object(
    'team', ${refJson(team)},
    'score', ${sql.ref(`m.${score}`)},
    'partials', CASE WHEN ${FINAL} THEN (SELECT to_json(mt.partials) FROM "MatchTeam" mt WHERE mt."matchId" = m.id AND mt."isHome" = ${sql.lit(isHome)}) END)`;
}

/** The stored attendance by seat type, in the documented order, with its total. */
const ATTENDANCE = sql`json_build_object(
  'bleachers', (m.attendance->>'bleachers')::int, 'lowerTier', (m.attendance->>'lowerTier')::int,
  'courtside', (m.attendance->>'courtside')::int, 'luxuryBoxes', (m.attendance->>'luxuryBoxes')::int,
  'total', (m.attendance->>'bleachers')::int + (m.attendance->>'lowerTier')::int + (m.attendance->>'courtside')::int + (m.attendance->>'luxuryBoxes')::int)`;

/** The match, its season, competition and teams: one statement in which PostgreSQL writes the JSON. */
const MATCH = prepare<{ matchId: string }, { body: string }>(
  "match",
  qb
    .selectFrom("Match as m")
    .innerJoin("Season as s", "s.id", "m.seasonId")
    .innerJoin("Competition as c", "c.id", "m.competitionId")
    .innerJoin("Team as h", "h.id", "m.homeTeamId")
    .innerJoin("Team as a", "a.id", "m.awayTeamId")
    .select(
      asText(sql`json_build_object(
        'id', m.id,
        'season', json_build_object('number', s.number),
        'competition', ${refJson("c")},
        'kind', m.kind,
        'round', m.round,
        'startsAt', ${isoTime(sql`m."startsAt"`)},
        'neutralCourt', m."neutralCourt",
        'isOnTv', m."isOnTv",
        'status', CASE WHEN ${FINAL} THEN 'Final' ELSE 'Scheduled' END,
        'home', ${sideJson("h", "homeScore", true)},
        'away', ${sideJson("a", "awayScore", false)},
        'attendance', CASE WHEN ${FINAL} AND jsonb_typeof(m.attendance) = 'object' THEN ${ATTENDANCE} END)`).as("body"),
    )
    .where("m.id", "=", param<string>("matchId")),
);

export async function getMatch(db: Db, viewer: Viewer, matchId: string): Promise<JsonText<ApiMatch>> {
  const [row] = await run(poolOf(db), MATCH, { matchId });
  if (!row) throw notFound("Match");
  return new JsonText<ApiMatch>(row.body);
}

const lineSelect = {
  teamId: true,
  isStarter: true,
  didNotPlay: true,
  minutes: true,
  totalMinutes: true,
  fgm: true,
  fga: true,
  tpm: true,
  tpa: true,
  ftm: true,
  fta: true,
  oreb: true,
  reb: true,
  ast: true,
  to: true,
  stl: true,
  blk: true,
  pf: true,
  pts: true,
  plusMinus: true,
  rating: true,
  player: { select: { id: true, firstName: true, lastName: true } },
} as const;

/** Starters first, then the bench; each by minutes played, most first. */
function byLineOrder(a: ApiBoxScorePlayer, b: ApiBoxScorePlayer): number {
  return (
    Number(b.isStarter) - Number(a.isStarter) ||
    b.minutes - a.minutes ||
    a.player.name.localeCompare(b.player.name) ||
    a.player.id.localeCompare(b.player.id)
  );
}

export async function getBoxScore(db: Db, viewer: Viewer, matchId: string): Promise<ApiBoxScore> {
  const match = await db.match.findUnique({
    where: { id: matchId },
    select: {
      id: true,
      kind: true,
      round: true,
      startsAt: true,
      homeScore: true,
      season: { select: { number: true } },
      competition: { select: { id: true, name: true } },
      teams: {
        select: {
          teamId: true,
          isHome: true,
          score: true,
          partials: true,
          offensiveStrategy: true,
          defensiveStrategy: true,
          effort: true,
          ratings: true,
          team: teamRef,
        },
      },
      lines: { select: lineSelect },
    },
  });
  if (!match) throw notFound("Match");
  const home = match.teams.find((t) => t.isHome);
  const away = match.teams.find((t) => !t.isHome);
  if (match.homeScore === null || !home || !away) {
    throw new AppError("not_found", `Match ${match.id} has not been played yet; its box score appears once it is final.`);
  }
  const players = match.lines.map((line) => ({
    teamId: line.teamId,
    line: {
      player: { id: line.player.id, name: playerName(line.player) },
      isStarter: line.isStarter,
      didNotPlay: line.didNotPlay,
      minutes: line.totalMinutes,
      minutesByPosition: toPositionMinutes(line.minutes),
      fgm: line.fgm,
      fga: line.fga,
      tpm: line.tpm,
      tpa: line.tpa,
      ftm: line.ftm,
      fta: line.fta,
      oreb: line.oreb,
      reb: line.reb,
      ast: line.ast,
      to: line.to,
      stl: line.stl,
      blk: line.blk,
      pf: line.pf,
      pts: line.pts,
      plusMinus: line.plusMinus,
      rating: line.rating,
    },
  }));
  const side = (t: typeof home): BoxScoreTeam => ({
    team: t.team,
    score: t.score,
    partials: t.partials,
    offensiveStrategy: t.offensiveStrategy as BoxScoreTeam["offensiveStrategy"],
    defensiveStrategy: t.defensiveStrategy as BoxScoreTeam["defensiveStrategy"],
    effort: t.effort as BoxScoreTeam["effort"],
    ratings: toRatings(t.ratings),
    players: players
      .filter((p) => p.teamId === t.teamId)
      .map((p) => p.line)
      .sort(byLineOrder),
  });
  return {
    match: {
      id: match.id,
      season: match.season,
      competition: match.competition,
      kind: match.kind,
      round: match.round,
      startsAt: match.startsAt.toISOString(),
    },
    home: side(home),
    away: side(away),
  };
}
