/**
 * Forms that work without script and never put a secret in a URL (issue 51). Every test here runs
 * with JavaScript disabled, as a slow phone before hydration, a loaded server or a blocked script
 * would leave it, and watches every request the browser sends.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { registerApplication, runCli } from "./cli";
import { DEMO_PASSWORD } from "./helpers";

test.use({ javaScriptEnabled: false });

/** Every URL the pages of `context` request, navigations, form posts and assets alike. */
function watchUrls(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  return urls;
}

function expectNoSecretIn(urls: string[], secret: string) {
  expect(urls.length).toBeGreaterThan(0);
  const encodings = [secret, encodeURIComponent(secret), secret.replace(/-/g, "%2D")];
  for (const url of urls) for (const form of encodings) expect(url, url).not.toContain(form);
}

async function fillSignIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("signs in on /signin without script, the password in no URL", async ({ context, page }) => {
  const urls = watchUrls(context);
  await page.goto("/signin?callbackUrl=%2Fportal%2Ftokens");
  const form = page.locator("form", { has: page.getByLabel("Password") });
  await expect(form).toHaveAttribute("method", "post");

  // A wrong password comes back to the form, with the way on kept.
  await fillSignIn(page, "demo", "not-the-password");
  await expect(page).toHaveURL(/\/signin\?error=CredentialsSignin&callbackUrl=%2Fportal%2Ftokens$/);
  await expect(page.getByText("That username and password do not match an account.")).toBeVisible();

  await fillSignIn(page, "demo");
  await expect(page).toHaveURL(/\/portal\/tokens$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expectNoSecretIn(urls, DEMO_PASSWORD);
  expectNoSecretIn(urls, "not-the-password");
});

test("signs in through /oauth/authorize to the consent and the callback without script", async ({ context, page }) => {
  const hits: URL[] = [];
  const server = http.createServer((request, response) => {
    const hit = new URL(request.url ?? "/", "http://127.0.0.1");
    // The browser may ask the tool for more than the callback (its /favicon.ico): only the callback counts.
    if (hit.pathname === "/callback") hits.push(hit);
    response.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>Tool</title><h1>Back in the tool</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const redirectUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;
  try {
    const clientId = registerApplication("rookie", `No-script tool ${Date.now()}`, "Public", "http://127.0.0.1/callback");
    const state = crypto.randomBytes(8).toString("hex");
    const query = new URLSearchParams({
      response_type: "code",
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: "public team",
      state,
      code_challenge: crypto.createHash("sha256").update(crypto.randomBytes(32).toString("base64url")).digest("base64url"),
      code_challenge_method: "S256",
    });
    const urls = watchUrls(context);
    await page.goto(`/oauth/authorize?${query}`);
    await expect(page).toHaveURL(/\/signin\?/);
    await fillSignIn(page, "rookie");
    // Back on the same request: its consent page.
    await expect(page).toHaveURL((url) => url.pathname === "/oauth/authorize" && url.searchParams.get("state") === state);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("to read your game data?");
    await page.getByRole("button", { name: "Allow" }).click();
    await expect.poll(() => hits.length).toBe(1);
    expect(hits[0].pathname).toBe("/callback");
    expect(hits[0].searchParams.get("state")).toBe(state);
    expect(hits[0].searchParams.get("code")).toMatch(/^gmac_/);
    expectNoSecretIn(urls, DEMO_PASSWORD);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test("creates a personal token without script: the value is shown once, in no URL", async ({ context, page }) => {
  const urls = watchUrls(context);
  await page.goto("/signin?callbackUrl=%2Fportal%2Ftokens%2Fnew");
  await fillSignIn(page, "demo");
  await expect(page).toHaveURL(/\/portal\/tokens\/new$/);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Create token" }) });
  await expect(form).toHaveAttribute("method", /post/i);

  // Refused, the form comes back with what was sent and says why.
  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByText("Give the token a name.")).toBeVisible();

  const name = `No-script token ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("team", { exact: true }).check();
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByRole("heading", { name: `Token “${name}” created` })).toBeVisible();
  const value = await page.getByLabel("Your new personal token").inputValue();
  expect(value).toMatch(/^gmpat_/);
  expectNoSecretIn(urls, value);
  expectNoSecretIn(urls, DEMO_PASSWORD);

  // It works, with the scopes chosen.
  const me = await page.request.get("/v1/me", { headers: { Authorization: `Bearer ${value}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { scopes: string[] }).scopes).toEqual(["Public", "Team"]);
});

test("regenerates and revokes a personal token without script: the buttons post, the new value shown once", async ({ context, page }) => {
  const urls = watchUrls(context);
  await page.goto("/signin?callbackUrl=%2Fportal%2Ftokens%2Fnew");
  await fillSignIn(page, "demo");
  const name = `No-script rotation ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create token" }).click();
  const first = await page.getByLabel("Your new personal token").inputValue();

  await page.goto("/portal/tokens");
  await page.getByRole("button", { name: `Regenerate ${name}` }).click();
  const second = await page.getByLabel(`New value of ${name}`).inputValue();
  expect(second).toMatch(/^gmpat_/);
  expect(second).not.toBe(first);
  const call = (token: string) => page.request.get("/v1/me", { headers: { Authorization: `Bearer ${token}` } });
  expect((await call(first)).status()).toBe(401);
  expect((await call(second)).status()).toBe(200);

  await page.goto("/portal/tokens");
  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);
  expect((await call(second)).status()).toBe(401);
  for (const secret of [first, second, DEMO_PASSWORD]) expectNoSecretIn(urls, secret);
});

test("registers and edits an application without script: the client secret shown once, in no URL", async ({ context, page }) => {
  const urls = watchUrls(context);
  await page.goto("/signin?callbackUrl=%2Fportal%2Fapplications%2Fnew");
  await fillSignIn(page, "demo");
  await expect(page).toHaveURL(/\/portal\/applications\/new$/);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Register application" }) });
  await expect(form).toHaveAttribute("method", /post/i);

  const name = `No-script app ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("Registered with script off.");
  await page.getByLabel("Website").fill("https://noscript.example.com");
  await page.getByRole("textbox", { name: "Redirect URI 1" }).fill("http://example.com/callback");
  await page.getByRole("button", { name: "Register application" }).click();
  // Refused, the form comes back with what was sent and says why, on the exact row.
  await expect(page.getByText(/^Redirect URI 1: Plain http is allowed only for loopback/)).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(page.getByRole("textbox", { name: "Redirect URI 1" })).toHaveValue("http://example.com/callback");

  await page.getByRole("textbox", { name: "Redirect URI 1" }).fill("https://noscript.example.com/callback");
  await page.getByRole("textbox", { name: "Redirect URI 2" }).fill("http://127.0.0.1/callback");
  await page.getByRole("button", { name: "Register application" }).click();
  await expect(page.getByRole("heading", { name: `“${name}” is registered` })).toBeVisible();
  const secret = await page.getByLabel("Client secret", { exact: true }).inputValue();
  expect(secret).toMatch(/^gmcs_/);
  expect(await page.getByLabel("Client ID", { exact: true }).inputValue()).toMatch(/^gmc_/);
  expectNoSecretIn(urls, secret);

  // Shown once: the application's page does not have it.
  await page.getByRole("link", { name: "Go to the application" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.locator("body")).not.toContainText(secret);

  // Edited without script: the form posts and lands on the application's page.
  await page.getByRole("link", { name: "Edit details and redirect URIs" }).click();
  await expect(page.getByRole("textbox", { name: "Redirect URI 2" })).toHaveValue("http://127.0.0.1/callback");
  await page.getByLabel("Description").fill("Edited with script off.");
  await page.getByRole("textbox", { name: "Redirect URI 2" }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByText("Edited with script off.")).toBeVisible();
  await expect(page.getByText("http://127.0.0.1/callback")).toHaveCount(0);
  expectNoSecretIn(urls, secret);
  expectNoSecretIn(urls, DEMO_PASSWORD);
});

/** A local receiver for webhook deliveries: it counts them and answers 200. */
async function startReceiver() {
  const received: { url: string; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ url: request.url ?? "", body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" }).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs in as demo and registers a public application, all without script; ends on its webhooks page. */
async function openWebhooksWithoutScript(page: Page): Promise<string> {
  await page.goto("/signin?callbackUrl=%2Fportal%2Fapplications%2Fnew");
  await fillSignIn(page, "demo");
  const name = `No-script hooks ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("Listens with script off.");
  await page.getByLabel("Website").fill("https://hooks.example.com");
  await page.getByLabel("Public", { exact: true }).check();
  await page.getByRole("textbox", { name: "Redirect URI 1" }).fill("http://127.0.0.1/callback");
  await page.getByRole("button", { name: "Register application" }).click();
  await page.getByRole("link", { name: "Go to the application" }).click();
  await page.getByRole("link", { name: "Add a webhook endpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  return name;
}

/** Adds an endpoint for `url` on the webhooks page without script; returns its signing secret. */
async function addEndpointWithoutScript(page: Page, url: string): Promise<string> {
  await page.getByLabel("URL", { exact: true }).fill(url);
  await page.getByLabel("match.finished").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByRole("heading", { name: "Endpoint added" })).toBeVisible();
  return page.getByLabel("Signing secret").inputValue();
}

test("adds, edits, rotates and deletes a webhook endpoint without script: the secrets in no URL", async ({ context, page }) => {
  const receiver = await startReceiver();
  try {
    const urls = watchUrls(context);
    await openWebhooksWithoutScript(page);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Add endpoint" }) });
    await expect(form).toHaveAttribute("method", /post/i);

    // Refused, the form comes back with what was sent and says why.
    await page.getByLabel("URL", { exact: true }).fill("http://example.com/hook");
    await page.getByLabel("match.finished").check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.locator("#new-webhook-url-error")).toHaveText(/https:\/\//);
    await expect(page.getByLabel("URL", { exact: true })).toHaveValue("http://example.com/hook");
    await expect(page.getByLabel("match.finished")).toBeChecked();

    const secret = await addEndpointWithoutScript(page, receiver.url);
    expect(secret).toMatch(/^whsec_/);
    const listed = page.getByRole("listitem").filter({ hasText: receiver.url });
    await expect(listed).toContainText("Enabled");

    await page.getByRole("link", { name: "Go to the endpoint" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Webhook endpoint");
    await expect(page.locator("body")).not.toContainText(secret);

    // Switched off and saved.
    await page.getByLabel("Enabled").uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your changes are saved.")).toBeVisible();
    // Loaded again (a GET: reloading the answer to a post would post again).
    await page.goto(page.url());
    await expect(page.getByLabel("Enabled")).not.toBeChecked();

    // Rotated: the button posts at once, the new secret shown once.
    await page.getByRole("button", { name: "Rotate secret" }).click();
    const rotated = await page.getByLabel("New signing secret").inputValue();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);

    await page.getByRole("button", { name: "Delete endpoint" }).click();
    await expect(page).toHaveURL(/\/webhooks\?deleted=1$/);
    await expect(page.getByText("No endpoints yet")).toBeVisible();
    for (const value of [secret, rotated, DEMO_PASSWORD]) expectNoSecretIn(urls, value);
  } finally {
    await receiver.close();
  }
});

test("sends a test event and redelivers it without script", async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await openWebhooksWithoutScript(page);
    await addEndpointWithoutScript(page, receiver.url);
    await page.getByRole("link", { name: "Go to the endpoint" }).click();
    await expect(page.getByText("No deliveries yet")).toBeVisible();

    await page.getByRole("button", { name: "Send a test event" }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ type: "webhook.test" });
    const delivery = page.getByTestId("delivery-log").locator('tbody[data-event-type="webhook.test"]');
    await expect(delivery).toHaveCount(1);

    await expect(page.getByText(/^Test event queued/)).toBeVisible();
    // Without script, Refresh is a link that loads the page again (a GET, posting nothing again).
    await page.getByRole("link", { name: "Refresh" }).click();
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toHaveAttribute("data-status", "Succeeded");
    await delivery
      .getByRole("row")
      .first()
      .getByRole("button", { name: /^Redeliver webhook\.test/ })
      .click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    await expect(page.getByText("Redelivery queued: refresh to see the attempt.")).toBeVisible();
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
  } finally {
    await receiver.close();
  }
});

test("suspends an application and lifts the suspension on /staff without script", async ({ page }) => {
  const name = `No-script staff ${Date.now()}`;
  const clientId = registerApplication("demo", name, "Confidential", "https://staff.example.com/callback");
  runCli("app", "approve", "--client-id", clientId);
  await page.goto("/signin?callbackUrl=%2Fstaff");
  await fillSignIn(page, "staff");
  await expect(page).toHaveURL(/\/staff$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Approved");

  // The button posts at once; with no reason yet, the answer asks for one in place.
  await row.getByRole("button", { name: `Suspend ${name}` }).click();
  await expect(row.getByText("Give a reason; the developer will read it.")).toBeVisible();
  await row.getByLabel("Reason").fill("Checking a report, with script off.");
  await row.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(row).toContainText("Suspended");
  await expect(row).toContainText("Checking a report, with script off.");

  await row.getByRole("button", { name: `Lift the suspension of ${name}` }).click();
  await expect(row).toContainText("Approved");
  await expect(row.getByRole("button", { name: `Suspend ${name}` })).toBeVisible();
});

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("removes an application's logo and requests a review without script", async ({ page }) => {
  const name = `No-script review ${Date.now()}`;
  registerApplication("demo", name, "Confidential", "https://review.example.com/callback");
  await page.goto("/signin?callbackUrl=%2Fportal%2Fapplications");
  await fillSignIn(page, "demo");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

  await page.locator("#app-logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByText("The logo is saved.")).toBeVisible();
  const applicationPage = page.url();
  await page.goto(applicationPage);
  // Remove logo is the upload form's second button: it posts its own action.
  await page.getByRole("button", { name: "Remove logo" }).click();
  await page.goto(applicationPage);
  await expect(page.getByRole("button", { name: "Remove logo" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload logo" })).toBeVisible();

  const review = page.locator("form", { has: page.getByRole("button", { name: "Request review" }) });
  await expect(review).toHaveAttribute("method", /post/i);
  await page.getByLabel("Message to staff").fill("Tried without script.");
  await page.getByRole("button", { name: "Request review" }).click();
  await expect(page.getByText("Pending review").first()).toBeVisible();
});
