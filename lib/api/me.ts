import { defineEndpoint } from "@/lib/api/endpoint";
import { MeSchema } from "@/lib/game/schemas/me";
import { getMe } from "@/lib/game/me";

export const meEndpoints = [
  defineEndpoint({
    path: "/me",
    changes: "account",
    scope: "public",
    tag: "Manager",
    operationId: "getMe",
    summary: "The manager",
    description: "The manager the token stands for: username, supporter status, every team they run, and the token's scopes.",
    response: MeSchema,
    handler: async ({ principal }) => getMe(principal),
  }),
];
