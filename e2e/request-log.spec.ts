/**
 * The developer's second day in the portal: a call made a moment ago shows in the request log
 * under its request id, the quota strip gives the figures the API's headers gave, and the new
 * pages fit a phone (screenshots at 1280 and 390 px under test-results/screens).
 */
import { test, expect, type Page } from "@playwright/test";
import { signIn, watchConsole } from "./helpers";
import { personalToken } from "./cli";

async function fitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}

async function screens(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    if (width === 390) await fitsWidth(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the request log shows a call made a moment ago with its request id; the quota strip matches the headers", async ({ page }) => {
  const errors = watchConsole(page);
  const token = personalToken("rookie", ["public"]);
  const response = await page.request.get("/v1/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const requestId = response.headers()["x-request-id"];
  const resource = response.headers()["x-ratelimit-resource"];
  const remaining = response.headers()["x-ratelimit-remaining"];
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

  await signIn(page, "rookie");
  // The dashboard's strip reads the same counters (within the same minute as the call).
  const strip = page.getByTestId("quota-personal");
  await expect(strip.locator(`[data-resource="${resource}"]`).getByTestId("remaining")).toHaveText(Number(remaining).toLocaleString("en"));
  await screens(page, "dashboard");

  // The log is written within about a second, off the request's path.
  await page.goto("/portal/logs");
  await page.getByLabel("Request id").fill(requestId.slice(0, 8));
  await page.getByRole("button", { name: "Show" }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.locator(`li[data-request-id="${requestId}"]`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const line = page.locator(`li[data-request-id="${requestId}"]`);
  await expect(line).toContainText("GET /v1/me");
  await expect(line).toContainText("200");
  await expect(line).toContainText("endpoint /me");
  await screens(page, "request-log");

  // A bad filter says what is wrong and shows nothing.
  await page.goto("/portal/logs?status=teapot");
  await expect(page.getByRole("alert").filter({ hasText: "Status must be one of" })).toBeVisible();

  await page.goto("/portal/usage");
  await expect(page.getByRole("heading", { name: "Quota now" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request log →" }).first()).toHaveAttribute("href", "/portal/logs");
  await screens(page, "usage");
  expect(errors).toEqual([]);
});

test("staff's application list fits a phone", async ({ page }) => {
  await signIn(page, "staff", { landing: "/staff" });
  await screens(page, "staff");
});
