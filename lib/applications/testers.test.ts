/**
 * Testers of an application in development, over a real PostgreSQL and the real sign-in: a
 * manager the owner names may sign in to it, exchange the code and call the API, and one never
 * named is refused; removing a tester ends their tokens at once. Every bad request is refused
 * with what to do, and nothing is written.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { authorizeContext, authorizeQuery, managerIdOf, registerTestClient, type TestClient } from "@/lib/testing/oauth";
import { grantThroughSignIn } from "@/lib/testing/applications";
import { AppError } from "@/lib/errors";
import { decideAuthorization } from "@/lib/oauth/authorize";
import { DEVELOPMENT_ONLY_FOR_OWNER } from "@/lib/auth/application-access";
import { listAuditEvents } from "@/lib/auth/audit-log";
import { approveApplicationAsOperator } from "@/lib/applications";
import { addTester, listTesters, MAX_TESTERS, removeTester } from "@/lib/applications/testers";

let database: TestDatabase;
let api: TestApi;
let tool: TestClient;
let demo: string;
let rookie: string;
let staff: string;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  // demo's application, in development.
  tool = await registerTestClient(database, { name: "Tested", kind: "Public" });
  [demo, rookie, staff] = await Promise.all(["demo", "rookie", "staff"].map((name) => managerIdOf(database, name)));
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

/** How `username`'s authorization request to the tool is decided: the consent page, or a refusal sent back to the tool. */
async function authorize(username: string) {
  const manager = { id: await managerIdOf(database, username) };
  return decideAuthorization(authorizeContext(database, new Date()), authorizeQuery(tool, { prompt: "consent" }), manager);
}

describe("testers of an application in development", () => {
  it("lets a named tester sign in and call the API, refuses anyone else, and ends a removed tester's tokens at once", async () => {
    const before = await authorize("rookie");
    expect(before.kind).toBe("redirect");
    expect(before.kind === "redirect" && new URL(before.location).searchParams.get("error_description")).toBe(DEVELOPMENT_ONLY_FOR_OWNER);

    const added = await addTester(database, demo, tool.applicationId, { username: "ROOKIE" });
    expect(added).toMatchObject({ managerId: rookie, username: "rookie" });
    expect((await authorize("rookie")).kind).toBe("consent");
    expect((await authorize("staff")).kind).toBe("redirect");

    const { tokens } = await grantThroughSignIn(database, { applicationId: tool.applicationId, managerId: rookie, now: new Date() });
    const me = await api.request("/v1/me", { token: tokens.access_token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe("rookie");

    await removeTester(database, demo, tool.applicationId, rookie);
    // This instance's principal cache is emptied with the removal (others hear it by NOTIFY): the very next call is refused.
    expect((await api.request("/v1/me", { token: tokens.access_token })).status).toBe(401);
    expect((await authorize("rookie")).kind).toBe("redirect");

    const log = await listAuditEvents(database, demo, { limit: 5 });
    expect(log.map((e) => e.action).slice(0, 2)).toEqual(["application.tester_removed", "application.tester_added"]);
    expect(log[0].detail).toMatchObject({ application: "Tested", tester: "rookie" });
  });

  it(`names at most ${MAX_TESTERS}, each once, never the owner, and only while in development`, async () => {
    const app = await registerTestClient(database, { name: "Full house", kind: "Public" });
    const managers = await database.prisma.manager.findMany({
      where: { id: { notIn: [demo] }, username: { not: "demo" } },
      select: { username: true },
      take: MAX_TESTERS + 1,
      orderBy: { username: "asc" },
    });
    for (const { username } of managers.slice(0, MAX_TESTERS)) await addTester(database, demo, app.applicationId, { username });
    expect(await listTesters(database, demo, app.applicationId)).toHaveLength(MAX_TESTERS);
    await expect(addTester(database, demo, app.applicationId, { username: managers[MAX_TESTERS].username })).rejects.toThrow(
      `at most ${MAX_TESTERS} testers`,
    );
    expect(await listTesters(database, demo, app.applicationId)).toHaveLength(MAX_TESTERS);

    const approved = await registerTestClient(database, { name: "Approved one", kind: "Public" });
    await approveApplicationAsOperator(database, approved.clientId);
    await expect(addTester(database, demo, approved.applicationId, { username: "rookie" })).rejects.toThrow("needs no testers");
  });

  const refusals: [string, () => Promise<unknown>, string][] = [
    ["an unknown username", () => addTester(database, demo, tool.applicationId, { username: "nobody-at-all" }), "No manager is called"],
    ["the owner", () => addTester(database, demo, tool.applicationId, { username: "demo" }), "You own this application"],
    ["an empty username", () => addTester(database, demo, tool.applicationId, { username: "  " }), "Give the tester's username."],
    ["another owner's application", () => addTester(database, rookie, tool.applicationId, { username: "staff" }), "not found"],
    ["a removal of a manager never named", () => removeTester(database, demo, tool.applicationId, crypto.randomUUID()), "not found"],
    ["a removal of a bad id", () => removeTester(database, demo, tool.applicationId, "not-a-uuid"), "not found"],
    ["a removal on another owner's application", () => removeTester(database, rookie, tool.applicationId, staff), "not found"],
  ];

  it.each(refusals)("refuses %s and changes nothing", async (_what, attempt, message) => {
    await addTester(database, demo, tool.applicationId, { username: "staff" }).catch(() => {});
    const before = await database.prisma.applicationTester.findMany({ orderBy: [{ applicationId: "asc" }, { managerId: "asc" }] });
    const error = await attempt().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error instanceof AppError || error instanceof z.ZodError).toBe(true);
    expect(String(error instanceof z.ZodError ? error.issues[0].message : (error as Error).message)).toContain(message);
    expect(await database.prisma.applicationTester.findMany({ orderBy: [{ applicationId: "asc" }, { managerId: "asc" }] })).toEqual(before);
  });

  it("refuses the same tester twice", async () => {
    await addTester(database, demo, tool.applicationId, { username: "staff" }).catch(() => {});
    await expect(addTester(database, demo, tool.applicationId, { username: "staff" })).rejects.toThrow();
    expect((await listTesters(database, demo, tool.applicationId)).filter((t) => t.username === "staff")).toHaveLength(1);
  });
});
