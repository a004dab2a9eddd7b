/**
 * Writes held back on one connection (the clock's) go out together, in order, before the next
 * statement: every read sees every earlier write. Their values are written into their text as
 * literals, which any text survives.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { HoldingSql, oneOff, param, prepareSql, sql, textLiteral } from "@/lib/sql";

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject("testDatabase").adminUrl });
  await client.connect();
  await client.query("CREATE TEMP TABLE held_writes_test (n int, note text)");
});
afterAll(async () => {
  await client?.end();
});

const COUNT = prepareSql<Record<string, never>, { n: number; notes: string[] }>(
  "held_writes_test_count",
  sql`SELECT count(*)::int AS n, coalesce(array_agg(note ORDER BY n), '{}') AS notes FROM held_writes_test`,
);
const insert = (n: number, note: string) =>
  oneOff(sql`INSERT INTO held_writes_test (n, note) VALUES (${sql.lit(n)}, ${textLiteral(note)})`);

describe("writes held back", () => {
  it("are sent, in order, before the next statement, and not before", async () => {
    const held = new HoldingSql(client);
    const awkward = ["plain", "it's $w$ quoted $w0$ twice", 'json {"a": "b\\n"}'];
    awkward.forEach((note, i) => held.hold(insert(i, note)));
    expect((await client.query("SELECT count(*)::int AS n FROM held_writes_test")).rows[0].n).toBe(0);
    expect(await held.one(COUNT, {})).toEqual({ n: 3, notes: awkward });
  });

  it("are forgotten by discard, and refuse a statement with parameters", async () => {
    const held = new HoldingSql(client);
    held.hold(insert(9, "never sent"));
    held.discard();
    await held.send();
    expect((await held.one(COUNT, {}))!.n).toBe(3);
    expect(() => held.hold(oneOff(sql`INSERT INTO held_writes_test (n) VALUES (${param<number>("n")})`) as never)).toThrow(/in its text/);
  });
});
