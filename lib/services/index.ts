import type { Config } from "@/lib/config";
import type { Database } from "@/lib/db";
import type { Listener } from "@/lib/sql";
import type { PrincipalCache } from "@/lib/auth/principal-cache";
import type { QuotaRuntime } from "@/lib/quota/runtime";
import type { RequestLogRecorder } from "@/lib/quota/request-log";
import type { WorldClock } from "@/lib/world/clock/runner";
import type { WorldVersion } from "@/lib/world/version";
import type { WebhookWorker } from "@/lib/webhooks/worker";
import type { ListenHub } from "@/lib/webhooks/listen-hub";

// Types only above: the pages' bundle loads this file for `services()` and must not pull in
// what builds the services (the clock's thread, the quota stores).

/**
 * Every service of the process, built once from the configuration by `createServices`
 * (./create-services.ts, the composition root) and handed explicitly to the API app, the
 * authorize fast path and the CLI. Pages and server actions run in Next.js's bundle, a second copy of these modules: they
 * read the same object through `services()`, which `provideServices` set at start.
 */
export interface Services {
  config: Config;
  /** The pool, Prisma over it, and the hand-written statements' road. */
  db: Database;
  /** The one listening connection: the principal cache, the world's revision and the webhook worker each listen on a channel of it. */
  listener: Listener;
  /** Valid tokens by hash, emptied by NOTIFY across instances; false: every call reads the database. */
  principals: PrincipalCache | false;
  /** Quota limits, counters and usage; false: nothing is counted. */
  quota: QuotaRuntime | false;
  /** The developers' request log; false: not kept. */
  requestLog: RequestLogRecorder | false;
  /** The world's revision and next change, for the API's validators; false: answers are hashed to validate them. */
  world: WorldVersion | false;
  /** The game clock's thread (one writer among the instances), when this process runs it. */
  clock: WorldClock | undefined;
  /** This instance's webhook worker (every instance runs one; each job is taken by one of them). */
  webhooks: WebhookWorker | undefined;
  /** The `listen` streams open on this instance, woken across instances by NOTIFY (lib/webhooks/listen-hub.ts). */
  listens: ListenHub;
  /** The time rules read (tests move it). */
  now: () => Date;
  /** Unexpected failures, with the request id (never tokens). */
  logError: (requestId: string, error: unknown) => void;
  /** Flushes and closes everything it built, the pool last. */
  close(): Promise<void>;
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
