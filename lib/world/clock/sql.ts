import type pg from "pg";
import type { RawBuilder } from "kysely";
import { connect, HoldingSql, oneOff, Sql, sql, textLiteral } from "@/lib/sql";
import { copySql, copyText, tableSpec } from "../bulk";
import { copyFrom } from "../copy";

/**
 * The clock's connection as its events use it: `sql` runs the statements (lib/sql; a
 * `HoldingSql` while the clock advances, which holds `writeAll`'s writes back: `deferringWrites`),
 * and `client` is the one connection under it, for COPY, which lib/sql has no road for.
 */
export interface ClockDb {
  client: pg.ClientBase;
  sql: Sql;
}

/** The arguments of a statement that takes none. */
export type NoArgs = Record<string, never>;

export const clockDb = (client: pg.ClientBase): ClockDb => ({ client, sql: new Sql(client) });

/** A connection for the clock: one client of its own, reading times as the pool does (lib/sql). */
export function connectClock(databaseUrl: string): Promise<pg.Client> {
  return connect(databaseUrl);
}

/**
 * Appends rows to a world table with COPY, whatever the column types (text or enum). COPY
 * streams its rows, which a statement of lib/sql cannot, so it goes on the client itself.
 */
export async function copyRows(db: ClockDb, table: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  // The writes held back go first, so that the rows copied come after them.
  if (db.sql instanceof HoldingSql) await db.sql.send();
  const columns = tableSpec(table)[1];
  // 20,000 rows per COPY: a season's schedule at the game's size is half a million games.
  for (let at = 0; at < rows.length; at += 20_000) {
    await copyFrom(db.client, copySql(table, columns), copyText(rows.slice(at, at + 20_000), columns));
  }
}

/** Rows as JSON for `jsonb_to_recordset` (times as ISO 8601 in UTC, as `Date` writes itself). */
export const json = (rows: object[]) => JSON.stringify(rows);

type LedgerKind = "MatchRevenue" | "Transfers";
export type LedgerEntry = { teamId: string; weekStart: Date; amount: number };

/** Amounts summed per club and week (an UPDATE … FROM touches a row once), zeros left out. */
function ledgerRows(entries: LedgerEntry[]) {
  const sums = new Map<string, { team: string; week: Date; amount: number }>();
  for (const e of entries) {
    const key = `${e.teamId}|${e.weekStart.getTime()}`;
    const entry = sums.get(key) ?? { team: e.teamId, week: e.weekStart, amount: 0 };
    entry.amount += e.amount;
    sums.set(key, entry);
  }
  return [...sums.values()].filter((r) => r.amount !== 0);
}

/**
 * `rows` as one JSON literal (the statement may be held back and sent with others, without
 * parameters: lib/sql `HoldingSql`), read as a relation `r` of the declared columns, told to the
 * planner as the number of rows it has: a set-returning function counts as 100 rows
 * otherwise, and joins of a few rows would scan whole tables instead of using their indexes.
 */
const jsonRows = (rows: object[], columns: string) =>
  sql`(SELECT * FROM jsonb_to_recordset(${textLiteral(json(rows))}::jsonb) AS r(${sql.raw(columns)}) LIMIT ${sql.lit(rows.length)}) r`;

/**
 * Common table expressions, to put in a larger statement, that add the ledger rows to one
 * kind of line of each club's economy week in progress and move its closing balance with
 * them. The kind is a literal so that it fits the column whether it is text or an enum.
 * `ledger_booked` fails the statement when a row found no week: an amount booked nowhere
 * would vanish from the books, so it must stop the clock instead. (A text that is no number,
 * cast to int, is how a plain statement raises; it is evaluated only when the count is off.)
 */
function ledgerCtes(kind: LedgerKind, rows: object[]): RawBuilder<unknown> {
  return sql`ledger_weeks AS (UPDATE "EconomyWeek" w SET "closingBalance" = w."closingBalance" + r.amount
           FROM ${jsonRows(rows, "team uuid, week timestamp, amount int")}
           WHERE w."teamId" = r.team AND w."weekStart" = r.week RETURNING w.id, r.amount),
     ledger_lines AS (INSERT INTO "EconomyLine" ("weekId", "kind", "amount") SELECT id, ${sql.lit(kind)}, amount FROM ledger_weeks
     ON CONFLICT ("weekId", "kind") DO UPDATE SET "amount" = "EconomyLine"."amount" + EXCLUDED."amount" RETURNING 1),
     ledger_booked AS (SELECT CASE WHEN count(*) = ${sql.lit(rows.length)} THEN count(*)::int
       ELSE (${sql.lit(`${kind} not booked: no economy week for `)} || (${sql.lit(rows.length)} - count(*)) || ${sql.lit(` of ${rows.length} club-weeks`)})::int END AS n
       FROM ledger_weeks)`;
}

/**
 * One write of `writeAll`: a data-modifying statement over `rows`, which it reads as the
 * relation `r` that `from(columns)` gives (columns as in a column definition list).
 */
export interface WritePart {
  sql: (from: (columns: string) => RawBuilder<unknown>) => RawBuilder<unknown>;
  rows: object[];
}

/**
 * Runs several writes as one statement, one round trip: each part is a data-modifying
 * common table expression over its own JSON parameter (all of them see the database as it
 * was before the statement, and each touches its own rows), plus ledger bookings: amounts
 * added to one kind of line of each club's economy week in progress, moving its closing
 * balance with them (summed per club and week first: an UPDATE … FROM touches a row once);
 * a booking into a week that does not exist fails the statement. Its text depends on what it writes, so it is a one-off statement, not a prepared one.
 */
export async function writeAll(db: ClockDb, parts: WritePart[], ledger?: { kind: LedgerKind; entries: LedgerEntry[] }): Promise<void> {
  const ctes: RawBuilder<unknown>[] = [];
  parts.forEach((part, i) => {
    if (part.rows.length === 0) return;
    ctes.push(sql`${sql.raw(`w${i}`)} AS (${part.sql((columns) => jsonRows(part.rows, columns))} RETURNING 1)`);
  });
  const booked = ledger ? ledgerRows(ledger.entries) : [];
  if (ledger && booked.length > 0) ctes.push(ledgerCtes(ledger.kind, booked));
  if (ctes.length === 0) return;
  // A plain CTE runs only when read: the statement reads the ledger's check to run it.
  const result = ledger && booked.length > 0 ? sql`SELECT n FROM ledger_booked` : sql`SELECT 1`;
  const statement = oneOff(sql`WITH ${sql.join(ctes, sql`,\n`)} ${result}`);
  if (db.sql instanceof HoldingSql) db.sql.hold(statement);
  else await db.sql.rows(statement, {});
}

/** The clock's connection whose `writeAll` writes are held back until its next statement (`HoldingSql`). */
export interface DeferringClockDb extends ClockDb {
  sql: HoldingSql;
}

/**
 * The clock's writes, held back and sent together: `writeAll` on the returned connection holds
 * its statement back, and the next statement of lib/sql run on it (or a COPY of `copyRows`, or
 * `sql.send()` before a commit) first sends them, in order, in one round trip. So every read
 * sees every earlier write, and writes keep their order, with far fewer round trips while the
 * clock catches up.
 */
export function deferringWrites(client: pg.ClientBase): DeferringClockDb {
  return { client, sql: new HoldingSql(client) };
}

const SQL_TYPE: Record<string, string> = {
  uuid: "uuid",
  text: "text",
  int4: "int",
  float8: "float8",
  bool: "boolean",
  timestamp: "timestamp",
  jsonb: "jsonb",
  "text[]": "text[]",
  "int4[]": "int[]",
};

/** A `WritePart` inserting rows of a world table given as JSON (dates as ISO strings). */
export function insertPart(table: string, rows: object[]): WritePart {
  const columns = tableSpec(table)[1];
  const names = columns.map(([c]) => `"${c}"`).join(", ");
  const selected = columns.map(([c, kind]) => (typeof kind === "object" ? `r."${c}"::"${kind.enum}"` : `r."${c}"`)).join(", ");
  const declared = columns.map(([c, kind]) => `"${c}" ${typeof kind === "object" ? "text" : SQL_TYPE[kind]}`).join(", ");
  return {
    sql: (from) => sql`INSERT INTO ${sql.table(table)} (${sql.raw(names)}) SELECT ${sql.raw(selected)} FROM ${from(declared)}`,
    rows,
  };
}
