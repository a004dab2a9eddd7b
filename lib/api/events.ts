import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/api/endpoint";
import { intQuery } from "@/lib/api/params";
import { WORLD_EVENT_TYPES, EVENT_RETENTION_DAYS, type EventType } from "@/lib/events";
import { EventFeedSchema } from "@/lib/game/schemas/events";
import { readEventFeed } from "@/lib/game/events";

const FEED_LIMIT = { min: 1, max: 100, default: 50 };

/** A list of known event types, comma-separated (spaces around a comma allowed): the document's `pattern`. */
const ONE_TYPE = `(?:${WORLD_EVENT_TYPES.map((t) => t.replace(/\./g, "\\.")).join("|")})`;
const TYPES_PATTERN = new RegExp(`^ *${ONE_TYPE} *(?:, *${ONE_TYPE} *)*$`);

const TypesQuery = z
  .string()
  .max(500, "is too long")
  .superRefine((text, ctx) => {
    if (TYPES_PATTERN.test(text)) return;
    const unknown = text
      .split(",")
      .map((t) => t.trim())
      .find((t) => !(WORLD_EVENT_TYPES as string[]).includes(t));
    ctx.addIssue({
      code: "custom",
      message:
        unknown !== undefined
          ? `names an unknown event type "${unknown}" (one of ${WORLD_EVENT_TYPES.join(", ")})`
          : "must be event types, comma-separated",
    });
  })
  // The same rule, for the document (its `pattern`); the check above says which type is wrong.
  .regex(TYPES_PATTERN)
  .transform((text) => [...new Set(text.split(",").map((t) => t.trim()))] as EventType[])
  .optional()
  .meta({
    description: `Only these event types, comma-separated: ${WORLD_EVENT_TYPES.map((t) => `\`${t}\``).join(", ")}. Omitted: every type your scopes allow.`,
    example: "match.finished,auction.settled",
  });

export const eventEndpoints: Endpoint[] = [
  defineEndpoint({
    path: "/events",
    scope: "public",
    tag: "Events",
    summary: "Events feed",
    description: [
      "What happened in the world about your manager's clubs and the national teams they coach, oldest first after the cursor: the same events webhooks deliver, for scripts that cannot receive one.",
      "Each event needs a scope of the token: `match.finished`, `season.started`, `player.drafted` and `player.retired` need `public`, `training.completed` `team`, `economy.week_booked` `economy`, `auction.settled` `market`; events of scopes the token lacks are left out.",
      `Kept ${EVENT_RETENTION_DAYS} days. Keep \`next\` and send it as \`after\` next time; with \`If-None-Match\`, a feed with nothing new answers 304 and costs no quota. See the Webhooks and events guide.`,
    ].join("\n\n"),
    query: z.strictObject({
      after: z
        .string()
        .max(18, "must be a cursor from `next`")
        .regex(/^\d{1,18}$/, "must be a cursor from `next`")
        .optional()
        .meta({ description: "The `next` of the page you read last. Omitted: from the oldest event kept.", example: "18342" }),
      types: TypesQuery,
      limit: intQuery({ description: "Events per page.", ...FEED_LIMIT, example: 50 }),
    }),
    response: EventFeedSchema,
    handler: ({ db, viewer, query }) =>
      readEventFeed(db, viewer, { after: BigInt(query.after ?? "0"), types: query.types ?? null, limit: query.limit }),
  }),
];
