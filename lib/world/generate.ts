import { makeArena } from "./arena";
import { makeClubs, UsernameBook, type Club } from "./clubs";
import { makeCups, makeLeagues, makeNationalChampionships } from "./competitions";
import { makeCountries } from "./countries";
import { addDemoAccounts } from "./demo-accounts";
import { makeEconomy } from "./economy";
import { committedByClub, makeMarket } from "./market";
import { makeGames, type Games } from "./matches";
import { openMemberships } from "./memberships";
import { makeNationalTeams } from "./national";
import { applyMoves, pastNationalGames, playPastSeason } from "./past-season";
import { makeRosters } from "./players";
import { Rosters } from "./rosters";
import { Rng } from "./random";
import { makeCalendar, makeSeasons, type Calendar } from "./season";
import { makeFacilities, makeStaff } from "./staff";
import { makeTraining } from "./training";
import type { FacilityRow, GenerateWorldOptions, StaffRow, World } from "./types";

function byTeam<T extends { teamId: string }>(rows: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.teamId);
    if (list) list.push(row);
    else out.set(row.teamId, [row]);
  }
  return out;
}

function clubAssets(root: Rng, clubs: Club[], calendar: Calendar) {
  const arenaRng = root.fork("arenas");
  const staffRng = root.fork("staff");
  const facilityRng = root.fork("facilities");
  const arenas = clubs.map((c) => makeArena(arenaRng, c));
  const staff: StaffRow[] = clubs.flatMap((c) => makeStaff(staffRng, c, calendar));
  const facilities: FacilityRow[] = clubs.flatMap((c) => makeFacilities(facilityRng, c));
  return { arenas, staff, facilities };
}

/**
 * A complete world from a seed: the same seed, reference time and size always give the
 * same world, ids included. Pure: no clock, no global randomness, no I/O.
 */
export function generateWorld(options: GenerateWorldOptions): World {
  const size = options.size ?? 1;
  const referenceTime = new Date((options.referenceTime ?? new Date()).getTime());
  const withDemo = options.withDemoAccounts ?? true;
  const root = new Rng(`world:${options.seed}:${size}`);

  const calendar = makeCalendar(root.fork("calendar"), referenceTime);
  const seasons = makeSeasons(root.fork("seasons"), calendar);
  const [previous, currentSeason] = seasons;
  const countries = makeCountries(root.fork("countries"), size);
  const leagues = makeLeagues(root.fork("leagues"), countries);
  const cups = makeCups(root.fork("cups"), countries);
  const championships = makeNationalChampionships(root.fork("championships"));
  const { clubs, managers } = makeClubs(root.fork("clubs"), leagues, calendar, new UsernameBook());
  const players = makeRosters(root.fork("players"), clubs, countries, calendar);
  const assets = clubAssets(root, clubs, calendar);
  const arenas = new Map(assets.arenas.map((a) => [a.teamId, a]));
  const staff = byTeam(assets.staff);
  const facilities = byTeam(assets.facilities);
  // The last full season, played in the leagues the clubs were in; then they go up and down.
  const pastContext = { calendar, season: previous, leagues, clubs, cups, nationalTeams: [], championships, arenas };
  const past = playPastSeason(root.fork("past season"), pastContext, new Rosters(clubs, []));
  applyMoves(clubs, leagues, past.moves);
  const demo = withDemo ? addDemoAccounts(root.fork("demo"), clubs, managers, calendar) : undefined;
  const nationalTeams = makeNationalTeams(
    root.fork("national"),
    countries,
    clubs,
    players,
    calendar,
    demo?.demo.id ?? null,
    demo ? [demo.rookie.id] : [],
  );
  const market = makeMarket(root.fork("market"), clubs, managers, calendar, demo);
  const rosters = new Rosters(clubs, nationalTeams);
  const pastNational = pastNationalGames(root.fork("past national games"), { ...pastContext, nationalTeams }, rosters);
  const current = makeGames(
    root.fork("games"),
    { calendar, season: currentSeason, leagues, clubs, cups, nationalTeams, championships, arenas },
    rosters,
  );
  const games: Games = {
    matches: [...past.book.games.matches, ...pastNational.matches, ...current.matches],
    matchTeams: [...past.book.games.matchTeams, ...pastNational.matchTeams, ...current.matchTeams],
    lines: [...past.book.games.lines, ...pastNational.lines, ...current.lines],
  };
  const memberships = [...past.memberships, ...openMemberships(clubs, currentSeason)];
  const training = makeTraining(root.fork("training"), { calendar, clubs, rosters, games, staff, facilities }, players);
  const economy = makeEconomy(root.fork("economy"), {
    calendar,
    clubs,
    rosters,
    games,
    transfers: market.transfers,
    committed: committedByClub(market.listings),
    arenas,
    staff,
    facilities,
  });

  return {
    info: { seed: options.seed, referenceTime, size, clockAt: referenceTime },
    demoUsernames: demo ? [demo.demo.username, demo.rookie.username, demo.staff.username] : [],
    managers,
    countries: countries.map((c) => c.row),
    seasons,
    competitions: [...leagues.map((l) => l.row), ...cups.values(), championships.senior, championships.junior],
    teams: [...clubs.map((c) => c.row), ...nationalTeams.map((t) => t.row)],
    memberships,
    players: players.map((p) => p.row),
    arenas: assets.arenas,
    staff: assets.staff,
    facilities: assets.facilities,
    economyWeeks: economy.weeks,
    economyLines: economy.lines,
    trainingPlans: training.plans,
    trainingSessions: training.sessions,
    trainingParticipants: training.participants,
    skillChanges: training.skillChanges,
    breakthroughs: training.breakthroughs,
    matches: games.matches,
    matchTeams: games.matchTeams,
    boxScoreLines: games.lines,
    listings: market.listings,
    bids: market.bids,
  };
}

/** Row counts per table, for reports. */
export function countRows(world: World): Record<string, number> {
  return {
    Manager: world.managers.length,
    Country: world.countries.length,
    Season: world.seasons.length,
    Competition: world.competitions.length,
    Team: world.teams.length,
    LeagueMembership: world.memberships.length,
    Player: world.players.length,
    Arena: world.arenas.length,
    Staff: world.staff.length,
    Facility: world.facilities.length,
    EconomyWeek: world.economyWeeks.length,
    EconomyLine: world.economyLines.length,
    TrainingPlan: world.trainingPlans.length,
    TrainingSession: world.trainingSessions.length,
    TrainingParticipant: world.trainingParticipants.length,
    SkillChange: world.skillChanges.length,
    Breakthrough: world.breakthroughs.length,
    Match: world.matches.length,
    MatchTeam: world.matchTeams.length,
    BoxScoreLine: world.boxScoreLines.length,
    TransferListing: world.listings.length,
    Bid: world.bids.length,
    WorldInfo: 1,
  };
}
