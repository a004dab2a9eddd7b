import type { Club, PlayerState } from "./clubs";
import type { CountryProfile } from "./countries";
import { maybeNickname, NameBook } from "./names";
import { clamp, round1, type Rng } from "./random";
import { addMs, DAY, SEASON_WEEKS, WEEK, TRAINING_WEEKS, type Calendar } from "./season";
import { dmiFor, positionScore, POSITION_PROFILE, salaryFor, skillValue } from "./skills";
import { POSITIONS, TRAINED_SKILLS, type PlayerSkills, type Position } from "./types";

const AGE_WEIGHTS: [number, number][] = [
  [18, 3],
  [19, 5],
  [20, 6],
  [21, 7],
  [22, 8],
  [23, 8],
  [24, 9],
  [25, 9],
  [26, 9],
  [27, 9],
  [28, 8],
  [29, 8],
  [30, 7],
  [31, 6],
  [32, 5],
  [33, 3],
  [34, 2],
  [35, 1],
  [36, 0.5],
];

const HEIGHT: Record<Position, [number, number]> = {
  PG: [188, 4],
  SG: [194, 4],
  SF: [200, 3.5],
  PF: [206, 3.5],
  C: [211, 4],
};

/** Young players have not reached their level yet; veterans slowly lose it. */
function ageAdjustment(age: number): number {
  if (age < 26) return -(26 - age) * 0.55;
  if (age > 30) return -(age - 30) * 0.35;
  return 0;
}

function rosterPositions(rng: Rng, size: number): Position[] {
  const positions: Position[] = [...POSITIONS, ...POSITIONS];
  while (positions.length < size) positions.push(rng.pick(POSITIONS));
  return rng.shuffle(positions);
}

function makeSkills(rng: Rng, talent: number, age: number, position: Position, quality: number): PlayerSkills {
  const base = talent + ageAdjustment(age);
  const skills = {} as PlayerSkills;
  for (const key of TRAINED_SKILLS) {
    const spread = key === "stamina" ? -1 + rng.normal(0, 1.5) : POSITION_PROFILE[position][key] + rng.normal(0, 1.2);
    skills[key] = skillValue(Math.round(clamp(base + spread, 1, 30)), "Unchanged");
  }
  const experience = (age - 17) * 0.8 + (quality - 8) * 0.5 + rng.normal(0, 1.5);
  skills.experience = skillValue(Math.round(clamp(experience, 1, 30)), "Unchanged");
  return skills;
}

/** When the player joined: mostly long before the weeks the world records, a few during them. */
/**
 * When a player joined his club: most before the history the world keeps begins (the previous
 * season's start, or its training records if older), a few since.
 */
function joinedAt(rng: Rng, club: Club, calendar: Calendar): Date {
  const recordedFrom = new Date(
    Math.min(calendar.seasonStart.getTime() - SEASON_WEEKS * WEEK, calendar.currentWeekStart.getTime() - TRAINING_WEEKS * WEEK),
  );
  if (rng.chance(0.06)) {
    const span = calendar.referenceTime.getTime() - 5 * DAY - recordedFrom.getTime();
    return addMs(recordedFrom, Math.floor(rng.next() * span));
  }
  const span = recordedFrom.getTime() - DAY - club.row.createdAt.getTime();
  return addMs(club.row.createdAt, Math.floor(rng.next() * span));
}

function nationality(rng: Rng, club: Club, countries: CountryProfile[]): CountryProfile {
  if (countries.length === 1 || rng.chance(0.86)) return club.country;
  return rng.pick(countries.filter((c) => c !== club.country));
}

export function makePlayer(
  rng: Rng,
  club: Club,
  countries: CountryProfile[],
  calendar: Calendar,
  position: Position,
  number: number,
  names: NameBook,
): PlayerState {
  const country = nationality(rng, club, countries);
  const age = rng.weighted(AGE_WEIGHTS);
  const talent = club.quality + rng.normal(0, 1.6) + (rng.chance(0.02) ? 3 : 0);
  const skills = makeSkills(rng, talent, age, position, club.quality);
  const score = positionScore(skills, position);
  const potential = Math.round(clamp((talent - 5) / 1.3 + rng.normal(0, 0.8), 0, 11));
  const injured = rng.chance(0.04);
  const [heightMean, heightSd] = HEIGHT[position];
  // Every field in one literal, the name's too: a spread would leave most fields out of the object, in a store of their own.
  const id = rng.uuid();
  const { firstName, lastName } = names.next(rng, country.region);
  return {
    row: {
      id,
      firstName,
      lastName,
      nickname: maybeNickname(rng),
      number,
      countryId: country.row.id,
      age,
      height: Math.round(clamp(rng.normal(heightMean, heightSd), 180, 218)),
      salary: salaryFor(score, rng.normal(1, 0.06)),
      dmi: dmiFor(score, age, potential, rng.normal(1, 0.1)),
      potential,
      gameShape: rng.chance(0.9) ? rng.int(4, 9) : rng.pick([1, 2, 3, 10]),
      buzzerBeaterRating: round1(clamp(score * 4 + rng.normal(0, 1.5), 0, 100)),
      bestPosition: position,
      isRetired: false,
      injuryWeeks: injured ? rng.int(1, 6) : null,
      skills,
      clubId: club.row.id,
      nationalTeamId: null,
      joinedClubAt: joinedAt(rng, club, calendar),
    },
    score,
    injuredSince: injured ? addMs(calendar.referenceTime, -rng.int(1, 12) * DAY - rng.int(0, 23) * 3_600_000) : null,
    formerClub: null,
  };
}

/** Twelve to fifteen players per club, at least two per position, jersey numbers unique. */
export function makeRosters(rng: Rng, clubs: Club[], countries: CountryProfile[], calendar: Calendar): PlayerState[] {
  const all: PlayerState[] = [];
  const numbers = Array.from({ length: 100 }, (_, i) => i);
  const names = new NameBook();
  for (const club of clubs) {
    const size = rng.int(12, 15);
    const jerseys = rng.shuffle(numbers);
    club.players = rosterPositions(rng, size).map((position, i) => makePlayer(rng, club, countries, calendar, position, jerseys[i], names));
    all.push(...club.players);
  }
  return all;
}

export function freeJerseyNumber(club: Club): number {
  const used = new Set(club.players.map((p) => p.row.number));
  let n = 0;
  while (used.has(n)) n++;
  return n;
}
