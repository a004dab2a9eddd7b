/**
 * Graceful restarts (README › Restarts): on SIGTERM an instance stops accepting, answers every
 * request in flight and exits within the bound. The 20 requests are held in flight for real: a
 * lock on the token table keeps their bearer lookups waiting until after the signal (their token
 * is one the instance has not seen, so its principal cache cannot answer for it).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { startInstance, type InstanceProcess } from "@/server/testing/instance";
import { SHUTDOWN_BOUND_MS } from "@/server/shutdown";

const METRICS_TOKEN = "metrics-token-for-the-restart-test";
let database: TestDatabase;
let instance: InstanceProcess | undefined;
let token: string;
let held: string;

beforeAll(async () => {
  database = await createTestDatabase("world");
  const manager = await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
  token = (await createPersonalToken(database, manager.id, { name: "restart test", scopes: ["public"], days: 30 }, new Date())).value;
  held = (await createPersonalToken(database, manager.id, { name: "restart test, held", scopes: ["public"], days: 30 }, new Date())).value;
});
afterAll(async () => {
  if (instance && instance.child.exitCode === null) instance.child.kill("SIGKILL");
  await database.drop();
});

async function until(check: () => Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("SIGTERM", () => {
  it("answers the 20 requests in flight with 200, refuses new connections, and exits within the bound", async () => {
    instance = await startInstance({ DATABASE_URL: database.url, METRICS_TOKEN, LOG_LEVEL: "info" });
    const { url } = instance;
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    expect((await fetch(`${url}/v1/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);

    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    try {
      await blocker.query(`BEGIN; LOCK TABLE "PersonalToken" IN ACCESS EXCLUSIVE MODE`);
      const inFlight = Array.from({ length: 20 }, () =>
        fetch(`${url}/v1/me`, { headers: { Authorization: `Bearer ${held}` } }).then(async (r) => ({
          status: r.status,
          body: await r.text(),
        })),
      );
      // Ten lookups wait on the lock (the pool's size), the other ten for a connection.
      await until(async () => {
        const metrics = await (await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
        return /db_pool_connections\{state="waiting"\} 10\b/.test(metrics);
      }, "20 requests in flight");

      const signalled = Date.now();
      instance.child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      await expect(fetch(`${url}/livez`)).rejects.toThrow();
      await blocker.query("COMMIT");

      const answers = await Promise.all(inFlight);
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const { code, at } = await instance.exited;
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(SHUTDOWN_BOUND_MS);
      expect(instance.output()).toMatch(/Stopped in \d+ ms/);
    } finally {
      await blocker.end().catch(() => {});
    }
  }, 60_000);
});
