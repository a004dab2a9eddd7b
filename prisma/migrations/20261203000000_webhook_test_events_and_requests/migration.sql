-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "test" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "WebhookAttempt" ADD COLUMN     "requestBody" TEXT,
ADD COLUMN     "requestHeaders" JSONB,
ADD COLUMN     "responseHeaders" JSONB,
ADD COLUMN     "url" TEXT;

