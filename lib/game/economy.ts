import type { Database } from "@/lib/db";
import { playerRef } from "@/lib/game/player-sql";
import { notFound } from "@/lib/errors";
import type { EconomySummary, Payroll } from "@/lib/game/schemas/economy";
import {
  byName,
  isoTime,
  JsonText,
  jsonAgg,
  jsonObject,
  jsonText,
  param,
  prepare,
  qb,
  refJson,
  sql,
  timeParam,
  type JsonString,
} from "@/lib/sql";

type EconomyLine = EconomySummary["income"][number];
type Balance = EconomySummary["history"][number];
type PayrollPlayer = Payroll["players"][number];
type PayrollStaff = Payroll["staff"][number];

const HISTORY_WEEKS = 8;

/**
 * The latest game week that has begun at `now`, its lines by the `EconomyLineKind` vocabulary's
 * order (signed in the books; the answer lists them by direction with positive amounts), and
 * up to eight earlier closing balances: one statement in which PostgreSQL writes the JSON. The
 * body is null when the club has no week yet.
 */
const ECONOMY = prepare<{ teamId: string; now: Date }, { body: JsonString<EconomySummary> | null }>(
  "economy",
  qb
    .selectFrom("Team as t")
    .select(
      sql<JsonString<EconomySummary> | null>`(SELECT ${jsonObject<EconomySummary>({
        team: refJson("t").$notNull(),
        weekStart: isoTime(sql<Date>`wk."weekStart"`),
        openingBalance: sql<number>`wk."openingBalance"`,
        income: sql<EconomyLine[]>`li.income`,
        expenses: sql<EconomyLine[]>`li.expenses`,
        totalIncome: sql<number>`li."totalIncome"`,
        totalExpenses: sql<number>`li."totalExpenses"`,
        balance: sql<number>`wk."closingBalance"`,
        history: sql<Balance[]>`hi.history`,
      })}::text
        FROM (SELECT w.id, w."weekStart", w."openingBalance", w."closingBalance" FROM "EconomyWeek" w
              WHERE w."teamId" = t.id AND w."weekStart" <= ${timeParam("now")}
              ORDER BY w."weekStart" DESC LIMIT 1) wk,
        LATERAL (SELECT
            ${jsonAgg(jsonObject<EconomyLine>({ kind: sql<EconomyLine["kind"]>`l.kind`, amount: sql<number>`l.amount` }), sql`l.kind`, sql<boolean>`l.amount > 0`)} AS income,
            ${jsonAgg(jsonObject<EconomyLine>({ kind: sql<EconomyLine["kind"]>`l.kind`, amount: sql<number>`-l.amount` }), sql`l.kind`, sql<boolean>`l.amount < 0`)} AS expenses,
            COALESCE(sum(l.amount) FILTER (WHERE l.amount > 0), 0)::int AS "totalIncome",
            COALESCE(-sum(l.amount) FILTER (WHERE l.amount < 0), 0)::int AS "totalExpenses"
          FROM "EconomyLine" l WHERE l."weekId" = wk.id) li,
        LATERAL (SELECT ${jsonAgg(
          jsonObject<Balance>({ weekStart: isoTime(sql<Date>`h."weekStart"`), closingBalance: sql<number>`h."closingBalance"` }),
          sql`h."weekStart" DESC`,
        )} AS history
          FROM (SELECT e."weekStart", e."closingBalance" FROM "EconomyWeek" e
                WHERE e."teamId" = t.id AND e."weekStart" < wk."weekStart"
                ORDER BY e."weekStart" DESC LIMIT ${sql.lit(HISTORY_WEEKS)}) h) hi)`.as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

/** The latest game week that has begun, with up to eight earlier closing balances. */
export async function getEconomySummary(db: Database, teamId: string, now: Date): Promise<JsonText<EconomySummary>> {
  const [team] = await db.sql.rows(ECONOMY, { teamId, now });
  if (!team) throw notFound("Club");
  if (team.body === null) throw notFound("The club's finances");
  return new JsonText<EconomySummary>(team.body);
}

/**
 * Weekly salaries of the club's players (a player's name as `playerName` writes it) and staff,
 * highest first, with the totals: one statement in which PostgreSQL writes the JSON.
 */
const PAYROLL = prepare<{ teamId: string }, { body: JsonString<Payroll> }>(
  "payroll",
  qb
    .selectFrom("Team as t")
    .select(
      jsonText(sql<Payroll>`(SELECT ${jsonObject<Payroll>({
        team: refJson("t").$notNull(),
        players: sql<PayrollPlayer[]>`pl.list`,
        staff: sql<PayrollStaff[]>`st.list`,
        totals: jsonObject<Payroll["totals"]>({
          players: sql<number>`pl.total`,
          staff: sql<number>`st.total`,
          total: sql<number>`pl.total + st.total`,
        }),
      })}
        FROM (SELECT ${jsonAgg(
          jsonObject<PayrollPlayer>({ player: playerRef(), salary: sql<number>`p.salary` }),
          sql`p.salary DESC, ${byName(sql`p."lastName"`)}, ${byName(sql`p."firstName"`)}, p.id`,
        )} AS list,
                COALESCE(sum(p.salary), 0)::int AS total
              FROM "Player" p WHERE p."clubId" = t.id) pl,
             (SELECT ${jsonAgg(
               jsonObject<PayrollStaff>({
                 id: sql<string>`s.id`,
                 name: sql<string>`s.name`,
                 type: sql<PayrollStaff["type"]>`s.type`,
                 salary: sql<number>`s.salary`,
               }),
               sql`s.salary DESC, ${byName(sql`s.name`)}, s.id`,
             )} AS list,
                COALESCE(sum(s.salary), 0)::int AS total
              FROM "Staff" s WHERE s."teamId" = t.id) st)`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function getPayroll(db: Database, teamId: string): Promise<JsonText<Payroll>> {
  return db.sql.answer(PAYROLL, { teamId }, "Club");
}
