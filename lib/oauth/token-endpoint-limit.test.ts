import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { clientAddress, type LimitDecision, type TokenEndpointLimiter, LIMIT_SCHEMA, LIMIT_TABLE, memoryTokenEndpointLimiter, postgresTokenEndpointLimiter } from "@/lib/oauth/token-endpoint-limit";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("empty");
});
afterAll(async () => {
  await database.drop();
});

const freshPrefix = () => `test-${crypto.randomBytes(4).toString("hex")}`;

async function consumeTimes(limiter: TokenEndpointLimiter, address: string, times: number) {
  const results: LimitDecision[] = [];
  for (let i = 0; i < times; i++) results.push(await limiter.consume(address));
  return results;
}

describe("token endpoint limit: 20 requests per minute per address", () => {
  it("in PostgreSQL (shared by every server process), in a table of its own", async () => {
    const limiter = postgresTokenEndpointLimiter({ databaseUrl: database.url, keyPrefix: freshPrefix(), points: 20 });
    try {
      const results = await consumeTimes(limiter, "203.0.113.7", 21);
      expect(results.slice(0, 20).every((r) => r.allowed)).toBe(true);
      const refused = results[20];
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) {
        expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      }
      // Another address has its own allowance.
      expect((await limiter.consume("203.0.113.8")).allowed).toBe(true);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${LIMIT_SCHEMA}.${LIMIT_TABLE}`);
        expect(rows[0].n).toBeGreaterThanOrEqual(2);
        // Outside Prisma's schema, so migrations never see it.
        const { rows: publicTables } = await client.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename = $1", [LIMIT_TABLE]);
        expect(publicTables).toEqual([]);
      } finally {
        await client.end();
      }
    } finally {
      await limiter.close();
    }
  });

  it("shares one count between limiters on the same database and key space", async () => {
    const prefix = freshPrefix();
    const a = postgresTokenEndpointLimiter({ databaseUrl: database.url, keyPrefix: prefix, points: 20 });
    const b = postgresTokenEndpointLimiter({ databaseUrl: database.url, keyPrefix: prefix, points: 20 });
    try {
      await consumeTimes(a, "198.51.100.1", 10);
      await consumeTimes(b, "198.51.100.1", 10);
      expect((await a.consume("198.51.100.1")).allowed).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("in memory for unit tests", async () => {
    const limiter = memoryTokenEndpointLimiter({ keyPrefix: freshPrefix(), points: 20 });
    const results = await consumeTimes(limiter, "a", 21);
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
  });

  it("falls back to memory when PostgreSQL cannot be reached", async () => {
    const limiter = postgresTokenEndpointLimiter({ databaseUrl: "postgresql://nobody@127.0.0.1:1/none", keyPrefix: freshPrefix(), points: 2 });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const results = await consumeTimes(limiter, "a", 3);
      expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      console.error = original;
      await limiter.close();
    }
  });
});

describe("the client's address", () => {
  it("is the last hop of X-Forwarded-For (the one the nearest proxy saw), never the ones the client wrote", () => {
    const request = (xff?: string) => new Request("http://x/v1/oauth/token", { method: "POST", headers: xff ? { "X-Forwarded-For": xff } : {} });
    expect(clientAddress(request("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(request("1.2.3.4, 203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(request())).toBe("unknown");
  });
});
