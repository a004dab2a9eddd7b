import type { Database } from "@/lib/db";
import type { ApiSchedule } from "@/lib/game/schemas/teams";
import { readTeamSeason, teamSeasonStatement, type SeasonParams } from "@/lib/game/seasons";
import { isoTime, JsonText, jsonObject, lookupRef, pageItems, pagingJson, param, qb, refJson, sql } from "@/lib/sql";

type Game = ApiSchedule["games"][number];
import type { Viewer } from "@/lib/auth/viewer";

interface ScheduleParams extends SeasonParams {
  teamId: string;
  offset: number;
  limit: number;
}

/**
 * One game as the schedule lists it, numbered by its place in the season (correlated to team
 * `t` and season `s`). Its competition and teams are looked up by key: a page is a few games,
 * and joins would let a generic plan hash every team.
 */
const games = qb
  .selectFrom("Match as m")
  .select((eb) => [
    jsonObject<Game>({
      matchId: sql<string>`m.id`,
      startsAt: isoTime(sql<Date>`m."startsAt"`),
      competition: lookupRef("Competition", eb.ref("m.competitionId")).$notNull(),
      kind: sql<Game["kind"]>`m.kind`,
      round: sql<number>`m.round`,
      home: lookupRef("Team", eb.ref("m.homeTeamId")).$notNull(),
      away: lookupRef("Team", eb.ref("m.awayTeamId")).$notNull(),
      isHome: sql<boolean>`m."homeTeamId" = t.id`,
      status: sql<Game["status"]>`CASE WHEN m."homeScore" IS NOT NULL AND m."awayScore" IS NOT NULL THEN 'Final' ELSE 'Scheduled' END`,
      score: sql<Game["score"]>`CASE WHEN m."homeScore" IS NOT NULL AND m."awayScore" IS NOT NULL
        THEN ${jsonObject<NonNullable<Game["score"]>>({ home: sql<number>`m."homeScore"`, away: sql<number>`m."awayScore"` })} END`,
    }).as("game"),
    sql<number>`row_number() OVER (ORDER BY m."startsAt", m.id)`.as("n"),
  ])
  .where(sql<boolean>`m."seasonId" = s.id AND (m."homeTeamId" = t.id OR m."awayTeamId" = t.id)`)
  .orderBy(sql`m."startsAt", m.id`)
  .offset(param<number>("offset"))
  .limit(sql<number>`${param<number>("limit")}::int + 1`);

/**
 * The team, the season and a page of its games, oldest first: one statement in which
 * PostgreSQL writes the JSON. No row: no such team; a null body: no such season.
 */
const SCHEDULE = teamSeasonStatement<ScheduleParams, ApiSchedule>(
  "schedule",
  sql<ApiSchedule>`(SELECT ${jsonObject<ApiSchedule>({
    team: refJson("t").$notNull(),
    season: jsonObject<ApiSchedule["season"]>({
      number: sql<number>`s.number`,
      startsAt: isoTime(sql<Date>`s."startsAt"`),
      endsAt: isoTime(sql<Date>`s."endsAt"`),
    }),
    games: pageItems(sql<Game>`g.game`, sql<number>`g.n`),
    paging: pagingJson(),
  })}
    FROM (${games}) g)`,
);

/** A team's games of one season in every competition, oldest first, one page at a time. */
export async function listTeamSchedule(
  db: Database,
  viewer: Viewer,
  teamId: string,
  options: { season?: number; offset: number; limit: number },
  now: Date,
): Promise<JsonText<ApiSchedule>> {
  const { offset, limit } = options;
  return readTeamSeason(db, SCHEDULE, { teamId, season: options.season ?? null, now, offset, limit });
}
