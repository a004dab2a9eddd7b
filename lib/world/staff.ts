import type { Club } from "./clubs";
import { personName } from "./names";
import { clamp, type Rng } from "./random";
import { addMs, DAY, type Calendar } from "./season";
import { STAFF_LEVELS } from "@/lib/vocabulary";
import type { FacilityRow, StaffRow } from "./types";

/**
 * A staff member's weekly salary by level (Minimal to WorldRenowned), before his type's share: a
 * club's staff cost 45k to 60k a week in the game, a little less in the lower leagues.
 */
const LEVEL_SALARY = [7_000, 8_800, 10_600, 12_400, 14_200, 16_000];

// Doctor, Trainer and PR manager specialties are the game's; the others are chosen to fit.
const STAFF_TYPES: { type: StaffRow["type"]; share: number; specialties: string[]; pay: number }[] = [
  { type: "Coach", share: 1, specialties: ["Offense", "Defense", "Player Development"], pay: 1.4 },
  { type: "AssistantCoach", share: 0.6, specialties: ["Scouting", "Shooting"], pay: 0.8 },
  { type: "YouthTrainer", share: 0.8, specialties: ["Youth Development", "Talent Spotting"], pay: 0.9 },
  { type: "Doctor", share: 0.7, specialties: ["Taping Injuries", "Massage"], pay: 1 },
  { type: "Trainer", share: 0.6, specialties: ["Career Extension", "Fitness"], pay: 1 },
  { type: "PRManager", share: 0.5, specialties: ["Crowd Involvement", "National Appeal"], pay: 0.9 },
];

const BUILDINGS: { building: FacilityRow["building"]; upkeepPerLevel: number }[] = [
  { building: "TrainingCourt", upkeepPerLevel: 1200 },
  { building: "Gym", upkeepPerLevel: 1000 },
  { building: "MedicalCenter", upkeepPerLevel: 900 },
  { building: "YouthAcademy", upkeepPerLevel: 800 },
  { building: "FanShop", upkeepPerLevel: 700 },
  { building: "Restaurant", upkeepPerLevel: 600 },
];

/** Level index 0..5: richer, higher clubs hire better staff and build more. */
function levelIndex(rng: Rng, club: Club): number {
  return Math.round(clamp(rng.normal(4.2 - club.league.level * 0.8, 1), 0, 5));
}

export function makeStaff(rng: Rng, club: Club, calendar: Calendar): StaffRow[] {
  return STAFF_TYPES.filter((t) => t.type === "Coach" || rng.chance(t.share)).map((t) => {
    const level = levelIndex(rng, club);
    const { firstName, lastName } = personName(rng, club.country.region);
    return {
      id: rng.uuid(),
      teamId: club.row.id,
      name: `${firstName} ${lastName}`,
      type: t.type,
      level: STAFF_LEVELS[level],
      specialty: rng.chance(0.9) ? rng.pick(t.specialties) : null,
      salary: Math.round(LEVEL_SALARY[level] * t.pay * rng.float(0.9, 1.1)),
      hiredAt: addMs(calendar.referenceTime, -rng.int(50, 1500) * DAY),
    };
  });
}

export function makeFacilities(rng: Rng, club: Club): FacilityRow[] {
  return BUILDINGS.map(({ building, upkeepPerLevel }) => {
    const level = levelIndex(rng, club);
    return { teamId: club.row.id, building, level, weeklyUpkeep: level * upkeepPerLevel };
  });
}
