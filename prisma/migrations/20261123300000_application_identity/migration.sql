-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "privacyPolicyUrl" TEXT,
ADD COLUMN     "termsUrl" TEXT;

-- CreateTable
CREATE TABLE "ApplicationLogo" (
    "applicationId" UUID NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationLogo_pkey" PRIMARY KEY ("applicationId")
);

-- AddForeignKey
ALTER TABLE "ApplicationLogo" ADD CONSTRAINT "ApplicationLogo_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
