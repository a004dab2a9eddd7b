import { param, prepareSql, sql, timeParam, type Sql } from "@/lib/sql";
import type { QuotaStore } from "@/lib/quota/store";

const CLEANUP_EVERY_MS = 5 * 60_000;
/** Statements of counts in flight at once; calls that arrive meanwhile wait and go together in the next. */
const IN_FLIGHT = 2;

type Counter = { key: string; resetAt: Date };

interface Waiting {
  counters: Counter[];
  resolve: (counts: number[]) => void;
  reject: (error: unknown) => void;
}

/**
 * The statement that adds `amount` to each counter at once. It turns `synchronous_commit` off
 * for its own transaction (the `set_config` row it joins): a counter update does not wait for
 * its WAL flush, so a crash of the database may forget the last few hundred milliseconds of
 * counts, which a quota can afford. The pool is shared with Prisma, whose writes keep the
 * server's durable default. Keys come sorted, so concurrent statements lock rows in the same
 * order (no deadlocks).
 */
const INCREMENT = prepareSql<{ keys: string[]; resetAts: Date[]; amounts: number[] }, { key: string; count: number }>(
  "quota_increment",
  sql`INSERT INTO "QuotaCounter" (key, "resetAt", count)
       SELECT k, r, n FROM unnest(${param("keys")}::text[], ${param("resetAts")}::timestamptz[], ${param("amounts")}::int[]) AS t(k, r, n),
         (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit ORDER BY k
       ON CONFLICT (key) DO UPDATE SET count = "QuotaCounter".count + EXCLUDED.count
       RETURNING key, count`,
);

const REFUND = prepareSql<{ keys: string[] }, never>(
  "quota_refund",
  sql`UPDATE "QuotaCounter" SET count = count - 1
       FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit WHERE key = ANY(${param("keys")}::text[])`,
);

const READ = prepareSql<{ keys: string[]; now: Date }, { key: string; count: number; resetAt: Date }>(
  "quota_read",
  sql`SELECT key, count, "resetAt" FROM "QuotaCounter" WHERE key = ANY(${param("keys")}::text[]) AND "resetAt" > ${timeParam("now")}`,
);

interface Reading {
  keys: string[];
  now: Date;
  resolve: (counts: number[]) => void;
  reject: (error: unknown) => void;
}

const CLEAN_UP = prepareSql<{ now: Date }, never>("quota_clean_up", sql`DELETE FROM "QuotaCounter" WHERE "resetAt" < ${timeParam("now")}`);

/**
 * Counters in one PostgreSQL table.
 *
 * Calls are counted together, as a database commits a group: at most two statements are in
 * flight, and the calls that arrive while they are go in the next one, which adds to each
 * counter how many of them took it and hands each call its own place in that run (a counter
 * that went from 95 to 98 answers 96, 97 and 98, in arrival order), exactly as if they had
 * been counted one by one in that order. Each call still waits for one round trip; under
 * load a few statements count many calls. `coalesce: false` sends one statement per call.
 */
export class PostgresQuotaStore implements QuotaStore {
  private lastCleanup = 0;
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  private sendScheduled = false;
  private readonly reading: Reading[] = [];
  private readsInFlight = 0;
  private readScheduled = false;
  private readonly coalesce: boolean;

  constructor(
    private readonly sql: Sql,
    options: { coalesce?: boolean } = {},
  ) {
    this.coalesce = options.coalesce ?? true;
  }

  increment(counters: Counter[], now: Date): Promise<number[]> {
    this.cleanupOccasionally(now);
    if (!this.coalesce) return this.count([counters]).then(([counts]) => counts);
    return new Promise((resolve, reject) => {
      this.waiting.push({ counters, resolve, reject });
      this.sendSoon();
    });
  }

  /** Sends what waits once the calls that arrive with this one are in (the same turn of the event loop). */
  private sendSoon() {
    if (this.sendScheduled || this.inFlight >= IN_FLIGHT || this.waiting.length === 0) return;
    this.sendScheduled = true;
    setImmediate(() => {
      this.sendScheduled = false;
      const group = this.waiting.splice(0);
      if (group.length === 0) return;
      this.inFlight++;
      this.count(group.map((w) => w.counters))
        .then(
          (counts) => group.forEach((w, i) => w.resolve(counts[i])),
          (error: unknown) => group.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          this.inFlight--;
          this.sendSoon();
        });
    });
  }

  /** One statement for the calls' counters; each call's counts, as if counted one by one in order. */
  private async count(calls: Counter[][]): Promise<number[][]> {
    const totals = new Map<string, { resetAt: Date; n: number }>();
    for (const counters of calls) {
      for (const { key, resetAt } of counters) {
        const total = totals.get(key);
        if (total) total.n++;
        else totals.set(key, { resetAt, n: 1 });
      }
    }
    const keys = [...totals.keys()].sort();
    const rows = await this.sql.rows(INCREMENT, {
      keys,
      resetAts: keys.map((k) => totals.get(k)!.resetAt),
      amounts: keys.map((k) => totals.get(k)!.n),
    });
    // The next count each key hands out: the first of the run this statement added.
    const next = new Map<string, number>();
    for (const row of rows) next.set(row.key, row.count - totals.get(row.key)!.n + 1);
    return calls.map((counters) =>
      counters.map(({ key }) => {
        const count = next.get(key);
        if (count === undefined) return 0;
        next.set(key, count + 1);
        return count;
      }),
    );
  }

  async refund(counters: { key: string }[]): Promise<void> {
    const keys = counters.map((c) => c.key).sort();
    await this.sql.rows(REFUND, { keys });
  }

  /**
   * The counts as they stand, read together as they are counted: the reads that arrive while
   * at most two statements are in flight go in the next one (a 304's limit headers, lib/api).
   */
  read(keys: string[], now: Date): Promise<number[]> {
    if (!this.coalesce) return this.readAll([{ keys, now }]).then(([counts]) => counts);
    return new Promise((resolve, reject) => {
      this.reading.push({ keys, now, resolve, reject });
      this.readSoon();
    });
  }

  private readSoon() {
    if (this.readScheduled || this.readsInFlight >= IN_FLIGHT || this.reading.length === 0) return;
    this.readScheduled = true;
    setImmediate(() => {
      this.readScheduled = false;
      const group = this.reading.splice(0);
      if (group.length === 0) return;
      this.readsInFlight++;
      this.readAll(group)
        .then(
          (counts) => group.forEach((r, i) => r.resolve(counts[i])),
          (error: unknown) => group.forEach((r) => r.reject(error)),
        )
        .finally(() => {
          this.readsInFlight--;
          this.readSoon();
        });
    });
  }

  /** One statement for the reads' keys; each read's counts, 0 for a counter whose window has passed at its time. */
  private async readAll(reads: { keys: string[]; now: Date }[]): Promise<number[][]> {
    const keys = [...new Set(reads.flatMap((r) => r.keys))].sort();
    const earliest = new Date(Math.min(...reads.map((r) => r.now.getTime())));
    const rows = new Map((await this.sql.rows(READ, { keys, now: earliest })).map((r) => [r.key, r]));
    return reads.map((r) =>
      r.keys.map((key) => {
        const row = rows.get(key);
        return row && row.resetAt.getTime() > r.now.getTime() ? Math.max(0, row.count) : 0;
      }),
    );
  }

  /** Off the critical path, at most every few minutes: rows of passed windows. */
  private cleanupOccasionally(now: Date) {
    if (now.getTime() - this.lastCleanup < CLEANUP_EVERY_MS && now.getTime() >= this.lastCleanup) return;
    this.lastCleanup = now.getTime();
    this.sql.rows(CLEAN_UP, { now }).catch(() => {});
  }

  async close() {}
}
