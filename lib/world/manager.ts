import { BANK_HORIZON_WEEKS, reserveOf, wageBudget } from "./budget";
import { levelQuality } from "./clubs";
import { SQUAD_MAX, SQUAD_WANTED, valuation } from "./market";
import { POSITIONS, type Position } from "./types";

/*
 * How a club nobody plays runs itself, once a day at its office hour (lib/world/clock/market.ts):
 * a simulated manager (the game's other managers) holds wages to what the club earns, sells what
 * it has too much of or cannot pay, buys what it lacks, and now and then a better player than one
 * it has; a bot club (no manager) only lets players go when it cannot pay them. A person's club is
 * never run for them. The rules are docs/world.md's ("Over seasons"). Pure: the clock reads what
 * it needs, asks `decide`, and writes what it answers.
 */

/** A player of the club as his manager sees him. */
export interface SquadMember {
  id: string;
  position: Position;
  /** His worth at his position (skills weighted by what it needs). */
  score: number;
  age: number;
  salary: number;
  dmi: number;
  /** On an open auction of his club's. */
  listed: boolean;
  /** Owned long enough to be listed (the game's four days), and not unsold in the last week. */
  listable: boolean;
  /** His last auction ended unsold in the last week: nobody wants him. */
  unsold?: boolean;
}

/** The club's money as its manager reckons it. */
export interface ClubBooks {
  /** What a week brings before the players' salaries (lib/world/budget.ts `expectedIncome`). */
  income: number;
  bank: number;
  /** The bank he keeps to (`targetBank`). */
  target: number;
  /** What the auctions it leads would cost. */
  committed: number;
  /** How many auctions it leads. */
  leads: number;
}

/** An open auction as a buyer sees it. */
export interface MarketListing {
  id: string;
  sellerId: string;
  position: Position;
  score: number;
  age: number;
  salary: number;
  dmi: number;
  /** What a bid must be now: the starting price with no bid, else the minimum raise over the leader's. */
  nextBid: number;
  leaderId: string | null;
  /** The clubs that have bid on it: their interest stands while it is open. */
  bidders: ReadonlySet<string>;
}

export interface ManagerView {
  clubId: string;
  level: number;
  /** A simulated manager trades; a bot club only lets players go. */
  kind: "simulated" | "bot";
  squad: SquadMember[];
  books: ClubBooks;
  market: MarketListing[];
  /** The manager's draw in [0, 1) for this office hour (whether he looks for a better player). */
  draw: number;
  /** The club's own taste for a listing, in [0, 1): the same each time it looks at it. */
  taste: (listingId: string) => number;
}

export type Decision =
  | { kind: "list"; playerId: string; why: "wages" | "surplus" }
  | { kind: "release"; playerId: string; why: "bank" | "squad" | "unsold" | "wages" }
  /** Sign the best free agent of these positions whose salary is at most `maxSalary` (a club that lacks players). */
  | { kind: "sign"; positions: Position[]; maxSalary: number }
  | { kind: "bid"; listingId: string; limit: number }
  /** Let the player go and sign the cheapest free agent of his position in his place (a squad at its fewest that must save). */
  | { kind: "replace"; playerId: string; position: Position; salary: number; why: "bank" | "wages" };

/** The fewest players a club keeps (what it lists does not count), and at each position. */
export const SQUAD_MIN = 12;
export const MIN_AT_POSITION = 2;
/** Above this many players a club lists the one it needs least; at this many at a position, too. */
export const SQUAD_COMFORT = 15;
const CROWDED_AT_POSITION = 4;
/** Wages may run this share over budget before a manager sells for money. */
const OVER_BUDGET = 0.12;
/** Chance, on an office day, that a manager with more than he wants lists the one he needs least (the market's turnover). */
export const REFRESH_CHANCE = 0.15;

/**
 * Chance, on an office day, that a manager looks for a better player than one he has: one in four
 * at his target bank, fewer below it, up to one in two with a bank twice that.
 */
export function upgradeChance(bank: number, target: number): number {
  return Math.min(0.5, Math.max(0.08, 0.25 + 0.25 * ((bank - target) / target)));
}
/** A better player: this much more worth than the weakest he would replace. */
const UPGRADE_MARGIN = 0.5;
/** The lowest worth a club buys at, by how far below its league's typical talent. */
const FLOOR_BELOW_QUALITY = 4;

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

function countByPosition(players: SquadMember[]): Record<Position, number> {
  const counts = { PG: 0, SG: 0, SF: 0, PF: 0, C: 0 };
  for (const p of players) counts[p.position]++;
  return counts;
}

/** Players the club can let go without falling below its minimum, dearest first. */
function spare(staying: SquadMember[], counts: Record<Position, number>, atPosition: number): SquadMember[] {
  if (staying.length <= SQUAD_MIN) return [];
  return staying.filter((p) => counts[p.position] > atPosition).sort((a, b) => b.salary - a.salary || (a.id < b.id ? -1 : 1));
}

/** The one the club needs least: at its most crowded position, the least worth for his age. */
function leastNeeded(staying: SquadMember[], counts: Record<Position, number>): SquadMember | undefined {
  const most = Math.max(...POSITIONS.map((pos) => counts[pos]));
  const pool = staying.filter((p) => counts[p.position] === most || counts[p.position] >= CROWDED_AT_POSITION);
  const worth = (p: SquadMember) => p.score - Math.max(0, p.age - 29) * 0.6;
  return pool.sort((a, b) => worth(a) - worth(b) || (a.id < b.id ? -1 : 1))[0];
}

/** The dearest player, to be replaced by a cheaper free agent of his position. */
function replaceDearest(staying: SquadMember[], why: "bank" | "wages"): Decision[] {
  const dearest = [...staying].sort((a, b) => b.salary - a.salary || (a.id < b.id ? -1 : 1))[0];
  return dearest ? [{ kind: "replace", playerId: dearest.id, position: dearest.position, salary: dearest.salary, why }] : [];
}

/**
 * The players a club the clock runs lets go when it has more than `SQUAD_MAX` (after the draft):
 * each time the one it needs least, never one on an open auction.
 */
export function overSquad(squad: SquadMember[]): SquadMember[] {
  const staying = squad.filter((p) => !p.listed);
  const listed = squad.length - staying.length;
  const gone: SquadMember[] = [];
  while (staying.length + listed > SQUAD_MAX) {
    const next = leastNeeded(staying, countByPosition(staying));
    if (!next) break;
    gone.push(next);
    staying.splice(staying.indexOf(next), 1);
  }
  return gone;
}

/**
 * A manager's decisions for one office hour. In order: a club that cannot see four weeks
 * through lets its dearest spare player go at once, or, at its fewest players, replaces its
 * dearest with a cheaper free agent (a bot club too, which does the same when its wages run over
 * budget, and lets its least needed go when it has more than `SQUAD_MAX`: that is all a bot club
 * does); a simulated manager whose wages run over budget lists his dearest spare player and
 * bids on nothing; otherwise it lists what it has too much of, bids
 * for a position it lacks (or depth), sometimes for a better player than its weakest at a
 * position, and raises its bids where it was outbid, all within its budget, its bank (less two
 * weeks of wages) and its squad's room.
 */
export function decide(view: ManagerView): Decision[] {
  const { squad, books } = view;
  const staying = squad.filter((p) => !p.listed);
  const counts = countByPosition(staying);
  const payroll = sum(squad.map((p) => p.salary));
  const budget = wageBudget(books.income, books.bank, books.target);
  const hand = books.bank - books.committed;
  const decisions: Decision[] = [];

  if (hand < payroll || hand + 4 * (books.income - payroll) < 0) {
    const gone = spare(staying, counts, 1).find((p) => p.salary > 0);
    if (gone) decisions.push({ kind: "release", playerId: gone.id, why: "bank" });
    else decisions.push(...replaceDearest(staying, "bank"));
    return decisions;
  }
  if (view.kind === "bot" && payroll > budget * (1 + OVER_BUDGET)) {
    const gone = staying.length > SQUAD_MIN + 1 ? spare(staying, counts, MIN_AT_POSITION)[0] : undefined;
    if (gone) decisions.push({ kind: "release", playerId: gone.id, why: "bank" });
    else decisions.push(...replaceDearest(staying, "wages"));
    return decisions;
  }
  if (view.kind === "simulated" && payroll > budget * (1 + OVER_BUDGET)) {
    // Never the twelfth player: one more must be left to let go if the bank runs low. One who
    // did not sell is let go: the club cannot pay him.
    const dearest = spare(staying, counts, MIN_AT_POSITION);
    const unsold = staying.length > SQUAD_MIN + 1 ? dearest.find((p) => p.unsold) : undefined;
    if (unsold) decisions.push({ kind: "release", playerId: unsold.id, why: "wages" });
    else if (!squad.some((p) => p.listed) && staying.length > SQUAD_MIN + 1) {
      const sold = dearest.find((p) => p.listable);
      if (sold) decisions.push({ kind: "list", playerId: sold.id, why: "wages" });
    }
    return decisions;
  }
  if (view.kind === "bot") {
    if (staying.length > SQUAD_MAX) {
      const gone = leastNeeded(staying, counts);
      if (gone) decisions.push({ kind: "release", playerId: gone.id, why: "squad" });
    }
    return decisions;
  }

  const listedNow = squad.filter((p) => p.listed).length;
  const crowded = POSITIONS.some((pos) => counts[pos] >= CROWDED_AT_POSITION);
  // One nobody bought is let go, when the club has too many.
  const unwanted =
    staying.length > SQUAD_COMFORT
      ? leastNeeded(
          staying.filter((p) => p.unsold),
          counts,
        )
      : undefined;
  if (unwanted && staying.length > SQUAD_MIN && counts[unwanted.position] > MIN_AT_POSITION) {
    decisions.push({ kind: "release", playerId: unwanted.id, why: "unsold" });
    staying.splice(staying.indexOf(unwanted), 1);
    counts[unwanted.position]--;
  } else if (
    ((staying.length > SQUAD_COMFORT || crowded) && listedNow < (staying.length > SQUAD_COMFORT + 1 ? 2 : 1)) ||
    (listedNow === 0 && staying.length > SQUAD_WANTED && view.draw < REFRESH_CHANCE)
  ) {
    const extra = leastNeeded(
      staying.filter((p) => p.listable),
      counts,
    );
    if (extra && staying.length > SQUAD_MIN && counts[extra.position] > MIN_AT_POSITION) {
      decisions.push({ kind: "list", playerId: extra.id, why: "surplus" });
      counts[extra.position]--;
    }
  }

  let room = budget - payroll;
  let cash = hand - reserveOf(payroll);
  let places = SQUAD_MAX - squad.length - books.leads;
  const floor = levelQuality(view.level) - FLOOR_BELOW_QUALITY;
  const open = view.market.filter((l) => l.sellerId !== view.clubId && l.leaderId !== view.clubId);
  // A player it lacks may take its wages a little over budget.
  const slack = budget * OVER_BUDGET;
  /** `replacing`: the salary of the player he would replace (who goes on the list after). */
  const bid = (listing: MarketListing, needed: boolean, replacing = 0) => {
    // The price leaves its bank, and so its budget (`wageBudget`): it pays at most what leaves room for his wages.
    const affordable = (room + (needed ? slack : 0) - (listing.salary - replacing)) * BANK_HORIZON_WEEKS;
    const limit = Math.floor(Math.min(valuation(listing.dmi, view.taste(listing.id), needed), cash, affordable) / 100) * 100;
    if (places <= 0 || listing.nextBid > limit) return false;
    decisions.push({ kind: "bid", listingId: listing.id, limit });
    places--;
    cash -= listing.nextBid;
    room -= listing.salary - replacing + listing.nextBid / BANK_HORIZON_WEEKS;
    return true;
  };

  // Raises first: where it bid before and was outbid, its interest stands.
  for (const listing of open.filter((l) => l.bidders.has(view.clubId))) bid(listing, counts[listing.position] < MIN_AT_POSITION);
  const bidding = new Set(decisions.filter((d) => d.kind === "bid").map((d) => (d as { listingId: string }).listingId));
  const candidates = open.filter((l) => !bidding.has(l.id) && !l.bidders.has(view.clubId));
  const best = (pool: MarketListing[]) => pool.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));

  const lacking = POSITIONS.filter((pos) => counts[pos] < MIN_AT_POSITION);
  const wantsDepth = staying.length < SQUAD_WANTED;
  if (lacking.length > 0 || wantsDepth) {
    const wanted = new Set<Position>(lacking.length > 0 ? lacking : POSITIONS);
    const fits = candidates.filter((l) => wanted.has(l.position) && l.score >= floor && l.salary <= room + slack);
    let placed = false;
    for (const listing of best(fits)) if ((placed = bid(listing, lacking.includes(listing.position)))) break;
    // Nothing on the list: a free agent, who costs no fee.
    if (!placed && places > 0 && room + slack > 0)
      decisions.push({ kind: "sign", positions: [...wanted], maxSalary: Math.floor(room + slack) });
    return decisions;
  }

  // A better player than its weakest at a position, whom he then replaces (the weakest goes on the list).
  if (view.draw < upgradeChance(books.bank, books.target) && staying.length < SQUAD_MAX) {
    const weakest = (pos: Position) =>
      staying
        .filter((p) => p.position === pos)
        .reduce<SquadMember | undefined>((w, p) => (w === undefined || p.score < w.score ? p : w), undefined);
    const better = candidates.filter((l) => {
      const replaced = weakest(l.position);
      return replaced !== undefined && counts[l.position] < CROWDED_AT_POSITION && l.score >= replaced.score + UPGRADE_MARGIN;
    });
    for (const listing of best(better)) if (bid(listing, false, weakest(listing.position)!.salary)) break;
  }
  return decisions;
}
