import { DEFAULT_LIMIT, page } from "@/lib/game/paging";
import type { Auction, MarketPlayer, MarketPlayerList } from "@/lib/game/schemas/market";
import type { ApiSkills } from "@/lib/game/schemas/player";
import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Position } from "@/lib/world/types";
import { toApiPlayer, toPublicPlayer, type PlayerRow } from "@/lib/game/players";
import { canSeeAuctionSkills, visibleBidCount } from "@/lib/game/privacy";
import { ownsClub, type Viewer } from "@/lib/auth/viewer";

export const MARKET_ORDERS = ["AuctionTime", "Age", "Salary"] as const;
export const SORT_DIRECTIONS = ["Asc", "Desc"] as const;
export const INJURY_FILTERS = ["Nothing", "OnlyInjured", "ExcludeInjured"] as const;
/** The spec's cap on how deep the transfer list can be paged. */
export const MARKET_DEPTH = 150;

/** The searchable figures: each is filtered by an inclusive `min…` and `max…` bound. */
export const MARKET_RANGES = ["Age", "Height", "Salary", "Price", "Potential"] as const;
type Bound = `${"min" | "max"}${(typeof MARKET_RANGES)[number]}`;

/**
 * What the transfer list can be searched by. The endpoint's query schema (lib/api/market.ts)
 * parses a URL into it, so the compiler holds the two together.
 */
export type MarketSearch = Partial<Record<Bound, number>> & {
  country?: string;
  position?: Position;
  /** The query schema fills in the defaults; these are optional only in its output type. */
  injury?: (typeof INJURY_FILTERS)[number];
  orderBy?: (typeof MARKET_ORDERS)[number];
  sort?: (typeof SORT_DIRECTIONS)[number];
  offset?: number;
  limit?: number;
};

/** The public figures of a player and the names of its references, as the SQL below selects them. */
interface PlayerColumns {
  id: string;
  firstName: string;
  lastName: string;
  nickname: string | null;
  number: number;
  countryId: string;
  countryName: string;
  age: number;
  height: number;
  salary: number;
  dmi: number;
  potential: number;
  gameShape: number;
  buzzerBeaterRating: number;
  bestPosition: string;
  isRetired: boolean;
  injuryWeeks: number | null;
  clubId: string | null;
  clubName: string | null;
  nationalTeamId: string | null;
  nationalTeamName: string | null;
}

/** Over `"TransferListing" l`: the listed player `p` with country and team names. */
const PLAYER_COLUMNS = Prisma.sql`
  p."id", p."firstName", p."lastName", p."nickname", p."number", p."countryId", c."name" AS "countryName",
  p."age", p."height", p."salary", p."dmi", p."potential", p."gameShape", p."buzzerBeaterRating",
  p."bestPosition", p."isRetired", p."injuryWeeks",
  p."clubId", club."name" AS "clubName", p."nationalTeamId", nt."name" AS "nationalTeamName"`;
const PLAYER_JOINS = Prisma.sql`
  JOIN "Player" p ON p."id" = l."playerId"
  JOIN "Country" c ON c."id" = p."countryId"
  LEFT JOIN "Team" club ON club."id" = p."clubId"
  LEFT JOIN "Team" nt ON nt."id" = p."nationalTeamId"`;

interface MarketRow extends PlayerColumns {
  listingId: string;
  endsAt: Date;
  currentPrice: number;
  bidCount: number;
  leaderId: string | null;
  leaderName: string | null;
}

const ORDER_COLUMNS: Record<(typeof MARKET_ORDERS)[number], Prisma.Sql> = {
  AuctionTime: Prisma.sql`l."endsAt"`,
  Age: Prisma.sql`p."age"`,
  Salary: Prisma.sql`p."salary"`,
};

const CURRENT_PRICE = Prisma.sql`COALESCE(bids."top", l."startingPrice")`;

function rangeConditions(column: Prisma.Sql, min: number | undefined, max: number | undefined): Prisma.Sql[] {
  return [
    ...(min !== undefined ? [Prisma.sql`${column} >= ${min}`] : []),
    ...(max !== undefined ? [Prisma.sql`${column} <= ${max}`] : []),
  ];
}

function searchConditions(search: MarketSearch, now: Date): Prisma.Sql[] {
  return [
    Prisma.sql`l."status" = 'Open'`,
    Prisma.sql`l."endsAt" > ${now}`,
    ...rangeConditions(Prisma.sql`p."age"`, search.minAge, search.maxAge),
    ...rangeConditions(Prisma.sql`p."height"`, search.minHeight, search.maxHeight),
    ...rangeConditions(Prisma.sql`p."salary"`, search.minSalary, search.maxSalary),
    ...rangeConditions(CURRENT_PRICE, search.minPrice, search.maxPrice),
    ...rangeConditions(Prisma.sql`p."potential"`, search.minPotential, search.maxPotential),
    ...(search.country ? [Prisma.sql`p."countryId" = ${search.country}::uuid`] : []),
    ...(search.position ? [Prisma.sql`p."bestPosition" = ${search.position}`] : []),
    ...(search.injury === "OnlyInjured" ? [Prisma.sql`p."injuryWeeks" > 0`] : []),
    ...(search.injury === "ExcludeInjured" ? [Prisma.sql`COALESCE(p."injuryWeeks", 0) = 0`] : []),
  ];
}

/**
 * One page of open auctions, filtered, ordered and paged in SQL: the highest bid and the
 * bid count come from one lateral aggregate, so price can be filtered on as well.
 * Ties are broken by listing id so pages never overlap.
 */
export async function listMarketPlayers(db: Db, search: MarketSearch, now: Date): Promise<MarketPlayerList> {
  const { offset = 0, limit = DEFAULT_LIMIT, orderBy = "AuctionTime" } = search;
  const direction = Prisma.raw(search.sort === "Desc" ? "DESC" : "ASC");
  const rows = await db.$queryRaw<MarketRow[]>`
    SELECT l."id" AS "listingId", l."endsAt", ${CURRENT_PRICE} AS "currentPrice", bids."count" AS "bidCount",
           leader."id" AS "leaderId", leader."name" AS "leaderName", ${PLAYER_COLUMNS}
    FROM "TransferListing" l
    ${PLAYER_JOINS}
    CROSS JOIN LATERAL (
      SELECT COUNT(*)::int AS "count", MAX(b."amount") AS "top",
             (ARRAY_AGG(b."teamId" ORDER BY b."amount" DESC, b."placedAt", b."id"))[1] AS "leaderId"
      FROM "Bid" b WHERE b."listingId" = l."id"
    ) bids
    LEFT JOIN "Team" leader ON leader."id" = bids."leaderId"
    WHERE ${Prisma.join(searchConditions(search, now), " AND ")}
    ORDER BY ${ORDER_COLUMNS[orderBy]} ${direction}, l."id" ASC
    OFFSET ${offset} LIMIT ${limit + 1}`;
  const { items, paging } = page(rows, offset, limit);
  return { players: items.map(toMarketPlayer), paging };
}

function teamRef(id: string | null, name: string | null) {
  return id && name !== null ? { id, name } : null;
}

function toMarketPlayer(row: MarketRow): MarketPlayer {
  return {
    ...toPublicPlayer(playerColumnsToRow(row)),
    isTransferListed: true,
    listingId: row.listingId,
    currentPrice: row.currentPrice,
    endsAt: row.endsAt.toISOString(),
    leadingBidder: teamRef(row.leaderId, row.leaderName),
    bidCount: row.bidCount,
  };
}

interface AuctionRow extends PlayerColumns {
  listingId: string;
  startingPrice: number;
  minIncrementPercent: number;
  startedAt: Date;
  endsAt: Date;
  status: Auction["status"];
  finalPrice: number | null;
  listingClubId: string;
  listingClubName: string;
  buyerId: string | null;
  buyerName: string | null;
  skills: unknown;
  openListingId: string | null;
}

interface BidRow {
  amount: number;
  placedAt: Date;
  teamId: string;
  teamName: string;
}

const LATEST_LISTING_ORDER = Prisma.sql`ORDER BY l."startedAt" DESC, l."id" DESC LIMIT 1`;

function findLatestAuction(db: Db, playerId: string) {
  return db.$queryRaw<AuctionRow[]>`
    SELECT l."id" AS "listingId", l."startingPrice", l."minIncrementPercent", l."startedAt", l."endsAt",
           l."status"::text AS "status", l."finalPrice",
           lc."id" AS "listingClubId", lc."name" AS "listingClubName", buyer."id" AS "buyerId", buyer."name" AS "buyerName",
           ${PLAYER_COLUMNS}, p."skills",
           (SELECT o."id" FROM "TransferListing" o WHERE o."playerId" = p."id" AND o."status" = 'Open' LIMIT 1) AS "openListingId"
    FROM "TransferListing" l
    ${PLAYER_JOINS}
    JOIN "Team" lc ON lc."id" = l."listingClubId"
    LEFT JOIN "Team" buyer ON buyer."id" = l."buyerTeamId"
    WHERE l."playerId" = ${playerId}::uuid
    ${LATEST_LISTING_ORDER}`;
}

/** Highest first; `cap` null reads them all. */
function findLatestBids(db: Db, playerId: string, cap: number | null) {
  return db.$queryRaw<BidRow[]>`
    SELECT b."amount", b."placedAt", t."id" AS "teamId", t."name" AS "teamName"
    FROM "Bid" b
    JOIN "Team" t ON t."id" = b."teamId"
    WHERE b."listingId" = (SELECT l."id" FROM "TransferListing" l WHERE l."playerId" = ${playerId}::uuid ${LATEST_LISTING_ORDER})
    ORDER BY b."amount" DESC, b."placedAt", b."id"
    ${cap === null ? Prisma.empty : Prisma.sql`LIMIT ${cap + 1}`}`;
}

/** The shape lib/game/players maps, so every Player here follows the one general mapping. */
function playerColumnsToRow(row: PlayerColumns, openListingId: string | null = null): Omit<PlayerRow, "skills"> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    nickname: row.nickname,
    number: row.number,
    countryId: row.countryId,
    country: { id: row.countryId, name: row.countryName },
    age: row.age,
    height: row.height,
    salary: row.salary,
    dmi: row.dmi,
    potential: row.potential,
    gameShape: row.gameShape,
    buzzerBeaterRating: row.buzzerBeaterRating,
    bestPosition: row.bestPosition,
    isRetired: row.isRetired,
    injuryWeeks: row.injuryWeeks,
    clubId: row.clubId,
    nationalTeamId: row.nationalTeamId,
    club: teamRef(row.clubId, row.clubName),
    nationalTeam: teamRef(row.nationalTeamId, row.nationalTeamName),
    listings: openListingId ? [{ id: openListingId }] : [],
  };
}

function toPlayerRow(row: AuctionRow): PlayerRow {
  return { ...playerColumnsToRow(row, row.openListingId), skills: row.skills as PlayerRow["skills"] };
}

/** The first price that beats the current one by the minimum raise, in whole dollars (integer math: no float drift). */
function minimumNextBid(currentPrice: number, incrementPercent: number): number {
  return Math.ceil((currentPrice * (100 + incrementPercent)) / 100);
}

/**
 * The player's most recent auction as this viewer may see it, in two parallel queries.
 * While it is open, scope `market` reveals the skills; the answer says whether that revealed
 * another club's player, which the caller may charge for.
 */
export async function getPlayerAuction(
  db: Db,
  viewer: Viewer,
  playerId: string,
  now: Date,
): Promise<{ auction: Auction; revealedOtherClubSkills: boolean }> {
  const cap = visibleBidCount(viewer);
  const [[row], bids] = await Promise.all([findLatestAuction(db, playerId), findLatestBids(db, playerId, cap)]);
  if (!row) throw await auctionNotFound(db, playerId);

  const isOpen = row.status === "Open" && row.endsAt > now;
  const revealSkills = canSeeAuctionSkills(viewer, { isOpen });
  const shown = cap === null ? bids : bids.slice(0, cap);
  const currentPrice = bids[0]?.amount ?? row.startingPrice;

  const auction: Auction = {
    listingId: row.listingId,
    player: toApiPlayer(toPlayerRow(row), viewer),
    listingClub: { id: row.listingClubId, name: row.listingClubName },
    prices: {
      startingPrice: row.startingPrice,
      currentPrice,
      minimumNextBid: isOpen ? minimumNextBid(currentPrice, row.minIncrementPercent) : null,
      finalPrice: row.status === "Sold" ? row.finalPrice : null,
    },
    status: row.status,
    isOpen,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    buyer: row.status === "Sold" ? teamRef(row.buyerId, row.buyerName) : null,
    bids: shown.map((bid, i) => ({
      team: { id: bid.teamId, name: bid.teamName },
      amount: bid.amount,
      placedAt: bid.placedAt.toISOString(),
      isLeading: i === 0,
    })),
    hasMoreBids: bids.length > shown.length,
    skills: revealSkills ? (row.skills as ApiSkills) : null,
    skillsVisibleUntil: revealSkills ? row.endsAt.toISOString() : null,
  };
  return { auction, revealedOtherClubSkills: revealSkills && !ownsClub(viewer, row.clubId) };
}

/** Only on a miss: says whether the player is unknown or was simply never listed. */
async function auctionNotFound(db: Db, playerId: string) {
  const player = await db.player.findUnique({ where: { id: playerId }, select: { id: true } });
  return player ? notFound("An auction of this player") : notFound("Player");
}
