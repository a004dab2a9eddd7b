import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";

let database: TestDatabase;
// Every run starts tsx and `prisma migrate deploy`: tens of seconds on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

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
    const row = await database.prisma.personalToken.findUniqueOrThrow({
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
    const before = await database.prisma.personalToken.count();
    const { code, stderr } = cli(...args);
    expect(code).not.toBe(0);
    expect(stderr).toMatch(message);
    expect(await database.prisma.personalToken.count()).toBe(before);
  });
});

describe("the operator CLI's app commands", () => {
  it("registers a confidential application and prints its client id and secret as JSON on the last line", async () => {
    const { code, stdout, stderr } = cli(
      "app",
      "create",
      "--owner",
      "demo",
      "--name",
      "CLI scout",
      "--kind",
      "Confidential",
      "--redirect-uri",
      "https://scout.example.com/callback",
      "--redirect-uri",
      "http://127.0.0.1/callback",
    );
    expect(code, stderr).toBe(0);
    const output = JSON.parse(stdout.trim().split("\n").at(-1)!) as { clientId: string; clientSecret: string };
    expect(Object.keys(output)).toEqual(["clientId", "clientSecret"]);
    expect(credentialKind(output.clientId)).toBe("clientId");
    expect(credentialKind(output.clientSecret)).toBe("clientSecret");
    const row = await database.prisma.application.findUniqueOrThrow({ where: { clientId: output.clientId }, include: { owner: true } });
    expect(row).toMatchObject({
      name: "CLI scout",
      kind: "Confidential",
      status: "Development",
      website: "https://scout.example.com",
      clientSecretHash: hashCredential(output.clientSecret),
      redirectUris: ["https://scout.example.com/callback", "http://127.0.0.1/callback"],
    });
    expect(row.description.length).toBeGreaterThan(0);
    expect(row.owner.username).toBe("demo");
    expect(await database.prisma.auditEvent.count({ where: { subject: row.id, action: "application.created" } })).toBe(1);
  });

  it("registers a public application with no clientSecret key, then approves it as an operator", async () => {
    const created = cli(
      "app",
      "create",
      "--owner",
      "rookie",
      "--name",
      "CLI mobile",
      "--kind",
      "Public",
      "--redirect-uri",
      "com.example.mobile:/callback",
      "--description",
      "A phone app.",
      "--website",
      "https://mobile.example.com",
    );
    expect(created.code, created.stderr).toBe(0);
    const output = JSON.parse(created.stdout.trim().split("\n").at(-1)!) as Record<string, string>;
    expect(Object.keys(output)).toEqual(["clientId"]);

    const approved = cli("app", "approve", "--client-id", output.clientId);
    expect(approved.code, approved.stderr).toBe(0);
    const row = await database.prisma.application.findUniqueOrThrow({ where: { clientId: output.clientId } });
    expect(row).toMatchObject({ status: "Approved", reviewState: "Approved", reviewedById: null, description: "A phone app." });
    const event = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: row.id, action: "application.approved" } });
    expect(event).toMatchObject({ managerId: row.ownerId, detail: { actor: "operator" } });

    const again = cli("app", "approve", "--client-id", output.clientId);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/already approved/);
  });

  // The rules themselves are tested in lib/; these show the CLI applies them and names the option at fault.
  const create = ["app", "create", "--owner", "demo", "--name", "Bad", "--kind", "Confidential"];
  it.each([
    [
      [...create, "--redirect-uri", "https://a.example/cb", "--redirect-uri", "http://scout.example.com/callback"],
      /--redirect-uri #2.*loopback/,
    ],
    [[...create, ...[1, 2, 3, 4, 5, 6].flatMap((n) => ["--redirect-uri", `https://scout.example.com/${n}`])], /At most 5/],
    [[...create], /--redirect-uri is required/],
    [
      ["app", "create", "--owner", "demo", "--name", "Bad", "--kind", "Secret", "--redirect-uri", "https://a.example/cb"],
      /--kind must be Confidential or Public/,
    ],
    [["app", "create", "--owner", "nobody", "--name", "Bad", "--kind", "Public", "--redirect-uri", "https://a.example/cb"], /No manager/],
    [[...create, "--redirect-uri", "https://a.example/cb", "--secret", "x"], /secret/],
    [["app", "approve", "--client-id", "gmc_nope"], /No application/],
  ])("refuses %j with a clear message, a non-zero exit and nothing written", async (args, message) => {
    const before = await database.prisma.application.count();
    const events = await database.prisma.auditEvent.count();
    const { code, stderr } = cli(...args);
    expect(code).not.toBe(0);
    expect(stderr).toMatch(message);
    expect(await database.prisma.application.count()).toBe(before);
    expect(await database.prisma.auditEvent.count()).toBe(events);
  });
});
