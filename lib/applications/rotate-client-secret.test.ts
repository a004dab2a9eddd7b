import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { credentialKind, hashCredential, safeEqual } from "@/lib/auth/credentials";
import { registerApplication } from "@/lib/applications/register-application";
import { rotateClientSecret } from "@/lib/applications/rotate-client-secret";
import { applicationInput, demoAccounts } from "@/lib/testing/applications";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof demoAccounts>>;
const now = new Date("2026-11-18T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
});
afterAll(() => database.drop());

const storedHash = async (id: string) => (await database.prisma.application.findUniqueOrThrow({ where: { id } })).clientSecretHash ?? "";

describe("rotating a client secret", () => {
  it("replaces the hash at once: the old secret no longer matches, the new one does", async () => {
    const registered = await registerApplication(database, ids.demo, applicationInput(), now);
    const old = registered.clientSecret!;
    const later = new Date(now.getTime() + 3_600_000);
    const { clientSecret, clientSecretHint } = await rotateClientSecret(database, ids.demo, registered.application.id, later);
    expect(credentialKind(clientSecret)).toBe("clientSecret");
    expect(clientSecret).not.toBe(old);

    const hash = await storedHash(registered.application.id);
    expect(safeEqual(hash, hashCredential(old))).toBe(false);
    expect(safeEqual(hash, hashCredential(clientSecret))).toBe(true);
    const row = await database.prisma.application.findUniqueOrThrow({ where: { id: registered.application.id } });
    expect(row).toMatchObject({ clientSecretHint, secretRotatedAt: later });

    const audit = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: row.id, action: "client_secret.rotated" } });
    expect(audit).toMatchObject({ managerId: ids.demo, createdAt: later });
    expect(JSON.stringify(audit.detail)).not.toContain(clientSecret);
  });

  it("refuses a public application with conflict", async () => {
    const registered = await registerApplication(database, ids.demo, applicationInput({ kind: "Public" }), now);
    await expect(rotateClientSecret(database, ids.demo, registered.application.id, now)).rejects.toMatchObject({ code: "conflict" });
    expect(await storedHash(registered.application.id)).toBe("");
  });

  it("answers not_found for another manager's application and leaves its secret alone", async () => {
    const registered = await registerApplication(database, ids.rookie, applicationInput(), now);
    await expect(rotateClientSecret(database, ids.demo, registered.application.id, now)).rejects.toMatchObject({ code: "not_found" });
    expect(await storedHash(registered.application.id)).toBe(hashCredential(registered.clientSecret!));
  });
});
