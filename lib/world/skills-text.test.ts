/** A player's skills as one short text (lib/world/skills.ts `skillsFromText`), as the clock reads them from PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { oneOff } from "@/lib/sql";
import { SKILLS_TEXT_SQL } from "./clock/games";
import { skillsFromText, skillValue } from "./skills";
import { SKILL_KEYS, type PlayerSkills } from "./types";

const ALL_NINES = SKILL_KEYS.map(() => "9U").join(",");

describe("skillsFromText", () => {
  it.each([[ALL_NINES], [SKILL_KEYS.map((_, i) => `${i + 8}${"UIW"[i % 3]}`).join(",")]])(
    "reads %s, each skill's level and trend, as the shared values",
    (text) => {
      const skills = skillsFromText(text);
      expect(Object.keys(skills)).toEqual([...SKILL_KEYS]);
      const parts = text.split(",");
      SKILL_KEYS.forEach((key, i) => {
        const trend = { U: "Unchanged", I: "Improved", W: "Worsened" }[parts[i].slice(-1)] as "Unchanged";
        expect(skills[key]).toBe(skillValue(Number(parts[i].slice(0, -1)), trend));
      });
    },
  );

  it.each([
    ["", "empty"],
    [ALL_NINES.slice(0, -3), "a skill short"],
    [`${ALL_NINES},9U`, "a skill too many"],
    [ALL_NINES.replace("9U", "9X"), "an unknown trend"],
    [ALL_NINES.replace("9U", "U"), "no level"],
    [ALL_NINES.replace(",", ";"), "another separator"],
  ])("refuses %j (%s)", (text) => {
    expect(() => skillsFromText(text)).toThrow(/Not a skills text/);
  });
});

describe("the skills text PostgreSQL writes", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("world");
  });
  afterAll(() => database.drop());

  it("reads back as every player's skills", async () => {
    const statement = oneOff(sql`SELECT "skills" AS json, ${SKILLS_TEXT_SQL} AS text FROM "Player"`);
    const rows = (await database.sql.rows(statement, {})) as { json: PlayerSkills; text: string }[];
    expect(rows.length).toBeGreaterThan(1000);
    for (const row of rows) expect(skillsFromText(row.text)).toEqual(row.json);
  });
});
