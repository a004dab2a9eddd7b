import { param, prepareSql, sql } from "@/lib/sql";
import { newMatchRow } from "../matches";
import { drawPostseason, isPlayed, winnerOf, type LeagueGame, type Member } from "../postseason";
import { SEASON_WEEKS, WEEK } from "../season";
import type { MatchRow } from "../types";
import { eventRng, type ClockContext, type SeasonInfo } from "./context";
import { copyRows, type ClockDb } from "./sql";
import { groupBy } from "../group";

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

/** A competition in a season whose games were just played. */
export interface Decided {
  competitionId: string;
  seasonId: string;
  competitionKind: string;
}

const pairParams = sql`unnest(${param<string[]>("competitionIds")}::uuid[], ${param<string[]>("seasonIds")}::uuid[]) AS d("competitionId", "seasonId")`;
type Pairs = { competitionIds: string[]; seasonIds: string[] };
const pairsOf = (decided: { competitionId: string; seasonId: string }[]): Pairs => ({
  competitionIds: decided.map((d) => d.competitionId),
  seasonIds: decided.map((d) => d.seasonId),
});
/** A competition in a season, as `competitionsInSeason` keys them. */
export const keyOf = (competitionId: string, seasonId: string) => `${competitionId}|${seasonId}`;

/** The leagues whose regular season is over (it has games, all played): the only ones the post-season draws for. */
const LEAGUES_PAST_REGULAR = prepareSql<Pairs, { competitionId: string; seasonId: string }>(
  "clock_leagues_past_regular",
  sql`SELECT d."competitionId", d."seasonId" FROM ${pairParams}
       WHERE EXISTS (SELECT 1 FROM "Match" m WHERE m."competitionId" = d."competitionId" AND m."seasonId" = d."seasonId"
                        AND m."kind" = 'LeagueRegularSeason')
         AND NOT EXISTS (SELECT 1 FROM "Match" m WHERE m."competitionId" = d."competitionId" AND m."seasonId" = d."seasonId"
                            AND m."kind" = 'LeagueRegularSeason' AND m."homeScore" IS NULL)
       ORDER BY 1, 2`,
);

/** The cups whose games are all played. */
const CUPS_ROUND_OVER = prepareSql<Pairs, { competitionId: string; seasonId: string }>(
  "clock_cups_round_over",
  sql`SELECT d."competitionId", d."seasonId" FROM ${pairParams}
       WHERE EXISTS (SELECT 1 FROM "Match" m WHERE m."competitionId" = d."competitionId" AND m."seasonId" = d."seasonId")
         AND NOT EXISTS (SELECT 1 FROM "Match" m WHERE m."competitionId" = d."competitionId" AND m."seasonId" = d."seasonId"
                            AND m."homeScore" IS NULL)
       ORDER BY 1, 2`,
);

/** Every game of each competition in its season, in time order within each. */
const GAMES_OF_PAIRS = prepareSql<Pairs, LeagueGame & { id: string; competitionId: string; seasonId: string }>(
  "clock_games_of_pairs",
  sql`SELECT m."competitionId", m."seasonId", m."id", m."kind"::text AS "kind", m."round", m."homeTeamId", m."awayTeamId",
             m."homeScore", m."awayScore", m."startsAt"
        FROM ${pairParams} JOIN "Match" m ON m."competitionId" = d."competitionId" AND m."seasonId" = d."seasonId"
       ORDER BY m."startsAt", m."id"`,
);

const MEMBERS_OF_PAIRS = prepareSql<Pairs, Member & { competitionId: string; seasonId: string }>(
  "clock_members_of_pairs",
  sql`SELECT l."competitionId", l."seasonId", l."teamId", l."conference"
        FROM ${pairParams} JOIN "LeagueMembership" l ON l."competitionId" = d."competitionId" AND l."seasonId" = d."seasonId"
       ORDER BY l."teamId"`,
);

/** Leagues read at once by `competitionsInSeason`'s callers: a few hundred thousand games at the game's size are read in pieces. */
export const LEAGUES_PER_READ = 500;

/** Every game (in time order) and every member of each competition in its season, by `keyOf`: one read for many leagues. */
export async function competitionsInSeason(db: ClockDb, competitions: { competitionId: string; seasonId: string }[]) {
  const pairs = pairsOf(competitions);
  return {
    games: groupBy(await db.sql.rows(GAMES_OF_PAIRS, pairs), (g) => keyOf(g.competitionId, g.seasonId)),
    members: groupBy(await db.sql.rows(MEMBERS_OF_PAIRS, pairs), (m) => keyOf(m.competitionId, m.seasonId)),
  };
}

/**
 * After a game hour: whatever the results draw next in each competition that played, for all
 * of them at once (a game hour at the game's size decides thousands of leagues): the leagues'
 * post-season rounds (`drawPostseason`) and the cups' next rounds, each drawn once, from results
 * alone.
 */
export async function advanceCompetitions(db: ClockDb, ctx: ClockContext, decided: Decided[]) {
  const leagues = decided.filter((d) => d.competitionKind === "League");
  const cups = decided.filter((d) => d.competitionKind === "Cup");
  const ready = leagues.length > 0 ? await db.sql.rows(LEAGUES_PAST_REGULAR, pairsOf(leagues)) : [];
  const created: MatchRow[] = [];
  const seasons = new Map<string, SeasonInfo>();
  for (let at = 0; at < ready.length; at += LEAGUES_PER_READ) {
    const chunk = ready.slice(at, at + LEAGUES_PER_READ);
    const { games, members } = await competitionsInSeason(db, chunk);
    for (const { competitionId, seasonId } of chunk) {
      if (!seasons.has(seasonId)) seasons.set(seasonId, await seasonById(db, seasonId));
      const key = keyOf(competitionId, seasonId);
      created.push(...leagueDraw(ctx, competitionId, seasons.get(seasonId)!, games.get(key) ?? [], members.get(key) ?? []));
    }
  }
  const over = cups.length > 0 ? await db.sql.rows(CUPS_ROUND_OVER, pairsOf(cups)) : [];
  for (const { competitionId, seasonId } of over) created.push(...(await cupDraw(db, ctx, competitionId, seasonId)));
  await copyRows(db, "Match", created);
}

/** A league's next post-season games, given every game of its season and its members. */
function leagueDraw(
  ctx: ClockContext,
  competitionId: string,
  season: SeasonInfo,
  games: (LeagueGame & { id: string })[],
  members: Member[],
) {
  const regular = games.find((g) => g.kind === "LeagueRegularSeason");
  if (!regular || games.some((g) => g.kind === "LeagueRegularSeason" && g.homeScore === null)) return [];
  const drawn = drawPostseason(members, games, season.startsAt, regular.startsAt.getUTCHours());
  if (drawn.length === 0) return [];
  const rng = eventRng(ctx, `postseason:${season.id}:${competitionId}:${games.length}`);
  return drawn.map((g) => newMatchRow({ id: rng.uuid(), seasonId: season.id, competitionId, ...g, isOnTv: g.kind === "LeagueFinal" }));
}

/**
 * A cup's next round: once every game of the latest round is played, the survivors (its
 * winners and the club that had a bye) are drawn into the next round, a week later, while
 * the season has room for it. The cup is every club of its country.
 */
async function cupDraw(db: ClockDb, ctx: ClockContext, competitionId: string, seasonId: string): Promise<MatchRow[]> {
  const games = await leagueGames(db, competitionId, seasonId);
  if (games.length === 0 || !games.every(isPlayed)) return [];
  const { countryId } = (await db.sql.one(CUP_COUNTRY, { competitionId }))!;
  const clubs = await db.sql.rows(CLUBS_OF_COUNTRY, { countryId });
  let alive = new Set(clubs.map((c) => c.id));
  const lastRound = Math.max(...games.map((g) => g.round));
  for (let round = 1; round <= lastRound; round++) {
    const inRound = games.filter((g) => g.round === round);
    const playing = new Set(inRound.flatMap((g) => [g.homeTeamId, g.awayTeamId]));
    alive = new Set([...alive].filter((id) => !playing.has(id)).concat(inRound.map(winnerOf)));
  }
  if (alive.size < 2) return [];
  const season = await seasonById(db, seasonId);
  const latest = games.filter((g) => g.round === lastRound)[0].startsAt;
  const startsAt = new Date(latest.getTime() + WEEK);
  if (startsAt.getTime() >= season.startsAt.getTime() + (SEASON_WEEKS - 1) * WEEK) return [];
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
  return created;
}
