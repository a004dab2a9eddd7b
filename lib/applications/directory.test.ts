/**
 * The directory of approved tools over a real PostgreSQL: an approved application its owner
 * listed is found, with what its managers allowed it and how many they are; one in development
 * cannot be listed, an unlisted one is not shown, a suspended one disappears; searches by words
 * (taken literally) and by scope. Refusals change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerTestClient, type TestClient } from "@/lib/testing/oauth";
import { demoAccounts, grantThroughSignIn } from "@/lib/testing/applications";
import { liftSuspension, suspendApplication } from "@/lib/applications";
import { directoryEntry, searchDirectory, setApplicationListed } from "@/lib/applications/directory";
import { listGrants } from "@/lib/auth/grants";
import { listAuditEvents } from "@/lib/auth/audit-log";

let database: TestDatabase;
let ids: { demo: string; rookie: string; staff: string };
let listed: TestClient;
let unlisted: TestClient;
let developing: TestClient;

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
  listed = await registerTestClient(database, { name: "Roster 100% Pocket", kind: "Public", approved: true });
  unlisted = await registerTestClient(database, { name: "Quiet Helper", kind: "Public", approved: true });
  developing = await registerTestClient(database, { name: "Work In Progress", kind: "Public" });
  await setApplicationListed(database, ids.demo, listed.applicationId, true);
  // Two managers use the listed one: rookie with public and team, staff with public.
  await grantThroughSignIn(database, {
    applicationId: listed.applicationId,
    managerId: ids.rookie,
    now: new Date(),
    scopes: ["public", "team"],
  });
  await grantThroughSignIn(database, { applicationId: listed.applicationId, managerId: ids.staff, now: new Date(), scopes: ["public"] });
});

afterAll(async () => {
  await database.drop();
});

describe("the directory of approved tools", () => {
  it("lists an approved, listed tool with what its managers allowed it and how many they are", async () => {
    const tools = await searchDirectory(database);
    expect(tools.map((t) => t.name)).toEqual(["Roster 100% Pocket"]);
    expect(tools[0]).toMatchObject({ id: listed.applicationId, scopes: ["public", "team"], managers: 2, logoUrl: null });
    expect(await directoryEntry(database, listed.applicationId)).toMatchObject({ name: "Roster 100% Pocket", managers: 2 });
    // rookie's "tools you allowed" leads to its entry.
    const [grant] = await listGrants(database, ids.rookie);
    expect(grant.application.directoryPath).toBe(`/tools/${listed.applicationId}`);
    expect((await listAuditEvents(database, ids.demo, { kind: "application.listed" }))[0].detail).toMatchObject({
      application: "Roster 100% Pocket",
    });
  });

  it("searches the words of names and descriptions literally, and by scope", async () => {
    const names = async (search: { q?: string; scope?: string }) => (await searchDirectory(database, search)).map((t) => t.name);
    expect(await names({ q: "pocket" })).toEqual(["Roster 100% Pocket"]);
    expect(await names({ q: "100%" })).toEqual(["Roster 100% Pocket"]);
    expect(await names({ q: "%" })).toEqual(["Roster 100% Pocket"]);
    expect(await names({ q: "_" })).toEqual([]);
    expect(await names({ q: "quiet" })).toEqual([]);
    expect(await names({ scope: "team" })).toEqual(["Roster 100% Pocket"]);
    expect(await names({ scope: "market" })).toEqual([]);
    // A NUL is dropped (PostgreSQL's text cannot hold one), never a 500.
    expect(await names({ q: "Pock\u0000et" })).toEqual(["Roster 100% Pocket"]);
    // Anything else in the URL is no filter, never an error.
    expect(await names({ scope: "everything", q: ["a", "b"] as unknown as string })).toEqual(["Roster 100% Pocket"]);
  });

  it("shows neither an unlisted tool nor one in development, which cannot be listed", async () => {
    expect(await directoryEntry(database, unlisted.applicationId)).toBeNull();
    await expect(setApplicationListed(database, ids.demo, developing.applicationId, true)).rejects.toThrow("Only an approved application");
    expect((await database.prisma.application.findUniqueOrThrow({ where: { id: developing.applicationId } })).listedAt).toBeNull();
    expect(await directoryEntry(database, developing.applicationId)).toBeNull();
    expect(await directoryEntry(database, "not-an-id")).toBeNull();
    // Another owner's application is not found, and stays as it was.
    await expect(setApplicationListed(database, ids.rookie, unlisted.applicationId, true)).rejects.toThrow("not found");
    expect((await database.prisma.application.findUniqueOrThrow({ where: { id: unlisted.applicationId } })).listedAt).toBeNull();
  });

  it("drops a suspended tool at once, and shows it again when the suspension is lifted", async () => {
    await suspendApplication(database, ids.staff, listed.applicationId, { reason: "Scraping." });
    expect(await searchDirectory(database)).toEqual([]);
    expect(await directoryEntry(database, listed.applicationId)).toBeNull();
    expect((await listGrants(database, ids.rookie))[0].application.directoryPath).toBeNull();
    await liftSuspension(database, ids.staff, listed.applicationId);
    expect((await searchDirectory(database)).map((t) => t.id)).toEqual([listed.applicationId]);
  });

  it("takes a tool off when its owner says so", async () => {
    await setApplicationListed(database, ids.demo, listed.applicationId, false);
    expect(await searchDirectory(database)).toEqual([]);
    await setApplicationListed(database, ids.demo, listed.applicationId, true);
    expect(await searchDirectory(database)).toHaveLength(1);
  });
});
