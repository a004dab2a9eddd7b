import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/api/endpoint";
import { limitQuery, offsetQuery, uuidParam } from "@/lib/api/params";
import { DEFAULT_LIMIT } from "@/lib/game/paging";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";
import {
  FacilitiesSchema,
  PlayerTrainingSchema,
  StaffListSchema,
  TrainingHistorySchema,
  TrainingPlanSchema,
} from "@/lib/game/schemas/training";
import { listFacilities } from "@/lib/game/facilities";
import { listStaff } from "@/lib/game/staff";
import { getPlayerTraining, getTrainingPlan, listTrainingHistory } from "@/lib/game/training";

const ClubParams = z.strictObject({
  teamId: uuidParam("teamId", "One of your clubs (see `/me`).", EXAMPLE_IDS.club),
});

const ownerOnly = { owned: "club", param: "teamId" } as const;

export const trainingEndpoints: Endpoint[] = [
  defineEndpoint({
    path: "/teams/{teamId}/training",
    scope: "team",
    tag: "Training",
    summary: "Training plan",
    description: "The drill and positions set for the club's next training.",
    params: ClubParams,
    response: TrainingPlanSchema,
    ownerOnly,
    handler: ({ db, params }) => getTrainingPlan(db, params.teamId),
  }),
  defineEndpoint({
    path: "/teams/{teamId}/training/history",
    scope: "team",
    tag: "Training",
    summary: "Training history",
    description:
      "The club's training sessions, newest first: drill, positions, efficiency, the conditions the session ran with (null for sessions older than the API), every participant's minutes, skill changes (drops included) and breakthroughs. Managers without supporter status receive only the latest session (`limitedToLatest` is true and `paging.hasMore` false).",
    params: ClubParams,
    query: z.strictObject({ offset: offsetQuery, limit: limitQuery }),
    response: TrainingHistorySchema,
    ownerOnly,
    handler: ({ db, viewer, params, query }) =>
      listTrainingHistory(db, viewer, params.teamId, query.offset ?? 0, query.limit ?? DEFAULT_LIMIT),
  }),
  defineEndpoint({
    path: "/teams/{teamId}/staff",
    scope: "team",
    tag: "Training",
    summary: "Staff",
    description: "The club's staff with type, level, specialty and weekly salary, and the weekly total.",
    params: ClubParams,
    response: StaffListSchema,
    ownerOnly,
    handler: ({ db, params }) => listStaff(db, params.teamId),
  }),
  defineEndpoint({
    path: "/teams/{teamId}/facilities",
    scope: "team",
    tag: "Training",
    summary: "Facilities",
    description: "The level and weekly upkeep of every building of the club's sport city, and the weekly total.",
    params: ClubParams,
    response: FacilitiesSchema,
    ownerOnly,
    handler: ({ db, params }) => listFacilities(db, params.teamId),
  }),
  defineEndpoint({
    path: "/players/{playerId}/training",
    scope: "team",
    tag: "Training",
    summary: "A player's training",
    description:
      "One of your players' training week by week at his current club, newest first: drill, minutes, skill changes and breakthroughs. Managers without supporter status see the latest week only, as in the game. Another club's player answers 403 `forbidden`.",
    params: z.strictObject({ playerId: uuidParam("playerId", "A player of one of your clubs.", EXAMPLE_IDS.player) }),
    response: PlayerTrainingSchema,
    ownerOnly: { owned: "player", param: "playerId" },
    handler: ({ db, viewer, params }) => getPlayerTraining(db, viewer, params.playerId),
  }),
];
