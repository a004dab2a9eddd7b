import type { Context } from "hono";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { UUID_PATTERN } from "@/lib/ids";
import type { ApiEnv } from "@/lib/api/context";
import { DEFAULT_LIMIT, MAX_LIMIT, MIN_LIMIT } from "@/lib/game/paging";

/**
 * Path and query parameter schemas shared by every endpoint. Numbers in a query are
 * plain decimal digits ("25", not "2.5e1" or " 25"); enumerations are case-sensitive and
 * spelled exactly as documented. A bad value answers 400 `invalid_parameter` naming it.
 */

export function uuidParam(name: string, description: string, example: string) {
  return (
    z
      .string()
      .regex(UUID_PATTERN, `${name} must be a UUID`)
      .transform((s) => s.toLowerCase())
      // JSON Schema patterns take no flags: the document spells the case-insensitive match out.
      .meta({ param: { name, in: "path" }, description, example, ...UUID_IN_DOCUMENT } as Record<string, unknown>)
  );
}

const HEX = "[0-9a-fA-F]";
export const UUID_PATTERN_IN_DOCUMENT = `^${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}$`;

/** How the document spells a UUID parameter: its format, its pattern and its one length (36). */
export const UUID_IN_DOCUMENT = { format: "uuid", pattern: UUID_PATTERN_IN_DOCUMENT, minLength: 36, maxLength: 36 } as const;

interface IntQueryOptions {
  description: string;
  min?: number;
  max?: number;
  default?: number;
  example?: number;
}

const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };

/** A whole number in a query string, within bounds (32-bit at most); with a default, never undefined. */
export function intQuery(options: IntQueryOptions & { default: number }): z.ZodType<number, string | undefined>;
export function intQuery(options: IntQueryOptions): z.ZodType<number | undefined, string | undefined>;
export function intQuery(options: IntQueryOptions) {
  const { min = 0, max = INT32.max } = options;
  if (min < INT32.min || max > INT32.max) throw new Error(`A query number is 32-bit: ${min}..${max} is out of range.`);
  const base = z
    .string()
    .regex(/^-?\d{1,10}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
  const documented = {
    type: "integer",
    format: "int32",
    minimum: min,
    maximum: max,
    description: options.description,
    ...(options.default !== undefined ? { default: options.default } : {}),
    ...(options.example !== undefined ? { example: options.example } : {}),
  };
  return (options.default !== undefined ? base.optional().default(options.default) : base.optional()).meta(
    documented as Record<string, unknown>,
  ) as unknown as z.ZodType<number | undefined, string | undefined>;
}

/** An enumeration value in a query string: exact, case-sensitive spelling. */
export function enumQuery<const T extends readonly [string, ...string[]]>(
  values: T,
  description: string,
  fallback: T[number],
): z.ZodType<T[number], string | undefined>;
export function enumQuery<const T extends readonly [string, ...string[]]>(
  values: T,
  description: string,
): z.ZodType<T[number] | undefined, string | undefined>;
export function enumQuery<const T extends readonly [string, ...string[]]>(values: T, description: string, fallback?: T[number]) {
  const message = `must be one of ${values.join(", ")} (case-sensitive)`;
  const base = z.enum(values, { message });
  return (fallback !== undefined ? base.optional().default(fallback) : base.optional()).meta({
    description: `${description} One of ${values.map((v) => `\`${v}\``).join(", ")}; case-sensitive.`,
  });
}

export const offsetQuery = intQuery({ description: "How many items to skip.", min: 0, default: 0 });
export const limitQuery = intQuery({
  description: `How many items to return, ${MIN_LIMIT} to ${MAX_LIMIT}.`,
  min: MIN_LIMIT,
  max: MAX_LIMIT,
  default: DEFAULT_LIMIT,
});
export const seasonQuery = intQuery({
  description: "A season number; the season being played when omitted. An unknown season answers 404.",
  min: 1,
  example: 70,
});

/** No parameters: anything sent is unknown. */
export const EMPTY_PARAMETERS = z.strictObject({});

/** Longer `If-None-Match` headers are refused, as the document's `maxLength` says. */
export const IF_NONE_MATCH_MAX = 2_048;

/** The first problem zod found with a path or query parameter, as the API says it. */
export function invalidParameter(issue: z.core.$ZodIssue): AppError {
  const unknownKey = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
  const parameter = unknownKey ?? String(issue.path[0] ?? "");
  const description = unknownKey
    ? `Unknown query parameter "${unknownKey}".`
    : `Parameter "${parameter}" ${issue.message.replace(/^Invalid input: /, "")}.`.replace(/\.\.$/, ".");
  return new AppError("invalid_parameter", description, { parameter });
}

/** `value` parsed by `schema`, or its first problem as a 400 `invalid_parameter`. */
export function parseParameters<T extends z.ZodObject>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidParameter(result.error.issues[0]);
  return result.data;
}

/** A parameter with no name (`?after=0&=null`): Hono's reading of the query drops it, the strict query must not. */
const NAMELESS_PARAMETER = /[?&]=/;

/** The query as Hono's validator reads it: a parameter sent once is a string, sent again a list. */
export function queryValues(c: Context<ApiEnv>): Record<string, string | string[]> {
  const url = c.req.url;
  const mark = url.indexOf("?");
  if (mark >= 0 && NAMELESS_PARAMETER.test(url.slice(mark))) {
    throw new AppError("invalid_parameter", 'A query parameter has no name (as in "?=value"): send every parameter as name=value.', {
      parameter: "",
    });
  }
  const values: Record<string, string | string[]> = {};
  for (const [name, list] of Object.entries(c.req.queries())) values[name] = list.length === 1 ? list[0] : list;
  return values;
}

/** A conditional call's `If-None-Match`, refused past `IF_NONE_MATCH_MAX` characters. */
export function checkIfNoneMatch(value: string | undefined): void {
  if ((value?.length ?? 0) > IF_NONE_MATCH_MAX) {
    throw new AppError(
      "invalid_parameter",
      `The If-None-Match header is longer than ${IF_NONE_MATCH_MAX.toLocaleString("en")} characters.`,
      {
        parameter: "If-None-Match",
      },
    );
  }
}
