import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerApplication } from "@/lib/applications/register-application";
import { requestReview } from "@/lib/applications/request-review";
import { approveApplication } from "@/lib/applications/review-application";
import { liftSuspension, suspendApplication } from "@/lib/applications/suspend-application";
import { applicationState } from "@/lib/applications/application-state";
import { applicationInput, demoAccounts, grantThroughSignIn } from "@/lib/testing/applications";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof demoAccounts>>;
const t0 = new Date("2026-11-18T12:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
});
afterAll(() => database.drop());

async function approvedApplication() {
  const { application } = await registerApplication(database, ids.demo, applicationInput(), t0);
  await approveApplication(database, ids.staff, application.id, at(1));
  return application;
}

describe("suspending an application", () => {
  it("suspends with a reason and lifts it again, keeping approval, grants and tokens", async () => {
    const app = await approvedApplication();
    const { chain, accessToken } = await grantThroughSignIn(database, { applicationId: app.id, managerId: ids.rookie, now: at(2) });

    const suspended = await suspendApplication(database, ids.staff, app.id, { reason: "Scrapes every club hourly." }, at(3));
    expect(suspended).toMatchObject({ suspendedAt: at(3), suspensionReason: "Scrapes every club hourly.", status: "Approved" });
    expect(applicationState(suspended)).toBe("suspended");
    expect((await database.prisma.tokenChain.findUniqueOrThrow({ where: { id: chain.id } })).revokedAt).toBeNull();

    const lifted = await liftSuspension(database, ids.staff, app.id, at(4));
    expect(lifted).toMatchObject({ suspendedAt: null, suspensionReason: null, status: "Approved" });
    expect(applicationState(lifted)).toBe("approved");
    expect(await database.prisma.accessToken.findUnique({ where: { id: accessToken.id } })).not.toBeNull();

    const events = await database.prisma.auditEvent.findMany({
      where: { subject: app.id, managerId: ids.demo },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((e) => [e.action, e.managerId])).toEqual([
      ["application.created", ids.demo],
      ["application.approved", ids.demo],
      ["application.suspended", ids.demo],
      ["application.unsuspended", ids.demo],
    ]);
    // The member of staff who decided keeps it on their own log too.
    const staffLog = await database.prisma.auditEvent.findMany({
      where: { subject: app.id, managerId: ids.staff },
      orderBy: { createdAt: "asc" },
    });
    expect(staffLog.map((e) => e.action)).toEqual(["staff.approved", "staff.suspended", "staff.unsuspended"]);
    expect(events[2].detail).toMatchObject({ reason: "Scrapes every club hourly." });
  });

  it("refuses a member of staff the lifting of their own application's suspension, and changes nothing", async () => {
    const { application } = await registerApplication(database, ids.staff, applicationInput({ name: "Staff's tool" }), t0);
    await suspendApplication(database, ids.staff, application.id, { reason: "Held for another look." }, at(1));
    const events = await database.prisma.auditEvent.count();
    await expect(liftSuspension(database, ids.staff, application.id, at(2))).rejects.toMatchObject({ code: "forbidden" });
    expect((await database.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).suspendedAt).toEqual(at(1));
    expect(await database.prisma.auditEvent.count()).toBe(events);
  });

  it("refuses to suspend twice, to lift a suspension that is not there, and to review a suspended application", async () => {
    const { application } = await registerApplication(database, ids.demo, applicationInput(), t0);
    await expect(liftSuspension(database, ids.staff, application.id, at(1))).rejects.toMatchObject({ code: "conflict" });
    await suspendApplication(database, ids.staff, application.id, { reason: "Phishing page." }, at(1));
    await expect(suspendApplication(database, ids.staff, application.id, { reason: "Again." }, at(2))).rejects.toMatchObject({
      code: "conflict",
    });
    await expect(requestReview(database, ids.demo, application.id, {}, at(2))).rejects.toMatchObject({ code: "conflict" });
    await expect(approveApplication(database, ids.staff, application.id, at(2))).rejects.toMatchObject({ code: "conflict" });
  });

  it("is staff-only", async () => {
    const app = await approvedApplication();
    await expect(suspendApplication(database, ids.demo, app.id, { reason: "mine" }, at(2))).rejects.toMatchObject({ code: "forbidden" });
    await expect(suspendApplication(database, ids.rookie, app.id, { reason: "theirs" }, at(2))).rejects.toMatchObject({
      code: "forbidden",
    });
    await suspendApplication(database, ids.staff, app.id, { reason: "abuse" }, at(2));
    await expect(liftSuspension(database, ids.demo, app.id, at(3))).rejects.toMatchObject({ code: "forbidden" });
    expect((await database.prisma.application.findUniqueOrThrow({ where: { id: app.id } })).suspensionReason).toBe("abuse");
  });

  it("needs a reason", async () => {
    const app = await approvedApplication();
    await expect(suspendApplication(database, ids.staff, app.id, { reason: "" }, at(2))).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["reason"] })],
    });
    expect((await database.prisma.application.findUniqueOrThrow({ where: { id: app.id } })).suspendedAt).toBeNull();
  });
});
