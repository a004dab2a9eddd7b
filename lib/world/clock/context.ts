import { prepareSql, sql } from "@/lib/sql";
import { Rng } from "../random";
import { appendTo } from "../group";
import { WEBHOOK_HISTORY_MS } from "@/lib/events";
import type { ArenaRow, Position } from "../types";
import type { ClockDb, NoArgs } from "./sql";

/** An auction still open, as the clock keeps it between events. */
export interface OpenListing {
  id: string;
  playerId: string;
  listingClubId: string;
  startedAt: Date;
  endsAt: Date;
  currentPrice: number;
  leaderTeamId: string | null;
  bidCount: number;
  minIncrementPercent: number;
  /** When its last bid was placed (null with none): a new bid comes after it. */
  lastBidAt: Date | null;
  /** The clubs that have bid on it. */
  bidders: Set<string>;
}

/** A listed player as buyers weigh him (lib/world/manager.ts `MarketListing`). */
export interface ListedPlayer {
  position: Position;
  /** His worth at his position (lib/world/skills.ts `positionScore`). */
  score: number;
  age: number;
  salary: number;
  dmi: number;
}

/**
 * What the market's hours would otherwise work out again each hour, kept until the next week's
 * turn (training, DMI) or season's (ages, salaries), which start a new one.
 */
export interface MarketMemo {
  /** Worth at a position by position and skills text (pure). */
  scores?: Map<string, number>;
  /** A club's taste for a listing, by club and listing id (pure: drawn from the seed). */
  tastes?: Map<string, number>;
  /** The players on open auctions, once read, kept in step by the hours' new listings. */
  listed?: Map<string, ListedPlayer>;
}

/** A club the clock runs: one of a simulated manager (who trades) or a bot club (no manager). */
/** A club's income facts as the market's hour reads them (./market.ts). */
export interface ClubIncomeRow {
  id: string;
  level: number | null;
  fanShop: number;
  staffSalaries: number;
  upkeep: number;
  arena: ArenaRow | null;
}

export interface RunClub {
  id: string;
  kind: "simulated" | "bot";
}

export interface SeasonInfo {
  id: string;
  number: number;
  startsAt: Date;
  endsAt: Date;
}

/** What every event reads besides the database: the world's seed, for its random streams. */
export interface ClockContext {
  seed: number;
  size: number;
  /**
   * The clubs the clock runs, by their office hour (0 to 23, UTC; lib/world/manager.ts): those
   * whose manager is simulated (a generated stand-in for another of the game's managers), who
   * list, bid and let players go, and the bot clubs, which only let players go. A club whose
   * manager is a person is left to that manager (fixed for a world).
   */
  officeHours: Map<number, RunClub[]>;
  /** The simulated managers of clubs, who place their bids. */
  managerOf: Map<string, string>;
  /** The generated world's "now": its bids were all placed before it. */
  referenceTime: Date;
  /**
   * Players per club, read once per advance and kept in step by every transfer and release the
   * clock makes, and read again after a season's turn (a failed step ends the advance, and the
   * next one reads them again).
   */
  squads: Map<string, number>;
  /**
   * What the clock knows is next, so that quiet hours cost no look-ups: the earliest unplayed
   * game and the earliest end of an open auction (undefined: look again).
   */
  next: { gameAt?: Date | null; auctionEndAt?: Date | null };
  /** The open auctions by id, once read (see `openListings`). */
  open?: Map<string, OpenListing>;
  /**
   * Each club's bank (the closing balance of its economy week in progress), once read, kept in
   * step by the settlements and dropped by whatever else books money (games, the weekly economy).
   */
  balances?: Map<string, number>;
  /**
   * What each club the clock runs earns before wages, as its manager reckons it (league level,
   * fan shop, staff, upkeep, arena), once read; dropped at a season's turn, which moves levels.
   */
  incomeFacts?: Map<string, ClubIncomeRow>;
  /** The market's memo (see `MarketMemo`): replaced by an empty one each Friday and at a season's turn. */
  memo: MarketMemo;
  /** Whether the transaction in progress applied an event (the world's revision moves). */
  changed?: boolean;
  /** The latest season, once read (the clock alone adds seasons). */
  season?: SeasonInfo;
  /** Teams managed (or coached) by a person, by team: the managers the clock's events are told to (./events.ts). */
  people: Map<string, string>;
  /** The instant this advance catches up to: events are kept for the feed 30 days before it. */
  tellFrom: Date;
  /** Events from this instant on are pushed to webhooks; older ones are history, in the feed only. */
  pushFrom: Date;
}

const WORLD_INFO = prepareSql<NoArgs, { seed: number; size: number; referenceTime: Date }>(
  "clock_world_info",
  sql`SELECT "seed", "size", "referenceTime" FROM "WorldInfo" WHERE "id" = 1`,
);

/** The clubs the clock runs: a simulated manager's (with him), or no manager's (a bot club). */
const RUN_CLUBS = prepareSql<NoArgs, { id: string; managerId: string | null }>(
  "clock_run_clubs",
  sql`SELECT t."id", t."managerId" FROM "Team" t LEFT JOIN "Manager" m ON m."id" = t."managerId"
       WHERE t."kind" = 'Club' AND (t."managerId" IS NULL OR m."isSimulated") ORDER BY t."id"`,
);

const SQUAD_SIZES = prepareSql<NoArgs, { clubId: string; n: number }>(
  "clock_squad_sizes",
  sql`SELECT "clubId", count(*)::int AS n FROM "Player" WHERE "clubId" IS NOT NULL GROUP BY "clubId"`,
);

export async function squadSizes(db: ClockDb): Promise<Map<string, number>> {
  return new Map((await db.sql.rows(SQUAD_SIZES, {})).map((r) => [r.clubId, r.n]));
}

/** A club's office hour: when, each day, its manager looks at its squad, its money and the market. */
export const officeHourOf = (clubId: string) => new Rng(`office:${clubId}`).int(0, 23);

/** The teams whose manager (a club's, or a national team's coach) is a person, by team. */
const PEOPLE_TEAMS = prepareSql<NoArgs, { teamId: string; managerId: string }>(
  "clock_people_teams",
  sql`SELECT t."id" AS "teamId", t."managerId" FROM "Team" t JOIN "Manager" m ON m."id" = t."managerId" WHERE NOT m."isSimulated"`,
);

export async function peopleTeams(db: ClockDb): Promise<Map<string, string>> {
  return new Map((await db.sql.rows(PEOPLE_TEAMS, {})).map((r) => [r.teamId, r.managerId]));
}

/** The world a context is of: a world written again (another seed, size or reference time) starts afresh. */
export type WorldIdentity = Pick<ClockContext, "seed" | "size" | "referenceTime">;

export const isSameWorld = (a: WorldIdentity, b: WorldIdentity) =>
  a.seed === b.seed && a.size === b.size && a.referenceTime.getTime() === b.referenceTime.getTime();

export async function loadClockContext(db: ClockDb, until: Date): Promise<ClockContext> {
  const info = await db.sql.one(WORLD_INFO, {});
  if (!info) throw new Error("No world to advance: generate one first.");
  const clubs = await db.sql.rows(RUN_CLUBS, {});
  const officeHours = new Map<number, RunClub[]>();
  for (const c of clubs) appendTo(officeHours, officeHourOf(c.id), { id: c.id, kind: c.managerId === null ? "bot" : "simulated" });
  return {
    squads: await squadSizes(db),
    next: {},
    memo: {},
    seed: info.seed,
    size: info.size,
    referenceTime: info.referenceTime,
    officeHours,
    managerOf: new Map(clubs.filter((c) => c.managerId !== null).map((c) => [c.id, c.managerId!])),
    people: await peopleTeams(db),
    tellFrom: until,
    pushFrom: new Date(until.getTime() - WEBHOOK_HISTORY_MS),
  };
}

/**
 * The random stream of one event: a function of the world's seed and the event alone, so
 * the event comes out the same however the clock got to it.
 */
export function eventRng(ctx: ClockContext, key: string): Rng {
  return new Rng(`clock:${ctx.seed}:${ctx.size}:${key}`);
}
