import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { generateWorld } from "./generate";
import { generateAndWriteWorld, worldIsEmpty, WorldNotEmptyError, writeWorld } from "./write";

const url = process.env.TEST_DATABASE_URL;
const SMALL = { seed: 5, size: 0.25, referenceTime: new Date("2026-11-18T12:00:00.000Z"), withDemoAccounts: true } as const;

describe.skipIf(!url)("writing a world to PostgreSQL", { timeout: 120_000 }, () => {
  let database: Database;
  let db: Database["prisma"];

  beforeAll(() => {
    database = connectDatabase(url!, { max: 2 });
    db = database.prisma;
  });

  afterAll(async () => {
    await database.close();
  });

  const count = async (table: string) => Number((await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${table}"`))[0].n);

  const keysAndIndexes = async () =>
    [
      ...(await db.$queryRawUnsafe<{ def: string }[]>(
        `SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS def FROM pg_constraint ORDER BY 1`,
      )),
      ...(await db.$queryRawUnsafe<{ def: string }[]>(`SELECT indexdef AS def FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`)),
    ].map((r) => r.def);

  it("writes every row, keeps the schema's keys and indexes, and refuses to write over a world", async () => {
    const schema = await keysAndIndexes();
    const written = await generateAndWriteWorld(database, { ...SMALL, demoPassword: "test-password", replace: true });
    expect(await worldIsEmpty(database)).toBe(false);
    for (const [table, n] of Object.entries(written.counts)) expect(await count(table), table).toBe(n);
    expect(await keysAndIndexes()).toEqual(schema);
    await expect(generateAndWriteWorld(database, SMALL)).rejects.toBeInstanceOf(WorldNotEmptyError);
  });

  it("stores the demo password for the demo accounts only", async () => {
    const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" } });
    expect(await verifyPassword("test-password", demo.passwordHash)).toBe(true);
    expect(await db.manager.count({ where: { passwordHash: "!" } })).toBe((await db.manager.count()) - 3);
  });

  it("reads back what was generated: JSON, arrays, enums and times", async () => {
    const world = generateWorld(SMALL);
    const player = world.players[0];
    // The reference names are the database's own (kept by triggers, lib/api/player-rows.test.ts), not generated.
    const names = { countryName: true, clubName: true, nationalTeamName: true } as const;
    expect(await db.player.findUniqueOrThrow({ where: { id: player.id }, omit: names })).toEqual(player);
    const session = world.trainingSessions.find((s) => s.conditions === null)!;
    expect(await db.trainingSession.findUniqueOrThrow({ where: { id: session.id } })).toEqual(session);
    const side = world.matchTeams[0];
    expect(await db.matchTeam.findUniqueOrThrow({ where: { matchId_teamId: { matchId: side.matchId, teamId: side.teamId } } })).toEqual(
      side,
    );
    const match = world.matches.find((m) => m.attendance !== null)!;
    expect(await db.match.findUniqueOrThrow({ where: { id: match.id } })).toEqual(match);
    const info = await db.worldInfo.findUniqueOrThrow({ where: { id: 1 } });
    expect(info).toMatchObject({ seed: SMALL.seed, referenceTime: SMALL.referenceTime, size: SMALL.size });
  });

  it("replaces the world, and the managers' tokens with it", async () => {
    const demo = await db.manager.findUniqueOrThrow({ where: { username: "demo" } });
    await db.personalToken.create({
      data: { managerId: demo.id, name: "t", scopes: ["public"], tokenHash: "x".repeat(64), hint: "gmpat_x", expiresAt: new Date() },
    });
    await generateAndWriteWorld(database, { ...SMALL, seed: 6, replace: true });
    expect((await db.worldInfo.findUniqueOrThrow({ where: { id: 1 } })).seed).toBe(6);
    expect(await db.personalToken.count()).toBe(0);
    expect(await db.manager.findUnique({ where: { id: demo.id } })).toBeNull();
  });

  it("leaves the database as it was when writing fails", async () => {
    const world = generateWorld({ ...SMALL, seed: 7 });
    const broken = { ...world, players: [...world.players, { ...world.players[0] }] };
    await expect(writeWorld(url!, broken, { replace: true })).rejects.toThrow();
    expect((await db.worldInfo.findUniqueOrThrow({ where: { id: 1 } })).seed).toBe(6);
  });
});
