import crypto from "node:crypto";
import { DEFAULT_LIMIT } from "@/lib/game/paging";
import type { Auction, MarketPlayer, MarketPlayerList } from "@/lib/game/schemas/market";
import type { Database } from "@/lib/db";
import { notFound } from "@/lib/errors";
import {
  isoTime,
  JsonText,
  jsonObject,
  jsonPiece,
  jsonText,
  nameRef,
  objectText,
  pageEnd,
  pageItemsText,
  pagingJson,
  param,
  prepare,
  qb,
  refJson,
  sql,
  withFields,
  timeParam,
  type JsonString,
} from "@/lib/sql";
import { fromPlayers, playerText, publicPlayerText, type SkillParams } from "@/lib/game/player-sql";
import type { Position } from "@/lib/world/types";
import { auctionSkillsVisibility, canSeeAuctionSkillsSql, skillsVisibility, visibleBidCount } from "@/lib/game/privacy";
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

/** The columns a search orders by, all on the listing (kept there by triggers) and indexed for open listings. */
const ORDER_COLUMNS = {
  AuctionTime: "l.endsAt",
  Age: "l.playerAge",
  Salary: "l.playerSalary",
} as const;

export type SearchArgs = {
  now: Date;
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

/** The fields a page's player has beyond the public figures (the listing's, and `isTransferListed`). */
type ListingField = "isTransferListed" | "listingId" | "currentPrice" | "endsAt" | "leadingBidder" | "bidCount";

/** The filters a search uses: each shape of search is its own prepared statement, so its plan fits it. */
type Shape = {
  orderBy: (typeof MARKET_ORDERS)[number];
  sort: (typeof SORT_DIRECTIONS)[number];
  bounds: Bound[];
  country: boolean;
  position: boolean;
  injury: (typeof INJURY_FILTERS)[number];
};

/**
 * One page of open auctions as JSON, one prepared statement per shape of search (its order,
 * direction and the filters it uses), so that its one plan fits it. The
 * order column is on the listing with a partial index of open listings in that order, so
 * PostgreSQL walks the index and stops after a page: the cost of a search does not grow with
 * the market.
 */
function searchStatement({ orderBy, sort, bounds, country, position, injury }: Shape) {
  const direction = sort === "Desc" ? "desc" : "asc";
  // The walk: open listings in order, down the order's partial index, numbered from the top of
  // the list, never deeper than the list may be read (the API keeps `offset + limit` within 150);
  // it stops after the page and one more row (to learn whether more follow).
  // The player is joined only when a filter needs it: a search by the listing's own columns
  // reads nothing else.
  const byPlayer = bounds.some((bound) => !bound.endsWith("Price")) || country || position || injury !== "Nothing";
  const walk = qb
    .selectFrom("TransferListing as l")
    .$if(byPlayer, (query) => query.innerJoin("Player as p", "p.id", "l.playerId"))
    .select([
      "l.id",
      "l.playerId",
      "l.currentPrice",
      "l.endsAt",
      "l.leaderTeamId",
      "l.leaderTeamName",
      "l.bidCount",
      sql<number>`row_number() OVER (ORDER BY ${sql.ref(ORDER_COLUMNS[orderBy])} ${sql.raw(direction)}, l.id)`.as("n"),
    ])
    // A literal, not a parameter: a generic plan can match the partial indexes only on 'Open' itself.
    .where("l.status", "=", sql.lit("Open"))
    .where(sql<boolean>`l."endsAt" > ${timeParam("now")}`)
    .$call((query) => {
      // Only the filters this search uses: a generic plan then knows what it filters by.
      let filtered = query;
      for (const bound of bounds) {
        const column = sql.ref(RANGE_COLUMNS[bound.slice(3) as (typeof MARKET_RANGES)[number]]);
        const limit = param<number>(bound);
        filtered = filtered.where(
          bound.startsWith("min") ? sql<boolean>`${column} >= ${limit}::int` : sql<boolean>`${column} <= ${limit}::int`,
        );
      }
      if (country) filtered = filtered.where(sql<boolean>`p."countryId" = ${param<string>("country")}::uuid`);
      if (position) filtered = filtered.where(sql<boolean>`p."bestPosition" = ${param<string>("position")}::text`);
      if (injury === "OnlyInjured") filtered = filtered.where(sql<boolean>`p."injuryWeeks" > 0`);
      if (injury === "ExcludeInjured") filtered = filtered.where(sql<boolean>`COALESCE(p."injuryWeeks", 0) = 0`);
      return filtered;
    })
    .orderBy(ORDER_COLUMNS[orderBy], direction)
    .orderBy("l.id", "asc")
    // A constant bound: a generic plan then knows the walk is short, whatever the market's size.
    .limit(sql.lit(MARKET_DEPTH + 1));
  // The page: a limit above a limit stops the walk after `offset + take` rows (the walk is not
  // merged into it, being limited itself, and keeps its order).
  const page = qb
    .selectFrom(walk.as("w"))
    .selectAll("w")
    .offset(sql<number>`${param<number>("offset")}::int`)
    .limit(sql<number>`${param<number>("take")}::int`);
  // Then the answer, built for the page's rows only.
  const players = fromPlayers()
    .innerJoin(page.as("l"), "l.playerId", "p.id")
    .select((eb) => [
      // The row after the page only says that more follow: no answer is built for it.
      sql<JsonString<MarketPlayer>>`CASE WHEN l.n <= ${pageEnd()} THEN ${withFields<MarketPlayer, ListingField>(publicPlayerText(), {
        isTransferListed: jsonPiece.constant(true),
        listingId: jsonPiece.uuid(eb.ref("l.id")),
        currentPrice: jsonPiece.value(eb.ref("l.currentPrice")),
        endsAt: jsonPiece.time(eb.ref("l.endsAt")),
        leadingBidder: jsonPiece.value(nameRef(eb.ref("l.leaderTeamId"), eb.ref("l.leaderTeamName"))),
        bidCount: jsonPiece.value(eb.ref("l.bidCount")),
      })} END`.as("player"),
      "l.n",
    ]);
  return prepare<SearchArgs, { body: JsonString<MarketPlayerList> }>(
    statementName(shapeKey({ orderBy, sort, bounds, country, position, injury })),
    qb.selectFrom(players.as("r")).select(
      objectText<MarketPlayerList>({
        // Filtered by the row's number, not by its answer: the subquery is flattened into this
        // one, and every mention of r.player would build the answer again.
        players: jsonPiece.text(pageItemsText(sql<JsonString<MarketPlayer>>`r.player`, sql<number>`r.n`)),
        paging: jsonPiece.value(pagingJson()),
      }).as("body"),
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
  return [shape.orderBy, shape.sort, ...shape.bounds, shape.country ? "country" : "", shape.position ? "position" : "", shape.injury].join(
    "_",
  );
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

/** The arguments of a search's statement (`searchStatementFor`), at `now`: every bound, null where the search has none. */
export function marketSearchArgs(search: MarketSearch, now: Date): SearchArgs {
  const { offset = 0, limit = DEFAULT_LIMIT } = search;
  // Written out in full: an object spread from `Object.fromEntries` cost more than the rest of the call.
  return {
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
    now,
    offset,
    limit,
    take: limit + 1,
    country: search.country ?? null,
    position: search.position ?? null,
    injury: search.injury ?? "Nothing",
  };
}

/** One page of open auctions, filtered, ordered and paged by PostgreSQL, which writes the answer. */
export async function listMarketPlayers(db: Database, search: MarketSearch, now: Date): Promise<JsonText<MarketPlayerList>> {
  const [row] = await db.sql.rows(searchStatementFor(search), marketSearchArgs(search, now));
  return new JsonText<MarketPlayerList>(row.body);
}

/** The player's latest listing (correlated to the player `p`). */
const latestListing = qb
  .selectFrom("TransferListing as tl")
  .selectAll("tl")
  .where(sql<boolean>`tl."playerId" = p.id`)
  .orderBy(sql`tl."startedAt" DESC, tl.id DESC`)
  .limit(sql.lit(1));

const IS_OPEN = sql<boolean>`(l.status = 'Open' AND l."endsAt" > ${timeParam("now")})`;
/** The open-auction reveal (lib/game/privacy.ts). */
const REVEALED = canSeeAuctionSkillsSql(IS_OPEN);

type Bid = Auction["bids"][number];
type Prices = Auction["prices"];

/** The listing's bids, highest first, up to `bids + 1` (null: all) to learn whether more follow. */
const bids = qb
  .selectFrom("Bid as b")
  .innerJoin("Team as bt", "bt.id", "b.teamId")
  .select((eb) => [
    jsonObject<Bid>({
      team: refJson("bt").$notNull(),
      amount: eb.ref("b.amount"),
      placedAt: isoTime(eb.ref("b.placedAt")),
      isLeading: sql<boolean>`row_number() OVER (ORDER BY b.amount DESC, b."placedAt", b.id) = 1`,
    }).as("bid"),
    sql<number>`row_number() OVER (ORDER BY b.amount DESC, b."placedAt", b.id)`.as("n"),
  ])
  .where(sql<boolean>`b."listingId" = l.id`)
  .orderBy(sql`b.amount DESC, b."placedAt", b.id`)
  .limit(sql<number | null>`${param<number | null>("bids")}::int + 1`);

interface AuctionParams extends SkillParams {
  playerId: string;
  now: Date;
  /** Bids shown, highest first (null: all). */
  bids: number | null;
  revealOpenAuctions: boolean;
}

/**
 * The player's most recent auction as this viewer may see it: one statement in which
 * PostgreSQL writes the JSON. No row: no such player; a null body: never listed. `revealed`
 * says whether the open-auction reveal showed the skills, `clubId` whose they were.
 */
const AUCTION = prepare<AuctionParams, { clubId: string | null; revealed: boolean | null; body: JsonString<Auction> | null }>(
  "auction",
  fromPlayers()
    .leftJoinLateral(latestListing.as("l"), (join) => join.onTrue())
    .leftJoin("Team as lc", "lc.id", "l.listingClubId")
    .leftJoin("Team as buyer", "buyer.id", "l.buyerTeamId")
    .select((eb) => [
      "p.clubId",
      sql<boolean | null>`CASE WHEN l.id IS NOT NULL THEN ${REVEALED} END`.as("revealed"),
      sql<JsonString<Auction> | null>`CASE WHEN l.id IS NOT NULL THEN ${jsonText(
        jsonObject<Auction>({
          listingId: sql<string>`l.id`,
          player: sql<Auction["player"]>`${playerText(eb)}::json`,
          listingClub: refJson("lc").$notNull(),
          prices: jsonObject<Prices>({
            startingPrice: sql<number>`l."startingPrice"`,
            currentPrice: sql<number>`l."currentPrice"`,
            minimumNextBid: sql<
              number | null
            >`CASE WHEN ${IS_OPEN} THEN (l."currentPrice"::bigint * (100 + l."minIncrementPercent") + 99) / 100 END`,
            finalPrice: sql<number | null>`CASE WHEN l.status = 'Sold' THEN l."finalPrice" END`,
          }),
          status: sql<Auction["status"]>`l.status`,
          isOpen: IS_OPEN,
          startedAt: isoTime(sql<Date>`l."startedAt"`),
          endsAt: isoTime(sql<Date>`l."endsAt"`),
          buyer: sql<Auction["buyer"]>`CASE WHEN l.status = 'Sold' THEN ${refJson("buyer")} END`,
          bids: sql<Bid[]>`COALESCE(shown.list, '[]'::json)`,
          hasMoreBids: sql<boolean>`COALESCE(shown.more, false)`,
          skills: sql<Auction["skills"]>`CASE WHEN ${REVEALED} THEN p.skills END`,
          skillsVisibleUntil: sql<string | null>`CASE WHEN ${REVEALED} THEN ${isoTime(sql<Date>`l."endsAt"`)} END`,
        }),
      )} END`.as("body"),
    ])
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom(bids.as("x"))
          .select([
            sql<unknown>`json_agg(x.bid ORDER BY x.n) FILTER (WHERE ${param<number | null>("bids")}::int IS NULL OR x.n <= ${param<number | null>("bids")}::int)`.as(
              "list",
            ),
            sql<boolean>`${param<number | null>("bids")}::int IS NOT NULL AND count(*) > ${param<number | null>("bids")}::int`.as("more"),
          ])
          .as("shown"),
      (join) => join.onTrue(),
    )
    .where("p.id", "=", param<string>("playerId")),
);

/**
 * The player's most recent auction as this viewer may see it. While it is open, scope
 * `market` reveals the skills; the answer says whether that revealed another club's player,
 * which the caller may charge for.
 */
export async function getPlayerAuction(
  db: Database,
  viewer: Viewer,
  playerId: string,
  now: Date,
): Promise<{ auction: JsonText<Auction>; revealedOtherClubSkills: boolean }> {
  const [row] = await db.sql.rows(AUCTION, {
    playerId,
    now,
    bids: visibleBidCount(viewer),
    ...auctionSkillsVisibility(viewer),
    ...skillsVisibility(viewer),
  });
  if (!row) throw notFound("Player");
  if (row.body === null) throw notFound("An auction of this player");
  return { auction: new JsonText<Auction>(row.body), revealedOtherClubSkills: row.revealed === true && !ownsClub(viewer, row.clubId) };
}
