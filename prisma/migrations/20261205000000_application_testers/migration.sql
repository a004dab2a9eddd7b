-- CreateTable
CREATE TABLE "ApplicationTester" (
    "applicationId" UUID NOT NULL,
    "managerId" UUID NOT NULL,
    "addedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "addedById" UUID,

    CONSTRAINT "ApplicationTester_pkey" PRIMARY KEY ("applicationId","managerId")
);

-- CreateIndex
CREATE INDEX "ApplicationTester_managerId_idx" ON "ApplicationTester"("managerId");

-- AddForeignKey
ALTER TABLE "ApplicationTester" ADD CONSTRAINT "ApplicationTester_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationTester" ADD CONSTRAINT "ApplicationTester_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Manager"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationTester" ADD CONSTRAINT "ApplicationTester_addedById_fkey" FOREIGN KEY ("addedById") REFERENCES "Manager"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- A tester removed loses what their tokens of the application could do at once: every instance
-- empties its cache of principals, as for a revoked grant (lib/auth/principal-cache.ts).
CREATE TRIGGER "ApplicationTester_principal_changed"
  AFTER DELETE ON "ApplicationTester"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principal_changed();
