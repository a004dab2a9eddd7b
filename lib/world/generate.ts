import { fitArena, makeArena } from "./arena";
import { TABLES } from "./bulk";
import { groupBy } from "./group";
import { makeClubs, UsernameBook, type Club } from "./clubs";
import { makeCups, makeFriendlies, makeLeagues, makeNationalChampionships } from "./competitions";
import { makeCountries } from "./countries";
import { addDemoAccounts } from "./demo-accounts";
import { BANK_HORIZON_WEEKS, expectedIncome, generatedBank, HOME_GAMES_PER_WEEK, targetBank } from "./budget";
import { ECONOMY_WEEKS, makeEconomy } from "./economy";
import { committedByClub, makeMarket } from "./market";
import { HomeCrowds, makeGames, type GameOutput } from "./matches";
import { openMemberships } from "./memberships";
import { makeNationalTeams } from "./national";
import { applyMoves, pastNationalGames, playPastSeason } from "./past-season";
import { makeRosters } from "./players";
import { Rosters } from "./rosters";
import { Rng } from "./random";
import { addMs, makeCalendar, makeSeasons, WEEK, type Calendar } from "./season";
import { makeFacilities, makeStaff } from "./staff";
import { PlayedMinutes } from "./played-minutes";
import { makeTraining } from "./training";
import {
  STREAMED_KEYS,
  type ArenaRow,
  type FacilityRow,
  type GenerateWorldOptions,
  type StaffRow,
  type World,
  type WorldCore,
  type WorldSink,
} from "./types";

const byTeam = <T extends { teamId: string }>(rows: T[]): Map<string, T[]> => groupBy(rows, (row) => row.teamId);

/**
 * Each club's arena, staff and buildings. A club's arena is sized to what it pays its players
 * (`fitArena`): its manager holds wages to what the club earns (lib/world/manager.ts), so a
 * club generated with dearer players than its earnings would have to sell them at once.
 * `refit` sizes it again for the league a club went to at the last season's end: a club that
 * went down, earning less there, gets the larger hall its wages need (never a smaller one: the
 * last season's crowds were in it).
 */
function clubAssets(root: Rng, clubs: Club[], calendar: Calendar) {
  const arenaRng = root.fork("arenas");
  const staffRng = root.fork("staff");
  const facilityRng = root.fork("facilities");
  const fitRng = root.fork("arena fit");
  const staff: StaffRow[] = clubs.flatMap((c) => makeStaff(staffRng, c, calendar));
  const facilities: FacilityRow[] = clubs.flatMap((c) => makeFacilities(facilityRng, c));
  const staffOf = byTeam(staff);
  const facilitiesOf = byTeam(facilities);
  const beforeGate = (club: Club) => {
    const buildings = facilitiesOf.get(club.row.id) ?? [];
    return expectedIncome({
      level: club.league.level,
      fanShop: buildings.find((f) => f.building === "FanShop")?.level ?? 0,
      staffSalaries: (staffOf.get(club.row.id) ?? []).reduce((sum, s) => sum + s.salary, 0),
      upkeep: buildings.reduce((sum, f) => sum + f.weeklyUpkeep, 0),
      arena: null,
      bank: generatedBank(club.row.id),
    });
  };
  // The income each club needs: such that the wage budget its bank makes (`wageBudget`) is about its payroll.
  const wanted = new Map(
    clubs.map((club) => {
      const payroll = club.players.reduce((sum, p) => sum + p.row.salary, 0);
      const bankTerm = (generatedBank(club.row.id) - targetBank(club.row.id)) / BANK_HORIZON_WEEKS;
      return [club.row.id, payroll * fitRng.float(0.96, 1.08) - bankTerm];
    }),
  );
  const gateWanted = (club: Club) => (wanted.get(club.row.id)! - beforeGate(club)) / HOME_GAMES_PER_WEEK;
  const arenas = clubs.map((club) => fitArena(makeArena(arenaRng, club), club.league.level, gateWanted(club)));
  const refit = (club: Club, arena: ArenaRow) => fitArena(arena, club.league.level, gateWanted(club), { grow: true });
  return { arenas, staff, facilities, refit };
}

/**
 * A complete world from a seed: the same seed, reference time and size always give the
 * same world, ids included. Pure: no clock, no global randomness, no I/O.
 */
export function generateWorld(options: GenerateWorldOptions): World {
  const streamed = Object.fromEntries(STREAMED_KEYS.map((key) => [key, [] as object[]])) as Pick<World, keyof WorldSink>;
  const sink = Object.fromEntries(
    STREAMED_KEYS.map((key) => [key, (row: object) => void (streamed[key] as object[]).push(row)]),
  ) as WorldSink;
  const core = streamWorld(options, sink);
  return { ...core, ...streamed };
}

/**
 * The same world, its streamed rows (games and box scores, training participants and skill
 * changes, ledger lines) handed to `sink` as they are made, in the order `generateWorld` lists them, and the rest
 * returned: what a world of any size keeps in memory while it is written.
 */
export function streamWorld(options: GenerateWorldOptions, sink: WorldSink): WorldCore {
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
  const friendlies = makeFriendlies(root.fork("friendlies"));
  const { clubs, managers } = makeClubs(root.fork("clubs"), leagues, calendar, new UsernameBook());
  const players = makeRosters(root.fork("players"), clubs, countries, calendar);
  const assets = clubAssets(root, clubs, calendar);
  const arenas = new Map(assets.arenas.map((a) => [a.teamId, a]));
  const staff = byTeam(assets.staff);
  const facilities = byTeam(assets.facilities);
  // The last full season, played in the leagues the clubs were in; then they go up and down.
  const pastContext = { calendar, season: previous, leagues, clubs, cups, nationalTeams: [], championships, friendlies, arenas };
  const played: GameOutput = {
    sink,
    minutes: new PlayedMinutes(calendar),
    crowds: new HomeCrowds(addMs(calendar.currentWeekStart, -(ECONOMY_WEEKS - 1) * WEEK), addMs(calendar.currentWeekStart, WEEK)),
  };
  const past = playPastSeason(root.fork("past season"), pastContext, new Rosters(clubs, []), played);
  const levelBefore = new Map(clubs.map((club) => [club.row.id, club.league.level]));
  applyMoves(clubs, leagues, past.moves);
  for (const club of clubs) {
    if (club.league.level !== levelBefore.get(club.row.id)) arenas.set(club.row.id, assets.refit(club, arenas.get(club.row.id)!));
  }
  const incomeOf = (club: Club) =>
    expectedIncome({
      level: club.league.level,
      fanShop: facilities.get(club.row.id)?.find((f) => f.building === "FanShop")?.level ?? 0,
      staffSalaries: (staff.get(club.row.id) ?? []).reduce((sum, s) => sum + s.salary, 0),
      upkeep: (facilities.get(club.row.id) ?? []).reduce((sum, f) => sum + f.weeklyUpkeep, 0),
      arena: arenas.get(club.row.id) ?? null,
    });
  const wagesShare = (club: Club) => club.players.reduce((sum, p) => sum + p.row.salary, 0) / Math.max(1, incomeOf(club));
  const demo = withDemo ? addDemoAccounts(root.fork("demo"), clubs, managers, calendar, wagesShare) : undefined;
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
  pastNationalGames(root.fork("past national games"), { ...pastContext, nationalTeams }, rosters, played);
  makeGames(
    root.fork("games"),
    { calendar, season: currentSeason, leagues, clubs, cups, nationalTeams, championships, friendlies, arenas },
    rosters,
    played,
  );
  const memberships = [...past.memberships, ...openMemberships(clubs, currentSeason)];
  const training = makeTraining(root.fork("training"), { calendar, clubs, rosters, played: played.minutes, staff, facilities }, sink);
  played.minutes.clear();
  makeEconomy(
    root.fork("economy"),
    {
      calendar,
      clubs,
      rosters,
      crowds: played.crowds,
      transfers: market.transfers,
      committed: committedByClub(market.listings),
      arenas,
      staff,
      facilities,
    },
    sink,
  );

  return {
    info: { seed: options.seed, referenceTime, size, clockAt: referenceTime },
    demoUsernames: demo ? [demo.demo.username, demo.rookie.username, demo.staff.username] : [],
    managers,
    countries: countries.map((c) => c.row),
    seasons,
    competitions: [...leagues.map((l) => l.row), ...cups.values(), championships.senior, championships.junior, friendlies],
    teams: [...clubs.map((c) => c.row), ...nationalTeams.map((t) => t.row)],
    memberships,
    players: players.map((p) => p.row),
    arenas: [...arenas.values()],
    staff: assets.staff,
    facilities: assets.facilities,
    trainingPlans: training.plans,
    breakthroughs: training.breakthroughs,
    listings: market.listings,
    bids: market.bids,
  };
}

/** Row counts per table, for reports, in the order the world is written (./bulk.ts, as the spool counts them). */
export function countRows(world: World): Record<string, number> {
  return Object.fromEntries(TABLES.map(([table, , rowsOf]) => [table, rowsOf(world).length]));
}
