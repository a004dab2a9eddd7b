import { z } from "zod";
import { defineEndpoint, type Endpoint } from "@/lib/api/endpoint";
import { uuidParam } from "@/lib/api/params";
import { EXAMPLE_IDS } from "@/lib/game/schemas/common";
import { EconomySummarySchema, PayrollSchema } from "@/lib/game/schemas/economy";
import { getEconomySummary, getPayroll } from "@/lib/game/economy";

const ClubParams = z.strictObject({
  teamId: uuidParam("teamId", "One of your clubs (see `/me`).", EXAMPLE_IDS.club),
});

const ownerOnly = { owned: "club", param: "teamId" } as const;

export const economyEndpoints: Endpoint[] = [
  defineEndpoint({
    path: "/teams/{teamId}/economy",
    scope: "economy",
    tag: "Finances",
    summary: "Weekly finances",
    description:
      "The club's latest game week: opening balance, income and expenses by kind (positive amounts), their totals and the balance, with the closing balances of up to 8 earlier weeks.",
    params: ClubParams,
    response: EconomySummarySchema,
    ownerOnly,
    handler: ({ db, params, now }) => getEconomySummary(db, params.teamId, now),
  }),
  defineEndpoint({
    path: "/teams/{teamId}/economy/salaries",
    scope: "economy",
    tag: "Finances",
    summary: "Payroll",
    description: "Weekly salaries of the club's players and staff, highest first, with totals.",
    params: ClubParams,
    response: PayrollSchema,
    ownerOnly,
    handler: ({ db, params }) => getPayroll(db, params.teamId),
  }),
];
