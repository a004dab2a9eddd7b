import type { Club, PlayerState } from "./clubs";
import type { CountryProfile } from "./countries";
import type { Rng } from "./random";
import { addMs, DAY, type Calendar } from "./season";
import type { TeamRow } from "./types";

export interface NationalTeam {
  row: TeamRow;
  country: CountryProfile;
  isJunior: boolean;
  squad: PlayerState[];
}

export const SQUAD_SIZE = 12;
export const JUNIOR_MAX_AGE = 21;

function electCoach(rng: Rng, clubs: Club[], country: CountryProfile, excluded: Set<string>): string | null {
  const candidates = clubs.filter((c) => c.row.countryId === country.row.id && c.row.managerId && !excluded.has(c.row.managerId));
  if (candidates.length === 0) return null;
  const coach = rng.pick(candidates).row.managerId!;
  excluded.add(coach);
  return coach;
}

/** A player as the squads' selection sees him. */
export interface SquadCandidate {
  id: string;
  countryId: string;
  age: number;
  /** His worth at his best position: `positionScore(skills, bestPosition)`. */
  score: number;
}

/** A national team as the squads' selection sees it. */
export interface SquadTeam {
  id: string;
  countryId: string;
  isJunior: boolean;
}

/** Best first: by score, ties by id. */
const squadOrder = (a: SquadCandidate, b: SquadCandidate) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The few players of a country `pickNationalSquads` can call up, kept as candidates stream by, so
 * that a world of any size is picked from a bounded list: a senior squad is picked from the
 * country's best twelve, and a U21 squad from its best 24 aged 21 or less (twelve of whom may be
 * in the senior squad). Given the same players in any order, `candidates()` gives
 * `pickNationalSquads` the same squads as the whole list would.
 */
export class SquadShortlist {
  private readonly lists = new Map<string, { all: SquadCandidate[]; junior: SquadCandidate[] }>();

  add(p: SquadCandidate): void {
    let lists = this.lists.get(p.countryId);
    if (!lists) this.lists.set(p.countryId, (lists = { all: [], junior: [] }));
    lists.all.push(p);
    if (lists.all.length >= 4 * SQUAD_SIZE) keepBest(lists.all, SQUAD_SIZE);
    if (p.age > JUNIOR_MAX_AGE) return;
    lists.junior.push(p);
    if (lists.junior.length >= 4 * SQUAD_SIZE) keepBest(lists.junior, 2 * SQUAD_SIZE);
  }

  /** At most 36 players a country. */
  candidates(): SquadCandidate[] {
    const out = new Map<string, SquadCandidate>();
    for (const { all, junior } of this.lists.values()) {
      for (const p of [...keepBest(all, SQUAD_SIZE), ...keepBest(junior, 2 * SQUAD_SIZE)]) out.set(p.id, p);
    }
    return [...out.values()];
  }
}

/** Trims `list` to its best `keep`, best first (lists are trimmed in steps, as they grow to four times that). */
function keepBest(list: SquadCandidate[], keep: number): SquadCandidate[] {
  list.sort(squadOrder);
  if (list.length > keep) list.length = keep;
  return list;
}

/**
 * Every country's national squads, by the one rule of the generator and the clock alike: the
 * senior squad is the country's twelve best players by score (ties by id), the U21 squad the
 * twelve best aged 21 or less who are not in it. Give only players who may be called up (not
 * retired). Returns the team of each player called up, squad by squad and best first; the
 * others belong to no squad.
 */
export function pickNationalSquads(players: readonly SquadCandidate[], teams: readonly SquadTeam[]): Map<string, string> {
  const byCountry = new Map<string, SquadCandidate[]>();
  for (const p of players) {
    const list = byCountry.get(p.countryId);
    if (list) list.push(p);
    else byCountry.set(p.countryId, [p]);
  }
  const squadOf = new Map<string, string>();
  const ordered = [...teams].sort((a, b) => Number(a.isJunior) - Number(b.isJunior));
  for (const team of ordered) {
    const picked = (byCountry.get(team.countryId) ?? [])
      .filter((p) => !squadOf.has(p.id) && (!team.isJunior || p.age <= JUNIOR_MAX_AGE))
      .sort(squadOrder)
      .slice(0, SQUAD_SIZE);
    for (const p of picked) squadOf.set(p.id, team.id);
  }
  return squadOf;
}

/**
 * A senior and a U21 team per country, each coached by a manager who also runs a club
 * there, each with a called-up squad of its best eligible players (one squad per player).
 * `reservedCoach` coaches the first country's senior team; `notCoaches` never coach.
 */
export function makeNationalTeams(
  rng: Rng,
  countries: CountryProfile[],
  clubs: Club[],
  players: PlayerState[],
  calendar: Calendar,
  reservedCoach: string | null,
  notCoaches: string[],
): NationalTeam[] {
  const excluded = new Set<string>([...notCoaches, ...(reservedCoach ? [reservedCoach] : [])]);
  const teams: NationalTeam[] = [];
  countries.forEach((country, index) => {
    for (const isJunior of [false, true]) {
      const coach = index === 0 && !isJunior && reservedCoach ? reservedCoach : electCoach(rng, clubs, country, excluded);
      const team: NationalTeam = {
        row: {
          id: rng.uuid(),
          kind: isJunior ? "JuniorNationalTeam" : "NationalTeam",
          name: isJunior ? `${country.row.name} U21` : country.row.name,
          shortName: isJunior ? `${country.row.code}21` : country.row.code,
          countryId: country.row.id,
          leagueId: null,
          conference: null,
          managerId: coach,
          isBot: false,
          createdAt: addMs(calendar.referenceTime, -rng.int(3000, 6000) * DAY),
        },
        country,
        isJunior,
        squad: [],
      };
      teams.push(team);
    }
  });
  const candidates = players
    .filter((p) => !p.row.isRetired)
    .map((p) => ({ id: p.row.id, countryId: p.row.countryId, age: p.row.age, score: p.score }));
  const squadOf = pickNationalSquads(
    candidates,
    teams.map((t) => ({ id: t.row.id, countryId: t.country.row.id, isJunior: t.isJunior })),
  );
  const byTeam = new Map(teams.map((t) => [t.row.id, t]));
  const byId = new Map(players.map((p) => [p.row.id, p]));
  for (const [playerId, teamId] of squadOf) {
    const player = byId.get(playerId)!;
    player.row.nationalTeamId = teamId;
    byTeam.get(teamId)!.squad.push(player);
  }
  return teams;
}
