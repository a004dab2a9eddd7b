import type pg from "pg";
import type { QuotaStore } from "@/lib/quota/store";

const CLEANUP_EVERY_MS = 5 * 60_000;

/**
 * Counters in one PostgreSQL table, all of a call's counters in one statement. Keys are
 * sorted so that concurrent calls lock rows in the same order (no deadlocks).
 *
 * The statement turns `synchronous_commit` off for its own transaction (the `set_config` row
 * it joins): a counter update does not wait for its WAL flush, so a crash of the database may
 * forget the last few hundred milliseconds of counts, which a quota can afford. The pool is
 * shared with Prisma, whose writes keep the server's durable default.
 */
export class PostgresQuotaStore implements QuotaStore {
  private lastCleanup = 0;

  constructor(private readonly pool: pg.Pool) {}

  async increment(counters: { key: string; resetAt: Date }[], now: Date): Promise<number[]> {
    this.cleanupOccasionally(now);
    const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : 1));
    const { rows } = await this.pool.query<{ key: string; count: number }>({
      name: "quota_increment",
      text: `INSERT INTO "QuotaCounter" (key, "resetAt", count)
       SELECT k, r, 1 FROM unnest($1::text[], $2::timestamptz[]) AS t(k, r),
         (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit ORDER BY k
       ON CONFLICT (key) DO UPDATE SET count = "QuotaCounter".count + 1
       RETURNING key, count`,
      values: [sorted.map((c) => c.key), sorted.map((c) => c.resetAt.toISOString())],
    });
    const counts = new Map(rows.map((r) => [r.key, r.count]));
    return counters.map((c) => counts.get(c.key) ?? 0);
  }

  async refund(counters: { key: string }[]): Promise<void> {
    const keys = counters.map((c) => c.key).sort();
    await this.pool.query(
      `UPDATE "QuotaCounter" SET count = count - 1
       FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit WHERE key = ANY($1::text[])`,
      [keys],
    );
  }

  async read(keys: string[], now: Date): Promise<number[]> {
    const { rows } = await this.pool.query<{ key: string; count: number }>(
      `SELECT key, count FROM "QuotaCounter" WHERE key = ANY($1::text[]) AND "resetAt" > $2`,
      [keys, now],
    );
    const counts = new Map(rows.map((r) => [r.key, r.count]));
    return keys.map((k) => Math.max(0, counts.get(k) ?? 0));
  }

  /** Off the critical path, at most every few minutes: rows of passed windows. */
  private cleanupOccasionally(now: Date) {
    if (now.getTime() - this.lastCleanup < CLEANUP_EVERY_MS && now.getTime() >= this.lastCleanup) return;
    this.lastCleanup = now.getTime();
    this.pool.query(`DELETE FROM "QuotaCounter" WHERE "resetAt" < $1`, [now]).catch(() => {});
  }

  async close() {}
}
