/**
 * The code exchange and the refresh are each one statement that authenticates the client,
 * checks every rule, spends and issues (lib/oauth/exchange-code.ts, lib/oauth/refresh.ts).
 * Here: one statement when every rule holds, and for each rule a request that breaks it alone,
 * refused with its own error and with nothing changed (no code used, no token spent, no pair
 * written, no chain revoked), except a second use, which revokes what it must and issues nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashCredential } from "@/lib/auth/credentials";
import { connectDatabase, type Database } from "@/lib/db";
import { exchangeAuthorizationCode } from "@/lib/oauth/exchange-code";
import { InvalidClient, InvalidGrant, InvalidRequest, InvalidScope } from "@/lib/oauth/errors";
import { AUTHORIZATION_CODE_LIFETIME_MS, REFRESH_TOKEN_LIFETIME_MS } from "@/lib/oauth/lifetimes";
import { presentClient, type PresentedClient } from "@/lib/oauth/client-authentication";
import { rotateRefreshToken } from "@/lib/oauth/refresh";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { basicAuthorization, obtainCode, pkcePair, presentedClientOf, registerTestClient, type TestClient } from "@/lib/testing/oauth";

let database: TestDatabase;
let confidential: TestClient;
let publicClient: TestClient;
let other: TestClient;
const now = new Date("2026-11-18T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  database = await createTestDatabase("world");
  confidential = await registerTestClient(database, { approved: true, name: "Confidential tool" });
  publicClient = await registerTestClient(database, { approved: true, kind: "Public", name: "Public tool" });
  other = await registerTestClient(database, { approved: true, name: "Other tool" });
});
afterAll(() => database.drop());

/** What a grant can change, counted: codes used, tokens written and spent, chains started and revoked. */
async function state() {
  const db = database.prisma;
  return {
    codesUsed: await db.authorizationCode.count({ where: { usedAt: { not: null } } }),
    chains: await db.tokenChain.count(),
    chainsRevoked: await db.tokenChain.count({ where: { revokedAt: { not: null } } }),
    accessTokens: await db.accessToken.count(),
    accessRevoked: await db.accessToken.count({ where: { revokedAt: { not: null } } }),
    refreshTokens: await db.refreshToken.count(),
    refreshSpent: await db.refreshToken.count({ where: { spentAt: { not: null } } }),
  };
}

/** A statement-counting view of the test database. */
async function counting<T>(run: (db: Database) => Promise<T>): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const counted = connectDatabase(database.url, { max: 2, onQuery: () => statements++ });
  try {
    const result = await run(counted);
    return { result, statements };
  } finally {
    await counted.close();
  }
}

const withSecret = (client: TestClient, secret: string): PresentedClient =>
  presentClient({ authorization: basicAuthorization(client.clientId, secret) });

/** `run` with the database changed by `change`, changed back by `undo` whatever happens. */
async function meanwhile<T>(change: () => Promise<unknown>, undo: () => Promise<unknown>, run: () => Promise<T>): Promise<T> {
  await change();
  try {
    return await run();
  } finally {
    await undo();
  }
}

const setApplication = (data: { suspendedAt?: Date | null; status?: "Development" | "Approved" }) => () =>
  database.prisma.application.update({ where: { id: confidential.applicationId }, data });

/** `run` while the confidential client's application is suspended. */
const whileSuspended = <T>(run: () => Promise<T>) =>
  meanwhile(setApplication({ suspendedAt: now }), setApplication({ suspendedAt: null }), run);

describe("the code exchange", () => {
  it("is one statement, client authentication included, for a confidential and a public client", async () => {
    for (const client of [confidential, publicClient]) {
      const { code, verifier, redirectUri } = await obtainCode(database, client, "rookie", now);
      const { result, statements } = await counting((db) =>
        exchangeAuthorizationCode(db, presentedClientOf(client), { code, redirectUri, codeVerifier: verifier }, now),
      );
      expect(result.scope).toBe("public");
      expect(statements).toBe(1);
    }
  });

  type Case = [name: string, error: unknown, message: RegExp, request: (code: Awaited<ReturnType<typeof obtainCode>>) => Promise<unknown>];
  const cases: Case[] = [
    [
      "the wrong verifier",
      InvalidGrant,
      /code_verifier does not match/,
      (c) => exchangeAuthorizationCode(database, presentedClientOf(confidential), { ...input(c), codeVerifier: pkcePair().verifier }, now),
    ],
    [
      "another redirect URI",
      InvalidGrant,
      /redirect_uri is not the one/,
      (c) => exchangeAuthorizationCode(database, presentedClientOf(confidential), { ...input(c), redirectUri: `${c.redirectUri}/x` }, now),
    ],
    [
      "an expired code",
      InvalidGrant,
      /expired/,
      (c) => exchangeAuthorizationCode(database, presentedClientOf(confidential), input(c), later(AUTHORIZATION_CODE_LIFETIME_MS)),
    ],
    [
      "another client's code",
      InvalidGrant,
      /not issued to this client/,
      (c) => exchangeAuthorizationCode(database, presentedClientOf(other), input(c), now),
    ],
    [
      "no verifier",
      InvalidRequest,
      /code_verifier is required/,
      (c) => exchangeAuthorizationCode(database, presentedClientOf(confidential), { ...input(c), codeVerifier: undefined }, now),
    ],
    [
      "a malformed verifier",
      InvalidRequest,
      /code_verifier must be 43 to 128 characters/,
      (c) => exchangeAuthorizationCode(database, presentedClientOf(confidential), { ...input(c), codeVerifier: "short" }, now),
    ],
    [
      "a redirect URI with a NUL",
      InvalidGrant,
      /redirect_uri is not the one/,
      (c) => exchangeAuthorizationCode(database, presentedClientOf(confidential), { ...input(c), redirectUri: `${c.redirectUri}\0` }, now),
    ],
    [
      "the wrong secret",
      InvalidClient,
      /secret is wrong/,
      (c) => exchangeAuthorizationCode(database, withSecret(confidential, "gmcs_wrong"), input(c), now),
    ],
    [
      "no secret from a confidential client",
      InvalidClient,
      /must authenticate with its secret/,
      (c) => exchangeAuthorizationCode(database, presentClient({ clientId: confidential.clientId }), input(c), now),
    ],
    [
      "a suspended application",
      InvalidClient,
      /suspended/,
      (c) => whileSuspended(() => exchangeAuthorizationCode(database, presentedClientOf(confidential), input(c), now)),
    ],
  ];
  const input = (c: Awaited<ReturnType<typeof obtainCode>>) => ({ code: c.code, redirectUri: c.redirectUri, codeVerifier: c.verifier });

  it.each(cases)("refuses %s, and changes nothing", async (_name, error, message, request) => {
    const code = await obtainCode(database, confidential, "rookie", now);
    const before = await state();
    const refused = request(code);
    await expect(refused).rejects.toBeInstanceOf(error);
    await expect(refused).rejects.toThrow(message);
    expect(await state()).toEqual(before);
    // The code still works for its own client, as it was sent.
    expect((await exchangeAuthorizationCode(database, presentedClientOf(confidential), input(code), now)).scope).toBe("public");
  });

  it("refuses a spent code: the chain it started is revoked, and nothing is issued", async () => {
    const code = await obtainCode(database, confidential, "rookie", now);
    await exchangeAuthorizationCode(database, presentedClientOf(confidential), input(code), now);
    const before = await state();
    await expect(exchangeAuthorizationCode(database, presentedClientOf(confidential), input(code), now)).rejects.toThrow(
      /already been used/,
    );
    expect(await state()).toEqual({ ...before, chainsRevoked: before.chainsRevoked + 1, accessRevoked: before.accessRevoked + 1 });
  });
});

describe("the refresh", () => {
  async function signIn(client: TestClient = confidential, username = "rookie") {
    const { code, verifier, redirectUri } = await obtainCode(database, client, username, now, { scopes: ["public", "team"] });
    return exchangeAuthorizationCode(database, presentedClientOf(client), { code, redirectUri, codeVerifier: verifier }, now);
  }

  it("is one statement, client authentication included, for a confidential and a public client", async () => {
    for (const client of [confidential, publicClient]) {
      const first = await signIn(client);
      const { result, statements } = await counting((db) =>
        rotateRefreshToken(db, presentedClientOf(client), { refreshToken: first.refresh_token }, now),
      );
      expect(result.scope).toBe("public team");
      expect(statements).toBe(1);
      const narrowed = await counting((db) =>
        rotateRefreshToken(db, presentedClientOf(client), { refreshToken: result.refresh_token, scope: "team" }, now),
      );
      expect(narrowed.result.scope).toBe("team");
      expect(narrowed.statements).toBe(1);
    }
  });

  type Case = [name: string, error: unknown, message: RegExp, request: (refreshToken: string) => Promise<unknown>];
  const cases: Case[] = [
    [
      "another client's token",
      InvalidGrant,
      /not issued to this client/,
      (t) => rotateRefreshToken(database, presentedClientOf(other), { refreshToken: t }, now),
    ],
    [
      "an expired token",
      InvalidGrant,
      /expired/,
      (t) => rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: t }, later(REFRESH_TOKEN_LIFETIME_MS)),
    ],
    [
      "a wider scope",
      InvalidScope,
      /was not granted "economy"/,
      (t) => rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: t, scope: "public economy" }, now),
    ],
    [
      "an unknown scope",
      InvalidScope,
      /Unknown scope "teams"/,
      (t) => rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: t, scope: "teams" }, now),
    ],
    [
      "the wrong secret",
      InvalidClient,
      /secret is wrong/,
      (t) => rotateRefreshToken(database, withSecret(confidential, "gmcs_wrong"), { refreshToken: t }, now),
    ],
    [
      "a confidential client's id without its secret",
      InvalidClient,
      /must authenticate with its secret/,
      (t) => rotateRefreshToken(database, presentClient({ clientId: confidential.clientId }), { refreshToken: t }, now),
    ],
    [
      "an unknown client",
      InvalidClient,
      /Unknown client/,
      (t) => rotateRefreshToken(database, presentClient({ clientId: "gmci_unknown" }), { refreshToken: t }, now),
    ],
    [
      "a suspended application",
      InvalidClient,
      /suspended/,
      (t) => whileSuspended(() => rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: t }, now)),
    ],
    [
      "a revoked grant",
      InvalidGrant,
      /revoked this application's access/,
      async (t) => {
        const grant = { applicationId: confidential.applicationId, revokedAt: null };
        const standing = (await database.prisma.oAuthGrant.findMany({ where: grant })).map((g) => g.id);
        return meanwhile(
          () => database.prisma.oAuthGrant.updateMany({ where: grant, data: { revokedAt: now } }),
          () => database.prisma.oAuthGrant.updateMany({ where: { id: { in: standing } }, data: { revokedAt: null } }),
          () => rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: t }, now),
        );
      },
    ],
    [
      "an application back in development, for anyone but its owner",
      InvalidGrant,
      /in development/,
      (t) =>
        meanwhile(setApplication({ status: "Development" }), setApplication({ status: "Approved" }), () =>
          rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: t }, now),
        ),
    ],
    [
      "a malformed token",
      InvalidGrant,
      /unknown/,
      () => rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: "gmrt_not-a-token" }, now),
    ],
  ];

  it.each(cases)("refuses %s, and changes nothing", async (_name, error, message, request) => {
    const { refresh_token: token } = await signIn();
    const before = await state();
    const refused = request(token);
    await expect(refused).rejects.toBeInstanceOf(error);
    await expect(refused).rejects.toThrow(message);
    expect(await state()).toEqual(before);
    expect((await database.prisma.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashCredential(token) } })).spentAt).toBeNull();
    // The token still works for its own client.
    expect((await rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: token }, now)).scope).toBe("public team");
  });

  it("refuses a spent token: its chain and every access token of it are revoked, and nothing is issued", async () => {
    const first = await signIn();
    await rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: first.refresh_token }, now);
    const before = await state();
    await expect(rotateRefreshToken(database, presentedClientOf(confidential), { refreshToken: first.refresh_token }, now)).rejects.toThrow(
      /already been used/,
    );
    expect(await state()).toEqual({ ...before, chainsRevoked: before.chainsRevoked + 1, accessRevoked: before.accessRevoked + 2 });
  });
});

/**
 * Requests that arrive together go in one statement (lib/sql/grouped.ts): each is answered as
 * if it had come alone, a refused one changes nothing, and two uses of one code or token in one
 * group are one use and a second.
 */
describe("requests that arrive together", () => {
  async function signIn() {
    const { code, verifier, redirectUri } = await obtainCode(database, confidential, "rookie", now, { scopes: ["public", "team"] });
    return exchangeAuthorizationCode(database, presentedClientOf(confidential), { code, redirectUri, codeVerifier: verifier }, now);
  }
  const outcome = (settled: PromiseSettledResult<{ scope: string }>) =>
    settled.status === "fulfilled" ? settled.value.scope : (settled.reason as Error).message;

  it("refreshes: three valid ones and five refused, in one statement: three spent, the refused token untouched", async () => {
    const tokens = [await signIn(), await signIn(), await signIn()].map((t) => t.refresh_token);
    const { refresh_token: refused } = await signIn();
    const before = await state();
    const { result, statements } = await counting((db) =>
      Promise.allSettled([
        rotateRefreshToken(db, presentedClientOf(other), { refreshToken: refused }, now),
        ...tokens.map((t) => rotateRefreshToken(db, presentedClientOf(confidential), { refreshToken: t }, now)),
        rotateRefreshToken(db, withSecret(confidential, "gmcs_wrong"), { refreshToken: refused }, now),
        rotateRefreshToken(db, presentedClientOf(confidential), { refreshToken: refused, scope: "public economy" }, now),
        rotateRefreshToken(db, presentedClientOf(confidential), { refreshToken: refused }, later(REFRESH_TOKEN_LIFETIME_MS)),
        rotateRefreshToken(db, presentedClientOf(confidential), { refreshToken: `${refused.slice(0, -1)}x` }, now),
      ]),
    );
    expect(statements).toBe(1);
    expect(result.map(outcome)).toEqual([
      expect.stringMatching(/not issued to this client/),
      "public team",
      "public team",
      "public team",
      expect.stringMatching(/secret is wrong/),
      expect.stringMatching(/was not granted "economy"/),
      expect.stringMatching(/expired/),
      expect.stringMatching(/unknown/),
    ]);
    expect(await state()).toEqual({
      ...before,
      accessTokens: before.accessTokens + 3,
      refreshTokens: before.refreshTokens + 3,
      refreshSpent: before.refreshSpent + 3,
    });
    expect((await database.prisma.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashCredential(refused) } })).spentAt).toBeNull();
  });

  it("one refresh token twice in one group: one use, and the second revokes the chain", async () => {
    const { refresh_token: token } = await signIn();
    const before = await state();
    const { result } = await counting((db) =>
      Promise.allSettled([1, 2].map(() => rotateRefreshToken(db, presentedClientOf(confidential), { refreshToken: token }, now))),
    );
    // "The refresh token has already been used…" sorts before "public team".
    expect(result.map(outcome).sort()).toEqual([expect.stringMatching(/already been used/), "public team"]);
    const spent = await database.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: hashCredential(token) },
      include: { chain: true },
    });
    expect(spent.chain.revokedAt).toEqual(now);
    expect(await state()).toEqual({
      ...before,
      accessTokens: before.accessTokens + 1,
      refreshTokens: before.refreshTokens + 1,
      refreshSpent: before.refreshSpent + 1,
      chainsRevoked: before.chainsRevoked + 1,
      accessRevoked: before.accessRevoked + 2,
    });
  });

  it("code exchanges: the valid ones in one statement, each refused one told its rule, and nothing of it changed", async () => {
    const codes = [
      await obtainCode(database, confidential, "rookie", now),
      await obtainCode(database, confidential, "rookie", now),
      await obtainCode(database, publicClient, "rookie", now),
    ];
    const refused = await obtainCode(database, confidential, "rookie", now);
    const input = (c: Awaited<ReturnType<typeof obtainCode>>) => ({ code: c.code, redirectUri: c.redirectUri, codeVerifier: c.verifier });
    const before = await state();
    const { result, statements } = await counting((db) =>
      Promise.allSettled([
        exchangeAuthorizationCode(db, presentedClientOf(confidential), { ...input(refused), codeVerifier: pkcePair().verifier }, now),
        exchangeAuthorizationCode(db, presentedClientOf(confidential), input(codes[0]), now),
        exchangeAuthorizationCode(db, presentedClientOf(confidential), { ...input(refused), redirectUri: `${refused.redirectUri}/x` }, now),
        exchangeAuthorizationCode(db, presentedClientOf(confidential), input(codes[1]), now),
        exchangeAuthorizationCode(db, presentedClientOf(other), input(refused), now),
        exchangeAuthorizationCode(db, presentedClientOf(publicClient), input(codes[2]), now),
        exchangeAuthorizationCode(db, presentedClientOf(confidential), input(refused), later(AUTHORIZATION_CODE_LIFETIME_MS)),
      ]),
    );
    expect(result.map(outcome)).toEqual([
      expect.stringMatching(/code_verifier does not match/),
      "public",
      expect.stringMatching(/redirect_uri is not the one/),
      "public",
      expect.stringMatching(/not issued to this client/),
      "public",
      expect.stringMatching(/expired/),
    ]);
    // One statement for the group, refusals included: each is told its rule from the statement's own row.
    expect(statements).toBe(1);
    expect(await state()).toEqual({
      ...before,
      codesUsed: before.codesUsed + 3,
      chains: before.chains + 3,
      accessTokens: before.accessTokens + 3,
      refreshTokens: before.refreshTokens + 3,
    });
    // The refused code still works for its own client, as it was sent.
    expect((await exchangeAuthorizationCode(database, presentedClientOf(confidential), input(refused), now)).scope).toBe("public");
  });

  it("one code twice in one group: one exchange, and the second revokes what it issued", async () => {
    const { code, verifier, redirectUri } = await obtainCode(database, confidential, "rookie", now);
    const before = await state();
    const { result } = await counting((db) =>
      Promise.allSettled(
        [1, 2].map(() =>
          exchangeAuthorizationCode(db, presentedClientOf(confidential), { code, redirectUri, codeVerifier: verifier }, now),
        ),
      ),
    );
    // "The authorization code has already been used…" sorts before "public".
    expect(result.map(outcome).sort()).toEqual([expect.stringMatching(/already been used/), "public"]);
    expect(await state()).toEqual({
      ...before,
      codesUsed: before.codesUsed + 1,
      chains: before.chains + 1,
      chainsRevoked: before.chainsRevoked + 1,
      accessTokens: before.accessTokens + 1,
      accessRevoked: before.accessRevoked + 1,
      refreshTokens: before.refreshTokens + 1,
    });
  });
});
