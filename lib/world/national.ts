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

function callUp(players: PlayerState[], team: NationalTeam, eligible: (p: PlayerState) => boolean) {
  team.squad = players
    .filter((p) => p.row.nationalTeamId === null && eligible(p))
    .sort((a, b) => b.score - a.score || a.row.id.localeCompare(b.row.id))
    .slice(0, SQUAD_SIZE);
  for (const p of team.squad) p.row.nationalTeamId = team.row.id;
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
  const byCountry = new Map<string, PlayerState[]>();
  for (const p of players) {
    const list = byCountry.get(p.row.countryId) ?? [];
    list.push(p);
    byCountry.set(p.row.countryId, list);
  }
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
      callUp(byCountry.get(country.row.id) ?? [], team, (p) => !isJunior || p.row.age <= JUNIOR_MAX_AGE);
      teams.push(team);
    }
  });
  return teams;
}
