import type { Config } from "@/lib/config";
import { connectDatabase, type Database } from "@/lib/db";
import { PrincipalCache } from "@/lib/auth/principal-cache";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { RequestLogRecorder } from "@/lib/quota/request-log";
import { logger } from "@/lib/log";
import { watchPool } from "@/lib/metrics";
import type { WorldClock } from "@/lib/world/clock/runner";
import { startWorldClockThread } from "@/lib/world/clock/thread";

/**
 * Every service of the process, built once from the configuration by `createServices` (the
 * composition root) and handed explicitly to the API app, the authorize fast path and the
 * CLI. Pages and server actions run in Next.js's bundle, a second copy of these modules: they
 * read the same object through `services()`, which `provideServices` set at start.
 */
export interface Services {
  config: Config;
  /** The pool, Prisma over it, and the hand-written statements' road. */
  db: Database;
  /** Valid tokens by hash, emptied by NOTIFY across instances; false: every call reads the database. */
  principals: PrincipalCache | false;
  /** Quota limits, counters and usage; false: nothing is counted. */
  quota: QuotaRuntime | false;
  /** The developers' request log; false: not kept. */
  requestLog: RequestLogRecorder | false;
  /** The game clock's thread (one writer among the instances), when this process runs it. */
  clock: WorldClock | undefined;
  /** The time rules read (tests move it). */
  now: () => Date;
  /** Unexpected failures, with the request id (never tokens). */
  logError: (requestId: string, error: unknown) => void;
  /** Flushes and closes everything it built, the pool last. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  config: Config;
  /** The database every service uses. */
  databaseUrl: string;
  /** Pool size and a statement counter (tests). */
  pool?: { max?: number; onQuery?: (sql: string) => void };
  now?: () => Date;
  logError?: Services["logError"];
  /** A runtime of its own (tests pass small limits) or false; default: the configured one. */
  quota?: QuotaRuntime | false;
  requestLog?: RequestLogRecorder | false;
  principals?: false;
  /** Runs the world clock in a thread of its own, telling its log lines here (the service does; tests and the CLI do not). */
  clock?: { log: (message: string) => void };
}

/** The composition root: every service, once. */
export function createServices(options: ServiceOptions): Services {
  const { config } = options;
  const db = connectDatabase(options.databaseUrl, options.pool);
  const principals = options.principals === false ? false : new PrincipalCache(options.databaseUrl);
  const forget = principals ? db.principalChanges.listen(() => principals.invalidate()) : () => {};
  const quota = options.quota ?? createQuotaRuntime({ pool: db.pool, redisUrl: config.redisUrl });
  const requestLog = options.requestLog ?? new RequestLogRecorder(db.sql);
  const clock = options.clock ? startWorldClockThread(options.databaseUrl, options.clock.log) : undefined;
  watchPool(db.pool);
  return {
    config,
    db,
    principals,
    quota,
    requestLog,
    clock,
    now: options.now ?? (() => new Date()),
    logError: options.logError ?? ((requestId, err) => logger().error({ requestId, err }, "unexpected error")),
    async close() {
      // The clock first (it ends its step), then the buffers, then the pool they write through.
      await clock?.stop();
      forget();
      watchPool(undefined);
      if (requestLog) await requestLog.close();
      if (quota) await quota.close();
      if (principals) await principals.close();
      await db.close();
    },
  };
}

// Registered under a global symbol: the server's modules and Next.js's bundle are two copies
// of this file, and the pages must read what the server built.
const PROVIDED = Symbol.for("manager-data-api.services");
const slot = globalThis as unknown as { [PROVIDED]?: Services };

/** Hands the services to the pages and server actions (at start, before serving). */
export function provideServices(services: Services): void {
  slot[PROVIDED] = services;
}

/** The services the server provided, for pages and server actions. */
export function services(): Services {
  const provided = slot[PROVIDED];
  if (!provided) throw new Error("The services are not provided: start the service with `npm start` or `npm run dev`.");
  return provided;
}
