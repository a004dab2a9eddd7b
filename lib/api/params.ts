import { z } from "zod";
import { UUID_PATTERN } from "@/lib/ids";
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
