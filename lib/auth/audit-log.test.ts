import { principalCacheFor } from "@/lib/testing/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { AUDIT_KINDS, auditActor, countAuditEvents, describeAuditEvent, listAuditEvents } from "@/lib/auth/audit-log";
import { regeneratePersonalToken } from "@/lib/auth/personal-tokens";
import { countApplicationUsers, revokeApplicationTokens } from "@/lib/applications";
import { authenticateBearer } from "@/lib/auth/authenticate";
import { createPersonalToken, revokePersonalToken } from "@/lib/auth/personal-tokens";
import { registerApplication } from "@/lib/applications/register-application";
import { updateApplication } from "@/lib/applications/update-application";
import { rotateClientSecret } from "@/lib/applications/rotate-client-secret";
import { requestReview } from "@/lib/applications/request-review";
import { approveApplication, approveApplicationAsOperator, rejectApplication } from "@/lib/applications/review-application";
import { liftSuspension, suspendApplication } from "@/lib/applications/suspend-application";
import { deleteApplication } from "@/lib/applications/delete-application";
import { revokeGrant } from "@/lib/auth/grants";
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

describe("the credential audit log", () => {
  it("records every change on the owner's log, newest first, each with a sentence and no secret", async () => {
    const db = database.prisma;
    const token = await createPersonalToken(database, ids.rookie, { name: "script", scopes: ["public", "team"], days: 30 }, at(0));
    await revokePersonalToken(database, ids.rookie, token.id, at(1));
    const registered = await registerApplication(database, ids.rookie, applicationInput({ name: "Scout" }), at(2));
    const appId = registered.application.id;
    await updateApplication(database, ids.rookie, appId, applicationInput({ name: "Scout", description: "New words." }), at(3));
    const { clientSecret } = await rotateClientSecret(database, ids.rookie, appId, at(4));
    await requestReview(database, ids.rookie, appId, {}, at(5));
    await rejectApplication(database, ids.staff, appId, { reason: "No privacy policy." }, at(6));
    await requestReview(database, ids.rookie, appId, {}, at(7));
    await approveApplication(database, ids.staff, appId, at(8));
    await suspendApplication(database, ids.staff, appId, { reason: "Abuse." }, at(9));
    await liftSuspension(database, ids.staff, appId, at(10));
    const other = await registerApplication(database, ids.demo, applicationInput({ name: "Ledger" }), at(11));
    await approveApplicationAsOperator(database, other.clientId, at(11.5));
    const { grant } = await grantThroughSignIn(database, { applicationId: other.application.id, managerId: ids.rookie, now: at(12) });
    await revokeGrant(database, ids.rookie, grant.id, at(13));
    await deleteApplication(database, ids.rookie, appId, at(14));

    const events = await listAuditEvents(database, ids.rookie, { limit: 50 });
    expect(events.map((e) => e.action)).toEqual([
      "application.deleted",
      "grant.revoked",
      "oauth_grant.consented",
      "application.unsuspended",
      "application.suspended",
      "application.approved",
      "review.requested",
      "application.rejected",
      "review.requested",
      "client_secret.rotated",
      "application.updated",
      "application.created",
      "personal_token.revoked",
      "personal_token.created",
    ]);
    const sentences = events.map(describeAuditEvent);
    expect(sentences).toEqual([
      'Deleted the application "Scout".',
      'Revoked the access of "Ledger" to your account.',
      'Allowed "Ledger" to read your game data (scopes public, team).',
      'Staff lifted the suspension of "Scout".',
      'Staff suspended "Scout": Abuse.',
      'Staff approved "Scout".',
      'Requested a review of "Scout".',
      'Staff rejected the review request of "Scout": No privacy policy.',
      'Requested a review of "Scout".',
      'Rotated the client secret of "Scout"; the old secret stopped working.',
      'Changed the description of "Scout".',
      'Registered the application "Scout" (Confidential).',
      'Revoked the personal token "script".',
      'Created the personal token "script" (scopes public, team, 30 days).',
    ]);
    const everything = JSON.stringify(await db.auditEvent.findMany());
    expect(everything).not.toContain(clientSecret);
    expect(everything).not.toContain(registered.clientSecret);
    expect(everything).not.toContain(token.value);

    expect((await listAuditEvents(database, ids.demo)).map((e) => describeAuditEvent(e))).toEqual([
      'An operator approved "Ledger".',
      'Registered the application "Ledger" (Confidential).',
    ]);
    expect(await listAuditEvents(database, ids.rookie, { limit: 2 })).toHaveLength(2);
  });

  it("describes an application deleted under a manager's grant, and unknown actions by name", () => {
    expect(describeAuditEvent({ action: "grant.revoked", detail: { application: "Ledger", reason: "application_deleted" } })).toBe(
      '"Ledger" was deleted by its developer, so its access to your account ended.',
    );
    expect(describeAuditEvent({ action: "something.new", detail: null })).toBe("something.new");
  });

  it("has a sentence for every kind it lists, with counts in the right number", () => {
    for (const kind of Object.keys(AUDIT_KINDS)) {
      expect(describeAuditEvent({ action: kind, detail: { name: "X", applicationId: "x" } })).not.toBe(kind);
    }
    expect(describeAuditEvent({ action: "personal_token.created", detail: { name: "a", scopes: ["public"], days: 1 } })).toBe(
      'Created the personal token "a" (scopes public, 1 day).',
    );
    expect(describeAuditEvent({ action: "personal_token.regenerated", detail: { name: "a", scopes: ["public"], days: 30 } })).toBe(
      'Regenerated the personal token "a" (scopes public, 30 days): it has a new value, and the old one stopped working.',
    );
    expect(describeAuditEvent({ action: "application.tokens_revoked", detail: { name: "Scout", signIns: 1, managers: 1 } })).toBe(
      'Revoked every token of "Scout": 1 sign-in of 1 manager ended.',
    );
    expect(describeAuditEvent({ action: "application.tokens_revoked", detail: { name: "Scout", signIns: 3, managers: 2 } })).toBe(
      'Revoked every token of "Scout": 3 sign-ins of 2 managers ended.',
    );
  });

  it("explains a revoked sign-in and a consent with the application's name, and says which client acted", async () => {
    const db = database.prisma;
    const app = await registerApplication(database, ids.staff, applicationInput({ name: "Reuse Watch" }), at(20));
    const consent = { action: "oauth_grant.consented", detail: { applicationId: app.application.id, scopes: ["public", "team"] } };
    const reuse = { action: "oauth_chain.revoked", detail: { reason: "refresh_token_reuse", applicationId: app.application.id } };
    await db.auditEvent.create({ data: { managerId: ids.demo, subject: "x", createdAt: at(21), ...consent } });
    await db.auditEvent.create({ data: { managerId: ids.demo, subject: "y", createdAt: at(22), ...reuse } });
    const [second, first] = await listAuditEvents(database, ids.demo, { limit: 2 });
    expect(first.applicationName).toBe("Reuse Watch");
    expect(describeAuditEvent(first)).toBe('Allowed "Reuse Watch" to read your game data (scopes public, team).');
    expect(auditActor(first)).toBe("Sign-in page, for Reuse Watch");
    expect(describeAuditEvent(second)).toMatch(
      /^A refresh token of "Reuse Watch" was used twice, so every token of that sign-in was revoked\./,
    );
    expect(auditActor(second)).toBe("Token endpoint, client Reuse Watch");
    expect(auditActor({ action: "personal_token.created", detail: { name: "cli", via: "operator" } })).toBe("Operator command line");
    expect(auditActor({ action: "personal_token.created", detail: { name: "mine" } })).toBe("Developer portal");
  });

  it("filters by kind and pages beyond the newest entries", async () => {
    const db = database.prisma;
    const manager = await db.manager.create({
      data: { id: "00000000-0000-4000-8000-00000000a0d1", username: "audit-pager", passwordHash: "!" },
    });
    for (let i = 0; i < 60; i++) {
      await db.auditEvent.create({
        data: {
          managerId: manager.id,
          action: i % 3 === 0 ? "personal_token.revoked" : "personal_token.created",
          subject: String(i),
          detail: { name: `t${i}` },
          createdAt: at(100 + i),
        },
      });
    }
    expect(await countAuditEvents(database, manager.id)).toBe(60);
    const page1 = await listAuditEvents(database, manager.id, { limit: 50 });
    const page2 = await listAuditEvents(database, manager.id, { limit: 50, offset: 50 });
    expect(page1).toHaveLength(50);
    expect(page2.map((e) => e.subject)).toEqual(["9", "8", "7", "6", "5", "4", "3", "2", "1", "0"]);
    expect(await countAuditEvents(database, manager.id, "personal_token.revoked")).toBe(20);
    const revoked = await listAuditEvents(database, manager.id, { kind: "personal_token.revoked" });
    expect(revoked).toHaveLength(20);
    expect(revoked.every((e) => e.action === "personal_token.revoked")).toBe(true);
  });

  it("regenerating a token is one entry naming it", async () => {
    const token = await createPersonalToken(database, ids.demo, { name: "regen-audit", scopes: ["public"], days: 1 }, at(30));
    await regeneratePersonalToken(database, ids.demo, token.id, at(31));
    const [entry] = await listAuditEvents(database, ids.demo, { limit: 1, kind: "personal_token.regenerated" });
    expect(describeAuditEvent(entry)).toBe(
      'Regenerated the personal token "regen-audit" (scopes public, 1 day): it has a new value, and the old one stopped working.',
    );
  });
});

describe("revoking every manager's tokens of an application", () => {
  it("revokes every sign-in, keeps consents, counts managers and logs it for the owner and each manager", async () => {
    const db = database.prisma;
    const { application, clientId } = await registerApplication(database, ids.demo, applicationInput({ name: "Brake" }), at(40));
    await approveApplicationAsOperator(database, clientId, at(40.5));
    await grantThroughSignIn(database, { applicationId: application.id, managerId: ids.rookie, now: at(41) });
    await grantThroughSignIn(database, { applicationId: application.id, managerId: ids.staff, now: at(41) });
    // A second sign-in of the same manager: still one manager.
    const second = await grantThroughSignIn(database, { applicationId: application.id, managerId: ids.rookie, now: at(42) });
    expect(
      (await authenticateBearer(database, principalCacheFor(database), `Bearer ${second.tokens.access_token}`, at(42.5))).viewer.managerId,
    ).toBe(ids.rookie);
    expect(await countApplicationUsers(database, ids.demo, application.id, at(43))).toEqual({ managers: 2, signedIn: 2 });

    // Someone else's application is not found, and nothing changes.
    await expect(revokeApplicationTokens(database, ids.rookie, application.id, at(44))).rejects.toMatchObject({ code: "not_found" });
    expect(await db.tokenChain.count({ where: { applicationId: application.id, revokedAt: null } })).toBe(3);

    expect(await revokeApplicationTokens(database, ids.demo, application.id, at(45))).toEqual({ signIns: 3, managers: 2 });
    expect(await db.tokenChain.count({ where: { applicationId: application.id, revokedAt: null } })).toBe(0);
    expect(await db.accessToken.count({ where: { chain: { applicationId: application.id }, revokedAt: null } })).toBe(0);
    await expect(
      authenticateBearer(database, principalCacheFor(database), `Bearer ${second.tokens.access_token}`, at(46)),
    ).rejects.toMatchObject({ code: "invalid_token" });
    expect(await countApplicationUsers(database, ids.demo, application.id, at(46))).toEqual({ managers: 2, signedIn: 0 });

    const [owner] = await listAuditEvents(database, ids.demo, { limit: 1 });
    expect(describeAuditEvent(owner)).toBe('Revoked every token of "Brake": 3 sign-ins of 2 managers ended.');
    const [rookie] = await listAuditEvents(database, ids.rookie, { limit: 1 });
    expect(describeAuditEvent(rookie)).toBe(
      'The developer of "Brake" revoked every manager\'s tokens. Sign in again to keep using the tool.',
    );
    expect(await revokeApplicationTokens(database, ids.demo, application.id, at(47))).toEqual({ signIns: 0, managers: 0 });
  });
});
