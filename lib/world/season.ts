import type { Rng } from "./random";
import type { SeasonRow } from "./types";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
export const SEASON_WEEKS = 14;
/** Regular season (22 rounds, two a week) then playoffs; the last week is the off-season. */
export const OFFSEASON_WEEK = SEASON_WEEKS - 1;
export const TRAINING_WEEKS = 6;

/** Day offsets inside a game week, which starts on Friday. */
export const WEEKDAY = { Friday: 0, Saturday: 1, Monday: 3, Tuesday: 4, Wednesday: 5, Thursday: 6 } as const;

/**
 * The world's timetable, in UTC: the generator and the clock take every game's day and hour
 * from here, and the guide "When the world changes" shows it (app/docs/guides/world-changes).
 */
export const TIMETABLE = {
  /** League rounds alternate between these days (the first round on the first), playoffs and relegation series too. */
  leagueDays: [WEEKDAY.Saturday, WEEKDAY.Tuesday],
  /** The week (0-based) of the quarterfinals, semifinals and relegation series, and of the final. */
  postseasonWeeks: { quarterfinals: 11, final: 12 },
  /** A best-of-three's third game, when needed, on the Wednesday of its week. */
  deciderDay: WEEKDAY.Wednesday,
  /** A country's game hour, for its leagues and its cup: one of these, by the country's place in the list. */
  gameHours: [16, 17, 18, 19, 20],
  cupDay: WEEKDAY.Thursday,
  nationalTeamDay: WEEKDAY.Monday,
  nationalTeamHour: { senior: 18, junior: 16 },
} as const;

/** The game hour of the country at `index` in the list of countries. */
export const gameHourOf = (index: number): number => TIMETABLE.gameHours[index % TIMETABLE.gameHours.length];

/** The day of league round `round` (0-based). */
export const leagueDayOf = (round: number): number => TIMETABLE.leagueDays[round % TIMETABLE.leagueDays.length];

/** The hour of a national team's games. */
export const nationalTeamHourOf = (isJunior: boolean): number => TIMETABLE.nationalTeamHour[isJunior ? "junior" : "senior"];

// Season 70 began near this Friday; seasons before and after follow every 14 weeks.
const SEASON_70_EPOCH = Date.UTC(2026, 0, 2);

export interface Calendar {
  referenceTime: Date;
  currentSeasonNumber: number;
  /** Friday 00:00 UTC that opened the current season. */
  seasonStart: Date;
  /** Whole weeks of the current season already over at the reference time (5 to 8). */
  weeksIntoSeason: number;
  /** The most recent week start (Friday 00:00 UTC) at or before the reference time. */
  currentWeekStart: Date;
  /** Sessions older than this have no recorded conditions. */
  apiLaunchedAt: Date;
}

export function fridayOnOrBefore(time: Date): Date {
  const midnight = Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());
  const daysSinceFriday = (new Date(midnight).getUTCDay() - 5 + 7) % 7;
  return new Date(midnight - daysSinceFriday * DAY);
}

export const addMs = (time: Date, ms: number) => new Date(time.getTime() + ms);

export function makeCalendar(rng: Rng, referenceTime: Date): Calendar {
  const currentWeekStart = fridayOnOrBefore(referenceTime);
  const weeksIntoSeason = rng.int(5, 8);
  const seasonStart = addMs(currentWeekStart, -weeksIntoSeason * WEEK);
  const seasonsSinceEpoch = Math.floor((seasonStart.getTime() - SEASON_70_EPOCH) / (SEASON_WEEKS * WEEK));
  return {
    referenceTime,
    currentSeasonNumber: Math.max(2, 70 + seasonsSinceEpoch),
    seasonStart,
    weeksIntoSeason,
    currentWeekStart,
    apiLaunchedAt: addMs(referenceTime, -4 * WEEK),
  };
}

/**
 * The seasons the world keeps: the last full one (played out, with its post-season) and the
 * current one, back to back, 14 weeks each. Earlier season numbers are not kept.
 */
export function makeSeasons(rng: Rng, calendar: Calendar): SeasonRow[] {
  const seasons: SeasonRow[] = [];
  for (let number = calendar.currentSeasonNumber - 1; number <= calendar.currentSeasonNumber; number++) {
    const startsAt = addMs(calendar.seasonStart, -(calendar.currentSeasonNumber - number) * SEASON_WEEKS * WEEK);
    seasons.push({ id: rng.uuid(), number, startsAt, endsAt: addMs(startsAt, SEASON_WEEKS * WEEK) });
  }
  return seasons;
}

/** Start of game-week `week` of a season, plus a day offset and an hour. */
export function seasonAt(season: { startsAt: Date }, week: number, day: number, hour: number): Date {
  return addMs(season.startsAt, week * WEEK + day * DAY + hour * HOUR);
}

/** Week index inside the current season (negative before it began). */
export function seasonWeekOf(calendar: Calendar, time: Date): number {
  return Math.floor((time.getTime() - calendar.seasonStart.getTime()) / WEEK);
}

export function isOffseasonWeek(week: number): boolean {
  const inSeason = ((week % SEASON_WEEKS) + SEASON_WEEKS) % SEASON_WEEKS;
  return inSeason === OFFSEASON_WEEK;
}
