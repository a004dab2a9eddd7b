import { Webhook } from "standardwebhooks";
import { param, prepareSql, sql, type Sql } from "@/lib/sql";
import { eventPayload, type EventType } from "@/lib/events";
import { countWebhookAttempt } from "@/lib/metrics";
import { DELIVER_JOB_ATTEMPTS, DELIVER_SLOW_TASK, DELIVER_TASK } from "@/lib/webhooks/dispatch";
import { decryptSecret } from "@/lib/webhooks/secrets";
import { deliveryStillDueSql } from "@/lib/webhooks/visibility";
import { outgoingHeaders, postWebhook, type WebhookResponse } from "@/lib/webhooks/send";

/*
 * One attempt of one delivery: the event's payload, signed by the Standard Webhooks scheme with
 * every valid secret of the endpoint (a rotation's old and new), POSTed by the safe sender
 * (lib/webhooks/send.ts: address rules, no redirects, 10 s, 64 KB read), and the outcome
 * written to the delivery log in one statement that also queues the next attempt. The log keeps
 * the request as it was sent (URL, headers, body) beside the answer, for the developer to debug
 * with: the signature headers are what any eavesdropper on the request saw, never the secret.
 */

/** Deliveries are retried for this long after they were made, then given up. */
export const RETRY_PERIOD_MS = 3 * 24 * 3_600_000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 10 * 3_600_000;

/**
 * When to try again after `attempts` failed attempts of a delivery made at `createdAt`:
 * 5 s, then five times longer each time up to 10 hours (5 s, 25 s, 2 min, 10 min, 52 min,
 * 4.3 h, 10 h…), the last attempt exactly at the end of the retry period; null: give up.
 */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const end = createdAt.getTime() + RETRY_PERIOD_MS;
  if (now.getTime() >= end) return null;
  const wait = Math.min(FIRST_RETRY_MS * 5 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return new Date(Math.min(now.getTime() + wait, end));
}

interface DeliveryToAttempt {
  id: string;
  status: "Pending" | "Succeeded" | "Failed";
  attempts: number;
  createdAt: Date;
  endpointId: string;
  /** A listen session's deliveries go down its stream (lib/webhooks/listen.ts), never over HTTP from here. */
  kind: "Http" | "Listener";
  url: string;
  failingSince: Date | null;
  development: boolean;
  eventId: string;
  type: EventType;
  at: Date;
  managerId: string | null;
  data: unknown;
  /** Sent from the portal to try the receiver: `"test": true` in the payload, whatever the endpoint subscribed to. */
  test: boolean;
  /** The endpoint is on and subscribed, and the event is still the application's to see. */
  visible: boolean;
  secrets: Buffer[];
  /** Attempts the schedule made (manual ones are left out of the backoff). */
  scheduled: number;
}

const DELIVERY = prepareSql<{ id: string; now: Date }, DeliveryToAttempt>(
  "webhooks_delivery",
  sql`SELECT d."id", d."status"::text AS "status", d."attempts", d."createdAt", w."id" AS "endpointId", w."kind"::text AS "kind", w."url", w."failingSince",
             a."status"::text = 'Development' AS "development", e."id" AS "eventId", e."type", e."at", e."managerId", e."data", e."test",
             ${deliveryStillDueSql("w", "e", "a")} AS "visible",
             (SELECT count(*)::int FROM "WebhookAttempt" x WHERE x."deliveryId" = d."id" AND NOT x."manual") AS "scheduled",
             ARRAY(SELECT s."encrypted" FROM "WebhookSecret" s
                    WHERE s."endpointId" = w."id" AND (s."expiresAt" IS NULL OR s."expiresAt" > ${param<string>("now")}::timestamptz)
                    ORDER BY s."createdAt" DESC) AS "secrets"
        FROM "WebhookDelivery" d JOIN "WebhookEndpoint" w ON w."id" = d."endpointId"
        JOIN "Application" a ON a."id" = w."applicationId" JOIN "Event" e ON e."seq" = d."eventSeq"
       WHERE d."id" = ${param<string>("id")}::uuid`,
);

type Outcome = {
  id: string;
  endpointId: string;
  at: Date;
  manual: boolean;
  latencyMs: number;
  status: number | null;
  ok: boolean;
  error: string | null;
  response: string;
  url: string | null;
  /** JSON text of the headers sent; null when nothing was. */
  requestHeaders: string | null;
  requestBody: string | null;
  /** JSON text of the response's headers; null when none came. */
  responseHeaders: string | null;
  deliveryStatus: "Pending" | "Succeeded" | "Failed";
  next: Date | null;
  disable: boolean;
};

const RECORD = prepareSql<Outcome, never>(
  "webhooks_record_attempt",
  sql`WITH delivery AS (
        UPDATE "WebhookDelivery" SET "status" = ${param<string>("deliveryStatus")}::"WebhookDeliveryStatus", "attempts" = "attempts" + 1,
               "lastAttemptAt" = ${param<string>("at")}::timestamptz,
               -- A manual attempt that failed leaves the schedule's next attempt where it was.
               "nextAttemptAt" = CASE WHEN ${param<boolean>("manual")}::boolean AND NOT ${param<boolean>("ok")}::boolean THEN "nextAttemptAt"
                                      ELSE ${param<string>("next")}::timestamptz END
         WHERE "id" = ${param<string>("id")}::uuid RETURNING "attempts"
      ), attempt AS (
        INSERT INTO "WebhookAttempt" ("deliveryId", "attempt", "at", "manual", "latencyMs", "status", "ok", "error", "response",
                                      "url", "requestHeaders", "requestBody", "responseHeaders")
        SELECT ${param<string>("id")}::uuid, d."attempts", ${param<string>("at")}::timestamptz, ${param<boolean>("manual")}::boolean,
               ${param<number>("latencyMs")}::real, ${param<number>("status")}::smallint, ${param<boolean>("ok")}::boolean,
               ${param<string>("error")}::text, ${param<string>("response")}::text,
               ${param<string>("url")}::text, ${param<string>("requestHeaders")}::jsonb, ${param<string>("requestBody")}::text,
               ${param<string>("responseHeaders")}::jsonb FROM delivery d
      ), endpoint AS (
        UPDATE "WebhookEndpoint" SET
               "failingSince" = CASE WHEN ${param<boolean>("ok")}::boolean THEN NULL ELSE COALESCE("failingSince", ${param<string>("at")}::timestamptz) END,
               "disabledAt" = CASE WHEN ${param<boolean>("disable")}::boolean THEN ${param<string>("at")}::timestamptz ELSE "disabledAt" END,
               "disabledReason" = CASE WHEN ${param<boolean>("disable")}::boolean
                 THEN 'Every delivery failed for 3 days: the endpoint was disabled. Fix it, enable it again, and redeliver the failed deliveries from its log.'
                 ELSE "disabledReason" END
         WHERE "id" = ${param<string>("endpointId")}::uuid
      )
      -- The next attempt of a failed delivery: its endpoint is failing, so the slow lane and its own queue.
      SELECT graphile_worker.add_job(${sql.lit(DELIVER_SLOW_TASK)}, json_build_object('deliveryId', ${param<string>("id")}::uuid),
               queue_name => ${sql.lit("webhook:")} || ${param<string>("endpointId")}::text, run_at => ${param<string>("next")}::timestamptz,
               max_attempts => ${sql.lit(DELIVER_JOB_ATTEMPTS)}, job_key => ${sql.lit(`${DELIVER_TASK}:`)} || ${param<string>("id")}::text)
       WHERE ${param<string>("next")}::timestamptz IS NOT NULL`,
);

/** The first 2 KB of a response, as the log keeps it. */
const LOGGED_RESPONSE_CHARS = 2_048;

export interface AttemptOptions {
  /** The key secrets were encrypted with (lib/webhooks/secrets.ts). */
  key: Buffer;
  /** Whether applications in development may be sent to loopback (config's `webhooksToLoopback`). */
  loopback: boolean;
  now?: () => Date;
  /** Asked for in the portal: made even when the delivery succeeded or was given up. */
  manual?: boolean;
  /** The sender (tests: a resolver of their own). */
  post?: typeof postWebhook;
}

export type AttemptResult = "sent" | "failed" | "skipped";

/** The headers of a signed delivery: `webhook-id`, `webhook-timestamp` and one `v1,` signature per secret. */
export function signedHeaders(secrets: string[], id: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((s) => new Webhook(s).sign(id, at, body)).join(" "),
  };
}

/** Makes one attempt of the delivery, if it is still due; never throws for the receiver's faults. */
export async function attemptDelivery(db: Sql, deliveryId: string, options: AttemptOptions): Promise<AttemptResult> {
  const now = options.now ?? (() => new Date());
  const delivery = await db.one(DELIVERY, { id: deliveryId, now: now() });
  if (!delivery || delivery.secrets.length === 0 || delivery.kind === "Listener") return "skipped";
  if (!options.manual && delivery.status !== "Pending") return "skipped";
  if (!delivery.visible) {
    // The grant was revoked, the application suspended or the endpoint switched off meanwhile.
    if (delivery.status === "Pending") await db.rows(GIVE_UP_DELIVERY, { id: delivery.id });
    return "skipped";
  }
  const body = JSON.stringify(eventPayload({ ...delivery, id: delivery.eventId }));
  const sentAt = now();
  const secrets = readableSecrets(options.key, delivery.secrets);
  const headers = secrets.length === 0 ? null : signedHeaders(secrets, delivery.eventId, sentAt, body);
  const response: WebhookResponse =
    headers === null
      ? { ok: false, status: null, latencyMs: 0, body: "", error: UNREADABLE_SECRETS }
      : await (options.post ?? postWebhook)({
          url: delivery.url,
          headers,
          body,
          allowLoopback: delivery.development && options.loopback,
        });
  countWebhookAttempt(response.ok);
  const at = now();
  // A failed scheduled attempt of a pending delivery schedules the next. A manual one leaves the
  // schedule as it was (its own job ran beside it): it can only settle the delivery, by succeeding.
  const scheduled = !options.manual && delivery.status === "Pending";
  const next = !response.ok && scheduled ? nextAttemptAt(delivery.createdAt, delivery.scheduled + 1, at) : null;
  const exhausted = !response.ok && scheduled && next === null;
  const failingSince = delivery.failingSince ?? sentAt;
  await db.rows(RECORD, {
    id: delivery.id,
    endpointId: delivery.endpointId,
    at: sentAt,
    manual: options.manual ?? false,
    latencyMs: response.latencyMs,
    status: response.status,
    ok: response.ok,
    error: response.error,
    response: response.body.slice(0, LOGGED_RESPONSE_CHARS),
    url: headers === null ? null : delivery.url,
    requestHeaders: headers === null ? null : JSON.stringify(outgoingHeaders(headers, body)),
    requestBody: headers === null ? null : body,
    responseHeaders: response.headers ? JSON.stringify(response.headers) : null,
    deliveryStatus: response.ok ? "Succeeded" : exhausted ? "Failed" : delivery.status,
    next,
    disable: exhausted && at.getTime() - failingSince.getTime() >= RETRY_PERIOD_MS,
  });
  return response.ok ? "sent" : "failed";
}

const UNREADABLE_SECRETS =
  "not sent: no signing secret of this endpoint could be decrypted (WEBHOOK_KEY changed since it was made); rotate the secret in the portal";

/** The secrets the configured key opens; one sealed under another key is left out, not fatal. */
export function readableSecrets(key: Buffer, sealed: Buffer[]): string[] {
  const secrets: string[] = [];
  for (const s of sealed) {
    try {
      secrets.push(decryptSecret(key, s));
    } catch {
      // Encrypted under another WEBHOOK_KEY: a rotation makes a secret this key opens.
    }
  }
  return secrets;
}

/** Gives up a pending delivery no longer due (lib/webhooks/visibility.ts `deliveryStillDueSql`). */
export const GIVE_UP_DELIVERY = prepareSql<{ id: string }, never>(
  "webhooks_give_up",
  sql`UPDATE "WebhookDelivery" SET "status" = 'Failed', "nextAttemptAt" = NULL WHERE "id" = ${param<string>("id")}::uuid AND "status" = 'Pending'`,
);
