import type { Db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { ApiStandings } from "@/lib/game/schemas/matches";
import { resolveSeason, type SeasonRow } from "@/lib/game/seasons";
import { toLeagueRef } from "@/lib/game/teams";
import type { Viewer } from "@/lib/auth/viewer";

interface TeamRecord {
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
}

interface GameCount extends TeamRecord {
  teamId: string;
}

type StandingsLine = ApiStandings["conferences"][number]["teams"][number];

/** Each team's regular-season record in one league and season, counted from its played games. */
async function countLeagueGames(db: Db, competitionId: string, seasonId: string): Promise<GameCount[]> {
  return db.$queryRaw<GameCount[]>`
    WITH games AS (
      SELECT "homeTeamId" AS "teamId", "homeScore" AS "scored", "awayScore" AS "conceded"
      FROM "Match"
      WHERE "competitionId" = ${competitionId}::uuid AND "seasonId" = ${seasonId}::uuid
        AND "kind" = 'LeagueRegularSeason' AND "homeScore" IS NOT NULL AND "awayScore" IS NOT NULL
      UNION ALL
      SELECT "awayTeamId", "awayScore", "homeScore"
      FROM "Match"
      WHERE "competitionId" = ${competitionId}::uuid AND "seasonId" = ${seasonId}::uuid
        AND "kind" = 'LeagueRegularSeason' AND "homeScore" IS NOT NULL AND "awayScore" IS NOT NULL
    )
    SELECT "teamId"::text AS "teamId",
      COUNT(*) FILTER (WHERE "scored" > "conceded")::int AS "wins",
      COUNT(*) FILTER (WHERE "scored" < "conceded")::int AS "losses",
      SUM("scored")::int AS "pointsFor",
      SUM("conceded")::int AS "pointsAgainst"
    FROM games
    GROUP BY "teamId"`;
}

/** The game's tiebreak: wins, then point difference, then points scored (a forfeit counts as a loss). */
function byTableOrder(a: StandingsLine, b: StandingsLine): number {
  return (
    b.wins - a.wins ||
    b.pointDifference - a.pointDifference ||
    b.pointsFor - a.pointsFor ||
    a.team.name.localeCompare(b.team.name) ||
    a.team.id.localeCompare(b.team.id)
  );
}

const hasStoredLine = (m: { wins: number | null; losses: number | null; pointsFor: number | null; pointsAgainst: number | null }) =>
  m.wins !== null && m.losses !== null && m.pointsFor !== null && m.pointsAgainst !== null;

/**
 * A league's table by conference. Every member team of that season is listed, with 0 games
 * if need be. A finished season shows the final lines (and places) stored with its
 * memberships; the season being played is counted from its played regular-season games.
 */
export async function getStandings(
  db: Db,
  viewer: Viewer,
  competitionId: string,
  seasonNumber: number | undefined,
  now: Date,
): Promise<ApiStandings> {
  const competition = await db.competition.findUnique({
    where: { id: competitionId },
    select: { id: true, name: true, kind: true, level: true },
  });
  if (!competition) throw notFound("Competition");
  if (competition.kind !== "League") {
    throw new AppError("not_found", `${competition.name} is a ${competition.kind} competition; standings exist only for leagues.`);
  }
  const season: SeasonRow = await resolveSeason(db, seasonNumber, now);
  const members = await db.leagueMembership.findMany({
    where: { competitionId, seasonId: season.id },
    select: {
      conference: true,
      finalPosition: true,
      wins: true,
      losses: true,
      pointsFor: true,
      pointsAgainst: true,
      forfeits: true,
      team: { select: { id: true, name: true, isBot: true } },
    },
  });
  if (members.length === 0) {
    throw new AppError("not_found", `${competition.name} has no standings for season ${season.number}.`);
  }
  const isFinished = season.endsAt <= now && members.every(hasStoredLine);
  const counted = isFinished ? new Map<string, TeamRecord>() : new Map((await countLeagueGames(db, competitionId, season.id)).map((c) => [c.teamId, c]));
  const empty: TeamRecord = { wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 };

  const conferences = new Map<string, { line: StandingsLine; finalPosition: number | null }[]>();
  for (const member of members) {
    const record: TeamRecord = isFinished
      ? { wins: member.wins ?? 0, losses: member.losses ?? 0, pointsFor: member.pointsFor ?? 0, pointsAgainst: member.pointsAgainst ?? 0 }
      : (counted.get(member.team.id) ?? empty);
    const line: StandingsLine = {
      position: 0,
      team: { id: member.team.id, name: member.team.name },
      isBot: member.team.isBot,
      played: record.wins + record.losses,
      wins: record.wins,
      losses: record.losses,
      pointsFor: record.pointsFor,
      pointsAgainst: record.pointsAgainst,
      pointDifference: record.pointsFor - record.pointsAgainst,
      forfeits: isFinished ? member.forfeits : 0,
    };
    const entry = { line, finalPosition: isFinished ? member.finalPosition : null };
    conferences.set(member.conference, [...(conferences.get(member.conference) ?? []), entry]);
  }

  return {
    competition: toLeagueRef(competition),
    season: { number: season.number },
    conferences: [...conferences.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, entries]) => ({
        name,
        teams: entries
          .sort((a, b) => (a.finalPosition ?? 0) - (b.finalPosition ?? 0) || byTableOrder(a.line, b.line))
          .map(({ line }, index) => ({ ...line, position: index + 1 })),
      })),
  };
}
