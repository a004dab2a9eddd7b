import { jsonBuildObject } from "kysely/helpers/postgres";
import type { ExpressionBuilder, RawBuilder } from "kysely";
import type { DB } from "@/lib/generated/kysely/types";
import { byName, nameRef, param, qb, rowJson, sql } from "@/lib/sql";
import type { ApiPlayer } from "@/lib/game/schemas/player";

/**
 * The Player answer built by PostgreSQL, for the read models on the lean path (roster, player,
 * auction). Whose skills show is decided
 * by lib/game/privacy.ts `skillsVisibility`, passed in as the `skillClubs` and `skillSquads`
 * parameters of every statement that uses it.
 */
export interface SkillParams extends Record<string, unknown> {
  skillClubs: string[];
  skillSquads: string[];
}

/** The table a player answer reads: `p`. */
type PlayerTables = DB & { p: DB["Player"] };

type PlayerScope = ExpressionBuilder<PlayerTables, "p">;

/**
 * `FROM "Player" p`. The answer's references (country, club, national team) are written from
 * the names the player row carries (kept by triggers); whether the player is transfer-listed is
 * looked up per player on the listing's player index, not joined: a list is a page of players,
 * and a generic plan would otherwise hash every open listing for each call, a cost that grows
 * with the market.
 */
export function fromPlayers() {
  return qb.selectFrom("Player as p");
}

/** Skills, or null where the privacy rules hide them. */
export function visibleSkills(eb: PlayerScope) {
  return sql<ApiPlayer["skills"]>`CASE WHEN ${eb.ref("p.clubId")} = ANY(${param<string[]>("skillClubs")}::uuid[])
    OR ${eb.ref("p.nationalTeamId")} = ANY(${param<string[]>("skillSquads")}::uuid[]) THEN ${eb.ref("p.skills")} END`;
}

/** A player's public figures, skills aside, as one JSON object (`isTransferListed` from the open listing, if any). */
export function publicPlayerFields(eb: PlayerScope) {
  return {
    id: eb.ref("p.id"),
    firstName: eb.ref("p.firstName"),
    lastName: eb.ref("p.lastName"),
    nickname: eb.ref("p.nickname"),
    number: eb.ref("p.number"),
    countryId: eb.ref("p.countryId"),
    country: nameRef(eb.ref("p.countryId"), eb.ref("p.countryName")),
    age: eb.ref("p.age"),
    height: eb.ref("p.height"),
    salary: eb.ref("p.salary"),
    dmi: eb.ref("p.dmi"),
    potential: eb.ref("p.potential"),
    gameShape: eb.ref("p.gameShape"),
    buzzerBeaterRating: eb.ref("p.buzzerBeaterRating"),
    bestPosition: eb.ref("p.bestPosition"),
    // A scalar subquery with LIMIT: probed per player on the listing's player index (an EXISTS
    // would be planned as a hash of every open listing). A literal 'Open', as the partial indexes
    // on open listings are written.
    isTransferListed: sql<boolean>`(SELECT true FROM "TransferListing" open WHERE open."playerId" = ${eb.ref("p.id")} AND open.status = 'Open' LIMIT 1) IS NOT NULL`,
    isRetired: eb.ref("p.isRetired"),
    injury: eb
      .case()
      .when(sql<boolean>`COALESCE(${eb.ref("p.injuryWeeks")}, 0) <> 0`)
      .then(jsonBuildObject({ weeksRemaining: eb.ref("p.injuryWeeks") }))
      .else(sql<null>`NULL::json`)
      .end(),
    club: nameRef(eb.ref("p.clubId"), eb.ref("p.clubName")),
    nationalTeam: nameRef(eb.ref("p.nationalTeamId"), eb.ref("p.nationalTeamName")),
  };
}

/** The whole Player answer as this viewer may see it. */
export function playerJson(eb: PlayerScope): RawBuilder<ApiPlayer> {
  return rowJson<ApiPlayer>({ ...publicPlayerFields(eb), skills: visibleSkills(eb) });
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
