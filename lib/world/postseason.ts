import { DAY, HOUR, TIMETABLE, WEEK } from "./season";
import type { MatchKind } from "./types";

/*
 * A league's season after its 22 rounds, as pure rules for the generator and the clock alike:
 * the table, the post-season draws (each drawn from results alone), and who goes up and down.
 */

/** The post-season's days and weeks (Friday is day 0 of a game week). */
const [FIRST_DAY, SECOND_DAY] = TIMETABLE.leagueDays;
const DECIDER_DAY = TIMETABLE.deciderDay;
const QUARTERFINAL_WEEK = TIMETABLE.postseasonWeeks.quarterfinals;
const FINAL_WEEK = TIMETABLE.postseasonWeeks.final;

/** A game of a league as these rules read it (not played: null scores). */
export interface LeagueGame {
  kind: MatchKind;
  round: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  startsAt: Date;
}

export interface Member {
  teamId: string;
  conference: string;
}

export interface StandingRecord extends Member {
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
}

/** A game a draw adds to a league's season. */
export interface DrawnGame {
  kind: MatchKind;
  round: number;
  startsAt: Date;
  homeTeamId: string;
  awayTeamId: string;
}

/** Rank inside a conference: wins, then point difference, then points scored (the game's tiebreak). */
export function compareStandings(a: Omit<StandingRecord, keyof Member>, b: Omit<StandingRecord, keyof Member>): number {
  return b.wins - a.wins || b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst) || b.pointsFor - a.pointsFor;
}

export const isPlayed = (g: LeagueGame) => g.homeScore !== null;
export const winnerOf = (g: LeagueGame) => (g.homeScore! > g.awayScore! ? g.homeTeamId : g.awayTeamId);

/** Regular-season records of a league's members by conference, ranked by the game's tiebreak. */
export function rankConferences(members: Member[], games: LeagueGame[]): Map<string, StandingRecord[]> {
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

/** The two conferences' seeds (team ids, best first), when the league has two of eight or more. */
function seedsOf(ranked: Map<string, StandingRecord[]>): [string[], string[]] | null {
  const conferences = [...ranked.keys()].sort();
  if (conferences.length !== 2 || conferences.some((c) => ranked.get(c)!.length < 8)) return null;
  const [a, b] = conferences.map((c) => ranked.get(c)!.map((r) => r.teamId));
  return [a, b];
}

/** The relegation series: each conference's 6th against the other's 7th. */
const relegationPairs = (a: string[], b: string[]) => [
  [a[5], b[6]],
  [b[5], a[6]],
];

/**
 * What a league's results draw next, once its regular season is over: the quarterfinals (1v4,
 * 2v3 in each conference) and the relegation series (6th against the other conference's 7th,
 * best of three, a third game only when needed); each played round draws the next (semifinal,
 * then a best-of-three final between the conference winners, the better record at home first).
 * Nothing when the league waits for games, or its post-season is complete. The games are at
 * `hour` of their day in the season that starts at `seasonStart`.
 */
export function drawPostseason(members: Member[], games: LeagueGame[], seasonStart: Date, hour: number): DrawnGame[] {
  const regular = games.filter((g) => g.kind === "LeagueRegularSeason");
  if (regular.length === 0 || !regular.every(isPlayed)) return [];
  const ranked = rankConferences(members, games);
  const seeds = seedsOf(ranked);
  if (!seeds) return [];
  const [a, b] = seeds;
  const at = (week: number, day: number) => new Date(seasonStart.getTime() + week * WEEK + day * DAY + hour * HOUR);
  const drawn: DrawnGame[] = [];
  const add = (kind: MatchKind, round: number, startsAt: Date, homeTeamId: string, awayTeamId: string) =>
    drawn.push({ kind, round, startsAt, homeTeamId, awayTeamId });
  const has = (kind: MatchKind) => games.some((g) => g.kind === kind);

  if (!has("LeagueQuarterfinal")) {
    for (const seed of [a, b]) {
      add("LeagueQuarterfinal", 1, at(QUARTERFINAL_WEEK, FIRST_DAY), seed[0], seed[3]);
      add("LeagueQuarterfinal", 1, at(QUARTERFINAL_WEEK, FIRST_DAY), seed[1], seed[2]);
    }
    for (const [sixth, seventh] of relegationPairs(a, b)) {
      add("Relegation", 1, at(QUARTERFINAL_WEEK, FIRST_DAY), sixth, seventh);
      add("Relegation", 2, at(QUARTERFINAL_WEEK, SECOND_DAY), seventh, sixth);
    }
    return drawn;
  }
  for (const [sixth, seventh] of relegationPairs(a, b)) {
    const { games: series, wins } = seriesWins(games, "Relegation", sixth, seventh);
    if (series.length === 2 && series.every(isPlayed) && wins.get(sixth) === 1) {
      add("Relegation", 3, at(QUARTERFINAL_WEEK, DECIDER_DAY), sixth, seventh);
    }
  }
  const quarterfinals = games.filter((g) => g.kind === "LeagueQuarterfinal");
  if (!has("LeagueSemifinal") && quarterfinals.every(isPlayed)) {
    for (const seed of [a, b]) {
      const top = winnerOf(quarterfinals.find((g) => g.homeTeamId === seed[0])!);
      const other = winnerOf(quarterfinals.find((g) => g.homeTeamId === seed[1])!);
      const [home, away] = seed.indexOf(top) < seed.indexOf(other) ? [top, other] : [other, top];
      add("LeagueSemifinal", 1, at(QUARTERFINAL_WEEK, SECOND_DAY), home, away);
    }
  }
  const semifinals = games.filter((g) => g.kind === "LeagueSemifinal");
  if (semifinals.length === 2 && semifinals.every(isPlayed)) {
    const finalists = semifinals.map(winnerOf);
    const records = finalists.map((id) => [...ranked.values()].flat().find((r) => r.teamId === id)!);
    const [better, worse] = compareStandings(records[0], records[1]) <= 0 ? finalists : [finalists[1], finalists[0]];
    const finals = games.filter((g) => g.kind === "LeagueFinal");
    if (finals.length === 0) {
      add("LeagueFinal", 1, at(FINAL_WEEK, FIRST_DAY), better, worse);
      add("LeagueFinal", 2, at(FINAL_WEEK, SECOND_DAY), worse, better);
    } else if (finals.length === 2 && finals.every(isPlayed) && seriesWinner(games, "LeagueFinal", better, worse) === null) {
      add("LeagueFinal", 3, at(FINAL_WEEK, DECIDER_DAY), better, worse);
    }
  }
  return drawn;
}

/** How a league's season ended: its table, its champion, and who goes down. */
export interface LeagueOutcome {
  ranked: Map<string, StandingRecord[]>;
  /** The final's winner, or null when it was not played out. */
  champion: string | null;
  /** The last of each conference, then the losers of the relegation series that were decided. */
  relegated: Member[];
}

export function leagueOutcome(members: Member[], games: LeagueGame[]): LeagueOutcome {
  const ranked = rankConferences(members, games);
  const seeds = seedsOf(ranked);
  if (!seeds) return { ranked, champion: null, relegated: [] };
  const [a, b] = seeds;
  const finalists = [...new Set(games.filter((g) => g.kind === "LeagueFinal").flatMap((g) => [g.homeTeamId, g.awayTeamId]))];
  const champion = finalists.length === 2 ? seriesWinner(games, "LeagueFinal", finalists[0], finalists[1]) : null;
  const down = [a[7], b[7]];
  for (const [sixth, seventh] of relegationPairs(a, b)) {
    const winner = seriesWinner(games, "Relegation", sixth, seventh);
    if (winner) down.push(winner === sixth ? seventh : sixth);
  }
  const conferenceOf = new Map(members.map((m) => [m.teamId, m.conference]));
  return { ranked, champion, relegated: down.map((teamId) => ({ teamId, conference: conferenceOf.get(teamId)! })) };
}

/** A club's final line in a league's season: its regular-season record and its rank in its conference. */
export interface FinalLine {
  teamId: string;
  competitionId: string;
  finalPosition: number;
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
}

export function finalLines(competitionId: string, ranked: Map<string, StandingRecord[]>): FinalLine[] {
  return [...ranked.values()].flatMap((list) =>
    list.map((r, i) => ({
      teamId: r.teamId,
      competitionId,
      finalPosition: i + 1,
      wins: r.wins,
      losses: r.losses,
      pointsFor: r.pointsFor,
      pointsAgainst: r.pointsAgainst,
    })),
  );
}

/** A league's place in its country's pyramid: level n has 4^(n-1) divisions. */
export interface LeaguePlace {
  id: string;
  countryId: string;
  level: number;
  division: number;
}

/** A club's league and conference from the next season on. */
export interface Move {
  teamId: string;
  leagueId: string;
  conference: string;
}

/**
 * Promotion and relegation as swaps between a league and each of its four children: the
 * champion of child i goes up into the conference of the i-th club that goes down, which
 * takes the champion's place below; so every league keeps eight clubs a conference.
 */
export function promotionMoves(leagues: LeaguePlace[], outcomes: Map<string, LeagueOutcome>): Move[] {
  const moves: Move[] = [];
  const byPlace = new Map(leagues.map((l) => [`${l.countryId}|${l.level}|${l.division}`, l]));
  for (const parent of leagues) {
    const down = outcomes.get(parent.id)?.relegated ?? [];
    for (let i = 0; i < 4; i++) {
      const child = byPlace.get(`${parent.countryId}|${parent.level + 1}|${4 * (parent.division - 1) + i + 1}`);
      const outcome = child ? outcomes.get(child.id) : undefined;
      const up = outcome?.champion;
      if (!child || !up || !down[i]) continue;
      const upConference = [...outcome.ranked.values()].flat().find((r) => r.teamId === up)!.conference;
      moves.push({ teamId: up, leagueId: parent.id, conference: down[i].conference });
      moves.push({ teamId: down[i].teamId, leagueId: child.id, conference: upConference });
    }
  }
  return moves;
}
