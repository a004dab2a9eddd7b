import { z } from "zod";
import { EVENT_TYPES, SUBSCRIBABLE_EVENT_TYPES, type EventType } from "@/lib/events";

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

/** The types a developer can trigger from the portal: every type an endpoint can receive. */
export type TriggerableEventType = Exclude<EventType, "webhook.test">;
export const TRIGGERABLE_EVENT_TYPES = SUBSCRIBABLE_EVENT_TYPES as [TriggerableEventType, ...TriggerableEventType[]];

/** "Trigger an event": the type, one of the list (the form's select, and a script's post alike). */
export const TriggerEventInputSchema = z.strictObject({
  type: z.enum(TRIGGERABLE_EVENT_TYPES, { message: "Choose an event type from the list." }),
});

/** The delivery log's statuses, as its filter names them. */
export const DELIVERY_STATUS_FILTERS = ["succeeded", "failed", "pending"] as const;
export type DeliveryStatusFilter = (typeof DELIVERY_STATUS_FILTERS)[number];

/** A minute of UTC as an `<input type="datetime-local">` sends it (`2026-11-29T05:30`). */
const UtcMinute = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)));

/**
 * The delivery log's filters, as its GET form sends them (and the page's URL keeps them): event
 * type, status, and deliveries made from and to a minute (UTC, both included). A value that is
 * none of these (a hand-edited URL) is left out, never an error: the log shows unfiltered.
 */
export const DeliveryLogFilterSchema = z.object({
  type: z.enum(EVENT_TYPES).optional().catch(undefined),
  status: z.enum(DELIVERY_STATUS_FILTERS).optional().catch(undefined),
  from: UtcMinute.optional().catch(undefined),
  to: UtcMinute.optional().catch(undefined),
});

export type DeliveryLogFilter = Partial<z.output<typeof DeliveryLogFilterSchema>>;

/**
 * A listen session collects deliveries while its tool was heard from (its stream open, an answer
 * reported) within this long: a laptop's dropped connection loses nothing meanwhile.
 */
export const LISTENER_IDLE_SECONDS = 600;
