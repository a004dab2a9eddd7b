import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { EconomySummary, Payroll } from "@/lib/game/schemas/economy";
import { ECONOMY_LINE_KINDS, type EconomyLineKind } from "@/lib/vocabulary";
import { playerName } from "@/lib/game/players";

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

/** Weekly salaries of the club's players and staff, highest first. */
export async function getPayroll(db: Db, teamId: string): Promise<Payroll> {
  const team = await db.team.findUnique({
    where: { id: teamId },
    select: {
      id: true,
      name: true,
      players: {
        orderBy: [{ salary: "desc" }, { lastName: "asc" }, { firstName: "asc" }],
        select: { id: true, firstName: true, lastName: true, salary: true },
      },
      staff: { orderBy: [{ salary: "desc" }, { name: "asc" }], select: { id: true, name: true, type: true, salary: true } },
    },
  });
  if (!team) throw notFound("Club");
  const players = team.players.map((p) => ({ player: { id: p.id, name: playerName(p) }, salary: p.salary }));
  const staff = team.staff.map((s) => ({ id: s.id, name: s.name, type: s.type, salary: s.salary }));
  const totals = {
    players: players.reduce((total, p) => total + p.salary, 0),
    staff: staff.reduce((total, s) => total + s.salary, 0),
  };
  return { team: { id: team.id, name: team.name }, players, staff, totals: { ...totals, total: totals.players + totals.staff } };
}
