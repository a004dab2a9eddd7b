/**
 * The interactive reference and the guides: every endpoint of the served document is listed,
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
  const sidebar = page.locator(".t-doc__sidebar");
  await expect(sidebar).toBeVisible({ timeout: 30_000 });
  await expect(sidebarOperation(page, "The manager")).toBeVisible({ timeout: 30_000 });
}

/** Scalar's search opener is a search landmark in its sidebar. */
async function openSearch(page: Page) {
  await page.getByRole("search").filter({ hasText: "Open Search" }).click();
}

/** An operation's entry in Scalar's sidebar (a model may share its name, e.g. Facilities). */
function sidebarOperation(page: Page, summary: string) {
  const escaped = summary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.locator(".t-doc__sidebar").getByRole("button", { name: new RegExp(`^${escaped} HTTP Method`) });
}

/** Scalar changes the URL with pushState when it scrolls to an operation: no navigation to wait for. */
async function openOperation(page: Page, summary: string) {
  await sidebarOperation(page, summary).click({ noWaitAfter: true });
  await expect(page.getByRole("heading", { name: summary, exact: true })).toBeVisible();
}

test.describe("the API reference", () => {
  test("lists every operation of the served document, with its scope and breadth note", async ({ page }) => {
    const document = await servedDocument(page);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThanOrEqual(25);
    // The notes the reference shows come from the document itself.
    // Data operations carry their scope; the OAuth token and revoke endpoints take client authentication.
    for (const op of operations.filter((o) => o["x-scope"] !== undefined)) {
      expect(op.description, op.summary).toContain(`**Scope:** \`${op["x-scope"].toLowerCase()}\``);
      if (op["x-breadth-counted"]) expect(op.description, op.summary).toContain("Counts toward the daily breadth limit");
    }

    await openReference(page);
    for (const op of operations) await expect(sidebarOperation(page, op.summary), op.summary).toBeVisible();

    await openOperation(page, "A club's roster");
    const roster = page.locator("section", { has: page.getByRole("heading", { name: "A club's roster", exact: true }) }).first();
    await expect(roster.getByText("Counts toward the daily breadth limit")).toBeVisible();
    await expect(roster.getByText("Scope:")).toBeVisible();
  });

  test("search finds an endpoint", async ({ page }) => {
    await openReference(page);
    await openSearch(page);
    await page.getByRole("combobox").fill("boxscore");
    const results = page.getByRole("listbox", { name: "Reference Search Results" });
    await expect(results.getByText("A match's box score")).toBeVisible();
    await results.getByText("A match's box score").click({ noWaitAfter: true });
    await expect(page.getByRole("heading", { name: "A match's box score", exact: true })).toBeVisible();
  });

  test("offers code samples in curl, fetch and Python requests only", async ({ page }) => {
    await openReference(page);
    await openOperation(page, "The manager");
    await page
      .getByRole("button", { name: /Shell Curl/ })
      .first()
      .click();
    const options = (await page.getByRole("option").allInnerTexts()).map((o) => o.trim()).sort();
    expect(options).toEqual(["Curl", "Fetch", "Requests"]);
  });

  test("Test Request with a pasted personal token calls GET /me and shows the answer and its headers", async ({ page }) => {
    const token = personalToken("demo", ["public"]);
    const external = recordExternalRequests(page);
    await openReference(page);
    await openOperation(page, "The manager");
    await page
      .getByRole("button", { name: /Test Request/ })
      .first()
      .click();

    const client = page.getByRole("dialog");
    await client.getByPlaceholder("Token").fill(token);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/me");
    await client.getByRole("button", { name: /Send get request/ }).click();
    const response = await answer;

    // Same origin, bearer token in the header, and a real answer.
    expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
    expect(response.request().headers()["authorization"]).toBe(`Bearer ${token}`);
    expect(response.status()).toBe(200);
    expect((await response.json()).username).toBe("demo");

    await expect(client.getByText("200 OK")).toBeVisible();
    await expect(client.getByText('"username"')).toBeVisible();
    await client.getByRole("button", { name: /Response Headers/ }).click();
    const headers = response.headers();
    await expect(client.getByText(/x-request-id/i).first()).toBeVisible();
    // The quota layer sets these on every answer; asserted as soon as the server sends them.
    if ("x-ratelimit-limit" in headers) {
      for (const name of ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Resource"]) {
        expect(headers, name).toHaveProperty(name.toLowerCase());
        await expect(client.getByText(new RegExp(`^${name}$`, "i")).first()).toBeVisible();
      }
    }
    expect(external).toEqual([]);
  });

  test("signed in, a one-click try-it token and the manager's own ids make a roster answer 200", async ({ page }) => {
    const external = recordExternalRequests(page);
    await signIn(page, "demo", { landing: "/docs" });
    // The account menu's line (the try-it panel says "Signed in as demo: …" too, once its ids are in).
    await expect(page.getByText("Signed in as demo", { exact: true })).toBeVisible();
    await expect(sidebarOperation(page, "The manager")).toBeVisible({ timeout: 30_000 });
    // Only some scopes: the token carries exactly the ones ticked.
    for (const scope of ["national", "economy", "market"]) await page.getByRole("checkbox", { name: scope, exact: true }).uncheck();
    await page.getByRole("button", { name: "Make a try-it token" }).click();
    await expect(page.getByRole("status").filter({ hasText: "your try-it token (public, team" })).toBeVisible();
    await expect(sidebarOperation(page, "A club's roster")).toBeVisible({ timeout: 30_000 });

    await openOperation(page, "A club's roster");
    const roster = page.locator("section", { has: page.getByRole("heading", { name: "A club's roster", exact: true }) }).first();
    await roster
      .getByRole("button", { name: /Test Request/ })
      .first()
      .click();
    const client = page.getByRole("dialog");
    const answer = page.waitForResponse((r) => /^\/v1\/teams\/[^/]+\/roster$/.test(new URL(r.url()).pathname));
    await client.getByRole("button", { name: /Send get request/ }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    await expect(client.getByText("200 OK")).toBeVisible();

    // The id in the path is demo's own club, and the token is the one just made.
    const authorization = response.request().headers()["authorization"];
    expect(authorization).toMatch(/^Bearer gmpat_/);
    const me = await (await page.request.get("/v1/me", { headers: { authorization } })).json();
    expect(me.username).toBe("demo");
    expect(me.scopes).toEqual(["Public", "Team"]);
    const club = me.teams.find((t: { kind: string }) => t.kind === "ManagedTeam");
    expect(new URL(response.url()).pathname).toBe(`/v1/teams/${club.id}/roster`);
    // Own players come with their skills: the team scope reached the answer.
    expect((await response.json()).players[0].skills).not.toBeNull();
    expect(external).toEqual([]);
  });

  test("on a phone the try-it panel folds to one line and the reference starts on the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "demo", { landing: "/docs" });
    const title = page.getByRole("heading", { level: 1, name: "Manager Data API" });
    await expect(title).toBeVisible({ timeout: 30_000 });
    // It sat at y = 720 with the panel open; folded, at about 400.
    expect((await title.boundingBox())!.y).toBeLessThan(500);
    const fold = page.getByRole("button", { name: /^Try it here/ });
    await expect(fold).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Make a try-it token" })).toBeHidden();

    await fold.click();
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Make a try-it token" }).click();
    await expect(page.getByRole("status").filter({ hasText: "your try-it token" })).toBeVisible();
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
    await expect(sidebarOperation(page, "The manager")).toBeVisible({ timeout: 30_000 });

    const sent: string[] = [];
    for (const summary of ["The manager", "Countries"]) {
      await openOperation(page, summary);
      const section = page.locator("section", { has: page.getByRole("heading", { name: summary, exact: true }) }).first();
      await section
        .getByRole("button", { name: /Test Request/ })
        .first()
        .click();
      const client = page.getByRole("dialog");
      const answer = page.waitForResponse(
        (r) => new URL(r.url()).pathname.startsWith("/v1/") && r.request().method() === "GET" && !r.url().endsWith("public.json"),
      );
      await client.getByRole("button", { name: /Send get request/ }).click();
      const response = await answer;
      expect(response.status(), summary).toBe(200);
      sent.push(response.request().headers()["authorization"]);
      await page.keyboard.press("Escape");
      await expect(client).toBeHidden();
    }
    expect(sent).toEqual([`Bearer ${token}`, `Bearer ${token}`]);
    // In memory only: not in the URL, not in the browser's storage.
    expect(page.url()).not.toContain(token);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(token);
  });

  test("makes no request that leaves this machine, and shows no link to another host", async ({ page }) => {
    const external = recordExternalRequests(page);
    await openReference(page);
    await openOperation(page, "A player's auction");
    await openSearch(page);
    await page.getByRole("combobox").fill("roster");
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState("networkidle");
    expect(external).toEqual([]);

    const visibleLinks = await page.$$eval("a[href]", (links) =>
      links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => (a as HTMLAnchorElement).href),
    );
    const elsewhere = visibleLinks.filter(
      (href) => href.startsWith("http") && !["localhost", "127.0.0.1"].includes(new URL(href).hostname),
    );
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
      if (path === "/docs") await expect(page.locator(".t-doc__sidebar")).toBeVisible({ timeout: 30_000 });
      idsByPage.set(path, new Set(await page.$$eval("[id]", (els) => els.map((e) => e.id))));
      const hrefs = await page.$$eval("a[href]", (as) =>
        // Scalar's own in-page navigation (hash routes it renders on demand) is not ours to check.
        as.filter((a) => !a.closest(".scalar-app")).map((a) => (a as HTMLAnchorElement).href),
      );
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
    const referenceHashes = new Set<string>();
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
      // The reference's own addresses (an operation's #tag/…) are resolved by the reference, which
      // prefixes its document's slug to the element's id: opened below, one by one.
      if (pathname === "/docs" && hash?.startsWith("tag/")) referenceHashes.add(hash);
      else if (hash && !idsByPage.get(pathname)?.has(decodeURIComponent(hash)))
        broken.push(`${from} → ${href}: no element with id "${hash}"`);
    }
    for (const hash of referenceHashes) {
      await page.goto(`/docs#${hash}`);
      await expect(page.locator(".t-doc__sidebar")).toBeVisible({ timeout: 30_000 });
      const found = await page.$$eval("[id]", (els, wanted) => els.some((e) => e.id.endsWith(`/${wanted}`)), hash);
      if (!found) broken.push(`/docs#${hash}: the reference has no such operation`);
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
    await expect(page.getByRole("heading", { name: "Exchange a code, or refresh" }).first()).toBeInViewport({ timeout: 30_000 });
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
    const box = page.getByRole("searchbox", { name: "Search the guides" });
    await box.fill("refresh token single-use");
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link").first()).toBeVisible();
    const first = results.getByRole("link").first();
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/docs\/guides\/[a-z-]+#/);
    await first.click();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    await box.fill("zzzz nothing like this");
    await expect(page.getByText("No section of the guides matches.").first()).toBeAttached();
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
    await expect(page.locator(".t-doc__sidebar")).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("#main")).not.toContainText("npm run cli");
    // The site's navigation is a bar above the reference: the reference's own column starts at the left edge.
    const nav = await page.getByRole("navigation", { name: "Documentation" }).boundingBox();
    const sidebar = await page.locator(".t-doc__sidebar").boundingBox();
    expect(nav!.width).toBeGreaterThan(1000);
    expect(sidebar!.x).toBeLessThan(100);
  });
});
