/**
 * The server-rendered reference and the guides: every endpoint of the served document is listed,
 * search and "Test Request" work with a real token, only curl/fetch/requests samples are
 * offered, nothing is fetched from another host, and every docs page renders cleanly with no
 * broken link or anchor.
 */
import { test, expect, type Page, type Request } from "@playwright/test";
import { personalToken } from "./cli";
import { signIn } from "./helpers";
import { DOCS_PAGES, GUIDES } from "@/lib/docs/nav";
import { E2E_BASE_URL } from "../playwright.config";
import { CHANGELOG, changelogAnchor } from "@/lib/docs/changelog";

type OpenApiDocument = {
  paths: Record<string, Record<string, { summary: string; "x-scope": string; "x-breadth-counted": boolean; description: string }>>;
};

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Records every request of a page that would leave this machine. */
function recordExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (!LOCAL_HOSTS.has(url.hostname)) external.push(request.url());
  });
  return external;
}

/**
 * Console errors of a page. The app has no favicon yet (not part of the docs), so the
 * browser's own /favicon.ico 404 is not counted against the page.
 */
function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (new URL(message.location().url || "http://localhost/").pathname === "/favicon.ico") return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

async function servedDocument(page: Page): Promise<OpenApiDocument> {
  const response = await page.request.get("/v1/public.json");
  expect(response.status()).toBe(200);
  return response.json();
}

async function openReference(page: Page) {
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Manager Data API" })).toBeVisible();
}

/** An operation's section of the reference, found by its heading. */
function operationSection(page: Page, summary: string) {
  return page.locator("section[data-operation]", { has: page.getByRole("heading", { name: summary, exact: true }) });
}

/** Opens an operation's Test Request console and sends it; the answer it got. */
async function sendTestRequest(page: Page, summary: string) {
  const section = operationSection(page, summary);
  await section.getByRole("button", { name: `Test Request: ${summary}` }).click();
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith("/v1/") && r.request().method() === "GET" && !r.url().endsWith("public.json"),
  );
  await section.getByRole("button", { name: /^Send get request$/i }).click();
  return { section, response: await answer };
}

test.describe("the API reference", () => {
  test("is rendered on the server: every operation of the served document, with its scope and breadth note, is in the page as sent", async ({
    page,
  }) => {
    const document = await servedDocument(page);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThanOrEqual(25);
    // The notes the reference shows come from the document itself.
    // Data operations carry their scope; the OAuth token and revoke endpoints take client authentication.
    for (const op of operations.filter((o) => o["x-scope"] !== undefined)) {
      expect(op.description, op.summary).toContain(`**Scope:** \`${op["x-scope"].toLowerCase()}\``);
      if (op["x-breadth-counted"]) expect(op.description, op.summary).toContain("Counts toward the daily breadth limit");
    }

    // Without running any script: the HTML as sent has every operation.
    const html = await (await page.request.get("/docs")).text();
    for (const op of operations)
      expect(html, op.summary).toContain(`>${op.summary.replaceAll("&", "&amp;").replaceAll("'", "&#39;")}</a></h3>`);

    await openReference(page);
    const contents = page.getByRole("navigation", { name: "Operations" });
    for (const op of operations)
      await expect(contents.getByRole("link", { name: op.summary, exact: false }).first(), op.summary).toBeVisible();

    await expect(contents.getByRole("link", { name: "Introduction" })).toHaveAttribute("aria-current", "location");
    await contents.getByRole("link", { name: /A club's roster/ }).click();
    const roster = operationSection(page, "A club's roster");
    await expect(roster.getByRole("heading", { name: "A club's roster" })).toBeInViewport();
    // The contents column follows the reader: the entry being read is marked, and only it.
    await expect(contents.getByRole("link", { name: /A club's roster/ })).toHaveAttribute("aria-current", "location");
    await expect(contents.locator("[aria-current]")).toHaveCount(1);
    await expect(roster.getByText("Counts toward the daily breadth limit")).toBeVisible();
    await expect(roster.getByText("scope public")).toBeVisible();
    // The full answer schema: the fields, a component linked to its own entry, and an example.
    await expect(roster.getByRole("heading", { name: "Answer 200: Roster" })).toBeVisible();
    await expect(roster.locator(".rf-name", { hasText: /^players$/ })).toBeVisible();
    await expect(roster.getByRole("region", { name: "Example answer 200" })).toContainText('"players"');
    await roster.getByRole("link", { name: "Player", exact: true }).first().click();
    await expect(page).toHaveURL(/#model\/player$/);
    await expect(page.getByRole("heading", { name: "Player", exact: true })).toBeInViewport();
    await expect(contents.getByRole("link", { name: "Schemas" })).toHaveAttribute("aria-current", "location");
    await expect(contents.getByRole("link", { name: "Schemas" })).toBeInViewport();
  });

  test("one search box finds operations, schemas and guides", async ({ page }) => {
    await openReference(page);
    const box = page.getByRole("searchbox", { name: "Search the docs" });
    const results = page.getByRole("list", { name: "Search results" });
    await box.fill("boxscore");
    await results
      .getByRole("link", { name: /A match's box score/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "A match's box score", exact: true })).toBeInViewport();

    await box.fill("BoxScorePlayer");
    await expect(results.getByRole("link").first()).toHaveAttribute("href", "/docs#model/boxscoreplayer");
    await box.fill("refresh token single-use");
    await expect(results.getByRole("link", { name: /OAuth|Building a tool/ }).first()).toBeVisible();
  });

  test("offers code samples in curl, fetch and Python requests only, as tabs a keyboard can move through", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openReference(page);
    const me = operationSection(page, "The manager");
    const tabs = me.getByRole("tablist", { name: "The manager: code samples" }).getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual(["curl", "fetch", "Python requests"]);
    await expect(me.getByRole("tabpanel")).toContainText('-H "Authorization: Bearer $TOKEN"');
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(me.getByRole("tabpanel")).toContainText("await fetch(");
    await me.getByRole("button", { name: "Copy" }).click();
    await expect(me.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("await fetch(");
  });

  test("Test Request with a pasted personal token calls GET /me and shows the answer and its headers", async ({ page }) => {
    const token = personalToken("demo", ["public"]);
    const external = recordExternalRequests(page);
    const scripts: { url: string; text: Promise<string> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push({ url: response.url(), text: response.text() });
    });
    await openReference(page);
    await page.getByLabel("Paste a token").fill(token);
    await page.getByRole("button", { name: "Use", exact: true }).click();
    await page.waitForLoadState("networkidle");
    // The console's code is not among the page's scripts…
    const console = async (from: number) =>
      (await Promise.all(scripts.slice(from).map((s) => s.text))).some((t) => t.includes("All response headers"));
    expect(await console(0)).toBe(false);
    const loaded = scripts.length;
    const { section, response } = await sendTestRequest(page, "The manager");
    // …it came when a console was opened.
    expect(await console(loaded)).toBe(true);

    // Same origin, bearer token in the header, and a real answer.
    expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
    expect(response.request().headers()["authorization"]).toBe(`Bearer ${token}`);
    expect(response.status()).toBe(200);
    expect((await response.json()).username).toBe("demo");

    const answer = section.getByRole("region", { name: "Answer" });
    await expect(answer.getByText("200 OK")).toBeVisible();
    await expect(answer.getByRole("region", { name: "Response body" })).toContainText('"username": "demo"');
    // The answer sits right under the form, on the screen.
    await expect(answer.getByText("200 OK")).toBeInViewport();
    const headers = answer.getByRole("table", { name: "Response headers" });
    await expect(headers.getByRole("rowheader", { name: "x-request-id" })).toBeVisible();
    for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-ratelimit-resource"]) {
      expect(response.headers(), name).toHaveProperty(name);
      await expect(headers.getByRole("rowheader", { name })).toBeVisible();
    }
    expect(external).toEqual([]);
  });

  test("without a token, Test Request says so and shows the 401 it gets", async ({ page }) => {
    await openReference(page);
    await operationSection(page, "Countries").getByRole("button", { name: "Test Request: Countries" }).click();
    const section = operationSection(page, "Countries");
    await expect(section.getByText("No token yet: the call answers 401.")).toBeVisible();
    await section.getByRole("button", { name: /^Send get request$/i }).click();
    await expect(section.getByRole("region", { name: "Answer" }).getByText("401 Unauthorized")).toBeVisible();
  });

  test("a path id left empty is named, and nothing is sent", async ({ page }) => {
    await openReference(page);
    const section = operationSection(page, "A club's roster");
    await section.getByRole("button", { name: "Test Request: A club's roster" }).click();
    await section.getByLabel(/^teamId/).fill("");
    let sent = 0;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/v1/teams/")) sent++;
    });
    await section.getByRole("button", { name: /^Send get request$/i }).click();
    await expect(section.getByRole("alert")).toHaveText("Fill in teamId.");
    await expect(section.getByLabel(/^teamId/)).toHaveAttribute("aria-invalid", "true");
    // A path step instead of an id would send the call (and the token) to another address.
    await section.getByLabel(/^teamId/).fill("..");
    await section.getByRole("button", { name: /^Send get request$/i }).click();
    await expect(section.getByRole("alert")).toHaveText("teamId cannot be “.” or “..”.");
    expect(sent).toBe(0);
  });

  test("signed in, a one-click try-it token and the manager's own ids make a roster answer 200", async ({ page }) => {
    const external = recordExternalRequests(page);
    await signIn(page, "demo", { landing: "/docs" });
    await expect(page.getByText("Signed in as demo", { exact: true })).toBeVisible();
    // Only some scopes: the token carries exactly the ones ticked.
    for (const scope of ["national", "economy", "market"]) await page.getByRole("checkbox", { name: scope, exact: true }).uncheck();
    await page.getByRole("button", { name: "Make a try-it token" }).click();
    await expect(page.getByRole("status").filter({ hasText: "your try-it token (public, team" })).toBeVisible();
    // Its allowance is its own: this server's figures.
    await expect(page.getByRole("status").filter({ hasText: "It has an allowance of its own (10 a minute, 200 a day)" })).toBeVisible();

    const { section, response } = await sendTestRequest(page, "A club's roster");
    expect(response.status()).toBe(200);
    await expect(section.getByRole("region", { name: "Answer" }).getByText("200 OK")).toBeVisible();

    // The id in the path is demo's own club, and the token is the one just made.
    const authorization = response.request().headers()["authorization"];
    expect(authorization).toMatch(/^Bearer gmpat_/);
    const me = await (await page.request.get("/v1/me", { headers: { authorization } })).json();
    expect(me.username).toBe("demo");
    expect(me.scopes).toEqual(["Public", "Team"]);
    const club = me.teams.find((t: { kind: string }) => t.kind === "ManagedTeam");
    expect(new URL(response.url()).pathname).toBe(`/v1/teams/${club.id}/roster`);
    // The samples start from the same id.
    await expect(section.getByRole("tabpanel")).toContainText(`/v1/teams/${club.id}/roster`);
    // Own players come with their skills: the team scope reached the answer.
    expect((await response.json()).players[0].skills).not.toBeNull();
    expect(external).toEqual([]);
  });

  test("on a phone the try-it panel folds to one line and the reference starts on the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "demo", { landing: "/docs" });
    const title = page.getByRole("heading", { level: 1, name: "Manager Data API" });
    await expect(title).toBeVisible();
    expect((await title.boundingBox())!.y).toBeLessThan(500);
    const fold = page.getByRole("button", { name: /^Try it here/ });
    await expect(fold).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Make a try-it token" })).toBeHidden();
    // The reference's own contents fold too, and open to every operation.
    await expect(page.getByRole("navigation", { name: "Operations" })).toBeHidden();
    await page.getByText("All operations").click();
    await expect(page.locator(".rf-toc-fold").getByRole("link", { name: /A club's roster/ })).toBeVisible();

    await fold.click();
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Make a try-it token" }).click();
    await expect(page.getByRole("status").filter({ hasText: "your try-it token" })).toBeVisible();
    const { section, response } = await sendTestRequest(page, "The manager");
    expect(response.status()).toBe(200);
    await expect(section.getByRole("region", { name: "Answer" }).getByText("200 OK")).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a pasted token is kept for the page's life: a second operation sends it too, and nothing stores it", async ({ page }) => {
    const token = personalToken("demo", ["public"]);
    await page.goto("/docs");
    await page.getByLabel("Paste a token").fill("not a token");
    await page.getByRole("button", { name: "Use", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Paste a whole token" })).toBeVisible();
    await page.getByLabel("Paste a token").fill(token);
    await page.getByRole("button", { name: "Use", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "the token you pasted" })).toBeVisible();

    const sent: string[] = [];
    for (const summary of ["The manager", "Countries"]) {
      const { response } = await sendTestRequest(page, summary);
      expect(response.status(), summary).toBe(200);
      sent.push(response.request().headers()["authorization"]);
    }
    expect(sent).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
    // In memory only: not in the URL, not in the browser's storage.
    expect(page.url()).not.toContain(token);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(token);
  });

  test("makes no request that leaves this machine, and shows no link to another host", async ({ page }) => {
    const external = recordExternalRequests(page);
    // A request the Content-Security-Policy stopped never reaches the network: it shows as a console error.
    const consoleErrors = recordConsoleErrors(page);
    await openReference(page);
    await page.goto("/docs#tag/transfer-list/GET/v1/market/players/{playerId}/auction");
    await expect(page.getByRole("heading", { name: "A player's auction", exact: true })).toBeInViewport();
    await page.getByRole("searchbox", { name: "Search the docs" }).fill("roster");
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState("networkidle");
    expect(external).toEqual([]);
    expect(consoleErrors).toEqual([]);

    const links = await page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href));
    const elsewhere = links.filter((href) => href.startsWith("http") && !["localhost", "127.0.0.1"].includes(new URL(href).hostname));
    expect(elsewhere).toEqual([]);
  });
});

test.describe("the guides", () => {
  test("each page marks where you are in the side navigation", async ({ page }) => {
    for (const docsPage of DOCS_PAGES) {
      await page.goto(docsPage.href);
      const nav = page.getByRole("navigation", { name: "Documentation" });
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(docsPage.title);
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", docsPage.href);
    }
  });

  test("every docs page renders without console errors and has no broken link or anchor", async ({ page }) => {
    test.setTimeout(180_000);
    const consoleErrors = recordConsoleErrors(page);
    const external = recordExternalRequests(page);

    const toVisit = ["/docs/guides", ...DOCS_PAGES.map((p) => p.href)];
    const idsByPage = new Map<string, Set<string>>();
    const links: { from: string; href: string }[] = [];

    while (toVisit.length) {
      const path = toVisit.shift()!;
      if (idsByPage.has(path)) continue;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("main h1").first(), path).toBeAttached();
      idsByPage.set(path, new Set(await page.$$eval("[id]", (els) => els.map((e) => e.id))));
      const hrefs = await page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href));
      const here = new URL(page.url());
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== here.origin) continue;
        links.push({ from: path, href: url.pathname + url.hash });
        if (url.pathname.startsWith("/docs") && !idsByPage.has(url.pathname)) toVisit.push(url.pathname);
      }
    }

    expect(consoleErrors).toEqual([]);
    expect(external).toEqual([]);
    expect(links.length).toBeGreaterThan(50);

    const statusOf = new Map<string, number>();
    const broken: string[] = [];
    for (const { from, href } of links) {
      const [pathname, hash] = href.split("#");
      if (!statusOf.has(pathname)) {
        const answer = await page.request.get(pathname, { maxRedirects: 10 });
        statusOf.set(pathname, answer.status());
        if (!idsByPage.has(pathname) && hash !== undefined) {
          const html = await answer.text();
          idsByPage.set(pathname, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
        }
      }
      const status = statusOf.get(pathname)!;
      if (status < 200 || status >= 300) broken.push(`${from} → ${href}: HTTP ${status}`);
      if (hash && !idsByPage.get(pathname)?.has(decodeURIComponent(hash))) broken.push(`${from} → ${href}: no element with id "${hash}"`);
    }
    expect(broken).toEqual([]);
  });

  test("are readable on a phone: no sideways scrolling of the page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const guide of GUIDES) {
      await page.goto(guide.href);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, guide.href).toBeLessThanOrEqual(0);
      await expect(page.getByRole("navigation", { name: "Documentation" })).toBeVisible();
    }
  });

  test("code blocks have a working copy button", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/docs/guides/quick-start");
    const block = page.locator('[data-sample="quick-start-curl-me"]');
    await block.getByRole("button", { name: /Copy/ }).click();
    await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator("code").textContent());
  });

  test("the Limits guide shows this server's configured limits", async ({ page }) => {
    await page.goto("/docs/guides/limits");
    const tiers = page.getByRole("table", { name: "Limits of each tier on this server" });
    // The browser-test server runs with the default configuration.
    await expect(tiers.getByRole("row", { name: /Development/ })).toContainText("30");
    await expect(tiers.getByRole("row", { name: /Development/ })).toContainText("1,000");
    await expect(tiers.getByRole("row", { name: /Full/ })).toContainText("50,000");
    await expect(page.getByText("20 requests per minute per address")).toBeVisible();
  });

  test("the world-changes guide shows the clock's timetable and the polling advice", async ({ page }) => {
    await page.goto("/docs/guides/world-changes");
    const timetable = page.getByRole("table", { name: "When the world changes, in UTC" });
    await expect(timetable.getByRole("row", { name: /League games/ })).toContainText("Saturdays and Tuesdays");
    await expect(timetable.getByRole("row", { name: /League games/ })).toContainText("16:00 to 20:00");
    await expect(timetable.getByRole("row", { name: /Cup games/ })).toContainText("Thursdays");
    await expect(timetable.getByRole("row", { name: /National teams/ })).toContainText("Mondays: seniors at 18:00, juniors at 16:00");
    await expect(timetable.getByRole("row", { name: /The week/ })).toContainText("Fridays at 00:00");
    await expect(timetable.getByRole("row", { name: /season's turn/ })).toContainText("Every 14 weeks");
    await expect(timetable.getByRole("row", { name: /Auctions/ })).toContainText("last 3 minutes");
    await expect(page.getByRole("region", { name: /Polling a schedule politely/ })).toContainText(`${E2E_BASE_URL}/v1/teams/`);
    await expect(page.getByRole("link", { name: "Webhooks and events" }).last()).toHaveAttribute("href", "/docs/guides/webhooks");
  });

  test("the changelog lists dated changes linked to the operations they touch, and /changelog leads to it", async ({ page }) => {
    await page.goto("/changelog");
    await expect(page).toHaveURL(/\/docs\/changelog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Changelog" })).toBeVisible();
    const entries = page.getByRole("list", { name: "Changes, newest first" }).getByRole("article");
    await expect(entries).toHaveCount(CHANGELOG.length);
    await expect(entries.first()).toContainText(CHANGELOG[0].title);
    await expect(entries.first().locator("time")).toHaveAttribute("datetime", CHANGELOG[0].date);
    await expect(page.getByRole("link", { name: "compatibility policy", exact: true })).toHaveAttribute(
      "href",
      "/docs/guides/compatibility",
    );
    const touching = CHANGELOG.find((e) => e.operations.includes("POST /v1/oauth/token"))!;
    const entry = page.locator(`[id="${changelogAnchor(touching)}"]`);
    await entry.getByRole("link", { name: "POST /v1/oauth/token" }).click();
    await expect(page).toHaveURL(/\/docs#tag\/oauth\/POST\/v1\/oauth\/token$/);
    // The reference opens at the operation.
    await expect(page.getByRole("heading", { name: "Exchange a code, or refresh" }).first()).toBeInViewport();
  });

  test("the compatibility guide states the policy with the headers a deprecation sends", async ({ page }) => {
    await page.goto("/docs/guides/compatibility");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compatibility and deprecation");
    await expect(page.getByRole("region", { name: "How long it runs" })).toContainText("at least 180 days");
    const answer = page.getByRole("region", { name: "A deprecated endpoint's answer sample" });
    await expect(answer).toContainText(`Deprecation: @${Date.UTC(2027, 0, 15) / 1000}`);
    await expect(answer).toContainText("Sunset: Thu, 15 Jul 2027 00:00:00 GMT");
    await expect(answer).toContainText('rel="deprecation"');
  });

  test("the Errors guide lists every error code the API defines", async ({ page }) => {
    const document = await servedDocument(page);
    const errorSchema = (
      document as unknown as { components: { schemas: { Error: { properties: { error: { properties: { code: { enum: string[] } } } } } } } }
    ).components.schemas.Error;
    const codes = errorSchema.properties.error.properties.code.enum;
    await page.goto("/docs/guides/errors");
    for (const code of codes) await expect(page.locator(`#code-${code}`), code).toBeVisible();
    for (const code of ["invalid_client", "invalid_grant", "invalid_request", "invalid_scope", "unsupported_grant_type"]) {
      await expect(page.getByRole("table", { name: "Token endpoint errors" }).getByText(code, { exact: true })).toBeVisible();
    }
  });

  test("search finds a section across the guides and goes there", async ({ page }) => {
    await page.goto("/docs/guides/quick-start");
    const box = page.getByRole("searchbox", { name: "Search the docs" });
    await box.fill("refresh token single-use");
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).toBeVisible();
    const first = results.getByRole("link").first();
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/docs\/guides\/[a-z-]+#/);
    await first.click();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    await box.fill("zzzz nothing like this");
    await expect(page.getByText("No section of the docs matches.").first()).toBeAttached();
  });

  test("a code sample is a region a keyboard can reach and scroll", async ({ page }) => {
    await page.goto("/docs/guides/quick-start");
    const region = page.getByRole("region", { name: "curl sample" }).first();
    await region.focus();
    await expect(region).toBeFocused();
    expect(await region.getAttribute("tabindex")).toBe("0");
  });

  test("operator instructions sit in a 'Running it yourself' aside, and the reference has one navigation column", async ({ page }) => {
    await page.goto("/docs/guides/quick-start");
    const aside = page.getByRole("complementary", { name: "Running it yourself" });
    await expect(aside).toContainText("npm start");
    await expect(page.locator("article header")).not.toContainText("npm start");
    await page.goto("/docs");
    await expect(page.locator("#main")).not.toContainText("npm run cli");
    // The site's navigation is a bar above the reference: the reference's own column starts at the left edge.
    const nav = await page.getByRole("navigation", { name: "Documentation" }).boundingBox();
    const sidebar = await page.getByRole("navigation", { name: "Operations" }).boundingBox();
    expect(nav!.width).toBeGreaterThan(1000);
    expect(sidebar!.x).toBeLessThan(100);
  });
});
