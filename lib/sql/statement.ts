import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
} from "kysely";
import type { DB } from "@/lib/generated/kysely/types";

/**
 * Hand-written SQL is written with Kysely over the tables Prisma owns (types generated from
 * prisma/schema.prisma by prisma-kysely) and compiled once, when its module loads. Kysely only
 * builds here: it never holds a connection; `lib/sql/run.ts` runs what it builds.
 */
export const qb = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export { sql };

/** A named parameter of a prepared statement, filled in per call. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** The arguments of a statement, by name. */
export type Args = Record<string, unknown>;

/** `param<string>("teamId")`: a `$n` in the statement, its value taken from the call's `teamId`. */
export function param<T>(name: string): RawBuilder<T> {
  return sql<T>`${new Placeholder(name)}`;
}

/**
 * A time parameter, the one way times go in: the call passes a `Date`, sent as ISO 8601 in UTC
 * (`Sql` writes every `Date` so), and the statement reads it as the UTC `timestamp(3)` the
 * columns hold. Compared with a `timestamptz` column it is read as UTC too: every session of
 * the pool runs in UTC (lib/sql/run.ts).
 */
export function timeParam(name: string): RawBuilder<Date> {
  return sql<Date>`(${new Placeholder(name)}::timestamptz AT TIME ZONE 'UTC')`;
}

/** A call's value as sent: a `Date` as ISO 8601 in UTC (read by `timeParam`), lists element by element. */
function sendable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.length > 0 && value[0] instanceof Date) return value.map(sendable);
  return value;
}

/** A statement compiled once: its name, its text, and how a call's named arguments become its values. */
export interface Statement<A extends Args, Row> {
  /** Prepared under this name once per connection; absent for a statement built per call. */
  name?: string;
  text: string;
  /**
   * Sent again, once, on a fresh connection when its connection drops under it (lib/sql/run.ts):
   * true for a statement that only reads, or one declared safe to repeat.
   */
  resend: boolean;
  values(args: A): unknown[];
  /** Never set: carries the row type. */
  readonly row?: Row;
}

/** A statement that only reads: it begins with SELECT or WITH and names nothing that writes or locks. */
const READS = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|merge|truncate|nextval|setval|pg_\w*advisory\w*|pg_notify)\b/i;

export function onlyReads(text: string): boolean {
  return READS.test(text) && !WRITES.test(text);
}

export interface StatementOptions {
  /**
   * Send it again once if its connection drops (default: when it only reads). Declare it for a
   * write only when running it twice is harmless or errs on the safe side (a counter counted twice).
   */
  resend?: boolean;
}

function compiled<A extends Args, Row>(
  name: string | undefined,
  query: Compilable<Row>,
  options: StatementOptions = {},
): Statement<A, Row> {
  const { sql: text, parameters } = query.compile();
  return {
    name,
    text,
    resend: options.resend ?? onlyReads(text),
    values(args) {
      return parameters.map((p) => {
        if (!(p instanceof Placeholder)) return p;
        // A misspelt name would otherwise send NULL and answer as if nothing matched.
        if (!(p.name in args)) throw new Error(`Statement ${name ?? "(one-off)"} has no argument "${p.name}".`);
        return sendable(args[p.name]);
      });
    },
  };
}

/**
 * Compiles a query once, as a statement `pg` prepares once per connection under `name`, with
 * one plan for all values (the pool asks for generic plans, lib/sql/run.ts): write statements
 * whose best plan does not depend on the values (the market search is one statement per shape
 * of search). Values written into the query stay constants; `param(...)` values are taken from
 * each call's arguments.
 */
export function prepare<A extends Args, Row>(name: string, query: Compilable<Row>, options?: StatementOptions): Statement<A, Row> {
  return compiled<A, Row>(name, query, options);
}

function asCompilable<Row>(raw: RawBuilder<Row>): Compilable<Row> {
  return { compile: () => raw.compile(qb) };
}

/** `prepare` for a statement written whole as SQL (a `WITH` of several steps reads better so than built). */
export function prepareSql<A extends Args, Row>(name: string, statement: RawBuilder<Row>, options?: StatementOptions): Statement<A, Row> {
  return compiled<A, Row>(name, asCompilable(statement), options);
}

/**
 * A statement whose text is built for one call (the clock's batched writes, whose shape
 * depends on what it writes): not prepared, its values interpolated as parameters.
 */
export function oneOff<Row>(statement: RawBuilder<Row>): Statement<Record<string, never>, Row> {
  return compiled<Record<string, never>, Row>(undefined, asCompilable(statement));
}
