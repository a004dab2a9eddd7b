-- The game clock's position and catch-up progress.
ALTER TABLE "WorldInfo" ADD COLUMN "clockAt" TIMESTAMP(3), ADD COLUMN "catchUpFrom" TIMESTAMP(3);
UPDATE "WorldInfo" SET "clockAt" = "referenceTime";
ALTER TABLE "WorldInfo" ALTER COLUMN "clockAt" SET NOT NULL;

-- A listing keeps its current price, leading club and bid count, written with every bid.
ALTER TABLE "TransferListing" ADD COLUMN "currentPrice" INTEGER, ADD COLUMN "leaderTeamId" UUID, ADD COLUMN "bidCount" INTEGER NOT NULL DEFAULT 0;
UPDATE "TransferListing" l SET
  "currentPrice" = COALESCE(b."amount", l."startingPrice"),
  "leaderTeamId" = b."teamId",
  "bidCount" = COALESCE(b."count", 0)
FROM (SELECT l2."id", top."amount", top."teamId", (SELECT count(*) FROM "Bid" x WHERE x."listingId" = l2."id")::int AS "count"
        FROM "TransferListing" l2
        LEFT JOIN LATERAL (SELECT "amount", "teamId" FROM "Bid" WHERE "listingId" = l2."id" ORDER BY "amount" DESC LIMIT 1) top ON true) b
WHERE b."id" = l."id";
ALTER TABLE "TransferListing" ALTER COLUMN "currentPrice" SET NOT NULL;

-- Standings lines carry forfeits.
ALTER TABLE "LeagueMembership" ADD COLUMN "forfeits" INTEGER NOT NULL DEFAULT 0;

-- The clock finds the next games to play by start time (only unplayed games are indexed).
CREATE INDEX "Match_startsAt_idx" ON "Match"("startsAt") WHERE "homeScore" IS NULL;
