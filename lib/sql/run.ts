import pg from "pg";
import { notFound } from "@/lib/errors";
import type { Args, Statement } from "@/lib/sql/statement";
import { JsonText, type JsonString } from "@/lib/sql/json";
import { couldNotConnect, DatabaseUnavailable, wasCut } from "@/lib/sql/connection-loss";

/** Where a statement runs: the pool, or one connection (a transaction, the clock's). */
export type Connection = pg.Pool | pg.ClientBase;

const TIMESTAMP_WITHOUT_ZONE = 1114;

/**
 * The columns are `timestamp(3)` holding UTC (Prisma writes them so): read them as UTC, not as
 * the process's local time, which is what `pg` would do. Prisma's own queries set their own
 * parsers and are not affected.
 */
const utcTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP_WITHOUT_ZONE
      ? (text: string) => new Date(`${text.replace(" ", "T")}Z`)
      : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/**
 * Every session reads and writes times in UTC, whatever the server's or the host's zone (the
 * embedded PostgreSQL takes the host's): a `timestamp` compared with a `timestamptz` column is
 * then read as UTC. Named statements get generic plans (below).
 */
const SESSION_OPTIONS = "-c plan_cache_mode=force_generic_plan -c TimeZone=UTC";

export interface PoolOptions {
  /** Most connections at once. */
  max?: number;
  /** Called with every SQL statement sent on any connection (tests count statements with it). */
  onQuery?: (sql: string) => void;
  /** A pool of a helper's own (a test's quota runtime) lets the process exit while idle. */
  exitOnIdle?: boolean;
}

/**
 * The process's pool for one database, shared by Prisma and the hand-written statements.
 * Named statements are planned once per connection: their plans do not depend on the values
 * (ids, or filters that may be NULL), and planning a search costs more than running it.
 * Prisma's statements are unnamed and planned per call as before.
 */
export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.exitOnIdle ? { idleTimeoutMillis: 10_000, allowExitOnIdle: true } : {}),
    // A call that waits 10 s for a connection (a server gone from the network, or every
    // connection busy that long) answers 503 rather than waiting for ever. TCP keep-alive from
    // 10 s of silence finds a server that vanished without closing its connections.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    types: utcTypes,
    options: SESSION_OPTIONS,
  });
  // An idle connection the server dropped (a restart, a dropped test database): the pool replaces it.
  pool.on("error", () => {});
  pool.on("connect", (connection) => void connectedAt.set(connection, performance.now()));
  if (options.onQuery) countStatements(pool, options.onQuery);
  return pool;
}

const CONNECT_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_DELAY_MS = 10_000;

/** When each pooled connection was opened: a statement sent again goes on one opened after the loss. */
const connectedAt = new WeakMap<pg.ClientBase, number>();

type QueryConfig = { name?: string; text: string; values: unknown[] };

/**
 * A statement sent again after its connection dropped, on a connection opened since: the
 * pool's idle connections may have been cut by the same cause (a restart ends them all), so
 * those older than the loss are closed rather than tried, at most as many as the pool holds.
 */
async function sendOnFreshConnection(pool: pg.Pool, query: QueryConfig, lostAt: number): Promise<pg.QueryResult> {
  for (let closed = 0; ; closed++) {
    const connection = await pool.connect();
    const opened = connectedAt.get(connection);
    if (opened !== undefined && opened < lostAt && closed < pool.options.max) {
      connection.release(true);
      continue;
    }
    try {
      const result = await connection.query(query);
      connection.release();
      return result;
    } catch (error) {
      connection.release(wasCut(error) ? true : undefined);
      throw error;
    }
  }
}

/**
 * One connection of its own (the clock's, the world writer's), reading times as the pool does.
 * If the server ends it while it is idle, the next statement fails (a caller may also listen for
 * "error" to learn it at once); it never throws out of the event loop.
 */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    types: utcTypes,
    options: SESSION_OPTIONS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  client.on("error", () => {});
  await client.connect();
  return client;
}

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

/**
 * The one way hand-written SQL reaches PostgreSQL: a statement of `lib/sql/statement.ts` with
 * its named arguments, on a pool or one connection. One round trip.
 *
 * On the pool, a statement that only reads (or is declared safe to repeat) whose connection
 * the server ends under it is sent once more on a fresh connection: a restart or a cut
 * connection costs the caller a few milliseconds, not an error. When no connection could be had
 * nothing was sent, and nothing is sent again. What fails for the connection's sake is thrown as
 * `DatabaseUnavailable` (503, lib/api/app.ts). On one connection (a transaction, the clock's)
 * nothing is sent again: the connection's session is lost with it.
 */
export class Sql {
  constructor(readonly connection: Connection) {}

  async rows<A extends Args, Row>(statement: Statement<A, Row>, args: A): Promise<Row[]> {
    const values = statement.values(args);
    const query: QueryConfig = statement.name ? { name: statement.name, text: statement.text, values } : { text: statement.text, values };
    try {
      return (await this.connection.query(query)).rows as Row[];
    } catch (error) {
      const cut = wasCut(error);
      if (!cut && !couldNotConnect(error)) throw error;
      if (!(cut && statement.resend && this.connection instanceof pg.Pool)) throw new DatabaseUnavailable(error);
      try {
        return (await sendOnFreshConnection(this.connection, query, performance.now())).rows as Row[];
      } catch (again) {
        throw wasCut(again) || couldNotConnect(again) ? new DatabaseUnavailable(again) : again;
      }
    }
  }

  /** The first row, if any. */
  async one<A extends Args, Row>(statement: Statement<A, Row>, args: A): Promise<Row | undefined> {
    return (await this.rows(statement, args))[0];
  }

  /**
   * The answer a statement writes as JSON in its `body`, for the one row it finds, sent on as
   * it came; when it finds none, 404 with `missing` as what was not found ("Club", "Match"…).
   */
  async answer<A extends Args, T>(statement: Statement<A, { body: JsonString<T> }>, args: A, missing: string): Promise<JsonText<T>> {
    const row = await this.one(statement, args);
    if (!row || row.body === null) throw notFound(missing);
    return new JsonText<T>(row.body);
  }
}
