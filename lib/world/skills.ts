import { clamp } from "./random";
import {
  SKILL_KEYS,
  TRAINED_SKILLS,
  type PlayerSkills,
  type Position,
  type SkillKey,
  type SkillTrend,
  type SkillValue,
  type TeamRatings,
} from "./types";

type TrainedSkill = (typeof TRAINED_SKILLS)[number];

/** How far each skill of a position sits above or below the player's talent. */
export const POSITION_PROFILE: Record<Position, Record<TrainedSkill, number>> = {
  PG: {
    jumpShot: 0.5,
    jumpRange: 0,
    outsideDefense: 1,
    handling: 2,
    driving: 1,
    passing: 2,
    insideShot: -3,
    insideDefense: -3,
    rebounding: -3,
    shotBlocking: -4,
    stamina: 0,
    freeThrow: 0.5,
  },
  SG: {
    jumpShot: 2,
    jumpRange: 2,
    outsideDefense: 1.5,
    handling: 0.5,
    driving: 1,
    passing: -0.5,
    insideShot: -2,
    insideDefense: -2.5,
    rebounding: -2.5,
    shotBlocking: -3.5,
    stamina: 0,
    freeThrow: 1,
  },
  SF: {
    jumpShot: 1,
    jumpRange: 0.5,
    outsideDefense: 1,
    handling: 0,
    driving: 1,
    passing: -1,
    insideShot: 0,
    insideDefense: 0,
    rebounding: -0.5,
    shotBlocking: -1.5,
    stamina: 0,
    freeThrow: 0,
  },
  PF: {
    jumpShot: -1,
    jumpRange: -2.5,
    outsideDefense: -1,
    handling: -2.5,
    driving: -1,
    passing: -2.5,
    insideShot: 1.5,
    insideDefense: 1.5,
    rebounding: 1.5,
    shotBlocking: 0.5,
    stamina: 0,
    freeThrow: -1,
  },
  C: {
    jumpShot: -2.5,
    jumpRange: -4,
    outsideDefense: -2.5,
    handling: -3.5,
    driving: -2,
    passing: -3,
    insideShot: 2,
    insideDefense: 2,
    rebounding: 2,
    shotBlocking: 2,
    stamina: 0,
    freeThrow: -1.5,
  },
};

const WEIGHTS: Record<Position, [TrainedSkill, number][]> = Object.fromEntries(
  Object.entries(POSITION_PROFILE).map(([pos, profile]) => [
    pos,
    TRAINED_SKILLS.map((k) => [k, 1 + Math.max(profile[k], -1.5) * 0.4] as [TrainedSkill, number]),
  ]),
) as Record<Position, [TrainedSkill, number][]>;

export const level = (skills: PlayerSkills, key: SkillKey) => skills[key].level;

/** The player's worth at a position: skills weighted by what the position needs. */
export function positionScore(skills: PlayerSkills, position: Position): number {
  let sum = 0;
  let weight = 0;
  for (const [k, w] of WEIGHTS[position]) {
    sum += skills[k].level * w;
    weight += w;
  }
  return sum / weight;
}

/** A level shown in thirds (6, 6.3, 6.7), as the game shows team ratings. */
export const inThirds = (value: number) => Math.round((Math.round(value * 3) / 3) * 10) / 10;

/** Team ratings from the players on court, weighted by their minutes. */
export function teamRatings(on: { skills: PlayerSkills; minutes: number; shape: number }[]): TeamRatings {
  const acc = { outsideScoring: 0, insideScoring: 0, outsideDefense: 0, insideDefense: 0, rebounding: 0, offensiveFlow: 0 };
  let total = 0;
  for (const { skills: s, minutes, shape } of on) {
    if (minutes <= 0) continue;
    const w = minutes * (0.85 + shape * 0.03);
    acc.outsideScoring += (w * (s.jumpShot.level + s.jumpRange.level)) / 2;
    acc.insideScoring += (w * (s.insideShot.level + s.driving.level)) / 2;
    acc.outsideDefense += w * s.outsideDefense.level;
    acc.insideDefense += (w * (s.insideDefense.level + s.shotBlocking.level)) / 2;
    acc.rebounding += w * s.rebounding.level;
    acc.offensiveFlow += (w * (s.passing.level + s.handling.level)) / 2;
    total += minutes;
  }
  const out = {} as TeamRatings;
  for (const key of Object.keys(acc) as (keyof TeamRatings)[]) out[key] = inThirds(clamp(acc[key] / Math.max(total, 1), 1, 30));
  return out;
}

const SKILL_VALUES = new Map<string, SkillValue>();

/**
 * A skill's level and trend, one shared frozen object per pair: a game-sized world has half a
 * million players of fourteen skills each, seven million objects where ninety will do. A
 * change is a new value, never an edit.
 */
export function skillValue(level: number, change: SkillTrend): SkillValue {
  const key = `${level}:${change}`;
  let value = SKILL_VALUES.get(key);
  if (!value) SKILL_VALUES.set(key, (value = Object.freeze({ level, change })));
  return value;
}

/** Each trend's letter in `skillsFromText`: the first of its name. */
const TRENDS: readonly SkillTrend[] = ["Unchanged", "Improved", "Worsened"];
const TREND_OF_LETTER = new Map(TRENDS.map((trend, i) => [trend.charCodeAt(0), i]));
/** Shared values by trend and level, filled as met. */
const VALUES_BY_TREND: SkillValue[][] = TRENDS.map(() => []);

/**
 * A player's skills from one short text: each skill of `SKILL_KEYS`, in that order, as its level
 * and the first letter of its trend, comma-separated ("9U,12I,…"). A game hour at the game's
 * size reads a hundred thousand players: this is a tenth of their skills' JSON to send and
 * parse, and no object made per skill (the values are `skillValue`'s). The clock's statements
 * write the text with `SKILLS_TEXT_SQL` (lib/world/clock/games.ts).
 */
export function skillsFromText(text: string): PlayerSkills {
  const skills = {} as Record<SkillKey, SkillValue>;
  let at = 0;
  for (let k = 0; k < SKILL_KEYS.length; k++) {
    const start = at;
    let level = 0;
    let code = text.charCodeAt(at);
    for (; code >= 48 && code <= 57; code = text.charCodeAt(++at)) level = level * 10 + code - 48;
    const trend = TREND_OF_LETTER.get(code);
    const last = k === SKILL_KEYS.length - 1;
    if (at === start || trend === undefined || (last ? at + 1 !== text.length : text.charCodeAt(at + 1) !== 44)) {
      throw new Error(`Not a skills text: ${JSON.stringify(text)}`);
    }
    skills[SKILL_KEYS[k]] = VALUES_BY_TREND[trend][level] ??= skillValue(level, TRENDS[trend]);
    at += 2;
  }
  return skills;
}
