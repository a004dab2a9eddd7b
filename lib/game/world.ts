import type { Database } from "@/lib/db";
import { asText, byName, isoTime, JsonText, param, prepare, qb, refJson, sql, timeParam } from "@/lib/sql";
import type { CountryList, LeagueList, NationalTeamList, SeasonList } from "@/lib/game/schemas/world";

/*
 * The world's lists: each answer one prepared statement in which PostgreSQL writes the JSON,
 * sent on as it came (lib/sql.ts), as the roster's.
 */

/** A season with a history to show: standings and games (older season numbers without either are left out). */
function shownSeason(alias: "s" | "c") {
  const id = sql.ref(`${alias}.id`);
  return sql<boolean>`EXISTS (SELECT 1 FROM "LeagueMembership" m WHERE m."seasonId" = ${id})
    AND EXISTS (SELECT 1 FROM "Match" g WHERE g."seasonId" = ${id})`;
}

const SEASONS = prepare<{ now: Date }, { body: string }>(
  "seasons",
  qb
    .selectFrom("Season as s")
    .select(
      asText(sql`json_build_object('seasons', COALESCE(json_agg(json_build_object(
        'number', s.number,
        'startsAt', ${isoTime(sql`s."startsAt"`)},
        'endsAt', ${isoTime(sql`s."endsAt"`)},
        'isCurrent', s.number IS NOT DISTINCT FROM (
          SELECT max(c.number) FROM "Season" c
          WHERE c."startsAt" <= ${timeParam("now")} AND ${shownSeason("c")})
      ) ORDER BY s.number DESC), '[]'::json))`).as("body"),
    )
    .where(shownSeason("s")),
);

/**
 * The seasons with a history to show, newest first. The current one is the latest of them
 * that has started at `now`.
 */
export async function listSeasons(db: Database, now: Date): Promise<JsonText<SeasonList>> {
  const [row] = await db.sql.rows(SEASONS, { now });
  return new JsonText<SeasonList>(row.body);
}

const COUNTRIES = prepare<Record<string, never>, { body: string }>(
  "countries",
  qb
    .selectFrom("Country as c")
    .select(
      asText(sql`json_build_object('countries', COALESCE(json_agg(json_build_object(
        'id', c.id, 'name', c.name, 'code', c.code, 'levels', c.levels) ORDER BY ${byName(sql`c.name`)}, c.id), '[]'::json))`).as("body"),
    ),
);

export async function listCountries(db: Database): Promise<JsonText<CountryList>> {
  const [row] = await db.sql.rows(COUNTRIES, {});
  return new JsonText<CountryList>(row.body);
}

const LEAGUES = prepare<{ countryId: string; level: number | null }, { body: string }>(
  "leagues",
  qb
    .selectFrom("Country as c")
    .select(
      asText(sql`json_build_object(
        'country', ${refJson("c")},
        'leagues', (SELECT COALESCE(json_agg(json_build_object(
            'id', l.id, 'name', l.name, 'level', COALESCE(l.level, 1), 'division', COALESCE(l.division, 1))
            ORDER BY l.level, l.division), '[]'::json)
          FROM "Competition" l
          WHERE l."countryId" = c.id AND l.kind = 'League' AND l.level IS NOT NULL
            AND (${param<number | null>("level")}::int IS NULL OR l.level = ${param<number | null>("level")}::int)))`).as("body"),
    )
    .where("c.id", "=", param<string>("countryId")),
);

/** A country's leagues by level and division; a level it lacks gives an empty list, not 404. */
export async function listLeagues(db: Database, countryId: string, level: number | undefined): Promise<JsonText<LeagueList>> {
  return db.sql.answer(LEAGUES, { countryId, level: level ?? null }, "Country");
}

const NATIONAL_TEAMS = prepare<{ countryId: string }, { body: string }>(
  "national_teams",
  qb
    .selectFrom("Country as c")
    .select(
      asText(sql`json_build_object(
        'country', ${refJson("c")},
        'nationalTeams', (SELECT COALESCE(json_agg(json_build_object(
            'id', t.id, 'name', t.name, 'shortName', t."shortName", 'kind', t.kind::text,
            'coach', ${refJson("m", "username")})
            ORDER BY t.kind, ${byName(sql`t.name`)}, t.id), '[]'::json)
          FROM "Team" t LEFT JOIN "Manager" m ON m.id = t."managerId"
          WHERE t."countryId" = c.id AND t.kind IN ('NationalTeam', 'JuniorNationalTeam')))`).as("body"),
    )
    .where("c.id", "=", param<string>("countryId")),
);

/** The senior team first, then the U21 team. */
export async function listNationalTeams(db: Database, countryId: string): Promise<JsonText<NationalTeamList>> {
  return db.sql.answer(NATIONAL_TEAMS, { countryId }, "Country");
}
