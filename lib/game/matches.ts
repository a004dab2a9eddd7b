import type { Db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { ApiAttendance, ApiBoxScore, ApiBoxScorePlayer, ApiMatch, ApiTeamRatings } from "@/lib/game/schemas/matches";
import { playerName } from "@/lib/game/players";
import type { Viewer } from "@/lib/auth/viewer";

const teamRef = { select: { id: true, name: true } } as const;

type StoredAttendance = Omit<ApiAttendance, "total">;
type PositionMinutes = ApiBoxScorePlayer["minutesByPosition"];
type BoxScoreTeam = ApiBoxScore["home"];

// JSON columns come back with PostgreSQL's key order; answers list keys in the documented order.
function toAttendance(json: unknown): ApiAttendance {
  const a = json as StoredAttendance;
  return {
    bleachers: a.bleachers,
    lowerTier: a.lowerTier,
    courtside: a.courtside,
    luxuryBoxes: a.luxuryBoxes,
    total: a.bleachers + a.lowerTier + a.courtside + a.luxuryBoxes,
  };
}

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

export async function getMatch(db: Db, viewer: Viewer, matchId: string): Promise<ApiMatch> {
  const match = await db.match.findUnique({
    where: { id: matchId },
    select: {
      id: true,
      kind: true,
      round: true,
      startsAt: true,
      neutralCourt: true,
      isOnTv: true,
      homeScore: true,
      awayScore: true,
      attendance: true,
      season: { select: { number: true } },
      competition: { select: { id: true, name: true } },
      homeTeam: teamRef,
      awayTeam: teamRef,
      teams: { select: { isHome: true, partials: true } },
    },
  });
  if (!match) throw notFound("Match");
  const isFinal = match.homeScore !== null && match.awayScore !== null;
  const partialsOf = (isHome: boolean) => match.teams.find((t) => t.isHome === isHome)?.partials ?? null;
  return {
    id: match.id,
    season: match.season,
    competition: match.competition,
    kind: match.kind,
    round: match.round,
    startsAt: match.startsAt.toISOString(),
    neutralCourt: match.neutralCourt,
    isOnTv: match.isOnTv,
    status: isFinal ? "Final" : "Scheduled",
    home: { team: match.homeTeam, score: match.homeScore, partials: isFinal ? partialsOf(true) : null },
    away: { team: match.awayTeam, score: match.awayScore, partials: isFinal ? partialsOf(false) : null },
    attendance: isFinal && match.attendance ? toAttendance(match.attendance) : null,
  };
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
