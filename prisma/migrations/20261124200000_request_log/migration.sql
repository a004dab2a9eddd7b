-- CreateTable
CREATE TABLE "ApiCall" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "clientKey" TEXT NOT NULL,
    "applicationId" UUID,
    "tokenId" UUID,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "endpoint" TEXT,
    "status" SMALLINT NOT NULL,
    "latencyMs" REAL NOT NULL,
    "requestId" UUID NOT NULL,
    "refusedBy" TEXT,

    CONSTRAINT "ApiCall_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ApiCall_clientKey_id_idx" ON "ApiCall"("clientKey", "id");

-- CreateIndex
CREATE INDEX "ApiCall_applicationId_id_idx" ON "ApiCall"("applicationId", "id");

-- CreateIndex
CREATE INDEX "ApiCall_at_idx" ON "ApiCall"("at");
