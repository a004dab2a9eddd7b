import { describe, expect, it } from "vitest";
import { BANK_HORIZON_WEEKS, wageBudget } from "./budget";
import { decide, overSquad, SQUAD_MIN, type ManagerView, type MarketListing, type SquadMember } from "./manager";
import { SQUAD_MAX, valuation } from "./market";
import { POSITIONS, type Position } from "./types";

/** A squad of `size`, positions in the game's order round and round, each player a little better than the last. */
function squad(size: number, over: Partial<SquadMember> = {}): SquadMember[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `p${String(i).padStart(2, "0")}`,
    position: POSITIONS[i % 5],
    score: 8 + i * 0.1,
    age: 25,
    salary: 10_000 + i * 100,
    dmi: 150_000,
    listed: false,
    listable: true,
    ...over,
  }));
}

const payrollOf = (players: SquadMember[]) => players.reduce((s, p) => s + p.salary, 0);

/** A simulated manager at his target bank, with wages at his budget unless told otherwise. */
function view(players: SquadMember[], over: Partial<ManagerView> = {}, books: Partial<ManagerView["books"]> = {}): ManagerView {
  return {
    clubId: "club",
    level: 2,
    kind: "simulated",
    squad: players,
    books: { income: payrollOf(players), bank: 1_000_000, target: 1_000_000, committed: 0, leads: 0, ...books },
    market: [],
    draw: 0.99,
    taste: () => 0.5,
    ...over,
  };
}

function listing(position: Position, over: Partial<MarketListing> = {}): MarketListing {
  return {
    id: `l-${position}`,
    sellerId: "seller",
    position,
    score: 9,
    age: 26,
    salary: 9_000,
    dmi: 200_000,
    nextBid: 80_000,
    leaderId: null,
    bidders: new Set(),
    ...over,
  };
}

describe("a simulated manager's office hour", () => {
  it("does nothing with a squad in shape and wages at budget", () => {
    expect(decide(view(squad(14)))).toEqual([]);
  });

  it("lets the dearest spare player go at once when the bank cannot see four weeks through, and bids on nothing", () => {
    const players = squad(14);
    const decisions = decide(view(players, { market: [listing("PG")] }, { bank: 100_000, income: payrollOf(players) - 40_000 }));
    expect(decisions).toEqual([{ kind: "release", playerId: "p13", why: "bank" }]);
  });

  it("at its fewest players, replaces its dearest with a cheaper free agent instead", () => {
    const players = squad(SQUAD_MIN);
    const decisions = decide(view(players, {}, { bank: 50_000, income: payrollOf(players) - 40_000 }));
    expect(decisions).toEqual([{ kind: "replace", playerId: "p11", position: "SG", salary: 11_100, why: "bank" }]);
  });

  it("lists its dearest spare player when wages run over budget, never the twelfth, and releases one that did not sell", () => {
    const players = squad(14);
    const over = { income: payrollOf(players) * 0.8 };
    expect(decide(view(players, { market: [listing("PG")] }, over))).toEqual([{ kind: "list", playerId: "p13", why: "wages" }]);
    expect(decide(view(squad(13), {}, over))).toEqual([]);
    const unsold = squad(14).map((p) => (p.id === "p13" ? { ...p, unsold: true, listable: false } : p));
    expect(decide(view(unsold, {}, over))).toEqual([{ kind: "release", playerId: "p13", why: "wages" }]);
  });

  it("lists the one it needs least when it has more than fifteen, or four at a position", () => {
    const decisions = decide(view(squad(16)));
    expect(decisions).toContainEqual({ kind: "list", playerId: "p00", why: "surplus" });
    const crowded = squad(14).map((p, i) => (i >= 10 ? { ...p, position: "C" as const } : p));
    expect(decide(view(crowded))).toContainEqual({ kind: "list", playerId: "p04", why: "surplus" });
  });

  it("bids for a position it lacks, up to what it would pay, its bank less two weeks of wages, and its budget", () => {
    const players = squad(12).filter((p) => p.position !== "C");
    const wanted = listing("C", { dmi: 400_000, nextBid: 60_000 });
    const decisions = decide(view(players, { market: [listing("PG"), wanted] }));
    const limit = Math.min(
      valuation(400_000, 0.5, true),
      1_000_000 - 2 * payrollOf(players),
      (wageBudget(payrollOf(players), 1_000_000, 1_000_000) * 1.12 - payrollOf(players) - 9_000) * BANK_HORIZON_WEEKS,
    );
    expect(decisions).toEqual([{ kind: "bid", listingId: "l-C", limit: Math.floor(limit / 100) * 100 }]);
  });

  it("bids on nothing it cannot afford or has no room for, and signs a free agent when the list has nothing", () => {
    const players = squad(12).filter((p) => p.position !== "C");
    const dear = listing("C", { nextBid: 2_000_000 });
    expect(decide(view(players, { market: [dear] }))).toEqual([{ kind: "sign", positions: ["C"], maxSalary: expect.any(Number) }]);
    const full = view(players, { market: [listing("C")] }, { leads: SQUAD_MAX - players.length });
    expect(decide(full)).toEqual([]);
    expect(decide(view(players, { market: [listing("C", { sellerId: "club" })] }))[0]).toMatchObject({ kind: "sign" });
  });

  it("raises where it was outbid while its wages allow, and never bids against itself", () => {
    const players = squad(14);
    const room = { income: payrollOf(players) + 20_000 };
    const outbid = listing("PG", { bidders: new Set(["club"]), leaderId: "other" });
    expect(decide(view(players, { market: [outbid] }, room))).toEqual([{ kind: "bid", listingId: "l-PG", limit: expect.any(Number) }]);
    expect(decide(view(players, { market: [outbid] }))).toEqual([]);
    expect(decide(view(players, { market: [{ ...outbid, leaderId: "club" }] }, room))).toEqual([]);
  });

  it("now and then buys a better player than its weakest at a position, if its wages allow the difference", () => {
    const players = squad(13);
    const room = { income: payrollOf(players) + 5_000 };
    const better = listing("PG", { score: 12, salary: 12_000, nextBid: 50_000 });
    expect(decide(view(players, { market: [better], draw: 0.01 }, room))).toEqual([
      { kind: "bid", listingId: "l-PG", limit: expect.any(Number) },
    ]);
    expect(decide(view(players, { market: [better], draw: 0.99 }, room))).toEqual([]);
    expect(decide(view(players, { market: [listing("PG", { score: 8.2 })], draw: 0.01 }, room))).toEqual([]);
    expect(decide(view(players, { market: [listing("PG", { score: 12, salary: 30_000 })], draw: 0.01 }, room))).toEqual([]);
  });

  it("now and then lists the one it needs least, to keep the market turning", () => {
    expect(decide(view(squad(14), { draw: 0.01 }))).toEqual([{ kind: "list", playerId: "p00", why: "surplus" }]);
    expect(decide(view(squad(13), { draw: 0.01 }))).toEqual([]);
  });
});

describe("a bot club's office hour", () => {
  it("lets go only when its bank or its squad makes it", () => {
    const players = squad(14);
    expect(decide(view(players, { kind: "bot", market: [listing("PG")], draw: 0.01 }))).toEqual([]);
    expect(decide(view(players, { kind: "bot" }, { bank: 50_000, income: payrollOf(players) - 40_000 }))).toEqual([
      { kind: "release", playerId: "p13", why: "bank" },
    ]);
    expect(decide(view(squad(17), { kind: "bot" }))).toEqual([{ kind: "release", playerId: "p00", why: "squad" }]);
  });
});

describe("the trim after the draft", () => {
  it("lets go of whom the club needs least until it has sixteen, never one on an open auction", () => {
    const players = squad(18);
    players[0].listed = true;
    const gone = overSquad(players);
    expect(gone.map((p) => p.id)).toEqual(["p01", "p02"]);
    expect(overSquad(squad(16))).toEqual([]);
  });
});
