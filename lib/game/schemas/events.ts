import { z } from "zod";
import { EVENT_KINDS, WORLD_EVENT_TYPES, type EventType } from "@/lib/events";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";

/**
 * One event, by type: the envelope the feed lists and every webhook delivery carries. An event
 * about a manager names them; one about an application (its review, a test) names none.
 */
export function eventSchema<T extends EventType>(type: T) {
  const aboutManager = EVENT_KINDS[type].scope !== null || type === "grant.revoked";
  return z
    .object({
      id: z.uuid().meta({ description: "The event's id: a webhook delivery's `webhook-id`, the same on every retry. De-duplicate on it." }),
      type: z.literal(type),
      timestamp: z.iso.datetime().meta({ description: "When it happened (the world's time for the world's events; UTC)." }),
      managerId: aboutManager
        ? z.uuid().meta({ description: "The manager it concerns.", example: EXAMPLE_IDS.manager })
        : z.null().meta({ description: "None: the event is about your application." }),
      data: EVENT_KINDS[type].data,
    })
    .meta({ description: EVENT_KINDS[type].description });
}

/**
 * A webhook delivery's body: the event's envelope, and `"test": true` on one sent from the portal
 * to try a receiver (the feed never lists those).
 */
export function webhookEventSchema<T extends EventType>(type: T) {
  return eventSchema(type)
    .extend({
      test: z.literal(true).optional().meta({
        description:
          "Present, and true, only on an event sent from the portal to try your receiver (Send a test event, Trigger an event): built from your own world, but nothing happened. Do not act on it as on a real one.",
      }),
    })
    .meta({ description: EVENT_KINDS[type].description });
}

const [first, ...rest] = WORLD_EVENT_TYPES.map(eventSchema);

export const EventSchema = z.discriminatedUnion("type", [first, ...rest]).meta({
  id: "Event",
  description: "Something that happened in the world, thin: ids and small facts. Details come from the endpoints its ids name.",
});

export const EventFeedSchema = z
  .object({
    events: z.array(EventSchema).meta({ description: "Oldest first, after the cursor." }),
    next: z.string().meta({
      description: "The cursor to pass as `after` next time (opaque). With no new event it is the cursor you sent.",
      example: "18342",
    }),
    hasMore: z.boolean().meta({ description: "More events wait after this page: call again with `next` at once." }),
  })
  .meta({
    id: "EventFeed",
    description: "A page of the events the token may see.",
    example: {
      events: [
        {
          id: "5b0c8f4e-8a51-8d2e-9a7c-3f1e2d4c6b80",
          type: "match.finished",
          timestamp: "2026-11-21T18:00:00.000Z",
          managerId: EXAMPLE_IDS.manager,
          data: {
            matchId: EXAMPLE_IDS.match,
            teamId: EXAMPLE_IDS.club,
            competitionId: EXAMPLE_IDS.competition,
            competitionKind: "League",
            season: 71,
            homeTeamId: EXAMPLE_IDS.club,
            awayTeamId: EXAMPLE_IDS.otherClub,
            homeScore: 88,
            awayScore: 81,
          },
        },
      ],
      next: "18342",
      hasMore: false,
    },
  });

export type EventFeed = z.infer<typeof EventFeedSchema>;
