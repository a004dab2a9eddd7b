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

/**
 * A connection of its own that LISTENs on `channel` for as long as it is open, reconnecting a
 * second after it drops; it never keeps the process alive. What it tells of is cached state's
 * only safety: a cache must serve only between `onUp` and `onDown`.
 */
export class Listener {
  private client: pg.Client | undefined;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private up = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly handlers: ListenHandlers,
  ) {
    void this.connect();
  }

  /** True while notifications reach this instance. */
  get listening(): boolean {
    return this.up && !this.closed;
  }

  private async connect() {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    this.client = client;
    const drop = () => {
      if (this.client !== client) return;
      this.up = false;
      this.handlers.onDown();
      this.client = undefined;
      client.end().catch(() => {});
      if (!this.closed) {
        this.timer = setTimeout(() => void this.connect(), RECONNECT_MS);
        this.timer.unref();
      }
    };
    client.on("error", drop);
    client.on("end", drop);
    client.on("notification", (message) => {
      if (message.channel === this.channel) this.handlers.onNotify(message.payload ?? "");
    });
    try {
      await client.connect();
      // The connection only waits for notifications: it must not keep the process alive.
      (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await client.query(`LISTEN ${this.channel}`);
      if (this.client !== client || this.closed) return;
      this.up = true;
      await this.handlers.onUp();
    } catch {
      drop();
    }
  }

  async close() {
    this.closed = true;
    this.up = false;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
