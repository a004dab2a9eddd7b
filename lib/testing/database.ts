import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase, type Database } from "@/lib/db";
import { withDatabaseName } from "@/lib/testing/shared";

/** A database of the test run: a `Database` (pool, Prisma, sql) that drops itself. */
export interface TestDatabase extends Database {
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, cloned from a template made once per run:
 * `world` holds the generated test world (TEST_WORLD) with the demo accounts; `empty`
 * is migrated and empty.
 */
export async function createTestDatabase(kind: "world" | "empty" = "world"): Promise<TestDatabase> {
  const { adminUrl, runId, migratedTemplate, worldTemplate } = inject("testDatabase");
  const name = `mdatest_${runId}_${crypto.randomBytes(4).toString("hex")}`;
  const template = kind === "world" ? worldTemplate : migratedTemplate;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await client.end();
  }
  const url = withDatabaseName(adminUrl, name);
  const database = connectDatabase(url, { max: 4 });
  return {
    ...database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
