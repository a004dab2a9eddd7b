import { strengthOf } from "./boxscore";
import type { Club } from "./clubs";
import type { League } from "./competitions";
import { clamp, type Rng } from "./random";
import { leagueRounds } from "./schedule";
import type { LeagueMembershipRow, SeasonRow } from "./types";

interface Line {
  club: Club;
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
}

/** Rank inside a conference: wins, then point difference, then points scored (the game's tiebreak). */
export function compareStandings(a: Omit<Line, "club">, b: Omit<Line, "club">): number {
  return b.wins - a.wins || b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst) || b.pointsFor - a.pointsFor;
}

/** A whole past regular season of one league, simulated by score only. */
function pastSeason(rng: Rng, clubs: Club[], at: Date): Line[] {
  const lines = new Map(clubs.map((club) => [club.row.id, { club, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 }]));
  const strength = new Map(clubs.map((c) => [c.row.id, strengthOf(c.players, at) + rng.normal(0, 0.8)]));
  const ids = (conference: string) => clubs.filter((c) => c.row.conference === conference).map((c) => c.row.id);
  for (const round of leagueRounds(ids("A"), ids("B"))) {
    for (const { home, away } of round) {
      const diff = strength.get(home)! - strength.get(away)!;
      let homePts = clamp(Math.round(rng.normal(81 + 2.5 * diff, 9)), 45, 135);
      let awayPts = clamp(Math.round(rng.normal(78 - 2.5 * diff, 9)), 45, 135);
      while (homePts === awayPts) {
        homePts += rng.int(5, 16);
        awayPts += rng.int(5, 16);
      }
      const h = lines.get(home)!;
      const a = lines.get(away)!;
      h.pointsFor += homePts;
      h.pointsAgainst += awayPts;
      a.pointsFor += awayPts;
      a.pointsAgainst += homePts;
      if (homePts > awayPts) {
        h.wins++;
        a.losses++;
      } else {
        a.wins++;
        h.losses++;
      }
    }
  }
  return [...lines.values()];
}

/**
 * Every club's membership: open lines for the current season, and final lines for the
 * previous one (same leagues; final position is the rank inside the conference).
 */
export function makeMemberships(
  rng: Rng,
  leagues: League[],
  clubs: Club[],
  current: SeasonRow,
  previous: SeasonRow | undefined,
): LeagueMembershipRow[] {
  const rows: LeagueMembershipRow[] = [];
  const byLeague = new Map<string, Club[]>();
  for (const club of clubs) byLeague.set(club.row.leagueId!, [...(byLeague.get(club.row.leagueId!) ?? []), club]);
  for (const league of leagues) {
    const members = byLeague.get(league.row.id) ?? [];
    for (const club of members) {
      rows.push({
        seasonId: current.id,
        competitionId: league.row.id,
        teamId: club.row.id,
        conference: club.row.conference!,
        finalPosition: null,
        wins: null,
        losses: null,
        pointsFor: null,
        pointsAgainst: null,
        forfeits: 0,
      });
    }
    if (!previous) continue;
    const lines = pastSeason(rng, members, previous.endsAt);
    for (const conference of ["A", "B"]) {
      lines
        .filter((l) => l.club.row.conference === conference)
        .sort(compareStandings)
        .forEach((l, i) =>
          rows.push({
            seasonId: previous.id,
            competitionId: league.row.id,
            teamId: l.club.row.id,
            conference,
            finalPosition: i + 1,
            wins: l.wins,
            losses: l.losses,
            pointsFor: l.pointsFor,
            pointsAgainst: l.pointsAgainst,
            forfeits: 0,
          }),
        );
    }
  }
  return rows;
}
