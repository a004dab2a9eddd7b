import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { signIn, submitSignIn } from "./helpers";

const ORIGIN = new URL(E2E_BASE_URL).origin;

test.describe("the page after sign-in never leaves this site", () => {
  const hostile = "/signin?callbackUrl=%2F%09%2Fevil.example%2Fx";

  test("signed out: the genuine form sends the manager to the portal, not to another host", async ({ page }) => {
    const offSite: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(ORIGIN) && !request.url().startsWith("data:")) offSite.push(request.url());
    });
    await page.goto(hostile);
    await submitSignIn(page, "rookie");
    await page.waitForURL((url) => url.origin === ORIGIN && url.pathname === "/portal");
    expect(offSite).toEqual([]);
  });

  test("signed in: the sign-in page redirects to the portal, and no callback value answers 5xx or leaves", async ({ page }) => {
    await signIn(page, "rookie");
    await page.goto(hostile);
    await page.waitForURL((url) => url.origin === ORIGIN && url.pathname === "/portal");
    for (const value of [
      "%2F%0A%2Fevil.example",
      "%2F%0D%2Fevil.example",
      "%2F%E3%80%80%2Fevil.example",
      "%2F%5Cevil.example",
      "%2F.%2F%2Fevil.example",
      "https%3A%2F%2Fevil.example",
    ]) {
      const response = await page.request.get(`/signin?callbackUrl=${value}`, { maxRedirects: 0 });
      expect(response.status(), value).toBeLessThan(500);
      const location = response.headers()["location"];
      if (location) expect(new URL(location, ORIGIN).origin, value).toBe(ORIGIN);
    }
  });
});

test("no page of ours can be framed by another site", async ({ page, request }) => {
  for (const path of [
    "/",
    "/signin",
    "/portal",
    "/staff",
    "/docs",
    "/docs/guides/quick-start",
    "/oauth/authorize?client_id=x",
    "/no-such-page",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["x-frame-options"], path).toBe("DENY");
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  // A page of another origin (127.0.0.1 is another origin than localhost) that frames the sign-in page gets nothing.
  await page.goto(`${E2E_BASE_URL.replace("localhost", "127.0.0.1")}/healthz`);
  await page.setContent(`<iframe id="f" src="${E2E_BASE_URL}/signin" width="800" height="600"></iframe>`);
  await page.waitForTimeout(1500);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  const rendered = frame
    ? await frame
        .locator("input[name=password]")
        .count()
        .catch(() => 0)
    : 0;
  expect(rendered).toBe(0);
});

test("methods no page takes, and cross-site posts, are refused with 4xx", async ({ request }) => {
  for (const path of ["/", "/healthz", "/api/auth/session", "/portal", "/signin"]) {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
    }
  }
  const action = await request.post("/portal/tokens", {
    headers: { Origin: "https://evil.example", "Next-Action": "0123456789abcdef", "Content-Type": "text/plain;charset=UTF-8" },
    data: "[]",
    maxRedirects: 0,
  });
  expect(action.status()).toBe(403);
  // No Origin, but the browser's Sec-Fetch-Site says another site sent it.
  const withoutOrigin = await request.post("/portal/tokens", {
    headers: { "Sec-Fetch-Site": "cross-site", "Next-Action": "0123456789abcdef", "Content-Type": "text/plain;charset=UTF-8" },
    data: "[]",
    maxRedirects: 0,
  });
  expect(withoutOrigin.status()).toBe(403);
  const trace = await request.fetch("/v1/me", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect((await trace.json()).error.code).toBe("method_not_allowed");
});
