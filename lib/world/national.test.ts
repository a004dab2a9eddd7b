import { describe, expect, it } from "vitest";
import { JUNIOR_MAX_AGE, pickNationalSquads, SQUAD_SIZE, SquadShortlist, type SquadCandidate, type SquadTeam } from "./national";
import { Rng } from "./random";
import { positionScore } from "./skills";
import { testWorld } from "./test-world";

const TEAMS: SquadTeam[] = [
  { id: "a-u21", countryId: "a", isJunior: true },
  { id: "a", countryId: "a", isJunior: false },
  { id: "b", countryId: "b", isJunior: false },
  { id: "b-u21", countryId: "b", isJunior: true },
];

/** Ids `${prefix}00` to `${prefix}${n - 1}`. */
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(2, "0")}`);

/** `n` players of a country (ids as `ids` gives them), each with the age and score given for his index. */
const players = (countryId: string, prefix: string, n: number, age: (i: number) => number, score: (i: number) => number) =>
  ids(prefix, n).map((id, i) => ({ id, countryId, age: age(i), score: score(i) }));

/** Each squad's players, in the order they were picked. */
function squads(candidates: SquadCandidate[], teams = TEAMS): Record<string, string[]> {
  const out: Record<string, string[]> = Object.fromEntries(teams.map((t) => [t.id, []]));
  for (const [playerId, teamId] of pickNationalSquads(candidates, teams)) out[teamId].push(playerId);
  return out;
}

describe("pickNationalSquads", () => {
  const cases: { name: string; candidates: SquadCandidate[]; expected: Record<string, string[]> }[] = [
    {
      name: "the twelve best go to the senior squad, whatever their age; the next twelve best of 21 or less to the U21 squad",
      // Scores fall with the index; even indexes are 20, odd ones 22.
      candidates: players(
        "a",
        "p",
        40,
        (i) => (i % 2 === 0 ? 20 : 22),
        (i) => 40 - i,
      ),
      expected: {
        a: ids("p", 12),
        "a-u21": ["p12", "p14", "p16", "p18", "p20", "p22", "p24", "p26", "p28", "p30", "p32", "p34"],
        b: [],
        "b-u21": [],
      },
    },
    {
      name: "equal scores are taken in id order",
      candidates: players(
        "a",
        "q",
        14,
        () => JUNIOR_MAX_AGE,
        () => 10,
      ).reverse(),
      expected: {
        a: ids("q", 12),
        "a-u21": ["q12", "q13"],
        b: [],
        "b-u21": [],
      },
    },
    {
      name: "a player of 21 may play for the U21 squad, one of 22 may not",
      candidates: [
        ...players(
          "a",
          "s",
          SQUAD_SIZE,
          () => 30,
          () => 20,
        ),
        { id: "y21", countryId: "a", age: JUNIOR_MAX_AGE, score: 1 },
        { id: "y22", countryId: "a", age: JUNIOR_MAX_AGE + 1, score: 19 },
      ],
      expected: {
        a: ids("s", 12),
        "a-u21": ["y21"],
        b: [],
        "b-u21": [],
      },
    },
    {
      name: "each country picks from its own players; a country without teams picks no one",
      candidates: [
        { id: "b1", countryId: "b", age: 19, score: 5 },
        { id: "a1", countryId: "a", age: 19, score: 1 },
        { id: "c1", countryId: "c", age: 19, score: 9 },
      ],
      expected: { a: ["a1"], "a-u21": [], b: ["b1"], "b-u21": [] },
    },
  ];
  for (const { name, candidates, expected } of cases) {
    it(name, () => {
      expect(squads(candidates)).toEqual(expected);
    });
  }

  it("gives the generated world's squads back from its players' skills, as the clock reads them", () => {
    const w = testWorld();
    const teams = w.teams
      .filter((t) => t.kind !== "Club")
      .map((t) => ({ id: t.id, countryId: t.countryId, isJunior: t.kind === "JuniorNationalTeam" }));
    const candidates = w.players
      .filter((p) => !p.isRetired)
      .map((p) => ({ id: p.id, countryId: p.countryId, age: p.age, score: positionScore(p.skills, p.bestPosition) }));
    const picked = pickNationalSquads(candidates, teams);
    expect(picked.size).toBeGreaterThan(0);
    expect(w.players.filter((p) => (picked.get(p.id) ?? null) !== p.nationalTeamId)).toEqual([]);
  });
});

describe("SquadShortlist", () => {
  /** The candidates a shortlist keeps of `all`, given in the order of `order`. */
  const shortlisted = (all: SquadCandidate[], order: SquadCandidate[] = all) => {
    const list = new SquadShortlist();
    for (const p of order) list.add(p);
    return list.candidates();
  };

  it("gives the same squads as every player would, in any order, and keeps only a few of each country", () => {
    for (let round = 0; round < 20; round++) {
      const rng = new Rng(`shortlist:${round}`);
      // Few distinct scores and many young players: ties and U21 squads drawn from the senior squad's leftovers.
      const all = ["a", "b"].flatMap((country) =>
        ids(`${country}${round}-`, rng.int(0, 99)).map((id) => ({ id, countryId: country, age: rng.int(17, 34), score: rng.int(1, 8) })),
      );
      const kept = shortlisted(all, rng.shuffle(all));
      expect(squads(kept)).toEqual(squads(all));
      for (const country of ["a", "b"]) expect(kept.filter((p) => p.countryId === country).length).toBeLessThanOrEqual(3 * SQUAD_SIZE);
    }
  });

  it("keeps a U21 squad's players when the senior squad takes twelve of the young", () => {
    const all = players(
      "a",
      "p",
      60,
      (i) => (i < 24 ? 19 : 30),
      (i) => 100 - i,
    );
    const picked = squads(shortlisted(all));
    expect(picked).toEqual(squads(all));
    expect(picked["a-u21"]).toEqual(ids("p", 24).slice(SQUAD_SIZE));
  });
});
