import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { currentDatabaseUrl } from "@/lib/config";

export type Db = InstanceType<typeof PrismaClient>;

export interface DbOptions {
  /** Pool size. */
  max?: number;
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
}

// Kept on the client itself under registered symbols, not in module-level maps: the server
// loads this module once and Next.js's bundle once more, and both share `db()`'s client.
const URL_OF = Symbol.for("manager-data-api.db.url");
const POOL_OF = Symbol.for("manager-data-api.db.pool");
type Tagged = Db & { [URL_OF]?: string; [POOL_OF]?: pg.Pool };

/**
 * A Prisma client over adapter-pg for one PostgreSQL URL. Its pool is the process's one pool
 * for that database: the quota counters and other plain-SQL work borrow it (`poolOf`).
 */
export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    // Named prepared statements (the lean read path, lib/sql.ts) are planned once per
    // connection: their plans do not depend on the values (ids, or filters that may be NULL),
    // and planning a search costs more than running it. Prisma's statements are unnamed and
    // planned per call as before.
    options: "-c plan_cache_mode=force_generic_plan",
  });
  // An idle connection the server dropped (a restart, a dropped test database): the pool replaces it.
  pool.on("error", () => {});
  if (options.onQuery) countStatements(pool, options.onQuery);
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const client: Db = new PrismaClient({ adapter });
  Object.assign(client, { [URL_OF]: databaseUrl, [POOL_OF]: pool });
  return client;
}

/** Every statement sent on any of the pool's connections, Prisma's and plain SQL's alike. */
function countStatements(pool: pg.Pool, onQuery: (sql: string) => void) {
  pool.on("connect", (connection) => {
    const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
    (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      onQuery(typeof first === "string" ? first : String((first as { text?: string })?.text ?? ""));
      return query(...args);
    };
  });
}

/** The pool under a client made by `createDb`. */
export function poolOf(client: Db): pg.Pool {
  const pool = (client as Tagged)[POOL_OF];
  if (!pool) throw new Error("This client was not made by createDb.");
  return pool;
}

/**
 * The URL a client made by `createDb` connects to, for the few jobs Prisma cannot do
 * (the world writer's COPY).
 */
export function databaseUrlOf(client: Db): string {
  const url = (client as Tagged)[URL_OF];
  if (!url) throw new Error("This client was not made by createDb.");
  return url;
}

const globalForDb = globalThis as unknown as { __db?: Db };

/**
 * The process-wide client. `DATABASE_URL` is always set by the time the service runs:
 * either given, or pointed at the embedded PostgreSQL by `scripts/start.ts`.
 */
export function db(): Db {
  if (!globalForDb.__db) {
    const url = currentDatabaseUrl();
    if (!url) throw new Error("DATABASE_URL is not set: start the service with `npm start` or `npm run dev`.");
    globalForDb.__db = createDb(url);
  }
  return globalForDb.__db;
}
