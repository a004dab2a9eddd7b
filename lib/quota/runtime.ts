import type { QuotaLimits } from "@/lib/quota/limits";
import type { EndpointLimits } from "@/lib/quota/endpoint-limits";
import type { QuotaStore } from "@/lib/quota/store";
import { PostgresQuotaStore } from "@/lib/quota/postgres-store";
import { RedisQuotaStore } from "@/lib/quota/redis-store";
import { UsageRecorder } from "@/lib/quota/usage";
import { createPool, Sql } from "@/lib/sql";
import type pg from "pg";

/** Everything the quota layer needs; tests build one with small limits. */
export interface QuotaRuntime {
  limits: QuotaLimits;
  /** The OAuth endpoints' per-minute limits. */
  endpointLimits: EndpointLimits;
  store: QuotaStore;
  usage: UsageRecorder;
  close(): Promise<void>;
}

export interface QuotaRuntimeOptions {
  /** The process's pool; or a URL, for a pool of the runtime's own (tests). */
  pool?: pg.Pool;
  databaseUrl?: string;
  /** Counters in Redis instead of PostgreSQL. */
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** The tiers (the configuration's: `configuredLimits`; tests give their own). */
  limits: QuotaLimits;
  /** The OAuth endpoints' limits (the configuration's: `configuredEndpointLimits`). */
  endpointLimits: EndpointLimits;
  usageFlushMs?: number;
}

/**
 * The one place that chooses the store: Redis when a Redis URL is given, else PostgreSQL, with
 * the usage flush on the same road.
 */
export function createQuotaRuntime(options: QuotaRuntimeOptions): QuotaRuntime {
  if (!options.pool && !options.databaseUrl) throw new Error("A quota runtime needs a pool or a database URL.");
  const pool = options.pool ?? createPool(options.databaseUrl!, { max: 5, exitOnIdle: true });
  const owned = !options.pool;
  const sql = new Sql(pool);
  const store = options.redisUrl ? RedisQuotaStore.connect(options.redisUrl, options.redisKeyPrefix) : new PostgresQuotaStore(sql);
  const usage = new UsageRecorder(sql, options.usageFlushMs);
  return {
    limits: options.limits,
    endpointLimits: options.endpointLimits,
    store,
    usage,
    async close() {
      await usage.close();
      await store.close();
      if (owned) await pool.end();
    },
  };
}
