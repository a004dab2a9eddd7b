/**
 * The sign-in and consent page (GET /oauth/authorize) in a real browser against the
 * production build: signing in and coming back, the consent page, Allow and Deny, skipping
 * consent once granted, prompt=consent, and requests that must never be redirected.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test, expect, type Page } from "@playwright/test";
import { registerApplication } from "./cli";
import { submitSignIn } from "./helpers";

interface Loopback {
  redirectUri: string;
  hits: URL[];
  close(): Promise<void>;
}

/** The native app's side: a one-page server on a random loopback port (RFC 8252 §7.3). */
async function startLoopback(): Promise<Loopback> {
  const hits: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/callback") hits.push(url); // not the browser's /favicon.ico
    response.writeHead(200, { "Content-Type": "text/html" });
    response.end("<!doctype html><title>Tool</title><h1>Back in the tool</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { redirectUri: `http://127.0.0.1:${port}/callback`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function registerApp(name: string, redirectUri: string): string {
  return registerApplication(
    "demo",
    name,
    "Public",
    redirectUri,
    "--description",
    "Shows your roster on your phone.",
    "--website",
    "https://rostertool.example",
  );
}

function authorizePath(clientId: string, redirectUri: string, options: { scope?: string; state?: string; prompt?: string } = {}) {
  const verifier = crypto.randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: options.scope ?? "public team",
    state: options.state ?? crypto.randomBytes(8).toString("hex"),
    code_challenge: crypto.createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  });
  if (options.prompt) query.set("prompt", options.prompt);
  return `/oauth/authorize?${query}`;
}

async function signInThrough(page: Page, path: string, username = "demo") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin\?/);
  await submitSignIn(page, username);
}

async function waitForHit(loopback: Loopback, count: number) {
  await expect.poll(() => loopback.hits.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return loopback.hits[count - 1];
}

test.describe.serial("the consent page", () => {
  let loopback: Loopback;
  let clientId: string;
  const ISSUER = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

  test.beforeAll(async () => {
    loopback = await startLoopback();
    clientId = registerApp("Roster Pocket", "http://127.0.0.1/callback");
  });
  test.afterAll(async () => {
    await loopback?.close();
  });

  test("a signed-out manager signs in and comes back to the very same authorize URL", async ({ page }) => {
    const path = authorizePath(clientId, loopback.redirectUri, { state: "come-back" });
    await page.goto(path);
    const signin = new URL(page.url());
    expect(signin.pathname).toBe("/signin");
    expect(signin.searchParams.get("callbackUrl")).toBe(path);
    await submitSignIn(page, "demo");
    await page.waitForURL((url) => url.pathname + url.search === path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Allow Roster Pocket to read your game data?");
  });

  test("shows who asks and every requested scope in plain words, and cannot be framed", async ({ page }) => {
    const path = authorizePath(clientId, loopback.redirectUri, { scope: "public team market" });
    await signInThrough(page, path);
    await page.waitForURL((url) => url.pathname === "/oauth/authorize");
    const response = await page.request.get(path);
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

    const app = page.getByRole("region", { name: "The application" });
    await expect(app.getByRole("heading", { name: "Roster Pocket" })).toBeVisible();
    await expect(app).toContainText("Shows your roster on your phone.");
    await expect(app.getByRole("link", { name: "https://rostertool.example" })).toHaveAttribute("href", "https://rostertool.example");
    await expect(app).toContainText("Made by");
    await expect(app).toContainText("demo");
    await expect(app).toContainText("In development");
    await expect(app).toContainText("127.0.0.1");
    const scopes = page.getByRole("list", { name: "Requested scopes" }).getByRole("listitem");
    await expect(scopes).toHaveCount(3);
    await expect(scopes.nth(0)).toContainText("Public");
    await expect(scopes.nth(0)).toContainText("Your username and teams");
    await expect(scopes.nth(1)).toContainText("Team");
    await expect(scopes.nth(1)).toContainText("Your own players' skills");
    await expect(scopes.nth(2)).toContainText("Market");
    await expect(scopes.nth(2)).toContainText("The transfer list");
    await expect(page.getByRole("button", { name: "Allow" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Deny" })).toBeVisible();
  });

  test("Deny sends error=access_denied, the state and iss to the redirect URI", async ({ page }) => {
    const before = loopback.hits.length;
    await signInThrough(page, authorizePath(clientId, loopback.redirectUri, { state: "deny-me" }));
    await page.getByRole("button", { name: "Deny" }).click();
    const hit = await waitForHit(loopback, before + 1);
    expect(hit.pathname).toBe("/callback");
    expect(hit.searchParams.get("error")).toBe("access_denied");
    expect(hit.searchParams.get("state")).toBe("deny-me");
    expect(hit.searchParams.get("iss")).toBe(ISSUER);
    expect(hit.searchParams.has("code")).toBe(false);
    await expect(page.getByRole("heading", { name: "Back in the tool" })).toBeVisible();
  });

  test("Allow sends a code, the state and iss to the redirect URI", async ({ page }) => {
    const before = loopback.hits.length;
    await signInThrough(page, authorizePath(clientId, loopback.redirectUri, { state: "allow-me" }));
    const navigation = page.waitForRequest((request) => request.url().startsWith(loopback.redirectUri));
    await page.getByRole("button", { name: "Allow" }).click();
    expect((await navigation).method()).toBe("GET");
    const hit = await waitForHit(loopback, before + 1);
    expect(hit.searchParams.get("code")).toMatch(/^gmac_/);
    expect(hit.searchParams.get("state")).toBe("allow-me");
    expect(hit.searchParams.get("iss")).toBe(ISSUER);
  });

  test("skips the page when every requested scope is already granted: a 303 straight back with a new code", async ({ page }) => {
    const before = loopback.hits.length;
    await signInThrough(page, authorizePath(clientId, loopback.redirectUri, { scope: "team", state: "skip" }));
    const hit = await waitForHit(loopback, before + 1);
    expect(hit.searchParams.get("state")).toBe("skip");
    expect(hit.searchParams.get("code")).toMatch(/^gmac_/);

    // The same, seen as HTTP: 303 See Other, never 307.
    const response = await page.request.get(authorizePath(clientId, loopback.redirectUri, { state: "raw" }), { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    const location = new URL(response.headers()["location"]);
    expect(location.origin + location.pathname).toBe(loopback.redirectUri);
    expect(location.searchParams.get("state")).toBe("raw");
    expect(location.searchParams.get("iss")).toBe(ISSUER);
  });

  test("asks again for a scope not yet granted, and with prompt=consent", async ({ page }) => {
    await signInThrough(page, authorizePath(clientId, loopback.redirectUri, { scope: "public economy" }));
    await page.waitForURL((url) => url.pathname === "/oauth/authorize");
    const scopes = page.getByRole("list", { name: "Requested scopes" }).getByRole("listitem");
    await expect(scopes).toHaveCount(2);
    await expect(scopes.nth(0)).toContainText("Already allowed");
    await expect(scopes.nth(1)).not.toContainText("Already allowed");

    await page.goto(authorizePath(clientId, loopback.redirectUri, { scope: "public", prompt: "consent" }));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Allow Roster Pocket");
    await expect(page.getByRole("button", { name: "Allow" })).toBeVisible();
  });

  test("without JavaScript, Allow answers 303 See Other to the redirect URI", async ({ browser, page }) => {
    // Sign in with JavaScript (the sign-in form needs it), then carry the session over.
    await signInThrough(page, authorizePath(clientId, loopback.redirectUri, { prompt: "consent" }));
    await page.waitForURL((url) => url.pathname === "/oauth/authorize");
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    try {
      const plain = await context.newPage();
      await plain.goto(authorizePath(clientId, loopback.redirectUri, { prompt: "consent", state: "no-js" }));
      const posted = plain.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/oauth/authorize");
      const before = loopback.hits.length;
      await plain.getByRole("button", { name: "Allow" }).click();
      const response = await posted;
      expect(response.status()).toBe(303);
      expect(response.headers()["location"]).toMatch(new RegExp(`^${loopback.redirectUri.replace(/[.]/g, "\\.")}\\?code=gmac_`));
      const hit = await waitForHit(loopback, before + 1);
      expect(hit.searchParams.get("state")).toBe("no-js");
    } finally {
      await context.close();
    }
  });

  test("a development application refuses other managers with access_denied", async ({ page }) => {
    const before = loopback.hits.length;
    await signInThrough(page, authorizePath(clientId, loopback.redirectUri, { state: "not-yours" }), "rookie");
    const hit = await waitForHit(loopback, before + 1);
    expect(hit.searchParams.get("error")).toBe("access_denied");
    expect(hit.searchParams.get("state")).toBe("not-yours");
  });

  test("an unknown client or an unregistered redirect URI shows an error page and redirects nowhere", async ({ page }) => {
    let leaked = false;
    await page.route("https://evil.example/**", (route) => {
      leaked = true;
      return route.fulfill({ status: 200, body: "evil" });
    });
    const unknown = authorizePath("gmc_" + "A".repeat(49), "https://evil.example/callback");
    await page.goto(unknown);
    await expect(page.getByRole("heading", { name: "Sign-in stopped" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Unknown application" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/oauth/authorize");

    await page.goto(authorizePath(clientId, "https://evil.example/callback"));
    await expect(page.getByRole("alert").filter({ hasText: "not registered" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/oauth/authorize");
    expect(leaked).toBe(false);
  });

  test("protocol errors go back to the redirect URI, e.g. plain PKCE", async ({ page }) => {
    const before = loopback.hits.length;
    const path = authorizePath(clientId, loopback.redirectUri, { state: "plain" }).replace(
      "code_challenge_method=S256",
      "code_challenge_method=plain",
    );
    await page.goto(path);
    const hit = await waitForHit(loopback, before + 1);
    expect(hit.searchParams.get("error")).toBe("invalid_request");
    expect(hit.searchParams.get("state")).toBe("plain");
    expect(hit.searchParams.get("iss")).toBe(ISSUER);
  });

  test("the metadata document describes the server (RFC 8414)", async ({ request }) => {
    const response = await request.get("/.well-known/oauth-authorization-server");
    expect(response.status()).toBe(200);
    const metadata = await response.json();
    expect(metadata).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/oauth/authorize`,
      token_endpoint: `${ISSUER}/v1/oauth/token`,
      revocation_endpoint: `${ISSUER}/v1/oauth/revoke`,
      code_challenge_methods_supported: ["S256"],
      response_types_supported: ["code"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "none"],
    });
  });
});
