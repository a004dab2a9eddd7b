import { gateRevenue, expectedAttendance } from "./arena";
import { Rng } from "./random";
import type { ArenaRow } from "./types";

/*
 * A club's money as the world keeps it: the lines of its economy week (the generator's weeks and
 * the clock's alike), and what a club's manager expects of them — the budget its wages are held to
 * (docs/world.md, "Over seasons").
 */

/** TV money by league level (the game's 35k to 90k a week), lower levels as the third. */
export const TV_MONEY: Record<number, [number, number]> = { 1: [75_000, 90_000], 2: [50_000, 65_000], 3: [35_000, 45_000] };
export const tvMoney = (level: number): [number, number] => TV_MONEY[level] ?? TV_MONEY[3];

/** Merchandise: 20,000 plus 7,000 per level of the fan shop, plus up to 6,000 (the game's 25k to 60k). */
export const MERCHANDISE = { base: 20_000, perFanShopLevel: 7_000, extra: 6_000 } as const;
/** Scouting costs 2,000 to 12,000 in three weeks of ten. */
export const SCOUTING = { chance: 0.3, min: 2_000, max: 12_000 } as const;
/** Weekly interest on a bank above zero. */
export const INTEREST_RATE = 0.0015;

/**
 * Home games a week, averaged over seasons of the clock: eleven league games, cup games, a
 * scrimmage, playoffs and relegation series for some, in fourteen weeks.
 */
export const HOME_GAMES_PER_WEEK = 1.02;

/**
 * What a club's manager expects a week to bring before the players' salaries: TV money,
 * merchandise, gate money (its arena at the crowd its league draws) and interest on its bank,
 * less staff, upkeep and scouting. Transfers are left out: the bank term of `wageBudget` sees them.
 */
export interface ClubIncomeFacts {
  level: number;
  fanShop: number;
  staffSalaries: number;
  upkeep: number;
  arena: ArenaRow | null;
  /** The bank now (none: interest left out). */
  bank?: number;
}

export function expectedIncome(club: ClubIncomeFacts): number {
  const [tvMin, tvMax] = tvMoney(club.level);
  const merchandise = MERCHANDISE.base + club.fanShop * MERCHANDISE.perFanShopLevel + MERCHANDISE.extra / 2;
  const gate = club.arena ? gateRevenue(club.arena, expectedAttendance(club.arena, club.level)) * HOME_GAMES_PER_WEEK : 0;
  const scouting = SCOUTING.chance * ((SCOUTING.min + SCOUTING.max) / 2);
  const interest = Math.max(0, club.bank ?? 0) * INTEREST_RATE;
  return Math.round((tvMin + tvMax) / 2 + merchandise + gate + interest - club.staffSalaries - club.upkeep - scouting);
}

/** The bank a club's manager keeps to, his own: between 0.4 and 2.8 million (the game's banks are 0.3M to 3M). */
export function targetBank(clubId: string): number {
  return Math.round((400_000 + new Rng(`bank:${clubId}`).next() * 2_400_000) / 1000) * 1000;
}

/**
 * The bank a club is generated with: its target, give or take 15 % (the generator's last week
 * closes at it, and its wages are fitted to the budget it makes). Its manager keeps it near the
 * target, so a world's banks start where the clock holds them.
 */
export function generatedBank(clubId: string): number {
  return Math.round((targetBank(clubId) * (0.85 + new Rng(`generated bank:${clubId}`).next() * 0.3)) / 1000) * 1000;
}
/** Weeks over which a manager brings his bank back to its target through his wages. */
export const BANK_HORIZON_WEEKS = 26;

/**
 * The weekly wages a club can pay: what a week brings, plus (or less) its bank's distance from
 * the target spread over `BANK_HORIZON_WEEKS`. A club above its target may pay more than it earns
 * for a while; one below pays less until it is back.
 */
export function wageBudget(income: number, bank: number, target: number): number {
  return Math.round(income + (bank - target) / BANK_HORIZON_WEEKS);
}

/** What a club keeps in hand beyond its bids: two weeks of wages, and never less than 100,000. */
export const reserveOf = (payroll: number) => Math.max(100_000, 2 * payroll);
