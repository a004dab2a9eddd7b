/**
 * Two instances of the service (README › Running more than one instance): two `npm start`
 * processes of this build on their own ports, over one fresh PostgreSQL database and one Redis,
 * with one SESSION_SECRET. A portal session made on one is valid on the other; quota counts are
 * exact across both; a revocation on one is refused on the other within a second (no instance
 * may keep a stale principal); exactly one advances the world, and the other takes over when
 * it stops (SIGTERM: it exits cleanly within the bound). Then both logs are scanned for
 * credentials.
 */
import fs from "node:fs";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import pg from "pg";
import { test, expect, type Page } from "@playwright/test";
import { E2E_DATABASE_URL_FILE, withDatabaseName } from "@/lib/testing/shared";
import { DEMO_PASSWORD, submitSignIn } from "./helpers";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const SESSION_SECRET = "two-instances-share-this-session-secret";
const METRICS_TOKEN = "two-instances-metrics-token";
const PER_MINUTE = 10;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const CREDENTIAL = /gm(pat|at|rt|cs|ac)_[A-Za-z0-9_-]{6,}/;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let databaseUrl: string;
let adminUrl: string;
const instances: Instance[] = [];

function startInstance(name: string, port: number): Instance {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: undefined,
      AUTH_URL: undefined,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      SESSION_SECRET,
      INSTANCES: "2",
      METRICS_TOKEN,
      LOG_LEVEL: "info",
      QUOTA_DEV_PER_MINUTE: String(PER_MINUTE),
      // Each keeps its own data directory: nothing there is shared.
      DATA_DIR: `.data/e2e-instance-${name}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const instance = { name, url: `http://localhost:${port}`, child, output: () => output, exited };
  instances.push(instance);
  return instance;
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}.\n${instances.map((i) => `--- ${i.name}\n${i.output().slice(-3000)}`).join("\n")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function ready(instance: Instance, ms: number) {
  await until(`${instance.name} to be ready`, async () => (await fetch(`${instance.url}/healthz`)).status === 200, ms);
}

async function metrics(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}
const gauge = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);

const me = (instance: Instance, token: string) => fetch(`${instance.url}/v1/me`, { headers: { Authorization: `Bearer ${token}` } });

/** A personal token made with the operator CLI on the instances' database. */
function cliToken(username: string): string {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/cli.ts", "token", "create", "--user", username, "--scopes", "public", "--days", "1"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: ".data/e2e-instance-cli" },
    encoding: "utf8",
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trim().split("\n").at(-1)!;
}

async function createTokenInPortal(page: Page, instance: Instance, name: string): Promise<string> {
  await page.goto(`${instance.url}/portal/tokens/new`);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create token" }).click();
  const secret = page.getByLabel("Your new personal token");
  await expect(secret).toBeVisible();
  return secret.inputValue();
}

test.beforeAll(async () => {
  const e2eUrl = fs.readFileSync(E2E_DATABASE_URL_FILE, "utf8").trim();
  adminUrl = withDatabaseName(e2eUrl, "postgres");
  // Named under the browser run's prefix, so the next run's server drops it if this one could not.
  const name = `mda_e2e_${process.env.E2E_PORT ?? "3100"}_instances_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databaseUrl = withDatabaseName(e2eUrl, name);
});

test.afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
  await Promise.all(instances.map((i) => i.exited));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  await admin.end();
});

test("two instances over one PostgreSQL and one Redis act as one service", async ({ page, context }) => {
  test.setTimeout(420_000);
  // The first start migrates and generates the world; the second finds both done.
  const a = startInstance("a", BASE_PORT);
  await ready(a, 300_000);
  const b = startInstance("b", BASE_PORT + 1);
  await ready(b, 120_000);

  await test.step("a portal session made on one is valid on the other", async () => {
    await page.goto(`${a.url}/signin?callbackUrl=${encodeURIComponent("/portal/tokens")}`);
    await submitSignIn(page, "demo");
    await page.waitForURL(`${a.url}/portal/tokens`);
    // Cookies belong to the host, not the port: the browser sends A's session to B.
    await page.goto(`${b.url}/portal/tokens`);
    await expect(page).toHaveURL(`${b.url}/portal/tokens`);
    await expect(page.getByRole("heading", { level: 1, name: "Personal tokens" })).toBeVisible();
  });

  let revoked = "";
  await test.step("a revocation on one is refused on the other within a second", async () => {
    const name = `two instances ${Date.now().toString(36)}`;
    revoked = await createTokenInPortal(page, b, name);
    // Both have served the token (any cache of theirs holds it now).
    expect((await me(a, revoked)).status).toBe(200);
    expect((await me(b, revoked)).status).toBe(200);
    await page.goto(`${a.url}/portal/tokens`);
    await page.getByRole("listitem").filter({ hasText: name }).getByRole("button", { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Revoke “${name}”?` });
    await dialog.getByRole("button", { name: "Revoke token" }).click();
    await expect(dialog).toBeHidden();
    const revokedAt = Date.now();
    await until("B to refuse the revoked token", async () => (await me(b, revoked)).status === 401, 1_000);
    expect(Date.now() - revokedAt).toBeLessThanOrEqual(1_000);
    expect((await me(a, revoked)).status).toBe(401);
  });

  await test.step("quota counts are exact across both: exactly the limit gets 200", async () => {
    const token = cliToken("rookie");
    // Not across a minute's edge: the per-minute window would start again mid-burst.
    if (new Date().getSeconds() > 45) await new Promise((r) => setTimeout(r, (61 - new Date().getSeconds()) * 1000));
    const statuses = await Promise.all(Array.from({ length: 3 * PER_MINUTE }, (_, i) => me(i % 2 ? a : b, token).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * PER_MINUTE);
  });

  await test.step("exactly one advances the world, and the other takes over when it stops", async () => {
    const writers = await until(
      "a world clock writer",
      async () => {
        const values = [gauge(await metrics(a), "world_clock_writer"), gauge(await metrics(b), "world_clock_writer")];
        return values.includes(1) ? values : undefined;
      },
      30_000,
    );
    expect(writers.sort()).toEqual([0, 1]);
    const [writer, other] = gauge(await metrics(a), "world_clock_writer") === 1 ? [a, b] : [b, a];
    expect(writer.output()).toContain("This instance runs the world clock.");
    expect(other.output()).not.toContain("This instance runs the world clock.");
    for (const instance of [a, b]) expect(gauge(await metrics(instance), "world_clock_lag_seconds")).toBeLessThan(120);

    const signalled = Date.now();
    writer.child.kill("SIGTERM");
    expect(await writer.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await until("the other instance to take the world clock over", async () => gauge(await metrics(other), "world_clock_writer") === 1, 30_000);
  });

  await test.step("neither log holds a credential, and each request has its line", async () => {
    const cookies = (await context.cookies()).map((c) => c.value).filter((v) => v.length >= 16);
    for (const instance of instances) {
      const log = instance.output();
      expect(log).toMatch(/"msg":"request".*"route":"\/v1\/me"/);
      expect(log.includes(revoked)).toBe(false);
      expect(log.includes(DEMO_PASSWORD)).toBe(false);
      for (const cookie of cookies) expect(log.includes(cookie)).toBe(false);
      expect(log).not.toMatch(CREDENTIAL);
      expect(log).not.toMatch(/Bearer \S/);
    }
  });
});
