import { z } from "zod";
import { SUBSCRIBABLE_EVENT_TYPES } from "@/lib/events";

/**
 * The webhook endpoint form's schema, for the portal's form (zodResolver) and its server action
 * alike. Nothing server-only: the address rules that need DNS run in lib/webhooks/endpoints.ts.
 */

/** Endpoints per application. */
export const MAX_WEBHOOK_ENDPOINTS = 5;
export const WEBHOOK_URL_MAX = 2_000;

export const WebhookEndpointInputSchema = z.strictObject({
  url: z
    .string({ message: "Enter the endpoint's URL." })
    .trim()
    .min(1, "Enter the endpoint's URL.")
    .max(WEBHOOK_URL_MAX, `At most ${WEBHOOK_URL_MAX.toLocaleString("en-US")} characters.`),
  description: z.string().trim().max(200, "At most 200 characters.").default(""),
  eventTypes: z
    .array(z.enum(SUBSCRIBABLE_EVENT_TYPES, { message: "Choose event types from the list." }), {
      message: "Choose at least one event type.",
    })
    .min(1, "Choose at least one event type.")
    .transform((types) => SUBSCRIBABLE_EVENT_TYPES.filter((t) => types.includes(t))),
  enabled: z.boolean().default(true),
});

export type WebhookEndpointInput = z.input<typeof WebhookEndpointInputSchema>;
