/**
 * Webhook endpoints as the portal manages them: the address rules at registration, every bad
 * input refused with its message and nothing written, the secret encrypted at rest and shown
 * once, rotation with both secrets signing for the overlap, and owners only.
 */
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerTestClient, type TestClient } from "@/lib/testing/oauth";
import { migrateDatabase } from "@/lib/database-setup";
import { signedHeaders } from "@/lib/webhooks/deliver";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  redeliver,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhookEndpoint,
} from "@/lib/webhooks/endpoints";
import { MAX_WEBHOOK_ENDPOINTS } from "@/lib/webhooks/schemas";
import { decryptSecret, encryptionKey, ROTATION_OVERLAP_MS } from "@/lib/webhooks/secrets";

const KEY = "endpoint-tests-key-of-at-least-32-characters";
const options = { key: KEY, loopback: true, lookup: async () => [{ address: "93.184.216.34", family: 4 }] };

let database: TestDatabase;
let tool: TestClient;
let rookie: string;

beforeAll(async () => {
  database = await createTestDatabase("world");
  await migrateDatabase(database.url, { quiet: true });
  tool = await registerTestClient(database, { name: "Hooked" });
  rookie = (await database.prisma.manager.findUniqueOrThrow({ where: { username: "rookie" } })).id;
});

afterAll(async () => {
  await database.drop();
});

const endpoints = () => database.prisma.webhookEndpoint.count({ where: { applicationId: tool.applicationId } });

describe("webhook endpoints", () => {
  it.each([
    ["http://hooks.example.com/in", "https://"],
    ["https://10.0.0.7/in", "private address"],
    ["https://169.254.169.254/latest/meta-data", "metadata"],
    ["https://[::ffff:10.0.0.1]/in", "private address"],
    ["https://[fd00:ec2::254]/in", "cloud metadata"],
    ["https://user:pw@hooks.example.com/in", ""],
    ["https://hooks.example.com/in#frag", ""],
    ["not a url", ""],
    ["", "Enter the endpoint's URL."],
  ])("refuses %s with a message on the URL field, and writes nothing", async (url, message) => {
    const before = await endpoints();
    const refusal = await createWebhookEndpoint(
      database,
      tool.ownerId,
      tool.applicationId,
      { url, eventTypes: ["match.finished"] },
      options,
    ).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(z.ZodError);
    const issue = (refusal as z.ZodError).issues[0];
    expect(issue.path).toEqual(["url"]);
    expect(issue.message).toContain(message);
    expect(await endpoints()).toBe(before);
  });

  it("refuses a name that resolves to a private address, checked on every address it resolves to", async () => {
    const rebinding = {
      ...options,
      lookup: async () => [
        { address: "93.184.216.34", family: 4 },
        { address: "10.1.2.3", family: 4 },
      ],
    };
    const refusal = await createWebhookEndpoint(
      database,
      tool.ownerId,
      tool.applicationId,
      { url: "https://rebind.example/in", eventTypes: ["match.finished"] },
      rebinding,
    ).catch((e: unknown) => e);
    const message = (refusal as z.ZodError).issues[0].message;
    expect(message).toBe("The webhook URL's host rebind.example resolves to a private or reserved address.");
    expect(message).not.toContain("10.1.2.3");
  });

  it("refuses http:// loopback outside development, and for an application on a public instance", async () => {
    const approved = await registerTestClient(database, { name: "Approved hook", approved: true });
    const loopback = { url: "http://127.0.0.1:9/in", eventTypes: ["match.finished" as const] };
    await expect(createWebhookEndpoint(database, approved.ownerId, approved.applicationId, loopback, options)).rejects.toBeInstanceOf(
      z.ZodError,
    );
    await expect(
      createWebhookEndpoint(database, tool.ownerId, tool.applicationId, loopback, { ...options, loopback: false }),
    ).rejects.toBeInstanceOf(z.ZodError);
    const made = await createWebhookEndpoint(database, tool.ownerId, tool.applicationId, loopback, options);
    await deleteWebhookEndpoint(database, tool.ownerId, made.id);
  });

  it.each([
    [{ url: "https://hooks.example.com/in", eventTypes: [] }, "eventTypes", "Choose at least one event type."],
    [{ url: "https://hooks.example.com/in", eventTypes: ["webhook.test"] }, "eventTypes.0", "Choose event types from the list."],
    [{ url: "https://hooks.example.com/in", eventTypes: ["match.finished"], description: "x".repeat(201) }, "description", "At most 200"],
    [{ url: "https://hooks.example.com/in", eventTypes: ["match.finished"], extra: 1 }, "", ""],
  ])("refuses %j with its message, and writes nothing", async (input, field, message) => {
    const before = await endpoints();
    const refusal = await createWebhookEndpoint(database, tool.ownerId, tool.applicationId, input as never, options).catch(
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(z.ZodError);
    const issue = (refusal as z.ZodError).issues[0];
    if (field) expect(issue.path.join(".")).toBe(field);
    expect(issue.message).toContain(message);
    expect(await endpoints()).toBe(before);
  });

  it("keeps the secret encrypted at rest, shows it once, and answers not found to anyone but the owner", async () => {
    const made = await createWebhookEndpoint(
      database,
      tool.ownerId,
      tool.applicationId,
      { url: "https://hooks.example.com/in", eventTypes: ["match.finished", "auction.settled"] },
      options,
    );
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [stored] = await database.prisma.webhookSecret.findMany({ where: { endpointId: made.id } });
    expect(Buffer.from(stored.encrypted).toString("latin1")).not.toContain(made.secret.slice(6, 20));
    expect(decryptSecret(encryptionKey(KEY), stored.encrypted)).toBe(made.secret);
    expect(() => decryptSecret(encryptionKey(`${KEY}-other`), stored.encrypted)).toThrow();
    const listed = await listWebhookEndpoints(database, tool.ownerId, tool.applicationId);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    expect(listed.find((e) => e.id === made.id)?.secrets).toEqual([expect.objectContaining({ hint: `${made.secret.slice(0, 10)}…` })]);
    for (const attempt of [
      () => listWebhookEndpoints(database, rookie, tool.applicationId),
      () => rotateWebhookSecret(database, rookie, made.id, options),
      () => sendTestEvent(database, rookie, made.id),
      () => updateWebhookEndpoint(database, rookie, made.id, { url: "https://evil.example/in", eventTypes: ["match.finished"] }, options),
      () => deleteWebhookEndpoint(database, rookie, made.id),
      () => redeliver(database, rookie, "00000000-0000-4000-8000-000000000000"),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: "not_found" });
    }
    expect((await database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: made.id } })).url).toBe("https://hooks.example.com/in");
    await deleteWebhookEndpoint(database, tool.ownerId, made.id);
  });

  it("signs with the old and the new secret for the overlap after a rotation, then with the new alone", async () => {
    const made = await createWebhookEndpoint(
      database,
      tool.ownerId,
      tool.applicationId,
      { url: "https://hooks.example.com/rotating", eventTypes: ["match.finished"] },
      options,
    );
    const now = new Date();
    const rotated = await rotateWebhookSecret(database, tool.ownerId, made.id, { ...options, now });
    expect(rotated.previousValidUntil.getTime()).toBe(now.getTime() + ROTATION_OVERLAP_MS);
    const valid = async (at: Date) =>
      (await database.prisma.webhookSecret.findMany({ where: { endpointId: made.id }, orderBy: { createdAt: "desc" } }))
        .filter((s) => s.expiresAt === null || s.expiresAt > at)
        .map((s) => decryptSecret(encryptionKey(KEY), s.encrypted));
    const during = await valid(new Date(now.getTime() + ROTATION_OVERLAP_MS - 1_000));
    expect(during).toEqual([rotated.secret, made.secret]);
    // A receiver that still holds the old secret, and one that holds the new, both verify.
    const body = JSON.stringify({ id: "e1", type: "webhook.test" });
    const headers = signedHeaders(during, "e1", new Date(), body);
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    for (const secret of [made.secret, rotated.secret]) expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(await valid(new Date(now.getTime() + ROTATION_OVERLAP_MS + 1_000))).toEqual([rotated.secret]);
    // Rotating again within the overlap ends the oldest at once: at most two sign.
    const again = await rotateWebhookSecret(database, tool.ownerId, made.id, { ...options, now: new Date(now.getTime() + 1_000) });
    expect(await valid(new Date(now.getTime() + 2_000))).toEqual([again.secret, rotated.secret]);
  });

  it(`allows at most ${MAX_WEBHOOK_ENDPOINTS} endpoints per application`, async () => {
    const input = { url: "https://hooks.example.com/many", eventTypes: ["season.started" as const] };
    while ((await endpoints()) < MAX_WEBHOOK_ENDPOINTS)
      await createWebhookEndpoint(database, tool.ownerId, tool.applicationId, input, options);
    await expect(createWebhookEndpoint(database, tool.ownerId, tool.applicationId, input, options)).rejects.toMatchObject({
      code: "conflict",
    });
    expect(await endpoints()).toBe(MAX_WEBHOOK_ENDPOINTS);
  });
});
