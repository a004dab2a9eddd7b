import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createApiCalls, createTestApi, type TestApi, principalCacheFor } from "@/lib/testing/api";
import { authenticateBearer } from "@/lib/auth/authenticate";
import { AuctionSchema, MarketPlayerListSchema, type MarketPlayer } from "@/lib/game/schemas/market";
import { PlayerSchema } from "@/lib/game/schemas/player";
import { getPlayerAuction, listMarketPlayers, searchStatementFor } from "@/lib/game/market";
import pg from "pg";
import { connectDatabase } from "@/lib/db";
import { LEADING_BIDS_SHOWN } from "@/lib/game/privacy";

let database: TestDatabase;
let api: TestApi;
let demoToken: string;
let rookieToken: string;
let demoClubId: string;
let rookieClubId: string;
let open: Listing[];
let counts: { listings: number; bids: number };

/** What the filters look at, from the database or from an answer. */
interface Facts {
  age: number;
  height: number;
  salary: number;
  price: number;
  potential: number;
  countryId: string;
  position: string;
  injured: boolean;
}

interface Listing {
  id: string;
  endsAt: Date;
  playerId: string;
  clubId: string | null;
  listingClubId: string;
  bids: { amount: number; teamId: string }[];
  facts: Facts;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function loadOpenListings(now: Date): Promise<Listing[]> {
  const rows = await database.prisma.transferListing.findMany({
    where: { status: "Open", endsAt: { gt: now } },
    select: {
      id: true,
      endsAt: true,
      startingPrice: true,
      listingClubId: true,
      player: {
        select: {
          id: true,
          age: true,
          height: true,
          salary: true,
          potential: true,
          countryId: true,
          bestPosition: true,
          injuryWeeks: true,
          clubId: true,
        },
      },
      bids: { orderBy: [{ amount: "desc" }, { placedAt: "asc" }, { id: "asc" }], select: { amount: true, teamId: true } },
    },
  });
  return rows
    .map((r) => ({
      id: r.id,
      endsAt: r.endsAt,
      playerId: r.player.id,
      clubId: r.player.clubId,
      listingClubId: r.listingClubId,
      bids: r.bids,
      facts: {
        age: r.player.age,
        height: r.player.height,
        salary: r.player.salary,
        price: r.bids[0]?.amount ?? r.startingPrice,
        potential: r.player.potential,
        countryId: r.player.countryId,
        position: r.player.bestPosition,
        injured: (r.player.injuryWeeks ?? 0) > 0,
      },
    }))
    .sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime() || byId(a.id, b.id));
}

function factsOf(p: MarketPlayer): Facts {
  return {
    age: p.age,
    height: p.height,
    salary: p.salary,
    price: p.currentPrice,
    potential: p.potential,
    countryId: p.countryId,
    position: p.bestPosition,
    injured: p.injury !== null,
  };
}

const { getJson, expectError } = createApiCalls(
  () => api,
  () => demoToken,
);

async function search(query: string, token = demoToken) {
  return MarketPlayerListSchema.parse(await getJson(`/v1/market/players${query ? `?${query}` : ""}`, token));
}

async function auction(playerId: string, token = demoToken) {
  return AuctionSchema.parse(await getJson(`/v1/market/players/${playerId}/auction`, token));
}

async function viewerFor(token: string) {
  return (await authenticateBearer(database, principalCacheFor(database), `Bearer ${token}`, api.clock.now())).viewer;
}

async function expectInvalid(query: string, parameter: string) {
  const error = await expectError(`/v1/market/players?${query}`, 400, "invalid_parameter");
  expect(error.parameter, query).toBe(parameter);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A filter: the query value chosen from the open listings, and the rule it stands for. */
const FILTERS: [string, (all: Listing[]) => string, (f: Facts, value: string) => boolean][] = [
  ["minAge", (all) => String(median(all.map((l) => l.facts.age))), (f, v) => f.age >= Number(v)],
  ["maxAge", (all) => String(median(all.map((l) => l.facts.age))), (f, v) => f.age <= Number(v)],
  ["minHeight", (all) => String(median(all.map((l) => l.facts.height))), (f, v) => f.height >= Number(v)],
  ["maxHeight", (all) => String(median(all.map((l) => l.facts.height))), (f, v) => f.height <= Number(v)],
  ["minSalary", (all) => String(median(all.map((l) => l.facts.salary))), (f, v) => f.salary >= Number(v)],
  ["maxSalary", (all) => String(median(all.map((l) => l.facts.salary))), (f, v) => f.salary <= Number(v)],
  ["minPrice", (all) => String(median(all.map((l) => l.facts.price))), (f, v) => f.price >= Number(v)],
  ["maxPrice", (all) => String(median(all.map((l) => l.facts.price))), (f, v) => f.price <= Number(v)],
  ["minPotential", (all) => String(median(all.map((l) => l.facts.potential))), (f, v) => f.potential >= Number(v)],
  ["maxPotential", (all) => String(median(all.map((l) => l.facts.potential))), (f, v) => f.potential <= Number(v)],
  ["country", (all) => all[0].facts.countryId, (f, v) => f.countryId === v],
  ["position", () => "C", (f, v) => f.position === v],
  ["injury", () => "OnlyInjured", (f) => f.injured],
  ["injury", () => "ExcludeInjured", (f) => !f.injured],
  ["injury", () => "Nothing", () => true],
];

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  demoToken = await api.tokenFor("demo", ["public", "market"]);
  rookieToken = await api.tokenFor("rookie", ["public", "market"]);
  const clubOf = async (username: string) =>
    (await database.prisma.team.findFirstOrThrow({ where: { kind: "Club", manager: { username } }, select: { id: true } })).id;
  demoClubId = await clubOf("demo");
  rookieClubId = await clubOf("rookie");
  open = await loadOpenListings(api.clock.now());
  counts = { listings: await database.prisma.transferListing.count(), bids: await database.prisma.bid.count() };
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  // Every call here is a read, refused ones included.
  expect({ listings: await database.prisma.transferListing.count(), bids: await database.prisma.bid.count() }).toEqual(counts);
  await database.drop();
});

describe("GET /v1/market/players", () => {
  it("lists open auctions by end time with price, leader and bid count from the bids", async () => {
    expect(open.length).toBeGreaterThan(30);
    const list = await search("limit=30");
    expect(list.paging).toEqual({ offset: 0, limit: 30, hasMore: true });
    expect(list.players.map((p) => p.listingId)).toEqual(open.slice(0, 30).map((l) => l.id));
    const leaders = new Map((await database.prisma.team.findMany({ select: { id: true, name: true } })).map((t) => [t.id, t.name]));
    for (const player of list.players) {
      const listing = open.find((l) => l.id === player.listingId)!;
      expect(player.id).toBe(listing.playerId);
      expect(player.currentPrice).toBe(listing.facts.price);
      expect(player.bidCount).toBe(listing.bids.length);
      const top = listing.bids[0];
      expect(player.leadingBidder).toEqual(top ? { id: top.teamId, name: leaders.get(top.teamId) } : null);
      expect(player.isTransferListed).toBe(true);
      expect(Date.parse(player.endsAt)).toBe(listing.endsAt.getTime());
    }
  });

  it("uses the defaults: AuctionTime, Asc, offset 0, limit 25", async () => {
    const list = await search("");
    expect(list.paging.limit).toBe(25);
    expect(list.players.map((p) => p.listingId)).toEqual(open.slice(0, 25).map((l) => l.id));
  });

  it("never carries skills, not even for the manager's own listed player", async () => {
    const own = open.find((l) => l.clubId === demoClubId);
    expect(own, "the world should have an open auction of a demo club player").toBeDefined();
    const token = await api.tokenFor("demo", ["public", "team", "national", "market"]);
    const f = own!.facts;
    const { players } = (await getJson(
      `/v1/market/players?minAge=${f.age}&maxAge=${f.age}&minSalary=${f.salary}&maxSalary=${f.salary}&position=${f.position}&limit=30`,
      token,
    )) as { players: Record<string, unknown>[] };
    expect(players.map((p) => p.id)).toContain(own!.playerId);
    for (const p of players) expect(p).not.toHaveProperty("skills");
    const all = (await getJson("/v1/market/players?limit=30", token)) as { players: Record<string, unknown>[] };
    for (const p of all.players) expect(p).not.toHaveProperty("skills");
  });

  it.each(FILTERS.map(([name, value, rule], i) => [`${name} #${i}`, name, value, rule] as const))(
    "filters by %s in SQL: every row satisfies it and the set matches the database",
    async (_label, name, value, rule) => {
      const v = value(open);
      const expected = open.filter((l) => rule(l.facts, v));
      const list = await search(`${name}=${v}&limit=30`);
      for (const p of list.players) expect(rule(factsOf(p), v), `${name}=${v} on ${p.listingId}`).toBe(true);
      expect(list.players.map((p) => p.listingId)).toEqual(expected.slice(0, 30).map((l) => l.id));
      expect(list.paging.hasMore).toBe(expected.length > 30);
    },
  );

  it("has filters that actually narrow the list", () => {
    const narrowing = FILTERS.filter(([, value, rule]) => {
      const v = value(open);
      const kept = open.filter((l) => rule(l.facts, v)).length;
      return kept > 0 && kept < open.length;
    }).map(([name]) => name);
    for (const name of ["minAge", "maxAge", "minHeight", "maxHeight", "minSalary", "maxSalary", "minPrice", "maxPrice", "position"]) {
      expect(narrowing).toContain(name);
    }
  });

  it("combines filters", async () => {
    const age = median(open.map((l) => l.facts.age));
    const price = median(open.map((l) => l.facts.price));
    const expected = open.filter((l) => l.facts.age <= age && l.facts.price >= price && !l.facts.injured);
    const list = await search(`maxAge=${age}&minPrice=${price}&injury=ExcludeInjured&limit=30`);
    expect(list.players.map((p) => p.listingId)).toEqual(expected.slice(0, 30).map((l) => l.id));
  });

  it("accepts an unknown but well-formed country id and matches nothing", async () => {
    const list = await search(`country=${crypto.randomUUID()}`);
    expect(list.players).toEqual([]);
    expect(list.paging.hasMore).toBe(false);
  });

  it.each([
    ["AuctionTime", "Desc", (l: Listing) => l.endsAt.getTime()],
    ["Age", "Asc", (l: Listing) => l.facts.age],
    ["Age", "Desc", (l: Listing) => l.facts.age],
    ["Salary", "Asc", (l: Listing) => l.facts.salary],
    ["Salary", "Desc", (l: Listing) => l.facts.salary],
  ] as const)("orders by %s %s, ties by listing id", async (orderBy, sort, key) => {
    const sign = sort === "Desc" ? -1 : 1;
    const expected = [...open].sort((a, b) => sign * (key(a) - key(b)) || byId(a.id, b.id));
    const list = await search(`orderBy=${orderBy}&sort=${sort}&limit=30`);
    expect(list.players.map((p) => p.listingId)).toEqual(expected.slice(0, 30).map((l) => l.id));
  });

  it("pages without gaps or overlaps", async () => {
    const first = await search("orderBy=Age&limit=7");
    const second = await search("orderBy=Age&offset=7&limit=7");
    const both = await search("orderBy=Age&limit=14");
    expect([...first.players, ...second.players].map((p) => p.listingId)).toEqual(both.players.map((p) => p.listingId));
    expect(first.paging).toEqual({ offset: 0, limit: 7, hasMore: true });
    // The last page of a search shorter than the 150 cap.
    const centres = open.filter((l) => l.facts.position === "C");
    expect(centres.length).toBeGreaterThan(3);
    expect(centres.length).toBeLessThan(145);
    const tail = await search(`position=C&offset=${centres.length - 3}&limit=5`);
    expect(tail.players.map((p) => p.listingId)).toEqual(centres.slice(-3).map((l) => l.id));
    expect(tail.paging.hasMore).toBe(false);
  });

  it("reads up to 150 deep: offset 140 + limit 10 is fine, 141 + 10 is refused naming offset", async () => {
    const deep = await search("offset=140&limit=10");
    expect(deep.paging).toEqual({ offset: 140, limit: 10, hasMore: open.length > 150 });
    expect(deep.players.map((p) => p.listingId)).toEqual(open.slice(140, 150).map((l) => l.id));
    await expectInvalid("offset=141&limit=10", "offset");
    // The default limit (25) counts too.
    await expectInvalid("offset=130", "offset");
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=31", "limit"],
    ["offset=-1", "offset"],
    ["minAge=abc", "minAge"],
    ["minAge=1.5", "minAge"],
    ["maxSalary=-5", "maxSalary"],
    ["orderBy=age", "orderBy"],
    ["sort=asc", "sort"],
    ["injury=Sometimes", "injury"],
    ["position=G", "position"],
    ["country=utopia", "country"],
    ["minAge=30&maxAge=20", "minAge"],
    ["minPrice=2000000&maxPrice=1000", "minPrice"],
    ["minPotential=12", "minPotential"],
    ["maxPotential=12", "maxPotential"],
    ["minPotential=9&maxPotential=3", "minPotential"],
    ["skill=jumpShot", "skill"],
    ["orderBy=JumpShot", "orderBy"],
  ])("answers 400 invalid_parameter for %s naming %s", async (query, parameter) => {
    await expectInvalid(query, parameter);
  });

  it("needs the market scope", async () => {
    const token = await api.tokenFor("demo", ["public", "team", "national", "economy"]);
    await expectError("/v1/market/players", 403, "insufficient_scope", token);
  });
});

describe("searches of every shape", () => {
  it("are each their own prepared statement, named within PostgreSQL's 63 characters, so none is taken for another", async () => {
    // Every bound at once, then each injury filter, with and without country and position: the
    // names of such shapes once ran past 63 characters and met in PostgreSQL, which cuts names
    // there, so the second on a connection failed (its name was already prepared).
    const everyBound =
      "minAge=17&maxAge=40&minHeight=150&maxHeight=240&minSalary=0&maxSalary=10000000&minPrice=0&maxPrice=1000000000&minPotential=0&maxPotential=11";
    const country = crypto.randomUUID(); // an unknown country matches nothing: only the shape matters here
    const names = new Set<string>();
    for (const injury of ["Nothing", "OnlyInjured", "ExcludeInjured"]) {
      for (const extra of ["", "&position=C", `&country=${country}`, `&country=${country}&position=C`]) {
        await search(`${everyBound}&injury=${injury}${extra}`);
      }
    }
    for (const orderBy of ["AuctionTime", "Age", "Salary"] as const) {
      for (const injury of ["Nothing", "OnlyInjured", "ExcludeInjured"] as const) {
        for (const inCountry of [undefined, country]) {
          const name =
            searchStatementFor({
              orderBy,
              sort: "Desc",
              injury,
              country: inCountry,
              position: "C",
              minAge: 17,
              maxAge: 40,
              minHeight: 150,
              maxHeight: 240,
              minSalary: 0,
              maxSalary: 1,
              minPrice: 0,
              maxPrice: 1,
              minPotential: 0,
              maxPotential: 1,
            }).name ?? "";
          expect(name.length, name).toBeLessThanOrEqual(63);
          names.add(name);
        }
      }
    }
    expect(names.size).toBe(3 * 3 * 2);
  });
});

describe("GET /v1/market/players/{playerId}/auction", () => {
  const foreign = () => open.find((l) => l.clubId !== demoClubId && l.clubId !== rookieClubId && l.listingClubId === l.clubId)!;

  it("reveals another club's player's skills while open, until the auction's end, and reports the reveal", async () => {
    const listing = foreign();
    const body = await auction(listing.playerId);
    const player = await database.prisma.player.findUniqueOrThrow({ where: { id: listing.playerId }, select: { skills: true } });
    expect(body.listingId).toBe(listing.id);
    expect(body.isOpen).toBe(true);
    expect(body.status).toBe("Open");
    expect(body.skills).toEqual(player.skills);
    expect(body.skillsVisibleUntil).toBe(listing.endsAt.toISOString());
    expect(body.endsAt).toBe(listing.endsAt.toISOString());
    // The embedded Player follows the general rule.
    expect(body.player.skills).toBeNull();
    expect(body.player.isTransferListed).toBe(true);
    expect(body.listingClub.id).toBe(listing.listingClubId);
    expect(body.buyer).toBeNull();
    expect(body.prices.currentPrice).toBe(listing.facts.price);
    expect(body.prices.finalPrice).toBeNull();
    expect(body.prices.minimumNextBid).toBe(Math.ceil((listing.facts.price * 105) / 100));

    const { revealedOtherClubSkills } = await getPlayerAuction(database, await viewerFor(demoToken), listing.playerId, api.clock.now());
    expect(revealedOtherClubSkills).toBe(true);
  });

  it("does not count the reveal of the manager's own listed player", async () => {
    const own = open.find((l) => l.clubId === demoClubId)!;
    const body = await auction(own.playerId);
    expect(body.skills).not.toBeNull();
    const { revealedOtherClubSkills } = await getPlayerAuction(database, await viewerFor(demoToken), own.playerId, api.clock.now());
    expect(revealedOtherClubSkills).toBe(false);
  });

  it("reveals nothing once the clock passes the auction's end", async () => {
    const listing = foreign();
    const shift = listing.endsAt.getTime() - api.clock.now().getTime() + 60_000;
    api.clock.advance(shift);
    try {
      const body = await auction(listing.playerId);
      expect(body.isOpen).toBe(false);
      expect(body.skills).toBeNull();
      expect(body.skillsVisibleUntil).toBeNull();
      expect(body.prices.minimumNextBid).toBeNull();
      const { revealedOtherClubSkills } = await getPlayerAuction(database, await viewerFor(demoToken), listing.playerId, api.clock.now());
      expect(revealedOtherClubSkills).toBe(false);
      // And it leaves the transfer list.
      const list = await search(`country=${listing.facts.countryId}&limit=30`);
      expect(list.players.map((p) => p.listingId)).not.toContain(listing.id);
    } finally {
      api.clock.advance(-shift);
    }
  });

  /** A closed auction of this status that is its player's most recent listing. */
  async function latestClosed(status: "Sold" | "Unsold") {
    const listings = await database.prisma.transferListing.findMany({
      where: { status },
      orderBy: { id: "asc" },
      select: {
        id: true,
        playerId: true,
        finalPrice: true,
        buyerTeamId: true,
        player: { select: { _count: { select: { listings: true } } } },
      },
    });
    const listing = listings.find((l) => l.player._count.listings === 1);
    expect(listing, `the world should hold a ${status} auction`).toBeDefined();
    return listing!;
  }

  it("shows a sold auction with its buyer and final price, and no skills", async () => {
    const sold = await latestClosed("Sold");
    const body = await auction(sold.playerId);
    expect(body.listingId).toBe(sold.id);
    expect(body.status).toBe("Sold");
    expect(body.isOpen).toBe(false);
    expect(body.prices.finalPrice).toBe(sold.finalPrice);
    expect(body.prices.minimumNextBid).toBeNull();
    expect(body.buyer?.id).toBe(sold.buyerTeamId);
    expect(body.bids[0].team.id).toBe(sold.buyerTeamId);
    expect(body.player.isTransferListed).toBe(false);
    expect(body.skills).toBeNull();
    expect(body.skillsVisibleUntil).toBeNull();
  });

  it("shows an unsold auction with no buyer, no final price and no skills", async () => {
    const unsold = await latestClosed("Unsold");
    const body = await auction(unsold.playerId);
    expect(body.listingId).toBe(unsold.id);
    expect(body.status).toBe("Unsold");
    expect(body.isOpen).toBe(false);
    expect(body.buyer).toBeNull();
    expect(body.prices.finalPrice).toBeNull();
    expect(body.prices.currentPrice).toBe(body.prices.startingPrice);
    expect(body.bids).toEqual([]);
    expect(body.skills).toBeNull();
  });

  it("shows a supporter every bid and a non-supporter only the leading ones", async () => {
    const busy = open.find((l) => l.bids.length > LEADING_BIDS_SHOWN);
    expect(busy, `the world should have an open auction with more than ${LEADING_BIDS_SHOWN} bids`).toBeDefined();
    const supporter = await auction(busy!.playerId, demoToken);
    expect(supporter.bids.map((b) => b.amount)).toEqual(busy!.bids.map((b) => b.amount));
    expect(supporter.bids.map((b) => b.team.id)).toEqual(busy!.bids.map((b) => b.teamId));
    expect(supporter.bids.map((b) => b.isLeading)).toEqual(busy!.bids.map((_, i) => i === 0));
    expect(supporter.hasMoreBids).toBe(false);

    const rookie = await auction(busy!.playerId, rookieToken);
    expect(rookie.bids).toEqual(supporter.bids.slice(0, LEADING_BIDS_SHOWN));
    expect(rookie.hasMoreBids).toBe(true);
    expect(rookie.prices.currentPrice).toBe(supporter.prices.currentPrice);
  });

  it("says there are no more bids when a non-supporter sees them all", async () => {
    const quiet = open.find((l) => l.bids.length > 0 && l.bids.length <= LEADING_BIDS_SHOWN);
    expect(quiet).toBeDefined();
    const body = await auction(quiet!.playerId, rookieToken);
    expect(body.bids).toHaveLength(quiet!.bids.length);
    expect(body.hasMoreBids).toBe(false);
  });

  it("prices an auction without bids at its starting price", async () => {
    const idle = open.find((l) => l.bids.length === 0);
    if (!idle) return;
    const body = await auction(idle.playerId);
    expect(body.bids).toEqual([]);
    expect(body.hasMoreBids).toBe(false);
    expect(body.prices.currentPrice).toBe(body.prices.startingPrice);
  });

  it("needs the market scope", async () => {
    const token = await api.tokenFor("demo", ["public", "team", "national", "economy"]);
    await expectError(`/v1/market/players/${foreign().playerId}/auction`, 403, "insufficient_scope", token);
  });

  it("answers 404 for an unknown player and for a player never listed, 400 for a malformed id", async () => {
    await expectError(`/v1/market/players/${crypto.randomUUID()}/auction`, 404, "not_found");
    const never = await database.prisma.player.findFirstOrThrow({ where: { listings: { none: {} } }, select: { id: true } });
    await expectError(`/v1/market/players/${never.id}/auction`, 404, "not_found");
    const malformed = await expectError("/v1/market/players/not-a-uuid/auction", 400, "invalid_parameter");
    expect(malformed.parameter).toBe("playerId");
  });
});

describe("query count", () => {
  it("uses one query for a list page and one for an auction, whatever their size", async () => {
    const statements: string[] = [];
    const counted = connectDatabase(database.url, { max: 2, onQuery: (sql: string) => statements.push(sql) });
    const now = api.clock.now();
    const viewer = await viewerFor(demoToken);
    try {
      await listMarketPlayers(counted, { limit: 2 }, now);
      expect(statements).toHaveLength(1);
      statements.length = 0;
      await listMarketPlayers(counted, { limit: 30, minPrice: 1000, orderBy: "Salary", sort: "Desc" }, now);
      expect(statements).toHaveLength(1);
      const busy = open.find((l) => l.bids.length > LEADING_BIDS_SHOWN)!;
      const quiet = open.find((l) => l.bids.length === 1) ?? open.find((l) => l.bids.length <= LEADING_BIDS_SHOWN)!;
      statements.length = 0;
      await getPlayerAuction(counted, viewer, busy.playerId, now);
      const forBusy = statements.length;
      statements.length = 0;
      await getPlayerAuction(counted, viewer, quiet.playerId, now);
      expect(statements).toHaveLength(forBusy);
      expect(forBusy).toBe(1);
    } finally {
      await counted.close();
    }
  });
});

describe("GET /v1/players/{playerId} of a listed player", () => {
  it("shows another club's listed player as transfer-listed with skills null", async () => {
    // Not one of a national squad demo coaches: those skills the national scope shows.
    const coached = await database.prisma.team.findMany({
      where: { manager: { username: "demo" }, kind: { not: "Club" } },
      select: { id: true },
    });
    const inSquads = await database.prisma.player.findMany({
      where: { nationalTeamId: { in: coached.map((t) => t.id) } },
      select: { id: true },
    });
    const squads = new Set(inSquads.map((p) => p.id));
    const listing = open.find((l) => l.clubId !== demoClubId && !squads.has(l.playerId))!;
    const token = await api.tokenFor("demo", ["public", "team", "national", "market"]);
    const player = PlayerSchema.parse(await getJson(`/v1/players/${listing.playerId}`, token));
    expect(player.isTransferListed).toBe(true);
    expect(player.skills).toBeNull();
  });
});

describe("the figures a search orders by, kept on the listing", () => {
  it("a listing carries its player's age and salary from the moment it is written, and follows the player while open", async () => {
    const listing = open.find((l) => l.clubId !== demoClubId)!;
    const row = await database.prisma.transferListing.findFirstOrThrow({ where: { playerId: listing.playerId, status: "Open" } });
    const player = await database.prisma.player.findUniqueOrThrow({ where: { id: listing.playerId }, select: { age: true, salary: true } });
    expect({ age: row.playerAge, salary: row.playerSalary }).toEqual(player);
    try {
      await database.prisma.player.update({ where: { id: listing.playerId }, data: { age: player.age + 1, salary: player.salary + 500 } });
      const moved = await database.prisma.transferListing.findUniqueOrThrow({ where: { id: row.id } });
      expect({ age: moved.playerAge, salary: moved.playerSalary }).toEqual({ age: player.age + 1, salary: player.salary + 500 });
    } finally {
      await database.prisma.player.update({ where: { id: listing.playerId }, data: player });
    }
    const restored = await database.prisma.transferListing.findUniqueOrThrow({ where: { id: row.id } });
    expect({ age: restored.playerAge, salary: restored.playerSalary }).toEqual(player);
  });

  it("a search reads the players and builds the JSON of one page only, whatever the size of the market (its real statement, generic plan)", async () => {
    await database.prisma.$executeRawUnsafe(`ANALYZE "TransferListing", "Player"`);
    const pool = new pg.Pool({ connectionString: database.url, max: 1, options: "-c plan_cache_mode=force_generic_plan" });
    const client = await pool.connect();
    try {
      for (const search of [
        { orderBy: "Age", sort: "Desc", limit: 10 },
        { orderBy: "AuctionTime", sort: "Asc", limit: 10, minPotential: 1 },
      ] as const) {
        const statement = searchStatementFor(search);
        await client.query(`PREPARE s AS ${statement.text}`);
        const values = statement.values({ now: api.clock.now().toISOString(), offset: 0, limit: 10, take: 11, minPotential: 1 } as never);
        const literal = (v: unknown) => (typeof v === "number" ? String(v) : `'${String(v)}'`);
        const { rows } = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE) EXECUTE s(${values.map(literal).join(", ")})`);
        await client.query("DEALLOCATE s");
        const plan = rows.map((r) => r["QUERY PLAN"]);
        // Every read of a player row: for the page's rows (at most 11), or within the walk when a filter needs the player.
        const playerReads = plan
          .filter((line) => /Scan .*on "Player"/.test(line))
          .map((line) => Number(/rows=\d+ loops=(\d+)\)/.exec(line)?.[1] ?? 0));
        if (!("minPotential" in search)) expect(Math.max(...playerReads), plan.join("\n")).toBeLessThanOrEqual(11);
        // The walk stops at the depth the list may be read to.
        expect(plan.join("\n")).toMatch(/->  Limit /);
      }
    } finally {
      client.release();
      await pool.end();
    }
  });
});
