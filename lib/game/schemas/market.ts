import { z } from "zod";
import { LISTING_STATUSES } from "@/lib/vocabulary";
import { DateTimeSchema, EXAMPLE_IDS, TeamRefSchema } from "@/lib/game/schemas/common";
import { PLAYER_EXAMPLE, PlayerSchema, SkillsSchema } from "@/lib/game/schemas/player";
import { PagingSchema } from "@/lib/game/paging";

const EXAMPLE_LISTING_ID = "4b3a2918-0f7e-4d6c-9b5a-3e2d1c0b9a8f";
const { skills: exampleSkills, ...playerFigures } = PLAYER_EXAMPLE;
/** The reference's example Player, listed by another club. */
const examplePlayer = {
  ...playerFigures,
  club: { id: EXAMPLE_IDS.otherClub, name: "Harbor City Hawks" },
  isTransferListed: true,
} as const;

export const MarketPlayerSchema = PlayerSchema.omit({ skills: true })
  .extend({
    listingId: z.uuid().meta({ description: "The open auction's id.", example: EXAMPLE_LISTING_ID }),
    currentPrice: z.number().int().meta({
      description: "The highest bid in dollars, or the starting price while nobody has bid.",
      example: 126000,
    }),
    endsAt: DateTimeSchema.meta({
      description: "When the auction closes unless a late bid extends it (it closes after 3 minutes without a bid).",
      example: "2026-11-19T18:04:00.000Z",
    }),
    leadingBidder: TeamRefSchema.nullable().meta({ description: "The club holding the highest bid; null while nobody has bid." }),
    bidCount: z.number().int().min(0).meta({ description: "How many bids the auction has received.", example: 4 }),
  })
  .meta({
    id: "MarketPlayer",
    description: "A player in an open auction: the public figures (never skills) and the state of the auction.",
    example: {
      ...examplePlayer,
      listingId: EXAMPLE_LISTING_ID,
      currentPrice: 126000,
      endsAt: "2026-11-19T18:04:00.000Z",
      leadingBidder: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" },
      bidCount: 4,
    },
  });

export const MarketPlayerListSchema = z
  .object({
    players: z.array(MarketPlayerSchema).meta({ description: "Players in open auctions matching the search, in the requested order." }),
    paging: PagingSchema,
  })
  .meta({
    id: "MarketPlayerList",
    description: "One page of the transfer list. Only open auctions appear; skills never do.",
    example: {
      players: [
        {
          ...examplePlayer,
          listingId: EXAMPLE_LISTING_ID,
          currentPrice: 126000,
          endsAt: "2026-11-19T18:04:00.000Z",
          leadingBidder: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" },
          bidCount: 4,
        },
      ],
      paging: { offset: 0, limit: 25, hasMore: true },
    },
  });

export const AuctionPricesSchema = z
  .object({
    startingPrice: z.number().int().meta({ description: "The price the listing club asked for, in dollars.", example: 90000 }),
    currentPrice: z.number().int().meta({
      description: "The highest bid, or the starting price while nobody has bid.",
      example: 126000,
    }),
    minimumNextBid: z.number().int().nullable().meta({
      description:
        "The current price raised by the auction's minimum increment (5%), rounded up to a whole dollar; null once the auction is closed.",
      example: 132300,
    }),
    finalPrice: z.number().int().nullable().meta({ description: "What the buyer paid; null unless the player was sold.", example: null }),
  })
  .meta({ id: "AuctionPrices", description: "The auction's prices in whole dollars." });

export const AuctionBidSchema = z
  .object({
    team: TeamRefSchema.meta({ description: "The club that bid." }),
    amount: z.number().int().meta({ description: "Dollars.", example: 126000 }),
    placedAt: DateTimeSchema,
    isLeading: z.boolean().meta({ description: "The highest bid (for a sold player: the winning one).", example: true }),
  })
  .meta({ id: "AuctionBid" });

export const AuctionSchema = z
  .object({
    listingId: z.uuid().meta({ example: EXAMPLE_LISTING_ID }),
    // No .meta() here: it would inline Player instead of referencing it.
    player: PlayerSchema,
    listingClub: TeamRefSchema.meta({ description: "The club that listed the player." }),
    prices: AuctionPricesSchema,
    status: z.enum(LISTING_STATUSES).meta({
      description:
        "The recorded outcome: `Open` until the auction is settled, then `Sold` or `Unsold`. An auction past `endsAt` may still read `Open` until it is settled; `isOpen` is false then.",
      example: "Open",
    }),
    isOpen: z.boolean().meta({ description: "Whether bids are still taken: status `Open` and `endsAt` not yet passed.", example: true }),
    startedAt: DateTimeSchema,
    endsAt: DateTimeSchema.meta({
      description: "When the auction closes (or closed); each late bid moves it so that 3 minutes pass without a bid.",
      example: "2026-11-19T18:04:00.000Z",
    }),
    buyer: TeamRefSchema.nullable().meta({ description: "The club that bought the player; null unless sold." }),
    bids: z.array(AuctionBidSchema).meta({
      description: "Bids, highest first. Supporters see every bid; other managers only the leading ones.",
    }),
    hasMoreBids: z.boolean().meta({
      description: "True when bids exist beyond those shown (only ever for managers without supporter status).",
      example: false,
    }),
    skills: SkillsSchema.nullable().meta({
      description:
        "The listed player's skills, revealed while the auction is open to tokens with scope `market`; null once it is closed. Each reveal of another club's player counts toward the daily breadth limit.",
    }),
    skillsVisibleUntil: DateTimeSchema.nullable().meta({
      description: "Present with `skills`: the auction's end. Clients must not keep the skills past this time.",
      example: "2026-11-19T18:04:00.000Z",
    }),
  })
  .meta({
    id: "Auction",
    description:
      "A player's most recent auction: prices, bids as the game shows them to you, and skills while it is open. `player.skills` follows the general privacy rules (null for another club's player); the open-auction reveal is the top-level `skills`.",
    example: {
      listingId: EXAMPLE_LISTING_ID,
      player: { ...examplePlayer, skills: null },
      listingClub: { id: EXAMPLE_IDS.otherClub, name: "Harbor City Hawks" },
      prices: { startingPrice: 90000, currentPrice: 126000, minimumNextBid: 132300, finalPrice: null },
      status: "Open",
      isOpen: true,
      startedAt: "2026-11-17T09:12:00.000Z",
      endsAt: "2026-11-19T18:04:00.000Z",
      buyer: null,
      bids: [
        { team: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" }, amount: 126000, placedAt: "2026-11-18T10:41:00.000Z", isLeading: true },
        {
          team: { id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", name: "Mesa Coyotes" },
          amount: 112400,
          placedAt: "2026-11-17T21:03:00.000Z",
          isLeading: false,
        },
        { team: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" }, amount: 100500, placedAt: "2026-11-17T15:27:00.000Z", isLeading: false },
      ],
      hasMoreBids: true,
      skills: exampleSkills,
      skillsVisibleUntil: "2026-11-19T18:04:00.000Z",
    },
  });

export type MarketPlayer = z.infer<typeof MarketPlayerSchema>;
export type MarketPlayerList = z.infer<typeof MarketPlayerListSchema>;
export type Auction = z.infer<typeof AuctionSchema>;
