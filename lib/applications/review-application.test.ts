import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerApplication } from "@/lib/applications/register-application";
import { requestReview } from "@/lib/applications/request-review";
import { approveApplication, approveApplicationAsOperator, rejectApplication } from "@/lib/applications/review-application";
import { listReviewQueue } from "@/lib/applications/queries";
import { applicationState } from "@/lib/applications/application-state";
import { applicationInput, demoAccounts } from "@/lib/testing/applications";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof demoAccounts>>;
const t0 = new Date("2026-11-18T12:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
});
afterAll(() => database.drop());

async function register(ownerId: string, name = "Scout sheet") {
  return (await registerApplication(database, ownerId, applicationInput({ name }), t0)).application;
}
const row = (id: string) => database.prisma.application.findUniqueOrThrow({ where: { id } });
/** The audit log's actions about an application, on one manager's log (the owner's by default: staff keep their own). */
const actions = async (id: string, managerId?: string) => {
  const ownerId = managerId ?? (await row(id)).ownerId;
  return (await database.prisma.auditEvent.findMany({ where: { subject: id, managerId: ownerId }, orderBy: { createdAt: "asc" } })).map(
    (e) => e.action,
  );
};

describe("requesting a review", () => {
  it("puts a development application in the queue with its message and time", async () => {
    const app = await register(ids.demo);
    const pending = await requestReview(database, ids.demo, app.id, { message: "Please look at it." }, at(1));
    expect(pending).toMatchObject({
      reviewState: "Pending",
      reviewMessage: "Please look at it.",
      reviewRequestedAt: at(1),
      status: "Development",
    });
    expect(applicationState(pending)).toBe("pending_review");
    expect(await actions(app.id)).toEqual(["application.created", "review.requested"]);
  });

  it("refuses a second request while one is pending, and one for an approved application", async () => {
    const app = await register(ids.demo);
    await requestReview(database, ids.demo, app.id, {}, at(1));
    await expect(requestReview(database, ids.demo, app.id, {}, at(2))).rejects.toMatchObject({ code: "conflict" });
    await approveApplication(database, ids.staff, app.id, at(3));
    await expect(requestReview(database, ids.demo, app.id, {}, at(4))).rejects.toMatchObject({ code: "conflict" });
  });

  it("answers not_found for another manager's application and queues nothing", async () => {
    const app = await register(ids.rookie);
    await expect(requestReview(database, ids.demo, app.id, {}, at(1))).rejects.toMatchObject({ code: "not_found" });
    expect((await row(app.id)).reviewState).toBe("None");
  });

  it("refuses a message over 1000 characters", async () => {
    const app = await register(ids.demo);
    await expect(requestReview(database, ids.demo, app.id, { message: "x".repeat(1001) }, at(1))).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["message"] })],
    });
  });
});

describe("the review queue", () => {
  it("lists pending requests oldest first, with owner, redirect URIs and time asked", async () => {
    const later = await register(ids.rookie, "Queue later");
    const earlier = await register(ids.demo, "Queue earlier");
    await requestReview(database, ids.rookie, later.id, { message: "second" }, at(30));
    await requestReview(database, ids.demo, earlier.id, {}, at(20));
    const queue = (await listReviewQueue(database)).filter((item) => item.name.startsWith("Queue "));
    expect(queue.map((item) => item.name)).toEqual(["Queue earlier", "Queue later"]);
    expect(queue[1]).toMatchObject({
      owner: { id: ids.rookie, username: "rookie" },
      redirectUris: ["https://scout.example.com/callback", "http://127.0.0.1/callback"],
      message: "second",
      requestedAt: at(30),
      website: "https://scout.example.com",
      kind: "Confidential",
    });
    expect(queue[0].message).toBeNull();
    expect(queue[0]).not.toHaveProperty("clientSecretHash");
  });
});

describe("staff decisions", () => {
  it("approve: status and review state Approved, reviewer and time recorded, event on the owner's log", async () => {
    const app = await register(ids.rookie);
    await requestReview(database, ids.rookie, app.id, {}, at(1));
    const approved = await approveApplication(database, ids.staff, app.id, at(5));
    expect(approved).toMatchObject({ status: "Approved", reviewState: "Approved", reviewedAt: at(5), reviewedById: ids.staff });
    expect(applicationState(approved)).toBe("approved");
    const event = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: app.id, action: "application.approved" } });
    expect(event).toMatchObject({ managerId: ids.rookie, createdAt: at(5), detail: { actor: "staff" } });
    expect((await listReviewQueue(database)).some((item) => item.id === app.id)).toBe(false);
  });

  it("reject with a reason the owner sees; the application stays in development and may be requested again", async () => {
    const app = await register(ids.rookie);
    await requestReview(database, ids.rookie, app.id, {}, at(1));
    const rejected = await rejectApplication(database, ids.staff, app.id, { reason: "The website does not load." }, at(2));
    expect(rejected).toMatchObject({
      status: "Development",
      reviewState: "Rejected",
      rejectionReason: "The website does not load.",
      reviewedById: ids.staff,
    });
    expect(applicationState(rejected)).toBe("rejected");

    const again = await requestReview(database, ids.rookie, app.id, { message: "Fixed." }, at(3));
    expect(again).toMatchObject({ reviewState: "Pending", rejectionReason: null, reviewRequestedAt: at(3) });
    await approveApplication(database, ids.staff, app.id, at(4));
    expect(await actions(app.id)).toEqual([
      "application.created",
      "review.requested",
      "application.rejected",
      "review.requested",
      "application.approved",
    ]);
    // Staff keep their decisions on their own log.
    expect(await actions(app.id, ids.staff)).toEqual(["staff.rejected", "staff.approved"]);
    const rejectedEvent = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: app.id, action: "application.rejected" } });
    expect(rejectedEvent).toMatchObject({ managerId: ids.rookie, detail: { reason: "The website does not load." } });
  });

  it("reject needs a pending request and a reason", async () => {
    const app = await register(ids.rookie);
    await expect(rejectApplication(database, ids.staff, app.id, { reason: "no" }, at(1))).rejects.toMatchObject({ code: "conflict" });
    await requestReview(database, ids.rookie, app.id, {}, at(1));
    await expect(rejectApplication(database, ids.staff, app.id, { reason: " " }, at(2))).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["reason"] })],
    });
    expect((await row(app.id)).reviewState).toBe("Pending");
  });

  it("refuses every staff action to a manager who is not staff, even the application's owner, and changes nothing", async () => {
    const app = await register(ids.demo);
    await requestReview(database, ids.demo, app.id, {}, at(1));
    const events = await database.prisma.auditEvent.count();
    for (const actor of [ids.demo, ids.rookie, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      await expect(approveApplication(database, actor, app.id, at(2))).rejects.toMatchObject({ code: "forbidden" });
      await expect(rejectApplication(database, actor, app.id, { reason: "x" }, at(2))).rejects.toMatchObject({ code: "forbidden" });
    }
    expect(await row(app.id)).toMatchObject({ status: "Development", reviewState: "Pending", reviewedById: null });
    expect(await database.prisma.auditEvent.count()).toBe(events);
  });

  it("refuses a member of staff a decision on their own application, and changes nothing", async () => {
    const own = await register(ids.staff, "Staff's own tool");
    await requestReview(database, ids.staff, own.id, {}, at(1));
    const events = await database.prisma.auditEvent.count();
    await expect(approveApplication(database, ids.staff, own.id, at(2))).rejects.toMatchObject({
      code: "forbidden",
      message: "This is your own application: another member of staff must review it.",
    });
    await expect(rejectApplication(database, ids.staff, own.id, { reason: "Mine." }, at(2))).rejects.toMatchObject({ code: "forbidden" });
    expect(await row(own.id)).toMatchObject({ status: "Development", reviewState: "Pending", reviewedById: null });
    expect(await database.prisma.auditEvent.count()).toBe(events);
  });

  it("answers not_found to staff for an unknown application", async () => {
    await expect(approveApplication(database, ids.staff, "00000000-0000-4000-8000-000000000000", at(1))).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("operator approval (CLI)", () => {
  it("approves by client id without a staff account, recording actor operator on the owner's log", async () => {
    const { application, clientId } = await registerApplication(database, ids.demo, applicationInput(), t0);
    const approved = await approveApplicationAsOperator(database, clientId, at(1));
    expect(approved).toMatchObject({ status: "Approved", reviewState: "Approved", reviewedById: null, reviewedAt: at(1) });
    const event = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: application.id, action: "application.approved" } });
    expect(event).toMatchObject({ managerId: ids.demo, detail: { actor: "operator" } });
    await expect(approveApplicationAsOperator(database, clientId, at(2))).rejects.toMatchObject({ code: "conflict" });
    await expect(approveApplicationAsOperator(database, "gmc_unknown", at(2))).rejects.toMatchObject({ code: "not_found" });
  });
});
