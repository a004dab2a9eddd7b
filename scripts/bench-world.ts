/**
 * Times world generation and writing, separately, for the default size and a world four
 * times larger, each into a fresh database created (and dropped) on the server of
 * DATABASE_URL (default: the local server as postgres); then the game clock's catch-up
 * over 30 days of a default-size world generated 30 days in the past.
 *
 *   npx tsx scripts/bench-world.ts [--sizes 1,4] [--seed N] [--catch-up-days 30]
 *
 * With `--size N` it measures one world of that size as `npm run world` makes it (its own
 * thread, the spool, COPY FREEZE, ANALYZE): generation and writing, the generating thread's
 * heap and the process's peak resident memory; then, on that world generated `--days` (7) in
 * the past, the clock hour by hour as the live clock runs it (one writer keeping its context),
 * with each hour's wall time and the clock thread's busy time, by kind of hour: a quiet hour
 * (the market), an hour with games, Friday 00:00 (the week: healing, training, the economy),
 * the season's turn; each game day's total; and the whole catch-up.
 *
 *   npm run bench:world -- --size 25 [--days 7] [--keep]   (--keep leaves the database, and prints its name)
 *   npm run bench:world -- --clock-of URL [--days 7]        (the clock alone, on a world already written:
 *                                                            it advances that world, so give it a copy)
 *   npm run bench:world -- --clock-of URL --turn            (the season's turn: the world is brought to two hours
 *                                                            before it by the clock's own game and Friday steps,
 *                                                            the hourly market skipped, then the clock runs hour
 *                                                            by hour through the turn)
 */
import os from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { migrateDatabase } from "@/lib/database-setup";
import { hashPassword } from "@/lib/auth/password";
import { connectDatabase } from "@/lib/db";
import { countRows, generateAndWriteWorld, generateWorld, writeWorld, DEFAULT_DEMO_PASSWORD } from "@/lib/world";
import { advanceWorld, readClock } from "@/lib/world/clock/engine";
import { DAY, fridayOnOrBefore, HOUR } from "@/lib/world/season";
import { connectClock, deferringWrites } from "@/lib/world/clock/sql";
import { loadClockContext } from "@/lib/world/clock/context";
import { dueGameTimes, playGamesAt } from "@/lib/world/clock/games";
import { runWeek } from "@/lib/world/clock/weekly";
import { WEEK } from "@/lib/world/season";
import { clockHoursInThread, type HourRun } from "./bench-world-clock";

interface Run {
  size: number;
  generateMs: number;
  /** CPU time of generation: what it would take on an idle core. */
  generateCpuMs: number;
  writeMs: number;
  counts: Record<string, number>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database for the length of `work`. */
async function withFreshDatabase<T>(adminUrl: string, label: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `world_bench_${process.pid}_${label}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const url = withDatabase(adminUrl, name);
    await migrateDatabase(url, { quiet: true });
    return await work(url);
  } finally {
    await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Seconds the clock takes to catch up `days` of a default-size world generated that long ago. */
async function benchCatchUp(
  adminUrl: string,
  seed: number,
  days: number,
  demoPasswordHash: string,
): Promise<{ ms: number; cpuMs: number; steps: number }> {
  return withFreshDatabase(adminUrl, "catch_up", async (url) => {
    const now = new Date();
    await writeWorld(url, generateWorld({ seed, size: 1, referenceTime: new Date(now.getTime() - days * 86_400_000) }), {
      demoPasswordHash,
    });
    const client = await connectClock(url);
    try {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const { steps } = await advanceWorld(client, now);
      const { user, system } = process.cpuUsage(cpu);
      return { ms: performance.now() - started, cpuMs: (user + system) / 1000, steps };
    } finally {
      await client.end();
    }
  });
}

async function benchOne(adminUrl: string, seed: number, size: number, demoPasswordHash: string): Promise<Run> {
  return withFreshDatabase(adminUrl, String(size).replace(".", "_"), async (url) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const world = generateWorld({ seed, size });
    const { user, system } = process.cpuUsage(cpu);
    const generated = performance.now();
    await writeWorld(url, world, { demoPasswordHash });
    return {
      size,
      generateMs: generated - started,
      generateCpuMs: (user + system) / 1000,
      writeMs: performance.now() - generated,
      counts: countRows(world),
    };
  });
}

function report(runs: Run[]): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const tables = Object.keys(runs[0].counts);
  const width = Math.max(...tables.map((t) => t.length), 8);
  const col = (s: string) => s.padStart(12);
  const lines = [
    `${"".padEnd(width)}${runs.map((r) => col(`size ${r.size}`)).join("")}`,
    `${"generate".padEnd(width)}${runs.map((r) => col(seconds(r.generateMs))).join("")}`,
    `${"  (cpu)".padEnd(width)}${runs.map((r) => col(seconds(r.generateCpuMs))).join("")}`,
    `${"write".padEnd(width)}${runs.map((r) => col(seconds(r.writeMs))).join("")}`,
    `${"total".padEnd(width)}${runs.map((r) => col(seconds(r.generateMs + r.writeMs))).join("")}`,
    "",
    ...tables.map((t) => `${t.padEnd(width)}${runs.map((r) => col(r.counts[t].toLocaleString("en-US"))).join("")}`),
    `${"rows".padEnd(width)}${runs
      .map((r) =>
        col(
          Object.values(r.counts)
            .reduce((s, n) => s + n, 0)
            .toLocaleString("en-US"),
        ),
      )
      .join("")}`,
  ];
  return lines.join("\n");
}

const HOUR_KINDS: HourRun["kind"][] = ["quiet hour", "hour with games", "Friday 00:00", "season turn"];

/**
 * The clock over `days`, hour by hour, one writer keeping its context as the live clock does,
 * in a thread with the live clock's resource limits (./bench-world-clock.ts): its busy time is
 * that thread's.
 */
function benchClockHours(url: string, until: Date): Promise<HourRun[]> {
  return clockHoursInThread(url, until, (run) =>
    // Hour by hour on stderr, so that a long run shows where it is and what each hour cost.
    console.error(
      `  ${run.to.toISOString()}  ${run.kind.padEnd(16)} ${(run.ms / 1000).toFixed(2)} s (busy ${(run.busyMs / 1000).toFixed(2)} s)`,
    ),
  );
}

function reportHours(runs: HourRun[]): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const lines = [
    `${"kind of hour".padEnd(18)}${"hours".padStart(7)}${"median".padStart(10)}${"max".padStart(10)}${"busy max".padStart(11)}`,
  ];
  for (const kind of HOUR_KINDS) {
    const of = runs.filter((r) => r.kind === kind);
    if (of.length === 0) {
      lines.push(`${kind.padEnd(18)}${"0".padStart(7)}   (none in this span)`);
      continue;
    }
    const ms = of.map((r) => r.ms);
    lines.push(
      `${kind.padEnd(18)}${String(of.length).padStart(7)}${s(median(ms)).padStart(10)}${s(Math.max(...ms)).padStart(10)}${s(Math.max(...of.map((r) => r.busyMs))).padStart(11)}`,
    );
  }
  const days = new Map<number, HourRun[]>();
  for (const r of runs) {
    const day = Math.floor((r.to.getTime() - 1) / DAY) * DAY;
    days.set(day, [...(days.get(day) ?? []), r]);
  }
  lines.push("", "day (UTC)     games hours     total");
  for (const [day, of] of days) {
    const gameHours = of.filter((r) => r.kind === "hour with games").length;
    lines.push(
      `${new Date(day).toISOString().slice(0, 10)}  ${String(gameHours).padStart(11)}${s(of.reduce((t, r) => t + r.ms, 0)).padStart(10)}`,
    );
  }
  lines.push(
    "",
    `the whole span, hour by hour: ${s(runs.reduce((t, r) => t + r.ms, 0))} (clock thread busy ${s(runs.reduce((t, r) => t + r.busyMs, 0))})`,
    `peak resident memory of this process so far: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  return lines.join("\n");
}

/**
 * Brings a world to two hours before its season's turn with the clock's own steps for games and
 * Fridays, in time order, each in its own transaction (the hourly market is skipped: weeks of it
 * would take longer than the rest); returns that instant. The first hour the clock runs from
 * there settles the auctions the skipped weeks left open; the next is the turn's.
 */
async function approachTurn(url: string): Promise<Date> {
  const base = await connectClock(url);
  const db = deferringWrites(base);
  const client = base;
  const step = async (label: string, work: () => Promise<void>) => {
    const started = performance.now();
    await client.query("BEGIN");
    await work();
    await db.sql.send();
    await client.query("COMMIT");
    console.error(`  ${label.padEnd(36)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  };
  try {
    // Times as epoch milliseconds: the columns are UTC timestamps without a zone, whatever this machine's zone.
    const { startsAt, endsAt } = (
      await client.query<{ startsAt: string; endsAt: string }>(
        `SELECT extract(epoch FROM "startsAt") * 1000 AS "startsAt", extract(epoch FROM "endsAt") * 1000 AS "endsAt"
           FROM "Season" ORDER BY "number" DESC LIMIT 1`,
      )
    ).rows[0];
    const season = { startsAt: new Date(Number(startsAt)), endsAt: new Date(Number(endsAt)) };
    const eve = new Date(season.endsAt.getTime() - 2 * HOUR);
    const ctx = await loadClockContext(db, eve);
    let friday = new Date(fridayOnOrBefore((await readClock(client)).clockAt).getTime() + WEEK);
    for (let times = await dueGameTimes(db, eve); times.length > 0; times = await dueGameTimes(db, eve)) {
      const at = times[0];
      if (friday.getTime() <= at.getTime()) {
        const week = friday;
        await step(`${week.toISOString()} Friday`, () => runWeek(db, ctx, week, season.startsAt));
        friday = new Date(friday.getTime() + WEEK);
      } else await step(`${at.toISOString()} games`, () => playGamesAt(db, ctx, at));
    }
    for (; friday.getTime() <= eve.getTime(); friday = new Date(friday.getTime() + WEEK)) {
      const week = friday;
      await step(`${week.toISOString()} Friday`, () => runWeek(db, ctx, week, season.startsAt));
    }
    await client.query(`UPDATE "WorldInfo" SET "clockAt" = to_timestamp($1::float8 / 1000) AT TIME ZONE 'UTC' WHERE "id" = 1`, [
      eve.getTime(),
    ]);
    return eve;
  } finally {
    await base.end();
  }
}

/** One world of `size` as `npm run world` makes it, `days` in the past, then the clock over those days. */
async function benchSize(adminUrl: string, seed: number, size: number, days: number, keep: boolean) {
  const name = `world_bench_${process.pid}_size_${String(size).replace(".", "_")}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(adminUrl, name);
  try {
    await migrateDatabase(url, { quiet: true });
    const database = connectDatabase(url, { max: 2 });
    const referenceTime = new Date(Math.floor((Date.now() - days * DAY) / HOUR) * HOUR);
    const written = await generateAndWriteWorld(database, { seed, size, referenceTime, withDemoAccounts: true }).finally(() =>
      database.close(),
    );
    const rows = Object.values(written.counts).reduce((t, n) => t + n, 0);
    console.log(
      [
        `size ${size}: ${rows.toLocaleString("en-US")} rows (${written.counts.Player.toLocaleString("en-US")} players, ${written.counts.Team.toLocaleString("en-US")} teams)`,
        `  generated in ${(written.generateMs / 1000).toFixed(1)} s (generating thread's heap at most ${written.peakHeapMb} MB; ${written.spooledMb} MB spooled to disk)`,
        `  written in ${(written.writeMs / 1000).toFixed(1)} s`,
        `  peak resident memory of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
        `  database: ${await databaseSize(adminUrl, name)}`,
      ].join("\n"),
    );
    console.error(`the clock over ${days} days, hour by hour…`);
    const runs = await benchClockHours(url, new Date(referenceTime.getTime() + days * DAY));
    console.log(`\nthe clock at size ${size}, ${days} days from ${referenceTime.toISOString()}:\n${reportHours(runs)}`);
  } finally {
    if (keep) console.log(`\nkept the database ${name}`);
    else await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function databaseSize(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<{ size: string }>("SELECT pg_size_pretty(pg_database_size($1)) AS size", [name])).rows[0].size;
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: "string", default: "1,4" },
      seed: { type: "string", default: "2026" },
      "catch-up-days": { type: "string", default: "30" },
      size: { type: "string" },
      days: { type: "string", default: "7" },
      keep: { type: "boolean", default: false },
      "clock-of": { type: "string" },
      turn: { type: "boolean", default: false },
    },
  });
  if (values["clock-of"] && values.turn) {
    const url = values["clock-of"];
    console.error("to two hours before the season's turn, by games and Fridays…");
    const eve = await approachTurn(url);
    const runs = await benchClockHours(url, new Date(eve.getTime() + 3 * HOUR));
    console.log(`the clock through the season's turn, from ${eve.toISOString()}:\n${reportHours(runs)}`);
    return;
  }
  if (values["clock-of"]) {
    const url = values["clock-of"];
    const client = await connectClock(url);
    const from = (await readClock(client)).clockAt;
    await client.end();
    const days = Number(values.days);
    const runs = await benchClockHours(url, new Date(from.getTime() + days * DAY));
    console.log(`the clock, ${days} days from ${from.toISOString()}:\n${reportHours(runs)}`);
    return;
  }
  if (values.size) {
    const adminUrl = withDatabase(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres", "postgres");
    await benchSize(adminUrl, Number(values.seed), Number(values.size), Number(values.days), values.keep);
    return;
  }
  const sizes = values.sizes.split(",").map(Number);
  const adminUrl = withDatabase(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres", "postgres");
  // Hashed once, outside the timings (scrypt takes about 0.3 s).
  const demoPasswordHash = await hashPassword(DEFAULT_DEMO_PASSWORD);
  const runs: Run[] = [];
  for (const size of sizes) {
    console.error(`size ${size}…`);
    runs.push(await benchOne(adminUrl, Number(values.seed), size, demoPasswordHash));
  }
  console.log(report(runs));
  const days = Number(values["catch-up-days"]);
  if (days > 0) {
    console.error(`catch-up of ${days} days…`);
    const catchUp = await benchCatchUp(adminUrl, Number(values.seed), days, demoPasswordHash);
    console.log(
      `\ncatch-up of ${days} days (size 1): ${(catchUp.ms / 1000).toFixed(1)} s (cpu ${(catchUp.cpuMs / 1000).toFixed(1)} s, ${catchUp.steps} transactions)`,
    );
  }
  // The machine is shared: the load average says how much of it the run had.
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} on ${os.cpus().length} CPUs`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
