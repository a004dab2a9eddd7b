import { Worker } from "node:worker_threads";
import { threadEntry } from "./thread-entry";
import type { GenerateWorldOptions, WorldInfoRow } from "./types";

/**
 * The generating thread's heap limit for a world of `size`. What the generator holds is the
 * world's core (clubs, players, the season's schedule; not their box scores, training or
 * ledger, which go to the spool): measured with a collection forced every 500,000 rows, at its
 * largest 197 MB at size 8, during the current season's games, and a world grows faster than its
 * size (size 25 has 4.3 times the players of size 8, and needs about 800 MB). The limit leaves
 * about a third again as much; a world too large for it fails with the thread's out-of-memory
 * error, and nothing is written.
 */
export function generatorHeapMb(size: number): number {
  return Math.round(256 + 36 * size);
}

export interface GenerateJob {
  options: GenerateWorldOptions;
  /** The spool's directory (./spool.ts). */
  dir: string;
  demoPasswordHash?: string;
}

export interface GenerateResult {
  info: WorldInfoRow;
  /** Rows per table. */
  counts: Record<string, number>;
  generateMs: number;
  peakHeapMb: number;
  spooledBytes: number;
}

/**
 * Generates a world into a spool in a thread of its own (./generate-worker.ts), whose heap is
 * bounded (`generatorHeapMb`) and given back when it ends: the process never holds a world,
 * and a service that generates one on its first start serves from the heap it always has.
 */
export function generateInThread(job: GenerateJob, heapMb = generatorHeapMb(job.options.size ?? 1)): Promise<GenerateResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      ...threadEntry(import.meta.url, "./world-worker.mjs", "./generate-worker.ts", {
        workerData: job,
        resourceLimits: { maxOldGenerationSizeMb: heapMb },
      }),
    );
    let result: GenerateResult | undefined;
    let failure: Error | undefined;
    worker.once("message", (message: GenerateResult) => (result = message));
    worker.once("error", (error) => (failure = error));
    worker.once("exit", (code) => {
      if (result) resolve(result);
      else reject(failure ?? new Error(`The world's generator ended (exit code ${code}) before the world was complete.`));
    });
  });
}
