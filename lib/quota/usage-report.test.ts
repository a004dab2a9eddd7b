import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerTestClient, managerIdOf, type TestClient } from "@/lib/testing/oauth";
import { loadUsageReports } from "@/lib/quota/usage-report";
import { UsageRecorder } from "@/lib/quota/usage";

let database: TestDatabase;
let tool: TestClient;
let demo: string;
let rookie: string;
let staff: string;
const now = new Date("2026-11-18T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase("world");
  tool = await registerTestClient(database, { owner: "demo", name: "Demo tool" });
  [demo, rookie, staff] = await Promise.all(["demo", "rookie", "staff"].map((u) => managerIdOf(database, u)));
  await database.prisma.usageDay.createMany({
    data: [
      { day: new Date("2026-11-18"), clientKey: `personal:${demo}`, endpoint: "/me", calls: 7, notModified: 3, minuteRefusals: 2 },
      { day: new Date("2026-11-17"), clientKey: `personal:${demo}`, endpoint: "/teams/{teamId}", calls: 3, breadthRefusals: 1 },
      { day: new Date("2026-09-01"), clientKey: `personal:${demo}`, endpoint: "/me", calls: 100 },
      {
        day: new Date("2026-11-18"),
        clientKey: `app:${tool.applicationId}:${rookie}`,
        applicationId: tool.applicationId,
        endpoint: "/me",
        calls: 4,
        notModified: 1,
        dayRefusals: 1,
      },
    ],
  });
});
afterAll(() => database.drop());

describe("the usage page's data", () => {
  it("shows the manager's personal tokens and each of their applications over the last 30 days", async () => {
    const reports = await loadUsageReports(database, { id: demo }, { now });
    expect(reports.map((r) => r.title)).toEqual(["Personal tokens", "Demo tool"]);
    const [personal, app] = reports;
    expect(personal.days).toHaveLength(30);
    expect(personal.days[0].day).toBe("2026-10-20");
    expect(personal.days.at(-1)).toEqual({ day: "2026-11-18", calls: 7, notModified: 3, minute: 2, daily: 0, breadth: 0 });
    expect(personal.days.at(-2)).toEqual({ day: "2026-11-17", calls: 3, notModified: 0, minute: 0, daily: 0, breadth: 1 });
    expect(personal.totals).toEqual({ calls: 10, notModified: 3, minute: 2, daily: 0, breadth: 1 });
    expect(personal.endpoints).toEqual([
      { endpoint: "/me", calls: 7, notModified: 3 },
      { endpoint: "/teams/{teamId}", calls: 3, notModified: 0 },
    ]);
    // Every manager who signed in to the tool is counted for its owner's chart.
    expect(app.totals).toEqual({ calls: 4, notModified: 1, minute: 0, daily: 1, breadth: 0 });
  });

  it("shows one application to its owner and to staff, and to nobody else", async () => {
    const options = { applicationId: tool.applicationId, now };
    expect((await loadUsageReports(database, { id: demo }, options))[0].totals.calls).toBe(4);
    expect((await loadUsageReports(database, { id: staff }, options))[0].title).toBe("Demo tool");
    await expect(loadUsageReports(database, { id: rookie }, options)).rejects.toMatchObject({ code: "not_found" });
    await expect(loadUsageReports(database, { id: staff }, { applicationId: "nope", now })).rejects.toMatchObject({ code: "not_found" });
  });

  it("shows the 304s the API tallied as calls, apart from the rest", async () => {
    // As the API tallies them: a 304 is a call, and a 304.
    const recorder = new UsageRecorder(database.sql, 60_000);
    const clientKey = `personal:${rookie}`;
    recorder.record(now, clientKey, "/teams/{teamId}/roster");
    recorder.recordNotModified(now, clientKey, "/teams/{teamId}/roster");
    recorder.recordNotModified(now, clientKey, "/teams/{teamId}/roster");
    recorder.recordNotModified(now, clientKey, "/me");
    await recorder.close();

    const [personal] = await loadUsageReports(database, { id: rookie }, { now });
    expect(personal.days.at(-1)).toEqual({ day: "2026-11-18", calls: 4, notModified: 3, minute: 0, daily: 0, breadth: 0 });
    expect(personal.totals).toEqual({ calls: 4, notModified: 3, minute: 0, daily: 0, breadth: 0 });
    expect(personal.endpoints).toEqual([
      { endpoint: "/teams/{teamId}/roster", calls: 3, notModified: 2 },
      { endpoint: "/me", calls: 1, notModified: 1 },
    ]);
  });
});
