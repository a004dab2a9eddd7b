-- CreateIndex
CREATE INDEX "Match_seasonId_idx" ON "Match"("seasonId");
