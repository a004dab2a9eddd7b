import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReadiness } from "@/lib/health";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { TEST_WORLD } from "@/lib/testing/shared";

const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_WORLD.referenceTime.getTime() + hours * HOUR);

describe("readiness and the world clock", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("world");
  });

  afterAll(async () => {
    await database.drop();
  });

  it("is ready while the clock keeps up with now", async () => {
    expect(await checkReadiness(() => database, at(0.01))).toMatchObject({
      status: "ok",
      world: true,
      clock: { behindSeconds: 36, catchUpPercent: null },
    });
  });

  it("answers catching-up, with how far behind and how much is done, while the clock catches up", async () => {
    await database.prisma.worldInfo.update({ where: { id: 1 }, data: { catchUpFrom: at(-10), clockAt: at(-4) } });
    expect(await checkReadiness(() => database, at(0))).toEqual({
      status: "catching-up",
      database: "ok",
      world: true,
      clock: { at: at(-4).toISOString(), behindSeconds: 4 * 3600, catchUpPercent: 60 },
    });
  });
});
