/** Refresh-token rotation (RFC 6749 §6, RFC 9700 §4.14.2), called directly: no HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashCredential } from "@/lib/auth/credentials";
import type { OAuthClient } from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest, InvalidScope } from "@/lib/oauth/errors";
import { exchangeAuthorizationCode } from "@/lib/oauth/exchange-code";
import { REFRESH_TOKEN_LIFETIME_MS } from "@/lib/oauth/lifetimes";
import { rotateRefreshToken } from "@/lib/oauth/refresh";
import type { TokenResponse } from "@/lib/oauth/tokens";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { oauthClientOf, obtainCode, registerTestClient, type TestClient } from "@/lib/testing/oauth";

let database: TestDatabase;
let client: TestClient;
let oauthClient: OAuthClient;
let otherClient: OAuthClient;
const now = new Date("2026-11-18T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  database = await createTestDatabase("world");
  client = await registerTestClient(database, { approved: true });
  oauthClient = await oauthClientOf(database, client);
  otherClient = await oauthClientOf(database, await registerTestClient(database, { approved: true, name: "Another tool" }));
});
afterAll(() => database.drop());

async function signIn(): Promise<TokenResponse> {
  const { code, verifier, redirectUri } = await obtainCode(database, client, "rookie", now, { scopes: ["public", "team"] });
  return exchangeAuthorizationCode(database, oauthClient, { code, redirectUri, codeVerifier: verifier }, now);
}

const tokenRow = (refreshToken: string) =>
  database.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashCredential(refreshToken) }, include: { chain: true } });

describe("rotating a refresh token", () => {
  it("spends the token and issues the chain's next pair, 90 days from now", async () => {
    const first = await signIn();
    const at = later(60_000);
    const next = await rotateRefreshToken(database, oauthClient, { refreshToken: first.refresh_token }, at);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.scope).toBe("public team");
    const spent = await tokenRow(first.refresh_token);
    const fresh = await tokenRow(next.refresh_token);
    expect(spent.spentAt).toEqual(at);
    expect(fresh).toMatchObject({ chainId: spent.chainId, spentAt: null, expiresAt: later(60_000 + REFRESH_TOKEN_LIFETIME_MS) });
  });

  it("narrows the scopes on request and refuses to widen them, without spending the token", async () => {
    const first = await signIn();
    await expect(
      rotateRefreshToken(database, oauthClient, { refreshToken: first.refresh_token, scope: "public economy" }, now),
    ).rejects.toBeInstanceOf(InvalidScope);
    expect((await tokenRow(first.refresh_token)).spentAt).toBeNull();
    const narrowed = await rotateRefreshToken(database, oauthClient, { refreshToken: first.refresh_token, scope: "public" }, now);
    expect(narrowed.scope).toBe("public");
  });

  it("a spent token presented again revokes the whole chain: every refresh and access token of the sign-in", async () => {
    const first = await signIn();
    const second = await rotateRefreshToken(database, oauthClient, { refreshToken: first.refresh_token }, now);
    await expect(rotateRefreshToken(database, oauthClient, { refreshToken: first.refresh_token }, later(1000))).rejects.toThrow(
      /already been used/,
    );
    const chain = (await tokenRow(second.refresh_token)).chain;
    expect(chain).toMatchObject({ revokedAt: later(1000), revokedReason: "refresh_token_reuse" });
    const access = await database.db.accessToken.findMany({ where: { chainId: chain.id } });
    expect(access.length).toBe(2);
    for (const token of access) expect(token.revokedAt).toEqual(later(1000));
    await expect(rotateRefreshToken(database, oauthClient, { refreshToken: second.refresh_token }, later(2000))).rejects.toThrow(/revoked/);
  });

  it("of two concurrent refreshes of one token exactly one succeeds, and the race revokes the chain", async () => {
    const first = await signIn();
    const outcomes = await Promise.allSettled([
      rotateRefreshToken(database, oauthClient, { refreshToken: first.refresh_token }, now),
      rotateRefreshToken(database, oauthClient, { refreshToken: first.refresh_token }, now),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect((outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult).reason).toBeInstanceOf(InvalidGrant);
    const row = await tokenRow(first.refresh_token);
    expect(row.chain.revokedReason).toBe("refresh_token_reuse");
    expect(await database.db.refreshToken.count({ where: { chainId: row.chainId } })).toBe(2);
  });

  it.each([
    ["no token", () => ({ refreshToken: undefined }), InvalidRequest, /required/],
    ["a made-up token", () => ({ refreshToken: "gmrt_nothing" }), InvalidGrant, /unknown/],
  ])("refuses %s", async (_case, input, error, message) => {
    const attempt = rotateRefreshToken(database, oauthClient, input(), now);
    await expect(attempt).rejects.toBeInstanceOf(error);
    await expect(attempt).rejects.toThrow(message);
  });

  it("refuses another client's token and leaves it unspent, and refuses an expired one", async () => {
    const first = await signIn();
    await expect(rotateRefreshToken(database, otherClient, { refreshToken: first.refresh_token }, now)).rejects.toThrow(
      /not issued to this client/,
    );
    expect((await tokenRow(first.refresh_token)).spentAt).toBeNull();
    await expect(
      rotateRefreshToken(database, oauthClient, { refreshToken: first.refresh_token }, later(REFRESH_TOKEN_LIFETIME_MS)),
    ).rejects.toThrow(/expired/);
  });
});
