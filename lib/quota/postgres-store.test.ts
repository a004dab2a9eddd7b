import { describe, expect, it } from "vitest";
import type pg from "pg";
import { PostgresQuotaStore } from "@/lib/quota/postgres-store";

function fakePool(counts: Record<string, number>) {
  const sql: string[] = [];
  const pool = {
    // Named statements come as a config object, others as text and values.
    query: async (statement: string | { text: string; values: unknown[] }, positional?: unknown[]) => {
      const text = typeof statement === "string" ? statement : statement.text;
      const values = typeof statement === "string" ? positional! : statement.values;
      sql.push(text.trim().split(/\s+/)[0]);
      if (text.includes("INSERT")) return { rows: (values[0] as string[]).map((key) => ({ key, count: counts[key] })) };
      return { rows: [] };
    },
  } as unknown as pg.Pool;
  return { pool, sql };
}

describe("the PostgreSQL store", () => {
  it("answers the counts in the order asked, from one statement", async () => {
    const { pool, sql } = fakePool({ "c|m|1": 3, "c|d|x": 7 });
    const store = new PostgresQuotaStore(pool);
    const resetAt = new Date("2026-11-19T00:00:00Z");
    const now = new Date("2026-11-18T12:00:00Z");
    expect(await store.increment([{ key: "c|m|1", resetAt }, { key: "c|d|x", resetAt }], now)).toEqual([3, 7]);
    expect(sql.filter((s) => s === "INSERT")).toHaveLength(1);
  });

  it("deletes passed windows off the critical path, at most every five minutes", async () => {
    const { pool, sql } = fakePool({ k: 1 });
    const store = new PostgresQuotaStore(pool);
    const resetAt = new Date("2026-11-19T00:00:00Z");
    const at = (minutes: number) => new Date(Date.parse("2026-11-18T12:00:00Z") + minutes * 60_000);
    for (const minute of [0, 1, 2, 4, 5, 6, 9, 10]) await store.increment([{ key: "k", resetAt }], at(minute));
    expect(sql.filter((s) => s === "DELETE")).toHaveLength(3); // at 0, 5 and 10
  });
});
