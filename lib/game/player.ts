import type { Database } from "@/lib/db";
import type { ApiPlayer } from "@/lib/game/schemas/player";
import { JsonText, param, prepare, type JsonString } from "@/lib/sql";
import { fromPlayers, playerText, type SkillParams } from "@/lib/game/player-sql";
import { skillsVisibility } from "@/lib/game/privacy";
import type { Viewer } from "@/lib/auth/viewer";

const PLAYER = prepare<{ playerId: string } & SkillParams, { body: JsonString<ApiPlayer> }>(
  "player",
  fromPlayers()
    .select((eb) => playerText(eb).as("body"))
    .where("p.id", "=", param<string>("playerId")),
);

export async function getPlayer(db: Database, viewer: Viewer, playerId: string): Promise<JsonText<ApiPlayer>> {
  return db.sql.answer(PLAYER, { playerId, ...skillsVisibility(viewer) }, "Player");
}
