import type { Database } from "@/lib/db";
import type { Facilities } from "@/lib/game/schemas/training";
import { JsonText, jsonAgg, jsonObject, jsonText, param, prepare, qb, refJson, sql, type JsonString } from "@/lib/sql";

type Facility = Facilities["facilities"][number];

/**
 * The club and its buildings in the `Building` vocabulary's order, with the week's upkeep:
 * one statement in which PostgreSQL writes the JSON.
 */
const FACILITIES = prepare<{ teamId: string }, { body: JsonString<Facilities> }>(
  "facilities",
  qb
    .selectFrom("Team as t")
    .select(
      jsonText(sql<Facilities>`(SELECT ${jsonObject<Facilities>({
        team: refJson("t").$notNull(),
        facilities: jsonAgg(
          jsonObject<Facility>({
            building: sql<Facility["building"]>`f.building`,
            level: sql<number>`f.level`,
            weeklyUpkeep: sql<number>`f."weeklyUpkeep"`,
          }),
          sql`f.building`,
        ),
        weeklyUpkeep: sql<number>`COALESCE(sum(f."weeklyUpkeep"), 0)::int`,
      })}
        FROM "Facility" f WHERE f."teamId" = t.id)`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function listFacilities(db: Database, teamId: string): Promise<JsonText<Facilities>> {
  return db.sql.answer(FACILITIES, { teamId }, "Club");
}
