import { param, prepareSql, sql, type Sql } from "@/lib/sql";
import { WEBHOOK_HISTORY_MS } from "@/lib/events";
import { eventAudienceCandidates, mayHearEventSql } from "@/lib/webhooks/visibility";
import { LISTENER_IDLE_SECONDS } from "@/lib/webhooks/schemas";

/*
 * The dispatcher: fans each pending event (lib/events.ts) out to the webhook endpoints that may
 * see it, and queues one delivery job per endpoint, in one statement and so in one transaction:
 * an event is marked done exactly when its deliveries and their jobs exist. Dispatchers of
 * several instances take disjoint events (SKIP LOCKED), so each event is fanned out once.
 *
 * Which application may hear which event is decided by lib/webhooks/visibility.ts; each
 * endpoint of such an application gets the types it subscribed to.
 */

/** Events fanned out per statement. */
const BATCH = 500;

export const DELIVER_TASK = "webhook_deliver";
/** An attempt to an endpoint that is failing (timeouts included): the slow lane's task (lib/webhooks/worker.ts). */
export const DELIVER_SLOW_TASK = "webhook_deliver_slow";
export const DISPATCH_TASK = "webhook_dispatch";

/**
 * Attempts of a delivery queued together run in parallel, except to an endpoint that is failing:
 * its jobs share a queue of its own, which graphile-worker runs one job at a time across every
 * instance, and they run in the slow lane, a few slots of their own, so failing endpoints
 * together hold at most those and cannot delay everyone else's.
 */
export const endpointQueue = (endpointId: string) => `webhook:${endpointId}`;

/** How many queues a developer's manual attempts (test events, redeliveries) share. */
export const MANUAL_LANES_PER_DEVELOPER = 2;

/**
 * The queue of a manual attempt: one of its developer's few, chosen by the endpoint, so that an
 * endpoint's manual attempts go one at a time and in order, and one developer's, however many
 * endpoints they point at a silent server, hold at most MANUAL_LANES_PER_DEVELOPER slots.
 */
export const manualQueue = (ownerId: string, endpointId: string) =>
  `webhook-manual:${ownerId}:${parseInt(endpointId.replace(/-/g, "").slice(-6), 16) % MANUAL_LANES_PER_DEVELOPER}`;

/**
 * A job's attempts, for faults of our own (the database dropped mid-attempt): the receiver's faults
 * are logged and scheduled by the task itself (lib/webhooks/deliver.ts), never thrown.
 */
export const DELIVER_JOB_ATTEMPTS = 5;

const FAN_OUT = prepareSql<{ limit: number; historyMs: number }, { events: number; deliveries: number }>(
  "webhooks_fan_out",
  sql`WITH picked AS (
        SELECT "seq", "type", "scope", "managerId", "applicationId", "at" FROM "Event" WHERE "pending"
         ORDER BY "seq" LIMIT ${param<number>("limit")}::int FOR UPDATE SKIP LOCKED
      ), done AS (
        UPDATE "Event" e SET "pending" = false FROM picked p WHERE e."seq" = p."seq" RETURNING e."seq"
      ), targets AS (
        SELECT p."seq", w."id" AS "endpointId", w."failingSince", w."kind" FROM picked p
          CROSS JOIN LATERAL ${eventAudienceCandidates("p")} AS c
          JOIN "Application" a ON a."id" = c."id"
          JOIN "WebhookEndpoint" w ON w."applicationId" = a."id" AND w."enabled" AND w."disabledAt" IS NULL AND p."type" = ANY(w."eventTypes")
         WHERE ${mayHearEventSql("p", "a")}
           -- A listen session collects while its tool was heard from lately (lib/webhooks/listen.ts).
           AND (w."kind" = 'Http' OR w."listenerSeenAt" > now() - make_interval(secs => ${sql.lit(LISTENER_IDLE_SECONDS)}))
           -- Webhooks push the present: what the world did more than a day before its clock stands is history, in the feed only.
           AND (p."scope" IS NULL
                OR p."at" >= COALESCE((SELECT "clockAt" FROM "WorldInfo" WHERE "id" = 1), p."at") - make_interval(secs => ${param<number>("historyMs")}::int / 1000))
      ), made AS (
        INSERT INTO "WebhookDelivery" ("id", "endpointId", "eventSeq", "nextAttemptAt")
        SELECT gen_random_uuid(), "endpointId", "seq", CASE WHEN "kind" = 'Http' THEN now() END FROM targets ORDER BY "seq"
        ON CONFLICT ("endpointId", "eventSeq") DO NOTHING RETURNING "id", "endpointId", "eventSeq"
      ), queued AS (
        SELECT graphile_worker.add_jobs(ARRAY(
          SELECT ROW(CASE WHEN t."failingSince" IS NOT NULL THEN ${sql.lit(DELIVER_SLOW_TASK)} ELSE ${sql.lit(DELIVER_TASK)} END,
                     json_build_object('deliveryId', m."id"),
                     CASE WHEN t."failingSince" IS NOT NULL THEN ${sql.lit("webhook:")} || m."endpointId" END,
                     -- run_at, max_attempts, job_key, priority, flags
                     NULL, ${sql.lit(DELIVER_JOB_ATTEMPTS)}, ${sql.lit(`${DELIVER_TASK}:`)} || m."id", NULL, NULL)::graphile_worker.job_spec
            FROM made m JOIN targets t ON t."endpointId" = m."endpointId" AND t."seq" = m."eventSeq"
           -- A listen session's deliveries go down its stream (a trigger on the table tells it), not to the worker.
           WHERE t."kind" = 'Http'
        )) AS jobs
      )
      SELECT (SELECT count(*) FROM done)::int AS events, (SELECT count(*) FROM made)::int AS deliveries, (SELECT count(*) FROM queued) AS q`,
);

/** Fans out every pending event; returns how many events and deliveries it made. */
export async function dispatchEvents(db: Sql): Promise<{ events: number; deliveries: number }> {
  const total = { events: 0, deliveries: 0 };
  for (;;) {
    const batch = (await db.one(FAN_OUT, { limit: BATCH, historyMs: WEBHOOK_HISTORY_MS }))!;
    total.events += batch.events;
    total.deliveries += batch.deliveries;
    if (batch.events < BATCH) return total;
  }
}
