import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerApplication } from "@/lib/applications/register-application";
import { addRedirectUri } from "@/lib/applications/update-application";
import { applicationInput, demoAccounts } from "@/lib/testing/applications";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof demoAccounts>>;
const now = new Date("2026-11-27T12:00:00Z");
const TEST_CALLBACK = "http://localhost:3000/portal/test-sign-in";

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
});
afterAll(() => database.drop());

const row = (id: string) => database.prisma.application.findUniqueOrThrow({ where: { id } });
const audits = (id: string) => database.prisma.auditEvent.count({ where: { subject: id, action: "application.updated" } });

describe("adding the test callback to an application's redirect URIs", () => {
  it("adds it at the end, once, and records the edit", async () => {
    const { application } = await registerApplication(database, ids.demo, applicationInput(), now);
    expect(await addRedirectUri(database, ids.demo, application.id, TEST_CALLBACK, now)).toEqual({ added: true });
    expect((await row(application.id)).redirectUris).toEqual([...applicationInput().redirectUris, TEST_CALLBACK]);
    const audit = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: application.id, action: "application.updated" } });
    expect(audit).toMatchObject({ managerId: ids.demo, createdAt: now, detail: { changed: ["redirectUris"] } });

    // Again: already listed, nothing changes and nothing more is recorded.
    expect(await addRedirectUri(database, ids.demo, application.id, TEST_CALLBACK, now)).toEqual({ added: false });
    expect((await row(application.id)).redirectUris).toHaveLength(3);
    expect(await audits(application.id)).toBe(1);
  });

  it("refuses a sixth redirect URI with conflict, and changes nothing", async () => {
    const five = ["https://a.example/cb", "https://b.example/cb", "https://c.example/cb", "https://d.example/cb", "https://e.example/cb"];
    const { application } = await registerApplication(database, ids.demo, applicationInput({ redirectUris: five }), now);
    await expect(addRedirectUri(database, ids.demo, application.id, TEST_CALLBACK, now)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("remove one on the edit page"),
    });
    expect((await row(application.id)).redirectUris).toEqual(five);
    expect(await audits(application.id)).toBe(0);
  });

  it("refuses another manager's application as not found, and changes nothing", async () => {
    const { application } = await registerApplication(database, ids.demo, applicationInput(), now);
    await expect(addRedirectUri(database, ids.rookie, application.id, TEST_CALLBACK, now)).rejects.toMatchObject({ code: "not_found" });
    expect((await row(application.id)).redirectUris).toEqual(applicationInput().redirectUris);
  });

  it("holds the URI to the redirect-URI rules, and changes nothing when it breaks one", async () => {
    const { application } = await registerApplication(database, ids.demo, applicationInput(), now);
    await expect(addRedirectUri(database, ids.demo, application.id, "http://game.example/portal/test-sign-in", now)).rejects.toThrow(
      /Plain http is allowed only for loopback/,
    );
    expect((await row(application.id)).redirectUris).toEqual(applicationInput().redirectUris);
    expect(await audits(application.id)).toBe(0);
  });
});
