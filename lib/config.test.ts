/**
 * Production settings that must not start (README › Configuration): the check as a table, and
 * `npm start` refusing with the one line that says what to set.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, unsafeProductionSetting } from "@/lib/config";

const SECRET = "s".repeat(32);
const DB = "postgresql://db.internal/manager_data";

describe("unsafeProductionSetting", () => {
  it.each([
    // Unset, BASE_URL would be loopback, which opens this host's loopback ports to webhooks.
    {
      env: { NODE_ENV: "production" },
      refused: /^BASE_URL is not set: .*Set BASE_URL to its https:\/\/ address, or to http:\/\/localhost:3000/,
    },
    { env: { NODE_ENV: "production", PORT: "8080" }, refused: /or to http:\/\/localhost:8080 to serve this machine alone/ },
    { env: { NODE_ENV: "production", AUTH_URL: "https://auth.example.com" }, refused: /^BASE_URL is not set: / },
    { env: { NODE_ENV: "production", BASE_URL: "http://localhost:3000" }, refused: null },
    { env: { NODE_ENV: "production", BASE_URL: "http://127.0.0.1:3000" }, refused: null },
    { env: { NODE_ENV: "production", BASE_URL: "http://localhost:3000", AUTH_URL: "https://auth.example.com" }, refused: null },
    { env: { NODE_ENV: "production", BASE_URL: "https://api.example.com" }, refused: null },
    { env: { NODE_ENV: "production", BASE_URL: "http://localhost:3000", AUTH_URL: "http://localhost:3000" }, refused: null },
    { env: { NODE_ENV: "production", BASE_URL: "http://localhost:3000", AUTH_URL: "http://127.0.0.1:8080" }, refused: null },
    {
      env: { NODE_ENV: "production", AUTH_URL: "http://auth.example.com" },
      refused: /^AUTH_URL is http:\/\/auth\.example\.com: .*Set AUTH_URL/,
    },
    { env: { NODE_ENV: "production", BASE_URL: "http://api.example.com" }, refused: /^AUTH_URL is http:\/\/api\.example\.com: / },
    { env: { NODE_ENV: "production", AUTH_URL: "http://localhost.example.com" }, refused: /^AUTH_URL is / },
    {
      env: { NODE_ENV: "production", AUTH_URL: "https://auth.example.com", BASE_URL: "http://api.example.com" },
      refused: /^BASE_URL is http:\/\/api\.example\.com: .*Set BASE_URL/,
    },
    { env: { NODE_ENV: "production", AUTH_URL: "https://auth.example.com", BASE_URL: "http://localhost:3000" }, refused: null },
    { env: { NODE_ENV: "development", AUTH_URL: "http://auth.example.com" }, refused: null },
    { env: { NODE_ENV: "production", BASE_URL: "http://localhost:3000", INSTANCES: "1" }, refused: null },
    {
      env: { NODE_ENV: "production", BASE_URL: "http://localhost:3000", INSTANCES: "3", DATABASE_URL: DB },
      refused: /^INSTANCES is 3 but SESSION_SECRET is not set: .*Set SESSION_SECRET/,
    },
    {
      env: { NODE_ENV: "production", BASE_URL: "http://localhost:3000", INSTANCES: "3", DATABASE_URL: DB, SESSION_SECRET: SECRET },
      refused: /^INSTANCES is 3 but WEBHOOK_KEY is not set: .*Set WEBHOOK_KEY/,
    },
    {
      env: {
        NODE_ENV: "production",
        BASE_URL: "http://localhost:3000",
        INSTANCES: "3",
        DATABASE_URL: DB,
        SESSION_SECRET: SECRET,
        WEBHOOK_KEY: SECRET,
      },
      refused: null,
    },
    {
      env: { NODE_ENV: "production", BASE_URL: "http://localhost:3000", INSTANCES: "2", SESSION_SECRET: SECRET, WEBHOOK_KEY: SECRET },
      refused: /^INSTANCES is 2 but DATABASE_URL is not set: .*Set DATABASE_URL/,
    },
    { env: { NODE_ENV: "test", INSTANCES: "2" }, refused: null },
  ])("$env → $refused", ({ env, refused }) => {
    const problem = unsafeProductionSetting(loadConfig(env as unknown as NodeJS.ProcessEnv));
    if (refused === null) expect(problem).toBeNull();
    else {
      expect(problem).toMatch(refused);
      expect(problem).not.toContain("\n");
    }
  });

  it.each([
    { env: { WEBHOOK_KEY: "short" }, message: /WEBHOOK_KEY must be at least 32 characters/ },
    { env: { METRICS_TOKEN: "short" }, message: /METRICS_TOKEN must be at least 16 characters/ },
    { env: { INSTANCES: "0" }, message: /INSTANCES/ },
    { env: { LOG_LEVEL: "loud" }, message: /LOG_LEVEL/ },
  ])("refuses a bad operations setting: $env", ({ env, message }) => {
    expect(() => loadConfig(env as unknown as NodeJS.ProcessEnv)).toThrow(message);
  });

  it.each([
    [{}, true],
    [{ BASE_URL: "http://127.0.0.1:8080" }, true],
    [{ BASE_URL: "https://api.example.com" }, false],
    [{ PORT: "3300" }, true],
    [{ BASE_URL: "http://localhost:3000", AUTH_URL: "https://auth.example.com" }, false],
  ])("allows loopback webhooks only while the service is served from loopback: %j → %s", (env, allowed) => {
    expect(loadConfig(env as unknown as NodeJS.ProcessEnv).webhooksToLoopback).toBe(allowed);
  });

  it("reads the operations settings", () => {
    const config = loadConfig({
      METRICS_TOKEN: "a-long-enough-token",
      METRICS_ADDRESSES: " 10.0.0.1, 10.0.0.2 ,",
      LOG_LEVEL: "warn",
      INSTANCES: "2",
    } as unknown as NodeJS.ProcessEnv);
    expect(config.metrics).toEqual({ token: "a-long-enough-token", addresses: ["10.0.0.1", "10.0.0.2"] });
    expect(config.logLevel).toBe("warn");
    expect(config.instances).toBe(2);
    expect(loadConfig({ NODE_ENV: "production" } as unknown as NodeJS.ProcessEnv).logLevel).toBe("info");
    expect(loadConfig({ NODE_ENV: "test" } as unknown as NodeJS.ProcessEnv).logLevel).toBe("silent");
  });
});

describe("npm start with unsafe production settings", () => {
  it.each([
    { env: { AUTH_URL: "http://auth.example.com" }, names: "AUTH_URL" },
    { env: { BASE_URL: "http://localhost:3000", INSTANCES: "2", DATABASE_URL: DB }, names: "SESSION_SECRET" },
    { env: {}, names: "BASE_URL" },
  ])(
    "refuses to start, in one line naming $names",
    ({ env, names }) => {
      const rest: NodeJS.ProcessEnv = { ...process.env };
      delete rest.DATABASE_URL;
      delete rest.SESSION_SECRET;
      delete rest.BASE_URL;
      delete rest.AUTH_URL;
      const run = spawnSync(process.execPath, ["--import", "tsx", path.resolve("scripts/start.ts")], {
        env: { ...rest, ...env, DATA_DIR: path.resolve(".data/config-test") },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^\\[start\\] Refusing to start: .*Set ${names}`));
      expect(run.stdout).not.toMatch(/embedded PostgreSQL|Serving/);
    },
    60_000,
  );
});
