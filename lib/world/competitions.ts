import type { CountryProfile } from "./countries";
import type { Rng } from "./random";
import type { CompetitionRow } from "./types";

export interface League {
  row: CompetitionRow;
  country: CountryProfile;
  level: number;
  division: number;
}

const ROMAN = ["I", "II", "III", "IV", "V", "VI"];

/** Level 1 has one league named after the country's; level n has 4^(n-1), named "II.3" and so on. */
export function makeLeagues(rng: Rng, countries: CountryProfile[]): League[] {
  const leagues: League[] = [];
  for (const country of countries) {
    for (let level = 1; level <= country.row.levels; level++) {
      const count = 4 ** (level - 1);
      for (let division = 1; division <= count; division++) {
        const name = level === 1 ? country.leagueName : `${ROMAN[level - 1]}.${division}`;
        leagues.push({
          row: { id: rng.uuid(), kind: "League", name, countryId: country.row.id, level, division, isJunior: false },
          country,
          level,
          division,
        });
      }
    }
  }
  return leagues;
}

export function makeCups(rng: Rng, countries: CountryProfile[]): Map<string, CompetitionRow> {
  return new Map(
    countries.map((c) => [
      c.row.id,
      { id: rng.uuid(), kind: "Cup", name: `${c.row.name} Cup`, countryId: c.row.id, level: null, division: null, isJunior: false },
    ]),
  );
}

export function makeNationalChampionships(rng: Rng): { senior: CompetitionRow; junior: CompetitionRow } {
  const event = (name: string, isJunior: boolean): CompetitionRow => ({
    id: rng.uuid(),
    kind: "NationalTeamChampionship",
    name,
    countryId: null,
    level: null,
    division: null,
    isJunior,
  });
  return { senior: event("World Championship", false), junior: event("U21 World Championship", true) };
}

/** The one competition of every scrimmage (the off-season's friendlies), in every country. */
export function makeFriendlies(rng: Rng): CompetitionRow {
  return { id: rng.uuid(), kind: "Friendly", name: "Scrimmages", countryId: null, level: null, division: null, isJunior: false };
}
