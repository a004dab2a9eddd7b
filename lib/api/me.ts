import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { EXAMPLE_IDS } from "@/lib/api/schemas/common";
import { SCOPES, capitaliseScope } from "@/lib/auth/scopes";
import { getMe } from "@/lib/game/me";

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

export const meEndpoints = [
  defineEndpoint({
    path: "/me",
    scope: "public",
    tag: "Manager",
    operationId: "getMe",
    summary: "The manager",
    description: "The manager the token stands for: username, supporter status, every team they run, and the token's scopes.",
    response: MeSchema,
    handler: ({ db, viewer }) => getMe(db, viewer),
  }),
];
