import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerApplication } from "@/lib/applications/register-application";
import { approveApplicationAsOperator } from "@/lib/applications/review-application";
import { deleteApplication } from "@/lib/applications/delete-application";
import { applicationInput, demoAccounts, grantThroughSignIn } from "@/lib/testing/applications";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof demoAccounts>>;
const now = new Date("2026-11-18T12:00:00Z");
const later = new Date(now.getTime() + 60_000);

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
});
afterAll(() => database.drop());

describe("deleting an application", () => {
  it("takes its grants, codes, chains and tokens with it, and tells every manager who had allowed it", async () => {
    const { application, clientId } = await registerApplication(database, ids.demo, applicationInput(), now);
    await approveApplicationAsOperator(database, clientId, now);
    const mine = await grantThroughSignIn(database, { applicationId: application.id, managerId: ids.demo, now });
    const theirs = await grantThroughSignIn(database, { applicationId: application.id, managerId: ids.rookie, now });

    await deleteApplication(database, ids.demo, application.id, later);

    expect(await database.prisma.application.findUnique({ where: { id: application.id } })).toBeNull();
    for (const fixture of [mine, theirs]) {
      expect(await database.prisma.oAuthGrant.findUnique({ where: { id: fixture.grant.id } })).toBeNull();
      expect(await database.prisma.authorizationCode.findUnique({ where: { id: fixture.authorizationCode.id } })).toBeNull();
      expect(await database.prisma.tokenChain.findUnique({ where: { id: fixture.chain.id } })).toBeNull();
      expect(await database.prisma.refreshToken.findUnique({ where: { tokenHash: fixture.refreshToken.tokenHash } })).toBeNull();
      expect(await database.prisma.accessToken.findUnique({ where: { tokenHash: fixture.accessToken.tokenHash } })).toBeNull();
    }

    const deleted = await database.prisma.auditEvent.findFirstOrThrow({
      where: { subject: application.id, action: "application.deleted" },
    });
    expect(deleted).toMatchObject({ managerId: ids.demo, createdAt: later, detail: { name: "Scout sheet" } });
    const rookieEvent = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: theirs.grant.id, action: "grant.revoked" } });
    expect(rookieEvent).toMatchObject({ managerId: ids.rookie, action: "grant.revoked", detail: { reason: "application_deleted" } });
  });

  it("answers not_found for another manager's application and deletes nothing", async () => {
    const { application, clientId } = await registerApplication(database, ids.rookie, applicationInput(), now);
    await approveApplicationAsOperator(database, clientId, now);
    const fixture = await grantThroughSignIn(database, { applicationId: application.id, managerId: ids.demo, now });
    await expect(deleteApplication(database, ids.demo, application.id, later)).rejects.toMatchObject({ code: "not_found" });
    expect(await database.prisma.application.findUnique({ where: { id: application.id } })).not.toBeNull();
    expect(await database.prisma.accessToken.findUnique({ where: { id: fixture.accessToken.id } })).not.toBeNull();
  });

  it("answers not_found the second time", async () => {
    const { application } = await registerApplication(database, ids.demo, applicationInput(), now);
    await deleteApplication(database, ids.demo, application.id, later);
    await expect(deleteApplication(database, ids.demo, application.id, later)).rejects.toMatchObject({ code: "not_found" });
  });
});
