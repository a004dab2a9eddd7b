/**
 * Writes the migration that puts the player's public figures (lib/game/player-public-json.ts)
 * in the database, when they differ from the function of the latest migration; says so and
 * writes nothing when they do not.
 *
 *   npx tsx scripts/player-json-migration.ts 20261126200000_player_public_json_from_ts
 */
import fs from "node:fs";
import path from "node:path";
import { latestPublicJsonFunction, publicJsonArguments, publicJsonBody, publicJsonMigration } from "@/lib/game/player-public-json";

const MIGRATIONS = path.resolve(import.meta.dirname, "../prisma/migrations");

export function readMigrations(dir = MIGRATIONS): { name: string; sql: string }[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => ({ name: entry.name, sql: fs.readFileSync(path.join(dir, entry.name, "migration.sql"), "utf8") }));
}

function main() {
  const folder = process.argv[2];
  const latest = latestPublicJsonFunction(readMigrations());
  if (latest.body === publicJsonBody() && latest.arguments === publicJsonArguments()) {
    console.log(`The public figures are those of ${latest.migration} (${latest.name}): no migration needed.`);
    return;
  }
  if (!folder || !/^\d{14}_\w+$/.test(folder)) throw new Error("Name the new migration's folder: <timestamp>_<name>.");
  const version = Number(/_(\d+)$/.exec(latest.name)?.[1] ?? 1) + 1;
  const target = path.join(MIGRATIONS, folder);
  fs.mkdirSync(target);
  fs.writeFileSync(path.join(target, "migration.sql"), publicJsonMigration(`player_public_json_${version}`, latest.name));
  console.log(`Wrote ${path.relative(process.cwd(), target)}/migration.sql`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
