import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { POSITIONS } from "@/lib/vocabulary";

/*
 * The catalogue of events: what the world and the platform tell tools, by webhook and by the
 * events feed (`GET /v1/events`). Every list of event types, every data schema and every
 * visibility rule reads this one table.
 *
 * Payloads are thin: the event's id, type, time, the manager it concerns and ids and small
 * facts. Details come from the API, so what a viewer may see stays decided in one place.
 * Nothing here is server-only: the portal's forms read the list of types too.
 */

/** The scopes an event can need (a subset of lib/auth/scopes.ts's, checked by its test). */
export type EventScope = "public" | "team" | "economy" | "market";

const uuid = (description: string) => z.uuid().meta({ description });
const time = (description: string) => z.iso.datetime().meta({ description });

const MatchFinishedData = z
  .object({
    matchId: uuid("The game: `/matches/{matchId}` for its score, `/matches/{matchId}/boxscore` for its box score."),
    teamId: uuid("The manager's team in it (a club, or a national team they coach)."),
    competitionId: uuid("The league, cup or national teams' competition."),
    competitionKind: z.string().meta({ description: "`League`, `Cup`, `NationalTeams`…", example: "League" }),
    season: z.int().meta({ description: "The season's number.", example: 42 }),
    homeTeamId: uuid("The home team."),
    awayTeamId: uuid("The away team."),
    homeScore: z.int().min(0),
    awayScore: z.int().min(0),
  })
  .meta({ id: "MatchFinishedData" });

const AuctionSettledData = z
  .object({
    listingId: uuid("The auction: `/market/players` listed it while it was open."),
    teamId: uuid("The manager's club in it: the listing club or the buyer."),
    playerId: uuid("The player sold (or not)."),
    listingClubId: uuid("The club that listed him."),
    buyerClubId: uuid("The club that bought him; null when the auction closed unsold.").nullable(),
    outcome: z.enum(["Sold", "Unsold"]),
    price: z.int().min(0).nullable().meta({ description: "The price paid; null when unsold." }),
  })
  .meta({ id: "AuctionSettledData" });

const TrainingCompletedData = z
  .object({
    teamId: uuid("The club that trained: `/teams/{teamId}/training/history` has the session."),
    week: time("The training day (Friday 00:00 UTC) that closed the week."),
  })
  .meta({ id: "TrainingCompletedData" });

const EconomyWeekBookedData = z
  .object({
    teamId: uuid("The club: `/teams/{teamId}/economy` has the week."),
    week: time("The start of the economy week just opened (Friday 00:00 UTC)."),
  })
  .meta({ id: "EconomyWeekBookedData" });

const SeasonStartedData = z
  .object({
    seasonId: uuid("The new season."),
    season: z.int().meta({ description: "Its number.", example: 43 }),
    startsAt: time("Its first day."),
    endsAt: time("The instant it ends (the next season's turn)."),
  })
  .meta({ id: "SeasonStartedData" });

const PlayerDraftedData = z
  .object({
    playerId: uuid("The draftee: `/players/{playerId}` has him."),
    teamId: uuid("The manager's club he joined."),
    age: z.int().meta({ description: "18 or 19.", example: 18 }),
    position: z.enum(POSITIONS).meta({ description: "His best position: the one his squad had fewest of." }),
  })
  .meta({ id: "PlayerDraftedData" });

const PlayerRetiredData = z
  .object({
    playerId: uuid("The player, now retired: `/players/{playerId}` still has him, with no club."),
    teamId: uuid("The manager's club he played for."),
    age: z.int().meta({ description: "His age at the turn he retired at.", example: 34 }),
  })
  .meta({ id: "PlayerRetiredData" });

const GrantRevokedData = z
  .object({
    applicationId: uuid("Your application."),
    managerId: uuid("The manager who disconnected it: every token of theirs for it is revoked."),
  })
  .meta({ id: "GrantRevokedData" });

const ApplicationApprovedData = z
  .object({
    applicationId: uuid("Your application, now approved: any manager may connect it, on the full quota."),
  })
  .meta({ id: "ApplicationApprovedData" });

const ApplicationSuspendedData = z
  .object({
    applicationId: uuid("Your application, now suspended: its tokens stop working and sign-in refuses it."),
    reason: z.string().meta({ description: "What staff gave as the reason." }),
  })
  .meta({ id: "ApplicationSuspendedData" });

const WebhookTestData = z
  .object({
    endpointId: uuid("The endpoint the test was sent to."),
    message: z.string(),
  })
  .meta({ id: "WebhookTestData" });

interface EventKind<D extends z.ZodType> {
  /** What a token must hold to see it; null: about an application, to its own webhooks only. */
  scope: EventScope | null;
  description: string;
  data: D;
}

const kind = <D extends z.ZodType>(k: EventKind<D>) => k;

/** Every event type, in the order the guide lists them. */
export const EVENT_KINDS = {
  "match.finished": kind({
    scope: "public",
    description: "A game of one of the manager's teams was played (league, playoffs, cup or national teams).",
    data: MatchFinishedData,
  }),
  "auction.settled": kind({
    scope: "market",
    description: "An auction the manager's club listed, or led at its end, closed: sold to the leader or unsold.",
    data: AuctionSettledData,
  }),
  "training.completed": kind({
    scope: "team",
    description: "A club of the manager trained on the Friday that closed the week.",
    data: TrainingCompletedData,
  }),
  "economy.week_booked": kind({
    scope: "economy",
    description: "A new economy week opened for a club of the manager, with its fixed lines booked.",
    data: EconomyWeekBookedData,
  }),
  "season.started": kind({
    scope: "public",
    description: "A new season began: schedules, leagues after promotion and relegation, and national squads are new.",
    data: SeasonStartedData,
  }),
  "player.drafted": kind({
    scope: "public",
    description: "A season's draft brought the manager's club an 18- or 19-year-old.",
    data: PlayerDraftedData,
  }),
  "player.retired": kind({
    scope: "public",
    description: "A player of the manager's club retired at a season's turn.",
    data: PlayerRetiredData,
  }),
  "grant.revoked": kind({
    scope: null,
    description: "A manager disconnected your application.",
    data: GrantRevokedData,
  }),
  "application.approved": kind({ scope: null, description: "Staff approved your application.", data: ApplicationApprovedData }),
  "application.suspended": kind({ scope: null, description: "Staff suspended your application.", data: ApplicationSuspendedData }),
  "webhook.test": kind({
    scope: null,
    description: "Sent from the portal's “Send a test event”, to this endpoint only.",
    data: WebhookTestData,
  }),
} as const;

export type EventType = keyof typeof EVENT_KINDS;
export type EventData<T extends EventType> = z.input<(typeof EVENT_KINDS)[T]["data"]>;

export const EVENT_TYPES = Object.keys(EVENT_KINDS) as [EventType, ...EventType[]];
/** The types of the world's events, which the feed carries. */
export const WORLD_EVENT_TYPES = EVENT_TYPES.filter((t) => EVENT_KINDS[t].scope !== null);
/** The types an endpoint can subscribe to (a test event goes to the one endpoint it is sent to). */
export const SUBSCRIBABLE_EVENT_TYPES = EVENT_TYPES.filter((t) => t !== "webhook.test");

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(EVENT_KINDS, value);
}

/** How long events are kept (the feed's reach, and the delivery log's). */
export const EVENT_RETENTION_DAYS = 30;
/**
 * A catch-up records every event it applies, but pushes to webhooks only those that happened
 * within this much of the instant it caught up to: older ones are history, in the feed only.
 */
export const WEBHOOK_HISTORY_MS = 24 * 3_600_000;

/** An event as it is written to the `Event` table. */
export interface EventRecord<T extends EventType = EventType> {
  id: string;
  type: T;
  scope: EventScope | null;
  at: Date;
  managerId: string | null;
  applicationId: string | null;
  data: EventData<T>;
  pending: boolean;
}

/** A platform event (grant revoked, application approved or suspended, test), at `at`, to fan out. */
export function platformEvent<T extends EventType>(
  type: T,
  at: Date,
  about: { applicationId: string; managerId?: string | null },
  data: EventData<T>,
): EventRecord<T> {
  return {
    id: globalThis.crypto.randomUUID(),
    type,
    scope: EVENT_KINDS[type].scope,
    at,
    managerId: about.managerId ?? null,
    applicationId: about.applicationId,
    data,
    pending: true,
  };
}

/**
 * The wire form of an event, as webhooks send it and the feed lists it. An event sent from the
 * portal to try a receiver says so with a top-level `"test": true`; no other event has the key.
 */
export function eventPayload(event: Pick<EventRecord, "id" | "type" | "at" | "managerId"> & { data: unknown; test?: boolean }) {
  return {
    id: event.id,
    type: event.type,
    ...(event.test ? { test: true as const } : {}),
    timestamp: event.at.toISOString(),
    managerId: event.managerId,
    data: event.data,
  };
}

/** The channel the dispatcher listens on: a transaction that recorded platform events notifies it. */
export const EVENTS_CHANNEL = "events_recorded";

/** Records a platform event in the caller's transaction: it is told only if that commits. */
export async function recordEvent(tx: Pick<Prisma.TransactionClient, "event">, event: EventRecord): Promise<void> {
  await tx.event.create({
    data: { ...event, data: event.data as Prisma.InputJsonValue },
  });
}
