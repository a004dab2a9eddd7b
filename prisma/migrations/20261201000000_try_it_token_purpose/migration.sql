-- CreateEnum
CREATE TYPE "PersonalTokenPurpose" AS ENUM ('Script', 'TryIt');

-- AlterTable
ALTER TABLE "PersonalToken" ADD COLUMN     "purpose" "PersonalTokenPurpose" NOT NULL DEFAULT 'Script';


-- Try-it tokens made before the purpose existed carry the name the reference gives them.
UPDATE "PersonalToken" SET "purpose" = 'TryIt' WHERE "name" = 'API reference try-it';
