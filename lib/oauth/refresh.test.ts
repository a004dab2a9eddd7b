/** Refresh-token rotation (RFC 6749 §6, RFC 9700 §4.14.2), and a connection cut under it, called directly: no HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashCredential } from "@/lib/auth/credentials";
import type { PresentedClient } from "@/lib/oauth/client-authentication";
import { InvalidGrant, InvalidRequest, InvalidScope } from "@/lib/oauth/errors";
import { exchangeAuthorizationCode } from "@/lib/oauth/exchange-code";
import { REFRESH_TOKEN_LIFETIME_MS } from "@/lib/oauth/lifetimes";
import { rotateRefreshToken } from "@/lib/oauth/refresh";
import type { TokenResponse } from "@/lib/oauth/tokens";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import type { Database } from "@/lib/db";
import { DatabaseUnavailable, Sql as SqlOn, StatementGroups, type Sql } from "@/lib/sql";
import { presentedClientOf, obtainCode, registerTestClient, type TestClient } from "@/lib/testing/oauth";

let database: TestDatabase;
let client: TestClient;
let oauthClient: PresentedClient;
let otherClient: PresentedClient;
const now = new Date("2026-11-18T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  database = await createTestDatabase("world");
  client = await registerTestClient(database, { approved: true });
  oauthClient = presentedClientOf(client);
  otherClient = presentedClientOf(await registerTestClient(database, { approved: true, name: "Another tool" }));
});
afterAll(() => database.drop());

async function signIn(): Promise<TokenResponse> {
  const { code, verifier, redirectUri } = await obtainCode(database, client, "rookie", now, { scopes: ["public", "team"] });
  return exchangeAuthorizationCode(database, oauthClient, { code, redirectUri, codeVerifier: verifier }, now);
}

const tokenRow = (refreshToken: string) =>
  database.prisma.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashCredential(refreshToken) }, include: { chain: true } });

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
    const access = await database.prisma.accessToken.findMany({ where: { chainId: chain.id } });
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
    expect(await database.prisma.refreshToken.count({ where: { chainId: row.chainId } })).toBe(2);
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

/**
 * The database as the OAuth code sees it, where the statement `name` loses its connection once:
 * before the server ran it, after it committed (the answer lost on the way back), or "late":
 * cut from this side while the server went on, committing 200 ms later. With `checksLost`, the
 * database stays away for that many reads of whether the pair was written.
 */
function cutOnce(name: string, when: "before" | "after" | "late", checksLost = 0): Database {
  let cut = false;
  let checks = 0;
  const lost = () =>
    new DatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }));
  const real = database.sql;
  const cutting = Object.create(real) as Sql;
  cutting.rows = (async (statement: { name?: string }, args: never) => {
    if (statement.name === "oauth_pair_written" && checks++ < checksLost) throw lost();
    if (cut || statement.name !== name) return real.rows(statement as never, args);
    cut = true;
    if (when === "after") await real.rows(statement as never, args);
    if (when === "late") {
      const connection = await database.pool.connect();
      await connection.query("BEGIN");
      await new SqlOn(connection).rows(statement as never, args);
      setTimeout(() => void connection.query("COMMIT").finally(() => connection.release()), 200);
    }
    throw lost();
  }) as Sql["rows"];
  // Its own groups too: the grouped grant statements must go through the cut.
  return { ...database, sql: cutting, groups: new StatementGroups(cutting) };
}

describe("a connection cut under the statement that spends the token", () => {
  it.each(["before", "after", "late"] as const)(
    "cut %s it ran: the refresh answers the pair written once, and the chain goes on",
    async (when) => {
      const first = await signIn();
      const next = await rotateRefreshToken(cutOnce("oauth_refresh", when), oauthClient, { refreshToken: first.refresh_token }, now);
      const spent = await tokenRow(first.refresh_token);
      expect(spent.spentAt).toEqual(now);
      expect(spent.chain.revokedAt).toBeNull();
      // One pair written, the one answered: its refresh token is the chain's next and works.
      expect(await database.prisma.refreshToken.count({ where: { chainId: spent.chainId } })).toBe(2);
      expect((await tokenRow(next.refresh_token)).chainId).toBe(spent.chainId);
      const after = await rotateRefreshToken(database, oauthClient, { refreshToken: next.refresh_token }, later(1000));
      expect(after.scope).toBe("public team");
    },
  );

  it("the database away for the first checks of what happened: they are asked again, and the pair answered", async () => {
    const first = await signIn();
    const next = await rotateRefreshToken(cutOnce("oauth_refresh", "after", 3), oauthClient, { refreshToken: first.refresh_token }, now);
    expect((await tokenRow(next.refresh_token)).chain.revokedAt).toBeNull();
    expect(await database.prisma.refreshToken.count({ where: { chainId: (await tokenRow(first.refresh_token)).chainId } })).toBe(2);
  });

  it("the database away for every check: 503 (the error thrown), and nothing called reuse", async () => {
    const first = await signIn();
    await expect(
      rotateRefreshToken(cutOnce("oauth_refresh", "before", 100), oauthClient, { refreshToken: first.refresh_token }, now),
    ).rejects.toBeInstanceOf(DatabaseUnavailable);
    const row = await tokenRow(first.refresh_token);
    expect(row.spentAt).toBeNull();
    expect(row.chain.revokedAt).toBeNull();
  });

  it.each([
    ["oauth_exchange_checked_code", "before"],
    ["oauth_exchange_checked_code", "after"],
    ["oauth_exchange_checked_code", "late"],
  ] as const)("the code's exchange (%s) cut %s it ran answers the tokens written once", async (name, when) => {
    const { code, verifier, redirectUri } = await obtainCode(database, client, "rookie", now, { scopes: ["public", "team"] });
    const tokens = await exchangeAuthorizationCode(cutOnce(name, when), oauthClient, { code, redirectUri, codeVerifier: verifier }, now);
    expect(tokens.scope).toBe("public team");
    const row = await tokenRow(tokens.refresh_token);
    expect(row.chain.revokedAt).toBeNull();
    expect(await database.prisma.tokenChain.count({ where: { authorizationCodeId: row.chain.authorizationCodeId } })).toBe(1);
  });
});
