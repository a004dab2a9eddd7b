import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Db } from "@/lib/db";
import { withDatabaseName } from "@/lib/testing/shared";

export interface TestDatabase {
  url: string;
  db: Db;
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
  const db = createDb(url, { max: 4 });
  return {
    url,
    db,
    async drop() {
      await db.$disconnect();
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
