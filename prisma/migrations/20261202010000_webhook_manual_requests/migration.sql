-- CreateTable
CREATE TABLE "WebhookManualRequest" (
    "id" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookManualRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WebhookManualRequest_ownerId_at_idx" ON "WebhookManualRequest"("ownerId", "at");

-- AddForeignKey
ALTER TABLE "WebhookManualRequest" ADD CONSTRAINT "WebhookManualRequest_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Manager"("id") ON DELETE CASCADE ON UPDATE CASCADE;

