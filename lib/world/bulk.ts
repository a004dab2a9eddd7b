import type { StreamedKey, World } from "./types";

/**
 * The world's tables for bulk loading with `COPY … FROM STDIN`: for each table its columns
 * (with how to write a value in COPY's text format) and where its rows are in a World.
 */

export type ColumnKind = "uuid" | "text" | "int4" | "float8" | "bool" | "timestamp" | "jsonb" | "text[]" | "int4[]" | { enum: string };
export type TableSpec = [name: string, columns: [column: string, kind: ColumnKind][], rows: (world: World) => object[]];

/** Every table the world fills, parents before children; rows use the column names. */
export const TABLES: TableSpec[] = [
  [
    "Manager",
    [
      ["id", "uuid"],
      ["username", "text"],
      ["passwordHash", "text"],
      ["isSupporter", "bool"],
      ["role", { enum: "Role" }],
      ["isSimulated", "bool"],
      ["createdAt", "timestamp"],
    ],
    (w) => w.managers,
  ],
  [
    "Country",
    [
      ["id", "uuid"],
      ["name", "text"],
      ["code", "text"],
      ["levels", "int4"],
    ],
    (w) => w.countries,
  ],
  [
    "Season",
    [
      ["id", "uuid"],
      ["number", "int4"],
      ["startsAt", "timestamp"],
      ["endsAt", "timestamp"],
    ],
    (w) => w.seasons,
  ],
  [
    "Competition",
    [
      ["id", "uuid"],
      ["kind", { enum: "CompetitionKind" }],
      ["name", "text"],
      ["countryId", "uuid"],
      ["level", "int4"],
      ["division", "int4"],
      ["isJunior", "bool"],
    ],
    (w) => w.competitions,
  ],
  [
    "Team",
    [
      ["id", "uuid"],
      ["kind", { enum: "TeamKind" }],
      ["name", "text"],
      ["shortName", "text"],
      ["countryId", "uuid"],
      ["leagueId", "uuid"],
      ["conference", "text"],
      ["managerId", "uuid"],
      ["isBot", "bool"],
      ["createdAt", "timestamp"],
    ],
    (w) => w.teams,
  ],
  [
    "LeagueMembership",
    [
      ["seasonId", "uuid"],
      ["competitionId", "uuid"],
      ["teamId", "uuid"],
      ["conference", "text"],
      ["finalPosition", "int4"],
      ["wins", "int4"],
      ["losses", "int4"],
      ["pointsFor", "int4"],
      ["pointsAgainst", "int4"],
      ["forfeits", "int4"],
    ],
    (w) => w.memberships,
  ],
  [
    "Player",
    [
      ["id", "uuid"],
      ["firstName", "text"],
      ["lastName", "text"],
      ["nickname", "text"],
      ["number", "int4"],
      ["countryId", "uuid"],
      ["age", "int4"],
      ["height", "int4"],
      ["salary", "int4"],
      ["dmi", "int4"],
      ["potential", "int4"],
      ["gameShape", "int4"],
      ["buzzerBeaterRating", "float8"],
      ["bestPosition", "text"],
      ["isRetired", "bool"],
      ["injuryWeeks", "int4"],
      ["skills", "jsonb"],
      ["clubId", "uuid"],
      ["nationalTeamId", "uuid"],
      ["joinedClubAt", "timestamp"],
    ],
    (w) => w.players,
  ],
  [
    "Arena",
    [
      ["teamId", "uuid"],
      ["name", "text"],
      ["bleachers", "int4"],
      ["bleachersPrice", "int4"],
      ["lowerTier", "int4"],
      ["lowerTierPrice", "int4"],
      ["courtside", "int4"],
      ["courtsidePrice", "int4"],
      ["luxuryBoxes", "int4"],
      ["luxuryBoxPrice", "int4"],
    ],
    (w) => w.arenas,
  ],
  [
    "Staff",
    [
      ["id", "uuid"],
      ["teamId", "uuid"],
      ["name", "text"],
      ["type", { enum: "StaffType" }],
      ["level", { enum: "StaffLevel" }],
      ["specialty", "text"],
      ["salary", "int4"],
      ["hiredAt", "timestamp"],
    ],
    (w) => w.staff,
  ],
  [
    "Facility",
    [
      ["teamId", "uuid"],
      ["building", { enum: "Building" }],
      ["level", "int4"],
      ["weeklyUpkeep", "int4"],
    ],
    (w) => w.facilities,
  ],
  [
    "EconomyWeek",
    [
      ["id", "uuid"],
      ["teamId", "uuid"],
      ["weekStart", "timestamp"],
      ["openingBalance", "int4"],
      ["closingBalance", "int4"],
    ],
    (w) => w.economyWeeks,
  ],
  [
    "EconomyLine",
    [
      ["weekId", "uuid"],
      ["kind", { enum: "EconomyLineKind" }],
      ["amount", "int4"],
    ],
    (w) => w.economyLines,
  ],
  [
    "TrainingPlan",
    [
      ["teamId", "uuid"],
      ["drill", { enum: "Drill" }],
      ["positions", "text[]"],
      ["updatedAt", "timestamp"],
    ],
    (w) => w.trainingPlans,
  ],
  [
    "TrainingSession",
    [
      ["id", "uuid"],
      ["teamId", "uuid"],
      ["trainedAt", "timestamp"],
      ["drill", { enum: "Drill" }],
      ["positions", "text[]"],
      ["efficiencyPercent", "int4"],
      ["conditions", "jsonb"],
    ],
    (w) => w.trainingSessions,
  ],
  [
    "TrainingParticipant",
    [
      ["sessionId", "uuid"],
      ["playerId", "uuid"],
      ["minutes", "int4"],
      ["trainingMinutes", "int4"],
      ["hasFullMinutes", "bool"],
    ],
    (w) => w.trainingParticipants,
  ],
  [
    "SkillChange",
    [
      ["sessionId", "uuid"],
      ["playerId", "uuid"],
      ["skill", "text"],
      ["from", "int4"],
      ["to", "int4"],
    ],
    (w) => w.skillChanges,
  ],
  [
    "Breakthrough",
    [
      ["sessionId", "uuid"],
      ["playerId", "uuid"],
      ["skill", "text"],
      ["oldLevel", "int4"],
      ["newLevel", "int4"],
      ["kinds", "text[]"],
    ],
    (w) => w.breakthroughs,
  ],
  [
    "Match",
    [
      ["id", "uuid"],
      ["seasonId", "uuid"],
      ["competitionId", "uuid"],
      ["kind", { enum: "MatchKind" }],
      ["round", "int4"],
      ["startsAt", "timestamp"],
      ["homeTeamId", "uuid"],
      ["awayTeamId", "uuid"],
      ["homeScore", "int4"],
      ["awayScore", "int4"],
      ["neutralCourt", "bool"],
      ["isOnTv", "bool"],
      ["attendance", "jsonb"],
    ],
    (w) => w.matches,
  ],
  [
    "MatchTeam",
    [
      ["matchId", "uuid"],
      ["teamId", "uuid"],
      ["isHome", "bool"],
      ["score", "int4"],
      ["partials", "int4[]"],
      ["offensiveStrategy", "text"],
      ["defensiveStrategy", "text"],
      ["effort", "text"],
      ["ratings", "jsonb"],
    ],
    (w) => w.matchTeams,
  ],
  [
    "BoxScoreLine",
    [
      ["matchId", "uuid"],
      ["teamId", "uuid"],
      ["playerId", "uuid"],
      ["isStarter", "bool"],
      ["didNotPlay", "bool"],
      ["minutes", "jsonb"],
      ["totalMinutes", "int4"],
      ["fgm", "int4"],
      ["fga", "int4"],
      ["tpm", "int4"],
      ["tpa", "int4"],
      ["ftm", "int4"],
      ["fta", "int4"],
      ["oreb", "int4"],
      ["reb", "int4"],
      ["ast", "int4"],
      ["to", "int4"],
      ["stl", "int4"],
      ["blk", "int4"],
      ["pf", "int4"],
      ["pts", "int4"],
      ["plusMinus", "int4"],
      ["rating", "float8"],
    ],
    (w) => w.boxScoreLines,
  ],
  [
    "TransferListing",
    [
      ["id", "uuid"],
      ["playerId", "uuid"],
      ["listingClubId", "uuid"],
      ["startingPrice", "int4"],
      ["minIncrementPercent", "int4"],
      ["startedAt", "timestamp"],
      ["endsAt", "timestamp"],
      ["status", { enum: "ListingStatus" }],
      ["buyerTeamId", "uuid"],
      ["finalPrice", "int4"],
      ["currentPrice", "int4"],
      ["leaderTeamId", "uuid"],
      ["bidCount", "int4"],
    ],
    (w) => w.listings,
  ],
  [
    "Bid",
    [
      ["id", "uuid"],
      ["listingId", "uuid"],
      ["teamId", "uuid"],
      ["managerId", "uuid"],
      ["amount", "int4"],
      ["placedAt", "timestamp"],
    ],
    (w) => w.bids,
  ],
  [
    "WorldInfo",
    [
      ["seed", "int4"],
      ["referenceTime", "timestamp"],
      ["size", "float8"],
      ["clockAt", "timestamp"],
    ],
    (w) => [w.info],
  ],
];

// COPY text format: tab between columns, \N for null, backslash escapes.
const needsEscape = /[\\\t\n\r]/;
const escapeCopy = (text: string) =>
  needsEscape.test(text) ? text.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r") : text;
const quoteElement = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

const BACKSLASH = 0x5c;
const TAB = 0x09;
const NEWLINE = 0x0a;
const RETURN = 0x0d;
const ZERO = 0x30;
/** The letter after the backslash of each escaped character, by its code. */
const ESCAPED: Record<number, number> = { [BACKSLASH]: BACKSLASH, [TAB]: 0x74, [NEWLINE]: 0x6e, [RETURN]: 0x72 };

/**
 * COPY text written straight into bytes, row after row. A game hour at the game's size writes a
 * hundred thousand box-score lines of 24 columns: joined as strings, each line was forty string
 * pieces, flattened once joined and encoded again as UTF-8 to be sent, and their garbage was a
 * good part of the clock's collection time.
 */
export class CopyWriter {
  private buf: Buffer;
  /** Bytes written. */
  length = 0;

  constructor(initialBytes = 1 << 16) {
    this.buf = Buffer.allocUnsafe(initialBytes);
  }

  private room(bytes: number): Buffer {
    if (this.length + bytes > this.buf.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + bytes));
      this.buf.copy(grown, 0, 0, this.length);
      this.buf = grown;
    }
    return this.buf;
  }

  /** A row of these columns, as one line. */
  row(row: object, columns: readonly [string, ColumnKind][]): void {
    rowWriterOf(columns)(this, row);
  }

  /** The bytes written so far, valid until the next write; then the writer is emptied. */
  drain(): Buffer {
    const out = this.buf.subarray(0, this.length);
    this.length = 0;
    return out;
  }

  byte(code: number): void {
    this.room(1)[this.length++] = code;
  }

  null(): void {
    const buf = this.room(2);
    buf[this.length++] = BACKSLASH;
    buf[this.length++] = 0x4e;
  }

  /** A text value, escaped; ASCII is copied byte by byte, anything wider is encoded as UTF-8. */
  text(text: string): void {
    const n = text.length;
    const buf = this.room(2 * n);
    let at = this.length;
    for (let i = 0; i < n; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) {
        const rest = escapeCopy(text.slice(i));
        this.length = at;
        this.length += this.room(Buffer.byteLength(rest)).write(rest, this.length, "utf8");
        return;
      }
      if (code === BACKSLASH || code === TAB || code === NEWLINE || code === RETURN) {
        buf[at++] = BACKSLASH;
        buf[at++] = ESCAPED[code];
      } else buf[at++] = code;
    }
    this.length = at;
  }

  /** An integer's digits, as `String` writes them; anything else as its text. */
  int(value: unknown): void {
    if (typeof value !== "number" || !Number.isSafeInteger(value)) return this.text(String(value));
    const buf = this.room(17);
    let n = value;
    if (n < 0) {
      buf[this.length++] = 0x2d;
      n = -n;
    }
    let digits = 1;
    for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = (this.length += digits);
    while (n >= 10) {
      const tens = Math.floor(n / 10);
      buf[--at] = ZERO + n - tens * 10;
      n = tens;
    }
    buf[--at] = ZERO + n;
  }
}

/** What writes a value of a column of each kind (null and undefined: see `compileRowWriter`). */
function writerOf(kind: ColumnKind): (w: CopyWriter, value: unknown) => void {
  switch (kind) {
    case "int4":
      return (w, value) => w.int(value);
    case "uuid":
    case "float8":
      return (w, value) => w.text(String(value));
    case "bool":
      return (w, value) => w.byte(value ? 0x74 : 0x66);
    case "timestamp":
      // Read as timestamp without time zone the zone suffix is ignored: UTC, as Prisma stores.
      return (w, value) => w.text((value as Date).toISOString());
    case "jsonb":
      return (w, value) => w.text(JSON.stringify(value));
    case "text[]":
      return (w, value) => w.text(`{${(value as string[]).map(quoteElement).join(",")}}`);
    case "int4[]":
      return (w, value) => w.text(`{${(value as number[]).join(",")}}`);
    default:
      return (w, value) => w.text(typeof value === "string" ? value : String(value));
  }
}

type RowWriter = (w: CopyWriter, row: object) => void;
const rowWriters = new WeakMap<readonly [string, ColumnKind][], RowWriter>();

/**
 * A function writing a row of these columns as a COPY line: made once per column list, it reads
 * each column by its name at a call site of its own (the names are the schema's, from `TABLES`),
 * so each read and each writer call sees one shape and one function.
 */
function compileRowWriter(columns: readonly [string, ColumnKind][]): RowWriter {
  const writers = columns.map(([, kind]) => writerOf(kind));
  const body = columns
    .map(
      ([name], c) =>
        `${c > 0 ? "w.byte(9); " : ""}v = r[${JSON.stringify(name)}]; if (v === null || v === undefined) w.null(); else f[${c}](w, v);`,
    )
    .join("\n");
  // The text is made of the schema's column names only.
  return new Function("f", `return (w, r) => { let v;\n${body}\nw.byte(10); };`)(writers) as RowWriter;
}

function rowWriterOf(columns: readonly [string, ColumnKind][]): RowWriter {
  let write = rowWriters.get(columns);
  if (!write) rowWriters.set(columns, (write = compileRowWriter(columns)));
  return write;
}

/** Rows in COPY text format, one line each. */
export function copyText(rows: object[], columns: readonly [string, ColumnKind][]): Buffer {
  const writer = new CopyWriter(Math.max(1 << 12, rows.length * 8 * columns.length));
  const write = rowWriterOf(columns);
  for (let r = 0; r < rows.length; r++) write(writer, rows[r]);
  return writer.drain();
}

/**
 * `freeze`: the rows go in frozen and their pages all-visible (the table must have been created
 * or emptied in the same transaction), so a new world needs no vacuum before index-only scans.
 */
export function copySql(table: string, columns: [string, ColumnKind][], freeze = false): string {
  return `COPY "${table}" (${columns.map(([c]) => `"${c}"`).join(", ")}) FROM STDIN${freeze ? " WITH (FREEZE)" : ""}`;
}

/** The table of each streamed key of a World (./types.ts). */
export const STREAMED_TABLES = {
  matches: "Match",
  matchTeams: "MatchTeam",
  boxScoreLines: "BoxScoreLine",
  trainingSessions: "TrainingSession",
  trainingParticipants: "TrainingParticipant",
  skillChanges: "SkillChange",
  economyWeeks: "EconomyWeek",
  economyLines: "EconomyLine",
} as const satisfies Record<StreamedKey, string>;

export function tableSpec(table: string): TableSpec {
  const spec = TABLES.find(([name]) => name === table);
  if (!spec) throw new Error(`No world table ${table}.`);
  return spec;
}
