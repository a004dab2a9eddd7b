import type { Club, PlayerState } from "./clubs";
import type { DemoAccounts } from "./demo-accounts";
import { freeJerseyNumber } from "./players";
import type { Rng } from "./random";
import { addMs, DAY, HOUR, type Calendar } from "./season";
import type { BidRow, ManagerRow, TransferListingRow } from "./types";

export const MIN_INCREMENT_PERCENT = 5;
/** The most players a club may have: it bids only while its squad and the auctions it leads stay below it. */
export const SQUAD_MAX = 16;
const MINUTE = 60_000;
/** The game's rule: a player must be owned 4 days before he can be listed. */
export const OWNED_BEFORE_LISTING = 4 * DAY;
/** A bid this close to an auction's end moves the end to this long after the bid (the clock's rule). */
export const LATE_BID_WINDOW = 3 * MINUTE;

export interface Transfer {
  playerId: string;
  fromTeamId: string;
  toTeamId: string;
  at: Date;
  price: number;
}

export interface Market {
  listings: TransferListingRow[];
  bids: BidRow[];
  transfers: Transfer[];
}

interface Seller {
  club: Club;
  player: PlayerState;
}

export const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/** An auction's starting price: a tenth to three fifths of the player's DMI, in whole thousands. */
export function startingPrice(rng: Rng, dmi: number): number {
  return Math.max(1000, roundUp(dmi * rng.float(0.1, 0.6), 1000));
}

/** What a new auction is given; the rest of its row is that of an open auction without bids. */
export type NewListing = Pick<TransferListingRow, "id" | "playerId" | "listingClubId" | "startingPrice" | "startedAt" | "endsAt">;

/** A new auction's row, for the generator and the clock alike: open, no bids, at its starting price. */
export function newListingRow(listing: NewListing): TransferListingRow {
  return {
    id: listing.id,
    playerId: listing.playerId,
    listingClubId: listing.listingClubId,
    startingPrice: listing.startingPrice,
    minIncrementPercent: MIN_INCREMENT_PERCENT,
    startedAt: listing.startedAt,
    endsAt: listing.endsAt,
    status: "Open",
    buyerTeamId: null,
    finalPrice: null,
    currentPrice: listing.startingPrice,
    leaderTeamId: null,
    bidCount: 0,
  };
}

/** Increasing bids from distinct consecutive clubs, each at least the minimum raise over the last. */
function placeBids(rng: Rng, listing: TransferListingRow, bidders: Club[], count: number, until: Date, firstBidder?: Club): BidRow[] {
  const span = until.getTime() - listing.startedAt.getTime();
  const times = Array.from({ length: count }, () => listing.startedAt.getTime() + 1 + Math.floor(rng.next() * (span - 2))).sort(
    (a, b) => a - b,
  );
  const bids: BidRow[] = [];
  let amount = roundUp(listing.startingPrice * rng.float(1, 1.15), 100);
  let previous: Club | undefined;
  for (const time of times) {
    let bidder = bids.length === 0 && firstBidder ? firstBidder : rng.pick(bidders);
    while (bidder === previous || bidder.row.id === listing.listingClubId) bidder = rng.pick(bidders);
    if (bids.length > 0) {
      amount = roundUp(amount * (1 + MIN_INCREMENT_PERCENT / 100) * rng.float(1, 1.12), 100);
    }
    bids.push({
      id: rng.uuid(),
      listingId: listing.id,
      teamId: bidder.row.id,
      managerId: bidder.row.managerId,
      amount,
      placedAt: new Date(time),
    });
    previous = bidder;
  }
  return bids;
}

function newListing(rng: Rng, seller: Seller, startedAt: Date, endsAt: Date): TransferListingRow {
  // The id is drawn before the price: the world's draws keep their order.
  const id = rng.uuid();
  const price = startingPrice(rng, seller.player.row.dmi);
  return newListingRow({ id, playerId: seller.player.row.id, listingClubId: seller.club.row.id, startingPrice: price, startedAt, endsAt });
}

/** The listing's summary of its bids: the last one leads (bids only rise). */
export function recordBids(listing: TransferListingRow, bids: BidRow[]): BidRow[] {
  const last = bids[bids.length - 1];
  if (last) Object.assign(listing, { currentPrice: last.amount, leaderTeamId: last.teamId, bidCount: listing.bidCount + bids.length });
  return bids;
}

const ownedLongEnough = (player: PlayerState, startedAt: Date) =>
  player.row.joinedClubAt.getTime() <= startedAt.getTime() - OWNED_BEFORE_LISTING;

function moveToBuyer(player: PlayerState, seller: Club, buyer: Club, at: Date, rng: Rng) {
  seller.players = seller.players.filter((p) => p !== player);
  player.formerClub = { teamId: seller.row.id, leftAt: at };
  player.row.number = freeJerseyNumber(buyer);
  player.row.clubId = buyer.row.id;
  player.row.joinedClubAt = addMs(at, rng.int(1, 30) * MINUTE);
  buyer.players.push(player);
}

/** Past auctions: sold ones move the player to the last bidder's club, unsold ones leave him. */
function closedAuctions(rng: Rng, sellers: Seller[], bidders: Club[], calendar: Calendar, market: Market, taken: Set<string>) {
  const ref = calendar.referenceTime.getTime();
  const soldCount = Math.round(sellers.length * 0.01);
  const unsoldCount = Math.round(sellers.length * 0.008);
  let sold = 0;
  let unsold = 0;
  for (const seller of sellers) {
    if (sold >= soldCount && unsold >= unsoldCount) break;
    const nominalEnd = new Date(ref - HOUR - Math.floor(rng.next() * 20 * DAY));
    const startedAt = addMs(nominalEnd, -rng.int(1, 3) * DAY);
    if (taken.has(seller.player.row.id) || !ownedLongEnough(seller.player, startedAt)) continue;
    const listing = newListing(rng, seller, startedAt, nominalEnd);
    if (sold < soldCount && seller.club.players.length > 12) {
      const bids = placeBids(rng, listing, bidders, rng.int(1, 6), nominalEnd);
      const last = bids[bids.length - 1];
      const buyer = bidders.find((c) => c.row.id === last.teamId)!;
      if (buyer.players.length >= SQUAD_MAX - 1) continue;
      listing.endsAt = new Date(Math.max(nominalEnd.getTime(), last.placedAt.getTime() + 3 * MINUTE));
      Object.assign(listing, { status: "Sold", buyerTeamId: buyer.row.id, finalPrice: last.amount });
      moveToBuyer(seller.player, seller.club, buyer, listing.endsAt, rng);
      market.transfers.push({
        playerId: listing.playerId,
        fromTeamId: seller.club.row.id,
        toTeamId: buyer.row.id,
        at: listing.endsAt,
        price: last.amount,
      });
      market.bids.push(...recordBids(listing, bids));
      sold++;
    } else if (unsold < unsoldCount) {
      listing.status = "Unsold";
      unsold++;
    } else continue;
    market.listings.push(listing);
    taken.add(seller.player.row.id);
  }
}

/**
 * Open auctions: started in the last two days, ending over the next one to three. A club
 * leads only while its squad and the auctions it leads stay within the squad maximum: later
 * bids of clubs without room are left out. (What they lead, the club's bank holds: see
 * `makeEconomy`.)
 */
function openAuctions(
  rng: Rng,
  sellers: Seller[],
  playerCount: number,
  bidders: Club[],
  calendar: Calendar,
  market: Market,
  taken: Set<string>,
  demo?: DemoAccounts,
) {
  const ref = calendar.referenceTime.getTime();
  const target = Math.round(playerCount * 0.05);
  const demoBidders = demo ? [demo.demoClub, demo.demoClub, demo.rookieClub] : [];
  // The demo club's own listing: a player it has owned long enough however early the auction starts.
  const earliestStart = new Date(ref - 10 * MINUTE - 2 * DAY);
  const demoListable = demo?.demoClub.players.filter((p) => ownedLongEnough(p, earliestStart)) ?? [];
  const demoSeller = demo && demoListable.length > 0 ? { club: demo.demoClub, player: rng.pick(demoListable) } : undefined;
  const ordered = demoSeller ? [demoSeller, ...sellers] : sellers;
  const clubById = new Map([...bidders, ...demoBidders].map((c) => [c.row.id, c]));
  const leads = new Map<string, number>();
  const hasRoom = (clubId: string) => clubById.get(clubId)!.players.length + (leads.get(clubId) ?? 0) < SQUAD_MAX;
  let opened = 0;
  for (const seller of ordered) {
    if (opened >= target) break;
    const startedAt = new Date(ref - 10 * MINUTE - Math.floor(rng.next() * 2 * DAY));
    if (taken.has(seller.player.row.id) || !ownedLongEnough(seller.player, startedAt)) continue;
    const shortest = Math.floor((ref - startedAt.getTime()) / DAY) + 1;
    const endsAt = addMs(startedAt, rng.int(shortest, 3) * DAY + rng.int(0, 10) * MINUTE);
    const listing = newListing(rng, seller, startedAt, endsAt);
    const demoBidder = demoBidders.find((c) => c !== seller.club);
    const withBids = demoBidder !== undefined || seller.club === demo?.demoClub || rng.chance(0.6);
    if (withBids) {
      const bids = placeBids(rng, listing, bidders, rng.int(2, 6), calendar.referenceTime, demoBidder);
      while (bids.length > 0 && !hasRoom(bids[bids.length - 1].teamId)) bids.pop();
      market.bids.push(...recordBids(listing, bids));
      if (listing.leaderTeamId !== null) leads.set(listing.leaderTeamId, (leads.get(listing.leaderTeamId) ?? 0) + 1);
      if (demoBidder) demoBidders.splice(demoBidders.indexOf(demoBidder), 1);
    }
    market.listings.push(listing);
    taken.add(seller.player.row.id);
    opened++;
  }
}

/** What each club has committed as the leader of open auctions: the sum of their prices. */
export function committedByClub(listings: TransferListingRow[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of listings) {
    if (l.status === "Open" && l.leaderTeamId !== null) out.set(l.leaderTeamId, (out.get(l.leaderTeamId) ?? 0) + l.currentPrice);
  }
  return out;
}

/**
 * The transfer list: about 5% of players in open auctions, some auctions already over. The
 * clubs that trade are those the clock trades for: the clubs of simulated managers. Besides,
 * the demo accounts have acted on it themselves: the demo club lists a player (with bids) and
 * bids on others; rookie bids too.
 */
export function makeMarket(rng: Rng, clubs: Club[], managers: ManagerRow[], calendar: Calendar, demo?: DemoAccounts): Market {
  const simulated = new Set(managers.filter((m) => m.isSimulated).map((m) => m.id));
  const trading = clubs.filter((c) => c.row.managerId !== null && simulated.has(c.row.managerId));
  const sellers = rng.shuffle(trading.flatMap((club) => club.players.map((player) => ({ club, player }))));
  const market: Market = { listings: [], bids: [], transfers: [] };
  const taken = new Set<string>();
  closedAuctions(rng, sellers, trading, calendar, market, taken);
  const playerCount = clubs.reduce((n, c) => n + c.players.length, 0);
  openAuctions(rng, sellers, playerCount, trading, calendar, market, taken, demo);
  return market;
}
