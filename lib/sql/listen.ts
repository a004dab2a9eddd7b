import pg from "pg";

const RECONNECT_MS = 1_000;

export interface ListenHandlers {
  /** The connection listens: anything cached before could have missed a notification. */
  onUp(): void | Promise<void>;
  /** A notification on the channel. */
  onNotify(payload: string): void;
  /** The connection dropped (it reconnects by itself): notifications may be missed until `onUp`. */
  onDown(): void;
}

/** One channel a `Listener` listens on, for one service. */
export interface ListenChannel {
  /** True while notifications on the channel reach this instance. */
  readonly listening: boolean;
  /** Stops listening on it (the listener's connection ends with its last channel). */
  close(): Promise<void>;
}

interface Subscription {
  channel: string;
  handlers: ListenHandlers;
  up: boolean;
  closed: boolean;
}

/**
 * The process's one listening connection: it LISTENs on every channel a service asks for
 * (`listen`), for as long as one is open, reconnecting a second after it drops; it never keeps
 * the process alive. Built once by the composition root (lib/services) and handed to the
 * services that listen, so no service dials the database for a connection of its own. What it
 * tells of is cached state's only safety: a cache must serve only between `onUp` and `onDown`.
 */
export class Listener {
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly databaseUrl: string) {}

  /** Listens on `channel` (a lower-case identifier) with `handlers`, from now until the returned channel is closed. */
  listen(channel: string, handlers: ListenHandlers): ListenChannel {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    if (this.closed) throw new Error("The listener is closed.");
    const subscription: Subscription = { channel, handlers, up: false, closed: false };
    this.subscriptions.add(subscription);
    const client = this.client;
    if (client && this.connected) void this.subscribe(client, subscription).catch(() => client.end().catch(() => {}));
    else if (!client && !this.timer) void this.connect();
    return {
      get listening() {
        return subscription.up && !subscription.closed;
      },
      close: async () => {
        subscription.closed = true;
        subscription.up = false;
        this.subscriptions.delete(subscription);
        if (this.subscriptions.size === 0) await this.disconnect();
      },
    };
  }

  private async connect() {
    this.timer = undefined;
    if (this.closed || this.subscriptions.size === 0) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    this.client = client;
    this.connected = false;
    const drop = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.connected = false;
      for (const subscription of this.subscriptions) {
        subscription.up = false;
        subscription.handlers.onDown();
      }
      client.end().catch(() => {});
      if (!this.closed && this.subscriptions.size > 0) {
        this.timer = setTimeout(() => void this.connect(), RECONNECT_MS);
        this.timer.unref();
      }
    };
    client.on("error", drop);
    client.on("end", drop);
    client.on("notification", (message) => {
      for (const subscription of this.subscriptions) {
        if (subscription.channel === message.channel) subscription.handlers.onNotify(message.payload ?? "");
      }
    });
    try {
      await client.connect();
      // The connection only waits for notifications: it must not keep the process alive.
      (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      if (this.client !== client) return;
      this.connected = true;
      for (const subscription of [...this.subscriptions]) await this.subscribe(client, subscription);
    } catch {
      drop();
    }
  }

  private async subscribe(client: pg.Client, subscription: Subscription) {
    if (subscription.closed || this.client !== client) return;
    await client.query(`LISTEN ${subscription.channel}`);
    if (subscription.closed || this.client !== client) return;
    subscription.up = true;
    await subscription.handlers.onUp();
  }

  private async disconnect() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => {});
  }

  /** Ends the connection and every channel. */
  async close() {
    this.closed = true;
    for (const subscription of this.subscriptions) {
      subscription.up = false;
      subscription.closed = true;
    }
    this.subscriptions.clear();
    await this.disconnect();
  }
}
