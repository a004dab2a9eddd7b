import pg from "pg";
import { notFound } from "@/lib/errors";
import type { Args, Statement } from "@/lib/sql/statement";
import { JsonText, type JsonString } from "@/lib/sql/json";

/** Where a statement runs: the pool, or one connection (a transaction, the clock's). */
export type Connection = pg.Pool | pg.ClientBase;

const TIMESTAMP_WITHOUT_ZONE = 1114;

/**
 * The columns are `timestamp(3)` holding UTC (Prisma writes them so): read them as UTC, not as
 * the process's local time, which is what `pg` would do. Prisma's own queries set their own
 * parsers and are not affected.
 */
export const utcTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP_WITHOUT_ZONE
      ? (text: string) => new Date(`${text.replace(" ", "T")}Z`)
      : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

export interface PoolOptions {
  /** Most connections at once. */
  max?: number;
  /** Called with every SQL statement sent on any connection (tests count statements with it). */
  onQuery?: (sql: string) => void;
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
    types: utcTypes,
    options: "-c plan_cache_mode=force_generic_plan",
  });
  // An idle connection the server dropped (a restart, a dropped test database): the pool replaces it.
  pool.on("error", () => {});
  if (options.onQuery) countStatements(pool, options.onQuery);
  return pool;
}

/** One connection of its own (the clock's, a LISTEN), reading times as the pool does. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, types: utcTypes });
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

/** A call's value as sent: a `Date` as ISO 8601 in UTC (read by `timeParam`), lists element by element. */
function sendable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.some((v) => v instanceof Date)) return value.map(sendable);
  return value;
}

/**
 * The one way hand-written SQL reaches PostgreSQL: a statement of `lib/sql/statement.ts` with
 * its named arguments, on a pool or one connection. One round trip.
 */
export class Sql {
  constructor(readonly connection: Connection) {}

  async rows<A extends Args, Row>(statement: Statement<A, Row>, args: A): Promise<Row[]> {
    const values = statement.values(args).map(sendable);
    const result = await this.connection.query(
      statement.name ? { name: statement.name, text: statement.text, values } : { text: statement.text, values },
    );
    return result.rows as Row[];
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
    if (!row) throw notFound(missing);
    return new JsonText<T>(row.body);
  }

  /**
   * `fn` in one transaction on one connection of the pool (or on this connection, when it is
   * one already, whose transaction the caller runs).
   */
  async transaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
    if (!(this.connection instanceof pg.Pool)) return fn(this);
    const client = await this.connection.connect();
    try {
      await client.query("BEGIN");
      const result = await fn(new Sql(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
