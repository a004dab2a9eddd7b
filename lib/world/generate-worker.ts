/**
 * The thread that generates a world into a spool (generate-thread.ts `generateInThread`): the
 * world's streamed rows go to their files as they are made, the rest once the generator is done,
 * and only the counts come back.
 */
import v8 from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { withDemoPassword } from "./demo-accounts";
import { streamWorld } from "./generate";
import type { GenerateJob, GenerateResult } from "./generate-thread";
import { spooledBytes, SpoolWriter } from "./spool";
import { STREAMED_KEYS, type WorldSink } from "./types";

const port = parentPort;
if (!port) throw new Error("lib/world/generate-worker.ts runs as a worker thread (generateInThread).");
const job = workerData as GenerateJob;

const started = performance.now();
const writer = new SpoolWriter(job.dir);
let peak = 0;
let rows = 0;
const sample = () => (peak = Math.max(peak, v8.getHeapStatistics().used_heap_size));
// Every 100,000 rows, the heap in use: its largest value is the generator's peak (give or take the garbage of 100,000 rows).
const sink = Object.fromEntries(
  STREAMED_KEYS.map((key) => [
    key,
    (row: never) => {
      writer.sink[key](row);
      if (++rows % 100_000 === 0) sample();
    },
  ]),
) as WorldSink;
const core = streamWorld(job.options, sink);
sample();
writer.addCore(withDemoPassword(core, job.demoPasswordHash));
const counts = writer.finish();
const result: GenerateResult = {
  info: core.info,
  counts,
  generateMs: performance.now() - started,
  peakHeapMb: Math.round(peak / 2 ** 20),
  spooledBytes: spooledBytes(job.dir),
};
port.postMessage(result);
