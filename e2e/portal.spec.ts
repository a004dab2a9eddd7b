import { test, expect, type Page } from "@playwright/test";
import { personalToken, registerApplication } from "./cli";
import { signIn, signOut, submitSignIn, watchConsole } from "./helpers";

// These tests share the e2e server's database with earlier runs (a reused server keeps it),
// so every name they create is unique and every count is read, not assumed.
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function me(page: Page, token: string) {
  return page.request.get("/v1/me", { headers: { Authorization: `Bearer ${token}` } });
}

test("a signed-out visit to a portal page goes to sign-in, refuses a wrong password with one message, then returns there", async ({
  page,
}) => {
  await page.goto("/portal/tokens");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fportal%2Ftokens$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with your game account");

  await submitSignIn(page, "demo", "not-the-password");
  // One message, the same whichever part was wrong (Next.js's route announcer is an alert too, so filter).
  await expect(page.getByRole("alert").filter({ hasText: /\w/ })).toHaveText(
    "That username and password do not match an account. Check both and try again.",
  );
  await expect(page.getByLabel("Password")).toBeFocused();

  await submitSignIn(page, "demo");
  await expect(page).toHaveURL(/\/portal\/tokens$/);
  await expect(page.getByRole("heading", { level: 1, name: "Personal tokens" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Personal tokens" })).toHaveAttribute("aria-current", "page");
});

/** The "N of 10" count on the tokens page. */
async function activeTokenCount(page: Page): Promise<number> {
  await page.goto("/portal/tokens");
  return Number((await page.getByText(/^\d+ of 10$/).textContent())?.split(" ")[0]);
}

/** Revokes one token through its card's confirmation dialog. */
async function revokeToken(page: Page, name: string) {
  await page
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("button", { name: `Revoke ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Revoke “${name}”?` });
  await dialog.getByRole("button", { name: "Revoke token" }).click();
  await expect(dialog).toBeHidden();
}

test("a personal token is shown once, works on /v1/me, and stops working when revoked", async ({ page }) => {
  await signIn(page, "demo", { landing: "/portal/tokens" });
  // Other suites make tokens for demo and a reused server keeps them: make room for one, oldest first.
  for (let count = await activeTokenCount(page); count >= 10; count--) {
    await page
      .getByRole("button", { name: /^Revoke / })
      .last()
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke token" }).click();
    await expect(page.getByText(`${count - 1} of 10`)).toBeVisible();
  }

  await page.goto("/portal/tokens/new");
  const name = unique("e2e script");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("team").check();
  await page.getByLabel("Lifetime in days").fill("7");
  await page.getByRole("button", { name: "Create token" }).click();

  await expect(page.getByRole("heading", { name: `Token “${name}” created` })).toBeVisible();
  await expect(page.getByText("Copy it now: it cannot be shown again.")).toBeVisible();
  const secret = page.getByLabel("Your new personal token");
  await expect(secret).toBeFocused();
  const token = await secret.inputValue();
  expect(token).toMatch(/^gmpat_/);

  const response = await me(page, token);
  expect(response.status()).toBe(200);
  expect((await response.json()).username).toBe("demo");

  await page.getByRole("link", { name: "Done" }).click();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row.getByText("Active")).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  await revokeToken(page, name);
  await expect(row.getByText("Revoked")).toBeVisible();
  expect((await me(page, token)).status()).toBe(401);
});

test("the 11th active personal token is refused with a clear message and nothing is created", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "demo", { landing: "/portal/tokens" });
  const run = Date.now().toString(36);
  const fillers: string[] = [];
  for (let count = await activeTokenCount(page); count < 10; count++) {
    const name = `e2e filler ${run} ${count}`;
    await page.goto("/portal/tokens/new");
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Create token" }).click();
    await expect(page.getByRole("heading", { name: `Token “${name}” created` })).toBeVisible();
    fillers.push(name);
  }

  await page.goto("/portal/tokens/new");
  await expect(page.getByText("You already have 10 active tokens.")).toBeVisible();
  const eleventh = `e2e eleventh ${run}`;
  await page.getByLabel("Name").fill(eleventh);
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\w/ })).toHaveText(
    "You already have 10 active personal tokens. Revoke one before creating another.",
  );
  await expect(page.getByLabel("Your new personal token")).toHaveCount(0);

  await page.goto("/portal/tokens");
  await expect(page.getByText("10 of 10")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: eleventh })).toHaveCount(0);
  for (const name of fillers) await revokeToken(page, name);
});

test("an application is registered, rotated, reviewed by staff and approved", async ({ page }) => {
  await signIn(page, "demo", { landing: "/portal/applications/new" });
  const name = unique("E2E Scout");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("Shows a club's roster trends.");
  await page.getByLabel("Website").fill("https://scout.example.com");
  await page.getByLabel("Confidential", { exact: true }).check();
  await page.getByRole("textbox", { name: "Redirect URI 1" }).fill("https://scout.example.com/callback");
  await page.getByRole("button", { name: "Add a redirect URI" }).click();
  await expect(page.getByRole("textbox", { name: "Redirect URI 2" })).toBeFocused();
  await page.getByRole("textbox", { name: "Redirect URI 2" }).fill("http://example.com/callback");
  await page.getByRole("button", { name: "Register application" }).click();

  // The error sits on the exact row, and focus goes there.
  await expect(page.getByText(/^Redirect URI 2: Plain http is allowed only for loopback/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Redirect URI 2" })).toBeFocused();
  await page.getByRole("textbox", { name: "Redirect URI 2" }).fill("http://127.0.0.1/callback");
  await page.getByRole("button", { name: "Register application" }).click();

  await expect(page.getByRole("heading", { name: `“${name}” is registered` })).toBeVisible();
  const firstSecret = await page.getByLabel("Client secret", { exact: true }).inputValue();
  expect(firstSecret).toMatch(/^gmcs_/);
  await expect(page.getByLabel("Client secret", { exact: true })).toBeFocused();
  expect(await page.getByLabel("Client ID", { exact: true }).inputValue()).toMatch(/^gmc_/);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Register an application" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(firstSecret);

  await page.goto("/portal/applications");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("In development");
  await expect(page.locator("body")).not.toContainText(firstSecret);

  await page.getByRole("link", { name: "Edit details and redirect URIs" }).click();
  await expect(page.getByRole("textbox", { name: "Redirect URI 2" })).toHaveValue("http://127.0.0.1/callback");
  await page.getByRole("button", { name: "Remove redirect URI 2" }).click();
  await page.getByLabel("Description").fill("Shows a club's roster trends, week by week.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await expect(page.getByText("Shows a club's roster trends, week by week.")).toBeVisible();
  await expect(page.getByText("http://127.0.0.1/callback")).toHaveCount(0);

  await page.getByRole("button", { name: "Rotate secret" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Rotate secret" }).click();
  const rotated = page.getByLabel("New client secret");
  await expect(rotated).toBeFocused();
  const secondSecret = await rotated.inputValue();
  expect(secondSecret).toMatch(/^gmcs_/);
  expect(secondSecret).not.toBe(firstSecret);

  await page.getByLabel("Message to staff").fill("Used by our league's managers.");
  await page.getByRole("button", { name: "Request review" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pending review");
  await expect(page.getByText(/Pending review since/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Request review" })).toHaveCount(0);
  const applicationUrl = page.url();

  await signOut(page);
  await signIn(page, "staff", { landing: "/staff" });
  const request = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(request).toContainText("by demo");
  await expect(request).toContainText("https://scout.example.com/callback");
  await expect(request).toContainText("Used by our league's managers.");
  await request.getByRole("button", { name: `Approve ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Approved");

  // Suspending needs a reason; lifting the suspension restores the approval.
  await row.getByRole("button", { name: `Suspend ${name}` }).click();
  const suspend = page.getByRole("dialog", { name: `Suspend “${name}”?` });
  await suspend.getByRole("button", { name: "Suspend" }).click();
  await expect(suspend.getByText("Give a reason; the developer will read it.")).toBeVisible();
  await expect(suspend.getByLabel("Reason")).toBeFocused();
  await suspend.getByLabel("Reason").fill("Checking a report about it.");
  await suspend.getByRole("button", { name: "Suspend" }).click();
  await expect(suspend).toBeHidden();
  await expect(row).toContainText("Suspended");
  await expect(row).toContainText("Checking a report about it.");
  await row.getByRole("button", { name: `Lift the suspension of ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Lift suspension" }).click();
  await expect(row).toContainText("Approved");
  await expect(row.getByRole("button", { name: `Suspend ${name}` })).toBeVisible();

  await signOut(page);
  await signIn(page, "demo", { landing: new URL(applicationUrl).pathname });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Approved");
  await expect(page.getByText(/Any manager can sign in to it/)).toBeVisible();
});

test("a public application gets no secret and can be deleted", async ({ page }) => {
  await signIn(page, "rookie", { landing: "/portal/applications/new" });
  const name = unique("E2E Pocket");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("A phone app for match days.");
  await page.getByLabel("Website").fill("https://pocket.example.com");
  await page.getByLabel("Public", { exact: true }).check();
  await page.getByRole("textbox", { name: "Redirect URI 1" }).fill("com.example.pocket:/callback");
  await page.getByRole("button", { name: "Register application" }).click();

  await expect(page.getByRole("heading", { name: `“${name}” is registered` })).toBeVisible();
  await expect(page.getByLabel("Client ID", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Client secret", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to the application" }).click();
  await expect(page.getByRole("button", { name: "Rotate secret" })).toHaveCount(0);

  const trigger = page.getByRole("button", { name: "Delete application" });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: `Delete “${name}”?` });
  await expect(dialog).toContainText("tokens stop working at once");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await dialog.getByRole("button", { name: "Delete application" }).click();
  await expect(page).toHaveURL(/\/portal\/applications\?deleted=1$/);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});

test("sign-in returns to a full URL on this site, but never to another site", async ({ page, baseURL }) => {
  await page.goto("/signin?callbackUrl=" + encodeURIComponent(`${baseURL}/portal/audit?from=oauth`));
  await submitSignIn(page, "rookie");
  await expect(page).toHaveURL(/\/portal\/audit\?from=oauth$/);
  await signOut(page);

  await page.goto("/signin?callbackUrl=" + encodeURIComponent("https://evil.example/steal"));
  await submitSignIn(page, "rookie");
  await expect(page).toHaveURL(/\/portal$/);
});

test("a manager without the staff role gets the not-found page on /staff", async ({ page }) => {
  await signIn(page, "rookie");
  await expect(page.getByRole("link", { name: "Staff review" })).toHaveCount(0);
  const response = await page.goto("/staff");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "There is nothing at this address" })).toBeVisible();
});

test("the portal's pages render without console errors and mark where you are", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "demo");
  const pages: [string, string][] = [
    ["/portal", "Dashboard"],
    ["/portal/tokens", "Personal tokens"],
    ["/portal/tokens/new", "Personal tokens"],
    ["/portal/applications", "Applications"],
    ["/portal/applications/new", "Applications"],
    ["/portal/authorized", "Tools you allowed"],
    ["/portal/audit", "Audit log"],
    ["/portal/usage", "Usage"],
  ];
  for (const [path, section] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Developer portal" }).getByRole("link", { name: section })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
  await page.goto("/portal");
  await expect(page.getByRole("heading", { name: "Your teams" })).toBeVisible();
  await expect(page.getByText("Club", { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("on a phone the portal navigation sits above the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "demo");
  const nav = await page.getByRole("navigation", { name: "Developer portal" }).boundingBox();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(nav && heading && nav.y + nav.height <= heading.y).toBe(true);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("no portal page is wider than a 390 px phone, an application's page with its client id included", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const name = unique("Narrow");
  const clientId = registerApplication("demo", name, "Confidential", "https://tool.example/cb");
  await signIn(page, "demo");
  await page.goto("/portal/applications");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByText(clientId, { exact: true })).toBeVisible();
  const application = new URL(page.url()).pathname;
  const paths = [
    "/portal",
    "/portal/tokens",
    "/portal/tokens/new",
    "/portal/applications",
    "/portal/applications/new",
    application,
    `${application}/edit`,
    `${application}/webhooks`,
    "/portal/authorized",
    "/portal/audit",
    "/portal/usage",
    "/portal/logs",
    "/portal/test-sign-in",
  ];
  for (const path of paths) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("a nearly spent limit, then a spent one, speaks up on the dashboard, the usage page and the new-token form", async ({ page }) => {
  test.setTimeout(180_000);
  const token = personalToken("rookie", ["public"]);
  // rookie's personal allowance, 30 calls a clock minute by default, spent from the start of a
  // fresh minute (nothing else calls as rookie then, on a retry too): the pages below are read
  // well before it resets.
  const untilNextMinute = () => 60_000 - (Date.now() % 60_000);
  await page.waitForTimeout(untilNextMinute() + 500);
  for (let i = 0; i < 25; i++) expect((await me(page, token)).status()).toBe(200);

  await signIn(page, "rookie");
  const low = page.getByRole("status").filter({ hasText: "A limit is nearly spent" });
  await expect(low).toContainText("Personal tokens: the per-minute limit is 83 % used (25 of 30); it resets in");
  await expect(low.getByRole("link", { name: "See usage" })).toHaveAttribute("href", "/portal/usage");

  for (let i = 0; i < 5; i++) expect((await me(page, token)).status()).toBe(200);
  expect((await me(page, token)).status()).toBe(429);
  await page.reload();
  const spent = page.getByRole("alert").filter({ hasText: "A limit is spent" });
  await expect(spent).toContainText("Personal tokens: the per-minute limit is spent (30 of 30) and calls answer 429; it resets in");
  await page.goto("/portal/usage");
  await expect(page.getByRole("alert").filter({ hasText: "A limit is spent" })).toBeVisible();
  await page.goto("/portal/tokens/new");
  await expect(page.getByTestId("shared-allowance")).toContainText("A new token shares one allowance with your other personal tokens");
  await expect(page.getByTestId("shared-allowance")).toContainText("per minute 0 of 30");
  await expect(page.getByRole("alert").filter({ hasText: "A limit is spent" })).toBeVisible();

  // Once the minute is over the banner is gone, and later tests find rookie's allowance whole.
  await page.waitForTimeout(untilNextMinute() + 1_000);
  await page.goto("/portal");
  await expect(page.getByRole("heading", { name: "Quota now" })).toBeVisible();
  await expect(page.getByText("A limit is spent")).toHaveCount(0);
  await expect(page.getByText("A limit is nearly spent")).toHaveCount(0);
});
