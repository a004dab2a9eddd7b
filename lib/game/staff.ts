import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { StaffList } from "@/lib/game/schemas/training";
import { STAFF_TYPES } from "@/lib/vocabulary";

const TYPE_ORDER = new Map(STAFF_TYPES.map((t, i) => [t, i]));

/** The club's staff in post order (coach first), then by name. */
export async function listStaff(db: Db, teamId: string): Promise<StaffList> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      name: true,
      staff: { select: { id: true, name: true, type: true, level: true, specialty: true, salary: true, hiredAt: true } },
    },
  });
  if (!team) throw notFound("Club");
  const staff = team.staff
    .sort((a, b) => TYPE_ORDER.get(a.type)! - TYPE_ORDER.get(b.type)! || a.name.localeCompare(b.name))
    .map((s) => ({
      id: s.id,
      name: s.name,
      type: s.type,
      level: s.level,
      specialty: s.specialty,
      salary: s.salary,
      hiredAt: s.hiredAt.toISOString(),
    }));
  return {
    team: { id: team.id, name: team.name },
    staff,
    weeklySalaries: staff.reduce((sum, s) => sum + s.salary, 0),
  };
}
