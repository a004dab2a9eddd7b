/**
 * Webhooks in the developer portal, against the real service and its worker: an endpoint added
 * in the portal (its secret shown once) receives a signed test event on a receiver of the test's
 * own; the delivery log shows it, then a manual redelivery the receiver refuses; a URL the rules
 * refuse is a field error; an endpoint the service disabled says so and can be enabled again.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { test, expect, type Page } from "@playwright/test";
import { E2E_DATABASE_URL_FILE } from "@/lib/testing/shared";
import { signIn } from "./helpers";

interface Received {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that records what it gets and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  const receiver = { received, status: 200, url: "", close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ method: request.method ?? "", url: request.url ?? "", headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(receiver.status, { "content-type": "text/plain" });
      response.end(receiver.status === 200 ? "thanks from the receiver" : "the receiver is broken today");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/game`;
  return receiver;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** Registers a public application in the portal and opens its webhooks page; new applications are in development. */
async function openWebhooksOfNewApplication(page: Page): Promise<string> {
  await signIn(page, "demo", { landing: "/portal/applications/new" });
  const name = unique("E2E Hooks");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("Listens to the game's events.");
  await page.getByLabel("Website").fill("https://hooks.example.com");
  await page.getByLabel("Public", { exact: true }).check();
  await page.getByRole("textbox", { name: "Redirect URI 1" }).fill("http://127.0.0.1/callback");
  await page.getByRole("button", { name: "Register application" }).click();
  await page.getByRole("link", { name: "Go to the application" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByTestId("webhook-endpoints")).toHaveText("No endpoints yet.");
  await page.getByRole("link", { name: "Add a webhook endpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  return name;
}

/** The delivery log's rows of one event type (each delivery is a tbody: its row and its attempts). */
const deliveriesOf = (page: Page, type: string) => page.getByTestId("delivery-log").locator(`tbody[data-event-type="${type}"]`);

test("an endpoint gets a signed test event, the log shows it, and a redelivery the receiver refuses", async ({ page }) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await openWebhooksOfNewApplication(page);
    await expect(
      page.getByText("https:// only; http:// only to a loopback address, while the application is in development."),
    ).toBeVisible();

    // Refused URLs: a field error on the URL, focus there, nothing created.
    const url = page.getByLabel("URL", { exact: true });
    await page.getByLabel("match.finished").check();
    for (const [refused, message] of [
      ["http://example.com/hook", /https:\/\//],
      ["https://10.0.0.1/", /10\.0\.0\.1/],
    ] as const) {
      await url.fill(refused);
      await page.getByRole("button", { name: "Add endpoint" }).click();
      const error = page.locator("#new-webhook-url-error");
      await expect(error).toHaveText(message);
      await expect(url).toBeFocused();
      await expect(url).toHaveAttribute("aria-invalid", "true");
      await expect(url).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel("Signing secret")).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("No endpoints yet")).toBeVisible();

    // No event type: refused in the browser by the shared schema.
    await url.fill(receiver.url);
    await page.getByLabel("Description").fill("The e2e receiver");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText("Choose at least one event type.")).toBeVisible();

    await page.getByLabel("grant.revoked").check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByRole("heading", { name: "Endpoint added" })).toBeVisible();
    await expect(page.getByText("Copy it now: it cannot be shown again.")).toBeVisible();
    const secretField = page.getByLabel("Signing secret");
    await expect(secretField).toBeFocused();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    // The list under the form has it already, switched on.
    const listed = page.getByRole("listitem").filter({ hasText: receiver.url });
    await expect(listed).toContainText("Enabled");
    await expect(listed).toContainText("The e2e receiver");
    await expect(listed.getByRole("list", { name: "Event types" })).toHaveText(/grant\.revoked/);

    await page.getByRole("link", { name: "Go to the endpoint" }).click();
    await page.waitForURL(/\/webhooks\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Webhook endpoint");
    const endpointId = new URL(page.url()).pathname.split("/").at(-1)!;
    await expect(page.locator("body")).not.toContainText(secret);
    await expect(page.getByText(secret.slice(0, 10) + "…")).toBeVisible();
    await expect(page.getByText("No deliveries yet")).toBeVisible();

    await page.getByRole("button", { name: "Send a test event" }).click();
    const delivery = deliveriesOf(page, "webhook.test");
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toHaveAttribute("data-status", "Succeeded", { timeout: 20_000 });
    const row = delivery.getByRole("row").first();
    await expect(row.getByRole("cell").nth(4)).toHaveText("200");
    await expect(row.getByRole("cell").nth(3)).toHaveText("Succeeded");

    // The receiver got it, signed with the secret shown once.
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    expect(hit.method).toBe("POST");
    expect(hit.url).toBe("/hooks/game");
    expect(hit.headers["content-type"]).toMatch(/^application\/json/);
    const payload = new Webhook(secret).verify(hit.body, hit.headers) as { type: string; id: string; data: { endpointId: string } };
    expect(payload.type).toBe("webhook.test");
    expect(payload.data.endpointId).toBe(endpointId);
    expect(hit.headers["webhook-id"]).toBe(payload.id);
    await expect(delivery).toContainText(payload.id);

    // A redelivery the receiver refuses: a second, manual attempt with its 500 and the answer's start.
    receiver.status = 500;
    await row.getByRole("button", { name: /^Redeliver webhook\.test/ }).click();
    const attempts = delivery.getByRole("list", { name: /^Attempts of webhook\.test/ });
    await expect(attempts.getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
    const second = attempts.locator('li[data-attempt="2"]');
    await expect(second).toContainText("Manual");
    await expect(second).toContainText("500");
    await expect(second).toContainText("the receiver is broken today");
    await expect(attempts.locator('li[data-attempt="1"]')).toContainText("Scheduled");
    await expect(attempts.locator('li[data-attempt="1"]')).toContainText("200");
    await expect(row.getByRole("cell").nth(2)).toContainText("2");
    await expect(row.getByRole("cell").nth(4)).toHaveText("500");
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].headers["webhook-id"]).toBe(payload.id);

    // The attempts collapse and open again with their button.
    const toggle = row.getByRole("button", { name: /^2 attempts of webhook\.test/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(attempts).toBeHidden();
    await toggle.click();
    await expect(attempts).toBeVisible();

    // Rotation: the new secret is shown once; both sign the next delivery.
    receiver.status = 200;
    await page.getByRole("button", { name: "Rotate secret" }).click();
    await page.getByRole("dialog", { name: "Rotate the signing secret?" }).getByRole("button", { name: "Rotate secret" }).click();
    const rotatedField = page.getByLabel("New signing secret");
    await expect(rotatedField).toBeFocused();
    const rotated = await rotatedField.inputValue();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await expect(page.getByText(/The old secret keeps signing beside this one for 24 hours, until/)).toBeVisible();
    const secrets = page.getByRole("list", { name: "Signing secrets" });
    await expect(secrets.getByRole("listitem")).toHaveCount(2);
    await expect(secrets.getByRole("listitem").filter({ hasText: secret.slice(0, 10) })).toContainText("Being rotated out");

    await page.getByRole("button", { name: "Send a test event" }).click();
    await expect(deliveriesOf(page, "webhook.test")).toHaveCount(2);
    await expect(deliveriesOf(page, "webhook.test").first()).toHaveAttribute("data-status", "Succeeded", { timeout: 20_000 });
    const third = receiver.received[2];
    expect(third.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(rotated).verify(third.body, third.headers)).toMatchObject({ type: "webhook.test" });
    expect(new Webhook(secret).verify(third.body, third.headers)).toMatchObject({ type: "webhook.test" });
  } finally {
    await receiver.close();
  }
});

test("an endpoint the service disabled shows a banner with its reason, and can be enabled again", async ({ page }) => {
  await openWebhooksOfNewApplication(page);
  await page.getByLabel("URL", { exact: true }).fill("http://127.0.0.1:9/never-answers");
  await page.getByLabel("match.finished").check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByRole("link", { name: "Go to the endpoint" }).click();
  await page.waitForURL(/\/webhooks\/[0-9a-f-]{36}$/);
  const endpointPath = new URL(page.url()).pathname;
  const endpointId = endpointPath.split("/").at(-1)!;

  // Three days of failures cannot pass in a browser test: mark it as the worker would.
  const db = new pg.Client({ connectionString: fs.readFileSync(E2E_DATABASE_URL_FILE, "utf8").trim() });
  await db.connect();
  try {
    await db.query(
      `UPDATE "WebhookEndpoint" SET "disabledAt" = now(), "failingSince" = now() - interval '3 days',
              "disabledReason" = 'Every delivery failed for 3 days: the endpoint was disabled. Fix it, enable it again, and redeliver the failed deliveries from its log.'
        WHERE "id" = $1`,
      [endpointId],
    );
  } finally {
    await db.end();
  }

  await page.goto(endpointPath.replace(/\/[^/]+$/, ""));
  const banner = page.getByRole("alert").filter({ hasText: "Disabled by the service" });
  await expect(banner).toContainText("http://127.0.0.1:9/never-answers");
  await expect(banner).toContainText("Every delivery failed for 3 days");
  await expect(page.getByRole("listitem").filter({ hasText: "never-answers" })).toContainText("Disabled by the service");

  await page.goto(endpointPath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Disabled by the service");
  await expect(page.getByRole("button", { name: "Send a test event" })).toBeDisabled();
  await expect(page.getByLabel("Enabled")).not.toBeChecked();
  await page.getByRole("button", { name: "Enable it again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Enabled");
  await expect(page.getByRole("alert").filter({ hasText: "Disabled by the service" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send a test event" })).toBeEnabled();
  await expect(page.getByLabel("Enabled")).toBeChecked();
});
