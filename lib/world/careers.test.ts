import { describe, expect, it } from "vitest";
import { contractSalary, experienceChance, marketValue, MAX_SALARY, MIN_SALARY, playerRating, retirementChance } from "./careers";
import { AGE_WEIGHTS } from "./players";
import { dropChance, growthChance } from "./training";

describe("a player's career", () => {
  it("is paid by skill and age, 3,000 for a young draftee to 280,000 for a star, the same for the same player", () => {
    const rows: [score: number, age: number, from: number, to: number][] = [
      [4, 18, MIN_SALARY, 3_500],
      [8, 26, 7_000, 12_000],
      [12, 26, 15_000, 30_000],
      [18, 29, 65_000, 110_000],
      [26, 31, MAX_SALARY, MAX_SALARY],
    ];
    for (const [score, age, from, to] of rows) {
      const salary = contractSalary(score, age, "a");
      expect(salary, `score ${score}, age ${age}`).toBeGreaterThanOrEqual(from);
      expect(salary, `score ${score}, age ${age}`).toBeLessThanOrEqual(to);
      expect(contractSalary(score, age, "a")).toBe(salary);
    }
    expect(contractSalary(12, 19, "a")).toBeLessThan(contractSalary(12, 24, "a"));
    expect(contractSalary(13, 26, "a")).toBeGreaterThan(contractSalary(12, 26, "a"));
  });

  it("is worth more with skill and less with age: DMI from 4,500 to 6,500,000", () => {
    expect(marketValue(12, 24, 6, "a")).toBeGreaterThan(marketValue(11, 24, 6, "a"));
    expect(marketValue(12, 24, 6, "a")).toBeGreaterThan(marketValue(12, 31, 6, "a"));
    expect(marketValue(2, 36, 0, "a")).toBe(4_500);
    expect(marketValue(30, 19, 11, "a")).toBe(6_500_000);
  });

  it("rates players 0 to 100 by skill", () => {
    expect(playerRating(10, "a")).toBeGreaterThan(playerRating(8, "a"));
    expect(playerRating(0, "a")).toBeGreaterThanOrEqual(0);
    expect(playerRating(40, "a")).toBeLessThanOrEqual(100);
  });

  it("gains experience faster the more and the bigger the games he plays", () => {
    expect(experienceChance(0)).toBeGreaterThan(0);
    expect(experienceChance(100)).toBeGreaterThan(experienceChance(40));
    expect(experienceChance(100_000)).toBe(0.9);
  });

  it("retires from his thirties with a rising chance, and surely by 39", () => {
    for (let age = 18; age < 30; age++) expect(retirementChance(age)).toBe(0);
    for (let age = 30; age < 39; age++) expect(retirementChance(age + 1)).toBeGreaterThan(retirementChance(age));
    expect(retirementChance(39)).toBe(1);
    expect(retirementChance(45)).toBe(1);
  });

  it("grows while young and declines from his late twenties, each week", () => {
    expect(growthChance(19, 5)).toBeGreaterThan(0);
    expect(growthChance(19, 9)).toBeGreaterThan(growthChance(19, 2));
    expect(growthChance(26, 11)).toBe(0);
    expect(dropChance(26)).toBe(0);
    for (let age = 27; age < 40; age++) expect(dropChance(age + 1)).toBeGreaterThanOrEqual(dropChance(age));
  });
});

describe("the generated age pyramid", () => {
  it("is the one the draft and retirements keep: 18 at half a cohort, 19 to 29 level, each older age its survivors", () => {
    const weight = new Map(AGE_WEIGHTS.map(([age, w]) => [age, w]));
    expect(weight.get(18)).toBe(0.5);
    for (let age = 19; age <= 29; age++) expect(weight.get(age)).toBe(1);
    for (let age = 30; weight.has(age); age++) expect(weight.get(age)).toBeCloseTo(weight.get(age - 1)! * (1 - retirementChance(age)), 10);
    expect(Math.max(...AGE_WEIGHTS.map(([age]) => age))).toBe(36);
  });
});
