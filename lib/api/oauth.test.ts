/**
 * The token and revocation endpoints over HTTP (the Hono app, a real PostgreSQL), grouped by
 * the spec's sections: client authentication, the code exchange, refresh rotation, revocation,
 * access tokens on the data API, methods and limits. The clock is moved, never waited for.
 */
import { config } from "@/lib/config";
import { configuredEndpointLimits } from "@/lib/quota/endpoint-limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { TestClock, principalCacheFor, testServices } from "@/lib/testing/api";
import { createApiApp, type ApiApp } from "@/lib/api/app";
import { UNLIMITED } from "@/lib/quota/limits";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { authenticateBearer } from "@/lib/auth/authenticate";
import { issueAuthorizationCode } from "@/lib/oauth/issue-code";
import { UNLIMITED_ENDPOINTS, type EndpointLimits } from "@/lib/quota/endpoint-limits";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import {
  basicAuthorization,
  clientAuthentication,
  managerIdOf,
  obtainCode,
  pkcePair,
  registerTestClient,
  type TestClient,
} from "@/lib/testing/oauth";
import type { Scope } from "@/lib/auth/scopes";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let database: TestDatabase;
const clock = new TestClock();
const errors: unknown[] = [];
let app: ApiApp;
let web: TestClient; // confidential, owned by demo, in development
let native: TestClient; // public, owned by demo, in development
let demoClubId: string;

let quota: QuotaRuntime;

function createApp(runtime: QuotaRuntime = quota) {
  // Calls are counted as in production, with limits no test here reaches unless it passes its own.
  return createApiApp(testServices(database, { now: clock.now, logError: (_id, error) => errors.push(error), quota: runtime }));
}

/** A runtime whose OAuth endpoint limits are the given ones, in a key space of its own (a fresh prefix on Redis is not needed: the test database is fresh). */
function limitedRuntime(endpointLimits: Partial<EndpointLimits>) {
  return createQuotaRuntime({
    databaseUrl: database.url,
    limits: UNLIMITED,
    endpointLimits: { ...UNLIMITED_ENDPOINTS, ...endpointLimits },
  });
}

beforeAll(async () => {
  database = await createTestDatabase("world");
  quota = createQuotaRuntime({ databaseUrl: database.url, limits: UNLIMITED, endpointLimits: UNLIMITED_ENDPOINTS });
  app = createApp();
  web = await registerTestClient(database, { kind: "Confidential" });
  native = await registerTestClient(database, { kind: "Public" });
  const club = await database.prisma.team.findFirstOrThrow({
    where: { manager: { username: "demo" }, kind: "Club" },
    select: { id: true },
  });
  demoClubId = club.id;
});
afterAll(async () => {
  expect(errors).toEqual([]);
  await quota.close();
  await database.drop();
});

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

function tokenRequest(client: TestClient, form: Record<string, string>) {
  const auth = clientAuthentication(client);
  return post("/v1/oauth/token", { ...auth.body, ...form }, auth.headers);
}

function revokeRequest(client: TestClient, token: string) {
  const auth = clientAuthentication(client);
  return post("/v1/oauth/revoke", { ...auth.body, token }, auth.headers);
}

interface TokenBody {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  scope: string;
}

async function expectTokens(response: Response): Promise<TokenBody> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("pragma")).toBe("no-cache");
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(Object.keys(body).sort()).toEqual(["access_token", "expires_in", "refresh_token", "scope", "token_type"]);
  expect(body.access_token).toMatch(/^gmat_/);
  expect(body.refresh_token).toMatch(/^gmrt_/);
  expect(body.token_type).toBe("Bearer");
  expect(body.expires_in).toBe(3600);
  return body as TokenBody;
}

async function expectOAuthError(response: Response, status: number, error: string) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(Object.keys(body).sort()).toEqual(["error", "error_description"]);
  expect(body.error).toBe(error);
  expect(body.error_description.length).toBeGreaterThan(10);
  expect(response.headers.get("cache-control")).toBe("no-store");
  if (status === 401) expect(response.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
  return body as { error: string; error_description: string };
}

/** A full sign-in: consent, then the code exchanged. */
async function signIn(client: TestClient, username = "demo", scopes: Scope[] = ["public"]) {
  const { code, verifier, redirectUri } = await obtainCode(database, client, username, clock.now(), { scopes });
  return expectTokens(
    await tokenRequest(client, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier }),
  );
}

function me(accessToken: string) {
  return app.request("/v1/me", { headers: { Authorization: `Bearer ${accessToken}` } });
}

function withClock<T>(ms: number, run: () => Promise<T>): Promise<T> {
  clock.advance(ms);
  return run().finally(() => clock.advance(-ms));
}

describe("token endpoint: the request", () => {
  it("takes a form-encoded body only", async () => {
    const auth = clientAuthentication(web);
    const json = await app.request("/v1/oauth/token", {
      method: "POST",
      headers: { ...auth.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ grant_type: "refresh_token", refresh_token: "x" }),
    });
    await expectOAuthError(json, 400, "invalid_request");
    const none = await app.request("/v1/oauth/token", { method: "POST", headers: auth.headers, body: "grant_type=refresh_token" });
    await expectOAuthError(none, 400, "invalid_request");
  });

  it("accepts a charset on the media type", async () => {
    const auth = clientAuthentication(web);
    const response = await app.request("/v1/oauth/token", {
      method: "POST",
      headers: { ...auth.headers, "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: "grant_type=refresh_token&refresh_token=gmrt_unknown",
    });
    await expectOAuthError(response, 400, "invalid_grant");
  });

  it("refuses parameters in the URL", async () => {
    const auth = clientAuthentication(web);
    const response = await post(
      "/v1/oauth/token?grant_type=refresh_token",
      { grant_type: "refresh_token", refresh_token: "x" },
      auth.headers,
    );
    await expectOAuthError(response, 400, "invalid_request");
  });

  it("refuses a repeated parameter", async () => {
    const auth = clientAuthentication(web);
    const response = await app.request("/v1/oauth/token", {
      method: "POST",
      headers: { ...auth.headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: "grant_type=refresh_token&refresh_token=a&refresh_token=b",
    });
    await expectOAuthError(response, 400, "invalid_request");
  });

  it("needs grant_type", async () => {
    await expectOAuthError(await tokenRequest(web, {}), 400, "invalid_request");
  });

  it.each(["password", "client_credentials", "implicit", "urn:ietf:params:oauth:grant-type:device_code"])(
    "answers grant_type=%s with unsupported_grant_type",
    async (grantType) => {
      await expectOAuthError(await tokenRequest(web, { grant_type: grantType }), 400, "unsupported_grant_type");
    },
  );
});

describe("token endpoint: client authentication", () => {
  it("a confidential client authenticates with HTTP Basic, form-urlencoded before Base64 (RFC 6749 §2.3.1)", async () => {
    const { code, verifier, redirectUri } = await obtainCode(database, web, "demo", clock.now());
    // Percent-encode characters that need no encoding: the server must decode them.
    const encodedId = web.clientId.replace(/_/g, "%5F");
    const header = `Basic ${Buffer.from(`${encodedId}:${web.clientSecret!.replace(/_/g, "%5F")}`).toString("base64")}`;
    const response = await post(
      "/v1/oauth/token",
      { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier },
      { Authorization: header },
    );
    await expectTokens(response);
  });

  it("a public client sends client_id in the body and no secret", async () => {
    await signIn(native);
  });

  it.each([
    ["an unknown client id", () => ({ headers: { Authorization: basicAuthorization("gmc_" + "B".repeat(49), "gmcs_x") }, body: {} })],
    ["a wrong secret", () => ({ headers: { Authorization: basicAuthorization(web.clientId, web.clientSecret! + "x") }, body: {} })],
    ["a missing secret", () => ({ headers: {}, body: { client_id: web.clientId } })],
    ["the secret in the body", () => ({ headers: {}, body: { client_id: web.clientId, client_secret: web.clientSecret! } })],
    ["no client at all", () => ({ headers: {}, body: {} })],
    ["a public client using HTTP Basic", () => ({ headers: { Authorization: basicAuthorization(native.clientId, "") }, body: {} })],
    ["a malformed Authorization header", () => ({ headers: { Authorization: "Basic %%%" }, body: {} })],
    ["a made-up client id", () => ({ headers: {}, body: { client_id: "my-client" } })],
    ["a client id with a NUL byte", () => ({ headers: {}, body: { client_id: `${native.clientId}\u0000` } })],
    ["a Basic client id with a NUL byte", () => ({ headers: { Authorization: basicAuthorization("\u0000", "gmcs_x") }, body: {} })],
  ])("answers 401 invalid_client with WWW-Authenticate: Basic for %s", async (_what, auth) => {
    const { headers, body } = auth();
    const response = await post("/v1/oauth/token", { grant_type: "refresh_token", refresh_token: "gmrt_x", ...body }, headers);
    await expectOAuthError(response, 401, "invalid_client");
  });

  it("answers invalid_client for a suspended application, and its tokens stop working", async () => {
    const client = await registerTestClient(database, { kind: "Confidential", name: "To be suspended" });
    const tokens = await signIn(client);
    expect((await me(tokens.access_token)).status).toBe(200);
    // Written past the application functions, so told to this instance's principal cache as they do.
    await database.prisma.application.update({ where: { id: client.applicationId }, data: { suspendedAt: clock.now() } });
    database.principalChanges.notify();
    await expectOAuthError(
      await tokenRequest(client, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }),
      401,
      "invalid_client",
    );
    expect((await me(tokens.access_token)).status).toBe(401);
    // Lifting the suspension restores the sign-in (nothing was revoked).
    await database.prisma.application.update({ where: { id: client.applicationId }, data: { suspendedAt: null } });
    database.principalChanges.notify();
    expect((await me(tokens.access_token)).status).toBe(200);
    await expectTokens(await tokenRequest(client, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }));
  });
});

describe("token endpoint: authorization code exchange", () => {
  it("answers exactly the spec's success body, with the granted scopes", async () => {
    const tokens = await signIn(web, "demo", ["team", "public"]);
    expect(tokens.scope).toBe("public team");
  });

  it.each([
    ["code", "invalid_request"],
    ["redirect_uri", "invalid_request"],
    ["code_verifier", "invalid_request"],
  ])("answers a missing %s with %s", async (field, error) => {
    const { code, verifier, redirectUri } = await obtainCode(database, web, "demo", clock.now());
    const form: Record<string, string> = { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier };
    delete form[field];
    await expectOAuthError(await tokenRequest(web, form), 400, error);
    // The code was not used up by the bad request.
    await expectTokens(
      await tokenRequest(web, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier }),
    );
  });

  it("answers an unknown or made-up code with invalid_grant", async () => {
    const { verifier, redirectUri } = await obtainCode(database, web, "demo", clock.now());
    for (const code of ["gmac_" + "A".repeat(49), "not-a-code"]) {
      await expectOAuthError(
        await tokenRequest(web, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier }),
        400,
        "invalid_grant",
      );
    }
  });

  it("expires codes after 5 minutes (clock moved)", async () => {
    const first = await obtainCode(database, web, "demo", clock.now());
    const second = await obtainCode(database, web, "demo", clock.now());
    await withClock(5 * MINUTE - 1000, async () => {
      await expectTokens(
        await tokenRequest(web, {
          grant_type: "authorization_code",
          code: first.code,
          redirect_uri: first.redirectUri,
          code_verifier: first.verifier,
        }),
      );
    });
    await withClock(5 * MINUTE, async () => {
      const body = await expectOAuthError(
        await tokenRequest(web, {
          grant_type: "authorization_code",
          code: second.code,
          redirect_uri: second.redirectUri,
          code_verifier: second.verifier,
        }),
        400,
        "invalid_grant",
      );
      expect(body.error_description).toMatch(/expired/);
    });
  });

  it("refuses a code issued to another client", async () => {
    const other = await registerTestClient(database, { kind: "Confidential", name: "Other client", redirectUris: [web.redirectUri] });
    const { code, verifier, redirectUri } = await obtainCode(database, web, "demo", clock.now());
    await expectOAuthError(
      await tokenRequest(other, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier }),
      400,
      "invalid_grant",
    );
    // ...and the rightful client can still use it.
    await expectTokens(
      await tokenRequest(web, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier }),
    );
  });

  it("needs the identical redirect_uri (a loopback on another port is another URI)", async () => {
    const { code, verifier, redirectUri } = await obtainCode(database, native, "demo", clock.now(), {
      redirectUri: "http://127.0.0.1:40001/callback",
    });
    for (const other of ["http://127.0.0.1:40002/callback", "http://127.0.0.1:40001/callback/", "https://tool.example.com/callback"]) {
      await expectOAuthError(
        await tokenRequest(native, { grant_type: "authorization_code", code, redirect_uri: other, code_verifier: verifier }),
        400,
        "invalid_grant",
      );
    }
    await expectTokens(
      await tokenRequest(native, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier }),
    );
  });

  it("refuses a redirect_uri with a NUL byte as another URI, and the code still works", async () => {
    const { code, verifier, redirectUri } = await obtainCode(database, web, "demo", clock.now());
    const refused = await tokenRequest(web, {
      grant_type: "authorization_code",
      code,
      redirect_uri: `${redirectUri}\u0000`,
      code_verifier: verifier,
    });
    expect((await expectOAuthError(refused, 400, "invalid_grant")).error_description).toMatch(/redirect_uri/);
    await expectTokens(
      await tokenRequest(web, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier }),
    );
  });

  it("needs the verifier of the challenge (PKCE)", async () => {
    const { code, redirectUri } = await obtainCode(database, native, "demo", clock.now());
    await expectOAuthError(
      await tokenRequest(native, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: pkcePair().verifier }),
      400,
      "invalid_grant",
    );
    await expectOAuthError(
      await tokenRequest(native, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: "short" }),
      400,
      "invalid_request",
    );
  });

  it("refuses a code presented a second time, and revokes the tokens issued from it", async () => {
    const { code, verifier, redirectUri } = await obtainCode(database, web, "demo", clock.now());
    const form = { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier };
    const tokens = await expectTokens(await tokenRequest(web, form));
    expect((await me(tokens.access_token)).status).toBe(200);
    const body = await expectOAuthError(await tokenRequest(web, form), 400, "invalid_grant");
    expect(body.error_description).toMatch(/already been used/);
    expect((await me(tokens.access_token)).status).toBe(401);
    await expectOAuthError(
      await tokenRequest(web, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }),
      400,
      "invalid_grant",
    );
  });

  it("refuses the code once the manager has revoked the tool", async () => {
    const client = await registerTestClient(database, { kind: "Public", name: "Revoked before exchange" });
    const { code, verifier, redirectUri } = await obtainCode(database, client, "demo", clock.now());
    await database.prisma.oAuthGrant.updateMany({ where: { applicationId: client.applicationId }, data: { revokedAt: clock.now() } });
    await expectOAuthError(
      await tokenRequest(client, { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier }),
      400,
      "invalid_grant",
    );
  });

  it("refuses a development application's code for anyone but its owner", async () => {
    const rookieId = await managerIdOf(database, "rookie");
    // Planted directly: the authorization page never issues one (it answers access_denied).
    const { verifier, challenge } = pkcePair();
    await database.prisma.oAuthGrant.create({ data: { managerId: rookieId, applicationId: native.applicationId, scopes: ["public"] } });
    const code = await issueAuthorizationCode(
      database,
      {
        applicationId: native.applicationId,
        managerId: rookieId,
        redirectUri: native.redirectUri,
        scopes: ["public"],
        codeChallenge: challenge,
      },
      clock.now(),
    );
    await expectOAuthError(
      await tokenRequest(native, { grant_type: "authorization_code", code, redirect_uri: native.redirectUri, code_verifier: verifier }),
      400,
      "invalid_grant",
    );
  });

  it("lets exactly one of several concurrent exchanges of one code succeed", async () => {
    const { code, verifier, redirectUri } = await obtainCode(database, web, "demo", clock.now());
    const form = { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier };
    const responses = await Promise.all(Array.from({ length: 5 }, () => tokenRequest(web, form)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.status === 400)) expect((await response.json()).error).toBe("invalid_grant");
  });
});

describe("token endpoint: refresh rotation", () => {
  it("issues a new pair and spends the old refresh token", async () => {
    const first = await signIn(web, "demo", ["public", "team"]);
    const second = await expectTokens(await tokenRequest(web, { grant_type: "refresh_token", refresh_token: first.refresh_token }));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.scope).toBe("public team");
    expect((await me(second.access_token)).status).toBe(200);
    const row = await database.prisma.refreshToken.findFirstOrThrow({
      where: { tokenHash: (await import("@/lib/auth/credentials")).hashCredential(first.refresh_token) },
    });
    expect(row.spentAt).not.toBeNull();
  });

  it("revokes the whole chain when a spent refresh token is presented again", async () => {
    const first = await signIn(web);
    const second = await expectTokens(await tokenRequest(web, { grant_type: "refresh_token", refresh_token: first.refresh_token }));
    const body = await expectOAuthError(
      await tokenRequest(web, { grant_type: "refresh_token", refresh_token: first.refresh_token }),
      400,
      "invalid_grant",
    );
    expect(body.error_description).toMatch(/sign in again/);
    // Every refresh and access token of the chain is dead.
    await expectOAuthError(
      await tokenRequest(web, { grant_type: "refresh_token", refresh_token: second.refresh_token }),
      400,
      "invalid_grant",
    );
    expect((await me(second.access_token)).status).toBe(401);
    expect((await me(first.access_token)).status).toBe(401);
    // Another sign-in of the same manager and client is untouched.
    const other = await signIn(web);
    expect((await me(other.access_token)).status).toBe(200);
  });

  it("lets exactly one of ten concurrent refreshes succeed; the others get invalid_grant and the chain is revoked (RFC 9700 §4.14.2)", async () => {
    const tokens = await signIn(native);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => tokenRequest(native, { grant_type: "refresh_token", refresh_token: tokens.refresh_token })),
    );
    const winners = responses.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((r) => r.status !== 200)) {
      expect(loser.status).toBe(400);
      expect((await loser.json()).error).toBe("invalid_grant");
    }
    // The losers presented a spent token: the chain, the winner's new pair included, is revoked.
    const won = (await winners[0].json()) as TokenBody;
    expect((await me(won.access_token)).status).toBe(401);
    await expectOAuthError(
      await tokenRequest(native, { grant_type: "refresh_token", refresh_token: won.refresh_token }),
      400,
      "invalid_grant",
    );
    const chain = await database.prisma.tokenChain.findFirstOrThrow({
      where: { refreshTokens: { some: { tokenHash: (await import("@/lib/auth/credentials")).hashCredential(tokens.refresh_token) } } },
    });
    expect(chain.revokedReason).toBe("refresh_token_reuse");
    expect(await database.prisma.refreshToken.count({ where: { chainId: chain.id } })).toBe(2);
  });

  it("narrows the scopes with an optional scope, never widens them", async () => {
    const tokens = await signIn(web, "demo", ["public", "team", "market"]);
    const narrowed = await expectTokens(
      await tokenRequest(web, { grant_type: "refresh_token", refresh_token: tokens.refresh_token, scope: "market public" }),
    );
    expect(narrowed.scope).toBe("public market");
    expect((await (await me(narrowed.access_token)).json()).scopes).toEqual(["Public", "Market"]);
    // Asking back for team (granted to the chain, not to this token) would widen it.
    const widened = await tokenRequest(web, { grant_type: "refresh_token", refresh_token: narrowed.refresh_token, scope: "public team" });
    await expectOAuthError(widened, 400, "invalid_scope");
    await expectOAuthError(
      await tokenRequest(web, { grant_type: "refresh_token", refresh_token: narrowed.refresh_token, scope: "public admin" }),
      400,
      "invalid_scope",
    );
    // A refused scope does not spend the token.
    const again = await expectTokens(await tokenRequest(web, { grant_type: "refresh_token", refresh_token: narrowed.refresh_token }));
    expect(again.scope).toBe("public market");
  });

  it("answers invalid_scope for a scope never granted", async () => {
    const tokens = await signIn(web, "demo", ["public"]);
    await expectOAuthError(
      await tokenRequest(web, { grant_type: "refresh_token", refresh_token: tokens.refresh_token, scope: "economy" }),
      400,
      "invalid_scope",
    );
  });

  it("expires refresh tokens after 90 days (clock moved), each new one counting from its own issue", async () => {
    const tokens = await signIn(web);
    const renewed = await withClock(89 * DAY, async () =>
      expectTokens(await tokenRequest(web, { grant_type: "refresh_token", refresh_token: tokens.refresh_token })),
    );
    await withClock(89 * DAY + 90 * DAY - MINUTE, async () => {
      await expectTokens(await tokenRequest(web, { grant_type: "refresh_token", refresh_token: renewed.refresh_token }));
    });
    const stale = await signIn(web);
    await withClock(90 * DAY, async () => {
      const body = await expectOAuthError(
        await tokenRequest(web, { grant_type: "refresh_token", refresh_token: stale.refresh_token }),
        400,
        "invalid_grant",
      );
      expect(body.error_description).toMatch(/expired/);
    });
  });

  it("refuses another client's refresh token without touching it", async () => {
    const tokens = await signIn(native);
    await expectOAuthError(
      await tokenRequest(web, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }),
      400,
      "invalid_grant",
    );
    await expectTokens(await tokenRequest(native, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }));
  });

  it("refuses an unknown refresh token, and one that is missing", async () => {
    await expectOAuthError(
      await tokenRequest(web, { grant_type: "refresh_token", refresh_token: "gmrt_" + "A".repeat(49) }),
      400,
      "invalid_grant",
    );
    await expectOAuthError(await tokenRequest(web, { grant_type: "refresh_token" }), 400, "invalid_request");
  });

  it("refuses refreshes once the manager revoked the tool", async () => {
    const client = await registerTestClient(database, { kind: "Public", name: "Grant revoked" });
    const tokens = await signIn(client);
    await database.prisma.oAuthGrant.updateMany({ where: { applicationId: client.applicationId }, data: { revokedAt: clock.now() } });
    await expectOAuthError(
      await tokenRequest(client, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }),
      400,
      "invalid_grant",
    );
    expect((await me(tokens.access_token)).status).toBe(401);
  });
});

describe("revocation (RFC 7009)", () => {
  it("revokes a refresh token's whole chain, access tokens included, and answers 200", async () => {
    const first = await signIn(web);
    const second = await expectTokens(await tokenRequest(web, { grant_type: "refresh_token", refresh_token: first.refresh_token }));
    const response = await revokeRequest(web, second.refresh_token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await me(second.access_token)).status).toBe(401);
    expect((await me(first.access_token)).status).toBe(401);
    await expectOAuthError(
      await tokenRequest(web, { grant_type: "refresh_token", refresh_token: second.refresh_token }),
      400,
      "invalid_grant",
    );
  });

  it("revokes an access token by itself; its refresh token still works", async () => {
    const tokens = await signIn(native);
    expect((await revokeRequest(native, tokens.access_token)).status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(401);
    const next = await expectTokens(await tokenRequest(native, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }));
    expect((await me(next.access_token)).status).toBe(200);
  });

  it("answers 200 for unknown tokens and for anything else", async () => {
    for (const token of ["gmrt_" + "A".repeat(49), "gmat_unknown", "garbage", "gmpat_" + "x".repeat(49)]) {
      expect((await revokeRequest(web, token)).status).toBe(200);
    }
  });

  it("answers 200 for another client's token but does not revoke it", async () => {
    const tokens = await signIn(native);
    expect((await revokeRequest(web, tokens.refresh_token)).status).toBe(200);
    expect((await revokeRequest(web, tokens.access_token)).status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(200);
    await expectTokens(await tokenRequest(native, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }));
  });

  it("ignores token_type_hint, even a wrong one", async () => {
    const tokens = await signIn(native);
    const auth = clientAuthentication(native);
    const response = await post(
      "/v1/oauth/revoke",
      { ...auth.body, token: tokens.refresh_token, token_type_hint: "access_token" },
      auth.headers,
    );
    expect(response.status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(401);
  });

  it("needs client authentication and the token", async () => {
    await expectOAuthError(await post("/v1/oauth/revoke", { token: "x" }), 401, "invalid_client");
    await expectOAuthError(
      await post("/v1/oauth/revoke", { token: "x" }, { Authorization: basicAuthorization(web.clientId, "wrong") }),
      401,
      "invalid_client",
    );
    await expectOAuthError(await revokeRequest(web, ""), 400, "invalid_request");
  });
});

describe("RFC 6749 §3.2: unknown parameters are ignored, a known one is never repeated", () => {
  /** Unknown parameters as clients and proxies add them: repeated, empty, oddly named. */
  const UNKNOWN = "foo=1&foo=2&foo=&utm_source=a&utm_source=b&%ZZ=1&%ZZ=2&a%5Bb%5D=x&=x&=y&resource=https%3A%2F%2Fx.example&resource=y";

  function postRaw(path: string, body: string, headers: Record<string, string> = {}) {
    return app.request(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body });
  }

  /** Every row a token or revocation request could write, to show that a refused one wrote none. */
  async function oauthRows() {
    const db = database.prisma;
    const byId = { orderBy: { id: "asc" as const } };
    return {
      grants: await db.oAuthGrant.findMany(byId),
      codes: await db.authorizationCode.findMany(byId),
      chains: await db.tokenChain.findMany(byId),
      refreshTokens: await db.refreshToken.findMany(byId),
      accessTokens: await db.accessToken.findMany(byId),
      auditEvents: await db.auditEvent.count(),
    };
  }

  it("exchanges a code and refreshes with unknown parameters, repeated or not, around the known ones", async () => {
    const { code, verifier, redirectUri } = await obtainCode(database, native, "demo", clock.now());
    const exchange = new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier });
    const tokens = await expectTokens(await postRaw("/v1/oauth/token", `${UNKNOWN}&${exchange}&client_id=${native.clientId}&${UNKNOWN}`));
    expect((await me(tokens.access_token)).status).toBe(200);
    const auth = clientAuthentication(web);
    const signedIn = await signIn(web);
    const refresh = new URLSearchParams({ grant_type: "refresh_token", refresh_token: signedIn.refresh_token });
    const next = await expectTokens(await postRaw("/v1/oauth/token", `foo=1&foo=2&${refresh}&bar=&bar=`, auth.headers));
    expect((await me(next.access_token)).status).toBe(200);
  });

  it("revokes with unknown parameters, repeated or not", async () => {
    const tokens = await signIn(native);
    const body = `${UNKNOWN}&token=${tokens.refresh_token}&client_id=${native.clientId}&foo=3`;
    expect((await postRaw("/v1/oauth/revoke", body)).status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(401);
  });

  it.each([
    ["grant_type", "grant_type=refresh_token"],
    ["refresh_token", "refresh_token=gmrt_unknown"],
    ["scope", "scope=public"],
    ["scope", "scope="],
    ["client_id", "client_id=gmc_unknown"],
    ["client_secret", "client_secret=gmcs_unknown"],
    ["code", "code=gmac_unknown"],
  ])("refuses a refresh whose %s is sent twice (%s), and spends nothing", async (name, extra) => {
    const tokens = await signIn(web, "demo", ["public", "team"]);
    const auth = clientAuthentication(web);
    const form = new URLSearchParams({ grant_type: "refresh_token", refresh_token: tokens.refresh_token, scope: "public" });
    // The repeat is the known parameter again, whatever the first one held.
    const first = form.has(name) ? form.toString() : `${form}&${name}=first`;
    const before = await oauthRows();
    const body = await expectOAuthError(
      await postRaw("/v1/oauth/token", `${first}&${UNKNOWN}&${extra}`, auth.headers),
      400,
      "invalid_request",
    );
    expect(body.error_description).toContain(`"${name}"`);
    expect(await oauthRows()).toEqual(before);
    // The refresh token was neither spent nor revoked: it still rotates once.
    await expectTokens(await tokenRequest(web, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }));
  });

  it.each(["code", "redirect_uri", "code_verifier", "grant_type", "client_id"])(
    "refuses a code exchange whose %s is sent twice, and leaves the code unspent",
    async (name) => {
      const { code, verifier, redirectUri } = await obtainCode(database, native, "demo", clock.now());
      const form = new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: native.clientId,
      });
      const before = await oauthRows();
      await expectOAuthError(await postRaw("/v1/oauth/token", `${form}&foo=1&foo=2&${name}=${form.get(name)}`), 400, "invalid_request");
      expect(await oauthRows()).toEqual(before);
      await expectTokens(await postRaw("/v1/oauth/token", form.toString()));
    },
  );

  it.each(["token", "token_type_hint", "client_id"])("refuses a revocation whose %s is sent twice, and revokes nothing", async (name) => {
    const tokens = await signIn(native);
    const form = new URLSearchParams({ token: tokens.refresh_token, token_type_hint: "refresh_token", client_id: native.clientId });
    const before = await oauthRows();
    const body = await expectOAuthError(
      await postRaw("/v1/oauth/revoke", `${form}&foo=1&foo=2&${name}=${form.get(name)}`),
      400,
      "invalid_request",
    );
    expect(body.error_description).toContain(`"${name}"`);
    expect(await oauthRows()).toEqual(before);
    expect((await me(tokens.access_token)).status).toBe(200);
    await expectTokens(await tokenRequest(native, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }));
  });

  it("refuses a confidential client's revocation whose client_secret is sent twice, and revokes nothing", async () => {
    const tokens = await signIn(web);
    const secret = encodeURIComponent(web.clientSecret!);
    const before = await oauthRows();
    const body = `token=${tokens.refresh_token}&client_id=${web.clientId}&client_secret=${secret}&bar=1&bar=1&client_secret=${secret}`;
    await expectOAuthError(await postRaw("/v1/oauth/revoke", body), 400, "invalid_request");
    expect(await oauthRows()).toEqual(before);
    expect((await me(tokens.access_token)).status).toBe(200);
  });
});

describe("access tokens on the data API", () => {
  it("GET /v1/me with a gmat_ token answers 200 with the granted scopes", async () => {
    const tokens = await signIn(web, "demo", ["public", "market"]);
    const response = await me(tokens.access_token);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.username).toBe("demo");
    expect(body.scopes).toEqual(["Public", "Market"]);
  });

  it("is held to its scopes", async () => {
    const tokens = await signIn(web, "demo", ["public"]);
    const response = await app.request(`/v1/teams/${demoClubId}/training`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("insufficient_scope");
  });

  it("expires after 1 hour (clock moved)", async () => {
    const tokens = await signIn(web);
    await withClock(HOUR - 1000, async () => expect((await me(tokens.access_token)).status).toBe(200));
    await withClock(HOUR, async () => {
      const response = await me(tokens.access_token);
      expect(response.status).toBe(401);
      expect((await response.json()).error.description).toMatch(/expired/);
      expect(response.headers.get("www-authenticate")).toContain('error="invalid_token"');
    });
  });

  it("is refused once its grant is revoked", async () => {
    const client = await registerTestClient(database, { kind: "Confidential", name: "Grant revoked later" });
    const tokens = await signIn(client);
    await database.prisma.oAuthGrant.updateMany({ where: { applicationId: client.applicationId }, data: { revokedAt: clock.now() } });
    expect((await me(tokens.access_token)).status).toBe(401);
  });

  it("is refused for an unknown token", async () => {
    const { generateCredential } = await import("@/lib/auth/credentials");
    expect((await me(generateCredential("accessToken").value)).status).toBe(401);
  });

  it("counts each manager separately per application, on the tier of the application", async () => {
    const approved = await registerTestClient(database, { kind: "Public", owner: "staff", approved: true, name: "Approved" });
    const demoTokens = await signIn(approved, "demo");
    const rookieTokens = await signIn(approved, "rookie");
    const devTokens = await signIn(native, "demo");
    const demoPrincipal = await authenticateBearer(database, principalCacheFor(database), `Bearer ${demoTokens.access_token}`, clock.now());
    const rookiePrincipal = await authenticateBearer(
      database,
      principalCacheFor(database),
      `Bearer ${rookieTokens.access_token}`,
      clock.now(),
    );
    const devPrincipal = await authenticateBearer(database, principalCacheFor(database), `Bearer ${devTokens.access_token}`, clock.now());
    expect(demoPrincipal).toMatchObject({ tokenKind: "application", tier: "full" });
    expect(devPrincipal).toMatchObject({ tokenKind: "application", tier: "development" });
    expect(demoPrincipal.clientKey).toBe(`app:${approved.applicationId}:${demoPrincipal.viewer.managerId}`);
    expect(rookiePrincipal.clientKey).not.toBe(demoPrincipal.clientKey);
    expect(devPrincipal.clientKey).not.toBe(demoPrincipal.clientKey);
  });

  it("is counted on the development quota until the application is approved, then on the full one", async () => {
    const small = createQuotaRuntime({
      endpointLimits: configuredEndpointLimits(config().quota),
      databaseUrl: database.url,
      limits: {
        development: { perMinute: 2, perDay: 100, breadthPerDay: 100 },
        full: { perMinute: 5, perDay: 100, breadthPerDay: 100 },
        tryIt: UNLIMITED.tryIt,
      },
    });
    try {
      const counted = createApiApp(testServices(database, { now: clock.now, quota: small }));
      const call = (token: string) => counted.request("/v1/me", { headers: { Authorization: `Bearer ${token}` } });
      const development = await registerTestClient(database, { kind: "Public", name: "Counted, development" });
      const approvedApp = await registerTestClient(database, { kind: "Public", name: "Counted, approved", approved: true });
      const devToken = (await signIn(development)).access_token;
      const fullToken = (await signIn(approvedApp)).access_token;
      const devStatuses = [];
      for (let i = 0; i < 3; i++) devStatuses.push((await call(devToken)).status);
      expect(devStatuses).toEqual([200, 200, 429]);
      const first = await call(fullToken);
      expect(first.headers.get("x-ratelimit-limit")).toBe("5");
      expect(first.headers.get("x-ratelimit-remaining")).toBe("4");
    } finally {
      await small.close();
    }
  });

  it("records when the grant was last used, at most once a minute", async () => {
    const client = await registerTestClient(database, { kind: "Public", name: "Last used" });
    const tokens = await signIn(client);
    await database.prisma.oAuthGrant.updateMany({ where: { applicationId: client.applicationId }, data: { lastUsedAt: null } });
    await me(tokens.access_token);
    await new Promise((r) => setTimeout(r, 100));
    const grant = await database.prisma.oAuthGrant.findFirstOrThrow({ where: { applicationId: client.applicationId } });
    expect(grant.lastUsedAt?.getTime()).toBe(clock.now().getTime());
  });
});

describe("methods on the OAuth paths", () => {
  it.each(["GET", "PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s with 405 and Allow: POST", async (method) => {
    for (const path of ["/v1/oauth/token", "/v1/oauth/revoke"]) {
      const response = await app.request(path, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect((await response.json()).error.code).toBe("method_not_allowed");
    }
  });

  it("still refuses POST on data paths, and serves GET there", async () => {
    expect((await app.request("/v1/me", { method: "POST" })).status).toBe(405);
    expect((await app.request("/v1/me")).status).toBe(401);
  });
});

describe("token endpoint limit: 20 requests per minute per address", () => {
  it("answers the 21st with 429, too_many_requests, Retry-After and the limit headers; another address is unaffected", async () => {
    const runtime = limitedRuntime({ tokenPerMinute: 20 });
    try {
      const limited = createApp(runtime);
      const send = (address: string, forwardedFor = "198.51.100.99") =>
        limited.request("/v1/oauth/token", {
          method: "POST",
          // The server's own header carries the address; X-Forwarded-For is whatever the client wrote.
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            [CLIENT_ADDRESS_HEADER]: address,
            "X-Forwarded-For": forwardedFor,
          },
          body: "grant_type=refresh_token",
        });
      const first = await send("192.0.2.1");
      expect(first.status).toBe(401);
      expect(first.headers.get("x-ratelimit-limit")).toBe("20");
      expect(first.headers.get("x-ratelimit-remaining")).toBe("19");
      expect(first.headers.get("x-ratelimit-resource")).toBe("minute");
      // A different X-Forwarded-For on every request changes nothing.
      for (let i = 1; i < 20; i++) expect((await send("192.0.2.1", `203.0.113.${i}`)).status).toBe(401);
      const refused = await send("192.0.2.1", "203.0.113.250");
      const body = await expectOAuthError(refused, 429, "too_many_requests");
      expect(body.error_description).toMatch(/at most 20 a minute/);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
      expect((await send("192.0.2.2")).status).toBe(401);
      // The minute passes: the address may ask again.
      clock.advance(MINUTE);
      expect((await send("192.0.2.1")).status).toBe(401);
    } finally {
      await runtime.close();
    }
  });

  it("takes the figure in its message from the configuration it is given", async () => {
    const runtime = limitedRuntime({ tokenPerMinute: 3 });
    try {
      const limited = createApp(runtime);
      const send = () =>
        limited.request("/v1/oauth/token", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "grant_type=refresh_token",
        });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(401);
      expect((await expectOAuthError(await send(), 429, "too_many_requests")).error_description).toMatch(/at most 3 a minute/);
    } finally {
      await runtime.close();
    }
  });
});

describe("token endpoint limit: what a refused request does not do", () => {
  it("spends no code: the code, looked up beside the client, is exchanged once the minute has passed", async () => {
    const runtime = limitedRuntime({ tokenPerMinute: 1 });
    try {
      const limited = createApp(runtime);
      const auth = clientAuthentication(web);
      const exchange = (form: Record<string, string>) =>
        limited.request("/v1/oauth/token", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: "192.0.2.77", ...auth.headers },
          body: new URLSearchParams({ ...auth.body, ...form }).toString(),
        });
      const { code, verifier, redirectUri } = await obtainCode(database, web, "demo", clock.now(), { scopes: ["public"] });
      const form = { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier };
      // The minute's one request.
      expect((await exchange({ grant_type: "refresh_token" })).status).not.toBe(429);
      await expectOAuthError(await exchange(form), 429, "too_many_requests");
      // Past the limit, a malformed request and an unknown client hear the limit first, as before.
      await expectOAuthError(await exchange({}), 429, "too_many_requests");
      const unknownClient = await limited.request("/v1/oauth/token", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: "192.0.2.77" },
        body: new URLSearchParams({ ...form, client_id: "gmc_unknown" }).toString(),
      });
      await expectOAuthError(unknownClient, 429, "too_many_requests");
      clock.advance(MINUTE);
      await expectTokens(await exchange(form));
    } finally {
      await runtime.close();
    }
  });

  it("an unknown client with a made-up code is told invalid_client, not invalid_grant", async () => {
    const response = await post("/v1/oauth/token", {
      grant_type: "authorization_code",
      code: "gmac_made_up",
      redirect_uri: "https://x.example/cb",
      code_verifier: "v",
      client_id: "gmc_unknown",
    });
    await expectOAuthError(response, 401, "invalid_client");
  });
});

describe("revocation limit: per address and per client", () => {
  it("refuses an address past its limit, before reading or authenticating anything", async () => {
    const runtime = limitedRuntime({ revokePerMinute: 3 });
    try {
      const limited = createApp(runtime);
      const tokens = await signIn(web);
      const send = (address: string, token = "gmat_unknown") => {
        const auth = clientAuthentication(web);
        return limited.request("/v1/oauth/revoke", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: address, ...auth.headers },
          body: new URLSearchParams({ ...auth.body, token }).toString(),
        });
      };
      for (let i = 0; i < 3; i++) expect((await send("192.0.2.10")).status).toBe(200);
      const refused = await send("192.0.2.10", tokens.refresh_token);
      await expectOAuthError(refused, 429, "too_many_requests");
      // Nothing was revoked by the refused request.
      expect((await me(tokens.access_token)).status).toBe(200);
    } finally {
      await runtime.close();
    }
  });

  it("refuses a client past its limit, whatever address it comes from", async () => {
    const runtime = limitedRuntime({ revokePerMinute: 3 });
    try {
      const limited = createApp(runtime);
      const send = (address: string) => {
        const auth = clientAuthentication(native);
        return limited.request("/v1/oauth/revoke", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: address, ...auth.headers },
          body: new URLSearchParams({ ...auth.body, token: "gmrt_unknown" }).toString(),
        });
      };
      for (let i = 0; i < 3; i++) expect((await send(`192.0.2.${20 + i}`)).status).toBe(200);
      const body = await expectOAuthError(await send("192.0.2.30"), 429, "too_many_requests");
      expect(body.error_description).toMatch(/this client: at most 3 a minute/);
    } finally {
      await runtime.close();
    }
  });
});

describe("request bodies are capped at 16 KB", () => {
  const big = (bytes: number) => "x".repeat(bytes);
  /** A signed-in client's form that would spend its refresh token (as a grant or a revocation), padded past the cap. */
  const oversizedSpendingForm = async () => {
    const tokens = await signIn(web);
    const auth = clientAuthentication(web);
    const form = new URLSearchParams({
      ...auth.body,
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      token: tokens.refresh_token,
      padding: big(20 * 1024),
    }).toString();
    return { tokens, auth, form };
  };

  it.each(["/v1/oauth/token", "/v1/oauth/revoke"])("%s answers 413 from Content-Length alone, in the RFC 6749 shape", async (path) => {
    const response = await app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(64 * 1024 * 1024) },
      body: "grant_type=refresh_token",
    });
    const body = await expectOAuthError(response, 413, "invalid_request");
    expect(body.error_description).toMatch(/16384 bytes/);
  });

  it.each(["/v1/oauth/token", "/v1/oauth/revoke"])("%s stops reading a chunked body at the cap, and nothing is spent", async (path) => {
    const { tokens, auth, form } = await oversizedSpendingForm();
    let pulled = 0;
    const encoded = new TextEncoder().encode(form + "&more=" + big(1024 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= encoded.length) return controller.close();
        controller.enqueue(encoded.subarray(pulled, pulled + 4096));
        pulled += 4096;
      },
    });
    const response = await app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...auth.headers },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expectOAuthError(response, 413, "invalid_request");
    expect(pulled).toBeLessThan(64 * 1024);
    // The refresh token was neither rotated nor revoked.
    const refreshed = await tokenRequest(web, { grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    await expectTokens(refreshed);
  });

  it.each(["/v1/oauth/token", "/v1/oauth/revoke"])("%s caps a body longer than its declared length, and nothing is spent", async (path) => {
    const { tokens, auth, form } = await oversizedSpendingForm();
    const response = await app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "100", ...auth.headers },
      body: form,
    });
    await expectOAuthError(response, 413, "invalid_request");
    await expectTokens(await tokenRequest(web, { grant_type: "refresh_token", refresh_token: tokens.refresh_token }));
  });

  it("accepts a body just under the cap", async () => {
    const auth = clientAuthentication(web);
    const form = new URLSearchParams({ ...auth.body, token: "gmrt_unknown" }).toString();
    const padded = form + "&padding=" + big(16 * 1024 - form.length - "&padding=".length);
    expect(Buffer.byteLength(padded)).toBe(16 * 1024);
    const response = await app.request("/v1/oauth/revoke", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...auth.headers },
      body: padded,
    });
    expect(response.status).toBe(200);
  });
});
