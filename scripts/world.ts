/**
 * Generates the game world into a database.
 *
 *   npx tsx scripts/world.ts --seed N [--size F] [--time ISO] [--replace]
 *
 * Uses DATABASE_URL, or else the embedded PostgreSQL (started if needed). A database
 * that already holds a world is left alone unless --replace is given.
 */
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { config, MAX_WORLD_SIZE } from "@/lib/config";
import { connectDatabase } from "@/lib/db";
import { generateAndWriteWorld, WorldNotEmptyError, type WrittenWorld } from "@/lib/world";

const USAGE = "usage: world --seed N [--size F] [--time ISO-8601] [--replace]";

interface WorldArgs {
  seed: number;
  size: number;
  referenceTime?: Date;
  replace: boolean;
}

export function parseWorldArgs(argv: string[]): WorldArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: "string" },
      size: { type: "string" },
      time: { type: "string" },
      replace: { type: "boolean", default: false },
    },
  });
  const seed = Number(values.seed ?? config().world.seed);
  const size = Number(values.size ?? 1);
  const referenceTime = values.time ? new Date(values.time) : undefined;
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a non-negative integer\n${USAGE}`);
  if (!(size > 0 && size <= MAX_WORLD_SIZE)) throw new Error(`--size must be above 0 and at most ${MAX_WORLD_SIZE}\n${USAGE}`);
  if (referenceTime && Number.isNaN(referenceTime.getTime())) throw new Error(`--time must be an ISO-8601 date\n${USAGE}`);
  return { seed, size, referenceTime, replace: values.replace };
}

export function formatReport(result: WrittenWorld): string {
  const width = Math.max(...Object.keys(result.counts).map((k) => k.length));
  const rows = Object.entries(result.counts).map(([table, n]) => `  ${table.padEnd(width)}  ${n.toLocaleString("en-US").padStart(9)}`);
  const total = Object.values(result.counts).reduce((s, n) => s + n, 0);
  return [
    `World of seed ${result.seed}, size ${result.size}, reference time ${result.referenceTime.toISOString()}`,
    ...rows,
    `  ${"total".padEnd(width)}  ${total.toLocaleString("en-US").padStart(9)}`,
    `Generated in ${(result.generateMs / 1000).toFixed(1)} s (a heap of ${result.peakHeapMb} MB at most, ${result.spooledMb} MB spooled to disk), ` +
      `written in ${(result.writeMs / 1000).toFixed(1)} s; ${Math.round(process.resourceUsage().maxRSS / 1024)} MB resident at most.`,
  ].join("\n");
}

/** Runs the command against `databaseUrl`; resolves to the process exit code. */
export async function main(argv: string[], databaseUrl: string): Promise<number> {
  let args: WorldArgs;
  try {
    args = parseWorldArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const database = connectDatabase(databaseUrl, { max: 2 });
  try {
    const result = await generateAndWriteWorld(database, { ...args, withDemoAccounts: true, demoPassword: config().demoPassword });
    console.log(formatReport(result));
    return 0;
  } catch (error) {
    if (!(error instanceof WorldNotEmptyError)) throw error;
    console.error(`${error.message}\nNothing was changed.`);
    return 1;
  } finally {
    await database.close();
  }
}

async function runFromCommandLine(): Promise<number> {
  const { openDatabase, migrateDatabase } = await import("@/lib/database-setup");
  const database = await openDatabase((m) => console.error(m));
  try {
    await migrateDatabase(database.url, { quiet: true });
    return await main(process.argv.slice(2), database.url);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // An explicit exit: the embedded server's exit hook would otherwise turn any code into 0.
  runFromCommandLine().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
