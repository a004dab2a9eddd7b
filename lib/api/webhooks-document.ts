import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { EVENT_KINDS, SUBSCRIBABLE_EVENT_TYPES } from "@/lib/events";
import { webhookEventSchema } from "@/lib/game/schemas/events";

/**
 * The webhooks an application's endpoints receive, as OpenAPI 3.1's `webhooks`: one POST per
 * event type, its body the event's schema, its headers the Standard Webhooks signature. Made from
 * the catalogue (lib/events.ts), so the document lists exactly what the dispatcher sends.
 */
const SignatureHeaders = z.object({
  "webhook-id": z.string().meta({ description: "The event's id, the same on every retry: de-duplicate on it." }),
  "webhook-timestamp": z
    .string()
    .meta({ description: "When this attempt was signed, in Unix seconds: refuse it if more than 5 minutes off." }),
  "webhook-signature": z.string().meta({
    description:
      "Space-separated `v1,<base64>` signatures: HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. During a secret's rotation there are two; accept the delivery if one matches.",
  }),
});

export function documentWebhooks(registry: OpenAPIHono["openAPIRegistry"]): void {
  for (const type of SUBSCRIBABLE_EVENT_TYPES) {
    const kind = EVENT_KINDS[type];
    registry.registerWebhook({
      method: "post",
      path: type,
      summary: type,
      description: `${kind.description} ${kind.scope ? `Needs the manager's grant of \`${kind.scope}\`.` : "About your application itself."} See the Webhooks and events guide.`,
      tags: ["Events"],
      request: {
        headers: SignatureHeaders,
        body: { required: true, content: { "application/json": { schema: webhookEventSchema(type) } } },
      },
      responses: {
        200: { description: "Any 2xx answer within 10 seconds acknowledges the delivery; anything else is retried, for up to 3 days." },
      },
    });
  }
}
