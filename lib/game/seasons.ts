import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export interface SeasonRow {
  id: string;
  number: number;
  startsAt: Date;
  endsAt: Date;
}

/** The season being played at `now`: the latest one that has started. */
export async function currentSeason(db: Db, now: Date): Promise<SeasonRow> {
  const season = await db.season.findFirst({ where: { startsAt: { lte: now } }, orderBy: { number: "desc" } });
  if (!season) throw new AppError("not_found", "No season has started yet.");
  return season;
}

/** `season` query parameter: the given number (404 when unknown), or the current season. */
export async function resolveSeason(db: Db, number: number | undefined, now: Date): Promise<SeasonRow> {
  if (number === undefined) return currentSeason(db, now);
  const season = await db.season.findUnique({ where: { number } });
  if (!season) throw new AppError("not_found", `Season ${number} does not exist.`);
  return season;
}
