import type { Database } from "@/lib/db";
import { capitaliseScope, normaliseScopes, type Scope } from "@/lib/auth/scopes";
import type { Principal } from "@/lib/auth/authenticate";
import { listManagerTeams, orderManagerTeams } from "@/lib/game/manager-teams";

/** Everything /me shows comes with the token (lib/auth/authenticate.ts): no query of its own. */
export function getMe(principal: Principal) {
  const { viewer } = principal;
  return {
    id: viewer.managerId,
    username: viewer.username,
    isSupporter: viewer.isSupporter,
    teams: orderManagerTeams(principal.teams),
    scopes: normaliseScopes(viewer.scopes).map(capitaliseScope),
  };
}

/**
 * What /me answers a token of this manager with these scopes, read without a token: the
 * quick start shows a signed-in manager their own answer. Null for an unknown manager.
 */
export async function getMeOf(db: Database, managerId: string, scopes: Scope[]) {
  const manager = await db.prisma.manager.findUnique({ where: { id: managerId }, select: { id: true, username: true, isSupporter: true } });
  if (!manager) return null;
  return {
    id: manager.id,
    username: manager.username,
    isSupporter: manager.isSupporter,
    teams: await listManagerTeams(db, managerId),
    scopes: normaliseScopes(scopes).map(capitaliseScope),
  };
}
