import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import type { QuotaStore } from "@/lib/quota/store";

/**
 * Counters in Redis through rate-limiter-flexible (its atomic INCR + TTL script). The window
 * id is in the key and each key expires when its window ends, so nothing needs cleaning up.
 * The library's own limit is set out of reach: the tiers are compared in lib/quota.
 */
export class RedisQuotaStore implements QuotaStore {
  private readonly limiter: RateLimiterRedis;

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

  async increment(counters: { key: string; resetAt: Date }[], now: Date): Promise<number[]> {
    const results = await Promise.all(
      counters.map((c) => this.limiter.consume(c.key, 1, { customDuration: RedisQuotaStore.ttl(c.resetAt, now) })),
    );
    return results.map((r) => r.consumedPoints);
  }

  async refund(counters: { key: string; resetAt: Date }[], now: Date): Promise<void> {
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
