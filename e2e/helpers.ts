import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "letmein-demo";

/** Fills and sends the sign-in form on the page that is open (it must be /signin). */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in from /signin and waits to land on `landing` (the portal's dashboard by default). */
export async function signIn(page: Page, username: string, { landing = "/portal", password = DEMO_PASSWORD } = {}) {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(landing)}`);
  await submitSignIn(page, username, password);
  await page.waitForURL((url) => url.pathname + url.search === landing);
}

/** Signs out with the site header's one button and waits for the landing page. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
}

/** Collects console errors and uncaught page errors, to assert a page rendered cleanly. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
