import type { Database } from "@/lib/db";
import type { StaffList } from "@/lib/game/schemas/training";
import { byName, isoTime, JsonText, jsonAgg, jsonObject, jsonText, param, prepare, qb, refJson, sql, type JsonString } from "@/lib/sql";

type Member = StaffList["staff"][number];

/**
 * The club and its staff in post order (the `StaffType` vocabulary's, coach first), then by
 * name, with the week's salaries: one statement in which PostgreSQL writes the JSON.
 */
const STAFF = prepare<{ teamId: string }, { body: JsonString<StaffList> }>(
  "staff",
  qb
    .selectFrom("Team as t")
    .select(
      jsonText(sql<StaffList>`(SELECT ${jsonObject<StaffList>({
        team: refJson("t").$notNull(),
        staff: jsonAgg(
          jsonObject<Member>({
            id: sql<string>`s.id`,
            name: sql<string>`s.name`,
            type: sql<Member["type"]>`s.type`,
            level: sql<Member["level"]>`s.level`,
            specialty: sql<Member["specialty"]>`s.specialty`,
            salary: sql<number>`s.salary`,
            hiredAt: isoTime(sql<Date>`s."hiredAt"`),
          }),
          sql`s.type, ${byName(sql`s.name`)}, s.id`,
        ),
        weeklySalaries: sql<number>`COALESCE(sum(s.salary), 0)::int`,
      })}
        FROM "Staff" s WHERE s."teamId" = t.id)`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function listStaff(db: Database, teamId: string): Promise<JsonText<StaffList>> {
  return db.sql.answer(STAFF, { teamId }, "Club");
}
