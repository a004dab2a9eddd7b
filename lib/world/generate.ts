import { makeArena } from "./arena";
import { TABLES } from "./bulk";
import { groupBy } from "./group";
import { makeClubs, UsernameBook, type Club } from "./clubs";
import { makeCups, makeLeagues, makeNationalChampionships } from "./competitions";
import { makeCountries } from "./countries";
import { addDemoAccounts } from "./demo-accounts";
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
  type FacilityRow,
  type GenerateWorldOptions,
  type StaffRow,
  type World,
  type WorldCore,
  type WorldSink,
} from "./types";

const byTeam = <T extends { teamId: string }>(rows: T[]): Map<string, T[]> => groupBy(rows, (row) => row.teamId);

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
  const { clubs, managers } = makeClubs(root.fork("clubs"), leagues, calendar, new UsernameBook());
  const players = makeRosters(root.fork("players"), clubs, countries, calendar);
  const assets = clubAssets(root, clubs, calendar);
  const arenas = new Map(assets.arenas.map((a) => [a.teamId, a]));
  const staff = byTeam(assets.staff);
  const facilities = byTeam(assets.facilities);
  // The last full season, played in the leagues the clubs were in; then they go up and down.
  const pastContext = { calendar, season: previous, leagues, clubs, cups, nationalTeams: [], championships, arenas };
  const played: GameOutput = {
    sink,
    minutes: new PlayedMinutes(calendar),
    crowds: new HomeCrowds(addMs(calendar.currentWeekStart, -(ECONOMY_WEEKS - 1) * WEEK), addMs(calendar.currentWeekStart, WEEK)),
  };
  const past = playPastSeason(root.fork("past season"), pastContext, new Rosters(clubs, []), played);
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
  pastNationalGames(root.fork("past national games"), { ...pastContext, nationalTeams }, rosters, played);
  makeGames(
    root.fork("games"),
    { calendar, season: currentSeason, leagues, clubs, cups, nationalTeams, championships, arenas },
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
    competitions: [...leagues.map((l) => l.row), ...cups.values(), championships.senior, championships.junior],
    teams: [...clubs.map((c) => c.row), ...nationalTeams.map((t) => t.row)],
    memberships,
    players: players.map((p) => p.row),
    arenas: assets.arenas,
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
