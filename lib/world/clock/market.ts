import { param, prepareSql, sql, timeParam } from "@/lib/sql";
import { expectedIncome, targetBank, wageBudget } from "../budget";
import { LATE_BID_WINDOW, newListingRow, OWNED_BEFORE_LISTING, roundUp, SQUAD_MAX, startingPrice } from "../market";
import { decide, type Decision, type MarketListing, type SquadMember } from "../manager";
import { Rng } from "../random";
import { DAY, fridayOnOrBefore, HOUR } from "../season";
import { positionScore, skillsFromText } from "../skills";
import type { BidRow, Position, TransferListingRow } from "../types";
import { eventRng, type ClockContext, type ClubIncomeRow, type ListedPlayer, type OpenListing, type RunClub } from "./context";
import { tellEvents, toManagerOf } from "./events";
import { SKILLS_TEXT_SQL } from "./games";
import { insertPart, writeAll, type ClockDb, type NoArgs } from "./sql";

export type { OpenListing };

const MINUTE = 60_000;

const OPEN_LISTINGS = prepareSql<NoArgs, Omit<OpenListing, "bidders"> & { bidders: string[] }>(
  "clock_open_listings",
  sql`SELECT l."id", l."playerId", l."listingClubId", l."startedAt", l."endsAt", l."currentPrice", l."leaderTeamId", l."bidCount", l."minIncrementPercent",
             b."lastBidAt", coalesce(b."bidders", '{}') AS "bidders"
        FROM "TransferListing" l
        LEFT JOIN LATERAL (SELECT max("placedAt") AS "lastBidAt", array_agg(DISTINCT "teamId"::text) AS "bidders" FROM "Bid" WHERE "listingId" = l."id") b ON true
       WHERE l."status" = 'Open' ORDER BY l."id"`,
);

/**
 * The open auctions, read once per advance and then kept in step by the market and the
 * settlements (a failed step ends the advance, and the next one reads them again).
 */
export async function openListings(db: ClockDb, ctx: ClockContext): Promise<Map<string, OpenListing>> {
  if (ctx.open) return ctx.open;
  const rows = await db.sql.rows(OPEN_LISTINGS, {});
  ctx.open = new Map(rows.map((l) => [l.id, { ...l, bidders: new Set(l.bidders) }]));
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

/** Every club's income facts, read once and kept until a season's turn (see `ClockContext.incomeFacts`). */
async function incomeFacts(db: ClockDb, ctx: ClockContext): Promise<Map<string, ClubIncomeRow>> {
  if (ctx.incomeFacts) return ctx.incomeFacts;
  const clubs = [...ctx.officeHours.values()].flatMap((run) => run.map((c) => c.id));
  ctx.incomeFacts = new Map((await db.sql.rows(CLUB_INCOME_FACTS, { clubs })).map((f) => [f.id, f]));
  return ctx.incomeFacts;
}

const add = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

/** A club's players as its manager and the market see them, one row each, in id order. */
interface ClubPlayer {
  id: string;
  clubId: string;
  number: number;
  position: Position;
  skills: string;
  age: number;
  salary: number;
  dmi: number;
  /** Owned since `ownedSince` or before (the game's four days before the hour). */
  ownedLongEnough: boolean;
  /** His last auction ended unsold after `unsoldAfter` (a week before the hour): not listed again yet. */
  unsold: boolean;
}

/**
 * The players of the clubs whose office hour it is, one text per club (fields by spaces, players
 * by `|`, in id order), with flags rather than times: the clock reads a few hundred players each
 * hour, and as rows of times their reading cost more than the managers' decisions (as the games'
 * rosters, ./games.ts).
 */
const CLUB_PLAYERS = prepareSql<{ clubs: string[]; ownedSince: Date; unsoldAfter: Date }, { clubId: string; players: string }>(
  "clock_club_players",
  sql`SELECT p."clubId", string_agg(concat_ws(' ', p."id", p."number", p."bestPosition", ${SKILLS_TEXT_SQL}, p."age", p."salary", p."dmi",
             (p."joinedClubAt" <= ${timeParam("ownedSince")})::int,
             (EXISTS (SELECT FROM "TransferListing" l WHERE l."playerId" = p."id" AND l."status" = 'Unsold' AND l."endsAt" > ${timeParam("unsoldAfter")}))::int),
             '|' ORDER BY p."id") AS "players"
        FROM "Player" p WHERE p."clubId" = ANY(${param<string[]>("clubs")}::uuid[]) AND NOT p."isRetired" GROUP BY p."clubId"`,
);

/** The clubs' players from `CLUB_PLAYERS`' texts, by club. */
async function clubPlayers(db: ClockDb, clubs: string[], hour: Date): Promise<Map<string, ClubPlayer[]>> {
  const rows = await db.sql.rows(CLUB_PLAYERS, {
    clubs,
    ownedSince: new Date(hour.getTime() - OWNED_BEFORE_LISTING),
    unsoldAfter: new Date(hour.getTime() - RELIST_AFTER),
  });
  return new Map(
    rows.map(({ clubId, players }) => [
      clubId,
      players.split("|").map((text) => {
        const [id, number, position, skills, age, salary, dmi, owned, unsold] = text.split(" ");
        if (unsold === undefined) throw new Error(`Not a player's text: ${JSON.stringify(text)}`);
        return {
          id,
          clubId,
          number: Number(number),
          position: position as Position,
          skills,
          age: Number(age),
          salary: Number(salary),
          dmi: Number(dmi),
          ownedLongEnough: owned === "1",
          unsold: unsold === "1",
        };
      }),
    ]),
  );
}

/** A player whose auction ended unsold is listed again no sooner than this. */
const RELIST_AFTER = 7 * DAY;

/** The jersey numbers taken at these clubs (for a buyer's new player). */
const CLUB_NUMBERS = prepareSql<{ clubs: string[] }, { clubId: string; number: number }>(
  "clock_club_numbers",
  sql`SELECT "clubId", "number" FROM "Player" WHERE "clubId" = ANY(${param<string[]>("clubs")}::uuid[]) ORDER BY "id"`,
);

/** What a club's manager expects a week to bring (lib/world/budget.ts), from its league, staff, buildings and arena. */
const CLUB_INCOME_FACTS = prepareSql<{ clubs: string[] }, ClubIncomeRow>(
  "clock_club_income_facts",
  sql`SELECT t."id", c."level", COALESCE(f."fanShop", 0) AS "fanShop", COALESCE(s."salaries", 0) AS "staffSalaries",
             COALESCE(f."upkeep", 0) AS "upkeep", CASE WHEN a."teamId" IS NULL THEN NULL ELSE to_jsonb(a.*) END AS "arena"
        FROM "Team" t
        LEFT JOIN "Competition" c ON c."id" = t."leagueId"
        LEFT JOIN "Arena" a ON a."teamId" = t."id"
        LEFT JOIN (SELECT "teamId", sum("salary")::int AS "salaries" FROM "Staff" GROUP BY "teamId") s ON s."teamId" = t."id"
        LEFT JOIN (SELECT "teamId", sum("weeklyUpkeep")::int AS "upkeep", max("level") FILTER (WHERE "building"::text = 'FanShop') AS "fanShop"
                     FROM "Facility" GROUP BY "teamId") f ON f."teamId" = t."id"
       WHERE t."id" = ANY(${param<string[]>("clubs")}::uuid[]) ORDER BY t."id"`,
);

/**
 * Each of these clubs' wage budget now (lib/world/budget.ts `wageBudget`: what a week brings at
 * its league's level, and its bank's distance from its target).
 */
export async function wageBudgets(db: ClockDb, ctx: ClockContext, clubs: string[]): Promise<Map<string, number>> {
  if (clubs.length === 0) return new Map();
  const bank = await banks(db, ctx);
  return new Map(
    (await db.sql.rows(CLUB_INCOME_FACTS, { clubs })).map((f) => {
      const held = bank.get(f.id) ?? 0;
      return [f.id, wageBudget(expectedIncome({ ...f, level: f.level ?? 3, bank: held }), held, targetBank(f.id))];
    }),
  );
}

/** The players on the list, as a buyer weighs them. */
const LISTED_PLAYERS = prepareSql<NoArgs, { id: string; position: Position; skills: string; age: number; salary: number; dmi: number }>(
  "clock_listed_players",
  sql`SELECT p."id", p."bestPosition"::text AS "position", ${SKILLS_TEXT_SQL} AS "skills", p."age", p."salary", p."dmi"
        FROM "Player" p WHERE p."id" IN (SELECT "playerId" FROM "TransferListing" WHERE "status" = 'Open') ORDER BY p."id"`,
);

/** The cheapest free agents of a position under 33, cheaper than `below`, a few, cheapest first. */
const FREE_AGENTS = prepareSql<{ position: string; below: number }, { id: string; salary: number }>(
  "clock_free_agents",
  sql`SELECT "id", "salary" FROM "Player" WHERE "clubId" IS NULL AND NOT "isRetired" AND "bestPosition" = ${param<string>("position")}
         AND "age" < 33 AND "salary" < ${param<number>("below")}::int ORDER BY "salary", "id" LIMIT 20`,
);

/** The best free agents of these positions under 33 whose salary is at most `most`, best first. */
const BEST_FREE_AGENTS = prepareSql<{ positions: string[]; most: number }, { id: string }>(
  "clock_best_free_agents",
  sql`SELECT "id" FROM "Player" WHERE "clubId" IS NULL AND NOT "isRetired" AND "bestPosition" = ANY(${param<string[]>("positions")}::text[])
         AND "age" < 33 AND "salary" <= ${param<number>("most")}::int ORDER BY "buzzerBeaterRating" DESC, "id" LIMIT 20`,
);

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
  const numbers = new Map<string, Set<number>>(buyers.map((id) => [id, new Set()]));
  if (buyers.length > 0) for (const p of await db.sql.rows(CLUB_NUMBERS, { clubs: buyers })) numbers.get(p.clubId)!.add(p.number);
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
 * A club's own taste for a listing (lib/world/manager.ts `valuation`): the same whenever it looks
 * (drawn once per advance, and again after a week's turn drops the memo).
 */
const tasteOf = (ctx: ClockContext, clubId: string) => (listingId: string) => {
  const tastes = (ctx.memo.tastes ??= new Map());
  const key = clubId + listingId;
  let taste = tastes.get(key);
  if (taste === undefined) tastes.set(key, (taste = new Rng(`taste:${ctx.seed}:${ctx.size}:${clubId}:${listingId}`).next()));
  return taste;
};

/** A player's worth at his position, parsed once per skills text (the week's training writes a new one). */
function scoreOf(ctx: ClockContext, skills: string, position: Position): number {
  const scores = (ctx.memo.scores ??= new Map());
  const key = position + skills;
  let score = scores.get(key);
  if (score === undefined) scores.set(key, (score = positionScore(skillsFromText(skills), position)));
  return score;
}

/**
 * The players on the list as buyers weigh them, read once and kept in step by the hour's new
 * listings until a week's turn (training, DMI) or a season's (ages, salaries) drops them.
 */
async function playersOnList(db: ClockDb, ctx: ClockContext): Promise<Map<string, ListedPlayer>> {
  if (ctx.memo.listed) return ctx.memo.listed;
  const rows = await db.sql.rows(LISTED_PLAYERS, {});
  ctx.memo.listed = new Map(
    rows.map((p) => [p.id, { position: p.position, score: scoreOf(ctx, p.skills, p.position), age: p.age, salary: p.salary, dmi: p.dmi }]),
  );
  return ctx.memo.listed;
}

/** What the market does in an hour, written together at its end. */
interface HourWrites {
  bids: BidRow[];
  updated: Map<string, OpenListing>;
  listed: TransferListingRow[];
  released: string[];
  signed: { id: string; club: string; number: number; at: Date }[];
}

/**
 * The market's hour, at `hour` (a whole hour): the clubs whose office hour it is (a simulated
 * manager's or a bot's, see `ClockContext.officeHours`), one after the other in id order, look
 * at their squad, their money and the list, and list players, let them go, or bid
 * (lib/world/manager.ts decides; bids are placed during the hour that ends now, each the
 * minimum raise or more over the last, and never above what the club's bank holds beyond the
 * auctions it leads).
 */
export async function runMarketHour(db: ClockDb, ctx: ClockContext, hour: Date): Promise<void> {
  const acting = ctx.officeHours.get(hour.getUTCHours()) ?? [];
  if (acting.length === 0) return;
  const rng = eventRng(ctx, `market:${hour.toISOString()}`);
  const listings = await openListings(db, ctx);
  const ids = acting.map((c) => c.id);
  const players = await clubPlayers(db, ids, hour);
  const incomes = await incomeFacts(db, ctx);
  const bank = await banks(db, ctx);
  const traders = acting.some((c) => c.kind === "simulated") && listings.size > 0;
  const onList = traders ? await playersOnList(db, ctx) : new Map<string, ListedPlayer>();
  // The list as buyers see it, built once for the hour and kept in step with its bids and new auctions.
  const market = new Map<string, MarketListing>();
  for (const l of listings.values()) {
    const p = onList.get(l.playerId);
    if (p) market.set(l.id, marketListing(l, p));
  }
  const listedPlayers = new Set([...listings.values()].map((l) => l.playerId));
  // In id order, as a context read afresh has them: a kept one holds the auctions it opened last at
  // the end, and the order is the order in which a club raises its bids.
  const marketList = [...market.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // What each club leads, kept in step with the hour's bids.
  const leading = new Map<string, { committed: number; leads: number }>();
  for (const l of listings.values()) if (l.leaderTeamId !== null) lead(leading, l.leaderTeamId, l.currentPrice, 1);
  const writes: HourWrites = { bids: [], updated: new Map(), listed: [], released: [], signed: [] };

  for (const club of acting) {
    const squad = (players.get(club.id) ?? []).map((p) => member(ctx, p, listedPlayers));
    const facts = incomes.get(club.id);
    if (!facts) continue;
    const { committed, leads } = leading.get(club.id) ?? { committed: 0, leads: 0 };
    const decisions = decide({
      clubId: club.id,
      level: facts.level ?? 3,
      kind: club.kind,
      squad,
      books: {
        income: expectedIncome({ ...facts, level: facts.level ?? 3, bank: bank.get(club.id) ?? 0 }),
        bank: bank.get(club.id) ?? 0,
        target: targetBank(club.id),
        committed,
        leads,
      },
      market: club.kind === "simulated" ? marketList : [],
      draw: rng.next(),
      taste: tasteOf(ctx, club.id),
    });
    for (const decision of decisions) {
      if (decision.kind === "replace") await replacePlayer(db, hour, club, decision, players.get(club.id) ?? [], writes);
      else if (decision.kind === "sign") await signFreeAgent(db, ctx, hour, club, decision, players.get(club.id) ?? [], writes);
      else carryOut(ctx, rng, hour, club, decision, { listings, market, marketList, leading, listedPlayers, squad, writes });
    }
  }
  await writeAll(db, [
    insertPart("Bid", writes.bids),
    {
      sql: (
        from,
      ) => sql`UPDATE "TransferListing" l SET "currentPrice" = r.price, "leaderTeamId" = r.leader, "bidCount" = r.count, "endsAt" = r."endsAt"
         FROM ${from(`id uuid, price int, leader uuid, count int, "endsAt" timestamp`)} WHERE l."id" = r.id`,
      rows: [...writes.updated.values()].map((l) => ({
        id: l.id,
        price: l.currentPrice,
        leader: l.leaderTeamId,
        count: l.bidCount,
        endsAt: l.endsAt,
      })),
    },
    insertPart("TransferListing", writes.listed),
    {
      sql: (from) => sql`UPDATE "Player" p SET "clubId" = NULL FROM ${from("id uuid")} WHERE p."id" = r.id`,
      rows: writes.released.map((id) => ({ id })),
    },
    {
      sql: (from) => sql`UPDATE "Player" p SET "clubId" = r.club, "number" = r.number, "joinedClubAt" = r.at
         FROM ${from("id uuid, club uuid, number int, at timestamp")} WHERE p."id" = r.id`,
      rows: writes.signed,
    },
  ]);
}

/**
 * A free agent signs with a club that lacks players: the best of the positions it needs that its
 * wages allow, if any. The club's squad size moves with him (settlements read it).
 */
async function signFreeAgent(
  db: ClockDb,
  ctx: ClockContext,
  hour: Date,
  club: RunClub,
  decision: Extract<Decision, { kind: "sign" }>,
  squad: ClubPlayer[],
  writes: HourWrites,
) {
  const taken = new Set([...writes.signed.map((s) => s.id), ...writes.released]);
  const agent = (await db.sql.rows(BEST_FREE_AGENTS, { positions: decision.positions, most: decision.maxSalary })).find(
    (a) => !taken.has(a.id),
  );
  if (!agent) return;
  writes.signed.push({ id: agent.id, club: club.id, number: freeNumber(squad, writes, club.id), at: hour });
  ctx.squads.set(club.id, (ctx.squads.get(club.id) ?? 0) + 1);
}

/** The lowest jersey number free at a club, its signings this hour counted. */
function freeNumber(squad: ClubPlayer[], writes: HourWrites, clubId: string): number {
  const numbers = new Set([...squad.map((p) => p.number), ...writes.signed.filter((s) => s.club === clubId).map((s) => s.number)]);
  let number = 0;
  while (numbers.has(number)) number++;
  return number;
}

/**
 * A club at its fewest players that must save lets its dearest go and signs the cheapest free
 * agent of his position in his place (free, at the salary he has); with none cheaper to be had,
 * nothing happens. Written with the hour's other moves.
 */
async function replacePlayer(
  db: ClockDb,
  hour: Date,
  club: RunClub,
  decision: Extract<Decision, { kind: "replace" }>,
  squad: ClubPlayer[],
  writes: HourWrites,
) {
  const taken = new Set([...writes.signed.map((s) => s.id), ...writes.released]);
  const agent = (await db.sql.rows(FREE_AGENTS, { position: decision.position, below: decision.salary })).find((a) => !taken.has(a.id));
  if (!agent) return;
  writes.released.push(decision.playerId);
  writes.signed.push({ id: agent.id, club: club.id, number: freeNumber(squad, writes, club.id), at: hour });
}

function member(ctx: ClockContext, p: ClubPlayer, listedPlayers: Set<string>): SquadMember {
  const listed = listedPlayers.has(p.id);
  const unsold = p.unsold;
  return {
    id: p.id,
    position: p.position,
    score: scoreOf(ctx, p.skills, p.position),
    age: p.age,
    salary: p.salary,
    dmi: p.dmi,
    listed,
    listable: !listed && !unsold && p.ownedLongEnough,
    unsold,
  };
}

/** Adds to what a club leads: `leads` auctions more, `amount` more committed. */
function lead(leading: Map<string, { committed: number; leads: number }>, clubId: string, amount: number, leads: number) {
  const now = leading.get(clubId);
  if (now) {
    now.committed += amount;
    now.leads += leads;
  } else leading.set(clubId, { committed: amount, leads });
}

/** The amount a bid must reach on this auction now. */
const nextBidOf = (l: OpenListing) =>
  l.bidCount === 0 ? l.currentPrice : roundUp(l.currentPrice * (1 + l.minIncrementPercent / 100), 100);

function marketListing(l: OpenListing, p: ListedPlayer): MarketListing {
  return {
    id: l.id,
    sellerId: l.listingClubId,
    position: p.position,
    score: p.score,
    age: p.age,
    salary: p.salary,
    dmi: p.dmi,
    nextBid: nextBidOf(l),
    leaderId: l.leaderTeamId,
    bidders: l.bidders,
  };
}

/** One decision of a club's manager, made in memory (and queued for the hour's writes). */
function carryOut(
  ctx: ClockContext,
  rng: Rng,
  hour: Date,
  club: RunClub,
  decision: Exclude<Decision, { kind: "replace" | "sign" }>,
  at: {
    listings: Map<string, OpenListing>;
    market: Map<string, MarketListing>;
    /** The market's listings in order, for the buyers (new ones at the end). */
    marketList: MarketListing[];
    leading: Map<string, { committed: number; leads: number }>;
    listedPlayers: Set<string>;
    squad: SquadMember[];
    writes: HourWrites;
  },
) {
  const { listings, market, squad, writes } = at;
  if (decision.kind === "release") {
    writes.released.push(decision.playerId);
    ctx.squads.set(club.id, (ctx.squads.get(club.id) ?? 0) - 1);
    return;
  }
  if (decision.kind === "list") {
    const player = squad.find((p) => p.id === decision.playerId)!;
    // The price is drawn before the id, then the end: the clock's draws keep their order.
    const price = startingPrice(rng, player.dmi);
    const id = rng.uuid();
    const endsAt = new Date(hour.getTime() + rng.int(1, 3) * DAY + rng.int(0, 59) * MINUTE);
    const row = newListingRow({ id, playerId: player.id, listingClubId: club.id, startingPrice: price, startedAt: hour, endsAt });
    writes.listed.push(row);
    const open = { ...row, lastBidAt: null, bidders: new Set<string>() };
    listings.set(id, open);
    const seen = marketListing(open, player);
    market.set(id, seen);
    at.marketList.push(seen);
    ctx.memo.listed?.set(player.id, {
      position: player.position,
      score: player.score,
      age: player.age,
      salary: player.salary,
      dmi: player.dmi,
    });
    at.listedPlayers.add(player.id);
    player.listed = true;
    return;
  }
  const listing = listings.get(decision.listingId)!;
  // The clock's bids fall in the hour that ends now, each after the last one and after the auction began.
  const from = Math.max(hour.getTime() - HOUR, listing.startedAt.getTime(), ctx.referenceTime.getTime(), listing.lastBidAt?.getTime() ?? 0);
  if (from + 1 >= hour.getTime()) return;
  const placedAt = from + 1 + Math.floor(rng.next() * (hour.getTime() - from - 1));
  const least = nextBidOf(listing);
  const amount = listing.bidCount === 0 ? least : Math.max(least, Math.min(decision.limit, roundUp(least * rng.float(1, 1.05), 100)));
  if (amount > decision.limit) return;
  writes.bids.push({
    id: rng.uuid(),
    listingId: listing.id,
    teamId: club.id,
    managerId: ctx.managerOf.get(club.id) ?? null,
    amount,
    placedAt: new Date(placedAt),
  });
  if (listing.leaderTeamId !== null) lead(at.leading, listing.leaderTeamId, -listing.currentPrice, -1);
  lead(at.leading, club.id, amount, 1);
  Object.assign(listing, {
    currentPrice: amount,
    leaderTeamId: club.id,
    bidCount: listing.bidCount + 1,
    lastBidAt: new Date(placedAt),
    endsAt: new Date(Math.max(listing.endsAt.getTime(), placedAt + LATE_BID_WINDOW)),
  });
  listing.bidders.add(club.id);
  writes.updated.set(listing.id, listing);
  const seen = market.get(listing.id);
  if (seen) Object.assign(seen, { nextBid: nextBidOf(listing), leaderId: club.id });
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
