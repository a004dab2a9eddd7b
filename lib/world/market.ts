import type { Club, PlayerState } from "./clubs";
import type { DemoAccounts } from "./demo-accounts";
import { freeJerseyNumber } from "./players";
import type { Rng } from "./random";
import { addMs, DAY, HOUR, type Calendar } from "./season";
import type { BidRow, ManagerRow, TransferListingRow } from "./types";

export const MIN_INCREMENT_PERCENT = 5;
/** The most players a club may have: it bids only while its squad and the auctions it leads stay below it. */
export const SQUAD_MAX = 16;
/** Below this many players (what it lists does not count) a club buys, whatever its positions (lib/world/manager.ts). */
export const SQUAD_WANTED = 13;
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

/** An auction's starting price: three tenths to seven tenths of the player's DMI, in whole thousands. */
export function startingPrice(rng: Rng, dmi: number): number {
  return Math.max(1000, roundUp(dmi * rng.float(0.3, 0.7), 1000));
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

/** What a club would pay for a player at most: between 0.6 and 1.1 of his DMI by its taste, more when it must. */
export function valuation(dmi: number, taste: number, needed: boolean): number {
  return Math.round(dmi * (0.6 + 0.5 * taste) * (needed ? 1.15 : 1));
}

/** A club interested in an auction, with the most it would pay (lib/world/manager.ts `valuation`). */
interface Interest {
  club: Club;
  limit: number;
}

/**
 * The bids of an auction between `from` and `until`, as the clock's managers place them: the
 * interested clubs, in turn, each bid the minimum raise or a little more over the leader while
 * their limit allows; the first bid is the starting price. Ends when no one else will go higher.
 */
function biddingWar(rng: Rng, listing: TransferListingRow, interested: Interest[], from: Date, until: Date, first?: Interest): BidRow[] {
  const bids: BidRow[] = [];
  let price = listing.startingPrice;
  let leader: Interest | undefined;
  for (let round = 0; round < 12; round++) {
    const next = bids.length === 0 ? price : roundUp(price * (1 + MIN_INCREMENT_PERCENT / 100), 100);
    const willing = interested.filter((i) => i !== leader && i.limit >= next);
    if (willing.length === 0) break;
    leader = bids.length === 0 && first && willing.includes(first) ? first : rng.pick(willing);
    price = bids.length === 0 ? next : Math.max(next, Math.min(leader.limit, roundUp(next * rng.float(1, 1.05), 100)));
    bids.push({
      id: rng.uuid(),
      listingId: listing.id,
      teamId: leader.club.row.id,
      managerId: leader.club.row.managerId,
      amount: price,
      placedAt: from,
    });
  }
  // Spread over the auction so far, in order.
  const span = until.getTime() - from.getTime();
  const times = bids.map(() => from.getTime() + 1 + Math.floor(rng.next() * Math.max(1, span - 2))).sort((x, y) => x - y);
  bids.forEach((bid, i) => (bid.placedAt = new Date(times[i])));
  return bids;
}

/** The clubs that want a seller's player: a few with room in their squad, keenest where they lack his position. */
function interestIn(rng: Rng, seller: Seller, bidders: Club[], hasRoom: (club: Club) => boolean): Interest[] {
  const position = seller.player.row.bestPosition;
  const interested: Interest[] = [];
  for (let tries = 0; tries < 12 && interested.length < 3; tries++) {
    const club = rng.pick(bidders);
    if (club === seller.club || !hasRoom(club) || interested.some((i) => i.club === club)) continue;
    const atPosition = club.players.filter((p) => p.row.bestPosition === position).length;
    // Four at a position is a crowd the clock's managers list from (lib/world/manager.ts): half the
    // buyers who would make one look elsewhere, so the clock's first weeks find the crowds it keeps.
    if (atPosition >= 4 || (atPosition === 3 && rng.chance(0.5))) continue;
    interested.push({ club, limit: valuation(seller.player.row.dmi, rng.next(), atPosition < 2) });
    if (!rng.chance(0.55)) break;
  }
  return interested;
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

/**
 * The market's pace, as the clock keeps it (docs/world.md, "Over seasons"): sales per club and
 * week, auctions that end unsold per sale, and the share of club players on the list at a time.
 */
export const MARKET_PACE = { salesPerClubWeek: 0.145, unsoldPerSale: 2.2, openShare: 0.0085, withBids: 0.25 } as const;
/** The generated history of past auctions covers this many days before the reference time. */
export const MARKET_HISTORY_DAYS = 20;

/**
 * A player a club can spare, as the clock's managers sell (lib/world/manager.ts): it has more than
 * it wants (`SQUAD_WANTED`), and three or more at his position. A history that sold clubs below
 * what they want would leave them buying all through the clock's first weeks.
 */
function canSpare(seller: Seller): boolean {
  const position = seller.player.row.bestPosition;
  return seller.club.players.length > SQUAD_WANTED && seller.club.players.filter((p) => p.row.bestPosition === position).length >= 3;
}

/** Past auctions: sold ones move the player to the last bidder's club, unsold ones leave him. */
function closedAuctions(
  rng: Rng,
  sellers: Seller[],
  bidders: Club[],
  clubCount: number,
  calendar: Calendar,
  market: Market,
  taken: Set<string>,
) {
  const ref = calendar.referenceTime.getTime();
  const soldCount = Math.round(MARKET_PACE.salesPerClubWeek * clubCount * (MARKET_HISTORY_DAYS / 7));
  const unsoldCount = soldCount * MARKET_PACE.unsoldPerSale;
  let sold = 0;
  let unsold = 0;
  for (const seller of sellers) {
    if (sold >= soldCount && unsold >= unsoldCount) break;
    const nominalEnd = new Date(ref - HOUR - Math.floor(rng.next() * MARKET_HISTORY_DAYS * DAY));
    const startedAt = addMs(nominalEnd, -rng.int(1, 3) * DAY);
    if (taken.has(seller.player.row.id) || !ownedLongEnough(seller.player, startedAt) || !canSpare(seller)) continue;
    const listing = newListing(rng, seller, startedAt, nominalEnd);
    const bids =
      sold < soldCount
        ? biddingWar(
            rng,
            listing,
            interestIn(rng, seller, bidders, (c) => c.players.length < SQUAD_MAX - 1),
            startedAt,
            nominalEnd,
          )
        : [];
    if (bids.length > 0) {
      const last = bids[bids.length - 1];
      const buyer = bidders.find((c) => c.row.id === last.teamId)!;
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
  const target = Math.round(playerCount * MARKET_PACE.openShare);
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
    const isDemo = seller.club === demo?.demoClub;
    if (!isDemo && !canSpare(seller)) continue;
    // Most auctions draw no bid until their last day, as on the clock's list.
    const interested = rng.chance(MARKET_PACE.withBids) ? interestIn(rng, seller, bidders, (c) => hasRoom(c.row.id)) : [];
    // The demo accounts' own bids: the first on this auction, whatever their taste.
    const demoInterest = demoBidder
      ? { club: demoBidder, limit: Math.max(listing.startingPrice, valuation(seller.player.row.dmi, 0.5, false)) }
      : undefined;
    if (demoInterest) interested.push(demoInterest);
    if (isDemo && interested.length === 0)
      interested.push({ club: rng.pick(bidders), limit: Math.max(listing.startingPrice, seller.player.row.dmi) });
    if (interested.length > 0) {
      const bids = biddingWar(rng, listing, interested, startedAt, calendar.referenceTime, demoInterest);
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
 * The transfer list at the clock's pace (`MARKET_PACE`): about 2% of players in open auctions,
 * and the auctions of the last three weeks, sold and unsold, with the bids of the clubs that
 * wanted the player (`biddingWar`). The
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
  closedAuctions(rng, sellers, trading, clubs.length, calendar, market, taken);
  const playerCount = clubs.reduce((n, c) => n + c.players.length, 0);
  openAuctions(rng, sellers, playerCount, trading, calendar, market, taken, demo);
  return market;
}
