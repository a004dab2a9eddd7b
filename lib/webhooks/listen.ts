import { z } from "zod";
import type { Database } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { recordAuditEvent } from "@/lib/auth/audit";
import { eventPayload, SUBSCRIBABLE_EVENT_TYPES, type EventType } from "@/lib/events";
import { param, prepareSql, rowsInTransaction, sql, type Sql } from "@/lib/sql";
import { LISTENER_IDLE_SECONDS } from "@/lib/webhooks/schemas";
import { GIVE_UP_DELIVERY, readableSecrets, signedHeaders } from "@/lib/webhooks/deliver";
import { addSigningSecret, countManualRequest } from "@/lib/webhooks/endpoints";
import { outgoingHeaders } from "@/lib/webhooks/send";
import { encryptionKey } from "@/lib/webhooks/secrets";
import { deliveryStillDueSql } from "@/lib/webhooks/visibility";
import { NOTIFY_LISTEN_SESSION } from "@/lib/webhooks/listen-hub";

/*
 * `listen` sessions: the command-line tool's way to receive an application's webhooks on a
 * laptop (`npx manager-data listen --forward-to http://localhost:8080/webhooks`). A session is
 * a webhook endpoint of kind `Listener`, so the fan-out, the visibility rules, triggers and the
 * delivery log treat it as any endpoint; only the last step differs. Its deliveries are not
 * POSTed from here: the tool holds a stream open to any instance (lib/api/listen.ts), each
 * delivery made for the session goes down it signed with the session's own secret, the tool
 * posts it to the local URL and reports the answer, which settles the delivery in the log.
 *
 * The stream's cursor is the session's unsettled deliveries in the order their events were
 * recorded: a stream that drops (a restart, a laptop's network) loses nothing, because the next
 * one, on whatever instance, sends again every delivery not yet answered, in that order; the
 * tool forwards each attempt once.
 */

/** Who may listen: the developer (a personal token), or one application (its own credentials). */
export interface Developer {
  ownerId: string;
  /** Set when the caller is an application: it may listen to itself alone. */
  applicationId: string | null;
}

/** Open sessions a developer may have at once (a session idle past LISTENER_IDLE_SECONDS no longer counts). */
export const MAX_LIVE_LISTENERS = 5;
/** How often a stream says it is alive: idle proxies (60 s) and the tool's own watch (2× this + 5 s) keep it open. */
export const LISTEN_HEARTBEAT_SECONDS = 15;
/** Closed (or abandoned) sessions are kept this long for their log, then removed when the developer opens another. */
const CLOSED_KEPT_MS = 7 * 24 * 3_600_000;
/** The log's error until the tool reports the answer. */
export const AWAITING_ANSWER = "forwarded by listen; waiting for its answer";
const CLOSED_REASON = "The listen session was closed.";
const LAPSED_REASON = `The listen session lapsed: its tool was not heard from for ${LISTENER_IDLE_SECONDS / 60} minutes, so events may have been missed.`;
/** An attempt sent down a stream whose answer never came, once its session closed. */
const CLOSED_UNANSWERED = "not answered: the listen session closed first";

/** No control characters (a NUL cannot be stored, and none belongs in a name or a URL). */
const CONTROL = /[\u0000-\u001f\u007f]/;

export const ListenInputSchema = z
  .object({
    application: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .refine((value) => !CONTROL.test(value), "application must be a client_id.")
      .optional(),
    forwardTo: z
      .string()
      .trim()
      .max(2_000)
      .refine(
        (url) => !CONTROL.test(url) && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol),
        "forwardTo must be an http:// or https:// URL.",
      )
      .transform((url) => new URL(url).href)
      .optional(),
    events: z
      .array(z.enum(SUBSCRIBABLE_EVENT_TYPES as [EventType, ...EventType[]], { message: "Name event types from the webhooks guide." }))
      .min(1)
      .max(SUBSCRIBABLE_EVENT_TYPES.length)
      .optional(),
  })
  .strict();
export type ListenInput = z.input<typeof ListenInputSchema>;

export interface OpenedListenSession {
  id: string;
  /** `whsec_…`, shown this once: the local receiver verifies signatures with it. */
  secret: string;
  application: { clientId: string; name: string; status: string };
  events: EventType[];
  forwardTo: string | null;
  stream: string;
  heartbeatSeconds: number;
  idleSeconds: number;
}

const sessionNotFound = () => new AppError("not_found", "That listen session was not found. Start `listen` again.");

/** The developer's application to listen to: the caller itself, the one named, or their only one. */
async function applicationToListen(tx: Prisma.TransactionClient, developer: Developer, named: string | undefined) {
  const select = { id: true, clientId: true, name: true, status: true } as const;
  if (developer.applicationId !== null) {
    const own = await tx.application.findUniqueOrThrow({ where: { id: developer.applicationId }, select });
    if (named !== undefined && named !== own.clientId) {
      throw new AppError("invalid_parameter", "An application's credentials listen to that application alone.", {
        parameter: "application",
      });
    }
    return own;
  }
  if (named !== undefined) {
    const found = await tx.application.findFirst({ where: { clientId: named, ownerId: developer.ownerId }, select });
    if (!found) throw new AppError("not_found", `No application of yours has the client_id ${named}.`);
    return found;
  }
  const all = await tx.application.findMany({ where: { ownerId: developer.ownerId }, select, orderBy: { createdAt: "asc" }, take: 21 });
  if (all.length === 1) return all[0];
  if (all.length === 0) throw new AppError("not_found", "You have no application to listen to. Register one in the portal first.");
  throw new AppError(
    "invalid_parameter",
    `You have ${all.length > 20 ? "more than 20" : all.length} applications: name one with --application <client_id> (${all
      .slice(0, 5)
      .map((a) => `${a.clientId} "${a.name}"`)
      .join(", ")}${all.length > 5 ? ", …" : ""}).`,
    { parameter: "application" },
  );
}

/**
 * Opens a listen session for one of the developer's applications: a listener endpoint
 * subscribed to the types asked for (all by default) and a signing secret shown this once.
 * Counted toward the developer's per-minute limit; at most MAX_LIVE_LISTENERS live at once.
 */
export async function openListenSession(
  db: Database,
  developer: Developer,
  input: ListenInput,
  options: { key: string; now?: Date },
): Promise<OpenedListenSession> {
  const parsed = ListenInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("invalid_parameter", issue.message, { parameter: String(issue.path[0] ?? "body") });
  }
  const { application: named, forwardTo, events } = parsed.data;
  const now = options.now ?? new Date();
  return db.prisma.$transaction(async (tx) => {
    const application = await applicationToListen(tx, developer, named);
    await countManualRequest(tx, developer.ownerId, "listen", now);
    // A session's life is on the database's clock, which the fan-out reads (now()), not the rules' clock.
    const seenAt = new Date();
    const live = await tx.webhookEndpoint.count({
      where: {
        kind: "Listener",
        disabledAt: null,
        listenerSeenAt: { gt: new Date(seenAt.getTime() - LISTENER_IDLE_SECONDS * 1000) },
        application: { ownerId: developer.ownerId },
      },
    });
    if (live >= MAX_LIVE_LISTENERS) {
      throw new AppError(
        "conflict",
        `You have ${live} listen sessions open, the most a developer may. Stop one (Ctrl-C closes it), or wait ${LISTENER_IDLE_SECONDS / 60} minutes for an abandoned one to lapse.`,
      );
    }
    // Sessions closed, or abandoned, a week ago go, with their logs.
    const kept = new Date(seenAt.getTime() - CLOSED_KEPT_MS);
    await tx.webhookEndpoint.deleteMany({
      where: {
        kind: "Listener",
        application: { ownerId: developer.ownerId },
        OR: [{ disabledAt: { lt: kept } }, { disabledAt: null, listenerSeenAt: { lt: kept } }],
      },
    });
    const eventTypes = events ?? [...SUBSCRIBABLE_EVENT_TYPES];
    const endpoint = await tx.webhookEndpoint.create({
      data: {
        applicationId: application.id,
        kind: "Listener",
        url: forwardTo ?? "",
        description: "listen session",
        eventTypes,
        listenerSeenAt: seenAt,
        createdAt: now,
        updatedAt: now,
      },
      select: { id: true },
    });
    const secret = await addSigningSecret(tx, endpoint.id, options.key, now);
    await recordAuditEvent(tx, developer.ownerId, "webhook_listener.opened", endpoint.id, { application: application.name }, now);
    return {
      id: endpoint.id,
      secret,
      application: { clientId: application.clientId, name: application.name, status: application.status },
      events: eventTypes,
      forwardTo: forwardTo ?? null,
      stream: `/v1/webhooks/listen/${endpoint.id}/stream`,
      heartbeatSeconds: LISTEN_HEARTBEAT_SECONDS,
      idleSeconds: LISTENER_IDLE_SECONDS,
    };
  });
}

export interface ListenSession {
  id: string;
  applicationId: string;
  forwardTo: string;
  /** The secrets that sign its deliveries, decrypted. */
  secrets: string[];
}

/**
 * The developer's open session `id`: 404 when it is not theirs (or not a session), 409 when it was
 * closed. A stream connecting (`reviving`) to a session that lapsed (its tool not heard from for
 * LISTENER_IDLE_SECONDS, so events were missed meanwhile) closes it and says so: the developer
 * starts a new one rather than silently resuming with a gap.
 */
export async function findListenSession(
  db: Database,
  developer: Developer,
  id: string,
  key: string,
  options: { reviving?: boolean } = {},
): Promise<ListenSession> {
  if (!isUuid(id)) throw sessionNotFound();
  const session = await db.prisma.webhookEndpoint.findFirst({
    where: {
      id,
      kind: "Listener",
      application: { ownerId: developer.ownerId, ...(developer.applicationId ? { id: developer.applicationId } : {}) },
    },
    select: {
      id: true,
      applicationId: true,
      url: true,
      disabledAt: true,
      disabledReason: true,
      listenerSeenAt: true,
      secrets: { select: { encrypted: true, expiresAt: true } },
    },
  });
  if (!session) throw sessionNotFound();
  if (session.disabledAt)
    throw new AppError("conflict", `${session.disabledReason ?? CLOSED_REASON} Start \`listen\` again for a new session.`);
  // The database's clock, as the fan-out reads it.
  const lapsed = (session.listenerSeenAt?.getTime() ?? 0) < Date.now() - LISTENER_IDLE_SECONDS * 1000;
  if (options.reviving && lapsed) {
    await closeSession(db, id, LAPSED_REASON, new Date());
    throw new AppError("conflict", `${LAPSED_REASON} Start \`listen\` again for a new session.`);
  }
  return {
    id: session.id,
    applicationId: session.applicationId,
    forwardTo: session.url,
    secrets: readableSecrets(
      encryptionKey(key),
      session.secrets.map((s) => Buffer.from(s.encrypted)),
    ),
  };
}

interface PendingRow {
  deliveryId: string;
  seq: string;
  attempts: number;
  /** Null: never sent down a stream (new, or made pending again by a redelivery). */
  lastAttemptAt: Date | null;
  eventId: string;
  type: EventType;
  at: Date;
  managerId: string | null;
  data: unknown;
  test: boolean;
  visible: boolean;
}

/** How many unsettled deliveries one read of a stream takes. */
export const LISTEN_BATCH = 100;

const PENDING = prepareSql<{ id: string; sent: string[]; limit: number }, PendingRow>(
  "webhooks_listener_pending",
  sql`SELECT d."id" AS "deliveryId", d."eventSeq"::text AS "seq", d."attempts", d."lastAttemptAt",
             e."id" AS "eventId", e."type", e."at", e."managerId", e."data", e."test",
             ${deliveryStillDueSql("w", "e", "a")} AS "visible"
        FROM "WebhookDelivery" d JOIN "Event" e ON e."seq" = d."eventSeq"
        JOIN "WebhookEndpoint" w ON w."id" = d."endpointId" JOIN "Application" a ON a."id" = w."applicationId"
       WHERE d."endpointId" = ${param<string>("id")}::uuid AND d."status" = 'Pending'
         -- Sent down this stream already and awaiting the answer (a redelivery clears "lastAttemptAt": it goes again).
         AND NOT (d."id" = ANY(${param<string[]>("sent")}::uuid[]) AND d."lastAttemptAt" IS NOT NULL)
       ORDER BY d."eventSeq" LIMIT ${param<number>("limit")}::int`,
);

const SESSION_STATE = prepareSql<{ id: string }, { closed: boolean; reason: string | null }>(
  "webhooks_listener_state",
  sql`SELECT "disabledAt" IS NOT NULL AS "closed", "disabledReason" AS "reason" FROM "WebhookEndpoint" WHERE "id" = ${param<string>("id")}::uuid`,
);

/** An attempt begins: logged as sent, waiting for the tool's answer (reportListenAnswer). */
const MARK_SENT = prepareSql<{ id: string; at: Date; url: string; headers: string; body: string; awaiting: string }, { attempt: number }>(
  "webhooks_listener_sent",
  sql`WITH d AS (
        UPDATE "WebhookDelivery" SET "attempts" = "attempts" + 1, "lastAttemptAt" = ${param<string>("at")}::timestamptz, "nextAttemptAt" = NULL
         WHERE "id" = ${param<string>("id")}::uuid AND "status" = 'Pending' AND "lastAttemptAt" IS NULL RETURNING "attempts"
      )
      INSERT INTO "WebhookAttempt" ("deliveryId", "attempt", "at", "manual", "latencyMs", "status", "ok", "error", "response", "url", "requestHeaders", "requestBody")
      SELECT ${param<string>("id")}::uuid, d."attempts", ${param<string>("at")}::timestamptz, false, 0, NULL, false,
             ${param<string>("awaiting")}::text, '', ${param<string>("url")}::text, ${param<string>("headers")}::jsonb, ${param<string>("body")}::text
        FROM d RETURNING "attempt"`,
);

const SENT_ATTEMPT = prepareSql<{ id: string }, { attempt: number }>(
  "webhooks_listener_sent_attempt",
  sql`SELECT "attempts" AS "attempt" FROM "WebhookDelivery"
       WHERE "id" = ${param<string>("id")}::uuid AND "status" = 'Pending' AND "lastAttemptAt" IS NOT NULL`,
);

const TOUCH = prepareSql<{ id: string }, never>(
  "webhooks_listener_touch",
  sql`UPDATE "WebhookEndpoint" SET "listenerSeenAt" = now() WHERE "id" = ${param<string>("id")}::uuid AND "disabledAt" IS NULL`,
);

/** One delivery as the stream sends it: what the tool posts, byte for byte. */
export interface StreamedDelivery {
  /** The event's seq: the SSE `id`. */
  seq: string;
  deliveryId: string;
  /** Which attempt of the delivery this is: a redelivery is a new one, a resend after a reconnect is not. */
  attempt: number;
  eventId: string;
  type: EventType;
  test: boolean;
  headers: Record<string, string>;
  body: string;
}

/** Whether the session was closed meanwhile (the portal, the tool's `close`), and why. */
export async function listenSessionState(db: Sql, id: string): Promise<{ closed: boolean; reason: string }> {
  const state = await db.one(SESSION_STATE, { id });
  return { closed: !state || state.closed, reason: state?.reason ?? CLOSED_REASON };
}

/** The session is alive: it keeps collecting deliveries (its stream is open). */
export async function touchListenSession(db: Sql, id: string): Promise<void> {
  await db.rows(TOUCH, { id });
}

/**
 * Up to `limit` of the session's unsettled deliveries to send down a stream, in the order their
 * events were recorded, signed now; `sentHere` holds those this stream sent already (awaiting their
 * answer). A delivery never sent is logged as an attempt; one sent down an earlier stream goes again
 * as the same attempt. A delivery the application may no longer see is given up, as the worker does.
 * `more`: the read was full, so more may be waiting.
 */
export async function nextListenDeliveries(
  db: Sql,
  session: ListenSession,
  sentHere: ReadonlySet<string>,
  now: Date,
  limit: number = LISTEN_BATCH,
): Promise<{ deliveries: StreamedDelivery[]; more: boolean }> {
  const take = Math.max(1, Math.min(limit, LISTEN_BATCH));
  const rows = await db.rows(PENDING, { id: session.id, sent: [...sentHere], limit: take });
  const deliveries: StreamedDelivery[] = [];
  for (const row of rows) {
    if (!row.visible) {
      await db.rows(GIVE_UP_DELIVERY, { id: row.deliveryId });
      continue;
    }
    const body = JSON.stringify(eventPayload({ ...row, id: row.eventId }));
    const signed = signedHeaders(session.secrets, row.eventId, now, body);
    const headers = { "content-type": "application/json", ...signed };
    let attempt = row.attempts;
    if (row.lastAttemptAt === null) {
      const logged = await db.one(MARK_SENT, {
        id: row.deliveryId,
        at: now,
        url: session.forwardTo,
        headers: JSON.stringify(outgoingHeaders(signed, body)),
        body,
        awaiting: AWAITING_ANSWER,
      });
      if (logged) attempt = logged.attempt;
      else {
        // Another stream of the session sent it a moment ago: it goes here too, as that same attempt
        // (the tool forwards each attempt once). Settled meanwhile, it goes nowhere.
        const current = await db.one(SENT_ATTEMPT, { id: row.deliveryId });
        if (!current) continue;
        attempt = current.attempt;
      }
    }
    deliveries.push({
      seq: row.seq,
      deliveryId: row.deliveryId,
      attempt,
      eventId: row.eventId,
      type: row.type,
      test: row.test,
      headers,
      body,
    });
  }
  return { deliveries, more: rows.length === take };
}

const STILL_UNANSWERED = prepareSql<{ id: string; sent: string[] }, { deliveryId: string }>(
  "webhooks_listener_unanswered",
  sql`SELECT "id" AS "deliveryId" FROM "WebhookDelivery"
       WHERE "endpointId" = ${param<string>("id")}::uuid AND "id" = ANY(${param<string[]>("sent")}::uuid[])
         AND "status" = 'Pending' AND "lastAttemptAt" IS NOT NULL`,
);

/** Of the deliveries a stream sent, those still waiting for their answer (a redelivery made pending again is not among them). */
export async function stillUnanswered(db: Sql, sessionId: string, sent: ReadonlySet<string>): Promise<Set<string>> {
  const rows = await db.rows(STILL_UNANSWERED, { id: sessionId, sent: [...sent] });
  return new Set(rows.map((row) => row.deliveryId));
}

/** Response headers kept in the log, as the worker keeps them (lib/webhooks/send.ts). */
const MAX_ANSWER_HEADERS = 50;
const MAX_HEADER_NAME = 100;
const MAX_HEADER_VALUE = 1_000;
const LOGGED_RESPONSE_CHARS = 2_048;

/** What is kept of an answer's text: no NUL (the database refuses it), at most `max` characters. */
const kept = (max: number) => z.string().transform((text) => text.replaceAll("\u0000", "").slice(0, max));

export const ListenAnswerSchema = z
  .object({
    /** Which attempt this answers (the stream's `attempt`): a late answer to an earlier attempt never settles a redelivery. */
    attempt: z.number().int().min(1).max(1_000_000),
    status: z.number().int().min(100).max(599).nullable(),
    latencyMs: z.number().min(0).max(600_000),
    headers: z.record(z.string(), z.string()).default({}),
    body: kept(LOGGED_RESPONSE_CHARS).default(""),
    error: kept(500).nullable().default(null),
  })
  .strict();
export type ListenAnswer = z.input<typeof ListenAnswerSchema>;

const REPORT = prepareSql<
  {
    session: string;
    id: string;
    attempt: number;
    awaiting: string;
    ok: boolean;
    status: number | null;
    latencyMs: number;
    error: string | null;
    response: string;
    headers: string;
  },
  { answered: number; known: number }
>(
  "webhooks_listener_report",
  sql`WITH answered AS (
        UPDATE "WebhookAttempt" t SET "status" = ${param<number>("status")}::smallint, "ok" = ${param<boolean>("ok")}::boolean,
               "error" = ${param<string>("error")}::text, "response" = ${param<string>("response")}::text,
               "responseHeaders" = ${param<string>("headers")}::jsonb, "latencyMs" = ${param<number>("latencyMs")}::real
          FROM "WebhookDelivery" x
         WHERE t."deliveryId" = x."id" AND x."id" = ${param<string>("id")}::uuid AND x."endpointId" = ${param<string>("session")}::uuid
           AND t."attempt" = ${param<number>("attempt")}::int AND t."status" IS NULL AND t."error" = ${param<string>("awaiting")}::text
        RETURNING t."id"
      ), settled AS (
        -- Only the latest attempt settles the delivery: a late answer to one a redelivery replaced is logged, nothing more.
        UPDATE "WebhookDelivery" SET "status" = CASE WHEN ${param<boolean>("ok")}::boolean THEN 'Succeeded' ELSE 'Failed' END::"WebhookDeliveryStatus",
               "nextAttemptAt" = NULL
         WHERE "id" = ${param<string>("id")}::uuid AND "status" = 'Pending' AND "lastAttemptAt" IS NOT NULL
           AND "attempts" = ${param<number>("attempt")}::int AND EXISTS (SELECT 1 FROM answered)
        RETURNING "id"
      ), seen AS (
        UPDATE "WebhookEndpoint" SET "listenerSeenAt" = now(),
               "failingSince" = CASE WHEN ${param<boolean>("ok")}::boolean THEN NULL ELSE COALESCE("failingSince", now()) END
         WHERE "id" = ${param<string>("session")}::uuid AND EXISTS (SELECT 1 FROM settled)
      )
      SELECT (SELECT count(*) FROM answered)::int AS "answered",
             (SELECT count(*) FROM "WebhookDelivery" x WHERE x."id" = ${param<string>("id")}::uuid AND x."endpointId" = ${param<string>("session")}::uuid)::int AS "known"`,
);

/**
 * The tool's answer to one attempt of a delivery of the session: it completes that logged attempt
 * and, when it is the latest, settles the delivery (a 2xx succeeded, anything else failed; the
 * developer redelivers from the log). Long texts are cut to what the log keeps, never refused. A
 * repeat changes nothing; a delivery not of this session is 404.
 */
export async function reportListenAnswer(db: Sql, sessionId: string, deliveryId: string, input: ListenAnswer): Promise<void> {
  if (!isUuid(deliveryId)) throw new AppError("not_found", "That delivery is not one of this listen session's.");
  const parsed = ListenAnswerSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("invalid_parameter", `${issue.path.join(".") || "body"}: ${issue.message}`, {
      parameter: String(issue.path[0] ?? "body"),
    });
  }
  const answer = parsed.data;
  const clean = (text: string, max: number) => text.replaceAll("\u0000", "").slice(0, max);
  const headers = Object.fromEntries(
    Object.entries(answer.headers)
      .slice(0, MAX_ANSWER_HEADERS)
      .map(([name, value]) => [clean(name, MAX_HEADER_NAME).toLowerCase(), clean(value, MAX_HEADER_VALUE)]),
  );
  const ok = answer.error === null && answer.status !== null && answer.status >= 200 && answer.status < 300;
  const result = await db.one(REPORT, {
    session: sessionId,
    id: deliveryId,
    attempt: answer.attempt,
    awaiting: AWAITING_ANSWER,
    ok,
    status: answer.status,
    latencyMs: answer.latencyMs,
    error: ok ? null : (answer.error ?? (answer.status === null ? "no answer" : `answered ${answer.status}`)),
    response: answer.body,
    headers: JSON.stringify(headers),
  });
  if (!result || result.known === 0) throw new AppError("not_found", "That delivery is not one of this listen session's.");
}

/** Closes the session in `tx`: nothing more is collected, unanswered deliveries and attempts are given up, its stream is told. */
async function closeSessionIn(tx: Prisma.TransactionClient, id: string, reason: string, now: Date) {
  await tx.webhookEndpoint.update({ where: { id }, data: { enabled: false, disabledAt: now, disabledReason: reason } });
  await tx.webhookDelivery.updateMany({ where: { endpointId: id, status: "Pending" }, data: { status: "Failed", nextAttemptAt: null } });
  await tx.webhookAttempt.updateMany({
    where: { delivery: { endpointId: id }, status: null, error: AWAITING_ANSWER },
    data: { error: CLOSED_UNANSWERED },
  });
  await rowsInTransaction(tx, NOTIFY_LISTEN_SESSION, { id });
}

async function closeSession(db: Database, id: string, reason: string, now: Date) {
  await db.prisma.$transaction((tx) => closeSessionIn(tx, id, reason, now));
}

/**
 * Closes a session (the tool's Ctrl-C, or a script): it collects nothing more, its unanswered
 * deliveries are given up, and its stream, on whichever instance, says `closed` and ends. Closing
 * one closed already changes nothing.
 */
export async function closeListenSession(db: Database, developer: Developer, id: string, now: Date = new Date()): Promise<void> {
  if (!isUuid(id)) throw sessionNotFound();
  const { ownerId } = developer;
  const application = { ownerId, ...(developer.applicationId ? { id: developer.applicationId } : {}) };
  await db.prisma.$transaction(async (tx) => {
    const session = await tx.webhookEndpoint.findFirst({ where: { id, kind: "Listener", application }, select: { disabledAt: true } });
    if (!session) throw sessionNotFound();
    if (session.disabledAt) return;
    await closeSessionIn(tx, id, CLOSED_REASON, now);
    await recordAuditEvent(tx, ownerId, "webhook_listener.closed", id, null, now);
  });
}
