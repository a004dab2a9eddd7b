import type { Database } from "@/lib/db";
import { playerRef } from "@/lib/game/player-sql";
import { notFound } from "@/lib/errors";
import type { EconomySummary, Payroll } from "@/lib/game/schemas/economy";
import { asText, byName, isoTime, JsonText, param, prepare, qb, refJson, sql, timeParam } from "@/lib/sql";

const HISTORY_WEEKS = 8;

/**
 * The latest game week that has begun at `now`, its lines by the `EconomyLineKind` vocabulary's
 * order (signed in the books; the answer lists them by direction with positive amounts), and
 * up to eight earlier closing balances: one statement in which PostgreSQL writes the JSON. The
 * body is null when the club has no week yet.
 */
const ECONOMY = prepare<{ teamId: string; now: Date }, { body: string | null }>(
  "economy",
  qb
    .selectFrom("Team as t")
    .select(
      sql<string | null>`(SELECT json_build_object(
        'team', ${refJson("t")},
        'weekStart', ${isoTime(sql`wk."weekStart"`)},
        'openingBalance', wk."openingBalance",
        'income', li.income,
        'expenses', li.expenses,
        'totalIncome', li."totalIncome",
        'totalExpenses', li."totalExpenses",
        'balance', wk."closingBalance",
        'history', hi.history)::text
        FROM (SELECT w.id, w."weekStart", w."openingBalance", w."closingBalance" FROM "EconomyWeek" w
              WHERE w."teamId" = t.id AND w."weekStart" <= ${timeParam("now")}
              ORDER BY w."weekStart" DESC LIMIT 1) wk,
        LATERAL (SELECT
            COALESCE(json_agg(json_build_object('kind', l.kind, 'amount', l.amount) ORDER BY l.kind) FILTER (WHERE l.amount > 0), '[]'::json) AS income,
            COALESCE(json_agg(json_build_object('kind', l.kind, 'amount', -l.amount) ORDER BY l.kind) FILTER (WHERE l.amount < 0), '[]'::json) AS expenses,
            COALESCE(sum(l.amount) FILTER (WHERE l.amount > 0), 0)::int AS "totalIncome",
            COALESCE(-sum(l.amount) FILTER (WHERE l.amount < 0), 0)::int AS "totalExpenses"
          FROM "EconomyLine" l WHERE l."weekId" = wk.id) li,
        LATERAL (SELECT COALESCE(json_agg(json_build_object('weekStart', ${isoTime(sql`h."weekStart"`)}, 'closingBalance', h."closingBalance")
              ORDER BY h."weekStart" DESC), '[]'::json) AS history
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
const PAYROLL = prepare<{ teamId: string }, { body: string }>(
  "payroll",
  qb
    .selectFrom("Team as t")
    .select(
      asText(sql`(SELECT json_build_object(
        'team', ${refJson("t")},
        'players', pl.list,
        'staff', st.list,
        'totals', json_build_object('players', pl.total, 'staff', st.total, 'total', pl.total + st.total))
        FROM (SELECT COALESCE(json_agg(json_build_object(
                  'player', ${playerRef()}, 'salary', p.salary)
                  ORDER BY p.salary DESC, ${byName(sql`p."lastName"`)}, ${byName(sql`p."firstName"`)}, p.id), '[]'::json) AS list,
                COALESCE(sum(p.salary), 0)::int AS total
              FROM "Player" p WHERE p."clubId" = t.id) pl,
             (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'name', s.name, 'type', s.type, 'salary', s.salary)
                  ORDER BY s.salary DESC, ${byName(sql`s.name`)}, s.id), '[]'::json) AS list,
                COALESCE(sum(s.salary), 0)::int AS total
              FROM "Staff" s WHERE s."teamId" = t.id) st)`).as("body"),
    )
    .where("t.id", "=", param<string>("teamId")),
);

export async function getPayroll(db: Database, teamId: string): Promise<JsonText<Payroll>> {
  return db.sql.answer(PAYROLL, { teamId }, "Club");
}
