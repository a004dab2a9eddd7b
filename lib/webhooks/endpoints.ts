import crypto from "node:crypto";
import { z } from "zod";
import type { Database } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { recordAuditEvent } from "@/lib/auth/audit";
import { platformEvent, type EventRecord, type EventType } from "@/lib/events";
import { findOwnedApplication } from "@/lib/applications/access";
import { checkWebhookUrl } from "@/lib/webhooks/address";
import { DELIVER_JOB_ATTEMPTS, DELIVER_TASK, manualQueue } from "@/lib/webhooks/dispatch";
import {
  MAX_WEBHOOK_ENDPOINTS,
  TriggerEventInputSchema,
  WebhookEndpointInputSchema,
  type DeliveryLogFilter,
  type DeliveryStatusFilter,
  type WebhookEndpointInput,
} from "@/lib/webhooks/schemas";
import { testEventContent } from "@/lib/webhooks/test-events";
import { NOTIFY_LISTEN_SESSION } from "@/lib/webhooks/listen-hub";
import { encryptionKey, encryptSecret, newSigningSecret, ROTATION_OVERLAP_MS, secretHint } from "@/lib/webhooks/secrets";
import { param, prepareSql, rowsInTransaction, sql } from "@/lib/sql";

/*
 * An application's webhook endpoints, as its owner manages them in the portal: add, change,
 * switch on and off, rotate the signing secret, send a test event or trigger one of any type,
 * read the delivery log and redeliver. Every function takes the owner from the session and answers not_found for an
 * endpoint of anyone else's application, as for an unknown id.
 */

type Tx = Prisma.TransactionClient;

export interface WebhookOptions {
  /** WEBHOOK_KEY (lib/config.ts). */
  key: string;
  /** Whether applications in development may use http:// loopback URLs (config's `webhooksToLoopback`). */
  loopback: boolean;
  now?: Date;
  /** DNS for the address rules (tests). */
  lookup?: Parameters<typeof checkWebhookUrl>[1]["lookup"];
}

const endpointNotFound = () => new AppError("not_found", "That webhook endpoint was not found.");

/** A URL the address rules refuse, as the form's field error. */
function urlProblem(message: string): z.ZodError {
  return new z.ZodError([{ code: "custom", path: ["url"], message, input: undefined }]);
}

async function checkedUrl(url: string, development: boolean, options: WebhookOptions): Promise<string> {
  const checked = await checkWebhookUrl(url, { development, lookup: options.lookup });
  if ("error" in checked) throw urlProblem(checked.error);
  return checked.url.toString();
}

async function ownedEndpoint(tx: Tx, ownerId: string, endpointId: string) {
  if (!isUuid(endpointId) || !isUuid(ownerId)) throw endpointNotFound();
  const endpoint = await tx.webhookEndpoint.findFirst({
    where: { id: endpointId, application: { ownerId } },
    include: { application: { select: { id: true, name: true, status: true } } },
  });
  if (!endpoint) throw endpointNotFound();
  return endpoint;
}

/** The owner's endpoint that takes HTTP settings: a listen session's come from the command that opened it. */
async function ownedHttpEndpoint(tx: Tx, ownerId: string, endpointId: string) {
  const endpoint = await ownedEndpoint(tx, ownerId, endpointId);
  if (endpoint.kind === "Listener") {
    throw new AppError("conflict", "A listen session takes no settings: stop `listen` and start it again with the options you want.");
  }
  return endpoint;
}

async function addSecret(tx: Tx, endpointId: string, options: WebhookOptions, now: Date): Promise<string> {
  return addSigningSecret(tx, endpointId, options.key, now);
}

/** A new signing secret for the endpoint, kept encrypted under `key` (WEBHOOK_KEY); returned this once. */
export async function addSigningSecret(tx: Tx, endpointId: string, key: string, now: Date): Promise<string> {
  const secret = newSigningSecret();
  await tx.webhookSecret.create({
    data: {
      endpointId,
      encrypted: new Uint8Array(encryptSecret(encryptionKey(key), secret)),
      hint: secretHint(secret),
      createdAt: now,
    },
  });
  return secret;
}

export interface CreatedWebhookEndpoint {
  id: string;
  /** `whsec_…`, shown this once. */
  secret: string;
}

export async function createWebhookEndpoint(
  db: Database,
  ownerId: string,
  applicationId: string,
  input: WebhookEndpointInput,
  options: WebhookOptions,
): Promise<CreatedWebhookEndpoint> {
  const now = options.now ?? new Date();
  const { url, description, eventTypes, enabled } = WebhookEndpointInputSchema.parse(input);
  const application = await findOwnedApplication(db.prisma, ownerId, applicationId);
  const checked = await checkedUrl(url, application.status === "Development" && options.loopback, options);
  return db.prisma.$transaction(async (tx) => {
    const count = await tx.webhookEndpoint.count({ where: { applicationId: application.id, kind: "Http" } });
    if (count >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError("conflict", `An application can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints.`);
    }
    const endpoint = await tx.webhookEndpoint.create({
      data: { applicationId: application.id, url: checked, description, eventTypes, enabled, createdAt: now, updatedAt: now },
    });
    const secret = await addSecret(tx, endpoint.id, options, now);
    await recordAuditEvent(tx, ownerId, "webhook_endpoint.created", endpoint.id, { application: application.name, url: checked }, now);
    return { id: endpoint.id, secret };
  });
}

/** Changes the URL, types, description or switch. Switching on clears a disablement by the service. */
export async function updateWebhookEndpoint(
  db: Database,
  ownerId: string,
  endpointId: string,
  input: WebhookEndpointInput,
  options: WebhookOptions,
): Promise<void> {
  const now = options.now ?? new Date();
  const { url, description, eventTypes, enabled } = WebhookEndpointInputSchema.parse(input);
  const endpoint = await ownedHttpEndpoint(db.prisma, ownerId, endpointId);
  const checked = await checkedUrl(url, endpoint.application.status === "Development" && options.loopback, options);
  const reenabled = enabled && (!endpoint.enabled || endpoint.disabledAt !== null);
  await db.prisma.$transaction(async (tx) => {
    await tx.webhookEndpoint.update({
      where: { id: endpoint.id },
      data: {
        url: checked,
        description,
        eventTypes,
        enabled,
        updatedAt: now,
        ...(reenabled ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
      },
    });
    await recordAuditEvent(
      tx,
      ownerId,
      "webhook_endpoint.updated",
      endpoint.id,
      { application: endpoint.application.name, url: checked },
      now,
    );
  });
}

export async function deleteWebhookEndpoint(db: Database, ownerId: string, endpointId: string, now: Date = new Date()): Promise<void> {
  await db.prisma.$transaction(async (tx) => {
    const endpoint = await ownedEndpoint(tx, ownerId, endpointId);
    await tx.webhookEndpoint.delete({ where: { id: endpoint.id } });
    // A listen session's stream ends at once rather than at its next heartbeat.
    if (endpoint.kind === "Listener") await rowsInTransaction(tx, NOTIFY_LISTEN_SESSION, { id: endpoint.id });
    await recordAuditEvent(
      tx,
      ownerId,
      "webhook_endpoint.deleted",
      endpoint.id,
      { application: endpoint.application.name, url: endpoint.url },
      now,
    );
  });
}

/**
 * A new signing secret, shown this once. The one it replaces keeps signing beside it for the
 * overlap (24 hours), so a receiver can roll over without losing a delivery; any older one stops now.
 */
export async function rotateWebhookSecret(
  db: Database,
  ownerId: string,
  endpointId: string,
  options: WebhookOptions,
): Promise<{ secret: string; previousValidUntil: Date }> {
  const now = options.now ?? new Date();
  const previousValidUntil = new Date(now.getTime() + ROTATION_OVERLAP_MS);
  return db.prisma.$transaction(async (tx) => {
    const endpoint = await ownedHttpEndpoint(tx, ownerId, endpointId);
    await tx.webhookSecret.updateMany({ where: { endpointId: endpoint.id, expiresAt: { not: null, gt: now } }, data: { expiresAt: now } });
    await tx.webhookSecret.updateMany({ where: { endpointId: endpoint.id, expiresAt: null }, data: { expiresAt: previousValidUntil } });
    await tx.webhookSecret.deleteMany({ where: { endpointId: endpoint.id, expiresAt: { lte: now } } });
    const secret = await addSecret(tx, endpoint.id, options, now);
    await recordAuditEvent(tx, ownerId, "webhook_secret.rotated", endpoint.id, { application: endpoint.application.name }, now);
    return { secret, previousValidUntil };
  });
}

/**
 * What a developer may ask for in the portal, per minute: test events and redeliveries are sent
 * at once, past the schedule, and each may hold a worker's slot for seconds.
 */
export const MANUAL_LIMITS = {
  test: { perMinute: 10, what: "test events" },
  redelivery: { perMinute: 20, what: "redeliveries" },
  /** `listen` sessions opened (lib/webhooks/listen.ts) and their streams connected: a reconnecting tool backs off well inside these. */
  listen: { perMinute: 10, what: "listen sessions" },
  stream: { perMinute: 60, what: "listen stream connections" },
} as const;
const MINUTE_MS = 60_000;

/** The developer's manual requests, counted one at a time: an advisory lock for the transaction. */
const LOCK_MANUAL_REQUESTS = prepareSql<{ ownerId: string }, { locked: string }>(
  "webhooks_lock_manual_requests",
  sql`SELECT pg_advisory_xact_lock(hashtext('webhook-manual:' || ${param<string>("ownerId")}::text))::text AS locked`,
);

/** An attempt of a delivery queued for the worker (its task, queue, attempts and key). */
const QUEUE_ATTEMPT = prepareSql<{ deliveryId: string; manual: boolean; queue: string; key: string }, { job: string }>(
  "webhooks_queue_attempt",
  sql`SELECT graphile_worker.add_job(${sql.lit(DELIVER_TASK)}, json_build_object('deliveryId', ${param<string>("deliveryId")}::uuid, 'manual', ${param<boolean>("manual")}::boolean),
    queue_name => ${param<string>("queue")}::text, max_attempts => ${sql.lit(DELIVER_JOB_ATTEMPTS)}, job_key => ${param<string>("key")}::text)::text AS job`,
);

/**
 * Counts one manual request of the developer, or refuses it when the minute's are spent (429
 * `too_many_attempts`, saying when to try again). Requests of one developer are counted one at a
 * time (an advisory lock for the transaction), so a burst cannot slip past the limit.
 */
export async function countManualRequest(tx: Tx, ownerId: string, kind: keyof typeof MANUAL_LIMITS, now: Date) {
  const { perMinute, what } = MANUAL_LIMITS[kind];
  await rowsInTransaction(tx, LOCK_MANUAL_REQUESTS, { ownerId });
  const recent = await tx.webhookManualRequest.findMany({
    where: { ownerId, kind, at: { gt: new Date(now.getTime() - MINUTE_MS) } },
    select: { at: true },
    orderBy: { at: "asc" },
  });
  if (recent.length >= perMinute) {
    const wait = Math.max(1, Math.ceil((recent[recent.length - perMinute].at.getTime() + MINUTE_MS - now.getTime()) / 1000));
    throw new AppError(
      "too_many_attempts",
      `You have sent ${perMinute} ${what} in the last minute, the most a developer may. Try again in ${wait} s.`,
      { headers: { "Retry-After": String(wait) } },
    );
  }
  await tx.webhookManualRequest.deleteMany({ where: { ownerId, at: { lt: new Date(now.getTime() - 60 * MINUTE_MS) } } });
  await tx.webhookManualRequest.create({ data: { ownerId, kind, at: now } });
}

/**
 * Queues an attempt of the delivery now, in its developer's manual queue (lib/webhooks/dispatch.ts):
 * one developer's test events and redeliveries hold at most a few of the workers' slots, whatever
 * their endpoints do. A scheduled attempt's job key is the delivery's (a retry replaces it); a
 * manual one has a key of its own, so neither can swallow the other.
 */
async function queueAttempt(tx: Tx, deliveryId: string, manual: boolean, queue: string) {
  const key = `${manual ? "webhook_redeliver" : DELIVER_TASK}:${deliveryId}`;
  await rowsInTransaction(tx, QUEUE_ATTEMPT, { deliveryId, manual, queue, key });
}

/**
 * Records a test event for one endpoint and queues its delivery in its developer's manual queue.
 * A test event has no scope (so no feed lists it, and only its application's webhooks may hear
 * it) and is never fanned out: it goes to this endpoint alone, whatever types it subscribed to.
 */
async function queueTestEvent(tx: Tx, ownerId: string, endpoint: { id: string; kind: string }, event: EventRecord, now: Date) {
  const created = await tx.event.create({
    data: { ...event, scope: null, data: event.data as Prisma.InputJsonValue, pending: false, test: true },
    select: { seq: true },
  });
  const delivery = await tx.webhookDelivery.create({
    data: { endpointId: endpoint.id, eventSeq: created.seq, nextAttemptAt: endpoint.kind === "Http" ? now : null },
  });
  // A listen session's stream hears of the delivery at commit (a trigger on the table): no job.
  if (endpoint.kind === "Http") await queueAttempt(tx, delivery.id, false, manualQueue(ownerId, endpoint.id));
  return { deliveryId: delivery.id, eventId: event.id };
}

/** The endpoint, if it is the owner's and switched on; `what` names the request refused otherwise. */
async function activeEndpoint(tx: Tx, ownerId: string, endpointId: string, what: string) {
  const endpoint = await ownedEndpoint(tx, ownerId, endpointId);
  if (!endpoint.enabled || endpoint.disabledAt !== null) throw new AppError("conflict", `Switch the endpoint on before ${what}.`);
  return endpoint;
}

/** Sends a `webhook.test` event to this endpoint alone, whatever types it subscribed to (if it is switched on). */
export async function sendTestEvent(
  db: Database,
  ownerId: string,
  endpointId: string,
  now: Date = new Date(),
): Promise<{ deliveryId: string; eventId: string }> {
  return db.prisma.$transaction(async (tx) => {
    const endpoint = await activeEndpoint(tx, ownerId, endpointId, "sending it a test event");
    await countManualRequest(tx, ownerId, "test", now);
    const event = platformEvent(
      "webhook.test",
      now,
      { applicationId: endpoint.applicationId },
      { endpointId: endpoint.id, message: "A test event from the portal. Verify its signature, then answer 2xx." },
    );
    return queueTestEvent(tx, ownerId, endpoint, event, now);
  });
}

/**
 * Sends this endpoint alone an event of `type` built from the developer's own world
 * (lib/webhooks/test-events.ts), marked as a test, through the same signing, queue and retries as
 * any delivery. It counts toward the same per-minute limit as test events. An unknown type is a
 * field error, and a world with nothing to build it from a conflict; either way nothing is written.
 */
export async function triggerTestEvent(
  db: Database,
  ownerId: string,
  endpointId: string,
  input: { type: string },
  now: Date = new Date(),
): Promise<{ deliveryId: string; eventId: string }> {
  const { type } = TriggerEventInputSchema.parse(input);
  return db.prisma.$transaction(async (tx) => {
    const endpoint = await activeEndpoint(tx, ownerId, endpointId, "triggering an event to it");
    await countManualRequest(tx, ownerId, "test", now);
    const { managerId, data } = await testEventContent(tx, type, { ownerId, applicationId: endpoint.applicationId });
    const event: EventRecord = {
      id: crypto.randomUUID(),
      type,
      scope: null,
      at: now,
      managerId,
      applicationId: endpoint.applicationId,
      data,
      pending: false,
    };
    return queueTestEvent(tx, ownerId, endpoint, event, now);
  });
}

/** Attempts the delivery again now, whatever its state (a manual attempt, marked so in the log). */
export async function redeliver(db: Database, ownerId: string, deliveryId: string, now: Date = new Date()): Promise<void> {
  if (!isUuid(deliveryId) || !isUuid(ownerId)) throw new AppError("not_found", "That delivery was not found.");
  await db.prisma.$transaction(async (tx) => {
    const delivery = await tx.webhookDelivery.findFirst({
      where: { id: deliveryId, endpoint: { application: { ownerId } } },
      select: { id: true, endpoint: { select: { id: true, kind: true, enabled: true, disabledAt: true } } },
    });
    if (!delivery) throw new AppError("not_found", "That delivery was not found.");
    if (!delivery.endpoint.enabled || delivery.endpoint.disabledAt !== null) {
      throw new AppError(
        "conflict",
        delivery.endpoint.kind === "Listener"
          ? "That listen session was closed: start `listen` again and trigger the event to the new session."
          : "Switch the endpoint on before redelivering to it.",
      );
    }
    await countManualRequest(tx, ownerId, "redelivery", now);
    if (delivery.endpoint.kind === "Listener") {
      // Unsettled and never sent: the session's stream sends it again as a new attempt (lib/webhooks/listen.ts).
      await tx.webhookDelivery.update({
        where: { id: delivery.id },
        data: { status: "Pending", lastAttemptAt: null, nextAttemptAt: null },
      });
    } else await queueAttempt(tx, delivery.id, true, manualQueue(ownerId, delivery.endpoint.id));
  });
}

export interface WebhookEndpointView {
  id: string;
  /** `Listener`: a `listen` session (lib/webhooks/listen.ts); `url` is where its tool forwards to. */
  kind: "Http" | "Listener";
  /** A listener's last sign of life. */
  listenerSeenAt: Date | null;
  url: string;
  description: string;
  eventTypes: EventType[];
  enabled: boolean;
  /** Set when the service disabled it (every attempt failed for 3 days). */
  disabled: { at: Date; reason: string } | null;
  failingSince: Date | null;
  secrets: { hint: string; createdAt: Date; expiresAt: Date | null }[];
  createdAt: Date;
}

const ENDPOINT_VIEW = {
  id: true,
  kind: true,
  listenerSeenAt: true,
  url: true,
  description: true,
  eventTypes: true,
  enabled: true,
  disabledAt: true,
  disabledReason: true,
  failingSince: true,
  createdAt: true,
  secrets: { select: { hint: true, createdAt: true, expiresAt: true }, orderBy: { createdAt: "desc" } },
} as const satisfies Prisma.WebhookEndpointSelect;

function endpointView(row: Prisma.WebhookEndpointGetPayload<{ select: typeof ENDPOINT_VIEW }>, now: Date): WebhookEndpointView {
  return {
    id: row.id,
    kind: row.kind,
    listenerSeenAt: row.listenerSeenAt,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as EventType[],
    enabled: row.enabled,
    disabled: row.disabledAt ? { at: row.disabledAt, reason: row.disabledReason ?? "" } : null,
    failingSince: row.failingSince,
    secrets: row.secrets.filter((s) => s.expiresAt === null || s.expiresAt > now),
    createdAt: row.createdAt,
  };
}

export async function listWebhookEndpoints(
  db: Database,
  ownerId: string,
  applicationId: string,
  now: Date = new Date(),
): Promise<WebhookEndpointView[]> {
  const application = await findOwnedApplication(db.prisma, ownerId, applicationId);
  const rows = await db.prisma.webhookEndpoint.findMany({
    where: { applicationId: application.id, kind: "Http" },
    orderBy: { createdAt: "asc" },
    select: ENDPOINT_VIEW,
  });
  return rows.map((row) => endpointView(row, now));
}

/** Closed listen sessions stay in the portal's list this long (their log stays reachable from it). */
const CLOSED_LISTENERS_SHOWN_MS = 24 * 3_600_000;

/** The application's `listen` sessions: the open ones, and those closed in the last day, newest first. */
export async function listListenSessions(
  db: Database,
  ownerId: string,
  applicationId: string,
  now: Date = new Date(),
): Promise<WebhookEndpointView[]> {
  const application = await findOwnedApplication(db.prisma, ownerId, applicationId);
  const rows = await db.prisma.webhookEndpoint.findMany({
    where: {
      applicationId: application.id,
      kind: "Listener",
      OR: [{ disabledAt: null }, { disabledAt: { gt: new Date(now.getTime() - CLOSED_LISTENERS_SHOWN_MS) } }],
    },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: ENDPOINT_VIEW,
  });
  return rows.map((row) => endpointView(row, now));
}

/** The request an attempt sent, as it went: URL, every header (the signatures, never a secret), body. */
export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface DeliveryLogEntry {
  id: string;
  /** `test`: sent from the portal to try the receiver (a test event, or a type triggered from the developer's world). */
  event: { id: string; type: EventType; at: Date; test: boolean };
  status: "Pending" | "Succeeded" | "Failed";
  createdAt: Date;
  nextAttemptAt: Date | null;
  attempts: {
    attempt: number;
    at: Date;
    manual: boolean;
    latencyMs: number;
    status: number | null;
    ok: boolean;
    error: string | null;
    response: string;
    /** Null: the attempt sent nothing, or was made before requests were kept. */
    request: SentRequest | null;
    responseHeaders: Record<string, string> | null;
  }[];
}

export interface DeliveryLogOptions {
  limit?: number;
  now?: Date;
  /** A delivery's id (`olderFrom`): the page of deliveries older than it. */
  before?: string;
  filter?: DeliveryLogFilter;
}

/** Deliveries a page of the log shows. */
export const DELIVERY_LOG_PAGE = 50;
const STATUS_OF: Record<DeliveryStatusFilter, DeliveryLogEntry["status"]> = {
  succeeded: "Succeeded",
  failed: "Failed",
  pending: "Pending",
};
/** A `datetime-local` minute, read as UTC. */
const utcMinute = (value: string) => new Date(`${value}:00Z`);

/** The deliveries of one page of the endpoint's log, filtered: the same for the page and for its version. */
async function deliveryPage(db: Database, endpointId: string, options: DeliveryLogOptions) {
  const limit = Math.min(Math.max(options.limit ?? DELIVERY_LOG_PAGE, 1), 200);
  const { type, status, from, to } = options.filter ?? {};
  // The page after a delivery: older ones, by (createdAt, id), on the (endpointId, createdAt) index.
  const after =
    options.before && isUuid(options.before)
      ? await db.prisma.webhookDelivery.findFirst({ where: { id: options.before, endpointId }, select: { id: true, createdAt: true } })
      : null;
  const where: Prisma.WebhookDeliveryWhereInput = {
    endpointId,
    ...(status ? { status: STATUS_OF[status] } : {}),
    ...(type ? { event: { type } } : {}),
    // `to` is a whole minute, included.
    ...(from || to
      ? { createdAt: { ...(from ? { gte: utcMinute(from) } : {}), ...(to ? { lt: new Date(utcMinute(to).getTime() + 60_000) } : {}) } }
      : {}),
    ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
  };
  const orderBy: Prisma.WebhookDeliveryOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
  return { where, limit, orderBy };
}

/**
 * A validator of one page of the log: it changes exactly when a delivery joins or leaves the page,
 * or one of its deliveries is attempted, settles or is rescheduled. The page and its small JSON
 * route (which the page polls with it, for new attempts to show without a reload) compute it alike.
 */
function logVersion(
  rows: { id: string; status: string; nextAttemptAt: Date | null; attempts: number }[],
  olderFrom: string | null,
): string {
  const facts = JSON.stringify([rows.map((r) => [r.id, r.status, r.nextAttemptAt?.getTime() ?? null, r.attempts]), olderFrom]);
  return crypto.createHash("sha256").update(facts).digest("base64url").slice(0, 22);
}

/** The endpoint and its delivery log, newest delivery first, filtered; `olderFrom`: where the next page starts; `version`: its validator. */
export async function webhookEndpointLog(
  db: Database,
  ownerId: string,
  endpointId: string,
  options: DeliveryLogOptions = {},
): Promise<{
  endpoint: WebhookEndpointView & { applicationId: string };
  deliveries: DeliveryLogEntry[];
  olderFrom: string | null;
  version: string;
}> {
  const endpoint = await ownedEndpoint(db.prisma, ownerId, endpointId);
  const view = await db.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id }, select: ENDPOINT_VIEW });
  const { where, limit, orderBy } = await deliveryPage(db, endpoint.id, options);
  const rows = await db.prisma.webhookDelivery.findMany({
    where,
    orderBy,
    take: limit + 1,
    select: {
      id: true,
      status: true,
      attempts: true,
      createdAt: true,
      nextAttemptAt: true,
      event: { select: { id: true, type: true, at: true, test: true } },
      log: {
        orderBy: { id: "desc" },
        select: {
          attempt: true,
          at: true,
          manual: true,
          latencyMs: true,
          status: true,
          ok: true,
          error: true,
          response: true,
          url: true,
          requestHeaders: true,
          requestBody: true,
          responseHeaders: true,
        },
      },
    },
  });
  const deliveries = rows.slice(0, limit);
  const olderFrom = rows.length > limit ? deliveries[deliveries.length - 1].id : null;
  return {
    endpoint: { ...endpointView(view, options.now ?? new Date()), applicationId: endpoint.applicationId },
    olderFrom,
    version: logVersion(deliveries, olderFrom),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      event: { id: d.event.id, type: d.event.type as EventType, at: d.event.at, test: d.event.test },
      status: d.status,
      createdAt: d.createdAt,
      nextAttemptAt: d.nextAttemptAt,
      attempts: d.log.map(({ url, requestHeaders, requestBody, responseHeaders, ...attempt }) => ({
        ...attempt,
        request:
          url !== null && requestBody !== null
            ? { url, headers: (requestHeaders ?? {}) as Record<string, string>, body: requestBody }
            : null,
        responseHeaders: responseHeaders as Record<string, string> | null,
      })),
    })),
  };
}

/**
 * The validator of one page of the log alone (`webhookEndpointLog`'s `version`), read without the
 * attempts: what the page's poll asks for every few seconds.
 */
export async function deliveryLogVersion(
  db: Database,
  ownerId: string,
  endpointId: string,
  options: DeliveryLogOptions = {},
): Promise<string> {
  const endpoint = await ownedEndpoint(db.prisma, ownerId, endpointId);
  const { where, limit, orderBy } = await deliveryPage(db, endpoint.id, options);
  const rows = await db.prisma.webhookDelivery.findMany({
    where,
    orderBy,
    take: limit + 1,
    select: { id: true, status: true, attempts: true, nextAttemptAt: true },
  });
  const page = rows.slice(0, limit);
  return logVersion(page, rows.length > limit ? page[page.length - 1].id : null);
}
