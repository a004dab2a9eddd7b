import type { Db } from "@/lib/db";
import type { RawBuilder } from "kysely";
import { sql } from "@/lib/sql";
import type { TeamKind as ApiTeamKind } from "@/lib/game/schemas/me";

export type { ApiTeamKind };

export function apiTeamKind(team: { kind: "Club" | "NationalTeam" | "JuniorNationalTeam"; isBot: boolean }): ApiTeamKind {
  if (team.kind === "Club") return team.isBot ? "BotTeam" : "ManagedTeam";
  return team.kind;
}

/** `apiTeamKind` in SQL, for answers PostgreSQL writes: the team's row under `alias`. */
export function apiTeamKindSql(alias: string): RawBuilder<ApiTeamKind> {
  const kind = sql.ref(`${alias}.kind`);
  const isBot = sql.ref(`${alias}.isBot`);
  return sql<ApiTeamKind>`CASE WHEN ${kind} = 'Club' THEN CASE WHEN ${isBot} THEN 'BotTeam' ELSE 'ManagedTeam' END ELSE ${kind}::text END`;
}

export interface ManagerTeam {
  id: string;
  name: string;
  shortName: string;
  kind: ApiTeamKind;
}

type TeamRow = Pick<ManagerTeam, "id" | "name" | "shortName"> & { kind: "Club" | "NationalTeam" | "JuniorNationalTeam"; isBot: boolean };

/** The manager's teams as /me lists them: clubs first, then national teams, by name. */
export function orderManagerTeams(teams: TeamRow[]): ManagerTeam[] {
  const order = { Club: 0, NationalTeam: 1, JuniorNationalTeam: 2 } as const;
  return [...teams]
    .sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name))
    .map((t) => ({ id: t.id, name: t.name, shortName: t.shortName, kind: apiTeamKind(t) }));
}

/** Every club and national team the manager runs: clubs first, then national teams, by name. */
export async function listManagerTeams(db: Db, managerId: string): Promise<ManagerTeam[]> {
  const teams = await db.team.findMany({
    where: { managerId },
    select: { id: true, name: true, shortName: true, kind: true, isBot: true },
  });
  return orderManagerTeams(teams);
}
