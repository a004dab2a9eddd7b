/**
 * A statement whose connection the server cuts (a restart, a failover, `pg_terminate_backend`):
 * a read is sent once more on a connection opened since and answers; a write is not sent
 * again and nothing of it stays; an unreachable server fails as a lost connection.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createPool, DatabaseUnavailable, isConnectionLoss, prepareSql, Sql, sql } from "@/lib/sql";

let database: TestDatabase;
let admin: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase("world");
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await database.drop();
});

/** Ends every other connection to the test database, as a restart of PostgreSQL would. */
async function cutEveryConnection(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return rows[0].n;
}

async function whenActive(text: string) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await admin.query(`SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1`, [`%${text}%`]);
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`The statement ${text} never ran.`);
}

const SLOW_READ = prepareSql<Record<string, never>, { pid: number; clock: string }>(
  "test_slow_read",
  sql`SELECT pg_backend_pid() AS pid, (SELECT "clockAt"::text FROM "WorldInfo" WHERE id = 1) AS clock FROM pg_sleep(0.4)`,
);
const SLOW_WRITE = prepareSql<Record<string, never>, { revision: number }>(
  "test_slow_write",
  sql`UPDATE "WorldInfo" SET revision = revision + 1 FROM pg_sleep(0.4) WHERE id = 1 RETURNING revision`,
);
const REVISION = prepareSql<Record<string, never>, { revision: number }>(
  "test_revision",
  sql`SELECT revision FROM "WorldInfo" WHERE id = 1`,
);

describe("a connection cut under a statement", () => {
  it("a read is sent again on a fresh connection and answers", async () => {
    const pool = createPool(database.url, { max: 3 });
    try {
      const db = new Sql(pool);
      // Three open connections: the two idle ones are cut with the busy one and must not be used.
      const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      const before = new Set(await Promise.all(held.map(async (c) => (await c.query("SELECT pg_backend_pid() AS pid")).rows[0].pid)));
      held.forEach((c) => c.release());
      const reading = db.one(SLOW_READ, {});
      await whenActive("pg_sleep(0.4)");
      expect(await cutEveryConnection()).toBeGreaterThanOrEqual(3);
      const answer = await reading;
      expect(answer?.clock).toMatch(/^\d{4}-/);
      expect(before.has(answer!.pid)).toBe(false);
    } finally {
      await pool.end();
    }
  });

  it("a read on idle connections that were all cut answers", async () => {
    const pool = createPool(database.url, { max: 3 });
    try {
      const db = new Sql(pool);
      await Promise.all([db.rows(REVISION, {}), db.rows(REVISION, {}), db.rows(REVISION, {})]);
      expect(await cutEveryConnection()).toBeGreaterThanOrEqual(1);
      const answers = await Promise.all(Array.from({ length: 6 }, () => db.one(REVISION, {})));
      expect(answers.every((a) => typeof a?.revision === "number")).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it("a write is not sent again: the error is a lost connection, and nothing of it stays", async () => {
    const pool = createPool(database.url, { max: 2 });
    try {
      const db = new Sql(pool);
      const { revision } = (await db.one(REVISION, {}))!;
      const writing = db.one(SLOW_WRITE, {});
      writing.catch(() => {});
      await whenActive("pg_sleep(0.4)");
      await cutEveryConnection();
      const error = await writing.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DatabaseUnavailable);
      // Neither the first attempt nor a second one was written.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await db.one(REVISION, {}))!.revision).toBe(revision);
    } finally {
      await pool.end();
    }
  });

  it("a server that refuses connections fails at once as the database unavailable: nothing was sent, nothing is sent again", async () => {
    const pool = createPool("postgresql://postgres@127.0.0.1:1/none", { max: 1 });
    let connects = 0;
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => (connects++, connect(...args));
    try {
      const error = await new Sql(pool).one(REVISION, {}).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DatabaseUnavailable);
      expect(isConnectionLoss(error)).toBe(true);
      expect(connects).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
