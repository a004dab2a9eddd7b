/**
 * Sessions that end (issue 51): a session cookie saved before signing out opens nothing after,
 * neither a portal page nor a personal token; "Sign out everywhere" ends every browser's session.
 */
import { expect, test } from "@playwright/test";
import { signIn, signOut } from "./helpers";

test("a cookie saved before signing out opens no page and mints no token after", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "demo");
  // A second tab holds the token form, as a manager (or a thief with the cookie) might.
  const form = await context.newPage();
  await form.goto("/portal/tokens/new");
  await expect(form.getByRole("button", { name: "Create token" })).toBeVisible();
  const saved = await context.cookies();
  expect(saved.some((cookie) => cookie.name === "next-auth.session-token")).toBe(true);

  await signOut(page);

  // The saved cookie, replayed in a browser of its own: the portal asks for a sign-in.
  const replay = await browser.newContext();
  await replay.addCookies(saved);
  const replayed = await replay.newPage();
  await replayed.goto("/portal");
  await expect(replayed).toHaveURL(/\/signin\?callbackUrl=%2Fportal$/);
  await replay.close();

  // And in the tab that held the form: minting a token with it is refused.
  await context.addCookies(saved);
  const name = `after sign-out ${Date.now()}`;
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Create token" }).click();
  await expect(form).toHaveURL(/\/signin/);
  await expect(form.getByLabel("Your new personal token")).toHaveCount(0);

  // Signed in again, the list holds no such token.
  await context.clearCookies();
  await signIn(page, "demo", { landing: "/portal/tokens" });
  await expect(page.getByText(name)).toHaveCount(0);
  await context.close();
});

test("Sign out everywhere ends the sessions of every browser", async ({ browser }) => {
  const [first, second] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [one, two] = await Promise.all([first.newPage(), second.newPage()]);
  await signIn(one, "rookie");
  await signIn(two, "rookie");
  await one.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(one).toHaveURL(/\/signin\?error=SignedOutEverywhere/);
  await expect(one.getByText("You signed out everywhere")).toBeVisible();
  await two.goto("/portal/tokens");
  await expect(two).toHaveURL(/\/signin\?callbackUrl=/);
  // The audit log says so.
  await signIn(one, "rookie", { landing: "/portal/audit" });
  await expect(one.getByText(/Signed out everywhere: \d+ portal sessions? ended\./).first()).toBeVisible();
  await Promise.all([first.close(), second.close()]);
});
