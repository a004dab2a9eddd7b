/**
 * The process's one listening connection: every service's channel on it, each told only its own
 * notifications, and the connection ended with its last channel.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Listener } from "@/lib/sql";

let admin: pg.Client;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject("testDatabase").adminUrl });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
});

const until = async (what: string, check: () => boolean | Promise<boolean>) => {
  for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - started > 5_000) throw new Error(`timed out waiting for ${what}`);
  }
};

/** Connections of this database that wait on LISTEN, told by their `application_name`-less LISTEN query. */
const listening = async () =>
  Number(
    (
      await admin.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query LIKE 'LISTEN listen_test_%'`,
      )
    ).rows[0].n,
  );

describe("one listener, many channels", () => {
  it("listens on every channel over one connection, tells each its own, and ends with its last", async () => {
    const listener = new Listener(inject("testDatabase").adminUrl);
    const heard: string[] = [];
    const handlers = (name: string) => ({
      onUp: () => void heard.push(`${name} up`),
      onNotify: (p: string) => void heard.push(`${name}:${p}`),
      onDown: () => {},
    });
    const a = listener.listen("listen_test_a", handlers("a"));
    const b = listener.listen("listen_test_b", handlers("b"));
    await until("both channels up", () => a.listening && b.listening);
    expect(await listening()).toBe(1);
    await admin.query("NOTIFY listen_test_a, 'one'");
    await admin.query("NOTIFY listen_test_b, 'two'");
    await until("both notifications", () => heard.includes("a:one") && heard.includes("b:two"));
    expect(heard.filter((h) => h.includes(":"))).toEqual(["a:one", "b:two"]);

    await a.close();
    expect(a.listening).toBe(false);
    expect(b.listening).toBe(true);
    await b.close();
    await until("the connection ended", async () => (await listening()) === 0);
    await listener.close();
  });
});
