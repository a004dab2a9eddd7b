import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/api/endpoint";
import { uuidParam } from "@/lib/api/params";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";
import { PlayerSchema } from "@/lib/game/schemas/player";
import { getPlayer } from "@/lib/game/player";

export const playerEndpoints: Endpoint[] = [
  defineEndpoint({
    path: "/players/{playerId}",
    scope: "public",
    tag: "Players",
    operationId: "getPlayer",
    summary: "A player",
    description:
      "A player's public figures. Skills are shown for your own players (scope `team`) and for the squad of a national team you coach (scope `national`); otherwise `skills` is null.",
    params: z.object({ playerId: uuidParam("playerId", "A player id.", EXAMPLE_IDS.player) }),
    response: PlayerSchema,
    errors: ["not_found"],
    breadth: { counted: "player", param: "playerId" },
    handler: ({ db, viewer, params }) => getPlayer(db, viewer, params.playerId),
  }),
];
