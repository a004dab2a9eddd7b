import { z } from "zod";
import { DateTimeSchema, EXAMPLE_IDS, ManagerRefSchema, PlayerRefSchema, TeamRefSchema } from "@/lib/game/schemas/common";
import { PlayerSchema } from "@/lib/game/schemas/player";
import { TrainedSkillSchema } from "@/lib/game/schemas/training";
import { NationalTeamKindSchema } from "@/lib/game/schemas/world";

const NATIONAL_TEAM_EXAMPLE = { id: EXAMPLE_IDS.nationalTeam, name: "Utopia" };

export const NationalTeamRefSchema = TeamRefSchema.extend({ kind: NationalTeamKindSchema }).meta({
  id: "NationalTeamRef",
  description: "A national team, by id and name, with its kind.",
  example: { ...NATIONAL_TEAM_EXAMPLE, kind: "NationalTeam" },
});
const PLAYER_EXAMPLE = PlayerSchema.meta()?.example as Record<string, unknown>;

export const NationalRosterSchema = z
  .object({
    team: NationalTeamRefSchema,
    coach: ManagerRefSchema.nullable().meta({ description: "The elected coach; null while the post is vacant." }),
    players: z.array(PlayerSchema).meta({
      description:
        "The called-up squad, by last name. `skills` only for the team's coach with scope `national` (and for a player's own manager with scope `team`).",
    }),
  })
  .meta({
    id: "NationalRoster",
    description: "The called-up squad of a national team with their public figures.",
    example: {
      team: { ...NATIONAL_TEAM_EXAMPLE, kind: "NationalTeam" },
      coach: { id: EXAMPLE_IDS.manager, username: "demo" },
      players: [{ ...PLAYER_EXAMPLE, nationalTeam: NATIONAL_TEAM_EXAMPLE }],
    },
  });

export const SquadTrainingHistorySchema = z
  .object({
    team: NationalTeamRefSchema,
    weeks: z
      .array(
        z.object({
          trainedAt: DateTimeSchema.meta({
            description:
              "When the week's training ran (the latest session that training week, which starts on Friday, at the squad's clubs).",
          }),
          changes: z
            .array(
              z.object({
                player: PlayerRefSchema,
                club: TeamRefSchema,
                skill: TrainedSkillSchema,
                from: z.number().int().meta({ example: 12 }),
                to: z.number().int().meta({ description: "One up, or one down for a drop.", example: 13 }),
              }),
            )
            .meta({
              description:
                "Every skill change of a squad player that week, by player; `club` is the club whose training produced it. Empty when none changed.",
            }),
        }),
      )
      .meta({ description: "Training weeks in which squad players trained, newest first." }),
    limitedToLatest: z.boolean().meta({
      description: "True when the coach is not a supporter: only the latest week is returned.",
      example: false,
    }),
  })
  .meta({
    id: "SquadTrainingHistory",
    description: "The current squad's skill changes from training at their clubs, week by week, newest first.",
    example: {
      team: { ...NATIONAL_TEAM_EXAMPLE, kind: "NationalTeam" },
      weeks: [
        {
          trainedAt: "2026-11-13T00:00:00.000Z",
          changes: [
            {
              player: { id: EXAMPLE_IDS.player, name: "Marcus Holloway" },
              club: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" },
              skill: "jumpShot",
              from: 12,
              to: 13,
            },
          ],
        },
      ],
      limitedToLatest: false,
    },
  });

export type NationalRoster = z.infer<typeof NationalRosterSchema>;
export type SquadTrainingHistory = z.infer<typeof SquadTrainingHistorySchema>;
