/**
 * The review desk's flags, as staff see them: an application whose website is on the developer's
 * own machine, with no privacy policy and a loopback redirect, is flagged on its review request
 * with what to look twice at; a clean one is not. A member of staff is not offered a decision on
 * their own application.
 */
import { test, expect } from "@playwright/test";
import { registerApplication } from "./cli";
import { signIn, signOut } from "./helpers";

async function requestReviewOf(page: import("@playwright/test").Page, name: string) {
  await page.goto("/portal/applications");
  await page.getByRole("link", { name }).first().click();
  await page.waitForURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Request review" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pending review");
}

test("staff see the flags of a review request, and none on a clean one", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const flagged = `Localhost Wonder ${stamp}`;
  const clean = `Clean Sheet ${stamp}`;
  registerApplication("demo", flagged, "Confidential", "http://127.0.0.1/callback", "--website", "http://localhost:3000");
  registerApplication(
    "demo",
    clean,
    "Confidential",
    "https://clean.example.com/callback",
    "--website",
    "https://clean.example.com",
    "--privacy-policy-url",
    "https://clean.example.com/privacy",
  );
  await signIn(page, "demo");
  await requestReviewOf(page, flagged);
  await requestReviewOf(page, clean);
  await signOut(page);

  await signIn(page, "staff", { landing: "/staff" });
  const request = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  const flags = request(flagged).getByRole("list", { name: `Flags of ${flagged}` });
  await expect(flags.getByRole("listitem")).toHaveCount(3);
  await expect(flags).toContainText("Its website, http://localhost:3000, is on the developer's own machine");
  await expect(flags).toContainText("A confidential (server-side) application sends managers back to http://127.0.0.1/callback");
  await expect(flags).toContainText("It gives no privacy policy");
  await expect(request(clean).getByText(/Look twice/)).toHaveCount(0);
});

test("a member of staff cannot decide on their own application", async ({ page }) => {
  const own = `Staff Own Tool ${Date.now().toString(36)}`;
  registerApplication("staff", own, "Public", "http://127.0.0.1/callback");
  await signIn(page, "staff");
  await requestReviewOf(page, own);
  await page.goto("/staff");
  const request = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: own }) });
  await expect(request).toContainText("Your own application: another member of staff reviews it.");
  await expect(request.getByRole("button", { name: `Approve ${own}` })).toHaveCount(0);
});
