import { describe, expect, it } from "vitest";
import { copyText, CopyWriter, TABLES, type ColumnKind } from "./bulk";
import { testWorld } from "./test-world";

/**
 * COPY's text format as PostgreSQL documents it, written the plain way (strings joined): what
 * the byte writer must match, byte for byte.
 */
const escape = (text: string) => text.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
function plainValue(kind: ColumnKind, value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  switch (kind) {
    case "uuid":
    case "int4":
    case "float8":
      return escape(String(value));
    case "bool":
      return value ? "t" : "f";
    case "timestamp":
      return (value as Date).toISOString();
    case "jsonb":
      return escape(JSON.stringify(value));
    case "text[]":
      return escape(`{${(value as string[]).map((t) => `"${t.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`);
    case "int4[]":
      return `{${(value as number[]).join(",")}}`;
    default:
      return escape(String(value));
  }
}
const plainText = (rows: object[], columns: readonly [string, ColumnKind][]) =>
  rows.map((row) => `${columns.map(([name, kind]) => plainValue(kind, (row as Record<string, unknown>)[name])).join("\t")}\n`).join("");

const COLUMNS: [string, ColumnKind][] = [
  ["n", "int4"],
  ["f", "float8"],
  ["t", "text"],
  ["j", "jsonb"],
  ["b", "bool"],
  ["at", "timestamp"],
  ["tags", "text[]"],
  ["ints", "int4[]"],
  ["kind", { enum: "Kind" }],
];

describe("COPY text written as bytes", () => {
  it.each<[string, Record<string, unknown>]>([
    ["small and large integers, signs", { n: 0, f: 0.5, t: "a", b: true, at: new Date(0) }],
    ["negative, -0 and the int4 edges", { n: -2147483648, f: -0, t: "", b: false }],
    ["the largest int4 and a float in exponent form", { n: 2147483647, f: 1e-7 }],
    ["a number not an integer in an int4 column", { n: 12.5, f: Number.MAX_VALUE }],
    ["every escaped character", { t: "tab\there\nnew\rreturn\\back", j: { s: "a\tb\\c\n" } }],
    ["non-ASCII after ASCII, and escapes after it", { t: "Dončić\tAntetokounmpo\\ 🏀", j: { name: "Šarūnas\n" } }],
    ["non-ASCII first", { t: "€", tags: ["ä", 'q"uote', "back\\slash", "tab\t"], ints: [1, -2, 3] }],
    ["nulls and missing columns", { n: null, f: undefined, t: null, j: null, b: null, at: null, tags: null, ints: null, kind: null }],
    ["an enum value", { n: 7, kind: "LeagueRegularSeason" }],
    ["numbers that are not safe integers in an int4 column", { n: Number.NaN, f: Number.POSITIVE_INFINITY }],
    ["an unsafe integer, and -Infinity", { n: 2 ** 60, f: Number.NEGATIVE_INFINITY }],
    ["a number where text is declared", { t: 42 as unknown as string, kind: 7 as unknown as string }],
    ["a lone surrogate and a pair", { t: "a\ud800b 😀\udfff" }],
  ])("%s", (_, row) => {
    // Bytes, not text: a lone surrogate is written as U+FFFD's bytes, as Buffer.from writes it.
    expect(copyText([row], COLUMNS).equals(Buffer.from(plainText([row], COLUMNS), "utf8"))).toBe(true);
  });

  it("matches the plain text for every table of a generated world", () => {
    const world = testWorld();
    for (const [table, columns, rowsOf] of TABLES) {
      const rows = rowsOf(world).slice(0, 5_000);
      expect(copyText(rows, columns).equals(Buffer.from(plainText(rows, columns), "utf8")), table).toBe(true);
    }
  });

  it("grows its buffer as rows come, and drains to empty", () => {
    const writer = new CopyWriter(4);
    const rows = Array.from({ length: 1_000 }, (_, i) => ({ n: i * 7919, t: "x".repeat(i % 50), j: { i } }));
    for (const row of rows) writer.row(row, COLUMNS);
    expect(writer.drain().equals(Buffer.from(plainText(rows, COLUMNS), "utf8"))).toBe(true);
    expect(writer.length).toBe(0);
    writer.row(rows[1], COLUMNS);
    expect(writer.drain().equals(Buffer.from(plainText([rows[1]], COLUMNS), "utf8"))).toBe(true);
  });
});
