import type { Database } from "@/lib/db";
import {
  byName,
  isoTime,
  JsonText,
  jsonAgg,
  jsonObject,
  jsonText,
  param,
  prepare,
  qb,
  refJson,
  sql,
  timeParam,
  type JsonString,
} from "@/lib/sql";
import type { CountryList, LeagueList, NationalTeamList, SeasonList } from "@/lib/game/schemas/world";

type Season = SeasonList["seasons"][number];
type Country = CountryList["countries"][number];
type League = LeagueList["leagues"][number];
type NationalTeam = NationalTeamList["nationalTeams"][number];

/*
 * The world's lists: each answer one prepared statement in which PostgreSQL writes the JSON,
 * sent on as it came (lib/sql), as the roster's.
 */

const SEASONS = prepare<{ now: Date }, { body: JsonString<SeasonList> }>(
  "seasons",
  qb.selectFrom("Season as s").select(
    jsonText(
      jsonObject<SeasonList>({
        seasons: jsonAgg(
          jsonObject<Season>({
            number: sql<number>`s.number`,
            startsAt: isoTime(sql<Date>`s."startsAt"`),
            endsAt: isoTime(sql<Date>`s."endsAt"`),
            isCurrent: sql<boolean>`s.number IS NOT DISTINCT FROM (
          SELECT max(c.number) FROM "Season" c WHERE c."startsAt" <= ${timeParam("now")})`,
          }),
          sql`s.number DESC`,
        ),
      }),
    ).as("body"),
  ),
);

/** Every season, newest first. The current one is the latest that has started at `now`. */
export async function listSeasons(db: Database, now: Date): Promise<JsonText<SeasonList>> {
  const [row] = await db.sql.rows(SEASONS, { now });
  return new JsonText<SeasonList>(row.body);
}

const COUNTRIES = prepare<Record<string, never>, { body: JsonString<CountryList> }>(
  "countries",
  qb.selectFrom("Country as c").select(
    jsonText(
      jsonObject<CountryList>({
        countries: jsonAgg(
          jsonObject<Country>({
            id: sql<string>`c.id`,
            name: sql<string>`c.name`,
            code: sql<string>`c.code`,
            levels: sql<number>`c.levels`,
          }),
          sql`${byName(sql`c.name`)}, c.id`,
        ),
      }),
    ).as("body"),
  ),
);

export async function listCountries(db: Database): Promise<JsonText<CountryList>> {
  const [row] = await db.sql.rows(COUNTRIES, {});
  return new JsonText<CountryList>(row.body);
}

const LEAGUES = prepare<{ countryId: string; level: number | null }, { body: JsonString<LeagueList> }>(
  "leagues",
  qb
    .selectFrom("Country as c")
    .select(
      jsonText(
        jsonObject<LeagueList>({
          country: refJson("c").$notNull(),
          leagues: sql<League[]>`(SELECT ${jsonAgg(
            jsonObject<League>({
              id: sql<string>`l.id`,
              name: sql<string>`l.name`,
              level: sql<number>`COALESCE(l.level, 1)`,
              division: sql<number>`COALESCE(l.division, 1)`,
            }),
            sql`l.level, l.division`,
          )}
          FROM "Competition" l
          WHERE l."countryId" = c.id AND l.kind = 'League' AND l.level IS NOT NULL
            AND (${param<number | null>("level")}::int IS NULL OR l.level = ${param<number | null>("level")}::int))`,
        }),
      ).as("body"),
    )
    .where("c.id", "=", param<string>("countryId")),
);

/** A country's leagues by level and division; a level it lacks gives an empty list, not 404. */
export async function listLeagues(db: Database, countryId: string, level: number | undefined): Promise<JsonText<LeagueList>> {
  return db.sql.answer(LEAGUES, { countryId, level: level ?? null }, "Country");
}

const NATIONAL_TEAMS = prepare<{ countryId: string }, { body: JsonString<NationalTeamList> }>(
  "national_teams",
  qb
    .selectFrom("Country as c")
    .select(
      jsonText(
        jsonObject<NationalTeamList>({
          country: refJson("c").$notNull(),
          nationalTeams: sql<NationalTeam[]>`(SELECT ${jsonAgg(
            jsonObject<NationalTeam>({
              id: sql<string>`t.id`,
              name: sql<string>`t.name`,
              shortName: sql<string>`t."shortName"`,
              kind: sql<NationalTeam["kind"]>`t.kind::text`,
              coach: refJson("m", "username"),
            }),
            sql`t.kind, ${byName(sql`t.name`)}, t.id`,
          )}
          FROM "Team" t LEFT JOIN "Manager" m ON m.id = t."managerId"
          WHERE t."countryId" = c.id AND t.kind IN ('NationalTeam', 'JuniorNationalTeam'))`,
        }),
      ).as("body"),
    )
    .where("c.id", "=", param<string>("countryId")),
);

/** The senior team first, then the U21 team. */
export async function listNationalTeams(db: Database, countryId: string): Promise<JsonText<NationalTeamList>> {
  return db.sql.answer(NATIONAL_TEAMS, { countryId }, "Country");
}
