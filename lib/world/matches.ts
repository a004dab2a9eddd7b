import { attendanceFor, crowdInterest, NATIONAL_CROWD, SCRIMMAGE_CROWD } from "./arena";
import { playMatch, type Side } from "./boxscore";
import { appendTo } from "./group";
import type { Club } from "./clubs";
import type { League } from "./competitions";
import type { NationalTeam } from "./national";
import type { Rng } from "./random";
import type { Rosters } from "./rosters";
import { leagueRounds, doubleRoundRobin, type Pairing } from "./schedule";
import { leagueDayOf, nationalTeamHourOf, OFFSEASON_WEEK, SEASON_WEEKS, seasonAt, TIMETABLE, type Calendar } from "./season";
import type { PlayedMinutes } from "./played-minutes";
import type { ArenaRow, Attendance, CompetitionRow, MatchKind, MatchRow, SeasonRow, WorldSink } from "./types";

export interface MatchContext {
  calendar: Calendar;
  /** The season whose games these are: they are played if they started before the reference time. */
  season: SeasonRow;
  leagues: League[];
  clubs: Club[];
  cups: Map<string, CompetitionRow>;
  nationalTeams: NationalTeam[];
  championships: { senior: CompetitionRow; junior: CompetitionRow };
  /** The competition scrimmages are played in. */
  friendlies: CompetitionRow;
  arenas: Map<string, ArenaRow>;
}

/** The games of a book, which also went to the book's sink, box scores and all, as they were played. */
export interface Games {
  matches: MatchRow[];
}

/**
 * Where a book's games go: the world's sink, and what the rest of the generator needs of them —
 * the minutes training counts, the crowds the ledger books.
 */
export interface GameOutput {
  sink: Pick<WorldSink, "matches" | "matchTeams" | "boxScoreLines">;
  minutes: PlayedMinutes;
  crowds: HomeCrowds;
}

/** A played home game as the ledger sees it. */
export interface HomeGame {
  startsAt: Date;
  attendance: Attendance;
}

/** The played home games with a crowd of each club, in the weeks the ledger covers (from `from`, before `until`). */
export class HomeCrowds {
  readonly byClub = new Map<string, HomeGame[]>();

  constructor(
    private readonly from: Date,
    private readonly until: Date,
  ) {}

  add(match: MatchRow): void {
    if (!match.attendance || match.startsAt < this.from || match.startsAt >= this.until) return;
    appendTo(this.byClub, match.homeTeamId, { startsAt: match.startsAt, attendance: match.attendance });
  }
}

const HOME_ADVANTAGE = 3;
const NATIONAL_GROUP = 8;

/** What a new game is given; the rest of its row is that of a game not played yet. */
export type NewMatch = Pick<MatchRow, "id" | "seasonId" | "competitionId" | "kind" | "round" | "startsAt" | "homeTeamId" | "awayTeamId"> &
  Partial<Pick<MatchRow, "isOnTv">>;

/** A scheduled game's row, for the generator and the clock alike: no score, no attendance, the home team's court. */
export function newMatchRow(game: NewMatch): MatchRow {
  return {
    id: game.id,
    seasonId: game.seasonId,
    competitionId: game.competitionId,
    kind: game.kind,
    round: game.round,
    startsAt: game.startsAt,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    homeScore: null,
    awayScore: null,
    neutralCourt: false,
    isOnTv: game.isOnTv ?? false,
    attendance: null,
  };
}

/**
 * Plays a game, for the generator and the clock alike: the box score (the home side a little
 * stronger), then the crowd (`crowdOfGame`).
 */
export function playGame(rng: Rng, matchId: string, at: Date, home: Side, away: Side, arena: ArenaRow | null, crowd: number) {
  const played = playMatch(rng, matchId, at, home, away, HOME_ADVANTAGE);
  return { ...played, attendance: attendanceFor(rng, arena, crowd) };
}

/**
 * The crowd's interest in a game: a league game's is its league's, a cup game's the home club's
 * league's, a scrimmage draws half that, and a national team fills its neutral hall.
 */
export function crowdOfGame(kind: MatchKind, competitionLevel: number | null, homeLevel: number | null): number {
  if (kind === "NationalTeamRoundRobin" || kind === "NationalTeamFriendly") return NATIONAL_CROWD;
  const level = competitionLevel ?? homeLevel ?? 2;
  return kind === "Scrimmage" ? crowdInterest(level) * SCRIMMAGE_CROWD : crowdInterest(level);
}

export class GameBook {
  readonly games: Games = { matches: [] };
  private readonly leagueLevel: Map<string, number>;
  /** Each club's league level when the book was opened (a past season's, before promotion and relegation). */
  private readonly clubLevel: Map<string, number>;

  constructor(
    private readonly ctx: MatchContext,
    private readonly rosters: Rosters,
    private readonly out: GameOutput,
  ) {
    this.leagueLevel = new Map(ctx.leagues.map((l) => [l.row.id, l.level]));
    this.clubLevel = new Map(ctx.clubs.map((c) => [c.row.id, c.league.level]));
  }

  /** Adds a game and plays it when it started before the reference time. */
  add(rng: Rng, competition: CompetitionRow, kind: MatchKind, round: number, startsAt: Date, pairing: Pairing, isOnTv = false): MatchRow {
    const match = newMatchRow({
      id: rng.uuid(),
      seasonId: this.ctx.season.id,
      competitionId: competition.id,
      kind,
      round,
      startsAt,
      homeTeamId: pairing.home,
      awayTeamId: pairing.away,
      isOnTv,
    });
    this.games.matches.push(match);
    if (startsAt.getTime() >= this.ctx.calendar.referenceTime.getTime()) {
      this.out.sink.matches(match);
      return match;
    }
    const side = (teamId: string): Side => ({ teamId, players: this.rosters.at(teamId, startsAt) });
    const arena = this.ctx.arenas.get(pairing.home) ?? null;
    const played = playGame(
      rng,
      match.id,
      startsAt,
      side(pairing.home),
      side(pairing.away),
      arena,
      crowdOfGame(kind, this.leagueLevel.get(competition.id) ?? null, this.clubLevel.get(pairing.home) ?? null),
    );
    match.homeScore = played.homeScore;
    match.awayScore = played.awayScore;
    match.attendance = played.attendance;
    this.out.sink.matches(match);
    this.out.crowds.add(match);
    for (const team of played.matchTeams) this.out.sink.matchTeams(team);
    const slot = this.out.minutes.slotOf(startsAt);
    for (const line of played.lines) {
      this.out.sink.boxScoreLines(line);
      this.out.minutes.add(slot, line);
    }
    return match;
  }
}

/** The winner of a game, or null before it is played. */
const winnerOfRow = (m: MatchRow): string | null =>
  m.homeScore === null ? null : m.homeScore > m.awayScore! ? m.homeTeamId : m.awayTeamId;

/** 22 rounds, Saturdays and Tuesdays, one game per round on TV. */
export function leagueGames(rng: Rng, book: GameBook, ctx: MatchContext) {
  const clubsByLeague = new Map<string, Club[]>();
  for (const club of ctx.clubs) {
    const list = clubsByLeague.get(club.row.leagueId!) ?? [];
    list.push(club);
    clubsByLeague.set(club.row.leagueId!, list);
  }
  for (const league of ctx.leagues) {
    const leagueRng = rng.fork(`league:${league.row.id}`);
    const clubs = clubsByLeague.get(league.row.id) ?? [];
    const ids = (conference: string) => clubs.filter((c) => c.row.conference === conference).map((c) => c.row.id);
    leagueRounds(ids("A"), ids("B")).forEach((pairings, r) => {
      const startsAt = seasonAt(ctx.season, Math.floor(r / 2), leagueDayOf(r), league.country.gameHour);
      const onTv = leagueRng.int(0, pairings.length - 1);
      pairings.forEach((p, i) => book.add(leagueRng, league.row, "LeagueRegularSeason", r + 1, startsAt, p, i === onTv));
    });
  }
}

/** A knockout on Thursdays; a round is drawn only once the previous one is over. */
export function cupGames(rng: Rng, book: GameBook, ctx: MatchContext) {
  for (const [countryId, cup] of ctx.cups) {
    const cupRng = rng.fork(`cup:${cup.id}`);
    const clubs = ctx.clubs.filter((c) => c.row.countryId === countryId);
    let alive = cupRng.shuffle(clubs.map((c) => c.row.id));
    const hour = clubs[0]?.country.gameHour ?? 18;
    for (let round = 0; alive.length > 1 && round < SEASON_WEEKS - 1; round++) {
      const startsAt = seasonAt(ctx.season, round, TIMETABLE.cupDay, hour);
      const next: string[] = alive.length % 2 === 1 ? [alive[alive.length - 1]] : [];
      let complete = true;
      for (let i = 0; i + 1 < alive.length; i += 2) {
        const winner = winnerOfRow(book.add(cupRng, cup, "Cup", round + 1, startsAt, { home: alive[i], away: alive[i + 1] }));
        if (winner === null) complete = false;
        else next.push(winner);
      }
      if (!complete) break;
      alive = cupRng.shuffle(next);
    }
  }
}

/**
 * Groups of up to eight national teams, a double round robin on Mondays: in the season being
 * played, around the reference week; in a past one, from its first week, as the clock
 * schedules a season (no game in the off-season week).
 */
export function nationalGames(rng: Rng, book: GameBook, ctx: MatchContext, past = false) {
  for (const isJunior of [false, true]) {
    const ntRng = rng.fork(isJunior ? "national:junior" : "national:senior");
    const event = isJunior ? ctx.championships.junior : ctx.championships.senior;
    const teams = ctx.nationalTeams.filter((t) => t.isJunior === isJunior && t.squad.length >= 5).map((t) => t.row.id);
    for (let g = 0; g < teams.length; g += NATIONAL_GROUP) {
      const group = teams.slice(g, g + NATIONAL_GROUP);
      if (group.length < 2) continue;
      const rounds = doubleRoundRobin(group);
      const firstWeek = past
        ? 0
        : Math.max(0, Math.min(ctx.calendar.weeksIntoSeason - Math.ceil(rounds.length / 2), SEASON_WEEKS - rounds.length));
      rounds.forEach((pairings, r) => {
        if (past && r >= SEASON_WEEKS - 1) return;
        const startsAt = seasonAt(ctx.season, firstWeek + r, TIMETABLE.nationalTeamDay, nationalTeamHourOf(isJunior));
        for (const p of pairings) book.add(ntRng, event, "NationalTeamRoundRobin", r + 1, startsAt, p);
      });
    }
  }
}

/**
 * The off-season week's scrimmages: each club plays two, on the week's league days, against
 * clubs of its league drawn anew for each (`scrimmagePairings`). The clock schedules them as it
 * schedules a season.
 */
export function scrimmageGames(rng: Rng, book: GameBook, ctx: MatchContext) {
  const scrimmageRng = rng.fork("scrimmages");
  const clubsByLeague = new Map<string, string[]>();
  for (const club of ctx.clubs) appendTo(clubsByLeague, club.row.leagueId!, club.row.id);
  for (const league of ctx.leagues) {
    scrimmagePairings(scrimmageRng, clubsByLeague.get(league.row.id) ?? []).forEach((pairings, r) => {
      const startsAt = seasonAt(ctx.season, OFFSEASON_WEEK, leagueDayOf(r), league.country.gameHour);
      for (const p of pairings) book.add(scrimmageRng, ctx.friendlies, "Scrimmage", r + 1, startsAt, p);
    });
  }
}

/** Scrimmages a club plays in the off-season week. */
export const SCRIMMAGES_PER_CLUB = 2;

/** The off-season's scrimmage rounds of a league: its clubs shuffled and paired, once per round. */
export function scrimmagePairings(rng: Rng, clubs: string[]): Pairing[][] {
  return Array.from({ length: SCRIMMAGES_PER_CLUB }, () => {
    const drawn = rng.shuffle(clubs);
    const pairings: Pairing[] = [];
    for (let i = 0; i + 1 < drawn.length; i += 2) pairings.push({ home: drawn[i], away: drawn[i + 1] });
    return pairings;
  });
}

/** The current season's games, into `out`. */
export function makeGames(rng: Rng, ctx: MatchContext, rosters: Rosters, out: GameOutput): void {
  const book = new GameBook(ctx, rosters, out);
  leagueGames(rng, book, ctx);
  cupGames(rng, book, ctx);
  nationalGames(rng, book, ctx);
  scrimmageGames(rng, book, ctx);
}
