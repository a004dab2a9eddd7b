import type { Scope } from "@/lib/auth/scopes";

/**
 * Who is looking: the manager a token stands for, with what the token allows, as the bearer
 * step finds it. Read models decide from it what may be seen (lib/game/privacy.ts) and whose
 * an id is (lib/game/ownership.ts).
 */
export interface Viewer {
  managerId: string;
  username: string;
  isSupporter: boolean;
  scopes: ReadonlySet<Scope>;
  /** Clubs the manager runs. */
  ownClubIds: ReadonlySet<string>;
  /** National teams (senior or junior) the manager coaches. */
  coachedNationalTeamIds: ReadonlySet<string>;
}

export function ownsClub(viewer: Viewer, teamId: string | null | undefined): boolean {
  return !!teamId && viewer.ownClubIds.has(teamId);
}

export function coaches(viewer: Viewer, nationalTeamId: string | null | undefined): boolean {
  return !!nationalTeamId && viewer.coachedNationalTeamIds.has(nationalTeamId);
}
