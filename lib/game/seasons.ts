import type { RawBuilder } from "kysely";
import type { Database } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { JsonText, param, prepare, qb, sql, type JsonString, type Statement, timeParam } from "@/lib/sql";

/** The arguments of a statement that reads a season by `seasonQuery`. */
export interface SeasonParams extends Record<string, unknown> {
  /** The `season` query parameter, or null for the season being played at `now`. */
  season: number | null;
  /** The call's time. */
  now: Date;
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
    .where(sql<boolean>`(se.number = ${season}::int OR (${season}::int IS NULL AND se."startsAt" <= ${timeParam("now")}))`)
    .orderBy("se.number", "desc")
    .limit(sql.lit(1));
}

/** Why `seasonQuery` found no row. */
export function seasonNotFound(number: number | null | undefined): AppError {
  return number === null || number === undefined
    ? new AppError("not_found", "No season has started yet.")
    : new AppError("not_found", `Season ${number} does not exist.`);
}

type TeamSeasonParams = SeasonParams & { teamId: string };

/**
 * A statement of a team (`t`) in the season a call asks for (`s`, by `seasonQuery`): the JSON
 * `body` writes, as text, or null when there is no such season. No row: no such team.
 */
export function teamSeasonStatement<Args extends TeamSeasonParams, T>(
  name: string,
  body: RawBuilder<T>,
): Statement<Args, { body: JsonString<T> | null }> {
  return prepare<Args, { body: JsonString<T> | null }>(
    name,
    qb
      .selectFrom("Team as t")
      .leftJoin(seasonQuery().as("s"), (join) => join.onTrue())
      .select(sql<JsonString<T> | null>`CASE WHEN s.id IS NOT NULL THEN (${body})::text END`.as("body"))
      .where("t.id", "=", param<string>("teamId")),
  );
}

/** Runs a `teamSeasonStatement`: 404 for an unknown team, then for an unknown season. */
export async function readTeamSeason<T, Args extends TeamSeasonParams>(
  db: Database,
  statement: Statement<Args, { body: JsonString<T> | null }>,
  args: Args,
): Promise<JsonText<T>> {
  const [row] = await db.sql.rows(statement, args);
  if (!row) throw notFound("Team");
  if (row.body === null) throw seasonNotFound(args.season);
  return new JsonText<T>(row.body);
}
