import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/lib/config";
import { prepareDatabase } from "@/lib/world/prepare-database";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("empty");
});
afterAll(() => database.drop());

describe("preparing the database at start", () => {
  it(
    "generates the world into an empty database, and a second start neither regenerates nor loses data",
    { timeout: 120_000 },
    async () => {
      const config = loadConfig({ WORLD_SEED: "7", NODE_ENV: "test" });
      expect(await database.prisma.country.count()).toBe(0);

      await prepareDatabase(database.url, config);
      const info = await database.prisma.worldInfo.findUniqueOrThrow({ where: { id: 1 } });
      expect(info.seed).toBe(7);
      const demo = await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" } });
      await createPersonalToken(database, demo.id, { name: "kept", scopes: ["public"], days: 30 });
      const counts = { players: await database.prisma.player.count(), matches: await database.prisma.match.count() };

      await prepareDatabase(database.url, loadConfig({ WORLD_SEED: "8", NODE_ENV: "test" }));
      expect(await database.prisma.worldInfo.findUniqueOrThrow({ where: { id: 1 } })).toEqual(info);
      expect({ players: await database.prisma.player.count(), matches: await database.prisma.match.count() }).toEqual(counts);
      expect(await database.prisma.personalToken.count({ where: { name: "kept" } })).toBe(1);
    },
  );
});
