import { AppError } from "@/lib/errors";
import { param, qb, sql } from "@/lib/sql";

/** The arguments of a statement that reads a season by `seasonQuery`. */
export interface SeasonParams extends Record<string, unknown> {
  /** The `season` query parameter, or null for the season being played at `now`. */
  season: number | null;
  /** The call's time, ISO 8601 in UTC. */
  now: string;
}

/**
 * The `season` query parameter as one row (id, number, startsAt, endsAt): the season of that
 * number, or with none given the season being played at `now` (the latest one that has
 * started). No row when there is no such season. The table holds one row per season, so one
 * plan for every value reads it whole.
 */
export function seasonQuery() {
  const season = param<number | null>("season");
  return qb
    .selectFrom("Season as se")
    .select(["se.id", "se.number", "se.startsAt", "se.endsAt"])
    .where(sql<boolean>`(se.number = ${season}::int OR (${season}::int IS NULL AND se."startsAt" <= ${param<string>("now")}::timestamp))`)
    .orderBy("se.number", "desc")
    .limit(sql.lit(1));
}

/** Why `seasonQuery` found no row. */
export function seasonNotFound(number: number | null | undefined): AppError {
  return number === null || number === undefined
    ? new AppError("not_found", "No season has started yet.")
    : new AppError("not_found", `Season ${number} does not exist.`);
}
