/**
 * The server the browser tests run against: the production build on E2E_PORT (3100) with
 * a fresh database for every run — on DATABASE_URL's server when set, else on an embedded
 * server under .data/e2e — and a generated world with the demo accounts.
 */
import fs from "node:fs";
import { spawn } from "node:child_process";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/embedded-postgres";
import { E2E_DATABASE_URL_FILE, withDatabaseName } from "@/lib/testing/shared";

async function freshDatabaseUrl(serverUrl: string): Promise<string> {
  // Named by port, so browser runs of several checkouts on one server keep out of each other's way.
  const prefix = `mda_e2e_${process.env.E2E_PORT ?? "3100"}_`;
  const name = `${prefix}${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, "postgres") });
  await client.connect();
  try {
    // Drop what earlier runs left behind, then start clean.
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return withDatabaseName(serverUrl, name);
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? "3100",
  DATA_DIR: ".data/e2e",
  // A production instance must be told its address; this one serves this machine alone.
  BASE_URL: `http://localhost:${process.env.E2E_PORT ?? "3100"}`,
  AUTH_URL: undefined,
};
fs.mkdirSync(".data/e2e", { recursive: true });
// Without DATABASE_URL the fresh database lives on an embedded server of the test run's own.
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(".data/e2e/postgres");
env.DATABASE_URL = await freshDatabaseUrl(process.env.DATABASE_URL ?? embedded!.url);
// Tests reach the same database through the operator CLI (e2e/cli.ts).
fs.writeFileSync(E2E_DATABASE_URL_FILE, env.DATABASE_URL, { mode: 0o600 });

// As npm start runs it: the service's bundle (built first when stale) on plain Node.
const child = spawn(process.execPath, ["scripts/launch.mjs"], { stdio: "inherit", env });
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on("SIGINT", forward);
process.on("SIGTERM", forward);
child.on("exit", async (code) => {
  await embedded?.stop();
  process.exit(code ?? 0);
});
