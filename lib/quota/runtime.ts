import pg from "pg";
import { config } from "@/lib/config";
import { configuredLimits, type QuotaLimits } from "@/lib/quota/limits";
import type { QuotaStore } from "@/lib/quota/store";
import { PostgresQuotaStore } from "@/lib/quota/postgres-store";
import { RedisQuotaStore } from "@/lib/quota/redis-store";
import { UsageRecorder } from "@/lib/quota/usage";

/** Everything the quota middleware needs; tests build one with small limits. */
export interface QuotaRuntime {
  limits: QuotaLimits;
  store: QuotaStore;
  usage: UsageRecorder;
  /** The club of a player (for `/players/{playerId}` breadth), or undefined if there is none. */
  playerClub(playerId: string): Promise<string | null | undefined>;
  close(): Promise<void>;
}

export interface QuotaRuntimeOptions {
  databaseUrl: string;
  /** Counters in Redis instead of PostgreSQL. */
  redisUrl?: string;
  redisKeyPrefix?: string;
  limits?: QuotaLimits;
  usageFlushMs?: number;
}

/**
 * The one place that chooses the store: Redis when `REDIS_URL` is set, else PostgreSQL. A
 * small pool of its own on the same database (plain `pg` is cheaper than Prisma on the hot
 * path) serves the counters, the player lookup and the usage flush.
 */
export function createQuotaRuntime(options: QuotaRuntimeOptions): QuotaRuntime {
  // synchronous_commit off: a counter update does not wait for its WAL flush; a crash of the
  // database may forget the last few hundred milliseconds of counts, which a quota can afford.
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 5,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
    options: "-c synchronous_commit=off",
  });
  pool.on("error", () => {}); // an idle connection dropped by the server; the pool replaces it
  const store = options.redisUrl ? RedisQuotaStore.connect(options.redisUrl, options.redisKeyPrefix) : new PostgresQuotaStore(pool);
  const usage = new UsageRecorder(pool, options.usageFlushMs);
  return {
    limits: options.limits ?? configuredLimits(),
    store,
    usage,
    async playerClub(playerId) {
      const { rows } = await pool.query<{ clubId: string | null }>(`SELECT "clubId" FROM "Player" WHERE id = $1::uuid`, [playerId]);
      return rows.length ? rows[0].clubId : undefined;
    },
    async close() {
      await usage.close();
      await store.close();
      await pool.end();
    },
  };
}

const runtimes = new Map<string, QuotaRuntime>();

/** The process's runtime for a database, from the configuration (one per URL, shared). */
export function defaultQuotaRuntime(databaseUrl: string): QuotaRuntime {
  let runtime = runtimes.get(databaseUrl);
  if (!runtime) {
    runtime = createQuotaRuntime({ databaseUrl, redisUrl: config().redisUrl });
    runtimes.set(databaseUrl, runtime);
  }
  return runtime;
}
