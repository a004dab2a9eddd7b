import { param, prepareSql, sql } from "@/lib/sql";
import { newMatchRow } from "../matches";
import { drawPostseason, isPlayed, winnerOf, type LeagueGame, type Member } from "../postseason";
import { SEASON_WEEKS, WEEK } from "../season";
import type { MatchRow } from "../types";
import { eventRng, type ClockContext, type SeasonInfo } from "./context";
import { copyRows, type ClockDb } from "./sql";

export type { SeasonInfo };

const SEASON_BY_ID = prepareSql<{ seasonId: string }, SeasonInfo>(
  "clock_season_by_id",
  sql`SELECT "id", "number", "startsAt", "endsAt" FROM "Season" WHERE "id" = ${param<string>("seasonId")}`,
);

/** Every game of a competition in a season, in time order. */
const COMPETITION_GAMES = prepareSql<{ competitionId: string; seasonId: string }, LeagueGame & { id: string }>(
  "clock_competition_games",
  sql`SELECT "id", "kind"::text AS "kind", "round", "homeTeamId", "awayTeamId", "homeScore", "awayScore", "startsAt"
        FROM "Match" WHERE "competitionId" = ${param<string>("competitionId")} AND "seasonId" = ${param<string>("seasonId")}
       ORDER BY "startsAt", "id"`,
);

const LEAGUE_MEMBERS = prepareSql<{ competitionId: string; seasonId: string }, Member>(
  "clock_league_members",
  sql`SELECT "teamId", "conference" FROM "LeagueMembership"
       WHERE "competitionId" = ${param<string>("competitionId")} AND "seasonId" = ${param<string>("seasonId")} ORDER BY "teamId"`,
);

const CUP_COUNTRY = prepareSql<{ competitionId: string }, { countryId: string }>(
  "clock_cup_country",
  sql`SELECT "countryId" FROM "Competition" WHERE "id" = ${param<string>("competitionId")}`,
);

const CLUBS_OF_COUNTRY = prepareSql<{ countryId: string }, { id: string }>(
  "clock_clubs_of_country",
  sql`SELECT "id" FROM "Team" WHERE "kind" = 'Club' AND "countryId" = ${param<string>("countryId")} ORDER BY "id"`,
);

export async function seasonById(db: ClockDb, seasonId: string): Promise<SeasonInfo> {
  return (await db.sql.one(SEASON_BY_ID, { seasonId }))!;
}

export function leagueGames(db: ClockDb, competitionId: string, seasonId: string): Promise<(LeagueGame & { id: string })[]> {
  return db.sql.rows(COMPETITION_GAMES, { competitionId, seasonId });
}

export function leagueMembers(db: ClockDb, competitionId: string, seasonId: string): Promise<Member[]> {
  return db.sql.rows(LEAGUE_MEMBERS, { competitionId, seasonId });
}

/**
 * After a league's games: whatever its results draw next (the post-season's rounds, see
 * `drawPostseason`), each step drawn once, from results alone.
 */
export async function advanceLeaguePostseason(db: ClockDb, ctx: ClockContext, competitionId: string, seasonId: string) {
  const games = await leagueGames(db, competitionId, seasonId);
  const regular = games.find((g) => g.kind === "LeagueRegularSeason");
  if (!regular || games.some((g) => g.kind === "LeagueRegularSeason" && g.homeScore === null)) return;
  const members = await leagueMembers(db, competitionId, seasonId);
  const season = await seasonById(db, seasonId);
  const drawn = drawPostseason(members, games, season.startsAt, regular.startsAt.getUTCHours());
  if (drawn.length === 0) return;
  const rng = eventRng(ctx, `postseason:${seasonId}:${competitionId}:${games.length}`);
  const created: MatchRow[] = drawn.map((g) =>
    newMatchRow({ id: rng.uuid(), seasonId, competitionId, ...g, isOnTv: g.kind === "LeagueFinal" }),
  );
  await copyRows(db, "Match", created);
}

/**
 * After a cup round: once every game of the latest round is played, the survivors (its
 * winners and the club that had a bye) are drawn into the next round, a week later, while
 * the season has room for it. The cup is every club of its country.
 */
export async function advanceCup(db: ClockDb, ctx: ClockContext, competitionId: string, seasonId: string) {
  const games = await leagueGames(db, competitionId, seasonId);
  if (games.length === 0 || !games.every(isPlayed)) return;
  const { countryId } = (await db.sql.one(CUP_COUNTRY, { competitionId }))!;
  const clubs = await db.sql.rows(CLUBS_OF_COUNTRY, { countryId });
  let alive = new Set(clubs.map((c) => c.id));
  const lastRound = Math.max(...games.map((g) => g.round));
  for (let round = 1; round <= lastRound; round++) {
    const inRound = games.filter((g) => g.round === round);
    const playing = new Set(inRound.flatMap((g) => [g.homeTeamId, g.awayTeamId]));
    alive = new Set([...alive].filter((id) => !playing.has(id)).concat(inRound.map(winnerOf)));
  }
  if (alive.size < 2) return;
  const season = await seasonById(db, seasonId);
  const latest = games.filter((g) => g.round === lastRound)[0].startsAt;
  const startsAt = new Date(latest.getTime() + WEEK);
  if (startsAt.getTime() >= season.startsAt.getTime() + (SEASON_WEEKS - 1) * WEEK) return;
  const rng = eventRng(ctx, `cup:${seasonId}:${competitionId}:${lastRound + 1}`);
  const drawn = rng.shuffle([...alive].sort());
  const created: MatchRow[] = [];
  for (let i = 0; i + 1 < drawn.length; i += 2) {
    created.push(
      newMatchRow({
        id: rng.uuid(),
        seasonId,
        competitionId,
        kind: "Cup",
        round: lastRound + 1,
        startsAt,
        homeTeamId: drawn[i],
        awayTeamId: drawn[i + 1],
      }),
    );
  }
  await copyRows(db, "Match", created);
}
