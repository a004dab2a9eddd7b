/**
 * Two instances of the service (README › Running more than one instance): two `npm start`
 * processes of this build on their own ports, over one fresh PostgreSQL database and one Redis,
 * with one SESSION_SECRET. A portal session made on one is valid on the other; quota counts are
 * exact across both; a revocation on one is refused on the other within a second (no instance
 * may keep a stale principal); exactly one advances the world, and the other takes over when
 * it stops (SIGTERM: it exits cleanly within the bound). Then both logs are scanned for
 * credentials. Everything goes over HTTP as a client would send it; no browser is needed.
 */
import fs from "node:fs";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import pg from "pg";
import { test, expect } from "@playwright/test";
import { connectDatabase } from "@/lib/db";
import { E2E_DATABASE_URL_FILE, withDatabaseName } from "@/lib/testing/shared";
import { clientAuthentication, obtainCode, registerTestClient } from "@/lib/testing/oauth";
import { DEMO_PASSWORD } from "./helpers";

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
const SESSION_SECRET = "two-instances-share-this-session-secret";
const METRICS_TOKEN = "two-instances-metrics-token";
const WEBHOOK_KEY = "two-instances-share-this-webhook-key";
const PER_MINUTE = 10;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const CREDENTIAL = /gm(pat|at|rt|cs|ac)_[A-Za-z0-9_-]{6,}/;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  hasExited: () => boolean;
}

let databaseUrl: string;
let adminUrl: string;
const instances: Instance[] = [];

function startInstance(name: string, port: number): Instance {
  const child = spawn(process.execPath, ["scripts/launch.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      AUTH_URL: undefined,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      SESSION_SECRET,
      WEBHOOK_KEY,
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
  let gone = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      gone = true;
      resolve(code);
    }),
  );
  const instance = { name, url: `http://localhost:${port}`, child, output: () => output, exited, hasExited: () => gone };
  instances.push(instance);
  return instance;
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${ms} ms waiting for ${what}.\n${instances.map((i) => `--- ${i.name}\n${i.output().slice(-3000)}`).join("\n")}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function ready(instance: Instance, ms: number) {
  const state = await until(
    `${instance.name} to be ready`,
    // An instance that refused to start will never be ready: say why at once.
    async () => (instance.hasExited() ? "exited" : (await fetch(`${instance.url}/healthz`)).status === 200 && "ready"),
    ms,
  );
  if (state === "exited") throw new Error(`${instance.name} exited before it was ready:\n${instance.output().slice(-3000)}`);
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
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/cli.ts", "token", "create", "--user", username, "--scopes", "public", "--days", "1"],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: ".data/e2e-instance-cli" },
      encoding: "utf8",
      timeout: 120_000,
    },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trim().split("\n").at(-1)!;
}

/** The cookies a response sets, as one Cookie header value (added to `jar`). */
function keepCookies(response: Response, jar: Map<string, string>): string {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** Signs in through next-auth's credentials endpoint as the sign-in form does; returns the cookies. */
async function signIn(instance: Instance, username: string): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  const csrf = await fetch(`${instance.url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = keepCookies(csrf, jar);
  const response = await fetch(`${instance.url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD, csrfToken, callbackUrl: "/portal", json: "true" }).toString(),
  });
  keepCookies(response, jar);
  expect([...jar.keys()]).toContain("next-auth.session-token");
  return jar;
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

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

test("two instances over one PostgreSQL and one Redis act as one service", async () => {
  test.setTimeout(420_000);
  // The first start migrates and generates the world; the second finds both done.
  const a = startInstance("a", BASE_PORT);
  await ready(a, 300_000);
  const b = startInstance("b", BASE_PORT + 1);
  await ready(b, 120_000);

  const secrets: string[] = [DEMO_PASSWORD];
  await test.step("a portal session made on one is valid on the other", async () => {
    const jar = await signIn(a, "demo");
    secrets.push(...[...jar.values()].filter((v) => v.length >= 16));
    const session = (await (await fetch(`${b.url}/api/auth/session`, { headers: { Cookie: cookieHeader(jar) } })).json()) as {
      manager?: { username: string };
    };
    expect(session.manager?.username).toBe("demo");
    const portal = await fetch(`${b.url}/portal/tokens`, { redirect: "manual", headers: { Cookie: cookieHeader(jar) } });
    expect(portal.status).toBe(200);
    expect(await portal.text()).toContain("Personal tokens");
    // Without the cookie, B sends the visitor to sign in: the 200 above was the session's doing.
    const signedOut = await fetch(`${b.url}/portal/tokens`, { redirect: "manual" });
    expect(signedOut.headers.get("location") ?? "").toMatch(/\/signin/);
  });

  await test.step("a revocation on one is refused on the other within a second", async () => {
    const db = connectDatabase(databaseUrl, { max: 2 });
    try {
      const client = await registerTestClient(db, { kind: "Confidential" });
      const { code, verifier, redirectUri } = await obtainCode(db, client, "demo", new Date());
      const auth = clientAuthentication(client);
      const post = (instance: Instance, path: string, body: Record<string, string>) =>
        fetch(`${instance.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...auth.headers },
          body: new URLSearchParams(body).toString(),
        });
      const exchanged = await post(b, "/v1/oauth/token", {
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      });
      expect(exchanged.status).toBe(200);
      const tokens = (await exchanged.json()) as { access_token: string; refresh_token: string };
      secrets.push(client.clientSecret!, code, verifier, tokens.access_token, tokens.refresh_token);
      // Both have served the token (any cache of theirs holds it now).
      expect((await me(a, tokens.access_token)).status).toBe(200);
      expect((await me(b, tokens.access_token)).status).toBe(200);
      // Revoking the refresh token on A revokes its chain, the access token with it.
      expect((await post(a, "/v1/oauth/revoke", { token: tokens.refresh_token })).status).toBe(200);
      const revokedAt = Date.now();
      await until("B to refuse the revoked token", async () => (await me(b, tokens.access_token)).status === 401, 1_000);
      expect(Date.now() - revokedAt).toBeLessThanOrEqual(1_000);
      expect((await me(a, tokens.access_token)).status).toBe(401);
    } finally {
      await db.close();
    }
  });

  await test.step("quota counts are exact across both: exactly the limit gets 200", async () => {
    const token = cliToken("rookie");
    secrets.push(token);
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
    await until(
      "the other instance to take the world clock over",
      async () => gauge(await metrics(other), "world_clock_writer") === 1,
      30_000,
    );
  });

  await test.step("neither log holds a credential, and each request has its line", async () => {
    for (const instance of instances) {
      const log = instance.output();
      expect(log).toMatch(/"msg":"request".*"route":"\/v1\/me"/);
      for (const secret of secrets)
        expect(log.includes(secret), `a credential (${secret.slice(0, 6)}…) reached ${instance.name}'s log`).toBe(false);
      expect(log).not.toMatch(CREDENTIAL);
      expect(log).not.toMatch(/Bearer \S/);
    }
  });
});
