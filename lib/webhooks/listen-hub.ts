import { param, prepareSql, sql, type ListenChannel, type Listener } from "@/lib/sql";

/** The channel a trigger on "WebhookDelivery" names a listen session on when a delivery for it becomes pending. */
export const LISTEN_CHANNEL = "webhook_listen";

/** Names a session on the channel at commit (closed, deleted): its stream, wherever it is, looks at once. */
export const NOTIFY_LISTEN_SESSION = prepareSql<{ id: string }, { notified: string }>(
  "webhooks_listener_notify",
  sql`SELECT pg_notify(${sql.lit(LISTEN_CHANNEL)}, ${param<string>("id")}::text)::text AS "notified"`,
);

/**
 * The listen streams open on this instance (lib/api/listen.ts) and what wakes them: a
 * notification on LISTEN_CHANNEL naming their session, sent at commit by whichever instance
 * (or the clock's thread) made the delivery, so a delivery reaches a stream open on any
 * instance. Each stream also looks on its own at every heartbeat, and all of them look at once
 * when the listening connection comes back, so a notification missed while it was down delays
 * a delivery by a heartbeat at most. At shutdown the streams end, and their tools reconnect
 * to another instance.
 */
export class ListenHub {
  private readonly waiting = new Map<string, Set<() => void>>();
  private channel: ListenChannel | undefined;
  private closingStreams = false;

  /** It listens from the first stream on: an instance no tool connects to keeps no channel open for it. */
  constructor(private readonly listener: Listener) {}

  private listen() {
    this.channel ??= this.listener.listen(LISTEN_CHANNEL, {
      onUp: () => this.wakeAll(),
      onNotify: (sessionId) => this.wake(sessionId),
      onDown: () => {},
    });
  }

  /** True once the instance is leaving: streams end so that their tools reconnect elsewhere. */
  get closing(): boolean {
    return this.closingStreams;
  }

  /** Resolves when the session is named on the channel, after `ms`, or when the streams close; true when woken. */
  wait(sessionId: string, ms: number, signal?: AbortSignal): Promise<boolean> {
    if (this.closingStreams || signal?.aborted) return Promise.resolve(true);
    this.listen();
    return new Promise((resolve) => {
      let wakers = this.waiting.get(sessionId);
      if (!wakers) this.waiting.set(sessionId, (wakers = new Set()));
      const done = (woken: boolean) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        wakers.delete(wake);
        if (wakers.size === 0 && this.waiting.get(sessionId) === wakers) this.waiting.delete(sessionId);
        resolve(woken);
      };
      const wake = () => done(true);
      const onAbort = () => done(true);
      const timer = setTimeout(() => done(false), ms);
      wakers.add(wake);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  /** How many streams wait on this instance (metrics, tests). */
  get streams(): number {
    let count = 0;
    for (const wakers of this.waiting.values()) count += wakers.size;
    return count;
  }

  private wake(sessionId: string) {
    for (const wake of [...(this.waiting.get(sessionId) ?? [])]) wake();
  }

  private wakeAll() {
    for (const wakers of [...this.waiting.values()]) for (const wake of [...wakers]) wake();
  }

  /** Ends every stream (the instance is leaving); new ones are not kept open. */
  closeStreams(): void {
    this.closingStreams = true;
    this.wakeAll();
  }

  async close(): Promise<void> {
    this.closeStreams();
    await this.channel?.close();
  }
}
