import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { page } from "@/lib/game/paging";
import type { ApiSchedule } from "@/lib/game/schemas/teams";
import { resolveSeason } from "@/lib/game/seasons";
import type { Viewer } from "@/lib/auth/viewer";

const teamRef = { select: { id: true, name: true } } as const;

/** A team's games of one season in every competition, oldest first, one page at a time. */
export async function listTeamSchedule(
  db: Db,
  viewer: Viewer,
  teamId: string,
  options: { season?: number; offset: number; limit: number },
  now: Date,
): Promise<ApiSchedule> {
  const team = await db.team.findUnique({ where: { id: teamId }, select: { id: true, name: true } });
  if (!team) throw notFound("Team");
  const season = await resolveSeason(db, options.season, now);
  const rows = await db.match.findMany({
    where: { seasonId: season.id, OR: [{ homeTeamId: teamId }, { awayTeamId: teamId }] },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    skip: options.offset,
    take: options.limit + 1,
    select: {
      id: true,
      startsAt: true,
      kind: true,
      round: true,
      homeTeamId: true,
      homeScore: true,
      awayScore: true,
      competition: { select: { id: true, name: true } },
      homeTeam: teamRef,
      awayTeam: teamRef,
    },
  });
  const { items, paging } = page(rows, options.offset, options.limit);
  return {
    team,
    season: { number: season.number, startsAt: season.startsAt.toISOString(), endsAt: season.endsAt.toISOString() },
    games: items.map((m) => {
      const score = m.homeScore !== null && m.awayScore !== null ? { home: m.homeScore, away: m.awayScore } : null;
      return {
        matchId: m.id,
        startsAt: m.startsAt.toISOString(),
        competition: m.competition,
        kind: m.kind,
        round: m.round,
        home: m.homeTeam,
        away: m.awayTeam,
        isHome: m.homeTeamId === teamId,
        status: score ? "Final" : "Scheduled",
        score,
      };
    }),
    paging,
  };
}
