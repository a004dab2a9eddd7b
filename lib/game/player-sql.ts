import { jsonBuildObject } from "kysely/helpers/postgres";
import type { ExpressionBuilder, RawBuilder } from "kysely";
import type { DB } from "@/lib/generated/kysely/types";
import { byName, param, qb, sql } from "@/lib/sql";
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

/** The tables a player answer reads: `p` and its country `c`, club `club` and national team `nt`. */
type PlayerTables = DB & {
  p: DB["Player"];
  c: DB["Country"];
  club: DB["Team"];
  nt: DB["Team"];
};

type PlayerScope = ExpressionBuilder<PlayerTables, "p" | "c" | "club" | "nt">;

/** `FROM "Player" p` with the joins `playerJson` reads. */
export function fromPlayers() {
  return qb
    .selectFrom("Player as p")
    .innerJoin("Country as c", "c.id", "p.countryId")
    .leftJoin("Team as club", "club.id", "p.clubId")
    .leftJoin("Team as nt", "nt.id", "p.nationalTeamId");
}

function teamRef(eb: PlayerScope, alias: "club" | "nt") {
  return eb
    .case()
    .when(eb.ref(`${alias}.id`), "is", null)
    .then(sql<null>`NULL::json`)
    .else(jsonBuildObject({ id: eb.ref(`${alias}.id`), name: eb.ref(`${alias}.name`) }))
    .end();
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
    country: jsonBuildObject({ id: eb.ref("c.id"), name: eb.ref("c.name") }),
    age: eb.ref("p.age"),
    height: eb.ref("p.height"),
    salary: eb.ref("p.salary"),
    dmi: eb.ref("p.dmi"),
    potential: eb.ref("p.potential"),
    gameShape: eb.ref("p.gameShape"),
    buzzerBeaterRating: eb.ref("p.buzzerBeaterRating"),
    bestPosition: eb.ref("p.bestPosition"),
    isTransferListed: eb.exists(
      eb
        .selectFrom("TransferListing as open")
        .select(sql`1`.as("one"))
        .whereRef("open.playerId", "=", "p.id")
        // A literal, as the partial indexes on open listings are written (a parameter would not match them).
        .where("open.status", "=", sql.lit("Open")),
    ),
    isRetired: eb.ref("p.isRetired"),
    injury: eb
      .case()
      .when(sql<boolean>`COALESCE(${eb.ref("p.injuryWeeks")}, 0) <> 0`)
      .then(jsonBuildObject({ weeksRemaining: eb.ref("p.injuryWeeks") }))
      .else(sql<null>`NULL::json`)
      .end(),
    club: teamRef(eb, "club"),
    nationalTeam: teamRef(eb, "nt"),
  };
}

/** The whole Player answer as this viewer may see it. */
export function playerJson(eb: PlayerScope): RawBuilder<ApiPlayer> {
  return jsonBuildObject({ ...publicPlayerFields(eb), skills: visibleSkills(eb) }) as unknown as RawBuilder<ApiPlayer>;
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
