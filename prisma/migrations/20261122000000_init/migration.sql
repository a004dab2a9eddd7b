-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('Manager', 'Staff');

-- CreateEnum
CREATE TYPE "CompetitionKind" AS ENUM ('League', 'Cup', 'NationalTeamChampionship', 'Friendly');

-- CreateEnum
CREATE TYPE "TeamKind" AS ENUM ('Club', 'NationalTeam', 'JuniorNationalTeam');

-- CreateEnum
CREATE TYPE "MatchKind" AS ENUM ('LeagueRegularSeason', 'LeagueQuarterfinal', 'LeagueSemifinal', 'LeagueFinal', 'Relegation', 'Cup', 'Scrimmage', 'NationalTeamRoundRobin', 'NationalTeamFriendly');

-- CreateEnum
CREATE TYPE "ListingStatus" AS ENUM ('Open', 'Sold', 'Unsold');

-- CreateTable
CREATE TABLE "Manager" (
    "id" UUID NOT NULL,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "isSupporter" BOOLEAN NOT NULL DEFAULT false,
    "role" "Role" NOT NULL DEFAULT 'Manager',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Manager_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PersonalToken" (
    "id" UUID NOT NULL,
    "managerId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "scopes" TEXT[],
    "tokenHash" TEXT NOT NULL,
    "hint" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "PersonalToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" UUID NOT NULL,
    "managerId" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "detail" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Country" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "levels" INTEGER NOT NULL,

    CONSTRAINT "Country_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Season" (
    "id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Season_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Competition" (
    "id" UUID NOT NULL,
    "kind" "CompetitionKind" NOT NULL,
    "name" TEXT NOT NULL,
    "countryId" UUID,
    "level" INTEGER,
    "division" INTEGER,
    "isJunior" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "Competition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Team" (
    "id" UUID NOT NULL,
    "kind" "TeamKind" NOT NULL,
    "name" TEXT NOT NULL,
    "shortName" TEXT NOT NULL,
    "countryId" UUID NOT NULL,
    "leagueId" UUID,
    "conference" TEXT,
    "managerId" UUID,
    "isBot" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeagueMembership" (
    "seasonId" UUID NOT NULL,
    "competitionId" UUID NOT NULL,
    "teamId" UUID NOT NULL,
    "conference" TEXT NOT NULL,
    "finalPosition" INTEGER,
    "wins" INTEGER,
    "losses" INTEGER,
    "pointsFor" INTEGER,
    "pointsAgainst" INTEGER,

    CONSTRAINT "LeagueMembership_pkey" PRIMARY KEY ("seasonId","competitionId","teamId")
);

-- CreateTable
CREATE TABLE "Player" (
    "id" UUID NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "nickname" TEXT,
    "number" INTEGER NOT NULL,
    "countryId" UUID NOT NULL,
    "age" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "salary" INTEGER NOT NULL,
    "dmi" INTEGER NOT NULL,
    "potential" INTEGER NOT NULL,
    "gameShape" INTEGER NOT NULL,
    "buzzerBeaterRating" DOUBLE PRECISION NOT NULL,
    "bestPosition" TEXT NOT NULL,
    "isRetired" BOOLEAN NOT NULL DEFAULT false,
    "injuryWeeks" INTEGER,
    "skills" JSONB NOT NULL,
    "clubId" UUID,
    "nationalTeamId" UUID,
    "joinedClubAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Player_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Arena" (
    "teamId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "bleachers" INTEGER NOT NULL,
    "bleachersPrice" INTEGER NOT NULL,
    "lowerTier" INTEGER NOT NULL,
    "lowerTierPrice" INTEGER NOT NULL,
    "courtside" INTEGER NOT NULL,
    "courtsidePrice" INTEGER NOT NULL,
    "luxuryBoxes" INTEGER NOT NULL,
    "luxuryBoxPrice" INTEGER NOT NULL,

    CONSTRAINT "Arena_pkey" PRIMARY KEY ("teamId")
);

-- CreateTable
CREATE TABLE "Staff" (
    "id" UUID NOT NULL,
    "teamId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "specialty" TEXT,
    "salary" INTEGER NOT NULL,
    "hiredAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Staff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Facility" (
    "teamId" UUID NOT NULL,
    "building" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "weeklyUpkeep" INTEGER NOT NULL,

    CONSTRAINT "Facility_pkey" PRIMARY KEY ("teamId","building")
);

-- CreateTable
CREATE TABLE "EconomyWeek" (
    "id" UUID NOT NULL,
    "teamId" UUID NOT NULL,
    "weekStart" TIMESTAMP(3) NOT NULL,
    "openingBalance" INTEGER NOT NULL,
    "closingBalance" INTEGER NOT NULL,

    CONSTRAINT "EconomyWeek_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EconomyLine" (
    "weekId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "EconomyLine_pkey" PRIMARY KEY ("weekId","kind")
);

-- CreateTable
CREATE TABLE "TrainingPlan" (
    "teamId" UUID NOT NULL,
    "drill" TEXT NOT NULL,
    "positions" TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TrainingPlan_pkey" PRIMARY KEY ("teamId")
);

-- CreateTable
CREATE TABLE "TrainingSession" (
    "id" UUID NOT NULL,
    "teamId" UUID NOT NULL,
    "trainedAt" TIMESTAMP(3) NOT NULL,
    "drill" TEXT NOT NULL,
    "positions" TEXT[],
    "efficiencyPercent" INTEGER NOT NULL,
    "conditions" JSONB,

    CONSTRAINT "TrainingSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrainingParticipant" (
    "sessionId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "minutes" INTEGER NOT NULL,
    "trainingMinutes" INTEGER NOT NULL,
    "hasFullMinutes" BOOLEAN NOT NULL,

    CONSTRAINT "TrainingParticipant_pkey" PRIMARY KEY ("sessionId","playerId")
);

-- CreateTable
CREATE TABLE "SkillChange" (
    "sessionId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "skill" TEXT NOT NULL,
    "from" INTEGER NOT NULL,
    "to" INTEGER NOT NULL,

    CONSTRAINT "SkillChange_pkey" PRIMARY KEY ("sessionId","playerId","skill")
);

-- CreateTable
CREATE TABLE "Breakthrough" (
    "sessionId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "skill" TEXT NOT NULL,
    "oldLevel" INTEGER NOT NULL,
    "newLevel" INTEGER NOT NULL,
    "kinds" TEXT[],

    CONSTRAINT "Breakthrough_pkey" PRIMARY KEY ("sessionId","playerId","skill")
);

-- CreateTable
CREATE TABLE "Match" (
    "id" UUID NOT NULL,
    "seasonId" UUID NOT NULL,
    "competitionId" UUID NOT NULL,
    "kind" "MatchKind" NOT NULL,
    "round" INTEGER NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "homeTeamId" UUID NOT NULL,
    "awayTeamId" UUID NOT NULL,
    "homeScore" INTEGER,
    "awayScore" INTEGER,
    "neutralCourt" BOOLEAN NOT NULL DEFAULT false,
    "isOnTv" BOOLEAN NOT NULL DEFAULT false,
    "attendance" JSONB,

    CONSTRAINT "Match_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MatchTeam" (
    "matchId" UUID NOT NULL,
    "teamId" UUID NOT NULL,
    "isHome" BOOLEAN NOT NULL,
    "score" INTEGER NOT NULL,
    "partials" INTEGER[],
    "offensiveStrategy" TEXT NOT NULL,
    "defensiveStrategy" TEXT NOT NULL,
    "effort" TEXT NOT NULL,
    "ratings" JSONB NOT NULL,

    CONSTRAINT "MatchTeam_pkey" PRIMARY KEY ("matchId","teamId")
);

-- CreateTable
CREATE TABLE "BoxScoreLine" (
    "matchId" UUID NOT NULL,
    "teamId" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "isStarter" BOOLEAN NOT NULL,
    "didNotPlay" BOOLEAN NOT NULL,
    "minutes" JSONB NOT NULL,
    "totalMinutes" INTEGER NOT NULL,
    "fgm" INTEGER NOT NULL,
    "fga" INTEGER NOT NULL,
    "tpm" INTEGER NOT NULL,
    "tpa" INTEGER NOT NULL,
    "ftm" INTEGER NOT NULL,
    "fta" INTEGER NOT NULL,
    "oreb" INTEGER NOT NULL,
    "reb" INTEGER NOT NULL,
    "ast" INTEGER NOT NULL,
    "to" INTEGER NOT NULL,
    "stl" INTEGER NOT NULL,
    "blk" INTEGER NOT NULL,
    "pf" INTEGER NOT NULL,
    "pts" INTEGER NOT NULL,
    "plusMinus" INTEGER NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "BoxScoreLine_pkey" PRIMARY KEY ("matchId","playerId")
);

-- CreateTable
CREATE TABLE "TransferListing" (
    "id" UUID NOT NULL,
    "playerId" UUID NOT NULL,
    "listingClubId" UUID NOT NULL,
    "startingPrice" INTEGER NOT NULL,
    "minIncrementPercent" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "status" "ListingStatus" NOT NULL,
    "buyerTeamId" UUID,
    "finalPrice" INTEGER,

    CONSTRAINT "TransferListing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Bid" (
    "id" UUID NOT NULL,
    "listingId" UUID NOT NULL,
    "teamId" UUID NOT NULL,
    "managerId" UUID,
    "amount" INTEGER NOT NULL,
    "placedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Bid_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorldInfo" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "seed" INTEGER NOT NULL,
    "referenceTime" TIMESTAMP(3) NOT NULL,
    "size" DOUBLE PRECISION NOT NULL,
    "generatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorldInfo_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Manager_username_key" ON "Manager"("username");

-- CreateIndex
CREATE UNIQUE INDEX "PersonalToken_tokenHash_key" ON "PersonalToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PersonalToken_managerId_idx" ON "PersonalToken"("managerId");

-- CreateIndex
CREATE INDEX "AuditEvent_managerId_createdAt_idx" ON "AuditEvent"("managerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Country_name_key" ON "Country"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Country_code_key" ON "Country"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Season_number_key" ON "Season"("number");

-- CreateIndex
CREATE INDEX "Competition_countryId_kind_level_idx" ON "Competition"("countryId", "kind", "level");

-- CreateIndex
CREATE INDEX "Team_managerId_idx" ON "Team"("managerId");

-- CreateIndex
CREATE INDEX "Team_leagueId_idx" ON "Team"("leagueId");

-- CreateIndex
CREATE INDEX "Team_countryId_kind_idx" ON "Team"("countryId", "kind");

-- CreateIndex
CREATE INDEX "LeagueMembership_teamId_idx" ON "LeagueMembership"("teamId");

-- CreateIndex
CREATE INDEX "Player_clubId_idx" ON "Player"("clubId");

-- CreateIndex
CREATE INDEX "Player_nationalTeamId_idx" ON "Player"("nationalTeamId");

-- CreateIndex
CREATE INDEX "Staff_teamId_idx" ON "Staff"("teamId");

-- CreateIndex
CREATE UNIQUE INDEX "EconomyWeek_teamId_weekStart_key" ON "EconomyWeek"("teamId", "weekStart");

-- CreateIndex
CREATE INDEX "TrainingSession_teamId_trainedAt_idx" ON "TrainingSession"("teamId", "trainedAt");

-- CreateIndex
CREATE INDEX "TrainingParticipant_playerId_idx" ON "TrainingParticipant"("playerId");

-- CreateIndex
CREATE INDEX "SkillChange_playerId_idx" ON "SkillChange"("playerId");

-- CreateIndex
CREATE INDEX "Breakthrough_playerId_idx" ON "Breakthrough"("playerId");

-- CreateIndex
CREATE INDEX "Match_homeTeamId_startsAt_idx" ON "Match"("homeTeamId", "startsAt");

-- CreateIndex
CREATE INDEX "Match_awayTeamId_startsAt_idx" ON "Match"("awayTeamId", "startsAt");

-- CreateIndex
CREATE INDEX "Match_competitionId_seasonId_idx" ON "Match"("competitionId", "seasonId");

-- CreateIndex
CREATE INDEX "BoxScoreLine_playerId_idx" ON "BoxScoreLine"("playerId");

-- CreateIndex
CREATE INDEX "BoxScoreLine_teamId_idx" ON "BoxScoreLine"("teamId");

-- CreateIndex
CREATE INDEX "TransferListing_status_endsAt_idx" ON "TransferListing"("status", "endsAt");

-- CreateIndex
CREATE INDEX "TransferListing_playerId_idx" ON "TransferListing"("playerId");

-- CreateIndex
CREATE INDEX "Bid_listingId_amount_idx" ON "Bid"("listingId", "amount");

-- AddForeignKey
ALTER TABLE "PersonalToken" ADD CONSTRAINT "PersonalToken_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Manager"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Manager"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Competition" ADD CONSTRAINT "Competition_countryId_fkey" FOREIGN KEY ("countryId") REFERENCES "Country"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_countryId_fkey" FOREIGN KEY ("countryId") REFERENCES "Country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "Competition"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Team" ADD CONSTRAINT "Team_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Manager"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueMembership" ADD CONSTRAINT "LeagueMembership_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueMembership" ADD CONSTRAINT "LeagueMembership_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueMembership" ADD CONSTRAINT "LeagueMembership_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Player" ADD CONSTRAINT "Player_countryId_fkey" FOREIGN KEY ("countryId") REFERENCES "Country"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Player" ADD CONSTRAINT "Player_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Player" ADD CONSTRAINT "Player_nationalTeamId_fkey" FOREIGN KEY ("nationalTeamId") REFERENCES "Team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Arena" ADD CONSTRAINT "Arena_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Staff" ADD CONSTRAINT "Staff_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Facility" ADD CONSTRAINT "Facility_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EconomyWeek" ADD CONSTRAINT "EconomyWeek_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EconomyLine" ADD CONSTRAINT "EconomyLine_weekId_fkey" FOREIGN KEY ("weekId") REFERENCES "EconomyWeek"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingPlan" ADD CONSTRAINT "TrainingPlan_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingSession" ADD CONSTRAINT "TrainingSession_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingParticipant" ADD CONSTRAINT "TrainingParticipant_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "TrainingSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingParticipant" ADD CONSTRAINT "TrainingParticipant_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SkillChange" ADD CONSTRAINT "SkillChange_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "TrainingSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SkillChange" ADD CONSTRAINT "SkillChange_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Breakthrough" ADD CONSTRAINT "Breakthrough_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "TrainingSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Breakthrough" ADD CONSTRAINT "Breakthrough_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_homeTeamId_fkey" FOREIGN KEY ("homeTeamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_awayTeamId_fkey" FOREIGN KEY ("awayTeamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatchTeam" ADD CONSTRAINT "MatchTeam_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatchTeam" ADD CONSTRAINT "MatchTeam_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxScoreLine" ADD CONSTRAINT "BoxScoreLine_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxScoreLine" ADD CONSTRAINT "BoxScoreLine_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxScoreLine" ADD CONSTRAINT "BoxScoreLine_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransferListing" ADD CONSTRAINT "TransferListing_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TransferListing" ADD CONSTRAINT "TransferListing_listingClubId_fkey" FOREIGN KEY ("listingClubId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Bid" ADD CONSTRAINT "Bid_listingId_fkey" FOREIGN KEY ("listingId") REFERENCES "TransferListing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Bid" ADD CONSTRAINT "Bid_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Bid" ADD CONSTRAINT "Bid_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Manager"("id") ON DELETE SET NULL ON UPDATE CASCADE;

