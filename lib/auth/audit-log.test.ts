import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { describeAuditEvent, listAuditEvents } from "@/lib/auth/audit-log";
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
  ids = await demoAccounts(database.db);
});
afterAll(() => database.drop());

describe("the credential audit log", () => {
  it("records every change on the owner's log, newest first, each with a sentence and no secret", async () => {
    const db = database.db;
    const token = await createPersonalToken(db, ids.rookie, { name: "script", scopes: ["public", "team"], days: 30 }, at(0));
    await revokePersonalToken(db, ids.rookie, token.id, at(1));
    const registered = await registerApplication(db, ids.rookie, applicationInput({ name: "Scout" }), at(2));
    const appId = registered.application.id;
    await updateApplication(db, ids.rookie, appId, applicationInput({ name: "Scout", description: "New words." }), at(3));
    const { clientSecret } = await rotateClientSecret(db, ids.rookie, appId, at(4));
    await requestReview(db, ids.rookie, appId, {}, at(5));
    await rejectApplication(db, ids.staff, appId, { reason: "No privacy policy." }, at(6));
    await requestReview(db, ids.rookie, appId, {}, at(7));
    await approveApplication(db, ids.staff, appId, at(8));
    await suspendApplication(db, ids.staff, appId, { reason: "Abuse." }, at(9));
    await liftSuspension(db, ids.staff, appId, at(10));
    const other = await registerApplication(db, ids.demo, applicationInput({ name: "Ledger" }), at(11));
    await approveApplicationAsOperator(db, other.clientId, at(11.5));
    const { grant } = await grantThroughSignIn(db, { applicationId: other.application.id, managerId: ids.rookie, now: at(12) });
    await revokeGrant(db, ids.rookie, grant.id, at(13));
    await deleteApplication(db, ids.rookie, appId, at(14));

    const events = await listAuditEvents(db, ids.rookie, { limit: 50 });
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
      "Allowed an application to read your account (scopes public, team).",
      'Staff lifted the suspension of "Scout".',
      'Staff suspended "Scout": Abuse.',
      'Staff approved "Scout".',
      'Requested a review of "Scout".',
      'Staff rejected the review request of "Scout": No privacy policy.',
      'Requested a review of "Scout".',
      'Rotated the client secret of "Scout"; the old secret stopped working.',
      'Changed the description of "Scout".',
      'Registered the application "Scout" (Confidential).',
      "Revoked a personal token.",
      'Created the personal token "script" (scopes public, team, 30 days).',
    ]);
    const everything = JSON.stringify(await db.auditEvent.findMany());
    expect(everything).not.toContain(clientSecret);
    expect(everything).not.toContain(registered.clientSecret);
    expect(everything).not.toContain(token.value);

    expect((await listAuditEvents(db, ids.demo)).map((e) => describeAuditEvent(e))).toEqual([
      'An operator approved "Ledger".',
      'Registered the application "Ledger" (Confidential).',
    ]);
    expect(await listAuditEvents(db, ids.rookie, { limit: 2 })).toHaveLength(2);
  });

  it("describes an application deleted under a manager's grant, and unknown actions by name", () => {
    expect(describeAuditEvent({ action: "grant.revoked", detail: { application: "Ledger", reason: "application_deleted" } })).toBe(
      '"Ledger" was deleted by its developer, so its access to your account ended.',
    );
    expect(describeAuditEvent({ action: "something.new", detail: null })).toBe("something.new");
  });
});
