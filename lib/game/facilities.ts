import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { BUILDINGS, type Facilities } from "@/lib/game/schemas/training";

type Building = Facilities["facilities"][number]["building"];

const BUILDING_ORDER = new Map<string, number>(BUILDINGS.map((b, i) => [b, i]));

export async function listFacilities(db: Db, teamId: string): Promise<Facilities> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: { id: true, name: true, facilities: { select: { building: true, level: true, weeklyUpkeep: true } } },
  });
  if (!team) throw notFound("Club");
  const facilities = team.facilities
    .sort((a, b) => (BUILDING_ORDER.get(a.building) ?? 99) - (BUILDING_ORDER.get(b.building) ?? 99))
    .map((f) => ({ building: f.building as Building, level: f.level, weeklyUpkeep: f.weeklyUpkeep }));
  return {
    team: { id: team.id, name: team.name },
    facilities,
    weeklyUpkeep: facilities.reduce((sum, f) => sum + f.weeklyUpkeep, 0),
  };
}
