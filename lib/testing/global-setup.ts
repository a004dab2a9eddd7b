/**
 * Vitest global set-up: one real PostgreSQL for the whole run. `DATABASE_URL` when set
 * (CI points it at the machine's server), otherwise the embedded server under
 * `.data/test-postgres`. It makes two template databases, migrated and migrated-with-a-
 * world, that test files clone in milliseconds (lib/testing/database.ts), and drops
 * every database of the run at the end.
 */
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { DATA_DIR, loadConfig } from "@/lib/config";
import { connectDatabase } from "@/lib/db";
import { migrateDatabase } from "@/lib/database-setup";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/embedded-postgres";
import { generateAndWriteWorld } from "@/lib/world";
import { TEST_WORLD, withDatabaseName } from "@/lib/testing/shared";

let embedded: EmbeddedDatabase | undefined;
let adminUrl = "";
const runId = `${Date.now().toString(36)}_${process.pid}`;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Databases of runs that were killed before their teardown, older than an hour. */
async function dropAbandonedDatabases() {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'mdatest\\_%'");
    for (const { datname } of rows) {
      const startedAt = parseInt(datname.split("_")[1] ?? "", 36);
      if (Number.isFinite(startedAt) && Date.now() - startedAt > 60 * 60 * 1000) {
        await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
  });
}

async function dropRunDatabases() {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`mdatest_${runId}_%`]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabaseName(process.env.DATABASE_URL, "postgres");
  } else {
    embedded = await startEmbeddedPostgres(path.join(DATA_DIR, "test-postgres"));
    adminUrl = withDatabaseName(embedded.url, "postgres");
  }
  await dropAbandonedDatabases();
  try {
    await createTemplates(project);
  } catch (error) {
    await dropRunDatabases();
    await embedded?.stop();
    throw error;
  }
  return async () => {
    await dropRunDatabases();
    await embedded?.stop();
  };
}

async function createTemplates(project: TestProject) {
  const migrated = `mdatest_${runId}_migrated`;
  const world = `mdatest_${runId}_world`;
  const scratch = `mdatest_${runId}_scratch`;
  await admin(async (c) => {
    await c.query(`CREATE DATABASE ${migrated}`);
  });
  await migrateDatabase(withDatabaseName(adminUrl, migrated), { quiet: true });
  await admin(async (c) => {
    await c.query(`CREATE DATABASE ${world} TEMPLATE ${migrated}`);
    await c.query(`CREATE DATABASE ${scratch} TEMPLATE ${migrated}`);
  });

  const database = connectDatabase(withDatabaseName(adminUrl, world), { max: 4 });
  try {
    await generateAndWriteWorld(database, { ...TEST_WORLD, withDemoAccounts: true, demoPassword: loadConfig().demoPassword });
  } finally {
    await database.close();
  }

  project.provide("testDatabase", { adminUrl, runId, migratedTemplate: migrated, worldTemplate: world });
  // A migrated, empty database for tests that only need one (e.g. the world writer's).
  process.env.TEST_DATABASE_URL = withDatabaseName(adminUrl, scratch);
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; runId: string; migratedTemplate: string; worldTemplate: string };
  }
}
