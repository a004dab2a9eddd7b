import { sql, type Expression, type RawBuilder } from "kysely";
import { param } from "@/lib/sql/statement";

declare const shapeOf: unique symbol;

/**
 * The text of a JSON value of shape `T`, as a statement's column holds it: a string that
 * carries the answer's type from the SQL that writes it to the `JsonText` that sends it. A
 * plain string still passes (the runner reads rows it cannot type); another shape does not.
 */
export type JsonString<T> = string & { readonly [shapeOf]?: T };

/**
 * An answer PostgreSQL already wrote as JSON: sent on as it came, never parsed and written
 * again. `T` is the shape it has, held to the statement's typed projection (a body written
 * for another shape is refused).
 */
export class JsonText<T = unknown> {
  declare readonly shape?: T;
  constructor(readonly text: JsonString<T>) {}
}

/**
 * The fields of a JSON object of shape `T`, each an expression of its field's type: every key
 * of `T` and no other, so renaming, dropping or retyping a field of a schema fails to compile
 * where its SQL is written. Keys are written in the order given (the documented order).
 */
export type JsonFields<T> = { [K in keyof T]-?: Expression<T[K]> };

/**
 * `json_build_object` of `fields`, in their order, typed by the answer it writes: name `T`
 * (a schema's `z.input`) and the compiler holds the keys and values to it (as Kysely's
 * `jsonBuildObject`, but checked against the schema rather than inferred from the SQL).
 */
export function jsonObject<T>(fields: JsonFields<T>): RawBuilder<T> {
  const entries = Object.entries(fields as Record<string, Expression<unknown>>);
  return sql<T>`json_build_object(${sql.join(entries.map(([key, value]) => sql`${sql.lit(key)}, ${value}`))})`;
}

/**
 * An aggregate: the JSON array of the rows' `item`s in the order `order` (a list of SQL), of
 * the rows `where` keeps (all when omitted); `[]` for none.
 */
export function jsonAgg<T>(item: Expression<T>, order?: Expression<unknown>, where?: Expression<boolean>): RawBuilder<T[]> {
  return sql<
    T[]
  >`COALESCE(json_agg(${item}${order ? sql` ORDER BY ${order}` : sql``})${where ? sql` FILTER (WHERE ${where})` : sql``}, '[]'::json)`;
}

/** The JSON text of a typed JSON expression, as the statement's column that carries it. */
export function jsonText<T>(json: Expression<T>): RawBuilder<JsonString<T>> {
  return sql<JsonString<T>>`(${json})::text`;
}

/** A timestamp column as the API writes times: ISO 8601 in UTC with milliseconds (`…T12:00:00.000Z`). */
export function isoTime(column: Expression<Date | string | null>): RawBuilder<string> {
  return sql<string>`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A reference `{id, name}` (or `{id, username}` with `field`) to the row under `alias`, as the
 * answers write teams, countries, competitions and managers; null when a left join found none.
 */
export function refJson(alias: string): RawBuilder<{ id: string; name: string } | null>;
export function refJson(alias: string, field: "username"): RawBuilder<{ id: string; username: string } | null>;
export function refJson(
  alias: string,
  field: "name" | "username" = "name",
): RawBuilder<{ id: string; name: string } | { id: string; username: string } | null> {
  return nameRef(sql.ref<string>(`${alias}.id`), sql.ref<string>(`${alias}.${field}`), field as "name");
}

/**
 * A name as lists order names: by Unicode's root collation (Šarūnas beside Sarunas, not after
 * Zach as bytes would have it), whatever collation the database was created with. PostgreSQL
 * built with ICU (as every build this service runs on) has it.
 */
export function byName(name: Expression<string> | RawBuilder<string>): RawBuilder<string> {
  return sql<string>`${name} COLLATE "und-x-icu"`;
}

/**
 * The number of a page's last row, counted from the top of the list: `offset + limit` of the
 * call's `offset` and `limit` parameters, in 64 bits (an offset near 2³¹ must not overflow).
 */
export function pageEnd(): RawBuilder<number> {
  return sql<number>`(${param<number>("offset")}::bigint + ${param<number>("limit")}::bigint)`;
}

/**
 * A page's items as a JSON array, in their order: `item` of the rows numbered (`n`, from the
 * top of the list) up to the page's end. The rows are read `limit + 1` deep; the one after the
 * page only tells `pagingJson` that more follow.
 */
export function pageItems<T>(item: Expression<T>, n: RawBuilder<number>): RawBuilder<T[]> {
  return sql<T[]>`COALESCE(json_agg(${item} ORDER BY ${n}) FILTER (WHERE ${n} <= ${pageEnd()}), '[]'::json)`;
}

/** `pageItems` for items written as JSON text: the text of the array. */
export function pageItemsText<T>(item: Expression<JsonString<T>>, n: RawBuilder<number>): RawBuilder<JsonString<T[]>> {
  return arrayText(item, n, sql<boolean>`${n} <= ${pageEnd()}`);
}

/**
 * The answer's `paging` for the rows the same aggregate counts: more follow when it counted more
 * than `limit` (never when `capped`, a read cut short by a rule rather than by the page).
 */
export function pagingJson(capped?: RawBuilder<boolean>): RawBuilder<{ offset: number; limit: number; hasMore: boolean }> {
  const limit = param<number>("limit");
  const more = sql<boolean>`count(*) > ${limit}::int`;
  return sql`json_build_object('offset', ${param<number>("offset")}::int, 'limit', ${limit}::int,
    'hasMore', ${capped ? sql`NOT ${capped} AND ${more}` : more})`;
}

/**
 * JSON written as text, piece by piece, where a list repeats an object on every row: a stored
 * object given a few more fields (`withFields`), an object of a few parts (`objectText`), an
 * array of the rows' texts (`arrayText`). PostgreSQL then only joins strings, where building
 * JSON works out every value's type again for every row, and the answer reaches `pg` as text.
 * Each value is one of the `jsonPiece`s, which write only what needs no escaping: a text is
 * never written bare (write it inside an object PostgreSQL builds). No piece may be null: a
 * null would make the whole text null, and drop the row from its list without a word.
 */
export type JsonPieces<T = unknown> = readonly (string | Expression<unknown>)[] & { readonly [shapeOf]?: T };

/** The pieces of each field of an object of shape `T`: every key of `T` and no other. */
export type JsonPieceFields<T> = { [K in keyof T]-?: JsonPieces<T[K]> };

/** JSON values as `JsonPieces`, typed by the value they write: a string is JSON text already, an expression yields text. */
export const jsonPiece = {
  /** A constant, written when the statement is compiled. */
  constant: <V extends number | boolean | null>(value: V): JsonPieces<V> => [JSON.stringify(value)],
  /**
   * A number, a boolean or a `json`/`jsonb` value, whose text is its JSON; null as `null`. Give
   * a raw expression its type (sql<number>`…`): an untyped one would take any.
   */
  value: <V extends number | boolean | object | null>(value: Expression<V>): JsonPieces<V> => [sql`COALESCE((${value})::text, 'null')`],
  /** JSON already written as text (an object or a list of this family), never null. */
  text: <V>(value: Expression<JsonString<V>>): JsonPieces<V> => [value],
  /** A uuid, never null (a uuid is written without escapes). */
  uuid: (value: Expression<string>): JsonPieces<string> => ['"', sql`(${value})::text`, '"'],
  /** A timestamp as `isoTime` writes it, never null. */
  time: (value: Expression<Date | string>): JsonPieces<string> => ['"', isoTime(value), '"'],
};

/** The pieces as one text expression: neighbouring constants joined when compiled, the rest by `||`. */
function concatPieces<T>(pieces: JsonPieces): RawBuilder<JsonString<T>> {
  const merged: (string | Expression<unknown>)[] = [];
  for (const piece of pieces) {
    const last = merged.length - 1;
    if (typeof piece === "string" && typeof merged[last] === "string") merged[last] += piece;
    else merged.push(piece);
  }
  return sql<JsonString<T>>`(${sql.join(
    merged.map((piece) => (typeof piece === "string" ? sql.lit(piece) : piece)),
    sql` || `,
  )})::text`;
}

function fieldPieces(fields: Record<string, JsonPieces>, first: boolean): JsonPieces {
  return Object.entries(fields).flatMap(([key, value], i) => [`${first && i === 0 ? "" : ","}${JSON.stringify(key)}:`, ...value]);
}

/**
 * The text of the JSON object `object` of shape `T` minus the keys `K` (never empty, never
 * null) with the fields `K` of `T` added at its end: name `T` and `K`, and the compiler holds
 * the object and the fields to them.
 */
export function withFields<T, K extends keyof T>(
  object: Expression<JsonString<Omit<T, K>>>,
  fields: JsonPieceFields<Pick<T, K>>,
): RawBuilder<JsonString<T>> {
  return concatPieces<T>([sql`left(${object}, -1)`, ...fieldPieces(fields as Record<string, JsonPieces>, false), "}"]);
}

/** The text of a JSON object of shape `T` (name it) of `fields`, in their order. */
export function objectText<T>(fields: JsonPieceFields<T>): RawBuilder<JsonString<T>> {
  return concatPieces<T>(["{", ...fieldPieces(fields as Record<string, JsonPieces>, true), "}"]);
}

/** An aggregate: the text of a JSON array of the rows' `item` texts, in the order of `n`, of the rows `where` keeps (all when omitted). */
export function arrayText<T>(
  item: Expression<JsonString<T>>,
  n: Expression<number>,
  where?: Expression<boolean>,
): RawBuilder<JsonString<T[]>> {
  const aggregate = sql`string_agg(${item}, ',' ORDER BY ${n})${where ? sql` FILTER (WHERE ${where})` : sql``}`;
  return sql<JsonString<T[]>>`('[' || COALESCE(${aggregate}, '') || ']')`;
}

/**
 * A reference `{id, name}` (or another `key` for the name) written from columns at hand: the
 * row's own (the names triggers keep beside a reference, migration
 * 20261126000000_reference_names) or a joined row's; null when `id` is null.
 */
export function nameRef(
  id: Expression<string | null>,
  name: Expression<string | null>,
  key: "name" | "username" = "name",
): RawBuilder<{ id: string; name: string } | null> {
  return sql`CASE WHEN ${id} IS NOT NULL THEN json_build_object('id', ${id}, ${sql.lit(key)}, ${name}) END`;
}

/**
 * A reference `{id, name}` to the row of `table` whose id is `id`, looked up by primary key
 * (null when none): for a page of rows, a lookup per row, where a join would let a generic plan
 * hash the whole table on every call.
 */
export function lookupRef(
  table: "Team" | "Competition",
  id: Expression<string | null> | RawBuilder<string | null>,
): RawBuilder<{ id: string; name: string } | null> {
  return sql`(SELECT json_build_object('id', x.id, 'name', x.name) FROM ${sql.table(table)} x WHERE x.id = ${id})`;
}
