/**
 * Credentials with a lifecycle, as a manager clicks them: Regenerate, one name per active
 * token, the expiry banner, revoking on a phone, the audit log's sentences and filter, and an
 * application's logo.
 */
import { test, expect, type Page } from "@playwright/test";
import { signIn } from "./helpers";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function me(page: Page, token: string) {
  return page.request.get("/v1/me", { headers: { Authorization: `Bearer ${token}` } });
}

/** Makes room under the 10-token limit (other suites make tokens for demo), oldest first. */
async function makeRoom(page: Page, needed: number) {
  await page.goto("/portal/tokens");
  let active = Number((await page.getByText(/^\d+ of 10$/).textContent())?.split(" ")[0]);
  while (active > 10 - needed) {
    await page
      .getByRole("button", { name: /^Revoke / })
      .last()
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke token" }).click();
    await expect(page.getByText(`${active - 1} of 10`)).toBeVisible();
    active--;
  }
}

async function createToken(page: Page, name: string, days: number): Promise<string> {
  await page.goto("/portal/tokens/new");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Lifetime in days").fill(String(days));
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByRole("heading", { name: `Token “${name}” created` })).toBeVisible();
  return page.getByLabel("Your new personal token").inputValue();
}

const card = (page: Page, name: string) => page.locator(`li[data-token="${name}"]`).first();

test("Regenerate gives a new value that works while the old one answers 401; the log names the token", async ({ page }) => {
  await signIn(page, "demo");
  await makeRoom(page, 1);
  const name = unique("e2e regen");
  const old = await createToken(page, name, 3);
  expect((await me(page, old)).status()).toBe(200);

  // A token that ends within 7 days is flagged on the dashboard.
  await page.goto("/portal");
  const banner = page.getByRole("status").filter({ hasText: "expire" });
  await expect(banner.getByRole("listitem").filter({ hasText: name })).toContainText("expires in 3 days");

  await page.goto("/portal/tokens");
  await expect(card(page, name)).toContainText("Expires in 3 days");
  await card(page, name)
    .getByRole("button", { name: `Regenerate ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Regenerate “${name}”?` });
  await expect(dialog).toContainText("valid 3 days from now");
  await dialog.getByRole("button", { name: "Regenerate token" }).click();
  const value = page.getByLabel(`New value of ${name}`);
  await expect(value).toBeFocused();
  const fresh = await value.inputValue();
  expect(fresh).toMatch(/^gmpat_/);
  expect(fresh).not.toBe(old);

  expect((await me(page, fresh)).status()).toBe(200);
  expect((await me(page, old)).status()).toBe(401);
  // One active token with that name, and the old one revoked.
  await page.reload();
  await expect(page.locator(`li[data-token="${name}"]`)).toHaveCount(2);
  await expect(page.locator(`li[data-token="${name}"]`).filter({ hasText: "Active" })).toHaveCount(1);
  await expect(page.getByText(fresh)).toHaveCount(0);

  await page.goto("/portal/audit?kind=personal_token.regenerated");
  await expect(page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem").first()).toContainText(
    `Regenerated the personal token "${name}" (scopes public, 3 days): it has a new value, and the old one stopped working.`,
  );
  await expect(
    page.getByRole("list", { name: "Audit log entries" }).locator('[data-kind]:not([data-kind="personal_token.regenerated"])'),
  ).toHaveCount(0);

  // Revoke it, and the log names it.
  await page.goto("/portal/tokens");
  await card(page, name)
    .getByRole("button", { name: `Revoke ${name}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke token" }).click();
  // The revocation has landed before the log is opened (leaving at once could cut the action short).
  await expect(page.locator(`li[data-token="${name}"]`).filter({ hasText: "Active" })).toHaveCount(0);
  await page.goto("/portal/audit?kind=personal_token.revoked");
  await expect(page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem").first()).toContainText(
    `Revoked the personal token "${name}".`,
  );
});

test("a second active token with the same name is refused with a clear message and nothing is created", async ({ page }) => {
  await signIn(page, "demo");
  await makeRoom(page, 1);
  const name = unique("e2e twin");
  await createToken(page, name, 30);
  await page.goto("/portal/tokens/new");
  await page.getByLabel("Name").fill(name.toUpperCase());
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\w/ })).toHaveText(
    `You already have an active token named "${name}". Choose another name, or regenerate or revoke that one.`,
  );
  await expect(page.getByLabel("Your new personal token")).toHaveCount(0);
  await page.goto("/portal/tokens");
  await expect(page.locator(`li[data-token="${name.toUpperCase()}"]`)).toHaveCount(0);
  await card(page, name)
    .getByRole("button", { name: `Revoke ${name}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(card(page, name)).toContainText("Revoked");
});

test("at 390 px a token is a card whose Revoke is in reach, with no sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "demo");
  await makeRoom(page, 1);
  const name = unique("e2e phone");
  const token = await createToken(page, name, 30);
  await page.goto("/portal/tokens");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const revoke = card(page, name).getByRole("button", { name: `Revoke ${name}` });
  await revoke.scrollIntoViewIfNeeded();
  const box = await revoke.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await revoke.click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke token" }).click();
  await expect(card(page, name)).toContainText("Revoked");
  expect((await me(page, token)).status()).toBe(401);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("an application's logo: a wrong type and an oversize file are refused clearly, a PNG is kept and served", async ({ page }) => {
  await signIn(page, "demo", { landing: "/portal/applications/new" });
  const name = unique("E2E Logo");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("Has a face.");
  await page.getByLabel("Website").fill("https://logo.example.com");
  await page.getByLabel("Privacy policy").fill("http://logo.example.com/privacy");
  await page.getByLabel("Confidential", { exact: true }).check();
  await page.getByRole("textbox", { name: "Redirect URI 1" }).fill("https://logo.example.com/callback");
  await page.getByRole("button", { name: "Register application" }).click();
  await expect(page.getByText("The privacy policy URL must use https (http only for localhost while developing).")).toBeVisible();
  await page.getByLabel("Privacy policy").fill("https://logo.example.com/privacy");
  await page.getByLabel("Terms of use").fill("https://logo.example.com/terms");
  await page.getByRole("button", { name: "Register application" }).click();
  await page.getByRole("link", { name: "Go to the application" }).click();
  await expect(page.getByRole("link", { name: "https://logo.example.com/privacy" })).toBeVisible();
  await expect(page.getByText("0 managers allow it")).toBeVisible();
  await expect(page.getByRole("link", { name: "Usage of this application →" })).toHaveAttribute("href", /\/portal\/usage\?applicationId=/);

  const input = page.getByLabel("Logo (optional)");
  // Named like a PNG but not one: the server reads the bytes and refuses.
  await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not really an image") });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.locator("#app-logo-error")).toHaveText("The logo must be a PNG, JPEG or WebP image.");
  await input.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(300 * 1024)]) });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.locator("#app-logo-error")).toHaveText(/^The logo is 301 KB; at most 256 KB\.$/);
  await expect(page.getByRole("img", { name: `${name} logo` })).toHaveCount(0);

  await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByText("The logo is saved.")).toBeVisible();
  const logo = page.getByRole("img", { name: `${name} logo` });
  await expect(logo).toBeVisible();
  const served = await page.request.get((await logo.getAttribute("src"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
});
