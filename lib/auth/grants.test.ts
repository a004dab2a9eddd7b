import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { listGrants, revokeGrant } from "@/lib/auth/grants";
import { registerApplication } from "@/lib/applications/register-application";
import { approveApplicationAsOperator } from "@/lib/applications/review-application";
import { applicationInput, consentThroughSignIn, demoAccounts, grantThroughSignIn } from "@/lib/testing/applications";

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof demoAccounts>>;
const t0 = new Date("2026-11-18T12:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase("world");
  ids = await demoAccounts(database);
});
afterAll(() => database.drop());

/** An approved application of demo's, so that rookie may sign in to it. */
async function app(name: string) {
  const registered = await registerApplication(
    database,
    ids.demo,
    applicationInput({ name, website: `https://${name.toLowerCase()}.example` }),
    t0,
  );
  await approveApplicationAsOperator(database, registered.clientId, t0);
  return registered.application;
}

describe("the tools a manager allowed", () => {
  it("lists active grants with the application's name, website and owner, scopes, granted at and last used", async () => {
    const scout = await app("Scout");
    const ledger = await app("Ledger");
    const gone = await app("Gone");
    // Allowed but never signed in with: the code was not exchanged, so the grant was never used.
    await consentThroughSignIn(database, { applicationId: scout.id, managerId: ids.rookie, now: at(1), scopes: ["public"] });
    const used = await grantThroughSignIn(database, {
      applicationId: ledger.id,
      managerId: ids.rookie,
      now: at(2),
      scopes: ["public", "economy"],
    });
    await database.prisma.oAuthGrant.update({ where: { id: used.grant.id }, data: { lastUsedAt: at(30) } });
    const revoked = await grantThroughSignIn(database, { applicationId: gone.id, managerId: ids.rookie, now: at(3) });
    await database.prisma.oAuthGrant.update({ where: { id: revoked.grant.id }, data: { revokedAt: at(4) } });

    const grants = await listGrants(database, ids.rookie);
    expect(grants).toEqual([
      {
        id: used.grant.id,
        // In development, so in no directory.
        application: {
          id: ledger.id,
          name: "Ledger",
          website: "https://ledger.example",
          owner: "demo",
          suspended: false,
          directoryPath: null,
        },
        scopes: ["public", "economy"],
        grantedAt: at(2),
        lastUsedAt: at(30),
      },
      expect.objectContaining({ application: expect.objectContaining({ name: "Scout" }), grantedAt: at(1), lastUsedAt: null }),
    ]);
    expect(await listGrants(database, ids.staff)).toEqual([]);
  });

  it("revoking a grant revokes its chains and access tokens, and records it", async () => {
    const tool = await app("Revocable");
    const fixture = await grantThroughSignIn(database, { applicationId: tool.id, managerId: ids.rookie, now: at(1) });
    // A second sign-in of the same grant: both chains must go.
    const { chain: chain2 } = await grantThroughSignIn(database, { applicationId: tool.id, managerId: ids.rookie, now: at(2) });
    expect(chain2.grantId).toBe(fixture.grant.id);

    await revokeGrant(database, ids.rookie, fixture.grant.id, at(5));

    expect((await database.prisma.oAuthGrant.findUniqueOrThrow({ where: { id: fixture.grant.id } })).revokedAt).toEqual(at(5));
    for (const id of [fixture.chain.id, chain2.id]) {
      expect(await database.prisma.tokenChain.findUniqueOrThrow({ where: { id } })).toMatchObject({
        revokedAt: at(5),
        revokedReason: "grant_revoked",
      });
    }
    expect((await database.prisma.accessToken.findUniqueOrThrow({ where: { id: fixture.accessToken.id } })).revokedAt).toEqual(at(5));
    // The refresh token stays unspent; its chain's revocation is what makes it answer invalid_grant.
    const refresh = await database.prisma.refreshToken.findUniqueOrThrow({
      where: { id: fixture.refreshToken.id },
      include: { chain: true },
    });
    expect(refresh.chain.revokedAt).toEqual(at(5));
    expect((await listGrants(database, ids.rookie)).some((g) => g.id === fixture.grant.id)).toBe(false);

    const event = await database.prisma.auditEvent.findFirstOrThrow({ where: { subject: fixture.grant.id, action: "grant.revoked" } });
    expect(event).toMatchObject({ managerId: ids.rookie, action: "grant.revoked", createdAt: at(5), detail: { application: "Revocable" } });

    await expect(revokeGrant(database, ids.rookie, fixture.grant.id, at(6))).rejects.toMatchObject({ code: "not_found" });
  });

  it("answers not_found for another manager's grant and revokes nothing", async () => {
    const tool = await app("Foreign");
    const fixture = await grantThroughSignIn(database, { applicationId: tool.id, managerId: ids.rookie, now: at(1) });
    // Not even the application's owner may withdraw a manager's consent.
    await expect(revokeGrant(database, ids.demo, fixture.grant.id, at(2))).rejects.toMatchObject({ code: "not_found" });
    await expect(revokeGrant(database, ids.demo, "nonsense", at(2))).rejects.toMatchObject({ code: "not_found" });
    expect((await database.prisma.oAuthGrant.findUniqueOrThrow({ where: { id: fixture.grant.id } })).revokedAt).toBeNull();
    expect((await database.prisma.tokenChain.findUniqueOrThrow({ where: { id: fixture.chain.id } })).revokedAt).toBeNull();
    expect((await database.prisma.accessToken.findUniqueOrThrow({ where: { id: fixture.accessToken.id } })).revokedAt).toBeNull();
  });
});
