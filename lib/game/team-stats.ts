import type { Database } from "@/lib/db";
import { playerName, playerRef } from "@/lib/game/player-sql";
import type { ApiPlayerSeasonStats, ApiTeamStats, StatsMode } from "@/lib/game/schemas/teams";
import { readTeamSeason, teamSeasonStatement, type SeasonParams } from "@/lib/game/seasons";
import { byName, JsonText, jsonAgg, jsonObject, param, qb, refJson, sql } from "@/lib/sql";
import type { Viewer } from "@/lib/auth/viewer";

interface StatsParams extends SeasonParams {
  teamId: string;
  mode: StatsMode;
}

/** The counting stats of a box-score line, summed over the season (the answer writes each in `lines`). */
const COUNTING = [
  "minutes",
  "fgm",
  "fga",
  "tpm",
  "tpa",
  "ftm",
  "fta",
  "oreb",
  "reb",
  "ast",
  "to",
  "stl",
  "blk",
  "pf",
  "pts",
] as const satisfies readonly (keyof ApiPlayerSeasonStats)[];
type CountingStat = (typeof COUNTING)[number];

/** A total as the mode shows it: the sum, or the per-game average to one decimal. */
const shown = (stat: CountingStat) =>
  sql<number>`CASE WHEN ${param<StatsMode>("mode")}::text = 'Totals' THEN ${sql.ref(`tot.${stat}`)}::float8
    ELSE round(${sql.ref(`tot.${stat}`)}::numeric / tot.games, 1)::float8 END`;

/** Made over attempted in percent to one decimal; null with no attempt. */
const percent = (made: CountingStat, attempted: CountingStat) =>
  sql<
    number | null
  >`CASE WHEN ${sql.ref(`tot.${attempted}`)} > 0 THEN round(100 * ${sql.ref(`tot.${made}`)}::numeric / ${sql.ref(`tot.${attempted}`)}, 1)::float8 END`;

/**
 * Season totals per player for the team `t` in season `s`, summed over the box-score lines of
 * its played matches. Lines a player sat out (did not play) add nothing and are not games.
 */
const totals = qb
  .selectFrom("BoxScoreLine as l")
  .innerJoin("Match as m", "m.id", "l.matchId")
  .select([
    "l.playerId",
    sql<number>`count(*) FILTER (WHERE NOT l."didNotPlay")::int`.as("games"),
    sql<number>`sum(l."totalMinutes")::int`.as("minutes"),
    ...COUNTING.filter((stat) => stat !== "minutes").map((stat) => sql<number>`sum(${sql.ref(`l.${stat}`)})::int`.as(stat)),
    sql<number | null>`avg(l.rating) FILTER (WHERE NOT l."didNotPlay")`.as("rating"),
  ])
  .where(sql<boolean>`l."teamId" = t.id AND m."seasonId" = s.id AND m."homeScore" IS NOT NULL`)
  .groupBy("l.playerId")
  .having(sql<boolean>`count(*) FILTER (WHERE NOT l."didNotPlay") > 0`);

/** Each player's line, with what it is ordered by: points as shown, then name, then id. */
const lines = qb
  .selectFrom(totals.as("tot"))
  .innerJoin("Player as p", "p.id", "tot.playerId")
  .select([
    "p.id",
    playerName().as("name"),
    sql<number>`${shown("pts")}`.as("pts"),
    jsonObject<ApiPlayerSeasonStats>({
      player: playerRef(),
      games: sql<number>`tot.games`,
      minutes: shown("minutes"),
      fgm: shown("fgm"),
      fga: shown("fga"),
      fgPercent: percent("fgm", "fga"),
      tpm: shown("tpm"),
      tpa: shown("tpa"),
      tpPercent: percent("tpm", "tpa"),
      ftm: shown("ftm"),
      fta: shown("fta"),
      ftPercent: percent("ftm", "fta"),
      oreb: shown("oreb"),
      reb: shown("reb"),
      ast: shown("ast"),
      to: shown("to"),
      stl: shown("stl"),
      blk: shown("blk"),
      pf: shown("pf"),
      pts: shown("pts"),
      rating: sql<number>`round(COALESCE(tot.rating, 0)::numeric, 1)::float8`,
    }).as("line"),
  ]);

/**
 * The team, the season and its players' season lines, most points first: one statement in
 * which PostgreSQL sums the lines and writes the JSON. No row: no such team; a null body: no
 * such season.
 */
const TEAM_STATS = teamSeasonStatement<StatsParams, ApiTeamStats>(
  "team_stats",
  sql<ApiTeamStats>`(SELECT ${jsonObject<ApiTeamStats>({
    team: refJson("t").$notNull(),
    season: jsonObject<ApiTeamStats["season"]>({ number: sql<number>`s.number` }),
    mode: sql<StatsMode>`${param<StatsMode>("mode")}::text`,
    players: jsonAgg(sql<ApiPlayerSeasonStats>`x.line`, sql`x.pts DESC, ${byName(sql`x.name`)}, x.id`),
  })}
    FROM (${lines}) x)`,
);

export async function getTeamStats(
  db: Database,
  viewer: Viewer,
  teamId: string,
  options: { season?: number; mode: StatsMode },
  now: Date,
): Promise<JsonText<ApiTeamStats>> {
  return readTeamSeason(db, TEAM_STATS, { teamId, season: options.season ?? null, now, mode: options.mode });
}
