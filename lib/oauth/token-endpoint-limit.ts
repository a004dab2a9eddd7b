import pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "@/lib/config";

/**
 * Spec › Limits: 20 token requests per minute per client address. The count lives in
 * PostgreSQL (rate-limiter-flexible's RateLimiterPostgres, in a schema of its own so Prisma's
 * migrations never see it), so every server process shares it; an in-memory limiter stands in
 * if the database cannot be reached, and is used alone only in unit tests.
 */
export type LimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface TokenEndpointLimiter {
  consume(address: string): Promise<LimitDecision>;
}

const WINDOW_SECONDS = 60;
export const LIMIT_SCHEMA = "rate_limits";
export const LIMIT_TABLE = "oauth_token_endpoint";

function decide(limiter: () => Promise<RateLimiterAbstract>): TokenEndpointLimiter {
  return {
    async consume(address) {
      try {
        const result = await (await limiter()).consume(address);
        return { allowed: true, remaining: result.remainingPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
  };
}

export interface LimiterOptions {
  /** Requests per minute; defaults to the configured 20. */
  points?: number;
  /** A key space of its own (tests use a fresh one). */
  keyPrefix?: string;
}

export function memoryTokenEndpointLimiter(options: LimiterOptions = {}): TokenEndpointLimiter {
  const limiter = new RateLimiterMemory({
    points: options.points ?? config().quota.tokenEndpointPerMinute,
    duration: WINDOW_SECONDS,
    keyPrefix: options.keyPrefix ?? "oauth-token",
  });
  return decide(async () => limiter);
}

/** The shared limiter on a PostgreSQL database; `close()` ends its pool. */
export function postgresTokenEndpointLimiter(options: LimiterOptions & { databaseUrl: string }): TokenEndpointLimiter & { close(): Promise<void> } {
  const points = options.points ?? config().quota.tokenEndpointPerMinute;
  const keyPrefix = options.keyPrefix ?? "oauth-token";
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  // A lost connection must not crash the process; the insurance limiter takes over.
  pool.on("error", () => {});
  const insurance = new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix });
  let ready: Promise<RateLimiterAbstract> | undefined;

  const create = async (): Promise<RateLimiterAbstract> => {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${LIMIT_SCHEMA}`);
    return new Promise((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: pool,
          storeType: "pool",
          schemaName: LIMIT_SCHEMA,
          tableName: LIMIT_TABLE,
          points,
          duration: WINDOW_SECONDS,
          keyPrefix,
          insuranceLimiter: insurance,
        },
        (error?: Error) => (error ? reject(error) : resolve(limiter)),
      );
    });
  };
  const limiter = async () => {
    ready ??= create().catch((error: unknown) => {
      ready = undefined; // try the database again on the next request
      console.error(JSON.stringify({ level: "error", message: "token endpoint limiter: PostgreSQL unavailable, counting in memory", error: String(error) }));
      return insurance;
    });
    return ready;
  };
  return { ...decide(limiter), close: () => pool.end() };
}

const globalForLimiter = globalThis as unknown as { __tokenEndpointLimiter?: TokenEndpointLimiter };

/** The process-wide limiter: PostgreSQL on DATABASE_URL; in memory only under the unit-test runner. */
export function defaultTokenEndpointLimiter(): TokenEndpointLimiter {
  if (!globalForLimiter.__tokenEndpointLimiter) {
    const databaseUrl = process.env.DATABASE_URL;
    globalForLimiter.__tokenEndpointLimiter =
      process.env.VITEST || !databaseUrl ? memoryTokenEndpointLimiter() : postgresTokenEndpointLimiter({ databaseUrl });
  }
  return globalForLimiter.__tokenEndpointLimiter;
}

/**
 * The client's address: the last hop of X-Forwarded-For, which is the address the nearest
 * proxy (or Next.js itself, from the socket, when the request has none) saw. Earlier hops are
 * whatever the client wrote, so they are never trusted for a limit.
 */
export function clientAddress(request: Request): string {
  const hops = (request.headers.get("x-forwarded-for") ?? "").split(",").map((h) => h.trim()).filter(Boolean);
  return hops.at(-1) ?? "unknown";
}
