import type { Database } from "@/lib/db";
import type { Facilities } from "@/lib/game/schemas/training";
import { asText, JsonText, param, prepare, qb, refJson, sql } from "@/lib/sql";

/**
 * The club and its buildings in the `Building` vocabulary's order, with the week's upkeep:
 * one statement in which PostgreSQL writes the JSON.
 */
const FACILITIES = prepare<{ teamId: string }, { body: string }>(
  "facilities",
  qb
    .selectFrom("Team as t")
    .select(
      asText(sql`(SELECT json_build_object(
        'team', ${refJson("t")},
        'facilities', COALESCE(json_agg(json_build_object(
            'building', f.building, 'level', f.level, 'weeklyUpkeep', f."weeklyUpkeep") ORDER BY f.building), '[]'::json),
        'weeklyUpkeep', COALESCE(sum(f."weeklyUpkeep"), 0)::int)
        FROM "Facility" f WHERE f."teamId" = t.id)`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function listFacilities(db: Database, teamId: string): Promise<JsonText<Facilities>> {
  return db.sql.answer(FACILITIES, { teamId }, "Club");
}
