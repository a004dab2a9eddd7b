/**
 * The player's public figures are defined once, in lib/game/player-public-json.ts: the latest
 * migration's function must be the one written from it (and the migrated database must hold
 * that function), or a change to the definition went without its migration.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  latestPublicJsonFunction,
  publicJsonArguments,
  publicJsonBody,
  publicJsonColumns,
  publicJsonMigration,
} from "@/lib/game/player-public-json";
import { readMigrations } from "./player-json-migration";
import { withDatabaseName } from "@/lib/testing/shared";

const latest = latestPublicJsonFunction(readMigrations());

describe("the player's public figures", () => {
  it("are those of the latest migration's function", () => {
    expect(latest.body).toBe(publicJsonBody());
    expect(latest.arguments).toBe(publicJsonArguments());
  });

  it("are written in the answer's order, the rating as a numeric", () => {
    const keys = [...publicJsonBody().matchAll(/ AS ("?)(\w+)\1,?\n/g)].map((m) => m[2]);
    expect(keys).toEqual([
      "id",
      "firstName",
      "lastName",
      "nickname",
      "number",
      "countryId",
      "country",
      "age",
      "height",
      "salary",
      "dmi",
      "potential",
      "gameShape",
      "buzzerBeaterRating",
      "bestPosition",
      "isRetired",
      "injury",
      "club",
      "nationalTeam",
    ]);
    expect(publicJsonBody()).toContain(`"buzzerBeaterRating"::numeric AS "buzzerBeaterRating"`);
  });

  it("would be put in place by a new function and the column added again", () => {
    const migration = publicJsonMigration("player_public_json_2", latest.name);
    expect(migration).toContain("CREATE FUNCTION player_public_json_2(");
    expect(migration).toContain(`ALTER TABLE "Player" DROP COLUMN "publicJson";`);
    expect(migration).toContain(`GENERATED ALWAYS AS (player_public_json_2(\n  ${publicJsonColumns()})) STORED;`);
    expect(migration.indexOf("DROP FUNCTION player_public_json;")).toBeGreaterThan(migration.indexOf("ADD COLUMN"));
  });

  describe("in the migrated database", () => {
    let client: pg.Client;
    beforeAll(async () => {
      const { adminUrl, migratedTemplate } = inject("testDatabase");
      client = new pg.Client({ connectionString: withDatabaseName(adminUrl, migratedTemplate) });
      await client.connect();
    });
    afterAll(async () => {
      await client?.end();
    });

    it("hold the same function, which writes the column", async () => {
      const { rows } = await client.query<{ def: string; generated: string }>(
        `SELECT pg_get_functiondef(p.oid) AS def,
          (SELECT pg_get_expr(d.adbin, d.adrelid) FROM pg_attrdef d JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
           WHERE d.adrelid = '"Player"'::regclass AND a.attname = 'publicJson') AS generated
         FROM pg_proc p WHERE p.proname = $1`,
        [latest.name],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].def).toContain(`AS $function$${publicJsonBody()}$function$`);
      expect(rows[0].generated).toMatch(new RegExp(`^${latest.name}\\(`));
    });
  });
});
