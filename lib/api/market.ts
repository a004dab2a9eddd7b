import { z } from "zod";
import { UUID_PATTERN } from "@/lib/ids";
import { defineEndpoint, withFacts, type Endpoint } from "@/lib/api/endpoint";
import { enumQuery, intQuery, limitQuery, uuidParam, UUID_IN_DOCUMENT } from "@/lib/api/params";
import { DEFAULT_LIMIT, MIN_LIMIT } from "@/lib/game/paging";
import { EXAMPLE_IDS, POSITIONS } from "@/lib/game/schemas/common";
import { AuctionSchema, MarketPlayerListSchema } from "@/lib/game/schemas/market";
import {
  getPlayerAuction,
  INJURY_FILTERS,
  MARKET_RANGES,
  listMarketPlayers,
  MARKET_DEPTH,
  MARKET_ORDERS,
  SORT_DIRECTIONS,
} from "@/lib/game/market";

const countryQuery = z
  .string()
  .regex(UUID_PATTERN, "must be a country id (UUID)")
  .transform((s) => s.toLowerCase())
  .optional()
  .meta({
    description: "A country id (UUID, as in `/countries`): only players of that nationality. An unknown id matches nothing.",
    example: EXAMPLE_IDS.country,
    ...UUID_IN_DOCUMENT,
  } as Record<string, unknown>);

/** The deepest offset that can be answered: offset + limit may not pass MARKET_DEPTH, and a limit is at least MIN_LIMIT. */
export const MAX_MARKET_OFFSET = MARKET_DEPTH - MIN_LIMIT;

const bound = (what: string, max?: number) => intQuery({ description: what, ...(max !== undefined ? { max } : {}) });

/** Every bound pair, so a min above its max can be refused naming the min. */
const RANGES = MARKET_RANGES.map((range) => [`min${range}`, `max${range}`] as const);

export const MarketSearchQuery = z
  .strictObject({
    minAge: bound("Youngest age, in years."),
    maxAge: bound("Oldest age, in years."),
    minHeight: bound("Least height, in centimetres."),
    maxHeight: bound("Greatest height, in centimetres."),
    minSalary: bound("Least weekly salary, in dollars."),
    maxSalary: bound("Greatest weekly salary, in dollars."),
    minPrice: bound("Least current price (highest bid, or the starting price), in dollars."),
    maxPrice: bound("Greatest current price (highest bid, or the starting price), in dollars."),
    minPotential: bound("Least potential, 0 (announcer) to 11 (all-time great).", 11),
    maxPotential: bound("Greatest potential, 0 (announcer) to 11 (all-time great).", 11),
    country: countryQuery,
    position: enumQuery(POSITIONS, "Only players whose best position is this."),
    injury: enumQuery(
      INJURY_FILTERS,
      "`Nothing`: no injury filter; `OnlyInjured`: only injured players; `ExcludeInjured`: only healthy players.",
      "Nothing",
    ),
    orderBy: enumQuery(MARKET_ORDERS, "`AuctionTime`: by the auction's end; `Age`; `Salary`. Ties go by listing id.", "AuctionTime"),
    sort: enumQuery(SORT_DIRECTIONS, "Direction of `orderBy`.", "Asc"),
    offset: intQuery({
      description: `How many players to skip, at most ${MAX_MARKET_OFFSET}: \`offset + limit\` may not exceed ${MARKET_DEPTH}.`,
      min: 0,
      max: MAX_MARKET_OFFSET,
      default: 0,
    }),
    limit: limitQuery,
  })
  .superRefine((query, ctx) => {
    for (const [min, max] of RANGES) {
      const low = query[min];
      const high = query[max];
      if (low !== undefined && high !== undefined && low > high) {
        ctx.addIssue({ code: "custom", path: [min], message: `must not be above ${max} (${high})` });
      }
    }
    const offset = query.offset ?? 0;
    const limit = query.limit ?? DEFAULT_LIMIT;
    if (offset + limit > MARKET_DEPTH) {
      ctx.addIssue({
        code: "custom",
        path: ["offset"],
        message: `plus limit must not exceed ${MARKET_DEPTH}: the transfer list can be read ${MARKET_DEPTH} players deep (offset ${offset} + limit ${limit})`,
      });
    }
  });

const playerIdParams = z.object({
  playerId: uuidParam("playerId", "Player id.", EXAMPLE_IDS.player),
});

export const marketEndpoints: Endpoint[] = [
  defineEndpoint({
    path: "/market/players",
    scope: "market",
    tag: "Transfer list",
    summary: "Search the transfer list",
    description:
      "Players in open auctions, with their public figures, current price, end time and leading bidder. Never skills (open the auction for those). Filters combine; bounds are inclusive. `offset + limit` may not exceed 150: a larger sum answers 400 naming `offset`. A minimum above its maximum answers 400 naming the minimum.",
    query: MarketSearchQuery,
    response: MarketPlayerListSchema,
    handler: ({ db, query, now }) => listMarketPlayers(db, query, now),
  }),
  defineEndpoint({
    path: "/market/players/{playerId}/auction",
    scope: "market",
    tag: "Transfer list",
    summary: "A player's auction",
    description:
      "The player's most recent auction (open or closed): prices, bids as the game shows them to you (supporters see every bid, others only the leading ones), and, while it is open, the player's skills with the time until which a client may keep them. Revealing another club's player's skills counts toward the daily breadth limit. A player who was never listed answers 404.",
    params: playerIdParams,
    response: AuctionSchema,
    errors: ["not_found", "breadth_limit_exceeded"],
    handler: async ({ db, viewer, params, now }) => {
      const { auction, revealedOtherClubSkills } = await getPlayerAuction(db, viewer, params.playerId, now);
      // Seeing another club's player's skills costs one breadth count (the spec's reveal rule).
      return withFacts(auction, { revealedOtherClubSkills });
    },
  }),
];
