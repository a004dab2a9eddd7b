import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/api/endpoint";
import { uuidParam } from "@/lib/api/params";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";
import { NationalRosterSchema, SquadTrainingHistorySchema } from "@/lib/game/schemas/national";
import { getNationalRoster, getSquadTrainingHistory } from "@/lib/game/national";

const NationalTeamParams = z.strictObject({
  teamId: uuidParam("teamId", "A national team id (see `/countries/{countryId}/national-teams` or `/me`).", EXAMPLE_IDS.nationalTeam),
});

export const nationalEndpoints: Endpoint[] = [
  defineEndpoint({
    path: "/national-teams/{teamId}/roster",
    scope: "public",
    tag: "National teams",
    summary: "National team roster",
    description:
      "The called-up squad of a senior or junior national team with public figures. Skills are shown only to the team's coach with scope `national` (and to a player's own club manager with scope `team`). A club id answers 404.",
    params: NationalTeamParams,
    response: NationalRosterSchema,
    errors: ["not_found"],
    handler: ({ db, viewer, params }) => getNationalRoster(db, viewer, params.teamId),
  }),
  defineEndpoint({
    path: "/national-teams/{teamId}/training/history",
    scope: "national",
    tag: "National teams",
    summary: "Squad training history",
    description:
      "For the national team's coach only: the current squad's skill changes from training at their clubs, grouped by training week, newest first. Coaches without supporter status receive only the latest week (`limitedToLatest`).",
    params: NationalTeamParams,
    response: SquadTrainingHistorySchema,
    ownerOnly: { owned: "nationalTeam", param: "teamId" },
    handler: ({ db, viewer, params }) => getSquadTrainingHistory(db, viewer, params.teamId),
  }),
];
