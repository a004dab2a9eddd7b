import type { Database } from "@/lib/db";
import type { StaffList } from "@/lib/game/schemas/training";
import { asText, byName, isoTime, JsonText, param, prepare, qb, refJson, sql } from "@/lib/sql";

/**
 * The club and its staff in post order (the `StaffType` vocabulary's, coach first), then by
 * name, with the week's salaries: one statement in which PostgreSQL writes the JSON.
 */
const STAFF = prepare<{ teamId: string }, { body: string }>(
  "staff",
  qb
    .selectFrom("Team as t")
    .select(
      asText(sql`(SELECT json_build_object(
        'team', ${refJson("t")},
        'staff', COALESCE(json_agg(json_build_object(
            'id', s.id, 'name', s.name, 'type', s.type, 'level', s.level, 'specialty', s.specialty,
            'salary', s.salary, 'hiredAt', ${isoTime(sql`s."hiredAt"`)}) ORDER BY s.type, ${byName(sql`s.name`)}, s.id), '[]'::json),
        'weeklySalaries', COALESCE(sum(s.salary), 0)::int)
        FROM "Staff" s WHERE s."teamId" = t.id)`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function listStaff(db: Database, teamId: string): Promise<JsonText<StaffList>> {
  return db.sql.answer(STAFF, { teamId }, "Club");
}
