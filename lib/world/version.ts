import { prepareSql, sql, type ListenChannel, type Listener, type Sql } from "@/lib/sql";

/** What the API's validators and freshness are derived from (lib/api/freshness.ts). */
export interface WorldState {
  /** Which world: a world written anew (`npm run world -- --replace`) has another. */
  world: string;
  /** Moves with every step of the clock that changed the world. */
  revision: number;
  /** The earliest instant the world's next event can change it; null while the clock has not said. */
  changesAt: Date | null;
}

export const WORLD_CHANNEL = "world_changed";

const WORLD_STATE = prepareSql<
  Record<string, never>,
  { seed: number; referenceTime: Date; generatedAt: Date; revision: number; changesAt: Date | null }
>("world_state", sql`SELECT "seed", "referenceTime", "generatedAt", "revision", "changesAt" FROM "WorldInfo" WHERE "id" = 1`);

/**
 * The world's revision and next change, kept in memory and read again whenever the clock (any
 * instance's) commits a change: a trigger on WorldInfo sends NOTIFY world_changed. Known only
 * while the LISTEN connection is up and the last read is done; unknown otherwise (before it
 * connects, after it drops, while it reads), and then nothing may be derived from it.
 */
export class WorldVersion {
  /** Answers made from the world as generated (lib/api/endpoint.ts): kept until another world is written. */
  readonly generated = new GeneratedAnswers();
  private state: WorldState | undefined;
  private reads = 0;
  private readonly channel: ListenChannel | undefined;
  private closed = false;

  constructor(
    private readonly sql: Sql,
    /** The process's listener (lib/services); without one the state is never known. */
    listener: Listener | undefined,
  ) {
    this.channel = listener
      ? listener.listen(WORLD_CHANNEL, {
          onUp: () => this.read(),
          onNotify: () => void this.read(),
          onDown: () => {
            this.reads++;
            this.state = undefined;
          },
        })
      : undefined;
  }

  /** The world's state, or undefined when it is not known for certain right now. */
  current(): WorldState | undefined {
    return !this.closed && this.channel?.listening ? this.state : undefined;
  }

  /** Resolves once the state is known (or after `timeoutMs`): tests and benchmarks wait for it. */
  async ready(timeoutMs = 5_000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (!this.current() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
    return this.current() !== undefined;
  }

  private async read() {
    const read = ++this.reads;
    this.state = undefined;
    try {
      const row = await this.sql.one(WORLD_STATE, {});
      if (read !== this.reads || !row) return;
      this.state = {
        world: `${row.seed}:${row.referenceTime.getTime()}:${row.generatedAt.getTime()}`,
        revision: row.revision,
        changesAt: row.changesAt,
      };
    } catch {
      // Unknown until read again: a second from now, or at the next notification.
      if (read === this.reads && !this.closed) setTimeout(() => void (read === this.reads && this.read()), 1_000).unref();
    }
  }

  async close() {
    this.closed = true;
    this.state = undefined;
    await this.channel?.close();
  }
}

/** How many answers about the world as generated an instance keeps: every country's leagues by level fit many times over. */
export const GENERATED_ANSWERS_MAX = 4_096;

/**
 * Answers that change only with a new world, made once per world and call, then served from
 * memory: the same for every caller. Kept for one world at a time (the one `WorldVersion` last
 * read); when the world is another, they are dropped. At most `GENERATED_ANSWERS_MAX`, the
 * oldest dropped first.
 */
export class GeneratedAnswers {
  private of: string | undefined;
  private readonly answers = new Map<string, string>();

  get(world: string, call: string): string | undefined {
    return world === this.of ? this.answers.get(call) : undefined;
  }

  keep(world: string, call: string, text: string): void {
    if (world !== this.of) {
      this.answers.clear();
      this.of = world;
    }
    if (this.answers.size >= GENERATED_ANSWERS_MAX) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(call, text);
  }
}
