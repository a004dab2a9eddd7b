/**
 * A world is generated in memory before it is written, so its heap grows with its size:
 * about 0.5 GB at the default size and 8.7 GB resident at size 25 (the game's hundred
 * countries, 17.7 million rows). Node's default heap limit (about 4 GB on a 24 GB machine)
 * is enough up to size 10; above it `npm start` and `npm run world` run themselves again with
 * a heap large enough, so the game-sized world stays one setting away.
 */
import os from "node:os";
import v8 from "node:v8";
import { spawn } from "node:child_process";

const MB = 1024 * 1024;
const RELAUNCHED = "WORLD_HEAP_RELAUNCHED";

/** Heap, in MB, that generating a world of this size needs (measured at sizes 1, 4 and 25, with room to spare). */
export function worldHeapMb(size: number): number {
  return Math.ceil(512 + 340 * size);
}

/** The heap limit to run with for a world of this size, or null when `limitMb` (this process's) is enough. */
export function heapToRelaunchWith(size: number, limitMb: number): number | null {
  const needed = worldHeapMb(size);
  return limitMb >= needed ? null : needed;
}

/**
 * Runs this same command again with a heap large enough for a world of `size`, when this
 * process's is not; resolves to the child's exit code, or null when this process will do.
 * SIGTERM and SIGHUP are passed on; Ctrl-C reaches the child from the terminal itself.
 */
export async function relaunchWithHeapFor(size: number, log: (message: string) => void): Promise<number | null> {
  if (process.env[RELAUNCHED]) return null;
  const limitMb = v8.getHeapStatistics().heap_size_limit / MB;
  const heapMb = heapToRelaunchWith(size, limitMb);
  if (heapMb === null) return null;
  const totalMb = os.totalmem() / MB;
  const gb = (mb: number) => `${(mb / 1024).toFixed(1)} GB`;
  log(
    `A world of size ${size} needs about ${gb(heapMb)} of memory while it is generated; this process may use ${gb(limitMb)}: ` +
      `running again with --max-old-space-size=${heapMb}.` +
      (totalMb < heapMb * 1.1 ? ` This machine has ${gb(totalMb)} in all, which may not be enough.` : ""),
  );
  const child = spawn(process.execPath, [...process.execArgv, `--max-old-space-size=${heapMb}`, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, [RELAUNCHED]: "1" },
  });
  for (const signal of ["SIGTERM", "SIGHUP"] as const) process.on(signal, () => child.kill(signal));
  process.on("SIGINT", () => {});
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}
