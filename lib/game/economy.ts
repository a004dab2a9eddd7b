import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { EconomySummary, Payroll } from "@/lib/game/schemas/economy";
import { ECONOMY_LINE_KINDS, type EconomyLineKind } from "@/lib/vocabulary";
import { poolOf } from "@/lib/db";
import { asText, JsonText, param, prepare, qb, run, sql } from "@/lib/sql";

const HISTORY_WEEKS = 8;
const KIND_ORDER = new Map(ECONOMY_LINE_KINDS.map((k, i) => [k, i]));

function byKind(a: { kind: EconomyLineKind }, b: { kind: EconomyLineKind }) {
  return KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)!;
}

const sum = (items: { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);

/** The latest game week that has begun, with up to eight earlier closing balances. */
export async function getEconomySummary(db: Db, teamId: string, now: Date): Promise<EconomySummary> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      name: true,
      economyWeeks: {
        where: { weekStart: { lte: now } },
        orderBy: { weekStart: "desc" },
        take: HISTORY_WEEKS + 1,
        select: { weekStart: true, openingBalance: true, closingBalance: true, lines: { select: { kind: true, amount: true } } },
      },
    },
  });
  if (!team) throw notFound("Club");
  const [week, ...earlier] = team.economyWeeks;
  if (!week) throw notFound("The club's finances");
  const lines = [...week.lines].sort(byKind);
  // Lines are signed in the books; the answer lists them by direction with positive amounts.
  const income = lines.filter((l) => l.amount > 0).map((l) => ({ kind: l.kind, amount: l.amount }));
  const expenses = lines.filter((l) => l.amount < 0).map((l) => ({ kind: l.kind, amount: -l.amount }));
  return {
    team: { id: team.id, name: team.name },
    weekStart: week.weekStart.toISOString(),
    openingBalance: week.openingBalance,
    income,
    expenses,
    totalIncome: sum(income),
    totalExpenses: sum(expenses),
    balance: week.closingBalance,
    history: earlier.map((w) => ({ weekStart: w.weekStart.toISOString(), closingBalance: w.closingBalance })),
  };
}

/**
 * Weekly salaries of the club's players (a player's name as `playerName` writes it) and staff,
 * highest first, with the totals: one statement in which PostgreSQL writes the JSON.
 */
const PAYROLL = prepare<{ teamId: string }, { body: string }>(
  "payroll",
  qb
    .selectFrom("Team as t")
    .select(
      asText(sql`(SELECT json_build_object(
        'team', json_build_object('id', t.id, 'name', t.name),
        'players', pl.list,
        'staff', st.list,
        'totals', json_build_object('players', pl.total, 'staff', st.total, 'total', pl.total + st.total))
        FROM (SELECT COALESCE(json_agg(json_build_object(
                  'player', json_build_object('id', p.id, 'name', p."firstName" || ' ' || p."lastName"), 'salary', p.salary)
                  ORDER BY p.salary DESC, p."lastName", p."firstName"), '[]'::json) AS list,
                COALESCE(sum(p.salary), 0)::int AS total
              FROM "Player" p WHERE p."clubId" = t.id) pl,
             (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'name', s.name, 'type', s.type, 'salary', s.salary)
                  ORDER BY s.salary DESC, s.name), '[]'::json) AS list,
                COALESCE(sum(s.salary), 0)::int AS total
              FROM "Staff" s WHERE s."teamId" = t.id) st)`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function getPayroll(db: Db, teamId: string): Promise<JsonText<Payroll>> {
  const [team] = await run(poolOf(db), PAYROLL, { teamId });
  if (!team) throw notFound("Club");
  return new JsonText<Payroll>(team.body);
}
