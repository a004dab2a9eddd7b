import type { Database } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import type { ApiStandings } from "@/lib/game/schemas/matches";
import { seasonNotFound, seasonQuery, type SeasonParams } from "@/lib/game/seasons";
import type { CompetitionKind } from "@/lib/generated/kysely/enums";
import { byName, JsonText, jsonAgg, jsonObject, jsonText, param, prepareSql, sql, timeParam, type JsonString } from "@/lib/sql";
import type { Viewer } from "@/lib/auth/viewer";

interface StandingsParams extends SeasonParams {
  competitionId: string;
}

interface StandingsRow {
  name: string;
  kind: CompetitionKind;
  seasonNumber: number | null;
  hasMembers: boolean;
  body: JsonString<ApiStandings>;
}

type Conference = ApiStandings["conferences"][number];
type StandingsLine = Conference["teams"][number];

const competitionId = param<string>("competitionId");
const FINAL = sql`g."homeScore" IS NOT NULL AND g."awayScore" IS NOT NULL`;

/** A team's line of the table, of the row `r` of `ranked`. */
const standingsLine = jsonObject<StandingsLine>({
  position: sql<number>`r.position`,
  team: jsonObject<StandingsLine["team"]>({ id: sql<string>`r.id`, name: sql<string>`r.name` }),
  isBot: sql<boolean>`r."isBot"`,
  played: sql<number>`r.wins + r.losses`,
  wins: sql<number>`r.wins`,
  losses: sql<number>`r.losses`,
  pointsFor: sql<number>`r."pointsFor"`,
  pointsAgainst: sql<number>`r."pointsAgainst"`,
  pointDifference: sql<number>`r."pointsFor" - r."pointsAgainst"`,
  forfeits: sql<number>`r.forfeits`,
});

/**
 * A league's table by conference in one statement in which PostgreSQL writes the JSON. Every
 * member team of that season is listed, with 0 games if need be. A finished season shows the
 * final lines (and places) stored with its memberships; the season being played is counted
 * from its played regular-season games (not read at all once the season is finished). Within a
 * conference: the stored final place, then the game's tiebreak (wins, point difference, points
 * scored; a forfeit counts as a loss), then name and id.
 */
const STANDINGS = prepareSql<StandingsParams, StandingsRow>(
  "standings",
  sql`WITH s AS (${seasonQuery()}),
  members AS (
    SELECT lm.conference, lm."finalPosition", lm.wins, lm.losses, lm."pointsFor", lm."pointsAgainst", lm.forfeits,
           tm.id, tm.name, tm."isBot"
    FROM "LeagueMembership" lm
    JOIN s ON lm."seasonId" = s.id
    JOIN "Team" tm ON tm.id = lm."teamId"
    WHERE lm."competitionId" = ${competitionId}::uuid
  ),
  finished AS (
    SELECT (SELECT s."endsAt" FROM s) <= ${timeParam("now")}
      AND COALESCE(bool_and(m.wins IS NOT NULL AND m.losses IS NOT NULL AND m."pointsFor" IS NOT NULL AND m."pointsAgainst" IS NOT NULL), false) AS yes
    FROM members m
  ),
  games AS (
    SELECT g."homeTeamId" AS "teamId", g."homeScore" AS scored, g."awayScore" AS conceded
    FROM "Match" g JOIN s ON g."seasonId" = s.id
    WHERE g."competitionId" = ${competitionId}::uuid AND g.kind = 'LeagueRegularSeason' AND ${FINAL} AND NOT (SELECT yes FROM finished)
    UNION ALL
    SELECT g."awayTeamId", g."awayScore", g."homeScore"
    FROM "Match" g JOIN s ON g."seasonId" = s.id
    WHERE g."competitionId" = ${competitionId}::uuid AND g.kind = 'LeagueRegularSeason' AND ${FINAL} AND NOT (SELECT yes FROM finished)
  ),
  counted AS (
    SELECT "teamId", count(*) FILTER (WHERE scored > conceded)::int AS wins, count(*) FILTER (WHERE scored < conceded)::int AS losses,
           sum(scored)::int AS "pointsFor", sum(conceded)::int AS "pointsAgainst"
    FROM games GROUP BY "teamId"
  ),
  lines AS (
    SELECT m.conference, m.id, m.name, m."isBot",
      CASE WHEN f.yes THEN COALESCE(m."finalPosition", 0) ELSE 0 END AS place,
      CASE WHEN f.yes THEN m.wins ELSE COALESCE(c.wins, 0) END AS wins,
      CASE WHEN f.yes THEN m.losses ELSE COALESCE(c.losses, 0) END AS losses,
      CASE WHEN f.yes THEN m."pointsFor" ELSE COALESCE(c."pointsFor", 0) END AS "pointsFor",
      CASE WHEN f.yes THEN m."pointsAgainst" ELSE COALESCE(c."pointsAgainst", 0) END AS "pointsAgainst",
      CASE WHEN f.yes THEN m.forfeits ELSE 0 END AS forfeits
    FROM members m CROSS JOIN finished f LEFT JOIN counted c ON c."teamId" = m.id
  ),
  ranked AS (
    SELECT l.*, row_number() OVER (PARTITION BY l.conference
      ORDER BY l.place, l.wins DESC, l."pointsFor" - l."pointsAgainst" DESC, l."pointsFor" DESC, ${byName(sql`l.name`)}, l.id) AS position
    FROM lines l
  ),
  conferences AS (
    SELECT r.conference, ${jsonAgg(standingsLine, sql`r.position`)} AS teams
    FROM ranked r GROUP BY r.conference
  )
  SELECT c.name, c.kind, (SELECT number FROM s) AS "seasonNumber", EXISTS (SELECT 1 FROM members) AS "hasMembers",
    ${jsonText(
      jsonObject<ApiStandings>({
        competition: jsonObject<ApiStandings["competition"]>({
          id: sql<string>`c.id`,
          name: sql<string>`c.name`,
          level: sql<number>`COALESCE(c.level, 1)`,
        }),
        season: jsonObject<ApiStandings["season"]>({ number: sql<number>`(SELECT number FROM s)` }),
        conferences: sql<Conference[]>`(SELECT ${jsonAgg(
          jsonObject<Conference>({ name: sql<string>`cf.conference`, teams: sql<StandingsLine[]>`cf.teams` }),
          byName(sql`cf.conference`),
        )}
        FROM conferences cf)`,
      }),
    )} AS body
  FROM "Competition" c WHERE c.id = ${competitionId}::uuid`,
);

/** A league's table by conference, for a season (the one being played by default). */
export async function getStandings(
  db: Database,
  viewer: Viewer,
  competitionId: string,
  seasonNumber: number | undefined,
  now: Date,
): Promise<JsonText<ApiStandings>> {
  const [row] = await db.sql.rows(STANDINGS, { competitionId, season: seasonNumber ?? null, now });
  if (!row) throw notFound("Competition");
  if (row.kind !== "League") throw new AppError("not_found", `${row.name} is a ${row.kind} competition; standings exist only for leagues.`);
  if (row.seasonNumber === null) throw seasonNotFound(seasonNumber);
  if (!row.hasMembers) throw new AppError("not_found", `${row.name} has no standings for season ${row.seasonNumber}.`);
  return new JsonText<ApiStandings>(row.body);
}
