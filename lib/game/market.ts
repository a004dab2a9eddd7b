import crypto from "node:crypto";
import { DEFAULT_LIMIT } from "@/lib/game/paging";
import type { Auction, MarketPlayerList } from "@/lib/game/schemas/market";
import type { ApiSkills } from "@/lib/game/schemas/player";
import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { jsonBuildObject } from "kysely/helpers/postgres";
import { poolOf } from "@/lib/db";
import { asText, isoTime, JsonText, param, prepare, qb, refJson, run, sql } from "@/lib/sql";
import { fromPlayers, publicPlayerFields } from "@/lib/game/player-sql";
import type { Position } from "@/lib/world/types";
import { toApiPlayer, type PlayerRow } from "@/lib/game/players";
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

/** The columns a search orders by, all on the listing (kept there by triggers) and indexed for open listings. */
const ORDER_COLUMNS = {
  AuctionTime: "l.endsAt",
  Age: "l.playerAge",
  Salary: "l.playerSalary",
} as const;

type SearchArgs = {
  now: string;
  offset: number;
  limit: number;
  take: number;
  country: string | null;
  position: string | null;
  injury: (typeof INJURY_FILTERS)[number];
} & Record<Bound, number | null>;

/** The columns the figures' bounds apply to. */
const RANGE_COLUMNS: Record<(typeof MARKET_RANGES)[number], string> = {
  Age: "p.age",
  Height: "p.height",
  Salary: "p.salary",
  Price: "l.currentPrice",
  Potential: "p.potential",
};

/** The filters a search uses: each shape of search is its own prepared statement, so its plan fits it. */
type Shape = { orderBy: (typeof MARKET_ORDERS)[number]; sort: (typeof SORT_DIRECTIONS)[number]; bounds: Bound[]; country: boolean; position: boolean; injury: (typeof INJURY_FILTERS)[number] };

/**
 * One page of open auctions as JSON, one prepared statement per shape of search (its order,
 * direction and the filters it uses), so that its one plan fits it. The
 * order column is on the listing with a partial index of open listings in that order, so
 * PostgreSQL walks the index and stops after a page: the cost of a search does not grow with
 * the market.
 */
function searchStatement({ orderBy, sort, bounds, country, position, injury }: Shape) {
  const direction = sort === "Desc" ? "desc" : "asc";
  // The walk: listing ids in order, down the order's index, never more than the list may be
  // read deep. The bound is a constant, so even a generic plan sees that walking the index for a
  // few rows beats sorting every open listing.
  // The player is joined only when a filter needs it: a search by the listing's own columns
  // reads nothing else.
  const byPlayer = bounds.some((bound) => !bound.endsWith("Price")) || country || position || injury !== "Nothing";
  const walk = qb
    .selectFrom("TransferListing as l")
    .$if(byPlayer, (query) => query.innerJoin("Player as p", "p.id", "l.playerId"))
    .select(["l.id as listingId", sql.ref(ORDER_COLUMNS[orderBy]).as("k")])
    // A literal, not a parameter: a generic plan can match the partial indexes only on 'Open' itself.
    .where("l.status", "=", sql.lit("Open"))
    .where(sql<boolean>`l."endsAt" > ${param<string>("now")}::timestamp`)
    .$call((query) => {
      // Only the filters this search uses: a generic plan then knows what it filters by.
      let filtered = query;
      for (const bound of bounds) {
        const column = sql.ref(RANGE_COLUMNS[bound.slice(3) as (typeof MARKET_RANGES)[number]]);
        const limit = param<number>(bound);
        filtered = filtered.where(bound.startsWith("min") ? sql<boolean>`${column} >= ${limit}::int` : sql<boolean>`${column} <= ${limit}::int`);
      }
      if (country) filtered = filtered.where(sql<boolean>`p."countryId" = ${param<string>("country")}::uuid`);
      if (position) filtered = filtered.where(sql<boolean>`p."bestPosition" = ${param<string>("position")}::text`);
      if (injury === "OnlyInjured") filtered = filtered.where(sql<boolean>`p."injuryWeeks" > 0`);
      if (injury === "ExcludeInjured") filtered = filtered.where(sql<boolean>`COALESCE(p."injuryWeeks", 0) = 0`);
      return filtered;
    })
    .orderBy(ORDER_COLUMNS[orderBy], direction)
    .orderBy("l.id", "asc")
    .limit(sql.lit(MARKET_DEPTH + 1));
  // The page: the walk numbered, and the rows after the offset.
  const page = qb
    .selectFrom(walk.as("w"))
    .select(["w.listingId", sql<number>`row_number() OVER (ORDER BY w.k ${sql.raw(direction)}, w."listingId")`.as("n")]);
  // Then the answer, built for the page's rows only.
  const players = fromPlayers()
    .innerJoin("TransferListing as l", "l.playerId", "p.id")
    .innerJoin(page.as("pg"), "pg.listingId", "l.id")
    .leftJoin("Team as leader", "leader.id", "l.leaderTeamId")
    .where(sql<boolean>`pg.n > ${param<number>("offset")}::int AND pg.n <= ${param<number>("offset")}::int + ${param<number>("take")}::int`)
    .select((eb) => [
      jsonBuildObject({
        ...publicPlayerFields(eb),
        isTransferListed: sql<boolean>`true`,
        listingId: eb.ref("l.id"),
        currentPrice: eb.ref("l.currentPrice"),
        endsAt: isoTime(eb.ref("l.endsAt")),
        leadingBidder: refJson("leader"),
        bidCount: eb.ref("l.bidCount"),
      }).as("player"),
      "pg.n",
    ]);
  return prepare<SearchArgs, { body: string }>(
    statementName(shapeKey({ orderBy, sort, bounds, country, position, injury })),
    qb
      .selectFrom(players.as("r"))
      .select(
        asText(
          sql`json_build_object(
            'players', COALESCE(json_agg(r.player ORDER BY r.n) FILTER (WHERE r.n <= ${param<number>("offset")}::int + ${param<number>("limit")}::int), '[]'::json),
            'paging', json_build_object('offset', ${param<number>("offset")}::int, 'limit', ${param<number>("limit")}::int,
              'hasMore', count(*) > ${param<number>("limit")}::int))`,
        ).as("body"),
      ),
  );
}

/**
 * A shape's statement name: its order, then a digest of the whole shape. PostgreSQL cuts names
 * at 63 characters, and a shape spelled out runs far past that (every bound, country, position,
 * injury), so two shapes would meet under one name and the second would fail to prepare.
 */
function statementName(key: string): string {
  const [orderBy, sort] = key.split("_");
  return `market_${orderBy}_${sort}_${crypto.createHash("sha256").update(key).digest("hex").slice(0, 24)}`;
}

function shapeKey(shape: Shape): string {
  return [shape.orderBy, shape.sort, ...shape.bounds, shape.country ? "country" : "", shape.position ? "position" : "", shape.injury].join("_");
}

const SEARCHES = new Map<string, ReturnType<typeof searchStatement>>();

const BOUNDS = MARKET_RANGES.flatMap((range) => [`min${range}`, `max${range}`] as Bound[]);

/** The prepared statement for a search's shape, compiled on first use. */
export function searchStatementFor(search: MarketSearch) {
  const orderBy = search.orderBy ?? "AuctionTime";
  const sort = search.sort ?? "Asc";
  const injury = search.injury ?? "Nothing";
  // shapeKey's string, made without building the shape (this runs on every search).
  let key = `${orderBy}_${sort}`;
  for (const bound of BOUNDS) if (search[bound] !== undefined) key += `_${bound}`;
  key += `_${search.country !== undefined ? "country" : ""}_${search.position !== undefined ? "position" : ""}_${injury}`;
  let statement = SEARCHES.get(key);
  if (!statement) {
    const shape: Shape = {
      orderBy,
      sort,
      bounds: BOUNDS.filter((bound) => search[bound] !== undefined),
      country: search.country !== undefined,
      position: search.position !== undefined,
      injury,
    };
    if (shapeKey(shape) !== key) throw new Error(`market search key ${key} is not its shape's ${shapeKey(shape)}`);
    statement = searchStatement(shape);
    SEARCHES.set(key, statement);
  }
  return statement;
}

/** One page of open auctions, filtered, ordered and paged by PostgreSQL, which writes the answer. */
export async function listMarketPlayers(db: Db, search: MarketSearch, now: Date): Promise<JsonText<MarketPlayerList>> {
  const { offset = 0, limit = DEFAULT_LIMIT } = search;
  // Written out in full: an object spread from `Object.fromEntries` cost more than the rest of the call.
  const [row] = await run(poolOf(db), searchStatementFor(search), {
    minAge: search.minAge ?? null,
    maxAge: search.maxAge ?? null,
    minHeight: search.minHeight ?? null,
    maxHeight: search.maxHeight ?? null,
    minSalary: search.minSalary ?? null,
    maxSalary: search.maxSalary ?? null,
    minPrice: search.minPrice ?? null,
    maxPrice: search.maxPrice ?? null,
    minPotential: search.minPotential ?? null,
    maxPotential: search.maxPotential ?? null,
    now: now.toISOString(),
    offset,
    limit,
    take: limit + 1,
    country: search.country ?? null,
    position: search.position ?? null,
    injury: search.injury ?? "Nothing",
  } satisfies Record<Bound, number | null> & Record<string, unknown>);
  return new JsonText<MarketPlayerList>(row.body);
}

function teamRef(id: string | null, name: string | null) {
  return id && name !== null ? { id, name } : null;
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
