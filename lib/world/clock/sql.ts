import pg from "pg";
import { copySql, copyText, TABLES } from "../bulk";
import { copyFrom } from "../copy";

export type Sql = pg.ClientBase;

const TIMESTAMP_WITHOUT_ZONE = 1114;

/**
 * A connection for the clock. Prisma stores timestamps without a zone, in UTC; pg would read
 * them as local time, so they are parsed as UTC here. Dates go out as ISO strings (`iso`).
 */
export async function connectClock(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === TIMESTAMP_WITHOUT_ZONE ? (text: string) => new Date(`${text.replace(" ", "T")}Z`) : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
    },
  });
  await client.connect();
  return client;
}

export const iso = (time: Date) => time.toISOString();

export async function select<T>(client: Sql, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

/** Appends rows to a world table with COPY, whatever the column types (text or enum). */
export async function copyRows(client: Sql, table: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const spec = TABLES.find(([name]) => name === table);
  if (!spec) throw new Error(`No such world table: ${table}`);
  await copyFrom(client, copySql(table, spec[1]), copyText(rows, spec[1]));
}

/** A JSON parameter for `jsonb_to_recordset`. */
export const json = (rows: object[]) => JSON.stringify(rows);

/**
 * Adds amounts to one kind of line of each club's economy week in progress, and moves its
 * closing balance with them. Amounts are summed per club and week first: an UPDATE … FROM
 * touches a row once.
 */
export async function bookLines(client: Sql, kind: "MatchRevenue" | "Transfers", entries: { teamId: string; weekStart: Date; amount: number }[]) {
  const sums = new Map<string, { team: string; week: string; amount: number }>();
  for (const e of entries) {
    const key = `${e.teamId}|${e.weekStart.getTime()}`;
    const entry = sums.get(key) ?? { team: e.teamId, week: iso(e.weekStart), amount: 0 };
    entry.amount += e.amount;
    sums.set(key, entry);
  }
  const rows = [...sums.values()].filter((r) => r.amount !== 0);
  if (rows.length === 0) return;
  // The kind is a literal so that it fits the column whether it is text or an enum.
  await client.query(
    `WITH r AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(team uuid, week timestamp, amount int)),
     w AS (UPDATE "EconomyWeek" w SET "closingBalance" = w."closingBalance" + r.amount FROM r
           WHERE w."teamId" = r.team AND w."weekStart" = r.week RETURNING w.id, r.amount)
     INSERT INTO "EconomyLine" ("weekId", "kind", "amount") SELECT id, '${kind}', amount FROM w
     ON CONFLICT ("weekId", "kind") DO UPDATE SET "amount" = "EconomyLine"."amount" + EXCLUDED."amount"`,
    [json(rows)],
  );
}
