-- CreateTable
CREATE TABLE "QuotaCounter" (
    "key" TEXT NOT NULL,
    "resetAt" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "QuotaCounter_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "UsageDay" (
    "day" DATE NOT NULL,
    "clientKey" TEXT NOT NULL,
    "applicationId" UUID,
    "endpoint" TEXT NOT NULL,
    "calls" INTEGER NOT NULL DEFAULT 0,
    "minuteRefusals" INTEGER NOT NULL DEFAULT 0,
    "dayRefusals" INTEGER NOT NULL DEFAULT 0,
    "breadthRefusals" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "UsageDay_pkey" PRIMARY KEY ("day","clientKey","endpoint")
);

-- CreateIndex
CREATE INDEX "QuotaCounter_resetAt_idx" ON "QuotaCounter"("resetAt");

-- CreateIndex
CREATE INDEX "UsageDay_clientKey_day_idx" ON "UsageDay"("clientKey", "day");

-- CreateIndex
CREATE INDEX "UsageDay_applicationId_day_idx" ON "UsageDay"("applicationId", "day");

