import type { z } from "zod";
import type { PlayerSchema } from "@/lib/game/schemas/player";

/**
 * A player's public figures: all of the Player answer but the fields that depend on the call
 * (`isTransferListed`, on the listings; `skills`, on who asks). PostgreSQL writes them once per
 * write of the row, in the generated column `Player."publicJson"`, by the function that
 * `playerPublicJsonFunction` writes from `PUBLIC_FIGURES` (scripts/player-json-migration.ts
 * puts it in a migration; a test holds the latest migration to it).
 */
export type PublicPlayer = Omit<z.input<typeof PlayerSchema>, "isTransferListed" | "skills">;

/** SQL over the function's arguments (the row's columns), typed by the field it writes. */
export interface FigureSql<T> {
  readonly text: string;
  /** Never set: carries the field's type. */
  readonly type?: T;
}

const figure = <T>(text: string): FigureSql<T> => ({ text });

/** The row's columns the function reads, in its arguments' order, with their SQL types. */
export const PUBLIC_FIGURE_COLUMNS = [
  ["id", "uuid"],
  ["firstName", "text"],
  ["lastName", "text"],
  ["nickname", "text"],
  ["number", "integer"],
  ["countryId", "uuid"],
  ["countryName", "text"],
  ["age", "integer"],
  ["height", "integer"],
  ["salary", "integer"],
  ["dmi", "integer"],
  ["potential", "integer"],
  ["gameShape", "integer"],
  ["buzzerBeaterRating", "double precision"],
  ["bestPosition", "text"],
  ["isRetired", "boolean"],
  ["injuryWeeks", "integer"],
  ["clubId", "uuid"],
  ["clubName", "text"],
  ["nationalTeamId", "uuid"],
  ["nationalTeamName", "text"],
] as const;

/**
 * Each public figure as SQL, in the answer's order: every key of the schema but the two the
 * lists add, so a schema change fails to compile here. The rating is written as a numeric,
 * whose text no setting changes (the text of a double follows extra_float_digits).
 */
export const PUBLIC_FIGURES: { [K in keyof PublicPlayer]-?: FigureSql<PublicPlayer[K]> } = {
  id: figure<string>("id"),
  firstName: figure<string>('"firstName"'),
  lastName: figure<string>('"lastName"'),
  nickname: figure<string | null>("nickname"),
  number: figure<number>("number"),
  countryId: figure<string>('"countryId"'),
  country: figure<{ id: string; name: string }>(`json_build_object('id', "countryId", 'name', "countryName")`),
  age: figure<number>("age"),
  height: figure<number>("height"),
  salary: figure<number>("salary"),
  dmi: figure<number>("dmi"),
  potential: figure<number>("potential"),
  gameShape: figure<number>('"gameShape"'),
  buzzerBeaterRating: figure<number>('"buzzerBeaterRating"::numeric'),
  bestPosition: figure<PublicPlayer["bestPosition"]>('"bestPosition"'),
  isRetired: figure<boolean>('"isRetired"'),
  injury: figure<{ weeksRemaining: number } | null>(
    `CASE WHEN COALESCE("injuryWeeks", 0) <> 0 THEN json_build_object('weeksRemaining', "injuryWeeks") END`,
  ),
  club: figure<{ id: string; name: string } | null>(
    `CASE WHEN "clubId" IS NOT NULL THEN json_build_object('id', "clubId", 'name', "clubName") END`,
  ),
  nationalTeam: figure<{ id: string; name: string } | null>(
    `CASE WHEN "nationalTeamId" IS NOT NULL THEN json_build_object('id', "nationalTeamId", 'name', "nationalTeamName") END`,
  ),
};

/** An identifier as PostgreSQL needs it written: quoted unless plain lower case. */
const ident = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name}"`);

/** The function's arguments: `id uuid, "firstName" text, …`. */
export function publicJsonArguments(): string {
  return PUBLIC_FIGURE_COLUMNS.map(([name, type]) => `${ident(name)} ${type}`).join(", ");
}

/** The columns the generated column passes, in the arguments' order. */
export function publicJsonColumns(): string {
  return PUBLIC_FIGURE_COLUMNS.map(([name]) => ident(name)).join(", ");
}

/** The function's body (between its `$$`): one row of the figures, written by `row_to_json`, keys in the answer's order. */
export function publicJsonBody(): string {
  const fields = Object.entries(PUBLIC_FIGURES as Record<string, FigureSql<unknown>>).map(
    ([key, { text }]) => `    ${text} AS ${ident(key)}`,
  );
  return `\n  SELECT row_to_json(answer)::text FROM (SELECT\n${fields.join(",\n")}\n  ) answer\n`;
}

/** `CREATE FUNCTION name(…)` of the public figures, as a migration writes it. */
export function playerPublicJsonFunction(name: string): string {
  return `CREATE FUNCTION ${name}(\n  ${publicJsonArguments()}\n) RETURNS text\nLANGUAGE sql IMMUTABLE PARALLEL SAFE\nAS $$${publicJsonBody()}$$;\n`;
}

/** The function's name in migrations: `player_public_json`, then `player_public_json_2`… */
const FUNCTION_NAME = /CREATE FUNCTION (player_public_json\w*)\(([\s\S]*?)\) RETURNS text[\s\S]*?AS \$\$([\s\S]*?)\$\$;/;

/** The public figures' function as the latest migration that writes one defines it. */
export function latestPublicJsonFunction(migrations: { name: string; sql: string }[]): {
  migration: string;
  name: string;
  arguments: string;
  body: string;
} {
  const found = [...migrations]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((m) => ({ migration: m.name, match: FUNCTION_NAME.exec(m.sql) }))
    .filter((m) => m.match !== null)
    .at(-1);
  if (!found?.match) throw new Error("no migration defines the player's public figures");
  const [, name, args, body] = found.match;
  return { migration: found.migration, name, arguments: args.replace(/\s+/g, " ").trim(), body };
}

/**
 * A migration that puts the public figures' current definition in place: the function under
 * `name` (a function replaced in place would leave the stored rows as they were), the column
 * dropped and added again so that every row is written by it, and the previous function dropped.
 */
export function publicJsonMigration(name: string, previous: string): string {
  return `-- The public figures of a player, written by lib/game/player-public-json.ts (scripts/player-json-migration.ts).
-- A new function and the column added again: every row is written again by the new definition.

${playerPublicJsonFunction(name)}
ALTER TABLE "Player" DROP COLUMN "publicJson";

ALTER TABLE "Player" ADD COLUMN "publicJson" TEXT NOT NULL GENERATED ALWAYS AS (${name}(
  ${publicJsonColumns()})) STORED;

DROP FUNCTION ${previous};
`;
}
