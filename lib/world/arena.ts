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

/** Seats sold for one game: a crowd share by section, never above capacity. */
export function attendanceFor(rng: Rng, arena: ArenaRow | null, interest: number): Attendance {
  const hall = arena ?? NATIONAL_HALL;
  const fill = (capacity: number, bias: number) => Math.round(capacity * Math.min(1, Math.max(0.2, interest + bias + rng.normal(0, 0.06))));
  const capacities = arena
    ? { bleachers: arena.bleachers, lowerTier: arena.lowerTier, courtside: arena.courtside, luxuryBoxes: arena.luxuryBoxes }
    : (hall as Attendance);
  return {
    bleachers: fill(capacities.bleachers, 0),
    lowerTier: fill(capacities.lowerTier, 0.05),
    courtside: fill(capacities.courtside, 0.1),
    luxuryBoxes: fill(capacities.luxuryBoxes, 0.05),
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
