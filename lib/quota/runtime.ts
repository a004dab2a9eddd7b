import pg from "pg";
import { config } from "@/lib/config";
import { poolOf, type Db } from "@/lib/db";
import { configuredLimits, type QuotaLimits } from "@/lib/quota/limits";
import { configuredEndpointLimits, type EndpointLimits } from "@/lib/quota/endpoint-limits";
import type { QuotaStore } from "@/lib/quota/store";
import { PostgresQuotaStore } from "@/lib/quota/postgres-store";
import { RedisQuotaStore } from "@/lib/quota/redis-store";
import { UsageRecorder } from "@/lib/quota/usage";

/** Everything the quota layer needs; tests build one with small limits. */
export interface QuotaRuntime {
  limits: QuotaLimits;
  /** The OAuth endpoints' per-minute limits. */
  endpointLimits: EndpointLimits;
  store: QuotaStore;
  usage: UsageRecorder;
  /** The club of a player (for `/players/{playerId}` breadth), or undefined if there is none. */
  playerClub(playerId: string): Promise<string | null | undefined>;
  close(): Promise<void>;
}

export interface QuotaRuntimeOptions {
  /** The process's pool for the database (`poolOf(db)`); or a URL, for a pool of the runtime's own. */
  pool?: pg.Pool;
  databaseUrl?: string;
  /** Counters in Redis instead of PostgreSQL. */
  redisUrl?: string;
  redisKeyPrefix?: string;
  limits?: QuotaLimits;
  endpointLimits?: EndpointLimits;
  usageFlushMs?: number;
}

function ownPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
  pool.on("error", () => {}); // an idle connection dropped by the server; the pool replaces it
  return pool;
}

/**
 * The one place that chooses the store: Redis when a Redis URL is given, else PostgreSQL,
 * over plain `pg` (cheaper than Prisma on the hot path) for the counters, the player lookup
 * and the usage flush.
 */
export function createQuotaRuntime(options: QuotaRuntimeOptions): QuotaRuntime {
  if (!options.pool && !options.databaseUrl) throw new Error("A quota runtime needs a pool or a database URL.");
  const pool = options.pool ?? ownPool(options.databaseUrl!);
  const owned = !options.pool;
  const store = options.redisUrl ? RedisQuotaStore.connect(options.redisUrl, options.redisKeyPrefix) : new PostgresQuotaStore(pool);
  const usage = new UsageRecorder(pool, options.usageFlushMs);
  return {
    limits: options.limits ?? configuredLimits(),
    endpointLimits: options.endpointLimits ?? configuredEndpointLimits(),
    store,
    usage,
    async playerClub(playerId) {
      const { rows } = await pool.query<{ clubId: string | null }>(`SELECT "clubId" FROM "Player" WHERE id = $1::uuid`, [playerId]);
      return rows.length ? rows[0].clubId : undefined;
    },
    async close() {
      await usage.close();
      await store.close();
      if (owned) await pool.end();
    },
  };
}

const runtimes = new WeakMap<Db, QuotaRuntime>();

/** The process's runtime for a database client, from the configuration, on the client's own pool. */
export function defaultQuotaRuntime(db: Db): QuotaRuntime {
  let runtime = runtimes.get(db);
  if (!runtime) {
    runtime = createQuotaRuntime({ pool: poolOf(db), redisUrl: config().redisUrl });
    runtimes.set(db, runtime);
  }
  return runtime;
}

/** Closes the runtime `defaultQuotaRuntime` made for a client, if any (at shutdown: flushes usage, ends Redis). */
export async function closeDefaultQuotaRuntime(db: Db): Promise<void> {
  const runtime = runtimes.get(db);
  runtimes.delete(db);
  await runtime?.close();
}
