import type { Db } from "@/lib/db";
import { poolOf } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { ApiPlayer } from "@/lib/game/schemas/player";
import { asText, JsonText, param, prepare, run } from "@/lib/sql";
import { fromPlayers, playerJson, type SkillParams } from "@/lib/game/player-sql";
import { skillsVisibility } from "@/lib/game/privacy";
import type { Viewer } from "@/lib/auth/viewer";

const PLAYER = prepare<{ playerId: string } & SkillParams, { body: string }>(
  "player",
  fromPlayers()
    .select((eb) => asText(playerJson(eb)).as("body"))
    .where("p.id", "=", param<string>("playerId")),
);

export async function getPlayer(db: Db, viewer: Viewer, playerId: string): Promise<JsonText<ApiPlayer>> {
  const [row] = await run(poolOf(db), PLAYER, { playerId, ...skillsVisibility(viewer) });
  if (!row) throw notFound("Player");
  return new JsonText<ApiPlayer>(row.body);
}
