import { Worker } from "node:worker_threads";
import { RETRY_MS, type WorldClock } from "./runner";
import { setWorldWriter } from "@/lib/metrics";
import { threadEntry } from "../thread-entry";

/** The thread's entry: the bundle's `clock-worker.mjs` built, ./worker.ts from the sources. */
const workerEntry = (databaseUrl: string) =>
  threadEntry(import.meta.url, "./clock-worker.mjs", "./worker.ts", { workerData: { databaseUrl }, resourceLimits: CLOCK_RESOURCE_LIMITS });

/**
 * The clock thread's young generation: a game hour at the game's size makes some hundred
 * thousand box-score lines and their COPY text, which outlive V8's default young generation
 * (16 MB semi-spaces) and were promoted and collected again, a third of the hour's busy time.
 * Bounded, whatever the world's size.
 */
export const CLOCK_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 192 };

/** What the clock's thread tells the thread that started it. */
export type ClockThreadMessage = { kind: "log"; message: string } | { kind: "writer"; isWriter: boolean };

/**
 * The clock of runner.ts in a worker thread of its own (worker.ts): at the game's size a step
 * of the world is seconds of CPU (catch-up) or tens to hundreds of milliseconds (a tick),
 * which on the serving thread would hold every request waiting behind it. The thread loads
 * the clock alone (not the process's database client or metrics); this side keeps the writer
 * metric. The worker is told to stop and given `stopWithinMs` to end its step; a thread that
 * dies is started again after `retryMs`.
 */
export function startWorldClockThread(
  databaseUrl: string,
  log: (message: string) => void,
  options: { retryMs?: number; stopWithinMs?: number } = {},
): WorldClock {
  const retryMs = options.retryMs ?? RETRY_MS;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;
  let worker: Worker;
  let exited: Promise<void>;

  function start() {
    worker = new Worker(...workerEntry(databaseUrl));
    worker.on("message", (message: ClockThreadMessage) => {
      if (message.kind === "log") log(message.message);
      else setWorldWriter(message.isWriter);
    });
    worker.on("error", (error) => log(`World clock thread failed: ${error.message}`));
    exited = new Promise((resolve) =>
      worker.once("exit", () => {
        setWorldWriter(false);
        if (!stopping) {
          log(`World clock thread ended; starting it again in ${Math.round(retryMs / 1000)} s.`);
          restart = setTimeout(start, retryMs);
        }
        resolve();
      }),
    );
  }
  start();

  return {
    async stop() {
      stopping = true;
      clearTimeout(restart);
      worker.postMessage("stop");
      const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), options.stopWithinMs ?? 8_000).unref());
      if ((await Promise.race([exited, timeout])) === "timeout") await worker.terminate();
    },
  };
}
