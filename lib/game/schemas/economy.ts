import { z } from "zod";
import { DateTimeSchema, EXAMPLE_IDS, PlayerRefSchema, TeamRefSchema } from "@/lib/game/schemas/common";
import { StaffTypeSchema } from "@/lib/game/schemas/training";
import { ECONOMY_LINE_KINDS } from "@/lib/vocabulary";

export const EconomyLineKindSchema = z.enum(ECONOMY_LINE_KINDS).meta({
  id: "EconomyLineKind",
  description:
    "`MatchRevenue` (home games' tickets), `TvMoney`, `Merchandise`, `PromotionBonus`, `Interest` (on the bank balance, or paid on a debt), `Transfers` (sales in, purchases out), `PlayerSalaries`, `StaffSalaries`, `FacilityUpkeep`, `Scouting`.",
});

const EconomyLineSchema = z.object({
  kind: EconomyLineKindSchema,
  amount: z
    .number()
    .int()
    .positive()
    .meta({ description: "Whole dollars, always positive; the list says which way it went.", example: 84200 }),
});

export const EconomySummarySchema = z
  .object({
    team: TeamRefSchema,
    weekStart: DateTimeSchema.meta({ description: "Start of the game week (Friday 00:00 UTC)." }),
    openingBalance: z.number().int().meta({ description: "Bank balance when the week began.", example: 1_254_300 }),
    income: z.array(EconomyLineSchema).meta({ description: "Money in, by kind. Kinds with nothing that week are left out." }),
    expenses: z.array(EconomyLineSchema).meta({ description: "Money out, by kind, as positive amounts." }),
    totalIncome: z.number().int().min(0).meta({ example: 268_900 }),
    totalExpenses: z.number().int().min(0).meta({ example: 214_750 }),
    balance: z.number().int().meta({
      description: "Bank balance after the week so far: `openingBalance + totalIncome − totalExpenses`.",
      example: 1_308_450,
    }),
    history: z
      .array(
        z.object({
          weekStart: DateTimeSchema,
          closingBalance: z.number().int().meta({ example: 1_254_300 }),
        }),
      )
      .meta({ description: "Closing balances of up to 8 earlier weeks, newest first." }),
  })
  .meta({
    id: "EconomySummary",
    description: "The club's finances for the latest game week: income and expenses by kind, and the balance.",
    example: {
      team: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" },
      weekStart: "2026-11-13T00:00:00.000Z",
      openingBalance: 1_254_300,
      income: [
        { kind: "MatchRevenue", amount: 171_400 },
        { kind: "TvMoney", amount: 58_000 },
        { kind: "Merchandise", amount: 39_500 },
      ],
      expenses: [
        { kind: "PlayerSalaries", amount: 158_900 },
        { kind: "StaffSalaries", amount: 41_250 },
        { kind: "FacilityUpkeep", amount: 12_500 },
        { kind: "Scouting", amount: 2_100 },
      ],
      totalIncome: 268_900,
      totalExpenses: 214_750,
      balance: 1_308_450,
      history: [
        { weekStart: "2026-11-06T00:00:00.000Z", closingBalance: 1_254_300 },
        { weekStart: "2026-10-30T00:00:00.000Z", closingBalance: 1_191_800 },
      ],
    },
  });

export const PayrollSchema = z
  .object({
    team: TeamRefSchema,
    players: z
      .array(
        z.object({
          player: PlayerRefSchema,
          salary: z.number().int().min(0).meta({ description: "Weekly salary in dollars.", example: 48_250 }),
        }),
      )
      .meta({ description: "Every player of the club, highest salary first." }),
    staff: z
      .array(
        z.object({
          id: z.uuid().meta({ description: "Staff member id." }),
          name: z.string().meta({ example: "Dana Whitfield" }),
          type: StaffTypeSchema,
          salary: z.number().int().min(0).meta({ description: "Weekly salary in dollars.", example: 16_800 }),
        }),
      )
      .meta({ description: "Every staff member, highest salary first." }),
    totals: z
      .object({
        players: z.number().int().min(0).meta({ example: 158_900 }),
        staff: z.number().int().min(0).meta({ example: 41_250 }),
        total: z.number().int().min(0).meta({ example: 200_150 }),
      })
      .meta({ description: "Weekly sums in dollars." }),
  })
  .meta({
    id: "Payroll",
    description: "The club's weekly salaries: players and staff, with totals.",
    example: {
      team: { id: EXAMPLE_IDS.club, name: "Lakeside Lynx" },
      players: [{ player: { id: EXAMPLE_IDS.player, name: "Marcus Holloway" }, salary: 48_250 }],
      staff: [{ id: "d5c4b3a2-9180-4f7e-8d6c-5b4a39281706", name: "Dana Whitfield", type: "Coach", salary: 16_800 }],
      totals: { players: 48_250, staff: 16_800, total: 65_050 },
    },
  });

export type EconomySummary = z.infer<typeof EconomySummarySchema>;
export type Payroll = z.infer<typeof PayrollSchema>;
