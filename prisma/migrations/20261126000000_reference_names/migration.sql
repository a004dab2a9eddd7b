-- The names shown beside the references in the answer of a player (its country, club and
-- national team), and the name of the leading bidder of a listing, kept on the rows by triggers:
-- a list of players then writes each reference from the row itself, where it looked the name up
-- for every player of every call (a market page looked up a hundred names). Whatever writes
-- players, listings, teams or countries (the COPY of the world generator, the clock, a cascade, a
-- future game action) keeps them right in the same transaction. The application never writes them.
-- (The migration runner of Prisma splits at every semicolon: function bodies spell them \003B,
-- and comments hold neither semicolons nor apostrophes.)

ALTER TABLE "Player" ADD COLUMN "countryName" TEXT,
  ADD COLUMN "clubName" TEXT,
  ADD COLUMN "nationalTeamName" TEXT;

ALTER TABLE "TransferListing" ADD COLUMN "leaderTeamName" TEXT;

UPDATE "Player" p SET "countryName" = (SELECT c.name FROM "Country" c WHERE c.id = p."countryId"),
  "clubName" = (SELECT t.name FROM "Team" t WHERE t.id = p."clubId"),
  "nationalTeamName" = (SELECT t.name FROM "Team" t WHERE t.id = p."nationalTeamId");

UPDATE "TransferListing" l SET "leaderTeamName" = t.name FROM "Team" t WHERE t.id = l."leaderTeamId";

-- The names of a player, from its references, whenever one of them (or a name itself) is written.
CREATE FUNCTION player_reference_names() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN
  NEW."countryName" := (SELECT c.name FROM "Country" c WHERE c.id = NEW."countryId")\003B
  NEW."clubName" := (SELECT t.name FROM "Team" t WHERE t.id = NEW."clubId")\003B
  NEW."nationalTeamName" := (SELECT t.name FROM "Team" t WHERE t.id = NEW."nationalTeamId")\003B
  RETURN NEW\003B
END';

CREATE TRIGGER "Player_reference_names"
  BEFORE INSERT OR UPDATE OF "countryId", "clubId", "nationalTeamId", "countryName", "clubName", "nationalTeamName" ON "Player"
  FOR EACH ROW EXECUTE FUNCTION player_reference_names();

-- The name of the leading bidder of a listing, whenever the leader (or the name) is written.
CREATE FUNCTION listing_leader_name() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN
  NEW."leaderTeamName" := (SELECT t.name FROM "Team" t WHERE t.id = NEW."leaderTeamId")\003B
  RETURN NEW\003B
END';

CREATE TRIGGER "TransferListing_leader_name"
  BEFORE INSERT OR UPDATE OF "leaderTeamId", "leaderTeamName" ON "TransferListing"
  FOR EACH ROW EXECUTE FUNCTION listing_leader_name();

-- A team renamed: its players, the called-up players of a national team and the listings it leads.
CREATE FUNCTION team_name_to_references() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN
  UPDATE "Player" SET "clubName" = NEW.name WHERE "clubId" = NEW.id\003B
  UPDATE "Player" SET "nationalTeamName" = NEW.name WHERE "nationalTeamId" = NEW.id\003B
  UPDATE "TransferListing" SET "leaderTeamName" = NEW.name WHERE "leaderTeamId" = NEW.id\003B
  RETURN NULL\003B
END';

CREATE TRIGGER "Team_name_to_references"
  AFTER UPDATE OF name ON "Team"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION team_name_to_references();

-- A country renamed: its players.
CREATE FUNCTION country_name_to_players() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN
  UPDATE "Player" SET "countryName" = NEW.name WHERE "countryId" = NEW.id\003B
  RETURN NULL\003B
END';

CREATE TRIGGER "Country_name_to_players"
  AFTER UPDATE OF name ON "Country"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION country_name_to_players();
