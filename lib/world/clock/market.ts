import { param, prepareSql, sql } from "@/lib/sql";
import { LATE_BID_WINDOW, newListingRow, OWNED_BEFORE_LISTING, roundUp, SQUAD_MAX, startingPrice } from "../market";
import { groupBy } from "../group";
import { DAY, fridayOnOrBefore, HOUR } from "../season";
import type { BidRow, TransferListingRow } from "../types";
import { eventRng, type ClockContext, type MarketPlayer, type OpenListing } from "./context";
import { tellEvents, toManagerOf } from "./events";
import { insertPart, writeAll, type ClockDb, type NoArgs } from "./sql";

export type { OpenListing };

const MINUTE = 60_000;
/** Share of club players the market keeps on the list. */
const OPEN_SHARE = 0.05;
/** Chance that an open auction draws a bid in a given hour. */
const BID_CHANCE_PER_HOUR = 0.1;
const SQUAD_MIN = 12;

const OPEN_LISTINGS = prepareSql<NoArgs, OpenListing>(
  "clock_open_listings",
  sql`SELECT "id", "playerId", "listingClubId", "startedAt", "endsAt", "currentPrice", "leaderTeamId", "bidCount", "minIncrementPercent"
        FROM "TransferListing" WHERE "status" = 'Open' ORDER BY "id"`,
);

const CLUB_PLAYERS = prepareSql<{ clubs: string[] }, MarketPlayer>(
  "clock_club_players",
  sql`SELECT "id", "clubId", "number", "dmi", "joinedClubAt" FROM "Player"
       WHERE "clubId" = ANY(${param<string[]>("clubs")}::uuid[]) ORDER BY "id"`,
);

/**
 * The open auctions, read once per advance and then kept in step by the market and the
 * settlements (a failed step ends the advance, and the next one reads them again).
 */
export async function openListings(db: ClockDb, ctx: ClockContext): Promise<Map<string, OpenListing>> {
  if (ctx.open) return ctx.open;
  const rows = await db.sql.rows(OPEN_LISTINGS, {});
  ctx.open = new Map(rows.map((l) => [l.id, l]));
  return ctx.open;
}

/** The closing balance of each club's economy week in progress (every club has the latest week). */
const BANKS = prepareSql<NoArgs, { teamId: string; closingBalance: number }>(
  "clock_banks",
  sql`SELECT "teamId", "closingBalance" FROM "EconomyWeek" WHERE "weekStart" = (SELECT max("weekStart") FROM "EconomyWeek")`,
);

/** Each club's bank, read when needed and then kept in step by the settlements (see `ClockContext.balances`). */
async function banks(db: ClockDb, ctx: ClockContext): Promise<Map<string, number>> {
  if (ctx.balances) return ctx.balances;
  ctx.balances = new Map((await db.sql.rows(BANKS, {})).map((r) => [r.teamId, r.closingBalance]));
  return ctx.balances;
}

const add = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

/**
 * The players of these clubs, by club, each list in id order: read when the market needs them
 * (the buyers' jersey numbers, the sellers' squads), never the whole world's. The clock's own
 * transfers are written before the read (./sql.ts defers writes only up to the next read).
 */
async function playersOf(db: ClockDb, clubs: string[]): Promise<Map<string, MarketPlayer[]>> {
  if (clubs.length === 0) return new Map();
  return groupBy(await db.sql.rows(CLUB_PLAYERS, { clubs }), (p) => p.clubId);
}

/** The earliest end among the open auctions, or null when there is none. */
export async function nextAuctionEnd(db: ClockDb, ctx: ClockContext): Promise<Date | null> {
  let next: Date | null = null;
  for (const l of (await openListings(db, ctx)).values()) if (next === null || l.endsAt < next) next = l.endsAt;
  return next;
}

/**
 * Closes every open auction that has ended by `until`, in order of its end: sold to the
 * leading bidder (the player moves, with a free jersey number, and both clubs' week books
 * the price) or unsold. A leader whose squad is full or whose bank no longer holds the
 * price (bids are bounded, but the weekly costs come in between) gets nothing: the auction
 * closes unsold, its bids kept, and the player stays.
 */
export async function settleAuctions(db: ClockDb, ctx: ClockContext, until: Date): Promise<boolean> {
  const open = await openListings(db, ctx);
  const ending = [...open.values()]
    .filter((l) => l.endsAt.getTime() <= until.getTime())
    .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (ending.length === 0) return false;
  for (const l of ending) open.delete(l.id);
  const buyers = [...new Set(ending.map((l) => l.leaderTeamId).filter((id): id is string => id !== null))];
  const clubPlayers = await playersOf(db, buyers);
  const numbers = new Map<string, Set<number>>(buyers.map((id) => [id, new Set((clubPlayers.get(id) ?? []).map((p) => p.number))]));
  const bank = buyers.length > 0 ? await banks(db, ctx) : new Map<string, number>();
  const closed: { id: string; status: string; buyer: string | null; price: number | null }[] = [];
  const moves: { id: string; club: string; number: number; at: Date }[] = [];
  const ledger: { teamId: string; weekStart: Date; amount: number }[] = [];
  for (const listing of ending) {
    const buyer = listing.leaderTeamId;
    if (buyer === null || (ctx.squads.get(buyer) ?? 0) >= SQUAD_MAX || (bank.get(buyer) ?? 0) < listing.currentPrice) {
      closed.push({ id: listing.id, status: "Unsold", buyer: null, price: null });
      continue;
    }
    const taken = numbers.get(buyer)!;
    let number = 0;
    while (taken.has(number)) number++;
    taken.add(number);
    closed.push({ id: listing.id, status: "Sold", buyer: buyer, price: listing.currentPrice });
    ctx.squads.set(listing.listingClubId, (ctx.squads.get(listing.listingClubId) ?? 0) - 1);
    ctx.squads.set(buyer, (ctx.squads.get(buyer) ?? 0) + 1);
    add(bank, listing.listingClubId, listing.currentPrice);
    add(bank, buyer, -listing.currentPrice);
    moves.push({ id: listing.playerId, club: buyer, number, at: listing.endsAt });
    const weekStart = fridayOnOrBefore(listing.endsAt);
    ledger.push({ teamId: listing.listingClubId, weekStart, amount: listing.currentPrice });
    ledger.push({ teamId: buyer, weekStart, amount: -listing.currentPrice });
  }
  await writeAll(
    db,
    [
      {
        sql: (
          from,
        ) => sql`UPDATE "TransferListing" l SET "status" = r.status::"ListingStatus", "buyerTeamId" = r.buyer, "finalPrice" = r.price
           FROM ${from("id uuid, status text, buyer uuid, price int")} WHERE l."id" = r.id`,
        rows: closed,
      },
      {
        sql: (from) => sql`UPDATE "Player" p SET "clubId" = r.club, "number" = r.number, "joinedClubAt" = r.at
           FROM ${from("id uuid, club uuid, number int, at timestamp")} WHERE p."id" = r.id`,
        rows: moves,
      },
    ],
    { kind: "Transfers", entries: ledger },
  );
  await tellEvents(
    db,
    ctx,
    ending.flatMap((l, i) => settledEvents(ctx, l, closed[i])),
  );
  return true;
}

/**
 * The market's hour, at `hour` (a whole hour): the trading clubs (those of simulated managers,
 * see `ClockContext.tradingClubs`) bid on open auctions (bids placed during the hour that ends
 * now, each the minimum raise or more over the last), and list players so that about 5% of
 * club players are on the list. Sellers keep at least twelve players. A club bids only while its squad and the auctions it leads stay below the
 * squad maximum, and only what its bank holds beyond the prices of the auctions it leads.
 */
export async function runMarketHour(db: ClockDb, ctx: ClockContext, hour: Date): Promise<void> {
  const rng = eventRng(ctx, `market:${hour.toISOString()}`);
  const listings = await openListings(db, ctx);
  const open = [...listings.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const offers: { listing: OpenListing; bidder: string; placedAt: number; raise: number; id: string }[] = [];
  for (const listing of open) {
    if (!rng.chance(BID_CHANCE_PER_HOUR)) continue;
    // The clock's bids fall in the hour that ends now, so each comes after the one before.
    const from = Math.max(hour.getTime() - HOUR, listing.startedAt.getTime(), ctx.referenceTime.getTime());
    if (from >= hour.getTime()) continue;
    const placedAt = from + 1 + Math.floor(rng.next() * (hour.getTime() - from - 1));
    const bidder = rng.pick(ctx.tradingClubs);
    const raise = rng.float(1, 1.1);
    const id = rng.uuid();
    if (bidder !== listing.listingClubId && bidder !== listing.leaderTeamId) offers.push({ listing, bidder, placedAt, raise, id });
  }
  const target = Math.round(ctx.clubPlayerCount * OPEN_SHARE);
  const wanted = Math.min(target - open.length, Math.ceil(target / 24));
  const sellerDraws = wanted > 0 ? Array.from({ length: wanted * 3 }, () => rng.pick(ctx.tradingClubs)) : [];
  const squads = ctx.squads;
  // What each club leads: auctions (against its squad's room) and money (against its bank).
  const leads = new Map<string, number>();
  const committed = new Map<string, number>();
  for (const l of listings.values()) {
    if (l.leaderTeamId === null) continue;
    add(leads, l.leaderTeamId, 1);
    add(committed, l.leaderTeamId, l.currentPrice);
  }
  const bank = offers.length > 0 ? await banks(db, ctx) : new Map<string, number>();

  const bids: BidRow[] = [];
  const updated: { id: string; price: number; leader: string; count: number; endsAt: Date }[] = [];
  for (const { listing, bidder, placedAt, raise, id } of offers) {
    if ((squads.get(bidder) ?? 0) + (leads.get(bidder) ?? 0) >= SQUAD_MAX) continue;
    const amount =
      listing.bidCount === 0 ? listing.currentPrice : roundUp(listing.currentPrice * (1 + listing.minIncrementPercent / 100) * raise, 100);
    if (amount > (bank.get(bidder) ?? 0) - (committed.get(bidder) ?? 0)) continue;
    if (listing.leaderTeamId !== null) {
      add(leads, listing.leaderTeamId, -1);
      add(committed, listing.leaderTeamId, -listing.currentPrice);
    }
    add(leads, bidder, 1);
    add(committed, bidder, amount);
    const endsAt = Math.max(listing.endsAt.getTime(), placedAt + LATE_BID_WINDOW);
    bids.push({
      id,
      listingId: listing.id,
      teamId: bidder,
      managerId: ctx.managerOf.get(bidder) ?? null,
      amount,
      placedAt: new Date(placedAt),
    });
    updated.push({ id: listing.id, price: amount, leader: bidder, count: listing.bidCount + 1, endsAt: new Date(endsAt) });
    Object.assign(listing, { currentPrice: amount, leaderTeamId: bidder, bidCount: listing.bidCount + 1, endsAt: new Date(endsAt) });
  }
  const sellers = wanted > 0 ? sellingClubs(open, squads, sellerDraws, wanted) : [];
  const listed = sellers.length > 0 ? listPlayers(rng, hour, open, await playersOf(db, sellers), sellers) : [];
  for (const l of listed) listings.set(l.id, l);
  await writeAll(db, [
    insertPart("Bid", bids),
    {
      sql: (
        from,
      ) => sql`UPDATE "TransferListing" l SET "currentPrice" = r.price, "leaderTeamId" = r.leader, "bidCount" = r.count, "endsAt" = r."endsAt"
         FROM ${from(`id uuid, price int, leader uuid, count int, "endsAt" timestamp`)} WHERE l."id" = r.id`,
      rows: updated,
    },
    insertPart("TransferListing", listed),
  ]);
}

/** The clubs that list a player this hour, in id order: the first `wanted` drawn that keep more than twelve players unlisted. */
function sellingClubs(open: OpenListing[], squads: Map<string, number>, draws: string[], wanted: number): string[] {
  const listedBy = new Map<string, number>();
  for (const l of open) listedBy.set(l.listingClubId, (listedBy.get(l.listingClubId) ?? 0) + 1);
  const clubs = new Set<string>();
  for (const club of draws) {
    if (clubs.size >= wanted) break;
    if ((squads.get(club) ?? 0) - (listedBy.get(club) ?? 0) > SQUAD_MIN) clubs.add(club);
  }
  return [...clubs].sort();
}

function listPlayers(
  rng: ReturnType<typeof eventRng>,
  hour: Date,
  open: OpenListing[],
  clubPlayers: Map<string, MarketPlayer[]>,
  sellers: string[],
): TransferListingRow[] {
  const listedPlayers = new Set(open.map((l) => l.playerId));
  const listings: TransferListingRow[] = [];
  for (const club of sellers) {
    const eligible = (clubPlayers.get(club) ?? []).filter(
      (p) => !listedPlayers.has(p.id) && p.joinedClubAt.getTime() <= hour.getTime() - OWNED_BEFORE_LISTING,
    );
    if (eligible.length === 0) continue;
    const player = rng.pick(eligible);
    // The price is drawn before the id, then the end: the clock's draws keep their order.
    const price = startingPrice(rng, player.dmi);
    const id = rng.uuid();
    const endsAt = new Date(hour.getTime() + rng.int(1, 3) * DAY + rng.int(0, 59) * MINUTE);
    listings.push(newListingRow({ id, playerId: player.id, listingClubId: club, startingPrice: price, startedAt: hour, endsAt }));
  }
  return listings;
}

/** `auction.settled`, to the listing club's manager and the buyer's (the leader who got nothing is not told). */
function settledEvents(ctx: ClockContext, listing: OpenListing, closed: { buyer: string | null; price: number | null }) {
  const data = {
    listingId: listing.id,
    playerId: listing.playerId,
    listingClubId: listing.listingClubId,
    buyerClubId: closed.buyer,
    outcome: closed.buyer === null ? ("Unsold" as const) : ("Sold" as const),
    price: closed.price,
  };
  return [listing.listingClubId, closed.buyer].flatMap((teamId) =>
    toManagerOf(ctx, teamId, { type: "auction.settled", key: listing.id, at: listing.endsAt, data: { ...data, teamId: teamId! } }),
  );
}
