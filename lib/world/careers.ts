import { clamp, round1, Rng } from "./random";

/*
 * A player's career, as the generator makes it and the clock moves it: what he earns and is
 * worth follows his skills and his age, experience follows the games he plays, and he retires
 * from his thirties. The rules are docs/world.md's ("Over seasons").
 */

/**
 * The factors drawn so far (a pure function of the key, so a memo: the clock values every player
 * each week), up to the three factors of every player of a world of size 8.
 */
const OWN_FACTORS = new Map<string, number>();
const OWN_FACTORS_KEPT = 200_000;

/**
 * A player's own factor for one of his values, drawn from his id alone: two players of the same
 * skills and age are not paid or valued alike, yet each one's value moves only with his skills
 * and age.
 */
function ownFactor(id: string, what: string, sd: number): number {
  const key = `own:${what}:${id}`;
  let factor = OWN_FACTORS.get(key);
  if (factor === undefined) {
    if (OWN_FACTORS.size >= OWN_FACTORS_KEPT) OWN_FACTORS.clear();
    OWN_FACTORS.set(key, (factor = clamp(new Rng(key).normal(1, sd), 1 - 2.5 * sd, 1 + 2.5 * sd)));
  }
  return factor;
}

/** What a player under 23 is paid beside a senior of his skills: a draftee's contract is small. */
function youthPay(age: number): number {
  if (age <= 19) return 0.6;
  if (age <= 22) return 0.6 + (age - 19) * 0.13;
  return 1;
}

export const MIN_SALARY = 3_000;
export const MAX_SALARY = 280_000;

/**
 * The weekly salary of a contract, set when a player is made (generated or drafted) and at each
 * season's turn: steeply rising with skill (`score`, the player's worth at his best position),
 * smaller for the young; 3,000 (a young draftee) to 280,000 (a star).
 */
export function contractSalary(score: number, age: number, id: string): number {
  const pay = (4_000 + 460 * Math.exp(0.28 * score)) * youthPay(age) * ownFactor(id, "salary", 0.06);
  return Math.round(clamp(pay, MIN_SALARY, MAX_SALARY) / 10) * 10;
}

/** How much of a skilled player's worth his age leaves: most at 18, falling from 22. */
function ageValue(age: number): number {
  if (age <= 18) return 3;
  if (age <= 22) return 3 - (age - 18) * 0.25;
  if (age <= 26) return 2 - (age - 22) * 0.2;
  if (age <= 30) return 1.2 - (age - 26) * 0.15;
  return Math.max(0.12, 0.6 - (age - 30) * 0.09);
}

export const MIN_DMI = 4_500;
export const MAX_DMI = 6_500_000;

/** DMI, the market-value index: grows with skill and, young, with potential; falls with age. Moves every week with them. */
export function marketValue(score: number, age: number, potential: number, id: string): number {
  const youth = age <= 22 ? 1 + potential * 0.05 : 1;
  return Math.round(clamp(2000 * Math.exp(0.45 * score) * ageValue(age) * youth * ownFactor(id, "dmi", 0.1), MIN_DMI, MAX_DMI));
}

/** The game's 0-to-100 rating of a player: his skill, with a lean of his own. */
export function playerRating(score: number, id: string): number {
  return round1(clamp(score * 4 + (ownFactor(id, "rating", 0.1) - 1) * 15, 0, 100));
}

/**
 * How much a game counts towards experience: the more it matters, the more a minute of it
 * teaches (a scrimmage half a league game, a final twice).
 */
export const GAME_WEIGHT = {
  LeagueRegularSeason: 1,
  Cup: 1,
  LeagueQuarterfinal: 1.5,
  LeagueSemifinal: 1.5,
  Relegation: 1.5,
  LeagueFinal: 2,
  Scrimmage: 0.5,
  NationalTeamRoundRobin: 2,
  NationalTeamFriendly: 1,
} as const;

/** Weighted minutes that make one level of experience, beyond what a week with the squad gives. */
export const MINUTES_PER_EXPERIENCE = 1_200;
/** The chance each week that being with a squad raises experience a level, whether one plays or not. */
const WEEKLY_EXPERIENCE = 0.03;

/** The chance that a week (its games' minutes weighted by `GAME_WEIGHT`) raises experience a level. */
export const experienceChance = (weightedMinutes: number) => Math.min(0.9, WEEKLY_EXPERIENCE + weightedMinutes / MINUTES_PER_EXPERIENCE);

/** The chance that a player of `age` (just turned) retires at a season's turn: none before 30, all by 39. */
export function retirementChance(age: number): number {
  if (age < 30) return 0;
  return Math.min(1, [0.04, 0.08, 0.14, 0.22, 0.33, 0.47, 0.62, 0.78, 0.9][age - 30] ?? 1);
}
