-- Validators for the API's answers (lib/api/freshness.ts): the world's revision moves with
-- every step of the clock that changed the world, and "changesAt" is the earliest instant its
-- next event can change it. Each instance keeps both in memory and LISTENs on world_changed,
-- sent by the trigger below when either moves or the world is written anew.
ALTER TABLE "WorldInfo" ADD COLUMN "revision" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "changesAt" TIMESTAMP(3);

-- Calls answered 304 Not Modified: counted among the calls, free of every limit.
ALTER TABLE "UsageDay" ADD COLUMN "notModified" INTEGER NOT NULL DEFAULT 0;

-- Prisma's migration runner splits scripts at every semicolon, so the body spells its
-- semicolons as the escape \003B of a Unicode string constant.
CREATE FUNCTION notify_world_changed() RETURNS trigger
LANGUAGE plpgsql AS U&'BEGIN PERFORM pg_notify(''world_changed'', '''')\003B RETURN NULL\003B END';

CREATE TRIGGER "WorldInfo_world_changed"
  AFTER INSERT OR UPDATE OF "revision", "changesAt", "seed", "referenceTime" OR DELETE ON "WorldInfo"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_world_changed();
