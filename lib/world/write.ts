import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import type { Database } from "@/lib/db";
import { connect, param, prepareSql, Sql, sql } from "@/lib/sql";
import { hashPassword } from "@/lib/auth/password";
import { copySql, copyText, TABLES } from "./bulk";
import { copyFrom } from "./copy";
import { withDemoPassword } from "./demo-accounts";
import { generateInThread } from "./generate-thread";
import { loadSpooled } from "./spool";
import type { GenerateWorldOptions, World } from "./types";

/** Rows per COPY: bounds the memory of one statement's text. */
const ROWS_PER_COPY = 50_000;

/**
 * `work` in one transaction on a connection of its own to the database at `url`. The writer
 * needs its own connection because Prisma has no COPY and passes every parameter through its
 * query compiler (about 0.2 s per megabyte), several times slower than the whole load.
 */
async function inTransaction(url: string, work: (client: pg.ClientBase) => Promise<void>) {
  const client = await connect(url);
  try {
    await client.query("BEGIN");
    await work(client);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

const worldTables = () => TABLES.map(([name]) => `"${name}"`);

const FOREIGN_KEYS = prepareSql<{ tables: string[] }, { tbl: string; name: string; def: string }>(
  "world_foreign_keys",
  sql`SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
        FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY(${param<string[]>("tables")}::text[])`,
);

const PLAIN_INDEXES = prepareSql<{ tables: string[] }, { name: string; def: string }>(
  "world_plain_indexes",
  sql`SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS def
        FROM pg_index WHERE NOT indisprimary AND NOT indisunique AND indrelid::regclass::text = ANY(${param<string[]>("tables")}::text[])`,
);

/**
 * The world tables' foreign keys and plain (non-unique) indexes, dropped for the load
 * and created again after it, with the same names and definitions in the same
 * transaction: PostgreSQL then checks each key with one join and builds each index with
 * one sort, instead of a lookup and an index insert per row (several times faster on the
 * box scores). Returns the function that puts them back.
 */
async function suspendKeysAndIndexes(client: pg.ClientBase): Promise<() => Promise<void>> {
  const catalog = new Sql(client);
  const keys = await catalog.rows(FOREIGN_KEYS, { tables: worldTables() });
  const indexes = await catalog.rows(PLAIN_INDEXES, { tables: worldTables() });
  for (const k of keys) await client.query(`ALTER TABLE ${k.tbl} DROP CONSTRAINT "${k.name}"`);
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);
  return async () => {
    for (const i of indexes) await client.query(i.def);
    for (const k of keys) await client.query(`ALTER TABLE ${k.tbl} ADD CONSTRAINT "${k.name}" ${k.def}`);
  };
}

/**
 * Empties the world's tables in the load's transaction, so that COPY can write its rows frozen
 * (lib/world/bulk.ts). With `replace`, the present world goes, and with its managers (CASCADE)
 * their tokens, audit events and applications, and the events told of it (their deliveries by
 * CASCADE). Without it the world is empty already, but managers (people who signed up) may not
 * be: the manager table is kept, and its rows are written unfrozen. Returns the tables emptied.
 */
async function emptyWorld(client: pg.ClientBase, replace: boolean): Promise<Set<string>> {
  const tables = TABLES.map(([name]) => name).filter((name) => replace || name !== "Manager");
  const quoted = tables.map((name) => `"${name}"`);
  await client.query(replace ? `TRUNCATE ${[...quoted, '"Event"'].join(", ")} CASCADE` : `TRUNCATE ${quoted.join(", ")}`);
  return new Set(tables);
}

/** Loads one table's rows with COPY: from memory (a whole World) or from a spool's file. */
type TableRows = (client: pg.ClientBase, table: string, columns: ColumnSpec, freeze: boolean) => Promise<void>;
type ColumnSpec = (typeof TABLES)[number][1];

async function copyArray(client: pg.ClientBase, table: string, columns: ColumnSpec, rows: object[], freeze: boolean) {
  for (let start = 0; start < rows.length; start += ROWS_PER_COPY) {
    await copyFrom(client, copySql(table, columns, freeze), copyText(rows.slice(start, start + ROWS_PER_COPY), columns));
  }
}

export interface WriteWorldOptions {
  /** Hash stored for the demo accounts; without it they keep an unusable one. */
  demoPasswordHash?: string;
  /** Delete the present world, its managers and their credentials first (same transaction). */
  replace?: boolean;
}

/**
 * Writes a world in one transaction to the database at `url`, parents before children, ready to
 * serve when it commits: its rows frozen and its pages all-visible (COPY FREEZE into tables
 * emptied in the transaction), its keys and indexes built once over the loaded rows, and the
 * planner's statistics gathered (ANALYZE), so that the first call after it walks the indexes as
 * the thousandth does. Without statistics a game-sized world answered a team's stats at 2 calls
 * a second instead of 495.
 */
async function writeRows(url: string, rows: TableRows, replace: boolean): Promise<void> {
  await inTransaction(url, async (client) => {
    await client.query("SET LOCAL synchronous_commit = off");
    // Index builds sort in memory up to this (the default, 64 MB, spills a game-sized world to disk).
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    const frozen = await emptyWorld(client, replace);
    const restore = await suspendKeysAndIndexes(client);
    for (const [table, columns] of TABLES) await rows(client, table, columns, frozen.has(table));
    await restore();
    await client.query(`ANALYZE ${worldTables().join(", ")}`);
  });
  await markAllVisible(url);
}

const NOT_ALL_VISIBLE = prepareSql<{ tables: string[] }, { name: string }>(
  "world_not_all_visible",
  sql`SELECT oid::regclass::text AS name FROM pg_class
       WHERE oid::regclass::text = ANY(${param<string[]>("tables")}::text[]) AND relallvisible < relpages`,
);

/**
 * COPY FREEZE leaves the pages of a table with row triggers (players and listings fill their
 * derived columns) and of a table kept (managers) without their all-visible bit: a vacuum sets
 * it, so index-only scans need no visit to the table. It cannot run in a transaction: it runs
 * right after the commit.
 */
async function markAllVisible(url: string) {
  const client = await connect(url);
  try {
    const tables = await new Sql(client).rows(NOT_ALL_VISIBLE, { tables: worldTables() });
    if (tables.length > 0) await client.query(`VACUUM ${tables.map((t) => t.name).join(", ")}`);
  } finally {
    await client.end();
  }
}

/** Writes a generated world, held whole in memory, in one transaction, ready to serve (see `writeRows`). */
export async function writeWorld(url: string, world: World, options: WriteWorldOptions = {}): Promise<void> {
  const withPassword = withDemoPassword(world, options.demoPasswordHash);
  const byTable = new Map(TABLES.map(([table, , rowsOf]) => [table, rowsOf]));
  await writeRows(
    url,
    (client, table, columns, freeze) => copyArray(client, table, columns, byTable.get(table)!(withPassword), freeze),
    options.replace ?? false,
  );
}

/** True when no world has been written (no country exists). */
export async function worldIsEmpty(db: Pick<Database, "prisma">): Promise<boolean> {
  return (await db.prisma.country.findFirst({ select: { id: true } })) === null;
}

export class WorldNotEmptyError extends Error {
  constructor() {
    super(
      "The database already holds a world. Pass { replace: true } (--replace) to delete it, with its managers and their tokens, and write a new one.",
    );
    this.name = "WorldNotEmptyError";
  }
}

export const DEFAULT_DEMO_PASSWORD = "letmein-demo";

export interface GenerateAndWriteOptions extends GenerateWorldOptions {
  /** Password of the demo accounts (the caller passes config().demoPassword). */
  demoPassword?: string;
  /** Replace a world already present instead of refusing. */
  replace?: boolean;
}

export interface WrittenWorld {
  seed: number;
  referenceTime: Date;
  size: number;
  counts: Record<string, number>;
  generateMs: number;
  writeMs: number;
  /** The generating thread's largest heap in use, in MB, sampled as it went (garbage not yet collected included). */
  peakHeapMb: number;
  /** What the spool held on disk, in MB. */
  spooledMb: number;
}

/**
 * Generates a world and writes it, in memory bounded whatever its size: a thread of its own with
 * a bounded heap generates it into a spool on disk, its streamed rows as they are made
 * (./generate-thread.ts, ./spool.ts), and this thread loads the spool, holding no world. Refuses
 * a database that holds a world unless `replace` is set.
 */
export async function generateAndWriteWorld(
  database: Pick<Database, "url" | "prisma">,
  options: GenerateAndWriteOptions,
): Promise<WrittenWorld> {
  if (!options.replace && !(await worldIsEmpty(database))) throw new WorldNotEmptyError();
  const withDemo = options.withDemoAccounts ?? true;
  const demoPasswordHash = withDemo ? await hashPassword(options.demoPassword ?? DEFAULT_DEMO_PASSWORD) : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "world-"));
  try {
    const generated = await generateInThread({ options, dir, demoPasswordHash });
    const started = performance.now();
    await writeRows(
      database.url,
      (client, table, columns, freeze) => loadSpooled(client, dir, table, columns, freeze),
      options.replace ?? false,
    );
    return {
      ...generated.info,
      counts: generated.counts,
      generateMs: Math.round(generated.generateMs),
      writeMs: Math.round(performance.now() - started),
      peakHeapMb: generated.peakHeapMb,
      spooledMb: Math.round(generated.spooledBytes / 2 ** 20),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
