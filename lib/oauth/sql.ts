import type pg from "pg";
import type { Database } from "@/lib/db";

/**
 * The OAuth grants' lean SQL: named prepared statements over the process's one pool
 * (`poolOf(db)`), not Prisma's engine (about a millisecond of CPU a query). Prisma still owns
 * the schema and the rare paths (consent, reuse revocation with its audit event).
 *
 * Timestamps are `timestamp(3)` columns holding UTC: they go in as ISO strings cast through
 * `timestamptz` and come out as `timestamptz`, so the process's time zone never matters.
 */
export interface Statement {
  name: string;
  text: string;
}

export function statement(name: string, text: string): Statement {
  return { name: `oauth_${name}`, text };
}

/** A timestamp parameter: use as `($n::timestamptz AT TIME ZONE 'UTC')`. */
export const utc = (date: Date) => date.toISOString();

export async function run<Row extends pg.QueryResultRow>(db: Database, { name, text }: Statement, values: unknown[]): Promise<Row[]> {
  return db.sql.rows<Record<string, never>, Row>({ name, text, values: () => values }, {});
}
