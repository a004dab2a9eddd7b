import { param, prepareSql, sql, type Sql } from "@/lib/sql";

/*
 * The dispatcher: fans each pending event (lib/events.ts) out to the webhook endpoints that may
 * see it, and queues one delivery job per endpoint, in one statement and so in one transaction:
 * an event is marked done exactly when its deliveries and their jobs exist. Dispatchers of
 * several instances take disjoint events (SKIP LOCKED), so each event is fanned out once.
 *
 * Who may see what, as the feed decides it (lib/webhooks/feed.ts): an event about a manager
 * reaches an application whose grant from that manager is active and holds the event's scope,
 * while the application is not suspended; an event about an application (its review, a
 * revoked grant) reaches that application. Each endpoint gets the types it subscribed to.
 */

/** Events fanned out per statement. */
const BATCH = 500;

export const DELIVER_TASK = "webhook_deliver";
export const DISPATCH_TASK = "webhook_dispatch";

const FAN_OUT = prepareSql<{ limit: number }, { events: number; deliveries: number }>(
  "webhooks_fan_out",
  sql`WITH picked AS (
        SELECT "seq", "type", "scope", "managerId", "applicationId" FROM "Event" WHERE "pending"
         ORDER BY "seq" LIMIT ${param<number>("limit")}::int FOR UPDATE SKIP LOCKED
      ), done AS (
        UPDATE "Event" e SET "pending" = false FROM picked p WHERE e."seq" = p."seq" RETURNING e."seq"
      ), targets AS (
        SELECT p."seq", w."id" AS "endpointId" FROM picked p
          JOIN "OAuthGrant" g ON g."managerId" = p."managerId" AND g."revokedAt" IS NULL AND p."scope" = ANY(g."scopes")
          JOIN "Application" a ON a."id" = g."applicationId" AND a."suspendedAt" IS NULL
          JOIN "WebhookEndpoint" w ON w."applicationId" = a."id" AND w."enabled" AND w."disabledAt" IS NULL AND p."type" = ANY(w."eventTypes")
         WHERE p."scope" IS NOT NULL
        UNION ALL
        SELECT p."seq", w."id" FROM picked p
          JOIN "WebhookEndpoint" w ON w."applicationId" = p."applicationId" AND w."enabled" AND w."disabledAt" IS NULL AND p."type" = ANY(w."eventTypes")
         WHERE p."scope" IS NULL
      ), made AS (
        INSERT INTO "WebhookDelivery" ("id", "endpointId", "eventSeq", "nextAttemptAt")
        SELECT gen_random_uuid(), "endpointId", "seq", now() FROM targets ORDER BY "seq"
        ON CONFLICT ("endpointId", "eventSeq") DO NOTHING RETURNING "id"
      ), queued AS (
        SELECT graphile_worker.add_job(${sql.lit(DELIVER_TASK)}, json_build_object('deliveryId', "id"), job_key => ${sql.lit(`${DELIVER_TASK}:`)} || "id")
          FROM made
      )
      SELECT (SELECT count(*) FROM done)::int AS events, (SELECT count(*) FROM queued)::int AS deliveries`,
);

/** Fans out every pending event; returns how many events and deliveries it made. */
export async function dispatchEvents(db: Sql): Promise<{ events: number; deliveries: number }> {
  const total = { events: 0, deliveries: 0 };
  for (;;) {
    const batch = (await db.one(FAN_OUT, { limit: BATCH }))!;
    total.events += batch.events;
    total.deliveries += batch.deliveries;
    if (batch.events < BATCH) return total;
  }
}
