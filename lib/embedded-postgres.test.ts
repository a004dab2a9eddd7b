import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { isRunning, startEmbeddedPostgres } from "@/lib/embedded-postgres";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mda-embedded-"));
// As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data.
fs.chmodSync(dir, 0o755);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("the embedded PostgreSQL", () => {
  it("starts from nothing, keeps its data across a restart, and recovers from a killed run", { timeout: 120_000 }, async () => {
    const first = await startEmbeddedPostgres(dir);
    expect(first.url).toMatch(/^postgresql:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/manager_data$/);
    await query(first.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await first.stop();

    const second = await startEmbeddedPostgres(dir);
    expect(await query(second.url, "SELECT v FROM kept")).toEqual([{ v: "still here" }]);
    await second.stop();

    // A run killed with SIGKILL leaves its server and lock file behind.
    const child = spawn(process.execPath, ["--import", "tsx", "lib/testing/fixtures/hold-embedded-postgres.ts", dir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve) => child.stdout.on("data", (d) => String(d).includes("up") && resolve()));
    child.kill("SIGKILL");
    await new Promise((r) => child.on("exit", r));
    expect(fs.existsSync(path.join(dir, "pgdata", "postmaster.pid"))).toBe(true);

    // Its server, still running, is taken over as it is (no stop and start) and stopped by its new owner.
    const stalePid = Number(fs.readFileSync(path.join(dir, "pgdata", "postmaster.pid"), "utf8").split("\n")[0]);
    const logs: string[] = [];
    const third = await startEmbeddedPostgres(dir, (m) => logs.push(m));
    expect(logs).toEqual([expect.stringMatching(new RegExp(`^Taking over the PostgreSQL \\(pid ${stalePid}, port \\d+\\)`))]);
    expect(await query(third.url, "SELECT v FROM kept")).toEqual([{ v: "still here" }]);
    await third.stop();
    expect(isRunning(stalePid)).toBe(false);
    expect(fs.existsSync(path.join(dir, "pgdata", "postmaster.pid"))).toBe(false);

    // A run killed with every process of its group, its server too, leaves a lock file naming a
    // dead server: the next start clears it and starts one of its own.
    const group = spawn(process.execPath, ["--import", "tsx", "lib/testing/fixtures/hold-embedded-postgres.ts", dir], {
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    await new Promise<void>((resolve) => group.stdout.on("data", (d) => String(d).includes("up") && resolve()));
    const killed = Number(fs.readFileSync(path.join(dir, "pgdata", "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(-group.pid!, "SIGKILL");
    await new Promise((r) => group.on("exit", r));
    for (let i = 0; i < 100 && isRunning(killed); i++) await new Promise((r) => setTimeout(r, 50));
    const fourth = await startEmbeddedPostgres(dir);
    expect(await query(fourth.url, "SELECT v FROM kept")).toEqual([{ v: "still here" }]);
    await fourth.stop();
  });
});

describe("the process's exit code", () => {
  it("is not overwritten at exit by a hook the embedded-postgres package registers", () => {
    // async-exit-hook's `beforeExit` handler calls process.exit(0), hiding a failing run's exit code.
    const fromHook = (listeners: ((...args: never[]) => unknown)[]) =>
      listeners.filter((listener) => listener.toString().includes("eventFilters"));
    expect(fromHook(process.listeners("beforeExit"))).toEqual([]);
    expect(fromHook(process.listeners("exit"))).toEqual([]);
    // The same module still hooks the signals, so the check above looks at the right listeners.
    expect(process.listeners("SIGTERM").some((listener) => listener.toString().includes("eventFilters"))).toBe(true);
  });
});
