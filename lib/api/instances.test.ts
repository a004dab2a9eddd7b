/**
 * Two instances of the API over one PostgreSQL, as N instances behind a load balancer run:
 * each with its own pool and its own principal cache (lib/auth/principal-cache.ts), listening
 * for invalidations. A change made through one instance takes effect on its next call, and on
 * the other within a second; a change made by something else entirely (the operator CLI,
 * another service) reaches both the same way. Quotas count exactly across both.
 */
import { config } from "@/lib/config";
import { configuredEndpointLimits } from "@/lib/quota/endpoint-limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "@/lib/db";
import { createApiApp } from "@/lib/api/app";
import { createPersonalToken, revokePersonalToken } from "@/lib/auth/personal-tokens";
import { PrincipalCache } from "@/lib/auth/principal-cache";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { ALL_SCOPES, principalCacheFor, testServices } from "@/lib/testing/api";
import { grantThroughSignIn, demoAccounts } from "@/lib/testing/applications";
import { registerTestClient } from "@/lib/testing/oauth";
import { suspendApplication } from "@/lib/applications/suspend-application";
import { Listener } from "@/lib/sql";

let database: TestDatabase;
let one: Database;
let two: Database;
let apps: ReturnType<typeof createApiApp>[];
let demo: string;
const runtimes: QuotaRuntime[] = [];

const call = (app: ReturnType<typeof createApiApp>, token: string, path = "/v1/me") =>
  app.request(path, { headers: { Authorization: `Bearer ${token}` } });

/** Calls until the answer is `status`; returns how long that took (ms), or fails after `limitMs`. */
async function untilStatus(app: ReturnType<typeof createApiApp>, token: string, status: number, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await call(app, token);
    await response.arrayBuffer();
    if (response.status === status) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`still ${response.status} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  database = await createTestDatabase("world");
  one = connectDatabase(database.url, { max: 3 });
  two = connectDatabase(database.url, { max: 3 });
  apps = [one, two].map((db) => createApiApp(testServices(db)));
  expect(await principalCacheFor(one).ready()).toBe(true);
  expect(await principalCacheFor(two).ready()).toBe(true);
  demo = (await demoAccounts(database)).demo;
});

afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
  await one.close();
  await two.close();
  await database.drop();
});

async function cachedEverywhere(token: string) {
  for (const app of apps) {
    expect((await call(app, token)).status).toBe(200);
    expect((await call(app, token)).status).toBe(200);
  }
}

describe("two instances over one database", () => {
  it("a personal token revoked on one: 401 on its next call there, and on the other within 1 s", async () => {
    const token = await createPersonalToken(database, demo, { name: "two instances", scopes: ["public"], days: 1 });
    await cachedEverywhere(token.value);
    await revokePersonalToken(one, demo, token.id);
    const here = await call(apps[0], token.value);
    expect(here.status).toBe(401);
    expect((await here.json()).error).toMatchObject({ code: "invalid_token" });
    expect(await untilStatus(apps[1], token.value, 401, 1_000)).toBeLessThanOrEqual(1_000);
  });

  it("a change made outside both instances (plain SQL, as the CLI or another service would) reaches both within 1 s", async () => {
    const token = await createPersonalToken(database, demo, { name: "outside", scopes: ["public"], days: 1 });
    await cachedEverywhere(token.value);
    await database.prisma.$executeRaw`UPDATE "PersonalToken" SET "revokedAt" = now() WHERE id = ${token.id}::uuid`;
    for (const app of apps) expect(await untilStatus(app, token.value, 401, 1_000)).toBeLessThanOrEqual(1_000);
  });

  it("an application suspended on one: its access tokens stop on both; lifting it restores them", async () => {
    const client = await registerTestClient(database, { approved: true, name: "Two-instance tool" });
    const { tokens } = await grantThroughSignIn(database, { applicationId: client.applicationId, managerId: demo, now: new Date() });
    await cachedEverywhere(tokens.access_token);
    const staff = (await demoAccounts(database)).staff;
    await suspendApplication(two, staff, client.applicationId, { reason: "Testing suspension across instances." });
    expect((await call(apps[1], tokens.access_token)).status).toBe(401);
    expect(await untilStatus(apps[0], tokens.access_token, 401, 1_000)).toBeLessThanOrEqual(1_000);
    await database.prisma.application.update({ where: { id: client.applicationId }, data: { suspendedAt: null, suspensionReason: null } });
    for (const app of apps) expect(await untilStatus(app, tokens.access_token, 200, 1_000)).toBeLessThanOrEqual(1_000);
  });

  it("an expired token is refused on every call, cached or not", async () => {
    const token = await createPersonalToken(database, demo, { name: "expiring", scopes: ["public"], days: 1 });
    await cachedEverywhere(token.value);
    const later = new Date(Date.now() + 2 * 86_400_000);
    for (const db of [one, two]) {
      const app = createApiApp(testServices(db, { now: () => later }));
      expect((await call(app, token.value)).status).toBe(401);
    }
  });

  it("quota counts are exact across both: of 12 calls split over the two, exactly the limit of 5 pass", async () => {
    const token = await createPersonalToken(database, demo, { name: "quota across", scopes: ALL_SCOPES, days: 1 });
    const limits = {
      development: { perMinute: 5, perDay: 1000, breadthPerDay: 1000 },
      full: { perMinute: 5, perDay: 1000, breadthPerDay: 1000 },
      tryIt: { perMinute: 5, perDay: 1000, breadthPerDay: 1000 },
    };
    const counted = [one, two].map((db) => {
      const runtime = createQuotaRuntime({ pool: db.pool, limits, endpointLimits: configuredEndpointLimits(config().quota) });
      runtimes.push(runtime);
      return createApiApp(testServices(db, { quota: runtime }));
    });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call(counted[i % 2], token.value)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe("the principal cache on its own", () => {
  it("does not store a read that began before an invalidation, and serves nothing while not listening", async () => {
    const cache = new PrincipalCache(new Listener(database.url));
    expect(await cache.ready()).toBe(true);
    const found = { principal: {} as never, expiresAt: Date.now() + 60_000, markUsed: async () => {} };
    const before = cache.generation;
    cache.invalidate();
    cache.set("a", found, before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", found, cache.generation);
    expect(cache.get("a")).toBe(found);
    await cache.close();
    expect(cache.get("a")).toBeUndefined();
    const never = new PrincipalCache(undefined);
    never.set("b", found, never.generation);
    expect(never.get("b")).toBeUndefined();
  });
});
