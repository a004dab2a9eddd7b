import type pg from "pg";
import { param, prepareSql, Sql, sql, timeParam } from "@/lib/sql";
import { advanceWorld, readClock, type ClockSession } from "./engine";
import { connectClock, type NoArgs } from "./sql";

/** Any fixed number shared by every instance: the advisory lock that makes one of them the writer. */
export const CLOCK_LOCK_KEY = 7_140_014;
const TICK_MS = 5_000;
export const RETRY_MS = 15_000;
/** After an error the writer tries again soon, then less and less often, up to `retryMs`. */
const FIRST_RETRY_MS = 250;
/** Behind by more than this, the clock is catching up: it records where it began, and logs its progress. */
const CATCH_UP_THRESHOLD_MS = 60_000;
const PROGRESS_EVERY_MS = 5_000;

const BEGIN_CATCH_UP = prepareSql<{ from: Date }, never>(
  "clock_begin_catch_up",
  sql`UPDATE "WorldInfo" SET "catchUpFrom" = ${timeParam("from")} WHERE "id" = 1`,
);

const END_CATCH_UP = prepareSql<NoArgs, never>("clock_end_catch_up", sql`UPDATE "WorldInfo" SET "catchUpFrom" = NULL WHERE "id" = 1`);

/** The writer's lock, held by its session until it lets go or its connection ends. */
const TRY_WRITER_LOCK = prepareSql<{ key: number }, { locked: boolean }>(
  "clock_try_writer_lock",
  sql`SELECT pg_try_advisory_lock(${param<number>("key")}) AS locked`,
);

export interface WorldClock {
  stop(): Promise<void>;
}

export interface WorldClockOptions {
  now?: () => Date;
  tickMs?: number;
  /** Wait before asking again for the lock, and the longest wait after errors in a row. */
  retryMs?: number;
  /** Told when this instance becomes, or stops being, the writer. */
  onWriter?: (isWriter: boolean) => void;
}

/**
 * Runs the game clock in this process. Every instance may call it: the one that holds the
 * PostgreSQL advisory lock advances the world (catching up first, logging its progress),
 * the others only retry for the lock, so that one takes over when the writer stops or dies.
 */
export function startWorldClock(databaseUrl: string, log: (message: string) => void, options: WorldClockOptions = {}): WorldClock {
  const now = options.now ?? (() => new Date());
  const tickMs = options.tickMs ?? TICK_MS;
  const retryMs = options.retryMs ?? RETRY_MS;
  const onWriter = options.onWriter ?? (() => {});
  let stopped = false;
  let client: pg.Client | null = null;
  let isWriter = false;
  // The writer's context between ticks; a new connection (and a new writer) starts without one.
  let session: ClockSession = {};
  // Errors in a row: a dropped connection is retried within a quarter of a second, and the
  // clock runs again as soon as the database answers; a lasting fault is retried ever more slowly.
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function catchUp(c: pg.Client) {
    const target = now();
    const { clockAt, catchUpFrom } = await readClock(c);
    if (target.getTime() - clockAt.getTime() <= CATCH_UP_THRESHOLD_MS) return;
    const from = catchUpFrom ?? clockAt;
    const db = new Sql(c);
    await db.rows(BEGIN_CATCH_UP, { from });
    log(`Catching up the world from ${clockAt.toISOString()} to ${target.toISOString()}…`);
    const started = Date.now();
    let lastLog = started;
    await advanceWorld(c, target, {
      shouldStop: () => stopped,
      onStep: (at) => {
        if (Date.now() - lastLog < PROGRESS_EVERY_MS) return;
        lastLog = Date.now();
        const share = (at.getTime() - from.getTime()) / Math.max(1, target.getTime() - from.getTime());
        log(`  world clock at ${at.toISOString()} (${Math.round(share * 100)}%)`);
      },
    });
    if (stopped) return;
    await db.rows(END_CATCH_UP, {});
    log(`World caught up in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }

  async function loop() {
    while (!stopped) {
      try {
        if (!client) {
          const opened = await connectClock(databaseUrl);
          // Cut while the clock sleeps between ticks: wake it, to start again on a new connection.
          opened.on("error", () => client === opened && wake?.());
          client = opened;
        }
        if (!isWriter) {
          isWriter = (await new Sql(client).one(TRY_WRITER_LOCK, { key: CLOCK_LOCK_KEY }))!.locked;
          // The database answers: the next error starts its waits from the shortest again.
          failures = 0;
          if (!isWriter) {
            await sleep(retryMs);
            continue;
          }
          onWriter(true);
          log("This instance runs the world clock.");
        }
        await catchUp(client);
        await advanceWorld(client, now(), { shouldStop: () => stopped, session });
        failures = 0;
        await sleep(tickMs);
      } catch (error) {
        const wait = Math.min(retryMs, FIRST_RETRY_MS * 2 ** failures++);
        log(`World clock: ${error instanceof Error ? error.message : String(error)}; retrying in ${wait} ms.`);
        // A broken connection loses the lock with it; start over on a fresh one.
        await client?.end().catch(() => {});
        client = null;
        session = {};
        isWriter = false;
        onWriter(false);
        await sleep(wait);
      }
    }
  }

  const running = loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await running;
      await client?.end().catch(() => {});
      onWriter(false);
    },
  };
}
