import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { registerApplication } from "@/lib/applications/register-application";
import { updateApplication } from "@/lib/applications/update-application";
import { applicationInput, demoAccounts } from "@/lib/testing/applications";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof demoAccounts>>;
const now = new Date("2026-11-18T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
});
afterAll(() => database.drop());

describe("registering an application", () => {
  it("gives a confidential application a public client id and a secret shown once, stored only as its hash", async () => {
    const result = await registerApplication(database, ids.demo, applicationInput(), now);
    expect(credentialKind(result.clientId)).toBe("clientId");
    expect(credentialKind(result.clientSecret!)).toBe("clientSecret");
    expect(result.application).not.toHaveProperty("clientSecretHash");
    expect(JSON.stringify(result.application)).not.toContain(result.clientSecret);

    const row = await database.prisma.application.findUniqueOrThrow({ where: { id: result.application.id } });
    expect(row).toMatchObject({
      ownerId: ids.demo,
      clientId: result.clientId,
      clientSecretHash: hashCredential(result.clientSecret!),
      clientSecretHint: result.clientSecret!.slice(0, 9) + "…",
      status: "Development",
      reviewState: "None",
      kind: "Confidential",
      redirectUris: ["https://scout.example.com/callback", "http://127.0.0.1/callback"],
      createdAt: now,
    });
    expect(JSON.stringify(row)).not.toContain(result.clientSecret);

    const audit = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: row.id } });
    expect(audit).toMatchObject({ managerId: ids.demo, action: "application.created", createdAt: now });
    expect(JSON.stringify(audit.detail)).not.toContain(result.clientSecret);
  });

  it("gives a public application no secret", async () => {
    const result = await registerApplication(
      database,
      ids.demo,
      applicationInput({ kind: "Public", redirectUris: ["com.example.scout:/callback"] }),
      now,
    );
    expect(result.clientSecret).toBeNull();
    const row = await database.prisma.application.findUniqueOrThrow({ where: { id: result.application.id } });
    expect(row.clientSecretHash).toBeNull();
    expect(row.clientSecretHint).toBeNull();
  });

  it.each([
    ["plain http to another host", ["http://scout.example.com/callback"], 0],
    ["a fragment", ["https://scout.example.com/callback#done"], 0],
    ["a wildcard", ["https://scout.example.com/callback", "https://*.example.com/callback"], 1],
    ["javascript:", ["javascript:alert(1)"], 0],
    ["a relative URI", ["/callback"], 0],
  ])("refuses %s and creates nothing", async (_label, redirectUris, index) => {
    const before = await database.prisma.application.count();
    const events = await database.prisma.auditEvent.count();
    await expect(registerApplication(database, ids.demo, applicationInput({ redirectUris }), now)).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["redirectUris", index] })],
    });
    expect(await database.prisma.application.count()).toBe(before);
    expect(await database.prisma.auditEvent.count()).toBe(events);
  });

  it("refuses a sixth redirect URI and creates nothing", async () => {
    const before = await database.prisma.application.count();
    const redirectUris = [1, 2, 3, 4, 5, 6].map((n) => `https://scout.example.com/cb${n}`);
    await expect(registerApplication(database, ids.demo, applicationInput({ redirectUris }), now)).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["redirectUris"] })],
    });
    expect(await database.prisma.application.count()).toBe(before);
  });

  it("refuses an unknown owner", async () => {
    await expect(registerApplication(database, "00000000-0000-4000-8000-000000000000", applicationInput(), now)).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("updating an application", () => {
  it("changes the details and redirect URIs and records what changed", async () => {
    const { application } = await registerApplication(database, ids.rookie, applicationInput(), now);
    const later = new Date(now.getTime() + 60_000);
    const updated = await updateApplication(
      database,
      ids.rookie,
      application.id,
      applicationInput({ name: "Scout sheet 2", redirectUris: ["https://scout.example.com/v2/callback"] }),
      later,
    );
    expect(updated).toMatchObject({ name: "Scout sheet 2", redirectUris: ["https://scout.example.com/v2/callback"], kind: "Confidential" });
    expect(updated).not.toHaveProperty("clientSecretHash");
    const audit = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: application.id, action: "application.updated" } });
    expect(audit).toMatchObject({ managerId: ids.rookie, createdAt: later });
    expect(audit.detail).toMatchObject({ changed: ["name", "redirectUris"] });
  });

  it("refuses to change the kind, with conflict", async () => {
    const { application } = await registerApplication(database, ids.rookie, applicationInput(), now);
    await expect(updateApplication(database, ids.rookie, application.id, applicationInput({ kind: "Public" }), now)).rejects.toMatchObject({
      code: "conflict",
    });
    expect((await database.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).kind).toBe("Confidential");
  });

  it("answers not_found for another manager's application, and changes nothing", async () => {
    const { application } = await registerApplication(database, ids.rookie, applicationInput(), now);
    const events = await database.prisma.auditEvent.count();
    await expect(updateApplication(database, ids.demo, application.id, applicationInput({ name: "Mine now" }), now)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(updateApplication(database, ids.demo, "not-a-uuid", applicationInput(), now)).rejects.toMatchObject({
      code: "not_found",
    });
    expect((await database.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).name).toBe("Scout sheet");
    expect(await database.prisma.auditEvent.count()).toBe(events);
  });

  it("validates like registration and changes nothing when invalid", async () => {
    const { application } = await registerApplication(database, ids.rookie, applicationInput(), now);
    await expect(
      updateApplication(database, ids.rookie, application.id, applicationInput({ redirectUris: ["http://evil.example/cb"] }), now),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["redirectUris", 0] })] });
    expect((await database.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).redirectUris).toHaveLength(2);
  });
});
