/**
 * A world written by `npm run world` is ready to serve as soon as the command returns: every
 * world table has planner statistics, and the hot reads are planned from them, reaching the big
 * tables through their indexes, with no ANALYZE by hand and no wait for autovacuum. Without
 * statistics PostgreSQL guesses a fixed share of a table for each condition (0.5% of its rows
 * for an equality), right for one size of world by chance and wrong for the others: a team's
 * season stats in a game-sized world answered 2 requests a second before an ANALYZE and 495
 * after. In this size-1 world the guesses are off by 50 to 100 times on a season's matches and on
 * a match's sheets and lines (with statistics, by less than 2), which the estimates are checked for.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import crypto from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import type { Viewer } from "@/lib/auth/viewer";
import { connect, Sql } from "@/lib/sql";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { getTeamStats } from "@/lib/game/team-stats";
import { getClubRoster } from "@/lib/game/teams";
import { listTeamSchedule } from "@/lib/game/schedule";
import { getBoxScore, getMatch } from "@/lib/game/matches";
import { getPlayer } from "@/lib/game/player";
import { TABLES } from "./bulk";

/** The tables that grow with the world into the hundreds of thousands of rows and beyond. */
const BIG_TABLES = ["BoxScoreLine", "Match", "MatchTeam", "Player", "TrainingParticipant", "EconomyLine"] as const;
type BigTable = (typeof BIG_TABLES)[number];

/** How far a row estimate may be from the rows the plan reads (either way) before it counts as a guess. */
const MAX_MISESTIMATE = 10;

/**
 * The scans whose estimates the statistics of one column decide: a Bitmap Heap Scan over a
 * BitmapAnd multiplies its indexes' estimates as if their columns were independent, which no
 * ANALYZE corrects (a box score's lines of one team in one match), so only its indexes are checked.
 */
const SCANS = ["Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Index Scan"];

interface Ids {
  now: Date;
  club: string;
  match: string;
  player: string;
}

interface HotRead {
  read: string;
  call: (db: Database, ids: Ids) => Promise<unknown>;
  /** The big tables it looks rows up in, each to be reached through an index. */
  byIndex: BigTable[];
  /** Big tables the planner may read whole, with statistics, in a world of this size. */
  readWhole?: BigTable[];
}

const VIEWER: Viewer = {
  managerId: crypto.randomUUID(),
  username: "someone",
  isSupporter: false,
  scopes: new Set(["public"]),
  ownClubIds: new Set(),
  coachedNationalTeamIds: new Set(),
};

const HOT_READS: HotRead[] = [
  {
    read: "a team's season stats",
    call: (db, ids) => getTeamStats(db, VIEWER, ids.club, { mode: "Totals" }, ids.now),
    byIndex: ["BoxScoreLine", "Player"],
    // A size-1 world has two seasons: a season's played matches are half the table, rightly
    // hashed from one read of it. The team's lines, what the read grows with, go by index.
    readWhole: ["Match"],
  },
  { read: "a club's roster", call: (db, ids) => getClubRoster(db, VIEWER, ids.club), byIndex: ["Player"] },
  {
    read: "a team's schedule",
    call: (db, ids) => listTeamSchedule(db, VIEWER, ids.club, { offset: 0, limit: 30 }, ids.now),
    byIndex: ["Match"],
  },
  { read: "a match", call: (db, ids) => getMatch(db, VIEWER, ids.match), byIndex: ["Match", "MatchTeam"] },
  {
    read: "a box score",
    call: (db, ids) => getBoxScore(db, VIEWER, ids.match),
    byIndex: ["Match", "MatchTeam", "BoxScoreLine", "Player"],
  },
  { read: "a player", call: (db, ids) => getPlayer(db, VIEWER, ids.player), byIndex: ["Player"] },
];

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Plan Rows": number;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}

interface Plan {
  text: string;
  root: PlanNode;
}

let database: TestDatabase;
let client: pg.Client;
const plans = new Map<string, Plan>();

const run = promisify(execFile);

/** A value as the statement was sent it, written as a literal for EXECUTE (dates were sent as ISO text). */
const literal = (value: unknown): string => {
  const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return quoted(`{${value.map((v) => `"${String(v)}"`).join(",")}}`);
  return quoted(String(value));
};

/** Every node of a plan, with whether a Limit above it may stop it before it has read all it would. */
function* planNodes(node: PlanNode, underLimit = false): Generator<{ node: PlanNode; underLimit: boolean }> {
  yield { node, underLimit };
  for (const child of node.Plans ?? []) yield* planNodes(child, underLimit || node["Node Type"] === "Limit");
}

/**
 * Runs a read as the API does, on one session that plans as the service's pool does (generic
 * plans, lib/sql/run.ts), and explains the statement it prepared there with the values it sent.
 */
async function explain(read: HotRead, ids: Ids): Promise<Plan> {
  const sent: pg.QueryConfig[] = [];
  const recording = new Proxy(client, {
    get: (target, key) =>
      key === "query"
        ? (config: pg.QueryConfig) => {
            sent.push(config);
            return target.query(config);
          }
        : Reflect.get(target, key),
  });
  await read.call({ ...database, sql: new Sql(recording) }, ids);
  expect(sent.map((s) => s.name)).toEqual([expect.any(String)]);
  const execute = `EXECUTE ${sent[0].name}(${(sent[0].values ?? []).map(literal).join(", ")})`;
  const text = (await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, TIMING OFF) ${execute}`)).rows
    .map((r) => r["QUERY PLAN"])
    .join("\n");
  const json = await client.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${execute}`);
  return { text, root: json.rows[0]["QUERY PLAN"][0].Plan };
}

beforeAll(async () => {
  database = await createTestDatabase("empty");
  // Autovacuum would analyze the tables at some point after the write; only what the write
  // itself leaves is to be seen here.
  for (const [table] of TABLES) await database.pool.query(`ALTER TABLE "${table}" SET (autovacuum_enabled = false)`);
  try {
    await run("npm", ["run", "world", "--", "--seed", "7", "--size", "1"], {
      env: { ...process.env, DATABASE_URL: database.url },
      timeout: 150_000,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run world failed:\n${stdout ?? ""}\n${stderr ?? ""}`, { cause: error });
  }

  client = await connect(database.url);
  const one = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T;
  const { now } = await one<{ now: Date }>(`SELECT "referenceTime" AS now FROM "WorldInfo"`);
  // The club of the latest match played, in the season being played.
  const { club, match } = await one<{ club: string; match: string }>(
    `SELECT m."homeTeamId" AS club, m.id AS match FROM "Match" m JOIN "Team" t ON t.id = m."homeTeamId"
      WHERE t.kind = 'Club' AND m."homeScore" IS NOT NULL ORDER BY m."startsAt" DESC, m.id LIMIT 1`,
  );
  const { player } = await one<{ player: string }>(`SELECT id AS player FROM "Player" WHERE "clubId" = $1 ORDER BY id LIMIT 1`, [club]);
  for (const read of HOT_READS) plans.set(read.read, await explain(read, { now, club, match, player }));
}, 180_000);

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

describe("a world just written by npm run world", () => {
  it("has planner statistics for every world table", async () => {
    const { rows } = await database.pool.query<{ name: string }>(
      `SELECT name FROM unnest($1::text[]) AS t(name)
        WHERE NOT EXISTS (SELECT 1 FROM pg_stats s WHERE s.schemaname = 'public' AND s.tablename = t.name)`,
      [TABLES.map(([name]) => name)],
    );
    expect(
      rows.map((r) => r.name),
      "world tables with no rows in pg_stats: never analyzed",
    ).toEqual([]);
  });

  it.each(HOT_READS)("plans $read to reach its big tables through their indexes", ({ read, byIndex, readWhole = [] }) => {
    const { text, root } = plans.get(read)!;
    const nodes = [...planNodes(root)].map(({ node }) => node);
    const readWholly = nodes
      .filter((n) => n["Node Type"] === "Seq Scan" && BIG_TABLES.some((t) => t === n["Relation Name"] && !readWhole.includes(t)))
      .map((n) => n["Relation Name"]);
    expect(readWholly, `${read} reads big tables whole:\n${text}`).toEqual([]);
    const indexed = new Set(
      nodes.filter((n) => ["Index Scan", "Index Only Scan", "Bitmap Heap Scan"].includes(n["Node Type"])).map((n) => n["Relation Name"]),
    );
    expect(
      byIndex.filter((t) => !indexed.has(t)),
      `${read} reaches these tables by no index:\n${text}`,
    ).toEqual([]);
  });

  it.each(HOT_READS)("plans $read from row estimates near the rows it reads", ({ read }) => {
    const { text, root } = plans.get(read)!;
    const guesses = [...planNodes(root)]
      .filter(({ node, underLimit }) => SCANS.includes(node["Node Type"]) && node["Actual Loops"] > 0 && !underLimit)
      .map(({ node }) => ({ node, estimated: Math.max(node["Plan Rows"], 1), actual: Math.max(node["Actual Rows"], 1) }))
      .filter(({ estimated, actual }) => estimated > actual * MAX_MISESTIMATE || actual > estimated * MAX_MISESTIMATE)
      .map(
        ({ node }) =>
          `${node["Node Type"]} on ${node["Index Name"] ?? node["Relation Name"]}: ${node["Plan Rows"]} rows estimated, ${node["Actual Rows"]} read`,
      );
    expect(guesses, `${read} is planned from guesses, not statistics:\n${text}`).toEqual([]);
  });
});
