import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { hashCredential } from "@/lib/auth/credentials";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase("world");
});
afterAll(() => database.drop());

function cli(...args: string[]) {
  const result = spawnSync("npx", ["tsx", "scripts/cli.ts", ...args], {
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("the operator CLI", () => {
  it("creates a personal token, prints it alone on the last line, and stores only its hash", async () => {
    const { code, stdout } = cli("token", "create", "--user", "demo", "--scopes", "public,team", "--days", "30");
    expect(code).toBe(0);
    const token = stdout.trim().split("\n").at(-1)!;
    expect(token).toMatch(/^gmpat_[A-Za-z0-9_-]{49}$/);
    const row = await database.db.personalToken.findUniqueOrThrow({
      where: { tokenHash: hashCredential(token) },
      include: { manager: true },
    });
    expect(row.manager.username).toBe("demo");
    expect(row.scopes).toEqual(["public", "team"]);
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000)).toBe(30);
  });

  it("lists the manager's club and national team as JSON", () => {
    const { code, stdout } = cli("teams", "--user", "demo");
    expect(code).toBe(0);
    const teams = JSON.parse(stdout) as { id: string; kind: string }[];
    expect(teams.map((t) => t.kind)).toContain("ManagedTeam");
    expect(teams.some((t) => t.kind.endsWith("NationalTeam"))).toBe(true);
  });

  it.each([
    [["token", "create", "--user", "demo", "--scopes", "public", "--days", "0"], /--days/],
    [["token", "create", "--user", "demo", "--scopes", "public", "--days", "366"], /1 to 365/],
    [["token", "create", "--user", "demo", "--scopes", "Public"], /Unknown scope/],
    [["token", "create", "--user", "nobody", "--scopes", "public"], /No manager/],
    [["token", "create", "--scopes", "public"], /--user is required/],
    [["token", "create", "--user", "demo", "--scopes", "public", "--bogus", "1"], /bogus/],
    [["frobnicate"], /Unknown command/],
  ])("refuses %j with a clear message, a non-zero exit and nothing written", async (args, message) => {
    const before = await database.db.personalToken.count();
    const { code, stderr } = cli(...args);
    expect(code).not.toBe(0);
    expect(stderr).toMatch(message);
    expect(await database.db.personalToken.count()).toBe(before);
  });
});
