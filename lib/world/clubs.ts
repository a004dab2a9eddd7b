import type { League } from "./competitions";
import type { CountryProfile } from "./countries";
import { CLUB_NICKNAMES, usernameCandidate } from "./names";
import type { Rng } from "./random";
import { addMs, DAY, type Calendar } from "./season";
import type { ManagerRow, PlayerRow, PlayerTendencies, TeamRow } from "./types";

export interface PlayerState {
  row: PlayerRow;
  /** Worth at the best position (weighted skills). */
  score: number;
  /** When the current injury began; null when healthy. */
  injuredSince: Date | null;
  /** The club the player left this season through a completed auction. */
  formerClub: { teamId: string; leftAt: Date } | null;
  /** The match engine's tendencies, made from `row.skills` on first use: skills do not move within a season there. */
  tendencies?: PlayerTendencies;
}

export interface Club {
  row: TeamRow;
  league: League;
  country: CountryProfile;
  city: string;
  /** Typical talent of its players. */
  quality: number;
  players: PlayerState[];
}

export const TEAMS_PER_LEAGUE = 16;
export const CONFERENCES = ["A", "B"] as const;

const MANAGED_SHARE: Record<number, number> = { 1: 0.95, 2: 0.85, 3: 0.65 };
const LEVEL_QUALITY: Record<number, number> = { 1: 12, 2: 10, 3: 8.5 };
/** Typical talent of a club's players by its league level. */
export const levelQuality = (level: number) => LEVEL_QUALITY[level] ?? 7.5;
const LOCAL_PREFIXES: Partial<Record<string, string[]>> = {
  balkan: ["KK", "BC"],
  baltic: ["BC", "BK"],
  es: ["CB", "Club"],
  it: ["Pallacanestro", "Virtus"],
  greek: ["AO", "GS"],
  turk: ["Spor", "BK"],
  slavic: ["BK", "KS"],
  nordic: ["BK", "IK"],
  fr: ["BC", "Élan"],
  de: ["BG", "TSV"],
};

function clubName(rng: Rng, country: CountryProfile, city: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 40; attempt++) {
    const prefixes = LOCAL_PREFIXES[country.region];
    const name = prefixes && rng.chance(0.25) ? `${rng.pick(prefixes)} ${city}` : `${city} ${rng.pick(CLUB_NICKNAMES)}`;
    if (!taken.has(name)) return name;
  }
  let n = 2;
  const base = `${city} ${rng.pick(CLUB_NICKNAMES)}`;
  while (taken.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

/**
 * Three letters for a club, unique among `taken` (its league's): the initials of a long name or
 * the start of its first word, else the first letter with two later letters of the name, in order.
 */
export function shortNameOf(name: string, taken: Set<string> = new Set()): string {
  const words = name
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .split(" ")
    .filter(Boolean);
  const letters = words.length >= 3 ? words.map((w) => w[0]).join("") : (words[0] ?? "CLB").slice(0, 3);
  const preferred = letters.slice(0, 3).toUpperCase().padEnd(3, "X");
  if (!taken.has(preferred)) return preferred;
  const all = words.join("").toUpperCase();
  for (let i = 1; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const candidate = `${all[0]}${all[i]}${all[j]}`;
      if (!taken.has(candidate)) return candidate;
    }
  }
  for (let n = 0; ; n++) if (!taken.has(`${all[0]}${all[1] ?? "X"}${n}`)) return `${all[0]}${all[1] ?? "X"}${n}`;
}

export class UsernameBook {
  private readonly taken = new Set<string>(["demo", "rookie", "staff"]);

  next(rng: Rng, country: CountryProfile): string {
    for (;;) {
      const candidate = usernameCandidate(rng, country.region);
      if (candidate.length >= 3 && !this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
  }
}

/** Sixteen clubs per league in two conferences of eight; most have a manager, the rest are bots. */
export function makeClubs(
  rng: Rng,
  leagues: League[],
  calendar: Calendar,
  usernames: UsernameBook,
): { clubs: Club[]; managers: ManagerRow[] } {
  const clubs: Club[] = [];
  const managers: ManagerRow[] = [];
  const takenNames = new Set<string>();
  // Short names are unique in a country, so clubs that go up or down never meet their own.
  const shortNamesOf = new Map<string, Set<string>>();
  for (const league of leagues) {
    const leagueQuality = levelQuality(league.level);
    const shortNames = shortNamesOf.get(league.country.row.id) ?? new Set<string>();
    shortNamesOf.set(league.country.row.id, shortNames);
    for (let i = 0; i < TEAMS_PER_LEAGUE; i++) {
      const city = rng.pick(league.country.cities);
      const name = clubName(rng, league.country, city, takenNames);
      takenNames.add(name);
      // Founded before the previous season began (at most 22 weeks ago), which it has a line for.
      const createdAt = addMs(calendar.referenceTime, -rng.int(170, 4000) * DAY);
      const managed = rng.chance(MANAGED_SHARE[league.level] ?? 0.5);
      let managerId: string | null = null;
      if (managed) {
        const manager: ManagerRow = {
          id: rng.uuid(),
          username: usernames.next(rng, league.country),
          passwordHash: "!",
          isSupporter: rng.chance(0.3),
          role: "Manager",
          isSimulated: true,
          createdAt: addMs(createdAt, -rng.int(0, 30) * DAY),
        };
        managers.push(manager);
        managerId = manager.id;
      }
      const shortName = shortNameOf(name, shortNames);
      shortNames.add(shortName);
      clubs.push({
        row: {
          id: rng.uuid(),
          kind: "Club",
          name,
          shortName,
          countryId: league.country.row.id,
          leagueId: league.row.id,
          conference: CONFERENCES[i < TEAMS_PER_LEAGUE / 2 ? 0 : 1],
          managerId,
          isBot: !managed,
          createdAt,
        },
        league,
        country: league.country,
        city,
        quality: leagueQuality + rng.normal(0, 1),
        players: [],
      });
    }
  }
  return { clubs, managers };
}
