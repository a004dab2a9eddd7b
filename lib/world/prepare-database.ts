import type { Config } from "@/lib/config";
import { connectDatabase } from "@/lib/db";
import { migrateDatabase } from "@/lib/database-setup";
import { generateAndWriteWorld, worldIsEmpty } from "@/lib/world/write";

/**
 * Makes the database at `url` ready to serve: migrations applied, and a world generated
 * when there is none. A database that already holds a world is never overwritten.
 */
export async function prepareDatabase(url: string, config: Config, log: (m: string) => void = () => {}) {
  await migrateDatabase(url, { quiet: true });
  log("Migrations applied.");
  const db = connectDatabase(url, { max: 4 });
  try {
    if (!(await worldIsEmpty(db))) {
      log("World already present; leaving it as it is.");
      return;
    }
    log(`Generating the world (seed ${config.world.seed}, size ${config.world.size})…`);
    const started = Date.now();
    await generateAndWriteWorld(db, {
      seed: config.world.seed,
      size: config.world.size,
      withDemoAccounts: true,
      demoPassword: config.demoPassword,
    });
    log(`World ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await db.close();
  }
}
