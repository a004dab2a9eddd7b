import type { Club } from "./clubs";
import type { League } from "./competitions";
import { cupGames, GameBook, leagueGames, nationalGames, scrimmageGames, type GameOutput, type MatchContext } from "./matches";
import { finishedMemberships } from "./memberships";
import { drawPostseason, finalLines, leagueOutcome, promotionMoves, type LeagueOutcome, type Member, type Move } from "./postseason";
import type { Rng } from "./random";
import type { Rosters } from "./rosters";
import type { LeagueMembershipRow, MatchRow } from "./types";

/** The last full season; its league and cup games, every one played, the post-season included, went to the book's output. */
export interface PastSeason {
  /** Every league club's final line. */
  memberships: LeagueMembershipRow[];
  /** Who went up and down at its end. */
  moves: Move[];
}

/**
 * The last full season, played out by the rules the clock plays a season by: the 22 rounds,
 * then each league's post-season as its results draw it (`drawPostseason`), the cup to its
 * final, the off-season's scrimmages, the final lines, and promotion and relegation (`promotionMoves`). The clubs are in
 * the leagues they played it in; `applyMoves` then puts them where the current season has them.
 */
export function playPastSeason(rng: Rng, ctx: MatchContext, rosters: Rosters, out: GameOutput): PastSeason {
  const book = new GameBook(ctx, rosters, out);
  leagueGames(rng, book, ctx);
  const byLeague = new Map<string, MatchRow[]>();
  for (const m of book.games.matches) {
    const list = byLeague.get(m.competitionId) ?? [];
    list.push(m);
    byLeague.set(m.competitionId, list);
  }
  const outcomes = new Map<string, LeagueOutcome>();
  const memberships: LeagueMembershipRow[] = [];
  const membersOf = new Map<string, Member[]>();
  for (const c of ctx.clubs) {
    const list = membersOf.get(c.row.leagueId!) ?? [];
    list.push({ teamId: c.row.id, conference: c.row.conference! });
    membersOf.set(c.row.leagueId!, list);
  }
  for (const league of ctx.leagues) {
    const members = membersOf.get(league.row.id) ?? [];
    const games = byLeague.get(league.row.id) ?? [];
    const postseasonRng = rng.fork(`postseason:${league.row.id}`);
    for (;;) {
      const drawn = drawPostseason(members, games, ctx.season.startsAt, league.country.gameHour);
      if (drawn.length === 0) break;
      for (const g of drawn) {
        const pairing = { home: g.homeTeamId, away: g.awayTeamId };
        games.push(book.add(postseasonRng, league.row, g.kind, g.round, g.startsAt, pairing, g.kind === "LeagueFinal"));
      }
    }
    const outcome = leagueOutcome(members, games);
    outcomes.set(league.row.id, outcome);
    memberships.push(...finishedMemberships(ctx.season, members, finalLines(league.row.id, outcome.ranked)));
  }
  cupGames(rng, book, ctx);
  scrimmageGames(rng, book, ctx);
  const places = ctx.leagues.map((l) => ({ id: l.row.id, countryId: l.row.countryId!, level: l.level, division: l.division }));
  return { memberships, moves: promotionMoves(places, outcomes) };
}

/** Puts each club that went up or down into its new league and conference. */
export function applyMoves(clubs: Club[], leagues: League[], moves: Move[]): void {
  const leagueById = new Map(leagues.map((l) => [l.row.id, l]));
  const clubById = new Map(clubs.map((c) => [c.row.id, c]));
  for (const move of moves) {
    const club = clubById.get(move.teamId)!;
    club.league = leagueById.get(move.leagueId)!;
    club.row.leagueId = move.leagueId;
    club.row.conference = move.conference;
  }
}

/** The past season's national-team round robin, once the squads are called up, into `out`. */
export function pastNationalGames(rng: Rng, ctx: MatchContext, rosters: Rosters, out: GameOutput): void {
  const book = new GameBook(ctx, rosters, out);
  nationalGames(rng, book, ctx, true);
}
