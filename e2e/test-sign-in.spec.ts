/**
 * "Test sign-in" on an application's page: the owner adds the portal's test callback, runs a
 * real PKCE sign-in in the browser (consent included) and sees the exchange, the first call and
 * the revocation as sent, with the tokens masked; a confidential application's secret is asked
 * for and a wrong one is refused without spending the code; a denied consent is told.
 */
import { test, expect, type Page } from "@playwright/test";
import { registerApplication, runCli } from "./cli";
import { expectNoSeriousViolations, signIn } from "./helpers";
import { E2E_BASE_URL } from "../playwright.config";

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TEST_CALLBACK = `${E2E_BASE_URL}/portal/test-sign-in`;
/** A whole access or refresh token anywhere in the page's text. */
const WHOLE_TOKEN = /gm(at|rt)_[A-Za-z0-9_-]{30,}/;

async function openApplication(page: Page, name: string) {
  await page.goto("/portal/applications");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
  return page.getByRole("region", { name: "Test sign-in" });
}

async function addCallbackAndRun(page: Page, name: string, scopes: string[]) {
  const card = await openApplication(page, name);
  const link = card.getByTestId("test-sign-in-link");
  // The link for the application's own redirect URI first; it cannot come back here.
  await expect(link).toContainText("redirect_uri=https%3A%2F%2Ftool.example%2Fcb");
  await expect(link).toContainText("code_challenge_method=S256");
  await expect(card.getByRole("button", { name: "Run test sign-in" })).toBeDisabled();

  await card.getByRole("button", { name: "Add the test callback" }).click();
  await expect(card.getByRole("radio", { name: TEST_CALLBACK })).toBeChecked();
  // The button is gone with its notice: focus is on the callback it added.
  await expect(card.getByRole("radio", { name: TEST_CALLBACK })).toBeFocused();
  await expect(link).toContainText(`redirect_uri=${encodeURIComponent(TEST_CALLBACK)}`);
  for (const scope of scopes) await card.getByRole("checkbox", { name: scope, exact: true }).check();
  await expect(link).toContainText(`scope=${["public", ...scopes].join("+")}`);
  await card.getByRole("button", { name: "Run test sign-in" }).click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
}

test.describe("test sign-in", () => {
  test("the callback page is sent with Referrer-Policy: no-referrer, so no request of it carries the code", async ({ page }) => {
    await signIn(page, "demo");
    const referers: string[] = [];
    page.on("request", (request) => {
      const referer = request.headers()["referer"];
      if (referer) referers.push(referer);
    });
    const code = "gmac_notARealCodeButShapedLikeOne0123456789abcd";
    const response = await page.goto(`/portal/test-sign-in?code=${code}&state=abc`);
    // A header, not only a <meta>: it holds from the first request the page makes.
    expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
    await page.waitForLoadState("networkidle");
    expect(referers.filter((referer) => referer.includes(code))).toEqual([]);
  });

  test("a public application: consent, the exchange, GET /v1/me and the revocation, tokens masked", async ({ page }) => {
    const name = unique("Tester");
    registerApplication("demo", name, "Public", "https://tool.example/cb");
    await signIn(page, "demo");
    await addCallbackAndRun(page, name, ["team"]);

    const visited: string[] = [];
    page.on("framenavigated", (frame) => visited.push(frame.url()));
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/portal/test-sign-in`);
    // The verifier has left the tab's storage the moment the answer was read; the code leaves the address bar.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("test-sign-in:")))).toEqual([]);
    await page.getByRole("button", { name: "Exchange the code" }).click();
    const steps = page.getByTestId("test-sign-in-step");
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0).getByTestId("test-sign-in-status")).toHaveText("200");
    await expect(steps.nth(0)).toContainText("POST /v1/oauth/token HTTP/1.1");
    await expect(steps.nth(0)).toContainText("grant_type=authorization_code");
    await expect(steps.nth(0)).toContainText('"scope": "public team"');
    await expect(steps.nth(0)).toContainText(/"access_token": "gmat_[\w-]{4}…[\w-]{4}"/);
    await expect(steps.nth(1).getByTestId("test-sign-in-status")).toHaveText("200");
    await expect(steps.nth(1)).toContainText("GET /v1/me HTTP/1.1");
    await expect(steps.nth(1)).toContainText('"username": "demo"');
    expect(await page.locator("main").innerText()).not.toMatch(WHOLE_TOKEN);
    await expectNoSeriousViolations(page, "the test sign-in's result");
    // The code is off the address bar.
    expect(new URL(page.url()).search).toBe("");

    await page.getByRole("button", { name: "Revoke this sign-in" }).click();
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(2)).toContainText("POST /v1/oauth/revoke HTTP/1.1");
    await expect(steps.nth(2).getByTestId("test-sign-in-status")).toHaveText("200");
    await expect(page.getByRole("button", { name: "Revoke this sign-in" })).toHaveCount(0);

    // Read once: the same answer opened again has nothing to exchange.
    const callbackUrl = visited.find((url) => url.includes("/portal/test-sign-in?code="));
    expect(callbackUrl, visited.join("\n")).toBeDefined();
    await page.goto(callbackUrl!);
    await expect(page.getByText("No test sign-in is waiting in this tab")).toBeVisible();
  });

  test("a confidential application: the secret is asked for, a wrong one refused without spending the code", async ({ page }) => {
    const name = unique("Secret tester");
    const output = runCli(
      "app",
      "create",
      "--owner",
      "demo",
      "--name",
      name,
      "--kind",
      "Confidential",
      "--redirect-uri",
      "https://tool.example/cb",
    );
    const { clientSecret } = JSON.parse(output.trim().split("\n").at(-1)!) as { clientSecret: string };
    await signIn(page, "demo");
    await addCallbackAndRun(page, name, []);
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/portal/test-sign-in`);

    const secret = page.getByLabel("Client secret");
    await secret.fill(`${clientSecret.slice(0, -2)}xx`);
    await page.getByRole("button", { name: "Exchange the code" }).click();
    const steps = page.getByTestId("test-sign-in-step");
    await expect(steps.nth(0).getByTestId("test-sign-in-status")).toHaveText("401");
    await expect(steps.nth(0)).toContainText("invalid_client");
    await expect(steps.nth(0)).toContainText("Authorization: Basic base64(");

    await secret.fill(clientSecret);
    await page.getByRole("button", { name: "Exchange the code" }).click();
    await expect(steps.nth(0).getByTestId("test-sign-in-status")).toHaveText("200");
    await expect(steps.nth(1).getByTestId("test-sign-in-status")).toHaveText("200");
    await expect(page.getByLabel("Client secret")).toHaveCount(0);
    const text = await page.locator("main").innerText();
    expect(text).not.toMatch(WHOLE_TOKEN);
    // The secret is in no storage and nowhere in the page (input values included: its field is gone).
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }) + document.documentElement.outerHTML);
    expect(kept).not.toContain(clientSecret);
    await page.getByRole("button", { name: "Revoke this sign-in" }).click();
    await expect(steps.nth(2).getByTestId("test-sign-in-status")).toHaveText("200");
  });

  test("a denied consent comes back as access_denied, told plainly", async ({ page }) => {
    const name = unique("Denied tester");
    registerApplication("demo", name, "Public", "https://tool.example/cb");
    await signIn(page, "demo");
    await addCallbackAndRun(page, name, []);
    await page.getByRole("button", { name: "Deny" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/portal/test-sign-in`);
    await expect(page.getByText("The sign-in came back with error=access_denied")).toBeVisible();
    await expect(page.getByRole("link", { name: `← Back to ${name}` })).toBeVisible();
  });
});
