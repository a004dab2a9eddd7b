/**
 * An independent OAuth 2.0 client library, oauth4webapi, runs the whole flow against the
 * running server, with the browser signing in as demo and consenting: discovery (RFC 8414),
 * authorization with PKCE and `iss` checked (RFC 9207), code exchange, a data call, refresh
 * rotation, reuse detection and revocation (RFC 7009). Once for a confidential web
 * application (HTTP Basic) and once for a public native one on a loopback port (RFC 8252).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import * as oauth from "oauth4webapi";
import { test, expect, type Page } from "@playwright/test";
import { runCli } from "./cli";
import { submitSignIn } from "./helpers";

const ISSUER = new URL(`http://localhost:${process.env.E2E_PORT ?? 3100}`);
const insecure = { [oauth.allowInsecureRequests]: true } as const; // the test server speaks plain http

async function discover(): Promise<oauth.AuthorizationServer> {
  return oauth.processDiscoveryResponse(ISSUER, await oauth.discoveryRequest(ISSUER, { algorithm: "oauth2", ...insecure }));
}

function registerApp(kind: "Confidential" | "Public", name: string, redirectUri: string): { clientId: string; clientSecret?: string } {
  const output = runCli("app", "create", "--owner", "demo", "--name", name, "--kind", kind, "--redirect-uri", redirectUri);
  return JSON.parse(output.trim().split("\n").at(-1)!) as { clientId: string; clientSecret?: string };
}

/** Sends the browser through sign-in and consent; resolves with the URL the redirect URI received. */
async function authorizeInBrowser(page: Page, url: URL, receive: () => Promise<URL>): Promise<URL> {
  await page.goto(url.href);
  if (new URL(page.url()).pathname === "/signin") await submitSignIn(page, "demo");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("to read your game data?");
  await page.getByRole("button", { name: "Allow" }).click();
  return receive();
}

/**
 * Already granted: the page answers at once with 303 See Other to the redirect URI and a new
 * code. Read with the browser's session, without following (Playwright routes only the first
 * request of a redirect, so the web tool's fake host could not be reached by following it).
 */
async function authorizeSilently(page: Page, url: URL): Promise<URL> {
  const response = await page.request.get(url.href, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  return new URL(response.headers()["location"]);
}

function authorizationUrl(
  as: oauth.AuthorizationServer,
  clientId: string,
  redirectUri: string,
  challenge: string,
  state: string,
  scope: string,
) {
  const url = new URL(as.authorization_endpoint!);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("scope", scope);
  url.searchParams.set("state", state);
  url.searchParams.set("code_challenge", challenge);
  url.searchParams.set("code_challenge_method", "S256");
  return url;
}

/** GET /v1/me as a resource request; a refused token answers 401 with an RFC 6750 `invalid_token` challenge. */
async function getMe(accessToken: string): Promise<{ status: number; json(): Promise<unknown> }> {
  try {
    return await oauth.protectedResourceRequest(accessToken, "GET", new URL("/v1/me", ISSUER), undefined, undefined, insecure);
  } catch (error) {
    if (!(error instanceof oauth.WWWAuthenticateChallengeError)) throw error;
    expect(error.cause[0]).toMatchObject({ scheme: "bearer", parameters: { error: "invalid_token" } });
    return error.response;
  }
}

async function expectOAuthFailure(promise: Promise<unknown>, error: string) {
  const failure = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(failure).toBeInstanceOf(oauth.ResponseBodyError);
  expect((failure as oauth.ResponseBodyError).error).toBe(error);
}

interface Flow {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  auth: oauth.ClientAuth;
  redirectUri: string;
  receive: () => Promise<URL>;
}

/** Authorize → exchange → /v1/me → refresh → reuse detected → chain dead → sign in again → revoke. */
async function runWholeFlow(page: Page, flow: Flow) {
  const { as, client, auth, redirectUri } = flow;
  expect(as.authorization_response_iss_parameter_supported).toBe(true);
  expect(as.code_challenge_methods_supported).toEqual(["S256"]);

  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = authorizationUrl(as, client.client_id, redirectUri, await oauth.calculatePKCECodeChallenge(verifier), state, "public team");
  const callback = await authorizeInBrowser(page, url, flow.receive);
  // Checks state, and iss against the discovered issuer (RFC 9207).
  const params = oauth.validateAuthResponse(as, client, callback, state);

  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, verifier, insecure),
  );
  expect(tokens.token_type.toLowerCase()).toBe("bearer");
  expect(tokens.access_token).toMatch(/^gmat_/);
  expect(tokens.refresh_token).toMatch(/^gmrt_/);
  expect(tokens.expires_in).toBe(3600);
  expect(tokens.scope).toBe("public team");

  const me = await getMe(tokens.access_token);
  expect(me.status).toBe(200);
  const body = (await me.json()) as { username: string; scopes: string[] };
  expect(body.username).toBe("demo");
  expect(body.scopes).toEqual(["Public", "Team"]);

  // The same code twice: refused.
  await expectOAuthFailure(
    oauth
      .authorizationCodeGrantRequest(as, client, auth, params, redirectUri, verifier, insecure)
      .then((r) => oauth.processAuthorizationCodeResponse(as, client, r)),
    "invalid_grant",
  );
  // ...and the tokens it gave are revoked (RFC 6749 §4.1.2); sign in again, consent is remembered.
  expect((await getMe(tokens.access_token)).status).toBe(401);
  const again = await signInAgain(page, flow, "public team");

  const refreshed = await oauth.processRefreshTokenResponse(
    as,
    client,
    await oauth.refreshTokenGrantRequest(as, client, auth, again.refresh_token!, insecure),
  );
  expect(refreshed.refresh_token).not.toBe(again.refresh_token);
  expect((await getMe(refreshed.access_token)).status).toBe(200);

  // Reuse of the spent refresh token: invalid_grant, and the whole chain is dead.
  await expectOAuthFailure(
    oauth
      .refreshTokenGrantRequest(as, client, auth, again.refresh_token!, insecure)
      .then((r) => oauth.processRefreshTokenResponse(as, client, r)),
    "invalid_grant",
  );
  expect((await getMe(refreshed.access_token)).status).toBe(401);
  await expectOAuthFailure(
    oauth
      .refreshTokenGrantRequest(as, client, auth, refreshed.refresh_token!, insecure)
      .then((r) => oauth.processRefreshTokenResponse(as, client, r)),
    "invalid_grant",
  );

  // A new sign-in, then revocation of its refresh token takes its access token along.
  const last = await signInAgain(page, flow, "public");
  expect(last.scope).toBe("public");
  expect((await getMe(last.access_token)).status).toBe(200);
  await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, last.refresh_token!, insecure));
  expect((await getMe(last.access_token)).status).toBe(401);
  await expectOAuthFailure(
    oauth
      .refreshTokenGrantRequest(as, client, auth, last.refresh_token!, insecure)
      .then((r) => oauth.processRefreshTokenResponse(as, client, r)),
    "invalid_grant",
  );
  // Revoking an unknown token still answers 200.
  await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, "gmrt_unknown", insecure));
}

/** Already granted: straight back with a code, no consent page. */
async function signInAgain(page: Page, flow: Flow, scope: string) {
  const { as, client, auth, redirectUri } = flow;
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = authorizationUrl(as, client.client_id, redirectUri, await oauth.calculatePKCECodeChallenge(verifier), state, scope);
  const callback = await authorizeSilently(page, url);
  const params = oauth.validateAuthResponse(as, client, callback, state);
  return oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, verifier, insecure),
  );
}

const WEB_REDIRECT_URI = "https://webtool.example/oauth/callback";
let webApp: { clientId: string; clientSecret?: string };
let nativeApp: { clientId: string; clientSecret?: string };

// Registered first: the CLI runs synchronously, and blocking the test process between HTTP
// calls would leave it with pooled connections the server has meanwhile closed.
test.beforeAll(() => {
  webApp = registerApp("Confidential", "E2E web tool", WEB_REDIRECT_URI);
  runCli("app", "approve", "--client-id", webApp.clientId);
  nativeApp = registerApp("Public", "E2E native tool", "http://127.0.0.1/callback");
});

test("a confidential web application (client_secret_basic) signs in, refreshes, detects reuse and revokes", async ({ page }) => {
  const redirectUri = WEB_REDIRECT_URI;
  const registered = webApp;
  expect(registered.clientSecret).toMatch(/^gmcs_/);

  const received: URL[] = [];
  await page.route("https://webtool.example/**", async (route) => {
    received.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Web tool</h1>" });
  });
  const receive = async () => {
    await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    return received.shift()!;
  };

  await runWholeFlow(page, {
    as: await discover(),
    client: { client_id: registered.clientId },
    auth: oauth.ClientSecretBasic(registered.clientSecret!),
    redirectUri,
    receive,
  });
});

test("a public native application (PKCE alone) with a loopback redirect on a random port does the same", async ({ page }) => {
  const registered = nativeApp;
  expect(registered.clientSecret).toBeUndefined();

  const received: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/callback") received.push(url); // not the browser's /favicon.ico
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end("<h1>You can close this window</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const receive = async () => {
      await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
      const url = received.shift()!;
      return new URL(`http://127.0.0.1:${port}${url.pathname}${url.search}`);
    };
    await runWholeFlow(page, {
      as: await discover(),
      client: { client_id: registered.clientId, token_endpoint_auth_method: "none" },
      auth: oauth.None(),
      redirectUri: `http://127.0.0.1:${port}/callback`,
      receive,
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
