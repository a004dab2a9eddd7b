import { describe, expect, it } from "vitest";
import { Sql } from "@/lib/sql";
import type pg from "pg";
import { UsageRecorder, applicationIdOf } from "@/lib/quota/usage";

function fakePool() {
  const queries: { sql: string; values: unknown[] }[] = [];
  // Statements arrive as `pg` query configs ({ name, text, values }), as lib/sql sends them.
  const pool = {
    query: async ({ text, values }: pg.QueryConfig) => (queries.push({ sql: text, values: values ?? [] }), { rows: [] }),
  } as unknown as pg.Pool;
  return { pool, queries };
}

describe("usage tallies", () => {
  it("aggregate in memory and are written in one statement per flush, a row per day × client × endpoint", async () => {
    const { pool, queries } = fakePool();
    const usage = new UsageRecorder(new Sql(pool), 60_000);
    const now = new Date("2026-11-18T12:00:00Z");
    for (let i = 0; i < 50; i++) usage.record(now, "personal:m1", "/me");
    usage.record(now, "personal:m1", "/me", "minute");
    usage.record(now, "app:11111111-1111-1111-1111-111111111111:m1", "/teams/{teamId}", "breadth");
    await usage.close();
    const inserts = queries.filter((q) => q.sql.includes("INSERT"));
    expect(inserts).toHaveLength(1);
    const [days, clients, apps, endpoints, calls, minute, , breadth] = inserts[0].values as unknown[][];
    expect(days).toEqual(["2026-11-18", "2026-11-18"]);
    expect(clients).toEqual(["personal:m1", "app:11111111-1111-1111-1111-111111111111:m1"]);
    expect(apps).toEqual([null, "11111111-1111-1111-1111-111111111111"]);
    expect(endpoints).toEqual(["/me", "/teams/{teamId}"]);
    expect(calls).toEqual([51, 1]);
    expect(minute).toEqual([1, 0]);
    expect(breadth).toEqual([0, 1]);
    // Old days are pruned (35 days kept), once per day at most.
    expect(queries.find((q) => q.sql.includes("DELETE"))?.values).toEqual(["2026-10-14"]);
    await usage.flush();
    expect(queries).toHaveLength(2);
  });

  it("a late refusal (an auction reveal over the breadth limit) does not count the call twice", async () => {
    const { pool, queries } = fakePool();
    const usage = new UsageRecorder(new Sql(pool), 60_000);
    const now = new Date("2026-11-18T12:00:00Z");
    usage.record(now, "personal:m1", "/market/players/{playerId}/auction");
    usage.recordLateRefusal(now, "personal:m1", "/market/players/{playerId}/auction", "breadth");
    await usage.close();
    const values = queries[0].values as unknown[][];
    expect(values[4]).toEqual([1]);
    expect(values[7]).toEqual([1]);
  });

  it("knows the application of an application client key", () => {
    expect(applicationIdOf("app:abc:m1")).toBe("abc");
    expect(applicationIdOf("personal:m1")).toBeNull();
  });
});
