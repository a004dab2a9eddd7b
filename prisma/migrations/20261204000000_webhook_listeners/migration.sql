-- CreateEnum
CREATE TYPE "WebhookEndpointKind" AS ENUM ('Http', 'Listener');

-- AlterTable
ALTER TABLE "WebhookEndpoint" ADD COLUMN     "kind" "WebhookEndpointKind" NOT NULL DEFAULT 'Http',
ADD COLUMN     "listenerSeenAt" TIMESTAMPTZ(3);

-- A listen session's stream, on whichever instance it is open, hears at commit of each delivery
-- waiting to be sent down it: one the fan-out or a trigger made, or one a redelivery made pending
-- again. Those, and only those, are pending with neither a scheduled attempt nor one sent (an HTTP
-- endpoint's deliveries always have "nextAttemptAt" while pending), so the condition needs no
-- join and costs the worker's own writes nothing. The session is named on webhook_listen
-- (lib/webhooks/listen-hub.ts), and PostgreSQL folds a transaction's repeats of one name into one.
-- (Semicolons in the body are spelled \003B: Prisma's migration runner splits scripts at every
-- semicolon.)
CREATE FUNCTION notify_webhook_listener() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN PERFORM pg_notify(''webhook_listen'', NEW."endpointId"::text)\003B RETURN NULL\003B END';

CREATE TRIGGER "WebhookDelivery_listener_waiting"
  AFTER INSERT OR UPDATE OF "status", "lastAttemptAt", "nextAttemptAt" ON "WebhookDelivery"
  FOR EACH ROW WHEN (NEW."status" = 'Pending' AND NEW."lastAttemptAt" IS NULL AND NEW."nextAttemptAt" IS NULL)
  EXECUTE FUNCTION notify_webhook_listener();
