import type { Club, PlayerState } from "./clubs";
import type { NationalTeam } from "./national";

/**
 * Who was on a team at a given time: a club's arrivals count from when they joined, its
 * sold players until they left; a national team is its called-up squad.
 */
export class Rosters {
  private readonly departed = new Map<string, PlayerState[]>();
  private readonly byTeam = new Map<string, PlayerState[]>();

  constructor(clubs: Club[], nationalTeams: NationalTeam[]) {
    for (const club of clubs) {
      this.byTeam.set(club.row.id, club.players);
      for (const p of club.players) {
        if (!p.formerClub) continue;
        const list = this.departed.get(p.formerClub.teamId) ?? [];
        list.push(p);
        this.departed.set(p.formerClub.teamId, list);
      }
    }
    for (const team of nationalTeams) this.byTeam.set(team.row.id, team.squad);
  }

  at(teamId: string, time: Date): PlayerState[] {
    const t = time.getTime();
    const current = (this.byTeam.get(teamId) ?? []).filter((p) => p.row.clubId !== teamId || p.row.joinedClubAt.getTime() <= t);
    const gone = (this.departed.get(teamId) ?? []).filter((p) => p.formerClub!.leftAt.getTime() > t);
    return [...current, ...gone];
  }
}
