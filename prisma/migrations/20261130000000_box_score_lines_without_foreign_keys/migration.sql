-- Box score lines keep their match, team and player as plain columns: the world's writers alone
-- write them, and a foreign key checked and locked a player for every line copied in.

-- DropForeignKey
ALTER TABLE "BoxScoreLine" DROP CONSTRAINT "BoxScoreLine_matchId_fkey";

-- DropForeignKey
ALTER TABLE "BoxScoreLine" DROP CONSTRAINT "BoxScoreLine_teamId_fkey";

-- DropForeignKey
ALTER TABLE "BoxScoreLine" DROP CONSTRAINT "BoxScoreLine_playerId_fkey";

