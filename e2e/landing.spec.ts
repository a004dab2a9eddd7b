import { test, expect } from "@playwright/test";

test("the landing page says what the platform is and links to the reference and the portal", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("basketball managers");
  await expect(page.getByRole("link", { name: "Read the API reference" })).toHaveAttribute("href", "/docs");
  await expect(page.getByRole("link", { name: "Open the developer portal" })).toHaveAttribute("href", "/portal");
});

test("the readiness check reports the database and the generated world", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health).toMatchObject({ status: "ok", database: "ok", world: true, clock: { catchUpPercent: null } });
  // The world clock runs in the server and has caught up.
  expect(health.clock.behindSeconds).toBeLessThan(120);
});
