import type { Club } from "./clubs";
import type { Rng } from "./random";
import { addMs, DAY, type Calendar } from "./season";
import type { ManagerRow, WorldCore } from "./types";

export interface DemoAccounts {
  demo: ManagerRow;
  rookie: ManagerRow;
  staff: ManagerRow;
  demoClub: Club;
  rookieClub: Club;
}

/**
 * The first managed club of `level` in the country at `countryIndex` whose wages its income pays
 * with room to spare (the clock never runs a person's club: it must not sink on its own), else
 * the one with the most room.
 */
function managedClub(clubs: Club[], level: number, countryIndex: number, countryIds: string[], wagesShare: (club: Club) => number): Club {
  const countryId = countryIds[Math.min(countryIndex, countryIds.length - 1)];
  const candidates = clubs.filter((c) => c.row.managerId && c.league.level === level && c.row.countryId === countryId);
  if (candidates.length === 0) throw new Error(`no managed level-${level} club for a demo account`);
  return candidates.find((c) => wagesShare(c) <= DEMO_WAGES_SHARE) ?? candidates.reduce((a, b) => (wagesShare(b) < wagesShare(a) ? b : a));
}

/** The most of its expected income (before wages) a demo club's wages take. */
export const DEMO_WAGES_SHARE = 0.9;

/**
 * `demo` (a supporter) takes over a top-league club of the first country, `rookie` a
 * second-level club elsewhere, each one whose wages its income pays (`wagesShare`: wages over
 * the income a week brings before them); `staff` runs nothing. The club's generated manager is
 * renamed, so ids and everything else stay as generated, and is no longer simulated: people
 * sign in as these accounts, and the clock never trades for their clubs.
 */
export function addDemoAccounts(
  rng: Rng,
  clubs: Club[],
  managers: ManagerRow[],
  calendar: Calendar,
  wagesShare: (club: Club) => number,
): DemoAccounts {
  const countryIds = [...new Set(clubs.map((c) => c.row.countryId))];
  const byId = new Map(managers.map((m) => [m.id, m]));
  const demoClub = managedClub(clubs, 1, 0, countryIds, wagesShare);
  const rookieClub = managedClub(clubs, 2, 1, countryIds, wagesShare);
  const demo = byId.get(demoClub.row.managerId!)!;
  const rookie = byId.get(rookieClub.row.managerId!)!;
  Object.assign(demo, { username: "demo", isSupporter: true, isSimulated: false });
  Object.assign(rookie, { username: "rookie", isSupporter: false, isSimulated: false });
  const staff: ManagerRow = {
    id: rng.uuid(),
    username: "staff",
    passwordHash: "!",
    isSupporter: true,
    role: "Staff",
    isSimulated: false,
    createdAt: addMs(calendar.referenceTime, -400 * DAY),
  };
  managers.push(staff);
  return { demo, rookie, staff, demoClub, rookieClub };
}

/** The world with the demo accounts' password hash set (they keep an unusable one without it). */
export function withDemoPassword<W extends WorldCore>(world: W, hash: string | undefined): W {
  if (!hash) return world;
  const demo = new Set(world.demoUsernames);
  return { ...world, managers: world.managers.map((m) => (demo.has(m.username) ? { ...m, passwordHash: hash } : m)) };
}
