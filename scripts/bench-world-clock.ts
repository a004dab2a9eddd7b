/**
 * The clock hour by hour for scripts/bench-world.ts, in a worker thread with the live clock's
 * resource limits (lib/world/clock/thread.ts): as a module, `clockHoursInThread` starts the
 * thread and gathers its hours; as the thread, it runs them and posts each.
 */
import { performance as perf } from "node:perf_hooks";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type pg from "pg";
import { advanceWorld, readClock, type ClockSession } from "@/lib/world/clock/engine";
import { connectClock } from "@/lib/world/clock/sql";
import { CLOCK_RESOURCE_LIMITS } from "@/lib/world/clock/thread";
import { threadEntry } from "@/lib/world/thread-entry";
import { fridayOnOrBefore, HOUR } from "@/lib/world/season";

export interface HourRun {
  to: Date;
  kind: "quiet hour" | "hour with games" | "Friday 00:00" | "season turn";
  ms: number;
  /** The clock thread's busy time (its event loop's, garbage collection included). */
  busyMs: number;
}

type Message = { kind: "hour"; run: HourRun } | { kind: "done" };

async function countOne(client: pg.ClientBase, text: string, values: unknown[]): Promise<number> {
  return (await client.query<{ n: number }>(text, values)).rows[0].n;
}

/** In the thread: the world at `url` moved hour by hour to `until`, each hour posted. */
async function runHours(url: string, until: Date, post: (message: Message) => void) {
  const client = await connectClock(url);
  const session: ClockSession = {};
  try {
    let at = (await readClock(client)).clockAt;
    while (at.getTime() < until.getTime()) {
      const to = new Date(Math.min(until.getTime(), Math.floor(at.getTime() / HOUR) * HOUR + HOUR));
      const games = await countOne(client, `SELECT count(*)::int AS n FROM "Match" WHERE "startsAt" > $1 AND "startsAt" <= $2`, [at, to]);
      const turns = await countOne(client, `SELECT count(*)::int AS n FROM "Season" WHERE "endsAt" > $1 AND "endsAt" <= $2`, [at, to]);
      const kind: HourRun["kind"] =
        turns > 0
          ? "season turn"
          : fridayOnOrBefore(to).getTime() === to.getTime()
            ? "Friday 00:00"
            : games > 0
              ? "hour with games"
              : "quiet hour";
      const elu = perf.eventLoopUtilization();
      const started = performance.now();
      await advanceWorld(client, to, { session });
      post({ kind: "hour", run: { to, kind, ms: performance.now() - started, busyMs: perf.eventLoopUtilization(elu).active } });
      at = to;
    }
  } finally {
    await client.end();
  }
  post({ kind: "done" });
}

/** The hours from the world's clock to `until`, run in a thread as the live clock's; `onHour` hears each as it ends. */
export function clockHoursInThread(url: string, until: Date, onHour: (run: HourRun) => void): Promise<HourRun[]> {
  const worker = new Worker(
    ...threadEntry(import.meta.url, "./bench-world-clock.ts", "./bench-world-clock.ts", {
      workerData: { url, until: until.toISOString() },
      resourceLimits: CLOCK_RESOURCE_LIMITS,
    }),
  );
  const runs: HourRun[] = [];
  let done = false;
  return new Promise((resolve, reject) => {
    worker.on("message", (message: Message) => {
      if (message.kind === "hour") {
        runs.push(message.run);
        onHour(message.run);
        return;
      }
      done = true;
      resolve(runs);
    });
    worker.on("error", reject);
    // Once done, the thread ends by itself (its connection closed); before that, an end is a failure.
    worker.on("exit", (code) => !done && reject(new Error(`the clock's thread ended with ${code} before its last hour`)));
  });
}

if (!isMainThread && (workerData as { url?: string } | null)?.url) {
  const { url, until } = workerData as { url: string; until: string };
  // A failure ends the thread with its error, which the starting thread hears.
  void runHours(url, new Date(until), (message) => parentPort!.postMessage(message));
}
