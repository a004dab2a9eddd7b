import type { ExpressionBuilder, RawBuilder } from "kysely";
import type { DB } from "@/lib/generated/kysely/types";
import { arrayText, byName, jsonPiece, qb, sql, withFields, type JsonString } from "@/lib/sql";
import type { ApiPlayer } from "@/lib/game/schemas/player";
import type { PublicPlayer } from "@/lib/game/player-public-json";
import { canSeeSkillsSql } from "@/lib/game/privacy";

/**
 * The Player answer written by PostgreSQL, for the read models on the lean path (roster, squad,
 * player, market, auction). Whose skills show is decided by lib/game/privacy.ts
 * `skillsVisibility`, passed in as the `skillClubs` and `skillSquads` parameters of every
 * statement that uses it.
 */
export interface SkillParams extends Record<string, unknown> {
  skillClubs: string[];
  skillSquads: string[];
}

/** The table a player answer reads: `p`. */
type PlayerTables = DB & { p: DB["Player"] };

type PlayerScope = ExpressionBuilder<PlayerTables, "p">;

/** `FROM "Player" p`: the table every player answer reads. */
export function fromPlayers() {
  return qb.selectFrom("Player as p");
}

/** Skills, or null where the privacy rules (lib/game/privacy.ts) hide them. */
function visibleSkills(eb: PlayerScope) {
  const visible = canSeeSkillsSql({ clubId: eb.ref("p.clubId"), nationalTeamId: eb.ref("p.nationalTeamId") });
  return sql<ApiPlayer["skills"]>`CASE WHEN ${visible} THEN ${eb.ref("p.skills")} END`;
}

/**
 * Whether the player is transfer-listed: looked up per player on the listing's player index,
 * not joined (a list is a page of players, and a generic plan would otherwise hash every open
 * listing for each call, a cost that grows with the market). A scalar subquery with LIMIT, as an
 * EXISTS would be planned as that hash; a literal 'Open', as the partial indexes on open
 * listings are written.
 */
function isTransferListed(eb: PlayerScope) {
  return sql<boolean>`(SELECT true FROM "TransferListing" open WHERE open."playerId" = ${eb.ref("p.id")} AND open.status = 'Open' LIMIT 1) IS NOT NULL`;
}

/**
 * The player's public figures, all of its answer but `isTransferListed` and `skills`, as the
 * text of a JSON object: a column PostgreSQL generates from the row whenever it is written,
 * by the function written from lib/game/player-public-json.ts. Not in the generated types:
 * Prisma's client leaves it out.
 */
export function publicPlayerText(): RawBuilder<JsonString<PublicPlayer>> {
  return sql<JsonString<PublicPlayer>>`p."publicJson"`;
}

/** The whole Player answer as this viewer may see it, as JSON text. */
export function playerText(eb: PlayerScope): RawBuilder<JsonString<ApiPlayer>> {
  return withFields<ApiPlayer, "isTransferListed" | "skills">(publicPlayerText(), {
    isTransferListed: jsonPiece.value(isTransferListed(eb)),
    skills: jsonPiece.value(visibleSkills(eb)),
  });
}

/** The players of a list (correlated to the outer row by `where`), in the order of `order`, as the text of a JSON array. */
export function playerListText(where: RawBuilder<boolean>, order: RawBuilder<unknown>): RawBuilder<JsonString<ApiPlayer[]>> {
  return sql<JsonString<ApiPlayer[]>>`(SELECT ${arrayText(sql<JsonString<ApiPlayer>>`r.player`, sql<number>`r.n`)} FROM (${fromPlayers()
    .select((eb) => [playerText(eb).as("player"), sql<number>`row_number() OVER (ORDER BY ${order})`.as("n")])
    .where(where)}) r)`;
}

/** The order of a roster and a squad: by jersey number, then name, then id. */
export const ROSTER_ORDER = sql`p."number", ${byName(sql`p."lastName"`)}, p.id`;

/** A player's name as the answers write it: first name, a space, last name (of the player under `alias`). */
export function playerName(alias = "p"): RawBuilder<string> {
  return sql<string>`${sql.ref(`${alias}.firstName`)} || ' ' || ${sql.ref(`${alias}.lastName`)}`;
}

/** A reference `{id, name}` to the player under `alias`. */
export function playerRef(alias = "p"): RawBuilder<{ id: string; name: string }> {
  return sql`json_build_object('id', ${sql.ref(`${alias}.id`)}, 'name', ${playerName(alias)})`;
}
