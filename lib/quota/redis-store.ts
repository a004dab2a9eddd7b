import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { Grouped } from "@/lib/sql/grouped";
import { countTogether, type CounterRef, type QuotaStore } from "@/lib/quota/store";

/**
 * Counters in Redis through rate-limiter-flexible (its atomic INCR + TTL script). The window
 * id is in the key and each key expires when its window ends, so nothing needs cleaning up.
 * The library's own limit is set out of reach: the tiers are compared in lib/quota.
 *
 * Calls are counted together as the PostgreSQL store counts them (`countTogether`): while two
 * groups are in flight, the calls that arrive go in the next, which adds to each key how many of
 * them took it in one command, and each call gets its own place in that run.
 */
export class RedisQuotaStore implements QuotaStore {
  private readonly limiter: RateLimiterRedis;
  private readonly increments = new Grouped((calls: { counters: CounterRef[]; now: Date }[]) => this.count(calls));

  constructor(
    private readonly client: Redis,
    keyPrefix = "quota",
  ) {
    this.limiter = new RateLimiterRedis({ storeClient: client, keyPrefix, points: 2 ** 31 - 1, duration: 86_400 });
  }

  static connect(url: string, keyPrefix?: string) {
    const client = new Redis(url, { maxRetriesPerRequest: 2 });
    client.on("error", () => {});
    return new RedisQuotaStore(client, keyPrefix);
  }

  private static ttl(resetAt: Date, now: Date) {
    // Whole seconds, a little past the window's end so a key never outlives its window by much.
    return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000) + 1);
  }

  increment(counters: CounterRef[], now: Date): Promise<number[]> {
    return this.increments.send({ counters, now });
  }

  /** One command per key for the calls of a group; each call's counts, as if counted one by one. */
  private count(calls: { counters: CounterRef[]; now: Date }[]): Promise<number[][]> {
    // Each key lives as long as the longest any call of the group asks (each call's window by its own clock).
    const ttls = new Map<string, number>();
    for (const { counters, now } of calls) {
      for (const { key, resetAt } of counters) ttls.set(key, Math.max(ttls.get(key) ?? 0, RedisQuotaStore.ttl(resetAt, now)));
    }
    return countTogether(
      calls.map((call) => call.counters),
      async (totals) => {
        const keys = [...totals.keys()];
        const results = await Promise.all(
          keys.map((key) => this.limiter.consume(key, totals.get(key)!.n, { customDuration: ttls.get(key)! })),
        );
        return new Map(keys.map((key, i) => [key, results[i].consumedPoints]));
      },
    );
  }

  async refund(counters: CounterRef[], now: Date): Promise<void> {
    await Promise.all(counters.map((c) => this.limiter.reward(c.key, 1, { customDuration: RedisQuotaStore.ttl(c.resetAt, now) })));
  }

  async read(keys: string[]): Promise<number[]> {
    const results = await Promise.all(keys.map((key) => this.limiter.get(key)));
    return results.map((r) => Math.max(0, r?.consumedPoints ?? 0));
  }

  async close() {
    this.client.disconnect();
  }
}
