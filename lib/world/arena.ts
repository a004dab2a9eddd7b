import type { Club } from "./clubs";
import { CLUB_NICKNAMES } from "./names";
import type { Rng } from "./random";
import type { ArenaRow, Attendance } from "./types";

type Range = [number, number];
const SEATS: Record<number, { bleachers: Range; lowerTier: Range; courtside: Range; luxuryBoxes: Range }> = {
  1: { bleachers: [11000, 15000], lowerTier: [1200, 1800], courtside: [280, 420], luxuryBoxes: [18, 32] },
  2: { bleachers: [5000, 9000], lowerTier: [600, 1300], courtside: [120, 300], luxuryBoxes: [5, 20] },
  3: { bleachers: [2500, 6000], lowerTier: [300, 900], courtside: [50, 180], luxuryBoxes: [0, 10] },
};

/** A national team's home games are played in a large neutral hall. */
const NATIONAL_HALL: Attendance = { bleachers: 14000, lowerTier: 2000, courtside: 400, luxuryBoxes: 30 };

function arenaName(rng: Rng, club: Club): string {
  switch (rng.int(0, 3)) {
    case 0:
      return `${club.city} Arena`;
    case 1:
      return `${rng.pick(CLUB_NICKNAMES)} Dome`;
    case 2:
      return `${club.city} Sports Hall`;
    default:
      return `${club.row.name} Center`;
  }
}

export function makeArena(rng: Rng, club: Club): ArenaRow {
  const seats = SEATS[club.league.level] ?? SEATS[3];
  const seatsIn = ([min, max]: Range) => Math.round(rng.int(min, max) / 10) * 10 || min;
  return {
    teamId: club.row.id,
    name: arenaName(rng, club),
    bleachers: seatsIn(seats.bleachers),
    bleachersPrice: rng.int(15, 25),
    lowerTier: seatsIn(seats.lowerTier),
    lowerTierPrice: rng.int(50, 80),
    courtside: seatsIn(seats.courtside),
    courtsidePrice: rng.int(150, 220),
    luxuryBoxes: rng.int(seats.luxuryBoxes[0], seats.luxuryBoxes[1]),
    luxuryBoxPrice: rng.int(900, 1400),
  };
}

/**
 * The share of an arena a league's games fill, a little more the higher the league: a club that
 * goes up draws more (home games bring 60k to 330k in the game; a top arena seats about 13,000 in
 * its bleachers).
 */
const CROWD_INTEREST: Record<number, number> = { 1: 0.37, 2: 0.36, 3: 0.35 };
export const crowdInterest = (level: number) => CROWD_INTEREST[level] ?? 0.34;
/** A scrimmage draws this share of a league game's crowd. */
export const SCRIMMAGE_CROWD = 0.5;
/** A national team's crowd in its neutral hall. */
export const NATIONAL_CROWD = 0.8;

/** Section biases over the crowd's interest: the dearer seats sell a little better. */
const BIAS = { bleachers: 0, lowerTier: 0.05, courtside: 0.1, luxuryBoxes: 0.05 } as const;

const filled = (capacity: number, share: number) => Math.round(capacity * Math.min(1, Math.max(0.2, share)));

/** The crowd a game of a league of `level` draws on average (what a club's manager expects). */
export function expectedAttendance(arena: ArenaRow, level: number): Attendance {
  const interest = crowdInterest(level);
  return {
    bleachers: filled(arena.bleachers, interest + BIAS.bleachers),
    lowerTier: filled(arena.lowerTier, interest + BIAS.lowerTier),
    courtside: filled(arena.courtside, interest + BIAS.courtside),
    luxuryBoxes: filled(arena.luxuryBoxes, interest + BIAS.luxuryBoxes),
  };
}

/** How far an arena is made larger or smaller than its league's usual one, at most. */
const FIT = { min: 0.6, max: 2.5 } as const;

/**
 * The arena made larger or smaller (every section alike, within `FIT`; only larger with `grow`)
 * so that a game of its league brings about `gate` on average: a club's hall is the size its
 * wages need.
 */
export function fitArena(arena: ArenaRow, level: number, gate: number, options: { grow?: boolean } = {}): ArenaRow {
  const now = gateRevenue(arena, expectedAttendance(arena, level));
  const scale = Math.min(FIT.max, Math.max(options.grow ? 1 : FIT.min, gate / now));
  if (scale === 1) return arena;
  const seats = (n: number) => Math.max(10, Math.round((n * scale) / 10) * 10);
  return {
    ...arena,
    bleachers: seats(arena.bleachers),
    lowerTier: seats(arena.lowerTier),
    courtside: seats(arena.courtside),
    luxuryBoxes: Math.round(arena.luxuryBoxes * scale),
  };
}

/** Seats sold for one game: a crowd share by section, never above capacity. */
export function attendanceFor(rng: Rng, arena: ArenaRow | null, interest: number): Attendance {
  const hall = arena ?? NATIONAL_HALL;
  const fill = (capacity: number, bias: number) => filled(capacity, interest + bias + rng.normal(0, 0.06));
  const capacities = arena
    ? { bleachers: arena.bleachers, lowerTier: arena.lowerTier, courtside: arena.courtside, luxuryBoxes: arena.luxuryBoxes }
    : (hall as Attendance);
  return {
    bleachers: fill(capacities.bleachers, BIAS.bleachers),
    lowerTier: fill(capacities.lowerTier, BIAS.lowerTier),
    courtside: fill(capacities.courtside, BIAS.courtside),
    luxuryBoxes: fill(capacities.luxuryBoxes, BIAS.luxuryBoxes),
  };
}

export function gateRevenue(arena: ArenaRow, a: Attendance): number {
  return (
    a.bleachers * arena.bleachersPrice +
    a.lowerTier * arena.lowerTierPrice +
    a.courtside * arena.courtsidePrice +
    a.luxuryBoxes * arena.luxuryBoxPrice
  );
}
