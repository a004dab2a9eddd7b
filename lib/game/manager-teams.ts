import type { Database } from "@/lib/db";
import type { RawBuilder } from "kysely";
import { sql } from "@/lib/sql";
import type { TeamKind as ApiTeamKind } from "@/lib/game/schemas/me";
import type { TeamKind } from "@/lib/generated/kysely/enums";

export type { ApiTeamKind };

/**
 * The kind the API shows for a team's stored kind, run by a bot or by a manager: the one
 * definition both `apiTeamKind` and `apiTeamKindSql` are read from.
 */
export const API_TEAM_KINDS = {
  Club: { bot: "BotTeam", managed: "ManagedTeam" },
  NationalTeam: { bot: "NationalTeam", managed: "NationalTeam" },
  JuniorNationalTeam: { bot: "JuniorNationalTeam", managed: "JuniorNationalTeam" },
} as const satisfies Record<TeamKind, Record<"bot" | "managed", ApiTeamKind>>;

export function apiTeamKind(team: { kind: TeamKind; isBot: boolean }): ApiTeamKind {
  return API_TEAM_KINDS[team.kind][team.isBot ? "bot" : "managed"];
}

/** `apiTeamKind` in SQL, for answers PostgreSQL writes: the team's row under `alias`. */
export function apiTeamKindSql(alias: string): RawBuilder<ApiTeamKind> {
  const kind = sql.ref(`${alias}.kind`);
  const isBot = sql.ref(`${alias}.isBot`);
  const cases = Object.entries(API_TEAM_KINDS).map(([stored, { bot, managed }]) =>
    bot === managed
      ? sql`WHEN ${sql.lit(stored)} THEN ${sql.lit(managed)}`
      : sql`WHEN ${sql.lit(stored)} THEN CASE WHEN ${isBot} THEN ${sql.lit(bot)} ELSE ${sql.lit(managed)} END`,
  );
  return sql<ApiTeamKind>`(CASE ${kind}::text ${sql.join(cases, sql` `)} END)`;
}

export interface ManagerTeam {
  id: string;
  name: string;
  shortName: string;
  kind: ApiTeamKind;
}

type TeamRow = Pick<ManagerTeam, "id" | "name" | "shortName"> & { kind: TeamKind; isBot: boolean };

/** The manager's teams as /me lists them: clubs first, then national teams, by name. */
export function orderManagerTeams(teams: TeamRow[]): ManagerTeam[] {
  const order = { Club: 0, NationalTeam: 1, JuniorNationalTeam: 2 } as const;
  return [...teams]
    .sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name))
    .map((t) => ({ id: t.id, name: t.name, shortName: t.shortName, kind: apiTeamKind(t) }));
}

/** Every club and national team the manager runs: clubs first, then national teams, by name. */
export async function listManagerTeams(db: Database, managerId: string): Promise<ManagerTeam[]> {
  const teams = await db.prisma.team.findMany({
    where: { managerId },
    select: { id: true, name: true, shortName: true, kind: true, isBot: true },
  });
  return orderManagerTeams(teams);
}
