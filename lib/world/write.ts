import type pg from "pg";
import type { Database, Db } from "@/lib/db";
import { connect, param, prepareSql, Sql, sql } from "@/lib/sql";
import { hashPassword } from "@/lib/auth/password";
import { copySql, copyText, TABLES } from "./bulk";
import { copyFrom } from "./copy";
import { countRows, generateWorld } from "./generate";
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

async function deleteWorld(client: pg.ClientBase) {
  // CASCADE also empties what hangs off managers: their tokens, audit events, applications.
  // The events told of the old world go with it (and their deliveries, by CASCADE).
  await client.query(`TRUNCATE ${[...worldTables(), '"Event"'].join(", ")} CASCADE`);
}

async function copyRows(client: pg.ClientBase, world: World) {
  for (const [table, columns, rowsOf] of TABLES) {
    const rows = rowsOf(world);
    for (let start = 0; start < rows.length; start += ROWS_PER_COPY) {
      await copyFrom(client, copySql(table, columns), copyText(rows.slice(start, start + ROWS_PER_COPY), columns));
    }
  }
}

export interface WriteWorldOptions {
  /** Hash stored for the demo accounts; without it they keep an unusable one. */
  demoPasswordHash?: string;
  /** Delete the present world, its managers and their credentials first (same transaction). */
  replace?: boolean;
}

/** Writes a generated world in one transaction, parents before children, to the database at `url`. */
export async function writeWorld(url: string, world: World, options: WriteWorldOptions = {}): Promise<void> {
  const demo = new Set(world.demoUsernames);
  const hash = options.demoPasswordHash;
  const managers = hash ? world.managers.map((m) => (demo.has(m.username) ? { ...m, passwordHash: hash } : m)) : world.managers;
  await inTransaction(url, async (client) => {
    await client.query("SET LOCAL synchronous_commit = off");
    if (options.replace) await deleteWorld(client);
    const restore = await suspendKeysAndIndexes(client);
    await copyRows(client, { ...world, managers });
    await restore();
  });
}

/** True when no world has been written (no country exists). */
export async function worldIsEmpty(db: Db): Promise<boolean> {
  return (await db.country.findFirst({ select: { id: true } })) === null;
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
}

/** Generates a world and writes it; refuses a database that holds one unless `replace` is set. */
export async function generateAndWriteWorld(
  database: Pick<Database, "url" | "prisma">,
  options: GenerateAndWriteOptions,
): Promise<WrittenWorld> {
  if (!options.replace && !(await worldIsEmpty(database.prisma))) throw new WorldNotEmptyError();
  const started = performance.now();
  const world = generateWorld(options);
  const generated = performance.now();
  const demoPasswordHash = world.demoUsernames.length > 0 ? await hashPassword(options.demoPassword ?? DEFAULT_DEMO_PASSWORD) : undefined;
  await writeWorld(database.url, world, { demoPasswordHash, replace: options.replace });
  return {
    ...world.info,
    counts: countRows(world),
    generateMs: Math.round(generated - started),
    writeMs: Math.round(performance.now() - generated),
  };
}
