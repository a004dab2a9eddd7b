/**
 * The PostgreSQL counter store against a real database: counts in the order asked, calls that
 * arrive together counted in one statement yet each with its own exact count, two instances
 * sharing the counters, and the sweep of passed windows off the critical path.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Sql } from "@/lib/sql";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { PostgresQuotaStore } from "@/lib/quota/postgres-store";

let database: TestDatabase;
let pool: pg.Pool;
const resetAt = new Date("2126-11-19T00:00:00Z");
const now = new Date("2126-11-18T12:00:00Z");

/**
 * A pool whose connections may be cut by the database's drop at the end (`WITH (FORCE)`): a
 * connection still closing then hears PostgreSQL's "terminating connection", which is expected.
 */
function testPool(url: string, max: number) {
  const made = new pg.Pool({ connectionString: url, max });
  made.on("error", () => {});
  made.on("connect", (client) => client.on("error", () => {}));
  return made;
}

/** The pool with each statement it is sent noted by its first word. */
function watchedPool(url: string) {
  const watched = testPool(url, 4);
  const sent: string[] = [];
  const query = watched.query.bind(watched) as (...args: unknown[]) => Promise<unknown>;
  (watched as unknown as { query: unknown }).query = (statement: string | { text: string }, ...rest: unknown[]) => {
    sent.push((typeof statement === "string" ? statement : statement.text).trim().split(/\s+/)[0]);
    return query(statement, ...rest);
  };
  return { pool: watched, sent };
}

async function stored(key: string): Promise<number | undefined> {
  const { rows } = await pool.query<{ count: number }>(`SELECT count FROM "QuotaCounter" WHERE key = $1`, [key]);
  return rows[0]?.count;
}

beforeAll(async () => {
  database = await createTestDatabase("empty");
  pool = testPool(database.url, 2);
});

afterAll(async () => {
  await pool.end();
  await database.drop();
});

describe("the PostgreSQL store", () => {
  it("answers the counts in the order asked, from one statement", async () => {
    const { pool: watched, sent } = watchedPool(database.url);
    const store = new PostgresQuotaStore(new Sql(watched));
    try {
      expect(
        await store.increment(
          [
            { key: "order|m", resetAt },
            { key: "order|d", resetAt },
          ],
          now,
        ),
      ).toEqual([1, 1]);
      expect(
        await store.increment(
          [
            { key: "order|d", resetAt },
            { key: "order|m", resetAt },
          ],
          now,
        ),
      ).toEqual([2, 2]);
      expect(
        await store.increment(
          [
            { key: "order|x", resetAt },
            { key: "order|d", resetAt },
          ],
          now,
        ),
      ).toEqual([1, 3]);
      expect(sent.filter((s) => s === "INSERT")).toHaveLength(3);
    } finally {
      await watched.end();
    }
  });

  it("counts calls that arrive together in fewer statements, each call with its own count, in arrival order", async () => {
    const { pool: watched, sent } = watchedPool(database.url);
    const store = new PostgresQuotaStore(new Sql(watched));
    try {
      const calls = Array.from({ length: 100 }, (_, i) =>
        store.increment(
          i % 2
            ? [
                { key: "burst|minute", resetAt },
                { key: "burst|day", resetAt },
              ]
            : [{ key: "burst|minute", resetAt }],
          now,
        ),
      );
      const counts = await Promise.all(calls);
      // As if counted one by one in the order they came: 1…100 on the shared counter, 1…50 on the other.
      expect(counts.map((c) => c[0])).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(counts.filter((c) => c.length === 2).map((c) => c[1])).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(await stored("burst|minute")).toBe(100);
      expect(await stored("burst|day")).toBe(50);
      const statements = sent.filter((s) => s === "INSERT").length;
      expect(statements).toBeGreaterThanOrEqual(1);
      expect(statements).toBeLessThan(10);
    } finally {
      await watched.end();
    }
  });

  it("reads counts that are asked together in fewer statements, each read as of its own time", async () => {
    const { pool: watched, sent } = watchedPool(database.url);
    const store = new PostgresQuotaStore(new Sql(watched));
    try {
      const soon = new Date(now.getTime() + 1_000);
      await store.increment(
        [
          { key: "read|minute", resetAt: soon },
          { key: "read|day", resetAt },
        ],
        now,
      );
      sent.length = 0;
      const later = new Date(soon.getTime() + 1);
      const reads = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          store.read(i % 3 === 2 ? ["read|day", "read|none"] : ["read|minute", "read|day"], i % 2 ? later : now),
        ),
      );
      reads.forEach((counts, i) => {
        // A counter whose window has passed at the read's own time reads 0, as one never started.
        if (i % 3 === 2) expect(counts, `read ${i}`).toEqual([1, 0]);
        else expect(counts, `read ${i}`).toEqual([i % 2 ? 0 : 1, 1]);
      });
      const statements = sent.filter((s) => s === "SELECT").length;
      expect(statements).toBeGreaterThanOrEqual(1);
      expect(statements).toBeLessThan(10);
    } finally {
      await watched.end();
    }
  });

  it("two instances, each counting its calls together, hand out every count exactly once", async () => {
    const stores = [new PostgresQuotaStore(new Sql(pool)), new PostgresQuotaStore(new Sql(testPool(database.url, 4)))];
    const rounds = await Promise.all(
      Array.from({ length: 5 }, (_, round) =>
        Promise.all(Array.from({ length: 40 }, (_, i) => stores[(i + round) % 2].increment([{ key: "shared|minute", resetAt }], now))),
      ),
    );
    const counts = rounds
      .flat()
      .map((c) => c[0])
      .sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(await stored("shared|minute")).toBe(200);
    await ((stores[1] as unknown as { sql: Sql }).sql.connection as pg.Pool).end();
  });

  it("one statement per call when asked not to coalesce", async () => {
    const { pool: watched, sent } = watchedPool(database.url);
    const store = new PostgresQuotaStore(new Sql(watched), { coalesce: false });
    try {
      const counts = await Promise.all(Array.from({ length: 10 }, () => store.increment([{ key: "alone|minute", resetAt }], now)));
      expect(counts.map((c) => c[0]).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      expect(sent.filter((s) => s === "INSERT")).toHaveLength(10);
    } finally {
      await watched.end();
    }
  });

  it("a failed statement fails every call in it, and the next calls are counted again", async () => {
    const { pool: watched } = watchedPool(database.url);
    const store = new PostgresQuotaStore(new Sql(watched));
    try {
      const bad = new Date(Number.NaN);
      const failed = await Promise.allSettled([
        store.increment([{ key: "fail|minute", resetAt: bad }], now),
        store.increment([{ key: "fail|day", resetAt }], now),
      ]);
      expect(failed.map((r) => r.status)).toEqual(["rejected", "rejected"]);
      expect(await stored("fail|day")).toBeUndefined();
      expect(await store.increment([{ key: "fail|day", resetAt }], now)).toEqual([1]);
    } finally {
      await watched.end();
    }
  });

  it("deletes passed windows off the critical path, at most every five minutes", async () => {
    const { pool: watched, sent } = watchedPool(database.url);
    const store = new PostgresQuotaStore(new Sql(watched));
    try {
      const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
      for (const minute of [0, 1, 2, 4, 5, 6, 9, 10]) await store.increment([{ key: "sweep|minute", resetAt }], at(minute));
      expect(sent.filter((s) => s === "DELETE")).toHaveLength(3); // at 0, 5 and 10
    } finally {
      await watched.end();
    }
  });
});
