/**
 * The webhooks the served OpenAPI document declares are what endpoints receive: every type a
 * developer can trigger from the portal is built from the generated world, sent through the real
 * delivery path, and its body validated against that type's request schema in `/v1/public.json`
 * by an independent JSON Schema validator (Ajv, draft 2020-12 as OpenAPI 3.1 uses).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { registerTestClient } from "@/lib/testing/oauth";
import { migrateDatabase } from "@/lib/database-setup";
import { attemptDelivery } from "@/lib/webhooks/deliver";
import { createWebhookEndpoint, triggerTestEvent } from "@/lib/webhooks/endpoints";
import { TRIGGERABLE_EVENT_TYPES } from "@/lib/webhooks/schemas";
import { encryptionKey } from "@/lib/webhooks/secrets";

const KEY = "document-tests-key-of-at-least-32-characters";

let database: TestDatabase;
let api: TestApi;
let ownerId: string;
let endpointId: string;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
let webhooks: Record<string, unknown>;

beforeAll(async () => {
  database = await createTestDatabase("world");
  // The job queue's schema: a triggered event's delivery is queued in it.
  await migrateDatabase(database.url, { quiet: true });
  api = createTestApi(database);
  const document = (await (await api.request("/v1/public.json")).json()) as { webhooks: Record<string, unknown> };
  webhooks = document.webhooks;
  ajv.addSchema(document, "openapi.json");
  const tool = await registerTestClient(database, { name: "Documented" });
  ownerId = tool.ownerId;
  const endpoint = await createWebhookEndpoint(
    database,
    tool.ownerId,
    tool.applicationId,
    { url: "http://127.0.0.1:9/never-called", eventTypes: ["match.finished"] },
    { key: KEY, loopback: true },
  );
  endpointId = endpoint.id;
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

describe("every triggered event's body parses with its type's schema in the served document", () => {
  it("documents a webhook for every type that can be triggered", () => {
    expect(Object.keys(webhooks).sort()).toEqual([...TRIGGERABLE_EVENT_TYPES].sort());
  });

  it.each(TRIGGERABLE_EVENT_TYPES)("%s", async (type) => {
    // A minute apart on the portal's clock: within the developer's test events a minute.
    const now = new Date(Date.parse("2031-06-01T00:00:00Z") + TRIGGERABLE_EVENT_TYPES.indexOf(type) * 60_000);
    const { deliveryId } = await triggerTestEvent(database, ownerId, endpointId, { type }, now);
    let body = "";
    await attemptDelivery(database.sql, deliveryId, {
      key: encryptionKey(KEY),
      loopback: true,
      post: async (request) => {
        body = request.body;
        return { ok: true, status: 204, latencyMs: 1, body: "", error: null };
      },
    });
    const payload = JSON.parse(body) as { type: string; test?: boolean };
    expect(payload).toMatchObject({ type, test: true });
    const validate = ajv.compile({ $ref: `openapi.json#/webhooks/${type}/post/requestBody/content/application~1json/schema` });
    expect(validate(payload), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });
});
