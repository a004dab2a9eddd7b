-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "listedAt" TIMESTAMPTZ(3);

