import type { Club, PlayerState } from "./clubs";
import type { CountryProfile } from "./countries";
import { maybeNickname, NameBook } from "./names";
import { clamp, type Rng } from "./random";
import { addMs, DAY, SEASON_WEEKS, WEEK, TRAINING_WEEKS, type Calendar } from "./season";
import { contractSalary, marketValue, playerRating, retirementChance } from "./careers";
import { positionScore, POSITION_PROFILE, skillValue } from "./skills";
import { POSITIONS, TRAINED_SKILLS, type PlayerRow, type PlayerSkills, type Position } from "./types";

/**
 * Club players by age as the world keeps them season after season (docs/world.md, "Over
 * seasons"): the draft brings as many 18- and 19-year-olds as retire, so every age from 19 to 29
 * holds the same number, half that at 18 (the other half of a draft is 19), and from 30 on each
 * age keeps those of the one before who did not retire (`retirementChance`).
 */
/**
 * Generated squad sizes and their weights: 13 to 15, as the clock's managers keep them
 * (lib/world/manager.ts); the generated history sells clubs above 13 down to it.
 */
const SQUAD_SIZES = [
  [13, 0.55],
  [14, 0.3],
  [15, 0.15],
] as const;

export const AGE_WEIGHTS: readonly (readonly [number, number])[] = stationaryAges();

function stationaryAges(): [number, number][] {
  const weights: [number, number][] = [[18, 0.5]];
  let survivors = 1;
  // Up to 36: the few older than that are left out (the game's players are 18 to about 36).
  for (let age = 19; age <= 36; age++) {
    survivors *= 1 - retirementChance(age);
    weights.push([age, survivors]);
  }
  return weights;
}

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

/** Two players at each position, and the rest at positions that have no third yet. */
function rosterPositions(rng: Rng, size: number): Position[] {
  const positions: Position[] = [...POSITIONS, ...POSITIONS];
  while (positions.length < size) positions.push(rng.pick(POSITIONS.filter((pos) => positions.filter((p) => p === pos).length < 3)));
  return rng.shuffle(positions);
}

export function makeSkills(rng: Rng, talent: number, age: number, position: Position, quality: number): PlayerSkills {
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
  const injured = rng.chance(INJURED_SHARE);
  const row = newPlayerRow(rng, {
    talent,
    quality: club.quality,
    age,
    position,
    number,
    countryId: country.row.id,
    region: country.region,
    clubId: club.row.id,
    names,
    injuryWeeks: injured ? rng.weighted(WEEKS_LEFT) : null,
    joinedClubAt: () => joinedAt(rng, club, calendar),
  });
  return {
    row,
    score: positionScore(row.skills, position),
    injuredSince: injured ? addMs(calendar.referenceTime, -rng.int(1, 12) * DAY - rng.int(0, 23) * 3_600_000) : null,
    formerClub: null,
  };
}

/**
 * Players hurt at any time: about one in twenty-eight, the clock's share in the season's weeks
 * (injuries come at a steady rate and heal, lib/world/clock; its share swings from 3.2 % on a
 * Saturday, after Friday's healing, to 3.9 % on a Wednesday, and dips to about 2.9 % around the
 * season's turn).
 */
export const INJURED_SHARE = 0.036;

/**
 * Weeks still out for a player seen injured at a random moment: injuries last 1 to 6 weeks (as
 * the clock draws them), so r weeks are left with weight 7 − r. Drawing them evenly would leave
 * the generated injuries longer than the clock's, and the share would climb for a month.
 */
const WEEKS_LEFT: readonly (readonly [number, number])[] = [1, 2, 3, 4, 5, 6].map((r) => [r, 7 - r] as const);

/** What a new player is made of: the generator's players and the clock's draftees alike. */
export interface NewPlayer {
  /** The level his skills would have at his prime (before his age's adjustment). */
  talent: number;
  /** His club's typical talent, which his experience reflects. */
  quality: number;
  age: number;
  position: Position;
  number: number;
  countryId: string;
  region: CountryProfile["region"];
  clubId: string;
  names: NameBook;
  injuryWeeks: number | null;
  /** Drawn after his name (the world's draws keep their order). */
  joinedClubAt: () => Date;
}

/** A player's row: skills from his talent and age, the values that follow from them (lib/world/careers.ts). */
export function newPlayerRow(rng: Rng, p: NewPlayer): PlayerRow {
  const skills = makeSkills(rng, p.talent, p.age, p.position, p.quality);
  const score = positionScore(skills, p.position);
  const potential = Math.round(clamp((p.talent - 5) / 1.3 + rng.normal(0, 0.8), 0, 11));
  const [heightMean, heightSd] = HEIGHT[p.position];
  // Every field in one literal, the name's too: a spread would leave most fields out of the object, in a store of their own.
  const id = rng.uuid();
  const { firstName, lastName } = p.names.next(rng, p.region);
  return {
    id,
    firstName,
    lastName,
    nickname: maybeNickname(rng),
    number: p.number,
    countryId: p.countryId,
    age: p.age,
    height: Math.round(clamp(rng.normal(heightMean, heightSd), 180, 218)),
    salary: contractSalary(score, p.age, id),
    dmi: marketValue(score, p.age, potential, id),
    potential,
    gameShape: rng.chance(0.9) ? rng.int(4, 9) : rng.pick([1, 2, 3, 10]),
    buzzerBeaterRating: playerRating(score, id),
    bestPosition: p.position,
    isRetired: false,
    injuryWeeks: p.injuryWeeks,
    skills,
    clubId: p.clubId,
    nationalTeamId: null,
    joinedClubAt: p.joinedClubAt(),
  };
}

/**
 * Thirteen to fifteen players per club (where the clubs' managers keep their squads, lib/world/manager.ts),
 * two or three per position, jersey numbers unique.
 */
export function makeRosters(rng: Rng, clubs: Club[], countries: CountryProfile[], calendar: Calendar): PlayerState[] {
  const all: PlayerState[] = [];
  const numbers = Array.from({ length: 100 }, (_, i) => i);
  const names = new NameBook();
  for (const club of clubs) {
    // Squads as the clock's managers keep them (lib/world/manager.ts): most of 13, some of 14 or 15.
    const size = rng.weighted(SQUAD_SIZES);
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
