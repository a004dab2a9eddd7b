-- The transfer list as an index scan: each listing carries the figures the search orders by
-- (the player's age and salary, next to its end time and current price), kept by triggers, so
-- whatever writes listings or players (the world generator's COPY, the clock, a future game
-- action) keeps them right. Partial indexes on open listings, one per order and direction, with
-- the id tie-break, let a search read one page instead of sorting the whole market.
-- (Prisma's migration runner splits at every semicolon: function bodies spell them \003B.)

ALTER TABLE "TransferListing" ADD COLUMN "playerAge" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "playerSalary" INTEGER NOT NULL DEFAULT 0;

UPDATE "TransferListing" l SET "playerAge" = p.age, "playerSalary" = p.salary FROM "Player" p WHERE p.id = l."playerId";

CREATE FUNCTION listing_player_figures() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN SELECT p.age, p.salary INTO NEW."playerAge", NEW."playerSalary" FROM "Player" p WHERE p.id = NEW."playerId"\003B RETURN NEW\003B END';

CREATE TRIGGER "TransferListing_player_figures"
  BEFORE INSERT OR UPDATE OF "playerId" ON "TransferListing"
  FOR EACH ROW EXECUTE FUNCTION listing_player_figures();

CREATE FUNCTION player_figures_to_listings() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN UPDATE "TransferListing" SET "playerAge" = NEW.age, "playerSalary" = NEW.salary WHERE "playerId" = NEW.id AND status = ''Open''\003B RETURN NULL\003B END';

CREATE TRIGGER "Player_figures_to_listings"
  AFTER UPDATE OF age, salary ON "Player"
  FOR EACH ROW WHEN (OLD.age IS DISTINCT FROM NEW.age OR OLD.salary IS DISTINCT FROM NEW.salary)
  EXECUTE FUNCTION player_figures_to_listings();

CREATE INDEX "TransferListing_open_endsAt_asc" ON "TransferListing" ("endsAt", id) WHERE status = 'Open';
CREATE INDEX "TransferListing_open_endsAt_desc" ON "TransferListing" ("endsAt" DESC, id) WHERE status = 'Open';
CREATE INDEX "TransferListing_open_age_asc" ON "TransferListing" ("playerAge", id) WHERE status = 'Open';
CREATE INDEX "TransferListing_open_age_desc" ON "TransferListing" ("playerAge" DESC, id) WHERE status = 'Open';
CREATE INDEX "TransferListing_open_salary_asc" ON "TransferListing" ("playerSalary", id) WHERE status = 'Open';
CREATE INDEX "TransferListing_open_salary_desc" ON "TransferListing" ("playerSalary" DESC, id) WHERE status = 'Open';
