-- CreateEnum
CREATE TYPE "WebhookEndpointKind" AS ENUM ('Http', 'Listener');

-- AlterTable
ALTER TABLE "WebhookEndpoint" ADD COLUMN     "kind" "WebhookEndpointKind" NOT NULL DEFAULT 'Http',
ADD COLUMN     "listenerSeenAt" TIMESTAMPTZ(3);

-- A listen session's stream, on whichever instance it is open, hears of each delivery made for
-- it at commit: the fan-out, a trigger or a redelivery makes the delivery pending, this names the
-- session on webhook_listen (lib/webhooks/listen-hub.ts). (An UPDATE trigger with a transition table
-- takes no column list: it looks at every update, and names only deliveries pending again.) (Semicolons in the body are spelled
-- \003B: Prisma's migration runner splits scripts at every semicolon.)
CREATE FUNCTION notify_webhook_listeners() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN PERFORM pg_notify(''webhook_listen'', x."endpointId"::text) FROM (SELECT DISTINCT n."endpointId" FROM new_rows n JOIN "WebhookEndpoint" w ON w."id" = n."endpointId" WHERE w."kind" = ''Listener'' AND n."status" = ''Pending'') x\003B RETURN NULL\003B END';

CREATE TRIGGER "WebhookDelivery_listeners_inserted"
  AFTER INSERT ON "WebhookDelivery" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_webhook_listeners();

CREATE TRIGGER "WebhookDelivery_listeners_updated"
  AFTER UPDATE ON "WebhookDelivery" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_webhook_listeners();
