import { Logger, run, type Runner, type Task } from "graphile-worker";
import { EVENTS_CHANNEL } from "@/lib/events";
import { createPool, Sql, type Listener } from "@/lib/sql";
import { attemptDelivery } from "@/lib/webhooks/deliver";
import { DELIVER_SLOW_TASK, DELIVER_TASK, DISPATCH_TASK, dispatchEvents } from "@/lib/webhooks/dispatch";
import { encryptionKey } from "@/lib/webhooks/secrets";
import type { postWebhook } from "@/lib/webhooks/send";

/*
 * Webhook delivery on PostgreSQL, through graphile-worker: every instance runs a worker, each
 * job (a fan-out, one attempt of one delivery) is taken by exactly one of them, and a job
 * outlives a restart. Its connections are a pool of their own, so sending never waits on, or
 * holds up, a data call's connection; the clock runs in its own thread and only writes events.
 *
 * A fan-out is queued whenever events are recorded (the `events_recorded` notification, sent at
 * commit by a trigger on "Event"), whenever this instance starts listening (events recorded
 * while it was away), and when the worker starts.
 */

export interface WebhookWorkerOptions {
  /** The database of the jobs: the worker keeps a pool of its own on it, sized for its lanes. */
  databaseUrl: string;
  /** The process's listener (lib/services): new events wake the worker through it. */
  listener: Listener;
  /** WEBHOOK_KEY (lib/config.ts). */
  key: string;
  /** Whether applications in development may be sent to loopback (config's `webhooksToLoopback`). */
  loopback: boolean;
  /** Attempts made at once by this instance, besides the slow lane's. */
  concurrency?: number;
  /** Attempts to failing endpoints made at once by this instance (the slow lane). */
  slowConcurrency?: number;
  /** How often, in ms, the worker looks for retries that came due (new jobs wake it at once). */
  pollInterval?: number;
  log?: (level: string, message: string) => void;
  now?: () => Date;
  /** The sender (tests and the benchmark: a resolver of their own). */
  post?: typeof postWebhook;
}

export interface WebhookWorker {
  /** Resolves once the worker runs (its queue's schema is in place: lib/database-setup.ts). */
  ready: Promise<void>;
  /** Queues a fan-out of the pending events now. */
  dispatchSoon(): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_CONCURRENCY = 8;
/**
 * Failing endpoints (a timeout, a refusal, a 5xx) share these few slots of their own, one job at a
 * time each (lib/webhooks/dispatch.ts): however many of them hang, the other slots stay free for
 * the endpoints that answer.
 */
const DEFAULT_SLOW_CONCURRENCY = 2;

/** Starts this instance's worker; it runs until `stop`. A failure to start is logged and tried again, a little later each time. */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const slowConcurrency = options.slowConcurrency ?? DEFAULT_SLOW_CONCURRENCY;
  const log = options.log ?? (() => {});
  const pool = createPool(options.databaseUrl, { max: concurrency + slowConcurrency + 3 });
  // A connection the server drops while checked out must not crash the process: the job fails
  // and is retried (graphile-worker asks for this handler).
  pool.on("connect", (client) => client.on("error", (error) => log("warning", `webhook worker connection lost: ${error.message}`)));
  const db = new Sql(pool);
  const key = encryptionKey(options.key);
  const deliver: Task = async (payload) => {
    const { deliveryId, manual } = payload as { deliveryId: string; manual?: boolean };
    await attemptDelivery(db, deliveryId, { key, loopback: options.loopback, manual, now: options.now, post: options.post });
  };
  // Two runners over one pool: each takes only its own tasks' jobs.
  const lanes: { concurrency: number; taskList: Record<string, Task> }[] = [
    {
      concurrency,
      taskList: {
        [DISPATCH_TASK]: async () => {
          await dispatchEvents(db);
        },
        [DELIVER_TASK]: deliver,
      },
    },
    { concurrency: slowConcurrency, taskList: { [DELIVER_SLOW_TASK]: deliver } },
  ];
  let stopped = false;
  let wake = () => {};
  // The database may be unreachable at start: the worker tries again, a little later each time,
  // and the process serves meanwhile (deliveries wait in the queue; nothing is lost).
  const starting: Promise<Runner[] | undefined> = (async () => {
    for (let wait = 1_000; !stopped; wait = Math.min(wait * 2, 30_000)) {
      const started: Runner[] = [];
      try {
        for (const lane of lanes) {
          started.push(
            await run({
              pgPool: pool,
              concurrency: lane.concurrency,
              noHandleSignals: true,
              pollInterval: options.pollInterval ?? 1_000,
              taskList: lane.taskList,
              logger: new Logger(() => (level, message) => log(level, message)),
            }),
          );
        }
        return started;
      } catch (error) {
        await Promise.all(started.map((runner) => runner.stop().catch(() => {})));
        log(
          "error",
          `webhook worker did not start (${error instanceof Error ? error.message : String(error)}); trying again in ${wait / 1000} s`,
        );
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, wait).unref();
        });
      }
    }
    return undefined;
  })();
  const dispatchSoon = async () => {
    const runner = (await starting)?.[0];
    // Ahead of the deliveries waiting in the queue: a fan-out makes the next ones.
    await runner?.addJob(DISPATCH_TASK, {}, { jobKey: DISPATCH_TASK, maxAttempts: 5, priority: -10 });
  };
  const queue = () => void dispatchSoon().catch((error: unknown) => log("error", `webhook fan-out not queued: ${String(error)}`));
  const events = options.listener.listen(EVENTS_CHANNEL, { onUp: queue, onNotify: queue, onDown: () => {} });
  return {
    ready: starting.then(() => {}),
    dispatchSoon,
    async stop() {
      stopped = true;
      wake();
      await events.close();
      await Promise.all(((await starting) ?? []).map((runner) => runner.stop()));
      await pool.end();
    },
  };
}
