import { describe, expect, it } from "vitest";
import { MAX_WORLD_SIZE } from "@/lib/config";
import { countryCount, levelsOf, makeCountries, MAX_COUNTRIES } from "./countries";
import { Rng } from "./random";

describe("the country catalogue", () => {
  it("holds a hundred real countries, each once, with cities to name clubs after", () => {
    const countries = makeCountries(new Rng("catalogue"), MAX_WORLD_SIZE);
    expect(MAX_COUNTRIES).toBeGreaterThanOrEqual(100);
    expect(countries).toHaveLength(100);
    expect(new Set(countries.map((c) => c.row.name)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.row.code)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.row.code, c.row.name).toMatch(/^[A-Z]{2}$/);
      expect(new Set(c.cities).size, c.row.name).toBe(c.cities.length);
      expect(c.cities.length, c.row.name).toBeGreaterThanOrEqual(10);
    }
  });

  it("makes the game-sized world one setting away: most countries with 3 to 5 levels", () => {
    const levels = makeCountries(new Rng("catalogue"), MAX_WORLD_SIZE).map((c) => c.row.levels);
    expect(levels.filter((l) => l >= 3 && l <= 5).length).toBeGreaterThan(levels.length / 2);
    expect(Math.max(...levels)).toBeLessThanOrEqual(5);
  });

  it("keeps the default world's four countries and their levels", () => {
    expect(countryCount(1)).toBe(4);
    expect(makeCountries(new Rng("catalogue"), 1).map((c) => [c.row.name, c.row.levels])).toEqual([
      ["United States", 3],
      ["Spain", 2],
      ["Italy", 2],
      ["Lithuania", 2],
    ]);
  });

  it("gives a country its levels by its place alone, so that a world's cost grows linearly with its size", () => {
    for (const size of [1, 4, 16, MAX_WORLD_SIZE]) {
      makeCountries(new Rng("catalogue"), size).forEach((c, index) => expect(c.row.levels).toBe(levelsOf(index, size)));
    }
    expect(levelsOf(0, 0.25)).toBe(2);
  });
});
