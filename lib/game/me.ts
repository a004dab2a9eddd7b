import type { Db } from "@/lib/db";
import { capitaliseScope, normaliseScopes } from "@/lib/auth/scopes";
import { listManagerTeams } from "@/lib/game/manager-teams";
import type { Viewer } from "@/lib/auth/viewer";

export async function getMe(db: Db, viewer: Viewer) {
  return {
    id: viewer.managerId,
    username: viewer.username,
    isSupporter: viewer.isSupporter,
    teams: await listManagerTeams(db, viewer.managerId),
    scopes: normaliseScopes(viewer.scopes).map(capitaliseScope),
  };
}
