import { describe, expect, it } from "vitest";
import { doubleRoundRobin, leagueRounds, roundRobin } from "./schedule";

const teams = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe("round robin", () => {
  it("pairs every two teams once, each team once per round", () => {
    const rounds = roundRobin(teams("t", 8));
    expect(rounds).toHaveLength(7);
    const pairs = new Set(rounds.flat().map(({ home, away }) => [home, away].sort().join("-")));
    expect(pairs.size).toBe(28);
    for (const round of rounds) expect(new Set(round.flatMap((p) => [p.home, p.away])).size).toBe(8);
  });

  it("lets one team rest each round when the count is odd", () => {
    const rounds = roundRobin(teams("t", 5));
    expect(rounds).toHaveLength(5);
    for (const round of rounds) expect(round).toHaveLength(2);
  });

  it("plays the second leg with home and away swapped", () => {
    const rounds = doubleRoundRobin(teams("t", 4));
    const legs = rounds.flat().map((p) => `${p.home}>${p.away}`);
    expect(new Set(legs).size).toBe(12);
  });
});

describe("league of two conferences", () => {
  const a = teams("a", 8);
  const b = teams("b", 8);
  const rounds = leagueRounds(a, b);

  it("has 22 rounds of 8 games, every team in each", () => {
    expect(rounds).toHaveLength(22);
    for (const round of rounds) {
      expect(round).toHaveLength(8);
      expect(new Set(round.flatMap((p) => [p.home, p.away])).size).toBe(16);
    }
  });

  it("meets conference rivals twice (once at home) and the other conference once", () => {
    const games = rounds.flat();
    const between = (x: string, y: string) => games.filter((g) => (g.home === x && g.away === y) || (g.home === y && g.away === x));
    expect(
      between("a0", "a5")
        .map((g) => g.home)
        .sort(),
    ).toEqual(["a0", "a5"]);
    expect(between("b3", "b7")).toHaveLength(2);
    expect(between("a2", "b6")).toHaveLength(1);
    for (const team of [...a, ...b]) {
      const home = games.filter((g) => g.home === team).length;
      expect(home).toBe(11);
    }
  });

  it("alternates home and away: never more than three in a row, and within one of even at mid-season", () => {
    for (const team of [...a, ...b]) {
      const venues = rounds.map((round) => (round.find((p) => p.home === team) ? "H" : "A")).join("");
      expect(venues, team).not.toMatch(/HHHH|AAAA/);
      const firstHalf = venues.slice(0, 11);
      expect(Math.abs(firstHalf.split("H").length - firstHalf.split("A").length), team).toBeLessThanOrEqual(1);
    }
  });
});
