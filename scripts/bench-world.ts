/**
 * Times world generation and writing, separately, for the default size and a world four
 * times larger, each into a fresh database created (and dropped) on the server of
 * DATABASE_URL (default: the local server as postgres); then the game clock's catch-up
 * over 30 days of a default-size world generated 30 days in the past.
 *
 *   npx tsx scripts/bench-world.ts [--sizes 1,4] [--seed N] [--catch-up-days 30]
 */
import os from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { migrateDatabase } from "@/lib/database-setup";
import { hashPassword } from "@/lib/auth/password";
import { countRows, generateWorld, writeWorld, DEFAULT_DEMO_PASSWORD } from "@/lib/world";
import { advanceWorld } from "@/lib/world/clock/engine";
import { connectClock } from "@/lib/world/clock/sql";
import { relaunchWithHeapFor } from "./heap";

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

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: "string", default: "1,4" },
      seed: { type: "string", default: "2026" },
      "catch-up-days": { type: "string", default: "30" },
    },
  });
  const sizes = values.sizes.split(",").map(Number);
  // A game-sized world needs more heap than Node's default while it is generated.
  const relaunched = await relaunchWithHeapFor(Math.max(...sizes), (m) => console.error(m));
  if (relaunched !== null) process.exit(relaunched);
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
