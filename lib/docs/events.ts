import { Webhook } from "standardwebhooks";
import { z } from "zod";
import { EVENT_KINDS, EVENT_TYPES, eventPayload, type EventData, type EventType } from "@/lib/events";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";

/**
 * One example event of each type, as a webhook delivers it and the feed lists it, for the
 * Webhooks and events guide. Typed by EventType, so a new type does not compile until it has
 * an example here, and its test checks each one against the type's own schema.
 */
interface Example<T extends EventType> {
  id: string;
  at: string;
  managerId: string | null;
  data: EventData<T>;
  /** Sent from the portal to try a receiver. */
  test?: true;
}

/** Ids of things the reference's examples have none of: an application, an auction, a webhook endpoint. */
const APPLICATION_ID = "4d3c2b1a-0f9e-4d8c-a7b6-5c4d3e2f1a0b";
const LISTING_ID = "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d";
const ENDPOINT_ID = "b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e";

const EXAMPLES: { [T in EventType]: Example<T> } = {
  "match.finished": {
    id: "5b0c8f4e-8a51-8d2e-9a7c-3f1e2d4c6b80",
    at: "2026-11-21T18:00:00.000Z",
    managerId: EXAMPLE_IDS.manager,
    data: {
      matchId: EXAMPLE_IDS.match,
      teamId: EXAMPLE_IDS.club,
      competitionId: EXAMPLE_IDS.competition,
      competitionKind: "League",
      season: 42,
      homeTeamId: EXAMPLE_IDS.club,
      awayTeamId: EXAMPLE_IDS.otherClub,
      homeScore: 88,
      awayScore: 81,
    },
  },
  "auction.settled": {
    id: "c41e9a07-3b6d-8f52-a1e8-90d4c7b3f216",
    at: "2026-11-19T20:41:12.000Z",
    managerId: EXAMPLE_IDS.manager,
    data: {
      listingId: LISTING_ID,
      teamId: EXAMPLE_IDS.club,
      playerId: EXAMPLE_IDS.player,
      listingClubId: EXAMPLE_IDS.otherClub,
      buyerClubId: EXAMPLE_IDS.club,
      outcome: "Sold",
      price: 412_000,
    },
  },
  "training.completed": {
    id: "0e7d3a59-c2f4-8b61-9d0a-6b5c8e1f2a47",
    at: "2026-11-20T00:00:00.000Z",
    managerId: EXAMPLE_IDS.manager,
    data: { teamId: EXAMPLE_IDS.club, week: "2026-11-20T00:00:00.000Z" },
  },
  "economy.week_booked": {
    id: "7f2b6c18-94ae-8d03-b5e7-1c9a0d4f6e32",
    at: "2026-11-20T00:00:00.000Z",
    managerId: EXAMPLE_IDS.manager,
    data: { teamId: EXAMPLE_IDS.club, week: "2026-11-20T00:00:00.000Z" },
  },
  "season.started": {
    id: "a93d5e20-6f18-8c47-8e2b-d05f7a9c1b64",
    at: "2026-12-04T00:00:00.000Z",
    managerId: EXAMPLE_IDS.manager,
    data: { seasonId: EXAMPLE_IDS.season, season: 43, startsAt: "2026-12-04T00:00:00.000Z", endsAt: "2027-03-12T00:00:00.000Z" },
  },
  "player.drafted": {
    id: "2e6b9d41-7c35-8a0f-b4d2-8f1e3a6c9b57",
    at: "2026-12-04T00:00:00.000Z",
    managerId: EXAMPLE_IDS.manager,
    data: { playerId: EXAMPLE_IDS.player, teamId: EXAMPLE_IDS.club, age: 18, position: "PF" },
  },
  "player.retired": {
    id: "8d4f0a63-2b97-8e15-a6c8-4d7b1e9f3a20",
    at: "2026-12-04T00:00:00.000Z",
    managerId: EXAMPLE_IDS.manager,
    data: { playerId: EXAMPLE_IDS.player, teamId: EXAMPLE_IDS.club, age: 34 },
  },
  "grant.revoked": {
    id: "3c8e1f6a-5d27-4b90-a4c3-e6f1b2d8a095",
    at: "2026-11-22T09:14:37.512Z",
    managerId: EXAMPLE_IDS.manager,
    data: { applicationId: APPLICATION_ID, managerId: EXAMPLE_IDS.manager },
  },
  "application.approved": {
    id: "e5a0c9d2-7b14-4f6e-8a3d-2c9b5f0e1d78",
    at: "2026-11-18T15:02:09.204Z",
    managerId: null,
    data: { applicationId: APPLICATION_ID },
  },
  "application.suspended": {
    id: "91f4b7e3-0c5a-4d28-b6e1-7a3f9c2d5e04",
    at: "2026-11-25T11:47:53.880Z",
    managerId: null,
    data: { applicationId: APPLICATION_ID, reason: "Calls far beyond what its description says it needs." },
  },
  "webhook.test": {
    id: "d27a8e4b-1f63-4c95-9b0e-5e8d2a7c3f16",
    at: "2026-11-17T10:05:00.000Z",
    managerId: null,
    data: { endpointId: ENDPOINT_ID, message: "A test event from the portal. Verify its signature, then answer 2xx." },
    test: true,
  },
};

export type EventExample = ReturnType<typeof eventPayload>;

/** The example of a type, in its wire form. */
export function eventExample(type: EventType): EventExample {
  const example = EXAMPLES[type];
  return eventPayload({ ...example, type, at: new Date(example.at) });
}

/** Every type's example, in the catalogue's order. */
export const EVENT_EXAMPLES: EventExample[] = EVENT_TYPES.map(eventExample);

/**
 * Where the details of each world event come from: the endpoints its ids lead to (paths under
 * /v1; the test checks each is a real endpoint, and that every world event has one).
 */
export const EVENT_DETAILS: Partial<Record<EventType, string[]>> = {
  "match.finished": ["/matches/{matchId}", "/matches/{matchId}/boxscore"],
  "auction.settled": ["/players/{playerId}", "/teams/{teamId}/roster"],
  "training.completed": ["/teams/{teamId}/training/history"],
  "economy.week_booked": ["/teams/{teamId}/economy"],
  "season.started": ["/seasons"],
  "player.drafted": ["/players/{playerId}", "/teams/{teamId}/roster"],
  "player.retired": ["/players/{playerId}"],
};

/** One field of a type's `data`, as the catalogue lists it. */
export interface EventField {
  name: string;
  type: string;
  /** May hold `backticked` code, as the API's own descriptions do. */
  description: string;
}

type JsonSchema = { type?: string; format?: string; enum?: unknown[]; anyOf?: JsonSchema[]; description?: string };

function typeLabel(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(" or ");
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.format === "uuid") return "uuid";
  if (schema.format === "date-time") return "ISO time";
  return schema.type ?? "any";
}

/** The fields of a type's `data`, read from its schema so the list cannot drift from what is sent. */
export function eventFields(type: EventType): EventField[] {
  const json = z.toJSONSchema(EVENT_KINDS[type].data, { io: "input" }) as { $ref?: string; $defs?: Record<string, unknown> };
  const object = (json.$ref ? json.$defs![json.$ref.split("/").at(-1)!] : json) as { properties: Record<string, JsonSchema> };
  return Object.entries(object.properties).map(([name, schema]) => ({
    name,
    type: typeLabel(schema),
    description: schema.description ?? schema.anyOf?.find((s) => s.description)?.description ?? "",
  }));
}

/**
 * A signing secret for trying a verifier, never used for real deliveries. Standard base64, so
 * it holds a `+` and a `/` that a base64url decoder would get wrong.
 */
export const EXAMPLE_SECRET = "whsec_/d++gdUtVi8mYnuAJtReFbRypkTNI+/ucVsry7elV/w=";

/** A delivery of the `match.finished` example signed with EXAMPLE_SECRET, byte for byte as it is POSTed. */
export function exampleDelivery(): { headers: Record<string, string>; body: string; sentAt: Date } {
  const event = eventExample("match.finished");
  const body = JSON.stringify(event);
  // Pushed a moment after the game: the clock records it, then the worker sends it.
  const sentAt = new Date(Date.parse(event.timestamp) + 2_000);
  return {
    headers: {
      "webhook-id": event.id,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": new Webhook(EXAMPLE_SECRET).sign(event.id, sentAt, body),
    },
    body,
    sentAt,
  };
}
