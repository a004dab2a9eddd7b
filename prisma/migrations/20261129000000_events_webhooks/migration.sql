-- Events and webhooks (lib/events.ts, lib/webhooks/). Event is the transactional outbox: the
-- clock and the platform write it in the transaction of what it describes, and the dispatcher fans
-- each pending event out to webhook deliveries, which graphile-worker's jobs attempt.
-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('Pending', 'Succeeded', 'Failed');

-- CreateTable
CREATE TABLE "Event" (
    "seq" BIGSERIAL NOT NULL,
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "scope" TEXT,
    "at" TIMESTAMP(3) NOT NULL,
    "managerId" UUID,
    "applicationId" UUID,
    "data" JSONB NOT NULL,
    "pending" BOOLEAN NOT NULL DEFAULT true,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("seq")
);

-- CreateTable
CREATE TABLE "WebhookEndpoint" (
    "id" UUID NOT NULL,
    "applicationId" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "eventTypes" TEXT[],
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabledAt" TIMESTAMPTZ(3),
    "disabledReason" TEXT,
    "failingSince" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookSecret" (
    "id" UUID NOT NULL,
    "endpointId" UUID NOT NULL,
    "encrypted" BYTEA NOT NULL,
    "hint" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3),

    CONSTRAINT "WebhookSecret_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" UUID NOT NULL,
    "endpointId" UUID NOT NULL,
    "eventSeq" BIGINT NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'Pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAttemptAt" TIMESTAMPTZ(3),
    "nextAttemptAt" TIMESTAMPTZ(3),

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookAttempt" (
    "id" BIGSERIAL NOT NULL,
    "deliveryId" UUID NOT NULL,
    "attempt" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "manual" BOOLEAN NOT NULL DEFAULT false,
    "latencyMs" REAL NOT NULL,
    "status" SMALLINT,
    "ok" BOOLEAN NOT NULL,
    "error" TEXT,
    "response" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "WebhookAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Event_id_key" ON "Event"("id");

-- CreateIndex
CREATE INDEX "Event_managerId_seq_idx" ON "Event"("managerId", "seq");

-- CreateIndex
CREATE INDEX "Event_at_idx" ON "Event"("at");

-- CreateIndex
CREATE INDEX "WebhookEndpoint_applicationId_idx" ON "WebhookEndpoint"("applicationId");

-- CreateIndex
CREATE INDEX "WebhookSecret_endpointId_idx" ON "WebhookSecret"("endpointId");

-- CreateIndex
CREATE INDEX "WebhookDelivery_endpointId_createdAt_idx" ON "WebhookDelivery"("endpointId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_endpointId_eventSeq_key" ON "WebhookDelivery"("endpointId", "eventSeq");

-- CreateIndex
CREATE INDEX "WebhookAttempt_deliveryId_id_idx" ON "WebhookAttempt"("deliveryId", "id");

-- AddForeignKey
ALTER TABLE "WebhookEndpoint" ADD CONSTRAINT "WebhookEndpoint_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookSecret" ADD CONSTRAINT "WebhookSecret_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_eventSeq_fkey" FOREIGN KEY ("eventSeq") REFERENCES "Event"("seq") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookAttempt" ADD CONSTRAINT "WebhookAttempt_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "WebhookDelivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The dispatcher's queue: the events still to fan out, in the order they were recorded.
CREATE INDEX "Event_pending_idx" ON "Event" ("seq") WHERE "pending";

-- Every instance's dispatcher LISTENs on events_recorded: a statement that records events
-- (the clock's step, a revoked grant, a review) wakes it at commit. (Semicolons in the body are
-- spelled \003B: Prisma's migration runner splits scripts at every semicolon.)
CREATE FUNCTION notify_events_recorded() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN PERFORM pg_notify(''events_recorded'', '''')\003B RETURN NULL\003B END';

CREATE TRIGGER "Event_recorded"
  AFTER INSERT ON "Event"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_events_recorded();
