import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { Facilities } from "@/lib/game/schemas/training";
import { BUILDINGS } from "@/lib/vocabulary";

const BUILDING_ORDER = new Map(BUILDINGS.map((b, i) => [b, i]));

export async function listFacilities(db: Db, teamId: string): Promise<Facilities> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: { id: true, name: true, facilities: { select: { building: true, level: true, weeklyUpkeep: true } } },
  });
  if (!team) throw notFound("Club");
  const facilities = team.facilities
    .sort((a, b) => BUILDING_ORDER.get(a.building)! - BUILDING_ORDER.get(b.building)!)
    .map((f) => ({ building: f.building, level: f.level, weeklyUpkeep: f.weeklyUpkeep }));
  return {
    team: { id: team.id, name: team.name },
    facilities,
    weeklyUpkeep: facilities.reduce((sum, f) => sum + f.weeklyUpkeep, 0),
  };
}
