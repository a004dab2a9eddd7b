/**
 * Triggering events and debugging deliveries in the portal, against the real service and its
 * worker: an endpoint of an application in development triggers events of five types, each built
 * from rookie's world, and a receiver of the test's own verifies every one with the standardwebhooks
 * package (rookie, not demo: test events share a limit of ten a minute per developer, and the
 * webhooks spec after this one sends demo's); the delivery log shows an attempt's request (headers and body) beside its answer,
 * filters by type, and shows a new attempt without a reload, polling its JSON route (304s while
 * nothing changed). The trigger form works without script too, and refuses a type not in its list.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { test, expect, type Page } from "@playwright/test";
import { signIn } from "./helpers";

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that records what it gets and answers 200 with a header of its own. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain", "x-receiver": "e2e" }).end("verified by the e2e receiver");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/triggered`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Registers an application (in development, as every new one) with one endpoint at `url`; ends on the endpoint's page. */
async function endpointOfNewApplication(page: Page, url: string): Promise<{ secret: string; path: string }> {
  await page.goto("/portal/applications/new");
  await page.getByLabel("Name", { exact: true }).fill(`E2E Triggers ${Date.now().toString(36)}`);
  await page.getByLabel("Description").fill("Tries its receiver with triggered events.");
  await page.getByLabel("Website").fill("https://hooks.example.com");
  await page.getByLabel("Public", { exact: true }).check();
  await page.getByRole("textbox", { name: "Redirect URI 1" }).fill("http://127.0.0.1/callback");
  await page.getByRole("button", { name: "Register application" }).click();
  await page.getByRole("link", { name: "Go to the application" }).click();
  await page.getByRole("link", { name: "Add a webhook endpoint" }).click();
  await page.getByLabel("URL", { exact: true }).fill(url);
  // Subscribed to one type only: a triggered event goes to this endpoint whatever it subscribed to.
  await page.getByLabel("grant.revoked").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const secret = await page.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole("link", { name: "Go to the endpoint" }).click();
  await page.waitForURL(/\/webhooks\/[0-9a-f-]{36}$/);
  return { secret, path: new URL(page.url()).pathname };
}

const deliveriesOf = (page: Page, type: string) => page.getByTestId("delivery-log").locator(`tbody[data-event-type="${type}"]`);

async function trigger(page: Page, type: string) {
  await page.getByLabel("Trigger an event").selectOption(type);
  await page.getByRole("button", { name: "Trigger event" }).click();
}

const TYPES = ["match.finished", "auction.settled", "training.completed", "economy.week_booked", "season.started"] as const;

test("triggers five event types from rookie's world; the receiver verifies each with standardwebhooks", async ({ page }) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await signIn(page, "rookie");
    const { secret } = await endpointOfNewApplication(page, receiver.url);
    const rookieId = await page.evaluate(async () => (await (await fetch("/api/auth/session")).json()).manager?.id as string | undefined);
    expect(rookieId).toMatch(/^[0-9a-f-]{36}$/);

    for (const [index, type] of TYPES.entries()) {
      await trigger(page, type);
      // The message beside the form (the first); the log's live region says it again for screen readers.
      await expect(page.getByText(`${type} triggered: its delivery appears in the log below`).first()).toBeVisible();
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(index + 1);
      const hit = receiver.received[index];
      const payload = new Webhook(secret).verify(hit.body, hit.headers) as {
        id: string;
        type: string;
        test?: boolean;
        managerId: string | null;
        data: Record<string, unknown>;
      };
      expect(payload).toMatchObject({ type, test: true });
      expect(hit.headers["webhook-id"]).toBe(payload.id);
      expect(payload.managerId).toBe(rookieId);
      // From rookie's world: its club is the team of the event.
      expect(payload.data.teamId ?? payload.data.seasonId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
      const row = deliveriesOf(page, type);
      await expect(row).toHaveAttribute("data-status", "Succeeded", { timeout: 20_000 });
      await expect(row.getByRole("row").first()).toContainText("Test");
    }

    // A type not in the list (a hand-edited form) is refused with a clear message, and nothing is sent.
    await page.getByLabel("Trigger an event").evaluate((select: HTMLSelectElement) => {
      select.add(new Option("made.up", "made.up", true, true));
    });
    await page.getByRole("button", { name: "Trigger event" }).click();
    await expect(page.getByText("Choose an event type from the list.").first()).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(receiver.received).toHaveLength(TYPES.length);
    await expect(page.getByTestId("delivery-log").locator("tbody")).toHaveCount(TYPES.length);
  } finally {
    await receiver.close();
  }
});

test("the delivery log shows the request as sent, filters by type, and a new attempt appears without a reload", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await signIn(page, "rookie");
    const { path } = await endpointOfNewApplication(page, receiver.url);
    await trigger(page, "match.finished");
    const match = deliveriesOf(page, "match.finished");
    await expect(match).toHaveAttribute("data-status", "Succeeded", { timeout: 20_000 });

    // The attempt: the request as sent (its signature headers and body) beside the answer.
    await match.getByRole("button", { name: /^1 attempt of match\.finished/ }).click();
    const request = match.locator('[data-part="request"]');
    const [hit] = receiver.received;
    await expect(request).toContainText(`POST ${receiver.url}`);
    for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
      await expect(request.locator('[data-part="request-headers"]')).toContainText(`${name}: ${hit.headers[name]}`);
    }
    await expect(request.locator('[data-part="request-body"]')).toHaveText(hit.body);
    await expect(request.locator('[data-part="request-body"]')).toContainText('"test":true');
    const response = match.locator('[data-part="response"]');
    await expect(response).toContainText("x-receiver: e2e");
    await expect(response).toContainText("verified by the e2e receiver");
    // Copy as curl: the same request, signature headers and all, and no secret.
    await request.getByText("As a curl command").click();
    await expect(request.locator("details pre")).toContainText(`curl -X POST '${receiver.url}'`);
    await expect(request.locator("details pre")).toContainText(`-H 'webhook-signature: ${hit.headers["webhook-signature"]}'`);
    await expect(request.locator("details pre")).not.toContainText("whsec_");

    // A filter: only season.started, in the URL (a GET form).
    await trigger(page, "season.started");
    await expect(deliveriesOf(page, "season.started")).toHaveAttribute("data-status", "Succeeded", { timeout: 20_000 });
    const filters = page.getByRole("form", { name: "Filter deliveries" });
    await filters.getByLabel("Event type").selectOption("season.started");
    await filters.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/[?&]type=season\.started/);
    await expect(deliveriesOf(page, "season.started")).toHaveCount(1);
    await expect(deliveriesOf(page, "match.finished")).toHaveCount(0);
    await filters.getByLabel("Status").selectOption("failed");
    await filters.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("No deliveries match")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(deliveriesOf(page, "match.finished")).toHaveCount(1);

    // Back to season.started; a second tab triggers one more, and this page shows it without reloading.
    await filters.getByLabel("Event type").selectOption("season.started");
    await filters.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/[?&]type=season\.started/);
    const polls: number[] = [];
    page.on("response", (answer) => {
      if (new URL(answer.url()).pathname === `${path}/log`) polls.push(answer.status());
    });
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await expect.poll(() => polls.filter((status) => status === 304).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const other = await context.newPage();
    await other.goto(path);
    await trigger(other, "season.started");
    await expect(other.getByText("season.started triggered").first()).toBeVisible();
    await other.close();
    await expect(deliveriesOf(page, "season.started")).toHaveCount(2, { timeout: 20_000 });
    await expect(deliveriesOf(page, "season.started").first()).toHaveAttribute("data-status", "Succeeded", { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(polls).toContain(200);
  } finally {
    await receiver.close();
  }
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the trigger form posts, and the delivery reaches the receiver", async ({ page }) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    try {
      await signIn(page, "rookie");
      const { secret } = await endpointOfNewApplication(page, receiver.url);
      await trigger(page, "training.completed");
      await expect(page.getByText("training.completed triggered").first()).toBeVisible();
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
      const [hit] = receiver.received;
      expect(new Webhook(secret).verify(hit.body, hit.headers)).toMatchObject({ type: "training.completed", test: true });
      // Refresh (a link) loads the log again: the delivery is there, settled (its outcome is written as the answer comes).
      await page.waitForTimeout(500);
      await page.getByRole("link", { name: "Refresh" }).click();
      await expect(deliveriesOf(page, "training.completed")).toHaveAttribute("data-status", "Succeeded");
    } finally {
      await receiver.close();
    }
  });
});
