/**
 * Approval keeps development honest: before a review, an application's page names each webhook
 * endpoint that approval would stop (http://, a loopback address) and why, and links to it; an
 * application without such endpoints shows no warning.
 */
import { test, expect } from "@playwright/test";
import { signIn } from "./helpers";

test("the application's page names the webhook endpoints approval would stop, before a review", async ({ page }) => {
  await signIn(page, "demo", { landing: "/portal/applications/new" });
  const name = `E2E Approval ${Date.now().toString(36)}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("Tried on a laptop first.");
  await page.getByLabel("Website").fill("https://approval.example.com");
  await page.getByLabel("Public", { exact: true }).check();
  await page.getByRole("textbox", { name: "Redirect URI 1" }).fill("http://127.0.0.1/callback");
  await page.getByRole("button", { name: "Register application" }).click();
  await page.getByRole("link", { name: "Go to the application" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  const applicationPath = new URL(page.url()).pathname;
  // Nothing would stop yet: no warning.
  await expect(page.getByTestId("stopping-endpoints")).toHaveCount(0);

  await page.getByRole("link", { name: "Add a webhook endpoint" }).click();
  await page.getByLabel("URL", { exact: true }).fill("http://127.0.0.1:8080/webhooks");
  await page.getByLabel("match.finished").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByRole("link", { name: "Go to the endpoint" }).click();
  await page.waitForURL(/\/webhooks\/[0-9a-f-]{36}$/);
  const endpointPath = new URL(page.url()).pathname;

  await page.goto(applicationPath);
  const warning = page.getByRole("status").filter({ hasText: "1 webhook endpoint will stop at approval" });
  await expect(warning).toBeVisible();
  const item = page.getByTestId("stopping-endpoints").getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("http://127.0.0.1:8080/webhooks");
  await expect(item).toContainText("Webhook URLs must use https://");
  await expect(item.getByRole("link", { name: "http://127.0.0.1:8080/webhooks" })).toHaveAttribute("href", endpointPath);
  // The review form is still there: the warning informs, it does not block.
  await expect(page.getByRole("button", { name: /Request (a )?review/ })).toBeVisible();
});
