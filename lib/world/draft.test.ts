import { describe, expect, it } from "vitest";
import { draftFor, drafteeCount, type DraftClub } from "./draft";
import { NameBook } from "./names";
import { Rng } from "./random";
import { POSITIONS, type Position } from "./types";

const AT = new Date("2027-01-01T00:00:00.000Z");
const COUNTRIES = [
  { id: "home", region: "en" as const },
  { id: "away", region: "it" as const },
];

function club(positions: Partial<Record<Position, number>>, over: Partial<DraftClub> = {}): DraftClub {
  return {
    id: "club",
    countryId: "home",
    level: 2,
    youthTrainer: "Average",
    positions: { PG: 3, SG: 3, SF: 3, PF: 3, C: 3, ...positions },
    numbers: new Set([0, 1, 2, 4]),
    room: 16,
    ...over,
  };
}

describe("the draft", () => {
  it("finds one draftee a season with a youth trainer, sometimes two with a good one, one in two seasons without", () => {
    const mean = (trainer: DraftClub["youthTrainer"]) => {
      const rng = new Rng("count");
      let n = 0;
      for (let i = 0; i < 4000; i++) n += drafteeCount(rng, trainer);
      return n / 4000;
    };
    expect(mean(null)).toBeCloseTo(0.5, 1);
    expect(mean("Minimal")).toBeCloseTo(1, 1);
    expect(mean("WorldRenowned")).toBeGreaterThan(mean("Average"));
    expect(mean("WorldRenowned")).toBeLessThan(1.2);
  });

  it("brings 18- and 19-year-olds at the positions the squad has fewest of, with free jersey numbers, joined at the turn", () => {
    const drafted = club({ C: 1, PF: 2 }, { youthTrainer: "WorldRenowned" });
    const rows = Array.from({ length: 30 }, (_, i) =>
      draftFor(new Rng(`draft ${i}`), club({ C: 1, PF: 2 }), COUNTRIES, new NameBook(), AT),
    ).flat();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((p) => p.age))).toEqual(new Set([18, 19]));
    expect(rows.every((p) => p.bestPosition === "C" || p.bestPosition === "PF")).toBe(true);
    expect(rows.every((p) => p.clubId === "club" && p.joinedClubAt.getTime() === AT.getTime() && !p.isRetired)).toBe(true);
    const two = draftFor(new Rng("two"), { ...drafted, youthTrainer: "WorldRenowned" }, COUNTRIES, new NameBook(), AT);
    expect(two.every((p) => !drafted.numbers.has(p.number) || two.filter((q) => q.number === p.number).length === 1)).toBe(true);
  });

  it("fills a squad the turn left short up to twelve, and a person's club only as far as its room", () => {
    const short = draftFor(new Rng("short"), club({ PG: 2, SG: 2, SF: 2, PF: 2, C: 1 }), COUNTRIES, new NameBook(), AT);
    expect(short.length).toBe(3);
    expect(draftFor(new Rng("full"), club({}, { room: 0 }), COUNTRIES, new NameBook(), AT)).toEqual([]);
    const squad = POSITIONS.reduce((n, pos) => n + club({}).positions[pos], 0);
    expect(squad).toBe(15);
  });
});
