import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { ApiPlayer } from "@/lib/game/schemas/player";
import { playerSelect, toApiPlayer } from "@/lib/game/players";
import type { Viewer } from "@/lib/auth/viewer";

export async function getPlayer(db: Db, viewer: Viewer, playerId: string): Promise<ApiPlayer> {
  const row = await db.player.findUnique({ where: { id: playerId }, select: playerSelect });
  if (!row) throw notFound("Player");
  return toApiPlayer(row, viewer);
}
