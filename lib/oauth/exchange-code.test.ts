/** Code exchange (RFC 6749 §4.1.3, RFC 7636 §4.6), called directly: no HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashCredential } from "@/lib/auth/credentials";
import { exchangeAuthorizationCode } from "@/lib/oauth/exchange-code";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";
import { ACCESS_TOKEN_LIFETIME_SECONDS, AUTHORIZATION_CODE_LIFETIME_MS, REFRESH_TOKEN_LIFETIME_MS } from "@/lib/oauth/lifetimes";
import type { PresentedClient } from "@/lib/oauth/client-authentication";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { issueAuthorizationCode } from "@/lib/oauth/issue-code";
import {
  authorizeContext,
  authorizeQuery,
  managerIdOf,
  presentedClientOf,
  obtainCode,
  pkcePair,
  registerTestClient,
  type TestClient,
} from "@/lib/testing/oauth";
import { connectDatabase } from "@/lib/db";
import { decideAuthorization } from "@/lib/oauth/authorize";

let database: TestDatabase;
let client: TestClient;
let oauthClient: PresentedClient;
let otherClient: PresentedClient;
const now = new Date("2026-11-18T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase("world");
  client = await registerTestClient(database, { approved: true });
  oauthClient = presentedClientOf(client);
  otherClient = presentedClientOf(await registerTestClient(database, { approved: true, name: "Another tool" }));
});
afterAll(() => database.drop());

const signIn = () => obtainCode(database, client, "rookie", now, { scopes: ["public", "team"] });

describe("exchanging an authorization code", () => {
  it("issues a chain's first pair with the spec's lifetimes, uses the code up and marks the grant used", async () => {
    const { code, verifier, redirectUri } = await signIn();
    const tokens = await exchangeAuthorizationCode(database, oauthClient, { code, redirectUri, codeVerifier: verifier }, now);
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, scope: "public team" });

    const row = await database.prisma.authorizationCode.findUniqueOrThrow({ where: { codeHash: hashCredential(code) } });
    expect(row.usedAt).toEqual(now);
    const refresh = await database.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: hashCredential(tokens.refresh_token) },
      include: { chain: { include: { grant: true } } },
    });
    expect(refresh.expiresAt.getTime() - now.getTime()).toBe(REFRESH_TOKEN_LIFETIME_MS);
    expect(refresh.chain).toMatchObject({ authorizationCodeId: row.id, revokedAt: null, scopes: ["public", "team"] });
    expect(refresh.chain.grant.lastUsedAt).toEqual(now);
    const access = await database.prisma.accessToken.findUniqueOrThrow({ where: { tokenHash: hashCredential(tokens.access_token) } });
    expect(access).toMatchObject({ chainId: refresh.chainId, expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000) });
  });

  it.each([
    ["no code", { code: undefined }, InvalidRequest],
    ["no redirect_uri", { redirectUri: undefined }, InvalidRequest],
    ["no code_verifier", { codeVerifier: undefined }, InvalidRequest],
    ["a made-up code", { code: "gmac_nothing" }, InvalidGrant],
    ["another redirect URI", { redirectUri: "https://tool.example.com/other" }, InvalidGrant],
    ["the wrong verifier", { codeVerifier: "x".repeat(43) }, InvalidGrant],
  ])("refuses %s and leaves the code unused", async (_case, change, error) => {
    const { code, verifier, redirectUri } = await signIn();
    const attempt = exchangeAuthorizationCode(database, oauthClient, { code, redirectUri, codeVerifier: verifier, ...change }, now);
    await expect(attempt).rejects.toBeInstanceOf(error);
    expect((await database.prisma.authorizationCode.findUniqueOrThrow({ where: { codeHash: hashCredential(code) } })).usedAt).toBeNull();
  });

  it("refuses another client's code, and a code 5 minutes old", async () => {
    const { code, verifier, redirectUri } = await signIn();
    const input = { code, redirectUri, codeVerifier: verifier };
    await expect(exchangeAuthorizationCode(database, otherClient, input, now)).rejects.toThrow(/not issued to this client/);
    const expired = new Date(now.getTime() + AUTHORIZATION_CODE_LIFETIME_MS);
    await expect(exchangeAuthorizationCode(database, oauthClient, input, expired)).rejects.toThrow(/expired/);
  });

  it("a second use is refused and revokes what the first one issued", async () => {
    const { code, verifier, redirectUri } = await signIn();
    const input = { code, redirectUri, codeVerifier: verifier };
    const first = await exchangeAuthorizationCode(database, oauthClient, input, now);
    await expect(exchangeAuthorizationCode(database, oauthClient, input, now)).rejects.toThrow(/already been used/);
    const access = await database.prisma.accessToken.findUniqueOrThrow({
      where: { tokenHash: hashCredential(first.access_token) },
      include: { chain: true },
    });
    expect(access.revokedAt).not.toBeNull();
    expect(access.chain.revokedReason).toBe("authorization_code_reuse");
  });

  it("of two concurrent exchanges of one code exactly one succeeds, and its tokens are revoked", async () => {
    const { code, verifier, redirectUri } = await signIn();
    const input = { code, redirectUri, codeVerifier: verifier };
    const outcomes = await Promise.allSettled([
      exchangeAuthorizationCode(database, oauthClient, input, now),
      exchangeAuthorizationCode(database, oauthClient, input, now),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(InvalidGrant);
    const row = await database.prisma.authorizationCode.findUniqueOrThrow({
      where: { codeHash: hashCredential(code) },
      include: { chains: true },
    });
    expect(row.chains).toHaveLength(1);
    expect(row.chains[0].revokedReason).toBe("authorization_code_reuse");
  });

  it("costs one statement when every rule holds", async () => {
    const { connectDatabase } = await import("@/lib/db");
    let statements = 0;
    const counted = connectDatabase(database.url, { max: 2, onQuery: () => statements++ });
    try {
      const { code, verifier, redirectUri } = await signIn();
      statements = 0;
      await exchangeAuthorizationCode(counted, oauthClient, { code, redirectUri, codeVerifier: verifier }, now);
      expect(statements).toBe(1);
    } finally {
      await counted.close();
    }
  });

  it("refuses a code whose grant was revoked, and a development application's code for anyone but its owner, spending neither", async () => {
    const revoking = await registerTestClient(database, { approved: true, name: "Revoked tool" });
    const revokedCode = await obtainCode(database, revoking, "rookie", now);
    await database.prisma.oAuthGrant.updateMany({ where: { applicationId: revoking.applicationId }, data: { revokedAt: now } });
    const revokedInput = { code: revokedCode.code, redirectUri: revokedCode.redirectUri, codeVerifier: revokedCode.verifier };
    await expect(exchangeAuthorizationCode(database, presentedClientOf(revoking), revokedInput, now)).rejects.toThrow(/revoked/);

    // Planted directly: the authorization endpoint never issues one (it answers access_denied).
    const development = await registerTestClient(database, { owner: "demo", name: "Development tool" });
    const rookieId = (await database.prisma.manager.findUniqueOrThrow({ where: { username: "rookie" } })).id;
    await database.prisma.oAuthGrant.create({
      data: { managerId: rookieId, applicationId: development.applicationId, scopes: ["public"] },
    });
    const { verifier, challenge } = pkcePair();
    const planted = await issueAuthorizationCode(
      database,
      {
        applicationId: development.applicationId,
        managerId: rookieId,
        redirectUri: development.redirectUri,
        scopes: ["public"],
        codeChallenge: challenge,
      },
      now,
    );
    const plantedInput = { code: planted, redirectUri: development.redirectUri, codeVerifier: verifier };
    await expect(exchangeAuthorizationCode(database, presentedClientOf(development), plantedInput, now)).rejects.toThrow(/in development/);

    for (const code of [revokedCode.code, planted]) {
      expect((await database.prisma.authorizationCode.findUniqueOrThrow({ where: { codeHash: hashCredential(code) } })).usedAt).toBeNull();
    }
    expect(
      await database.prisma.tokenChain.count({ where: { applicationId: { in: [revoking.applicationId, development.applicationId] } } }),
    ).toBe(0);
  });

  it("a code's insert skips only its own WAL flush: the connection keeps the durable commit for what follows", async () => {
    // One connection, so every statement below runs on the one that issued the codes.
    const single = connectDatabase(database.url, { max: 1 });
    try {
      const durability = async () =>
        (await single.pool.query<{ synchronous_commit: string }>("SHOW synchronous_commit")).rows[0].synchronous_commit;
      // Issued on consent (its own statement), then ahead of the decision for a granted manager (the lookup's statement).
      const consented = await obtainCode(single, client, "rookie", now, { scopes: ["public"] });
      expect(await durability()).toBe("on");
      const { verifier, challenge } = pkcePair();
      const outcome = await decideAuthorization(authorizeContext(single, now), authorizeQuery(client, { scopes: ["public"], challenge }), {
        id: await managerIdOf(single, "rookie"),
      });
      expect(outcome.kind).toBe("redirect");
      expect(await durability()).toBe("on");
      const ahead = new URL((outcome as { location: string }).location).searchParams.get("code")!;
      for (const [code, codeVerifier] of [
        [consented.code, consented.verifier],
        [ahead, verifier],
      ]) {
        expect(
          await exchangeAuthorizationCode(single, oauthClient, { code, redirectUri: client.redirectUri, codeVerifier }, now),
        ).toMatchObject({ scope: "public" });
      }
      expect(await durability()).toBe("on");
    } finally {
      await single.close();
    }
  });
});
