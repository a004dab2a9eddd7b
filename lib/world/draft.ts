import { levelQuality } from "./clubs";
import { SQUAD_MIN } from "./manager";
import { NameBook, type NameRegion } from "./names";
import { newPlayerRow } from "./players";
import type { Rng } from "./random";
import { STAFF_LEVELS, type StaffLevel } from "@/lib/vocabulary";
import { POSITIONS, type PlayerRow, type Position } from "./types";

/*
 * The draft, at each season's turn: every club takes part and gets its 18- and 19-year-olds, as
 * many as its youth trainer finds (`drafteeCount`; more when the turn left it under twelve
 * players), at the positions its squad has fewest of, as good as its league's clubs
 * are and its youth trainer makes them (docs/world.md, "Over seasons").
 */

/** A club as the draft sees it, after the turn's retirements. */
export interface DraftClub {
  id: string;
  countryId: string;
  level: number;
  youthTrainer: StaffLevel | null;
  /** Players it has at each position. */
  positions: Record<Position, number>;
  /** Jersey numbers taken. */
  numbers: Set<number>;
  /** The most draftees it can take (a person's club takes only what its squad has room for). */
  room: number;
}

export interface DraftCountry {
  id: string;
  region: NameRegion;
}

/**
 * How many draftees a club finds: without a youth trainer one in two seasons; with one, one a
 * season, and a second now and then (5 % with an Average trainer, up to 14 % with a
 * world-renowned one).
 */
export function drafteeCount(rng: Rng, youthTrainer: StaffLevel | null): number {
  if (youthTrainer === null) return rng.chance(0.5) ? 1 : 0;
  return rng.chance(Math.max(0, 0.03 * (STAFF_LEVELS.indexOf(youthTrainer) - 2) + 0.05)) ? 2 : 1;
}

/**
 * What a youth trainer does for a draftee's talent: a fifth of a level per staff level above
 * Average, as much less below it, and half a level less without one.
 */
const youthBonus = (youthTrainer: StaffLevel | null) => (youthTrainer === null ? -0.5 : 0.2 * (STAFF_LEVELS.indexOf(youthTrainer) - 2));

/** The position a club drafts at next: the one it has fewest of (the first in the game's order on a tie). */
function neediest(positions: Record<Position, number>): Position {
  return POSITIONS.reduce((best, pos) => (positions[pos] < positions[best] ? pos : best), POSITIONS[0]);
}

/**
 * A club's draftees, joined at `at`: their count, positions, ages (18 or 19, even odds), talent
 * (the league's typical talent and the youth trainer's bonus, drawn as the generator draws a
 * player's), nationality (the club's country, one in seven another's) and jersey numbers.
 */
export function draftFor(rng: Rng, club: DraftClub, countries: DraftCountry[], names: NameBook, at: Date): PlayerRow[] {
  const drawn = drafteeCount(rng, club.youthTrainer);
  const squad = POSITIONS.reduce((n, pos) => n + club.positions[pos], 0);
  // A squad the turn's retirements left short is filled up to the fewest a club keeps.
  const count = Math.min(club.room, Math.max(drawn, SQUAD_MIN - squad));
  const home = countries.find((c) => c.id === club.countryId) ?? countries[0];
  const quality = levelQuality(club.level);
  const draftees: PlayerRow[] = [];
  for (let i = 0; i < count; i++) {
    const position = neediest(club.positions);
    const country = countries.length > 1 && rng.chance(1 / 7) ? rng.pick(countries.filter((c) => c !== home)) : home;
    let number = 0;
    while (club.numbers.has(number)) number++;
    club.numbers.add(number);
    club.positions[position]++;
    draftees.push(
      newPlayerRow(rng, {
        talent: quality + youthBonus(club.youthTrainer) + rng.normal(0, 1.6) + (rng.chance(0.02) ? 3 : 0),
        quality,
        age: rng.chance(0.5) ? 18 : 19,
        position,
        number,
        countryId: country.id,
        region: country.region,
        clubId: club.id,
        names,
        injuryWeeks: null,
        joinedClubAt: () => at,
      }),
    );
  }
  return draftees;
}
