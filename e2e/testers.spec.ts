/**
 * Testers of an application in development, as people click them: its owner (demo) names rookie
 * in the portal (and a username no manager has is refused on its field), rookie signs in to the
 * application, sees on the consent page that it is in development and that they are a tester,
 * and allows it; staff, never named, is sent back to the tool with access_denied. The owner
 * removes rookie, and rookie is refused again. The form works without script too.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test, expect, type Browser, type Page } from "@playwright/test";
import { registerApplication } from "./cli";
import { signIn, submitSignIn } from "./helpers";

let callback: { url: string; hits: URL[]; close: () => Promise<void> };

test.beforeAll(async () => {
  const hits: URL[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/callback") hits.push(url);
    response.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>Tool</title><h1>Back in the tool</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  callback = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
});
test.afterAll(async () => callback.close());

function authorizePath(clientId: string) {
  const verifier = crypto.randomBytes(32).toString("base64url");
  return `/oauth/authorize?${new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: callback.url,
    scope: "public",
    state: crypto.randomBytes(8).toString("hex"),
    code_challenge: crypto.createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    prompt: "consent",
  })}`;
}

/** A fresh browser context signed in as `username` at the authorization request. */
async function signInAt(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin\?/);
  await submitSignIn(page, username);
  return page;
}

async function applicationPage(page: Page, name: string) {
  await page.goto("/portal/applications");
  await page.getByRole("link", { name }).first().click();
  await page.waitForURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
}

test("an owner names a tester, who may sign in while the application is in development; others may not", async ({ page, browser }) => {
  const name = `Tested Tool ${Date.now().toString(36)}`;
  const clientId = registerApplication("demo", name, "Public", "http://127.0.0.1/callback");

  await signIn(page, "demo");
  await applicationPage(page, name);
  const card = page.getByRole("region", { name: "Testers" });
  await expect(card).toContainText("No testers yet");
  await card.getByLabel("Username").fill("nobody-by-this-name");
  await card.getByRole("button", { name: "Add tester" }).click();
  await expect(card.getByText("No manager is called nobody-by-this-name.")).toBeVisible();
  await card.getByLabel("Username").fill("rookie");
  await card.getByRole("button", { name: "Add tester" }).click();
  await expect(card.getByText("rookie is a tester")).toBeVisible();
  await expect(page.getByTestId("testers")).toContainText("rookie");

  // rookie, named: the consent page says what this is, and Allow sends a code.
  const rookie = await signInAt(browser, "rookie", authorizePath(clientId));
  await expect(rookie.getByText("you are one of its testers")).toBeVisible();
  const before = callback.hits.length;
  await rookie.getByRole("button", { name: "Allow" }).click();
  await expect.poll(() => callback.hits.length).toBe(before + 1);
  expect(callback.hits.at(-1)!.searchParams.get("code")).toMatch(/^gmac_/);

  // staff, never named: sent back with access_denied.
  await signInAt(browser, "staff", authorizePath(clientId));
  await expect.poll(() => callback.hits.length).toBe(before + 2);
  expect(callback.hits.at(-1)!.searchParams.get("error")).toBe("access_denied");
  expect(callback.hits.at(-1)!.searchParams.get("error_description")).toContain("only its owner and the testers it names");

  // Removed, rookie is refused too.
  await page.reload();
  await page.getByRole("button", { name: "Remove rookie" }).click();
  await expect(page.getByText("No testers yet")).toBeVisible();
  await rookie.goto(authorizePath(clientId));
  await expect.poll(() => callback.hits.length).toBe(before + 3);
  expect(callback.hits.at(-1)!.searchParams.get("error")).toBe("access_denied");
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the testers form names and removes a tester", async ({ page }) => {
    const name = `Scriptless Tool ${Date.now().toString(36)}`;
    registerApplication("demo", name, "Public", "http://127.0.0.1/callback");
    await signIn(page, "demo");
    await applicationPage(page, name);
    await page.getByLabel("Username").fill("staff");
    await page.getByRole("button", { name: "Add tester" }).click();
    await expect(page.getByTestId("testers")).toContainText("staff");
    await page.getByRole("button", { name: "Remove staff" }).click();
    await expect(page.getByText("No testers yet")).toBeVisible();
  });
});
