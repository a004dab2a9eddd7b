import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerApplication } from "@/lib/applications/register-application";
import { approveApplication } from "@/lib/applications/review-application";
import { suspendApplication } from "@/lib/applications/suspend-application";
import { requestReview } from "@/lib/applications/request-review";
import { getApplication, getApplicationForStaff, listAllApplications, listApplications } from "@/lib/applications/queries";
import { applicationInput, demoAccounts } from "@/lib/testing/applications";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof demoAccounts>>;
const t0 = new Date("2026-11-18T12:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const apps: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
  const register = async (owner: string, name: string, minute: number) =>
    (await registerApplication(database, owner, applicationInput({ name }), at(minute))).application.id;
  apps.plain = await register(ids.demo, "Plain", 0);
  apps.pending = await register(ids.demo, "Pending", 1);
  apps.approved = await register(ids.rookie, "Approved", 2);
  apps.suspended = await register(ids.rookie, "Suspended", 3);
  await requestReview(database, ids.demo, apps.pending, {}, at(10));
  await approveApplication(database, ids.staff, apps.approved, at(11));
  await suspendApplication(database, ids.staff, apps.suspended, { reason: "abuse" }, at(12));
});
afterAll(() => database.drop());

describe("the owner's applications", () => {
  it("lists only the manager's own, newest first, with their state and without the secret hash", async () => {
    const mine = await listApplications(database, ids.demo);
    expect(mine.map((a) => [a.name, a.state])).toEqual([
      ["Pending", "pending_review"],
      ["Plain", "development"],
    ]);
    expect(mine[0]).not.toHaveProperty("clientSecretHash");
    expect(mine[0].clientSecretHint).toMatch(/^gmcs_/);
    expect(await listApplications(database, ids.staff)).toEqual([]);
  });

  it("gets one by id, and answers not_found for another manager's or a malformed id", async () => {
    expect((await getApplication(database, ids.rookie, apps.approved)).state).toBe("approved");
    await expect(getApplication(database, ids.demo, apps.approved)).rejects.toMatchObject({ code: "not_found" });
    await expect(getApplication(database, ids.demo, "123")).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("the staff views", () => {
  it("lists every application with owner and reviewer, filterable by status and suspension", async () => {
    const all = await listAllApplications(database, ids.staff);
    expect(all.map((a) => a.name)).toEqual(["Suspended", "Approved", "Pending", "Plain"]);
    expect(all[1]).toMatchObject({ owner: { username: "rookie" }, reviewedBy: { username: "staff" }, state: "approved" });
    expect(all[0]).not.toHaveProperty("clientSecretHash");

    const names = async (filter: Parameters<typeof listAllApplications>[2]) =>
      (await listAllApplications(database, ids.staff, filter)).map((a) => a.name);
    expect(await names({ status: "Approved" })).toEqual(["Approved"]);
    expect(await names({ suspended: true })).toEqual(["Suspended"]);
    expect(await names({ suspended: false, status: "Development" })).toEqual(["Pending", "Plain"]);
    expect(await names({ reviewState: "Pending" })).toEqual(["Pending"]);
  });

  it("shows one application with its owner to staff", async () => {
    const app = await getApplicationForStaff(database, ids.staff, apps.suspended);
    expect(app).toMatchObject({ name: "Suspended", state: "suspended", suspensionReason: "abuse", owner: { id: ids.rookie } });
    await expect(getApplicationForStaff(database, ids.staff, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("refuses non-staff", async () => {
    await expect(listAllApplications(database, ids.demo)).rejects.toMatchObject({ code: "forbidden" });
    await expect(getApplicationForStaff(database, ids.rookie, apps.approved)).rejects.toMatchObject({ code: "forbidden" });
  });
});
