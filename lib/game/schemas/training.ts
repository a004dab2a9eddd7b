import { z } from "zod";
import { DateTimeSchema, EXAMPLE_IDS, PlayerRefSchema, PositionSchema, TeamRefSchema } from "@/lib/game/schemas/common";
import { SKILL_NAMES } from "@/lib/game/schemas/player";
import { PagingSchema } from "@/lib/game/paging";
import { BUILDINGS, DRILLS, STAFF_LEVELS, STAFF_TYPES } from "@/lib/vocabulary";

export const BREAKTHROUGH_KINDS = ["Training", "Youth"] as const;

export const DrillSchema = z.enum(DRILLS).meta({
  id: "Drill",
  description:
    "A training drill. `GameShape`, `FreeThrows` and `Stamina` are team-wide (every position); the others train the skill they are named after (`OutsideShooting`: jump shot and range) at the chosen positions.",
});

export const StaffTypeSchema = z.enum(STAFF_TYPES).meta({
  id: "StaffType",
  description: "What the staff member does. A club always has a `Coach`; the other posts may be vacant.",
});

export const StaffLevelSchema = z.enum(STAFF_LEVELS).meta({
  id: "StaffLevel",
  description: "How good the staff member is, from `Minimal` up to `WorldRenowned` (in this order).",
});

export const BuildingSchema = z.enum(BUILDINGS).meta({ id: "Building", description: "A building of the club's sport city." });

export const TrainedSkillSchema = z.enum(SKILL_NAMES).meta({
  id: "TrainingSkill",
  description: "A skill, named as the keys of `Player.skills`.",
});

const REF_EXAMPLE = {
  team: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" },
  player: { id: EXAMPLE_IDS.player, name: "Marcus Holloway" },
};

export const TrainingPlanSchema = z
  .object({
    team: TeamRefSchema,
    drill: DrillSchema,
    positions: z.array(PositionSchema).meta({
      description:
        "The positions the drill trains: one, a pair such as SG and SF, three (less effective), or all five for team-wide drills.",
    }),
    updatedAt: DateTimeSchema.meta({ description: "When the plan was last changed." }),
  })
  .meta({
    id: "TrainingPlan",
    description: "The drill and positions set for the club's next training.",
    example: { team: REF_EXAMPLE.team, drill: "OutsideShooting", positions: ["SG", "SF"], updatedAt: "2026-11-14T09:12:00.000Z" },
  });

export const TrainingConditionsSchema = z
  .object({
    coachLevel: StaffLevelSchema,
    coachSpecialty: z
      .string()
      .nullable()
      .meta({ description: "The coach's specialty; null when he has none.", example: "Player Development" }),
    youthTrainerLevel: StaffLevelSchema.nullable().meta({ description: "Null when the club had no youth trainer." }),
    gymLevel: z.number().int().min(0).meta({ example: 3 }),
    trainingCourtLevel: z.number().int().min(0).meta({ example: 4 }),
    isOffseason: z.boolean().meta({ description: "Sessions in the off-season week train differently.", example: false }),
  })
  .meta({
    id: "TrainingConditions",
    description: "The staff and facility state the session really ran with. Null for sessions older than the API.",
  });

const SkillChangeFields = {
  skill: TrainedSkillSchema,
  from: z.number().int().meta({ description: "Level before the session.", example: 9 }),
  to: z.number().int().meta({ description: "Level after it: one up or one down (drops are included).", example: 10 }),
};

const BreakthroughFields = {
  skill: TrainedSkillSchema,
  oldLevel: z.number().int().meta({ example: 10 }),
  newLevel: z.number().int().meta({ example: 11 }),
  kinds: z.array(z.enum(BREAKTHROUGH_KINDS)).meta({
    description: "What caused it: `Training` (an unusually good week), `Youth` (a young player's leap); one or both.",
    example: ["Training"],
  }),
};

export const TrainingHistorySchema = z
  .object({
    team: TeamRefSchema,
    sessions: z
      .array(
        z.object({
          id: z.uuid().meta({ description: "Session id." }),
          type: DrillSchema,
          positions: z.array(PositionSchema).meta({ description: "Positions trained." }),
          trainedAt: DateTimeSchema.meta({ description: "Time of the session." }),
          efficiencyPercent: z.number().int().min(0).max(100).meta({ example: 92 }),
          conditions: TrainingConditionsSchema.nullable(),
          participants: z
            .array(
              z.object({
                player: PlayerRefSchema,
                minutes: z.number().int().min(0).meta({ description: "Minutes played in the training week.", example: 44 }),
                trainingMinutes: z.number().int().min(0).meta({ description: "Minutes that counted for the drill.", example: 38 }),
                hasFullMinutes: z.boolean().meta({ description: "Played enough minutes for full training.", example: false }),
              }),
            )
            .meta({ description: "One per trained player, by name." }),
          skillChanges: z.array(z.object({ player: PlayerRefSchema, ...SkillChangeFields })).meta({ description: "Rises and drops." }),
          breakthroughs: z.array(z.object({ player: PlayerRefSchema, ...BreakthroughFields })),
        }),
      )
      .meta({ description: "Newest first." }),
    limitedToLatest: z.boolean().meta({
      description: "True when the viewer is not a supporter: only the latest session is ever returned, and `paging.hasMore` is false.",
      example: false,
    }),
    paging: PagingSchema,
  })
  .meta({
    id: "TrainingHistory",
    description: "The club's training sessions, newest first. Managers without supporter status receive only the latest session.",
    example: {
      team: REF_EXAMPLE.team,
      sessions: [
        {
          id: "c4b3a291-8f7e-4d6c-b5a4-93827160f5e4",
          type: "OutsideShooting",
          positions: ["SG", "SF"],
          trainedAt: "2026-11-13T00:00:00.000Z",
          efficiencyPercent: 92,
          conditions: {
            coachLevel: "Good",
            coachSpecialty: "Player Development",
            youthTrainerLevel: "Average",
            gymLevel: 3,
            trainingCourtLevel: 4,
            isOffseason: false,
          },
          participants: [{ player: REF_EXAMPLE.player, minutes: 52, trainingMinutes: 48, hasFullMinutes: true }],
          skillChanges: [{ player: REF_EXAMPLE.player, skill: "jumpShot", from: 9, to: 10 }],
          breakthroughs: [],
        },
      ],
      limitedToLatest: false,
      paging: { offset: 0, limit: 25, hasMore: true },
    },
  });

export const PlayerTrainingSchema = z
  .object({
    player: PlayerRefSchema,
    club: TeamRefSchema,
    weeks: z
      .array(
        z.object({
          trainedAt: DateTimeSchema.meta({ description: "Time of the week's session." }),
          type: DrillSchema,
          positions: z.array(PositionSchema).meta({ description: "Positions the drill trained." }),
          minutes: z.number().int().min(0).meta({ description: "Minutes played that week; 0 when he did not take part.", example: 52 }),
          trainingMinutes: z.number().int().min(0).meta({ description: "Minutes that counted for the drill.", example: 48 }),
          hasFullMinutes: z.boolean().meta({ example: true }),
          skillChanges: z.array(z.object(SkillChangeFields)),
          breakthroughs: z.array(z.object(BreakthroughFields)),
        }),
      )
      .meta({ description: "Week by week, newest first; only sessions of his current club (`club`)." }),
    limitedToLatest: z.boolean().meta({
      description: "True when the viewer is not a supporter: only the latest week is returned, as in the game.",
      example: false,
    }),
  })
  .meta({
    id: "PlayerTraining",
    description: "One of your players' training, week by week, newest first. Managers without supporter status see the latest week only.",
    example: {
      player: REF_EXAMPLE.player,
      club: REF_EXAMPLE.team,
      weeks: [
        {
          trainedAt: "2026-11-13T00:00:00.000Z",
          type: "OutsideShooting",
          positions: ["SG", "SF"],
          minutes: 52,
          trainingMinutes: 48,
          hasFullMinutes: true,
          skillChanges: [{ skill: "jumpShot", from: 9, to: 10 }],
          breakthroughs: [],
        },
      ],
      limitedToLatest: false,
    },
  });

export const StaffListSchema = z
  .object({
    team: TeamRefSchema,
    staff: z
      .array(
        z.object({
          id: z.uuid().meta({ description: "Staff member id." }),
          name: z.string().meta({ example: "Dana Whitfield" }),
          type: StaffTypeSchema,
          level: StaffLevelSchema,
          specialty: z.string().nullable().meta({
            description:
              "As the game words it, e.g. Coach: `Offense`, `Defense`, `Player Development`; Doctor: `Taping Injuries`, `Massage`; Trainer: `Career Extension`, `Fitness`; PR manager: `Crowd Involvement`, `National Appeal`. Null when none.",
            example: "Player Development",
          }),
          salary: z.number().int().min(0).meta({ description: "Weekly salary in dollars.", example: 16800 }),
          hiredAt: DateTimeSchema,
        }),
      )
      .meta({ description: "In the order of `StaffType`, then by name." }),
    weeklySalaries: z.number().int().min(0).meta({ description: "Sum of the staff's weekly salaries.", example: 41250 }),
  })
  .meta({
    id: "StaffList",
    description: "The club's staff with type, level, specialty and weekly salary.",
    example: {
      team: REF_EXAMPLE.team,
      staff: [
        {
          id: "d5c4b3a2-9180-4f7e-8d6c-5b4a39281706",
          name: "Dana Whitfield",
          type: "Coach",
          level: "Good",
          specialty: "Player Development",
          salary: 16800,
          hiredAt: "2025-03-02T10:00:00.000Z",
        },
        {
          id: "e6d5c4b3-a291-4807-9e6d-5c4b3a291807",
          name: "Rafael Ortiz",
          type: "Doctor",
          level: "Average",
          specialty: "Massage",
          salary: 7450,
          hiredAt: "2024-09-20T10:00:00.000Z",
        },
      ],
      weeklySalaries: 24250,
    },
  });

export const FacilitiesSchema = z
  .object({
    team: TeamRefSchema,
    facilities: z
      .array(
        z.object({
          building: BuildingSchema,
          level: z.number().int().min(0).meta({ description: "0 when not built.", example: 4 }),
          weeklyUpkeep: z.number().int().min(0).meta({ description: "Dollars a week.", example: 4800 }),
        }),
      )
      .meta({ description: "Every building, in the order of `Building`." }),
    weeklyUpkeep: z.number().int().min(0).meta({ description: "Sum of the buildings' weekly upkeep.", example: 12600 }),
  })
  .meta({
    id: "Facilities",
    description: "The level of every building of the club's sport city, and the weekly upkeep.",
    example: {
      team: REF_EXAMPLE.team,
      facilities: [
        { building: "TrainingCourt", level: 4, weeklyUpkeep: 4800 },
        { building: "Gym", level: 3, weeklyUpkeep: 3000 },
        { building: "MedicalCenter", level: 2, weeklyUpkeep: 1800 },
        { building: "YouthAcademy", level: 2, weeklyUpkeep: 1600 },
        { building: "FanShop", level: 1, weeklyUpkeep: 700 },
        { building: "Restaurant", level: 1, weeklyUpkeep: 600 },
      ],
      weeklyUpkeep: 12500,
    },
  });

export type TrainingPlan = z.infer<typeof TrainingPlanSchema>;
export type TrainingHistory = z.infer<typeof TrainingHistorySchema>;
export type TrainingConditions = z.infer<typeof TrainingConditionsSchema>;
export type PlayerTraining = z.infer<typeof PlayerTrainingSchema>;
export type StaffList = z.infer<typeof StaffListSchema>;
export type Facilities = z.infer<typeof FacilitiesSchema>;
export type TrainedSkill = z.infer<typeof TrainedSkillSchema>;
