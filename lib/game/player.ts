import type { Db } from "@/lib/db";
import type { ApiPlayer } from "@/lib/game/schemas/player";
import { JsonText, param, prepare, readAnswer } from "@/lib/sql";
import { fromPlayers, playerText, type SkillParams } from "@/lib/game/player-sql";
import { skillsVisibility } from "@/lib/game/privacy";
import type { Viewer } from "@/lib/auth/viewer";

const PLAYER = prepare<{ playerId: string } & SkillParams, { body: string }>(
  "player",
  fromPlayers()
    .select((eb) => playerText(eb).as("body"))
    .where("p.id", "=", param<string>("playerId")),
);

export async function getPlayer(db: Db, viewer: Viewer, playerId: string): Promise<JsonText<ApiPlayer>> {
  return readAnswer(db, PLAYER, { playerId, ...skillsVisibility(viewer) }, "Player");
}
