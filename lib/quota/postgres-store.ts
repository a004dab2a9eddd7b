import { Grouped, param, prepareSql, sql, timeParam, type Sql } from "@/lib/sql";
import { countTogether, type CounterRef, type QuotaStore } from "@/lib/quota/store";

const CLEANUP_EVERY_MS = 5 * 60_000;

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
  // Sent again if its connection drops: a group counted twice errs on the limit's side, never once too few.
  { resend: true },
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
  private readonly coalesce: boolean;
  private readonly increments = new Grouped((calls: CounterRef[][]) => this.count(calls));
  private readonly reads = new Grouped((reads: { keys: string[]; now: Date }[]) => this.readAll(reads));

  constructor(
    private readonly sql: Sql,
    options: { coalesce?: boolean } = {},
  ) {
    this.coalesce = options.coalesce ?? true;
  }

  increment(counters: CounterRef[], now: Date): Promise<number[]> {
    this.cleanupOccasionally(now);
    if (!this.coalesce) return this.count([counters]).then(([counts]) => counts);
    return this.increments.send(counters);
  }

  /** One statement for the calls' counters; each call's counts, as if counted one by one in order (`countTogether`). */
  private count(calls: CounterRef[][]): Promise<number[][]> {
    return countTogether(calls, async (totals) => {
      const keys = [...totals.keys()].sort();
      const rows = await this.sql.rows(INCREMENT, {
        keys,
        resetAts: keys.map((k) => totals.get(k)!.resetAt),
        amounts: keys.map((k) => totals.get(k)!.n),
      });
      return new Map(rows.map((row) => [row.key, row.count]));
    });
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
    return this.reads.send({ keys, now });
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
