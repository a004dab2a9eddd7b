/**
 * The directory of approved tools, as people use it: an owner lists an approved application from
 * its page, anyone (signed in or not) finds it at /tools by its words and by what it reads, opens
 * its entry, and the page passes axe; an application in development offers no listing; when staff
 * suspend the tool it disappears from the directory. The listing button works without script.
 */
import { test, expect } from "@playwright/test";
import { registerApplication, runCli } from "./cli";
import { expectNoSeriousViolations, signIn, signOut } from "./helpers";

async function openApplication(page: import("@playwright/test").Page, name: string) {
  await page.goto("/portal/applications");
  await page.getByRole("link", { name }).first().click();
  await page.waitForURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
}

test("an owner lists an approved tool; anyone finds it; a suspended one disappears", async ({ page, browser }) => {
  const name = `Depth Chart ${Date.now().toString(36)}`;
  const clientId = registerApplication("demo", name, "Public", "http://127.0.0.1/callback", "--description", "Plans your rotation.");
  const developing = `Half Built ${Date.now().toString(36)}`;
  registerApplication("demo", developing, "Public", "http://127.0.0.1/callback");
  runCli("app", "approve", "--client-id", clientId);

  await signIn(page, "demo");
  await openApplication(page, developing);
  await expect(page.getByRole("region", { name: "Directory of approved tools" })).toContainText("Once staff approve it, you can list it");
  await openApplication(page, name);
  const card = page.getByRole("region", { name: "Directory of approved tools" });
  await expect(card.getByTestId("directory-state")).toContainText("Not listed");
  await card.getByRole("button", { name: "List it in the directory" }).click();
  await expect(card.getByTestId("directory-state")).toContainText("Listed");

  // Anyone, signed in or not.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/tools");
  await expect(visitor.getByRole("heading", { level: 1, name: "Approved tools" })).toBeVisible();
  await expect(visitor.getByTestId("tools")).toContainText(name);
  await expectNoSeriousViolations(visitor, "/tools");
  await visitor.getByLabel("Words in the name or description").fill("rotation");
  await visitor.getByRole("button", { name: "Search" }).click();
  await expect(visitor).toHaveURL(/\/tools\?q=rotation/);
  await expect(visitor.getByTestId("tools")).toContainText(name);
  await visitor.getByLabel("Words in the name or description").fill("no tool says this");
  await visitor.getByRole("button", { name: "Search" }).click();
  await expect(visitor.getByText("No tool matches")).toBeVisible();
  await expect(visitor.getByText(developing)).toHaveCount(0);
  await visitor.goto("/tools");
  await visitor.getByRole("link", { name }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(visitor.getByRole("heading", { name: "What it reads" })).toBeVisible();
  await expectNoSeriousViolations(visitor, "a tool's entry");
  const entry = visitor.url();

  // Staff suspend it: it disappears.
  await signOut(page);
  await signIn(page, "staff", { landing: "/staff" });
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `Suspend ${name}` }).click();
  const suspend = page.getByRole("dialog", { name: `Suspend “${name}”?` });
  await suspend.getByLabel("Reason").fill("Checking a report about it.");
  await suspend.getByRole("button", { name: "Suspend" }).click();
  await expect(row).toContainText("Suspended");
  await visitor.goto("/tools");
  await expect(visitor.getByText(name)).toHaveCount(0);
  const gone = await visitor.goto(entry);
  expect(gone?.status()).toBe(404);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the listing button lists and unlists", async ({ page }) => {
    const name = `Scriptless Listing ${Date.now().toString(36)}`;
    runCli("app", "approve", "--client-id", registerApplication("demo", name, "Public", "http://127.0.0.1/callback"));
    await signIn(page, "demo");
    await openApplication(page, name);
    await page.getByRole("button", { name: "List it in the directory" }).click();
    await expect(page.getByTestId("directory-state")).toContainText("Listed");
    await page.getByRole("button", { name: "Take it off the directory" }).click();
    await expect(page.getByTestId("directory-state")).toContainText("Not listed");
  });
});
