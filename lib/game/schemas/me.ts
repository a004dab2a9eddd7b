import { z } from "zod";
import { SCOPES, capitaliseScope } from "@/lib/auth/scopes";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";

export const TEAM_KINDS = ["ManagedTeam", "BotTeam", "NationalTeam", "JuniorNationalTeam"] as const;

export const TeamKindSchema = z.enum(TEAM_KINDS).meta({
  id: "TeamKind",
  description:
    "`ManagedTeam`: a club a manager runs; `BotTeam`: a club nobody runs; `NationalTeam` and `JuniorNationalTeam` (U21): a country's national teams.",
});

export const MeSchema = z
  .object({
    id: z.uuid().meta({ description: "Manager id." }),
    username: z.string(),
    isSupporter: z.boolean().meta({ description: "Supporters see every training session and every auction bid." }),
    teams: z
      .array(
        z.object({
          id: z.uuid().meta({ description: "Usable as `{teamId}`." }),
          name: z.string(),
          shortName: z.string(),
          kind: TeamKindSchema,
        }),
      )
      .meta({ description: "Every club and national team the manager runs." }),
    scopes: z
      .array(z.enum(SCOPES.map(capitaliseScope) as [string, ...string[]]))
      .meta({ description: "Scopes of the calling token, capitalised." }),
  })
  .meta({
    id: "Me",
    example: {
      id: EXAMPLE_IDS.manager,
      username: "demo",
      isSupporter: true,
      teams: [
        { id: EXAMPLE_IDS.club, name: "Lakeside Lynx", shortName: "LYN", kind: "ManagedTeam" },
        { id: EXAMPLE_IDS.nationalTeam, name: "Utopia", shortName: "UTO", kind: "NationalTeam" },
      ],
      scopes: ["Public", "Team"],
    },
  });

export type Me = z.infer<typeof MeSchema>;
export type TeamKind = z.infer<typeof TeamKindSchema>;
