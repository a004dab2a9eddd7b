/**
 * The stationarity report: does the world keep the game's shape over seasons? Generates a world
 * in the past (into a fresh database on DATABASE_URL's server, dropped at the end), lets the
 * clock catch it up, and prints its figures at generation and at each instant asked for: ages,
 * skill by division level, banks and debt, payrolls, the market's pace and prices, players still
 * at their club, positions per club, injuries, DMI, salary and experience by age.
 *
 *   npm run world:report -- [--days 30,120,365] [--seed 11] [--size 1]
 *
 * A figure that should stay where it was generated is marked `!` when it is more than 20 % away.
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { migrateDatabase } from "@/lib/database-setup";
import { Sql, connect } from "@/lib/sql";
import { generateWorld, writeWorld } from "@/lib/world";
import { advanceWorld } from "@/lib/world/clock/engine";
import { DAY, HOUR } from "@/lib/world/season";
import { AGE_BANDS, CAREER_BANDS, clubSnapshot, measureWorld, type WorldFigures } from "@/lib/world/stationarity";

/** The generated history's sales lie in the 20 days before the reference time (lib/world/market.ts). */
const GENERATED_MARKET_DAYS = 20;
/** Later, the market's pace is measured over the four weeks before each instant. */
const MARKET_WINDOW_DAYS = 28;
const DRIFT = 0.2;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface Column {
  label: string;
  figures: WorldFigures;
}

type Row = { label: string; values: (number | null)[]; stationary: boolean; format: (n: number) => string };

const thousands = (n: number) => Math.round(n).toLocaleString("en-US");
const fixed = (digits: number) => (n: number) => n.toFixed(digits);
const percent = (n: number) => `${(n * 100).toFixed(1)} %`;

function rowsOf(columns: Column[]): Row[] {
  const f = columns.map((c) => c.figures);
  const row = (label: string, values: (number | null | undefined)[], format: (n: number) => string, stationary = true): Row => ({
    label,
    values: values.map((v) => v ?? null),
    stationary,
    format,
  });
  const total = (x: WorldFigures) => [...x.ages.values()].reduce((s, n) => s + n, 0);
  const levels = [...new Set(f.flatMap((x) => [...x.skillByLevel.keys()]))].sort();
  return [
    ...AGE_BANDS.map((band, i) =>
      row(
        `ages ${band}${i === AGE_BANDS.length - 1 ? "+" : `-${band + 1}`} (share)`,
        f.map((x) => (x.ages.get(band) ?? 0) / total(x)),
        percent,
      ),
    ),
    row(
      "mean age",
      f.map((x) => x.meanAge),
      fixed(2),
    ),
    ...levels.map((level) =>
      row(
        `mean trained skill, level ${level}`,
        f.map((x) => x.skillByLevel.get(level)),
        fixed(2),
      ),
    ),
    row(
      `skill gap, level 1 - level ${levels[levels.length - 1]}`,
      f.map((x) => (x.skillByLevel.get(1) ?? 0) - (x.skillByLevel.get(levels[levels.length - 1]) ?? 0)),
      fixed(2),
    ),
    row(
      "bank p10",
      f.map((x) => x.banks.p10),
      thousands,
    ),
    row(
      "bank p50",
      f.map((x) => x.banks.p50),
      thousands,
    ),
    row(
      "bank p90",
      f.map((x) => x.banks.p90),
      thousands,
    ),
    row(
      "clubs in debt now",
      f.map((x) => x.banks.inDebt),
      thousands,
      false,
    ),
    row(
      "club-weeks below zero in the window",
      f.map((x) => x.negativeWeeks.negative),
      thousands,
      false,
    ),
    row(
      "  of them with no purchase (wages)",
      f.map((x) => x.negativeWeeks.fromWages),
      thousands,
      false,
    ),
    ...levels.map((level) =>
      row(
        `payroll p50, level ${level}`,
        f.map((x) => x.payrollByLevel.get(level)?.p50),
        thousands,
      ),
    ),
    ...levels.map((level) =>
      row(
        `payroll p10-p90 width, level ${level}`,
        f.map((x) => spread(x, level)),
        thousands,
        false,
      ),
    ),
    ...levels.map((level) =>
      row(
        `weekly result before transfers p50, level ${level}`,
        f.map((x) => x.operations.get(level)),
        thousands,
        false,
      ),
    ),
    row(
      "purchases per club and week",
      f.map((x) => x.market.perClubWeek),
      fixed(3),
    ),
    row(
      "  sales in the window",
      f.map((x) => x.market.sold),
      thousands,
      false,
    ),
    row(
      "  unsold auctions in the window",
      f.map((x) => x.market.unsold),
      thousands,
      false,
    ),
    row(
      "  median price / DMI",
      f.map((x) => x.market.priceOverDmi),
      fixed(2),
    ),
    row(
      "open auctions / club players, window mean",
      f.map((x) => x.openOnAverage / x.population.clubPlayers),
      percent,
    ),
    row(
      "  open auctions / club players now",
      f.map((x) => x.population.open / x.population.clubPlayers),
      percent,
      false,
    ),
    row(
      "players at the same club as at generation",
      f.map((x) => x.stillAtClub),
      percent,
      false,
    ),
    row(
      "clubs lacking a position",
      f.map((x) => x.positions.lacking),
      thousands,
      false,
    ),
    row(
      "clubs with 6+ at one position",
      f.map((x) => x.positions.crowded),
      thousands,
      false,
    ),
    row(
      "squad min",
      f.map((x) => x.positions.squadMin),
      thousands,
      false,
    ),
    row(
      "squad median",
      f.map((x) => x.positions.squadP50),
      fixed(1),
    ),
    row(
      "squad max",
      f.map((x) => x.positions.squadMax),
      thousands,
      false,
    ),
    row(
      "clubs outside 12-16 players",
      f.map((x) => x.positions.outOfRange),
      thousands,
      false,
    ),
    row(
      "injured share",
      f.map((x) => x.population.injured / x.population.clubPlayers),
      percent,
    ),
    ...CAREER_BANDS.map((band, i) =>
      row(
        `DMI p50, ages ${bandLabel(band, i)}`,
        f.map((x) => x.careers.get(band)?.dmi),
        thousands,
      ),
    ),
    ...CAREER_BANDS.map((band, i) =>
      row(
        `salary p50, ages ${bandLabel(band, i)}`,
        f.map((x) => x.careers.get(band)?.salary),
        thousands,
      ),
    ),
    ...CAREER_BANDS.map((band, i) =>
      row(
        `experience mean, ages ${bandLabel(band, i)}`,
        f.map((x) => x.careers.get(band)?.experience),
        fixed(2),
      ),
    ),
    ...CAREER_BANDS.map((band, i) =>
      row(
        `trained skill mean, ages ${bandLabel(band, i)}`,
        f.map((x) => x.careers.get(band)?.skill),
        fixed(2),
      ),
    ),
    ...CAREER_BANDS.map((band, i) =>
      row(
        `  skill change since generation, then ${bandLabel(band, i)}`,
        f.map((x) => x.skillDrift.get(band)),
        fixed(2),
        false,
      ),
    ),
    row(
      "club players",
      f.map((x) => x.population.clubPlayers),
      thousands,
    ),
    row(
      "free agents",
      f.map((x) => x.population.freeAgents),
      thousands,
      false,
    ),
    row(
      "retired",
      f.map((x) => x.population.retired),
      thousands,
      false,
    ),
  ];
}

const bandLabel = (band: number, i: number) => (i === CAREER_BANDS.length - 1 ? `${band}+` : `${band}-${CAREER_BANDS[i + 1] - 1}`);
const spread = (x: WorldFigures, level: number) => {
  const p = x.payrollByLevel.get(level);
  return p ? p.p90 - p.p10 : undefined;
};

function print(columns: Column[]): string {
  const rows = rowsOf(columns);
  const width = Math.max(...rows.map((r) => r.label.length)) + 2;
  const cell = 14;
  const lines = [`${"".padEnd(width)}${columns.map((c) => c.label.padStart(cell)).join("")}`];
  let drifted = 0;
  for (const r of rows) {
    const base = r.values[0];
    const cells = r.values.map((v, i) => {
      if (v === null) return "—".padStart(cell);
      const off = r.stationary && i > 0 && base !== null && base !== 0 && Math.abs(v / base - 1) > DRIFT;
      if (off) drifted++;
      return `${r.format(v)}${off ? " !" : "  "}`.padStart(cell);
    });
    lines.push(`${r.label.padEnd(width)}${cells.join("")}`);
  }
  lines.push("", `${drifted} figure(s) marked ! moved more than ${DRIFT * 100} % from generation.`);
  return lines.join("\n");
}

async function main() {
  const { values } = parseArgs({
    options: {
      days: { type: "string", default: "30,120,365" },
      seed: { type: "string", default: "11" },
      size: { type: "string", default: "1" },
    },
  });
  const days = values.days
    .split(",")
    .map(Number)
    .sort((a, b) => a - b);
  if (days.some((d) => !(d > 0))) throw new Error("--days takes positive numbers of days, comma-separated");
  const seed = Number(values.seed);
  const size = Number(values.size);
  const adminUrl = withDatabase(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres", "postgres");
  const name = `world_report_${process.pid}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(adminUrl, name);
  const client = await connect(url).catch(async (error) => {
    await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  });
  try {
    await migrateDatabase(url, { quiet: true });
    const referenceTime = new Date(Math.floor((Date.now() - days[days.length - 1] * DAY) / HOUR) * HOUR);
    console.error(`generating seed ${seed}, size ${size}, as of ${referenceTime.toISOString()}…`);
    await writeWorld(url, generateWorld({ seed, size, referenceTime, withDemoAccounts: true }));
    const db = new Sql(client);
    const snapshot = await clubSnapshot(db);
    const at = (d: number) => new Date(referenceTime.getTime() + d * DAY);
    const columns: Column[] = [
      { label: "generated", figures: await measureWorld(db, { from: at(-GENERATED_MARKET_DAYS), to: referenceTime }, snapshot) },
    ];
    const catchUp = { ms: 0 };
    for (const d of days) {
      console.error(`the clock to +${d} days…`);
      const started = performance.now();
      await advanceWorld(client, at(d));
      catchUp.ms += performance.now() - started;
      columns.push({
        label: `+${d} days`,
        figures: await measureWorld(db, { from: at(d - Math.min(d, MARKET_WINDOW_DAYS)), to: at(d) }, snapshot),
      });
    }
    console.log(
      `World of seed ${seed}, size ${size}, generated as of ${referenceTime.toISOString()}; the clock took ${(catchUp.ms / 1000).toFixed(0)} s.\n`,
    );
    console.log(print(columns));
  } finally {
    await client.end();
    await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
