import { param, prepareSql, sql } from "@/lib/sql";
import { newMatchRow } from "../matches";
import { compareStandings } from "../memberships";
import { DAY, HOUR, SEASON_WEEKS, WEEK, WEEKDAY } from "../season";
import type { MatchKind, MatchRow } from "../types";
import type { ClockContext, SeasonInfo } from "./context";

export type { SeasonInfo };
import { eventRng } from "./context";
import { copyRows, type ClockDb } from "./sql";

/** Days of the post-season inside a game week (Friday is day 0). */
const WEDNESDAY = 5;
const QUARTERFINAL_WEEK = 11;
const FINAL_WEEK = 12;

const SEASON_BY_ID = prepareSql<{ seasonId: string }, SeasonInfo>(
  "clock_season_by_id",
  sql`SELECT "id", "number", "startsAt", "endsAt" FROM "Season" WHERE "id" = ${param<string>("seasonId")}`,
);

/** Every game of a competition in a season, in time order. */
const COMPETITION_GAMES = prepareSql<{ competitionId: string; seasonId: string }, LeagueGame>(
  "clock_competition_games",
  sql`SELECT "id", "kind"::text AS "kind", "round", "homeTeamId", "awayTeamId", "homeScore", "awayScore", "startsAt"
        FROM "Match" WHERE "competitionId" = ${param<string>("competitionId")} AND "seasonId" = ${param<string>("seasonId")}
       ORDER BY "startsAt", "id"`,
);

const LEAGUE_MEMBERS = prepareSql<{ competitionId: string; seasonId: string }, { teamId: string; conference: string }>(
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

interface LeagueGame {
  id: string;
  kind: MatchKind;
  round: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  startsAt: Date;
}

export interface StandingRecord {
  teamId: string;
  conference: string;
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
}

const winnerOf = (g: LeagueGame) => (g.homeScore! > g.awayScore! ? g.homeTeamId : g.awayTeamId);
const isPlayed = (g: LeagueGame) => g.homeScore !== null;

/** Regular-season records of a league's members by conference, ranked by the game's tiebreak. */
export function rankConferences(members: { teamId: string; conference: string }[], games: LeagueGame[]): Map<string, StandingRecord[]> {
  const records = new Map(members.map((m) => [m.teamId, { ...m, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 }]));
  for (const g of games) {
    if (g.kind !== "LeagueRegularSeason" || !isPlayed(g)) continue;
    const home = records.get(g.homeTeamId);
    const away = records.get(g.awayTeamId);
    if (!home || !away) continue;
    home.pointsFor += g.homeScore!;
    home.pointsAgainst += g.awayScore!;
    away.pointsFor += g.awayScore!;
    away.pointsAgainst += g.homeScore!;
    if (g.homeScore! > g.awayScore!) {
      home.wins++;
      away.losses++;
    } else {
      away.wins++;
      home.losses++;
    }
  }
  const out = new Map<string, StandingRecord[]>();
  for (const r of records.values()) out.set(r.conference, [...(out.get(r.conference) ?? []), r]);
  for (const list of out.values()) list.sort((a, b) => compareStandings(a, b) || a.teamId.localeCompare(b.teamId));
  return out;
}

/** Wins of each team in a series (games between the two teams of one kind). */
function seriesWins(games: LeagueGame[], kind: MatchKind, a: string, b: string): { games: LeagueGame[]; wins: Map<string, number> } {
  const series = games.filter((g) => g.kind === kind && [a, b].includes(g.homeTeamId) && [a, b].includes(g.awayTeamId));
  const wins = new Map([
    [a, 0],
    [b, 0],
  ]);
  for (const g of series.filter(isPlayed)) wins.set(winnerOf(g), wins.get(winnerOf(g))! + 1);
  return { games: series, wins };
}

/** The winner of a best-of-three, or null while it is open. */
export function seriesWinner(games: LeagueGame[], kind: MatchKind, a: string, b: string): string | null {
  const { wins } = seriesWins(games, kind, a, b);
  if (wins.get(a)! >= 2) return a;
  if (wins.get(b)! >= 2) return b;
  return null;
}

export function leagueGames(db: ClockDb, competitionId: string, seasonId: string): Promise<LeagueGame[]> {
  return db.sql.rows(COMPETITION_GAMES, { competitionId, seasonId });
}

export function leagueMembers(db: ClockDb, competitionId: string, seasonId: string): Promise<{ teamId: string; conference: string }[]> {
  return db.sql.rows(LEAGUE_MEMBERS, { competitionId, seasonId });
}

/** A league's two conferences: the first is "A" when present. */
const conferencesOf = (ranked: Map<string, StandingRecord[]>) => [...ranked.keys()].sort();

/**
 * After a league's games: once its regular season is over, the quarterfinals (1v4, 2v3 in
 * each conference) and the relegation series (6th against the other conference's 7th, best
 * of three) are drawn; each played round draws the next (semifinal, then a best-of-three
 * final between the conference winners). Each step is drawn once, from results alone.
 */
export async function advanceLeaguePostseason(db: ClockDb, ctx: ClockContext, competitionId: string, seasonId: string) {
  const games = await leagueGames(db, competitionId, seasonId);
  const regular = games.filter((g) => g.kind === "LeagueRegularSeason");
  if (regular.length === 0 || !regular.every(isPlayed)) return;
  const members = await leagueMembers(db, competitionId, seasonId);
  const ranked = rankConferences(members, games);
  const conferences = conferencesOf(ranked);
  if (conferences.length !== 2 || conferences.some((c) => ranked.get(c)!.length < 8)) return;
  const season = await seasonById(db, seasonId);
  const hour = regular[0].startsAt.getUTCHours();
  const at = (week: number, day: number) => new Date(season.startsAt.getTime() + week * WEEK + day * DAY + hour * HOUR);
  const rng = eventRng(ctx, `postseason:${seasonId}:${competitionId}:${games.length}`);
  const created: MatchRow[] = [];
  const add = (kind: MatchKind, round: number, startsAt: Date, home: string, away: string) =>
    created.push(
      newMatchRow({
        id: rng.uuid(),
        seasonId,
        competitionId,
        kind,
        round,
        startsAt,
        homeTeamId: home,
        awayTeamId: away,
        isOnTv: kind === "LeagueFinal",
      }),
    );
  const [a, b] = conferences.map((c) => ranked.get(c)!.map((r) => r.teamId));
  const has = (kind: MatchKind) => games.some((g) => g.kind === kind);

  if (!has("LeagueQuarterfinal")) {
    for (const seeds of [a, b]) {
      add("LeagueQuarterfinal", 1, at(QUARTERFINAL_WEEK, WEEKDAY.Saturday), seeds[0], seeds[3]);
      add("LeagueQuarterfinal", 1, at(QUARTERFINAL_WEEK, WEEKDAY.Saturday), seeds[1], seeds[2]);
    }
    for (const [sixth, seventh] of [
      [a[5], b[6]],
      [b[5], a[6]],
    ]) {
      add("Relegation", 1, at(QUARTERFINAL_WEEK, WEEKDAY.Saturday), sixth, seventh);
      add("Relegation", 2, at(QUARTERFINAL_WEEK, WEEKDAY.Tuesday), seventh, sixth);
    }
  } else {
    for (const [sixth, seventh] of [
      [a[5], b[6]],
      [b[5], a[6]],
    ]) {
      const { games: series, wins } = seriesWins(games, "Relegation", sixth, seventh);
      if (series.length === 2 && series.every(isPlayed) && wins.get(sixth) === 1) {
        add("Relegation", 3, at(QUARTERFINAL_WEEK, WEDNESDAY), sixth, seventh);
      }
    }
    const quarterfinals = games.filter((g) => g.kind === "LeagueQuarterfinal");
    if (!has("LeagueSemifinal") && quarterfinals.every(isPlayed)) {
      for (const seeds of [a, b]) {
        const top = winnerOf(quarterfinals.find((g) => g.homeTeamId === seeds[0])!);
        const other = winnerOf(quarterfinals.find((g) => g.homeTeamId === seeds[1])!);
        const [home, away] = seeds.indexOf(top) < seeds.indexOf(other) ? [top, other] : [other, top];
        add("LeagueSemifinal", 1, at(QUARTERFINAL_WEEK, WEEKDAY.Tuesday), home, away);
      }
    }
    const semifinals = games.filter((g) => g.kind === "LeagueSemifinal");
    if (semifinals.length === 2 && semifinals.every(isPlayed)) {
      const finalists = semifinals.map(winnerOf);
      const records = finalists.map((id) => [...ranked.values()].flat().find((r) => r.teamId === id)!);
      const [better, worse] = compareStandings(records[0], records[1]) <= 0 ? finalists : [finalists[1], finalists[0]];
      const finals = games.filter((g) => g.kind === "LeagueFinal");
      if (finals.length === 0) {
        add("LeagueFinal", 1, at(FINAL_WEEK, WEEKDAY.Saturday), better, worse);
        add("LeagueFinal", 2, at(FINAL_WEEK, WEEKDAY.Tuesday), worse, better);
      } else if (finals.length === 2 && finals.every(isPlayed) && seriesWinner(games, "LeagueFinal", better, worse) === null) {
        add("LeagueFinal", 3, at(FINAL_WEEK, WEDNESDAY), better, worse);
      }
    }
  }
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
