import { capitaliseScope, normaliseScopes } from "@/lib/auth/scopes";
import type { Principal } from "@/lib/auth/authenticate";
import { orderManagerTeams } from "@/lib/game/manager-teams";

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
