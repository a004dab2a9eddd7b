import type { Club } from "./clubs";
import type { FinalLine, Member } from "./postseason";
import type { LeagueMembershipRow, SeasonRow } from "./types";

/** Every league club's open line for a season (no final line yet): its league and conference now. */
export function openMemberships(clubs: Club[], season: SeasonRow): LeagueMembershipRow[] {
  return clubs.map((club) => ({
    seasonId: season.id,
    competitionId: club.row.leagueId!,
    teamId: club.row.id,
    conference: club.row.conference!,
    finalPosition: null,
    wins: null,
    losses: null,
    pointsFor: null,
    pointsAgainst: null,
    forfeits: 0,
  }));
}

/** A finished season's lines: each member's final line in its league. */
export function finishedMemberships(season: SeasonRow, members: Member[], lines: FinalLine[]): LeagueMembershipRow[] {
  const conferenceOf = new Map(members.map((m) => [m.teamId, m.conference]));
  return lines.map((l) => ({ seasonId: season.id, conference: conferenceOf.get(l.teamId)!, forfeits: 0, ...l }));
}
