import AxeBuilder from "@axe-core/playwright";
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
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(0);
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

/** axe (WCAG 2.1 A and AA, contrast included) finds no serious or critical violation on the page as it is. */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
  expect(serious, label).toEqual([]);
}
