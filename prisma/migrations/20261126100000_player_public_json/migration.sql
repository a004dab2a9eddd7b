-- The public figures of a player (all of its answer but isTransferListed and skills, which
-- depend on the listings and on who asks) written once as the text of a JSON object, in a column
-- PostgreSQL generates from the row whenever the row is written. A list of players (a roster, a
-- squad, a page of the transfer list) then writes each player by adding two or three fields to
-- that text, where it built the same object field by field for every player of every call,
-- though a player changes at most a few times a week. The names beside the references are those
-- of the row, kept by the triggers of migration 20261126000000_reference_names (generated columns
-- are computed after the BEFORE triggers). The column cannot be written, so nothing can leave it
-- stale, and it is never null: a null would drop the player from a list without a word.
--
-- The function is IMMUTABLE, as a generated column requires: it reads only its arguments, and
-- the JSON of a uuid, a text, an integer, a boolean or a numeric depends on no setting. The
-- rating, a double precision, is written as a numeric (15 significant digits), whose text does
-- not follow extra_float_digits as the text of a double does.
--
-- This function is the one definition of these fields in SQL. The schema of the Player answer
-- (lib/game/schemas/player.ts) is checked against every answer by the contract tests, and
-- lib/api/player-rows.test.ts holds the column to the rows. To change the shape, a new
-- migration replaces the function under a new name and drops and adds the column again (a
-- function replaced in place would leave the stored rows as they were).
-- (The migration runner of Prisma splits at every semicolon: none here but the ends of the
-- statements, and comments hold no apostrophes.)

CREATE FUNCTION player_public_json(
  id uuid, "firstName" text, "lastName" text, nickname text, number integer,
  "countryId" uuid, "countryName" text, age integer, height integer, salary integer, dmi integer,
  potential integer, "gameShape" integer, "buzzerBeaterRating" double precision,
  "bestPosition" text, "isRetired" boolean, "injuryWeeks" integer,
  "clubId" uuid, "clubName" text, "nationalTeamId" uuid, "nationalTeamName" text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT row_to_json(answer)::text FROM (SELECT
    id AS id,
    "firstName" AS "firstName",
    "lastName" AS "lastName",
    nickname AS nickname,
    number AS number,
    "countryId" AS "countryId",
    json_build_object('id', "countryId", 'name', "countryName") AS country,
    age AS age,
    height AS height,
    salary AS salary,
    dmi AS dmi,
    potential AS potential,
    "gameShape" AS "gameShape",
    "buzzerBeaterRating"::numeric AS "buzzerBeaterRating",
    "bestPosition" AS "bestPosition",
    "isRetired" AS "isRetired",
    CASE WHEN COALESCE("injuryWeeks", 0) <> 0 THEN json_build_object('weeksRemaining', "injuryWeeks") END AS injury,
    CASE WHEN "clubId" IS NOT NULL THEN json_build_object('id', "clubId", 'name', "clubName") END AS club,
    CASE WHEN "nationalTeamId" IS NOT NULL THEN json_build_object('id', "nationalTeamId", 'name', "nationalTeamName") END AS "nationalTeam"
  ) answer
$$;

ALTER TABLE "Player" ADD COLUMN "publicJson" TEXT NOT NULL GENERATED ALWAYS AS (player_public_json(
  id, "firstName", "lastName", nickname, number, "countryId", "countryName", age, height, salary, dmi,
  potential, "gameShape", "buzzerBeaterRating", "bestPosition", "isRetired", "injuryWeeks",
  "clubId", "clubName", "nationalTeamId", "nationalTeamName")) STORED;
