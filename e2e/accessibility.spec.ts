/**
 * axe on our own pages (WCAG 2.1 A and AA, contrast included): no serious or critical
 * violation on the landing page, sign-in, every portal page (webhooks and a delivery log included),
 * staff review, the consent page, the not-found page, the API reference and two docs pages, at desktop and phone widths,
 * in the light theme and in the dark one (the system's setting, app/globals.css).
 */
import crypto from "node:crypto";
import { test, expect } from "@playwright/test";
import { runCli } from "./cli";
import { expectNoSeriousViolations, signIn, signOut } from "./helpers";

function authorizePath(clientId: string) {
  const verifier = crypto.randomBytes(32).toString("base64url");
  return `/oauth/authorize?${new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: "http://127.0.0.1/callback",
    scope: "public team",
    state: "axe",
    code_challenge: crypto.createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  })}`;
}

for (const [viewport, colorScheme] of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
].flatMap((viewport) => (["light", "dark"] as const).map((scheme) => [viewport, scheme] as const))) {
  test.describe(`axe at ${viewport.name} width, ${colorScheme} theme`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme });

    test("the landing page, sign-in and the not-found page", async ({ page }) => {
      // Six pages through axe, /docs the largest: 46-52 s on a busy machine, near the default 60 s.
      test.setTimeout(180_000);
      for (const path of ["/", "/signin", "/no-such-page", "/docs", "/docs/guides/quick-start", "/docs/changelog"]) {
        await page.goto(path);
        // The theme the system asks for is the one shown: slate-50's page, or its dark counterpart.
        const [red, green, blue] = await page.evaluate(() => {
          // Through a canvas, so any CSS colour syntax comes back as sRGB bytes.
          const context = document.createElement("canvas").getContext("2d")!;
          context.fillStyle = getComputedStyle(document.body).backgroundColor;
          context.fillRect(0, 0, 1, 1);
          return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
        });
        if (colorScheme === "dark") expect([red, green, blue], path).toEqual([2, 6, 23]);
        else expect(Math.min(red, green, blue), path).toBeGreaterThan(240);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expectNoSeriousViolations(page, path);
      }
    });

    test("every portal page, staff review and the consent page", async ({ page }) => {
      test.setTimeout(180_000);
      const output = runCli(
        "app",
        "create",
        "--owner",
        "demo",
        "--name",
        `Axe check ${viewport.name} ${colorScheme} ${Date.now().toString(36)}`,
        "--kind",
        "Public",
        "--redirect-uri",
        "http://127.0.0.1/callback",
        "--description",
        "Checks pages.",
        "--website",
        "https://axe.example",
      );
      const { clientId } = JSON.parse(output.trim().split("\n").at(-1)!) as { clientId: string };

      await signIn(page, "demo");
      await page.goto("/portal/applications");
      await page
        .getByRole("link", { name: /^Axe check/ })
        .first()
        .click();
      await page.waitForURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
      const applicationPath = new URL(page.url()).pathname;
      // A webhook endpoint (nothing listens on port 9), so its page and its delivery log are checked too.
      await page.goto(`${applicationPath}/webhooks`);
      await page.getByLabel("URL", { exact: true }).fill("http://127.0.0.1:9/axe");
      await page.getByLabel("match.finished").check();
      await page.getByRole("button", { name: "Add endpoint" }).click();
      await expect(page.getByLabel("Signing secret")).toBeVisible();
      await expectNoSeriousViolations(page, "webhook endpoint added");
      await page.getByRole("link", { name: "Go to the endpoint" }).click();
      await page.waitForURL(/\/webhooks\/[0-9a-f-]{36}$/);
      const endpointPath = new URL(page.url()).pathname;
      await page.getByRole("button", { name: "Send a test event" }).click();
      const attempts = page.getByRole("button", { name: /^\d+ attempts? of webhook\.test/ });
      await expect(attempts).toBeVisible({ timeout: 20_000 });
      // Afresh, so the log's self-refresh after "Send a test event" does not swap the page under axe.
      await page.reload();
      await attempts.click();
      await expect(page.getByRole("list", { name: /^Attempts of webhook\.test/ })).toBeVisible();
      await expectNoSeriousViolations(page, `${endpointPath} with a delivery's attempts open`);
      for (const path of [
        "/portal",
        "/portal/tokens",
        "/portal/tokens/new",
        "/portal/applications",
        "/portal/applications/new",
        applicationPath,
        `${applicationPath}/edit`,
        `${applicationPath}/webhooks`,
        endpointPath,
        "/portal/authorized",
        "/portal/usage",
        "/portal/audit",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, path);
      }

      await page.goto(authorizePath(clientId));
      await expect(page.getByRole("button", { name: "Allow" })).toBeVisible();
      await expectNoSeriousViolations(page, "consent");

      await signOut(page);
      await signIn(page, "staff", { landing: "/staff" });
      await expect(page.getByRole("heading", { level: 1, name: "Staff review" })).toBeVisible();
      await expectNoSeriousViolations(page, "/staff");
    });
  });
}

test("a skip link leads past the header to the page's content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("the not-found page is branded, answers 404 and leads home", async ({ page }) => {
  const response = await page.goto("/portal-typo");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "There is nothing at this address" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
