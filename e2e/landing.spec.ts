import { test, expect } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";

test("the landing page says what the platform is and links to the reference and the portal", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("basketball managers");
  await expect(page.getByRole("link", { name: "Read the API reference" })).toHaveAttribute("href", "/docs");
  await expect(page.getByRole("link", { name: "Open the developer portal" })).toHaveAttribute("href", "/portal");
  await expect(page.getByRole("link", { name: "Start in five minutes" })).toHaveAttribute("href", "/docs/guides/quick-start");
});

test("the landing page's example calls this server, at the address it is served on", async ({ page }) => {
  await page.goto("/");
  const example = page.getByRole("region", { name: "Example request" });
  await expect(example).toContainText(`${E2E_BASE_URL}/v1/me`);
  await expect(example).not.toContainText("localhost:3000");
  await expect(page.getByText(`This server answers at ${E2E_BASE_URL}`)).toBeVisible();
  await page.getByRole("link", { name: "quick start", exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/guides\/quick-start$/);
  await expect(page.getByText(E2E_BASE_URL).first()).toBeVisible();
});

test("the readiness check reports the database and the generated world", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health).toMatchObject({ status: "ok", database: "ok", world: true, clock: { catchUpPercent: null } });
  // The world clock runs in the server and has caught up.
  expect(health.clock.behindSeconds).toBeLessThan(120);
});
