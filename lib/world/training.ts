import type { Club, PlayerState } from "./clubs";
import type { PlayedMinutes } from "./played-minutes";
import { skillValue } from "./skills";
import type { Rosters } from "./rosters";
import type { Rng } from "./random";
import { addMs, DAY, isOffseasonWeek, seasonWeekOf, TRAINING_WEEKS, WEEK, type Calendar } from "./season";
import { STAFF_LEVELS, type Drill as DrillName, type StaffLevel } from "@/lib/vocabulary";
import {
  POSITIONS,
  TRAINED_SKILLS,
  type BreakthroughRow,
  type FacilityRow,
  type Position,
  type SkillKey,
  type StaffRow,
  type TrainingConditions,
  type TrainingPlanRow,
  type TrainingSessionRow,
  type WorldSink,
} from "./types";

interface Drill {
  skills: SkillKey[];
  /** Team-wide drills train every position. */
  positions: Position[][] | "all";
}

export const DRILLS: Record<DrillName, Drill> = {
  GameShape: { skills: [], positions: "all" },
  FreeThrows: { skills: ["freeThrow"], positions: "all" },
  Stamina: { skills: ["stamina"], positions: "all" },
  InsideDefense: { skills: ["insideDefense"], positions: [["PF", "C"], ["C"], ["PF"]] },
  Rebounding: { skills: ["rebounding"], positions: [["PF", "C"], ["C"]] },
  ShotBlocking: { skills: ["shotBlocking"], positions: [["PF", "C"], ["C"]] },
  InsideShot: {
    skills: ["insideShot"],
    positions: [
      ["PF", "C"],
      ["SF", "PF"],
    ],
  },
  OutsideShooting: {
    skills: ["jumpShot", "jumpRange"],
    positions: [
      ["SG", "SF"],
      ["PG", "SG"],
    ],
  },
  JumpShot: { skills: ["jumpShot"], positions: [["SG", "SF"], ["SG"]] },
  JumpRange: { skills: ["jumpRange"], positions: [["SG", "SF"], ["SG"]] },
  OutsideDefense: {
    skills: ["outsideDefense"],
    positions: [
      ["PG", "SG"],
      ["SG", "SF"],
    ],
  },
  Handling: { skills: ["handling"], positions: [["PG"], ["PG", "SG"]] },
  Driving: {
    skills: ["driving"],
    positions: [
      ["SG", "SF"],
      ["PG", "SG"],
    ],
  },
  Passing: { skills: ["passing"], positions: [["PG"], ["PG", "SG"]] },
};
const DRILL_NAMES = Object.keys(DRILLS) as DrillName[];
const MAX_TRAINING_MINUTES = 48;

/** The game's rule for full training: 45 minutes at 18-19, 48 at 20-26, 40 from 27. */
export function requiredMinutes(age: number): number {
  if (age <= 19) return 45;
  if (age <= 26) return 48;
  return 40;
}

export function popChance(age: number): number {
  if (age <= 19) return 0.7;
  if (age <= 22) return 0.55;
  if (age <= 25) return 0.35;
  if (age <= 28) return 0.2;
  return 0.08;
}

/** Age takes its toll from 27: the chance each week that a player loses a level in one skill, rising each year. */
const DROP_FROM_27 = [0.06, 0.09, 0.12, 0.2, 0.3, 0.36, 0.42, 0.48, 0.52];
export const dropChance = (age: number) => (age < 27 ? 0 : (DROP_FROM_27[age - 27] ?? 0.55));

/**
 * Young players grow whether they play or not: the chance each week that one gains a level in a
 * skill beyond what training gives him, more the higher his potential, none from 26.
 */
export function growthChance(age: number, potential: number): number {
  const base = age <= 21 ? 0.3 : age <= 25 ? 0.6 : 0;
  return base * (0.6 + 0.08 * potential);
}

export interface TrainingContext {
  calendar: Calendar;
  clubs: Club[];
  rosters: Rosters;
  /** What each player played in the weeks trained. */
  played: PlayedMinutes;
  staff: Map<string, StaffRow[]>;
  facilities: Map<string, FacilityRow[]>;
}

/** A world's training; its sessions, participants and skill changes go to the sink as they are made. */
export interface Training {
  breakthroughs: BreakthroughRow[];
  plans: TrainingPlanRow[];
}

type TrainingSink = Pick<WorldSink, "trainingSessions" | "trainingParticipants" | "skillChanges">;

function levelOf(name: StaffLevel): number {
  return STAFF_LEVELS.indexOf(name);
}

function conditionsOf(ctx: TrainingContext, club: Club, windowStart: Date): TrainingConditions {
  const staff = ctx.staff.get(club.row.id) ?? [];
  const coach = staff.find((s) => s.type === "Coach");
  const youth = staff.find((s) => s.type === "YouthTrainer");
  const building = (name: string) => ctx.facilities.get(club.row.id)?.find((f) => f.building === name)?.level ?? 0;
  return {
    coachLevel: coach?.level ?? "Minimal",
    coachSpecialty: coach?.specialty ?? null,
    youthTrainerLevel: youth?.level ?? null,
    gymLevel: building("Gym"),
    trainingCourtLevel: building("TrainingCourt"),
    isOffseason: isOffseasonWeek(seasonWeekOf(ctx.calendar, windowStart)),
  };
}

export function pickPositions(rng: Rng, drill: Drill): Position[] {
  if (drill.positions === "all") return [...POSITIONS];
  if (rng.chance(0.08)) return ["SG", "SF", "PF"];
  return [...rng.pick(drill.positions)];
}

/**
 * Walks back from today's skills: the newest session's change of a skill ends at the
 * current level, and each older change ends where the next one starts. Only the players who
 * changed are kept (a few in ten), each from his level today, which training does not move.
 */
class SkillHistory {
  private readonly levels = new Map<string, Partial<Record<SkillKey, number>>>();

  /** Records a change of `delta` whose result is the level now known; false when out of range. */
  undo(player: PlayerState, skill: SkillKey, delta: 1 | -1): { from: number; to: number } | null {
    let levels = this.levels.get(player.row.id);
    if (!levels) this.levels.set(player.row.id, (levels = {}));
    const to = levels[skill] ?? player.row.skills[skill].level;
    const from = to - delta;
    if (from < 1 || from > 30) return null;
    levels[skill] = from;
    return { from, to };
  }
}

/** Weekly sessions of the last six weeks for every club, with participants and skill changes. */
export function makeTraining(rng: Rng, ctx: TrainingContext, sink: TrainingSink): Training {
  const out: Training = { breakthroughs: [], plans: [] };
  const played = ctx.played;
  const history = new SkillHistory();
  const favourite = new Map<string, { drill: DrillName; positions: Position[] }>();
  for (const club of ctx.clubs) {
    const drill = rng.pick(DRILL_NAMES);
    favourite.set(club.row.id, { drill, positions: pickPositions(rng, DRILLS[drill]) });
  }
  for (let weeksAgo = 0; weeksAgo < TRAINING_WEEKS; weeksAgo++) {
    const trainedAt = addMs(ctx.calendar.currentWeekStart, -weeksAgo * WEEK);
    const windowStart = addMs(trainedAt, -WEEK);
    for (const club of ctx.clubs) {
      const usual = favourite.get(club.row.id)!;
      const drillName = rng.chance(0.75) ? usual.drill : rng.pick(DRILL_NAMES);
      const drill = DRILLS[drillName];
      const positions = drillName === usual.drill ? usual.positions : pickPositions(rng, drill);
      const conditions = conditionsOf(ctx, club, windowStart);
      const base = [55, 64, 72, 80, 88, 95][levelOf(conditions.coachLevel)] + (conditions.gymLevel + conditions.trainingCourtLevel) / 2;
      const efficiencyPercent = Math.round(
        Math.min(100, Math.max(20, (base + rng.normal(0, 3)) * (positions.length >= 3 && drill.positions !== "all" ? 0.8 : 1))),
      );
      const session: TrainingSessionRow = {
        id: rng.uuid(),
        teamId: club.row.id,
        trainedAt,
        drill: drillName,
        positions,
        efficiencyPercent,
        conditions: trainedAt.getTime() >= ctx.calendar.apiLaunchedAt.getTime() ? conditions : null,
      };
      sink.trainingSessions(session);
      const roster = ctx.rosters.at(club.row.id, trainedAt);
      for (const player of roster) {
        // The off-season week's minutes are its scrimmages' (lib/world/matches.ts).
        const byPosition = played.of(player.row.id, windowStart) ?? { PG: 0, SG: 0, SF: 0, PF: 0, C: 0 };
        const minutes = POSITIONS.reduce((s, pos) => s + byPosition[pos], 0);
        const atTrained = positions.reduce((s, pos) => s + byPosition[pos], 0);
        const trainingMinutes = Math.min(MAX_TRAINING_MINUTES, atTrained);
        const required = requiredMinutes(player.row.age);
        sink.trainingParticipants({
          sessionId: session.id,
          playerId: player.row.id,
          minutes,
          trainingMinutes,
          hasFullMinutes: trainingMinutes >= required,
        });
        applyChanges(rng, out, sink, history, session, player, drill.skills, Math.min(1, trainingMinutes / required), weeksAgo === 0);
      }
    }
  }
  for (const club of ctx.clubs) {
    const usual = favourite.get(club.row.id)!;
    out.plans.push({
      teamId: club.row.id,
      drill: usual.drill,
      positions: usual.positions,
      updatedAt: addMs(ctx.calendar.referenceTime, -rng.int(1, 40) * DAY),
    });
  }
  return out;
}

function applyChanges(
  rng: Rng,
  out: Training,
  sink: TrainingSink,
  history: SkillHistory,
  session: TrainingSessionRow,
  player: PlayerState,
  trained: SkillKey[],
  minutesShare: number,
  isLatest: boolean,
) {
  const { age, potential } = player.row;
  const changed = new Set<SkillKey>();
  const record = (skill: SkillKey, delta: 1 | -1) => {
    const step = history.undo(player, skill, delta);
    if (!step) return null;
    changed.add(skill);
    sink.skillChanges({ sessionId: session.id, playerId: player.row.id, skill, ...step });
    if (isLatest) player.row.skills[skill] = skillValue(player.row.skills[skill].level, delta === 1 ? "Improved" : "Worsened");
    return step;
  };
  for (const skill of trained) {
    const chance = popChance(age) * (session.efficiencyPercent / 100) * minutesShare * (0.6 + 0.06 * potential);
    if (!rng.chance(chance)) continue;
    const step = record(skill, 1);
    if (step && rng.chance(0.03)) {
      const kinds = age <= 20 && rng.chance(0.5) ? (rng.chance(0.3) ? ["Training", "Youth"] : ["Youth"]) : ["Training"];
      out.breakthroughs.push({ sessionId: session.id, playerId: player.row.id, skill, oldLevel: step.from, newLevel: step.to, kinds });
    }
  }
  if (rng.chance(dropChance(age))) {
    const skill = rng.pick(TRAINED_SKILLS);
    if (!changed.has(skill)) record(skill, -1);
  }
  if (rng.chance(growthChance(age, potential))) {
    const skill = rng.pick(TRAINED_SKILLS);
    if (!changed.has(skill)) record(skill, 1);
  }
}
