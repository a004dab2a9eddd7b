import type { Config } from "@/lib/config";
import { connectDatabase } from "@/lib/db";
import { Listener } from "@/lib/sql";
import { PrincipalCache } from "@/lib/auth/principal-cache";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { RequestLogRecorder } from "@/lib/quota/request-log";
import { logger, setLogLevel } from "@/lib/log";
import { watchPool } from "@/lib/metrics";
import { startWorldClockThread } from "@/lib/world/clock/thread";
import { WorldVersion } from "@/lib/world/version";
import { startWebhookWorker } from "@/lib/webhooks/worker";
import { ListenHub } from "@/lib/webhooks/listen-hub";
import type { Services } from "@/lib/services";

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
  world?: false;
  /** Runs the world clock in a thread of its own, telling its log lines here (the service does; tests and the CLI do not). */
  clock?: { log: (message: string) => void };
  /** Runs this instance's webhook worker, telling its log lines here (the service does; tests start their own). */
  webhooks?: { log: (level: string, message: string) => void };
}

/** The composition root: every service, once. */
export function createServices(options: ServiceOptions): Services {
  const { config } = options;
  setLogLevel(config.logLevel);
  const db = connectDatabase(options.databaseUrl, options.pool);
  // The one listening connection, its channels those of the services below.
  const listener = new Listener(options.databaseUrl);
  const principals = options.principals === false ? false : new PrincipalCache(listener);
  const forget = principals ? db.principalChanges.listen(() => principals.invalidate()) : () => {};
  const { development, full, tryIt, tokenEndpointPerMinute, revokeEndpointPerMinute, unauthenticatedPerMinute } = config.quota;
  const quota =
    options.quota ??
    createQuotaRuntime({
      pool: db.pool,
      redisUrl: config.redisUrl,
      limits: { development, full, tryIt },
      endpointLimits: { tokenPerMinute: tokenEndpointPerMinute, revokePerMinute: revokeEndpointPerMinute, unauthenticatedPerMinute },
    });
  const requestLog = options.requestLog ?? new RequestLogRecorder(db.sql);
  const world = options.world === false ? false : new WorldVersion(db.sql, listener);
  const clock = options.clock ? startWorldClockThread(options.databaseUrl, options.clock.log) : undefined;
  const webhooks = options.webhooks
    ? startWebhookWorker({
        databaseUrl: options.databaseUrl,
        listener,
        key: config.webhookKey,
        loopback: config.webhooksToLoopback,
        log: options.webhooks.log,
      })
    : undefined;
  const listens = new ListenHub(listener);
  watchPool(db.pool);
  return {
    config,
    db,
    listener,
    principals,
    world,
    quota,
    requestLog,
    clock,
    webhooks,
    listens,
    now: options.now ?? (() => new Date()),
    logError: options.logError ?? ((requestId, err) => logger().error({ requestId, err }, "unexpected error")),
    async close() {
      forget();
      // The clock first (it ends its step), then the buffers, then the pool they write through;
      // each step runs even when one before it failed, so nothing is left open.
      const steps: (() => Promise<void> | undefined)[] = [
        () => clock?.stop(),
        () => webhooks?.stop(),
        () => listens.close(),
        () => (requestLog ? requestLog.close() : undefined),
        () => (quota ? quota.close() : undefined),
        () => (principals ? principals.close() : undefined),
        () => (world ? world.close() : undefined),
        () => listener.close(),
        () => db.close(),
      ];
      const failures: unknown[] = [];
      for (const step of steps)
        await Promise.resolve()
          .then(step)
          .catch((error: unknown) => failures.push(error));
      watchPool(undefined);
      if (failures.length > 0) throw failures[0];
    },
  };
}
