import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { ApiPlayerSeasonStats, ApiTeamStats, StatsMode } from "@/lib/game/schemas/teams";
import { playerName } from "@/lib/game/players";
import { resolveSeason } from "@/lib/game/seasons";
import type { Viewer } from "@/lib/auth/viewer";

type CountingStat = "minutes" | "fgm" | "fga" | "tpm" | "tpa" | "ftm" | "fta" | "oreb" | "reb" | "ast" | "to" | "stl" | "blk" | "pf" | "pts";

type SeasonTotalsRow = Record<CountingStat, number> & {
  playerId: string;
  firstName: string;
  lastName: string;
  games: number;
  rating: number | null;
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (made: number, attempted: number) => (attempted > 0 ? round1((100 * made) / attempted) : null);

/**
 * Season totals per player for one team, summed in SQL over the box-score lines of its
 * played matches. Lines a player sat out (did not play) add nothing and are not games.
 */
async function sumSeasonLines(db: Db, teamId: string, seasonId: string): Promise<SeasonTotalsRow[]> {
  return db.$queryRaw<SeasonTotalsRow[]>`
    SELECT p."id" AS "playerId", p."firstName", p."lastName",
      COUNT(*) FILTER (WHERE NOT l."didNotPlay")::int AS "games",
      SUM(l."totalMinutes")::int AS "minutes",
      SUM(l."fgm")::int AS "fgm", SUM(l."fga")::int AS "fga",
      SUM(l."tpm")::int AS "tpm", SUM(l."tpa")::int AS "tpa",
      SUM(l."ftm")::int AS "ftm", SUM(l."fta")::int AS "fta",
      SUM(l."oreb")::int AS "oreb", SUM(l."reb")::int AS "reb",
      SUM(l."ast")::int AS "ast", SUM(l."to")::int AS "to",
      SUM(l."stl")::int AS "stl", SUM(l."blk")::int AS "blk",
      SUM(l."pf")::int AS "pf", SUM(l."pts")::int AS "pts",
      AVG(l."rating") FILTER (WHERE NOT l."didNotPlay")::float8 AS "rating"
    FROM "BoxScoreLine" l
    JOIN "Match" m ON m."id" = l."matchId"
    JOIN "Player" p ON p."id" = l."playerId"
    WHERE l."teamId" = ${teamId}::uuid AND m."seasonId" = ${seasonId}::uuid AND m."homeScore" IS NOT NULL
    GROUP BY p."id"
    HAVING COUNT(*) FILTER (WHERE NOT l."didNotPlay") > 0`;
}

function toSeasonStats(row: SeasonTotalsRow, mode: StatsMode): ApiPlayerSeasonStats {
  const shown = (stat: CountingStat) => (mode === "Totals" ? row[stat] : round1(row[stat] / row.games));
  return {
    player: { id: row.playerId, name: playerName(row) },
    games: row.games,
    minutes: shown("minutes"),
    fgm: shown("fgm"),
    fga: shown("fga"),
    fgPercent: percent(row.fgm, row.fga),
    tpm: shown("tpm"),
    tpa: shown("tpa"),
    tpPercent: percent(row.tpm, row.tpa),
    ftm: shown("ftm"),
    fta: shown("fta"),
    ftPercent: percent(row.ftm, row.fta),
    oreb: shown("oreb"),
    reb: shown("reb"),
    ast: shown("ast"),
    to: shown("to"),
    stl: shown("stl"),
    blk: shown("blk"),
    pf: shown("pf"),
    pts: shown("pts"),
    rating: round1(row.rating ?? 0),
  };
}

export async function getTeamStats(
  db: Db,
  viewer: Viewer,
  teamId: string,
  options: { season?: number; mode: StatsMode },
  now: Date,
): Promise<ApiTeamStats> {
  const team = await db.team.findUnique({ where: { id: teamId }, select: { id: true, name: true } });
  if (!team) throw notFound("Team");
  const season = await resolveSeason(db, options.season, now);
  const rows = await sumSeasonLines(db, team.id, season.id);
  const players = rows
    .map((row) => toSeasonStats(row, options.mode))
    .sort((a, b) => b.pts - a.pts || a.player.name.localeCompare(b.player.name) || a.player.id.localeCompare(b.player.id));
  return { team, season: { number: season.number }, mode: options.mode, players };
}
