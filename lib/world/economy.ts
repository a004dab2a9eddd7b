import { gateRevenue } from "./arena";
import { generatedBank, INTEREST_RATE, MERCHANDISE, SCOUTING, tvMoney } from "./budget";
import { appendTo } from "./group";
import type { Club } from "./clubs";
import { roundUp, type Transfer } from "./market";
import type { HomeCrowds, HomeGame } from "./matches";
import type { Rosters } from "./rosters";
import type { Rng } from "./random";
import { addMs, TRAINING_WEEKS, WEEK, type Calendar } from "./season";
import type { ArenaRow, EconomyLineRow, EconomyWeekRow, FacilityRow, StaffRow, WorldSink } from "./types";

type Line = [kind: EconomyLineRow["kind"], amount: number];

export const ECONOMY_WEEKS = TRAINING_WEEKS;

export interface EconomyContext {
  calendar: Calendar;
  clubs: Club[];
  rosters: Rosters;
  /** The played home games of each club in the weeks booked. */
  crowds: HomeCrowds;
  transfers: Transfer[];
  /** What each club leads on open auctions: its bank at the end must hold it. */
  committed: Map<string, number>;
  arenas: Map<string, ArenaRow>;
  staff: Map<string, StaffRow[]>;
  facilities: Map<string, FacilityRow[]>;
}

const inWeek = (time: Date, weekStart: Date) => time.getTime() >= weekStart.getTime() && time.getTime() < weekStart.getTime() + WEEK;

interface ClubTransfer {
  at: Date;
  /** What the club got (a sale) or paid (a purchase, negative). */
  amount: number;
}

/** Each club's sales and purchases: a club's week looks at its own, not at every transfer of the world. */
function transfersByClub(transfers: EconomyContext["transfers"]): Map<string, ClubTransfer[]> {
  const out = new Map<string, ClubTransfer[]>();
  for (const t of transfers) {
    appendTo(out, t.fromTeamId, { at: t.at, amount: t.price });
    appendTo(out, t.toTeamId, { at: t.at, amount: -t.price });
  }
  return out;
}

/** One club's week before interest: every income and expense; kinds that did not occur are left out. */
function weekLines(rng: Rng, ctx: EconomyContext, club: Club, weekStart: Date, homeGames: HomeGame[], trades: ClubTransfer[]): Line[] {
  const id = club.row.id;
  const salaries = ctx.rosters.at(id, weekStart).reduce((s, p) => s + p.row.salary, 0);
  const staff = (ctx.staff.get(id) ?? []).reduce((s, x) => s + x.salary, 0);
  const upkeep = (ctx.facilities.get(id) ?? []).reduce((s, f) => s + f.weeklyUpkeep, 0);
  const fanShop = ctx.facilities.get(id)?.find((f) => f.building === "FanShop")?.level ?? 0;
  const [tvMin, tvMax] = tvMoney(club.league.level);
  const arena = ctx.arenas.get(id)!;
  const gate = homeGames.filter((m) => inWeek(m.startsAt, weekStart)).reduce((s, m) => s + gateRevenue(arena, m.attendance!), 0);
  const transfers = trades.filter((t) => inWeek(t.at, weekStart)).reduce((s, t) => s + t.amount, 0);
  const lines: Line[] = [
    ["PlayerSalaries", -salaries],
    ["StaffSalaries", -staff],
    ["FacilityUpkeep", -upkeep],
    ["TvMoney", rng.int(tvMin, tvMax)],
    ["Merchandise", Math.round(MERCHANDISE.base + fanShop * MERCHANDISE.perFanShopLevel + rng.int(0, MERCHANDISE.extra))],
    ["MatchRevenue", gate],
    ["Scouting", rng.chance(SCOUTING.chance) ? -rng.int(SCOUTING.min, SCOUTING.max) : 0],
    ["Transfers", transfers],
  ];
  return lines.filter(([, amount]) => amount !== 0);
}

const total = (lines: Line[]) => lines.reduce((s, [, amount]) => s + amount, 0);

/**
 * Six weeks of finances per club; each week opens with the previous week's closing
 * balance. The starting bank is chosen so that the club ends near the bank its manager keeps to
 * (`targetBank`), stays above about 300,000, and ends with at least what it has committed as the
 * leader of open auctions and, beyond that, its generated bank: a leader who wins keeps the bank
 * its manager holds to, not a bank the week's wages and the season's gateless weeks would sink.
 */
export function makeEconomy(rng: Rng, ctx: EconomyContext, sink: Pick<WorldSink, "economyWeeks" | "economyLines">): void {
  const homeGames = ctx.crowds.byClub;
  const trades = transfersByClub(ctx.transfers);
  for (const club of ctx.clubs) {
    const starts = Array.from({ length: ECONOMY_WEEKS }, (_, i) => addMs(ctx.calendar.currentWeekStart, -(ECONOMY_WEEKS - 1 - i) * WEEK));
    const weeks = starts.map((weekStart) =>
      weekLines(rng, ctx, club, weekStart, homeGames.get(club.row.id) ?? [], trades.get(club.row.id) ?? []),
    );
    let lowest = 0;
    let running = 0;
    for (const lines of weeks) lowest = Math.min(lowest, (running += total(lines)));
    // Around its target, as far from it as the weeks take banks (lib/world/manager.ts holds them to it).
    const ending = generatedBank(club.row.id);
    const drawn = Math.round(Math.max(ending - running, 300_000 - lowest) / 1000) * 1000;
    // Interest only adds, so opening with the commitments (and the bank beyond them) less the weeks' result is enough.
    const committed = ctx.committed.get(club.row.id) ?? 0;
    const kept = committed > 0 ? committed + ending : 0;
    let balance = Math.max(drawn, roundUp(kept - running, 1000));
    weeks.forEach((lines, i) => {
      const interest = Math.round(balance * INTEREST_RATE);
      const all: Line[] = interest > 0 ? [...lines, ["Interest", interest]] : lines;
      const week: EconomyWeekRow = {
        id: rng.uuid(),
        teamId: club.row.id,
        weekStart: starts[i],
        openingBalance: balance,
        closingBalance: balance + total(all),
      };
      sink.economyWeeks(week);
      for (const [kind, amount] of all) sink.economyLines({ weekId: week.id, kind, amount });
      balance = week.closingBalance;
    });
  }
}
