import { AppError, type ErrorCode } from "@/lib/errors";
import type { Counter, Resource } from "@/lib/quota/windows";

export interface Counted {
  counter: Counter;
  /** The count after this call's increment. */
  count: number;
}

const CODES: Record<Resource, ErrorCode> = {
  minute: "minute_limit_exceeded",
  day: "daily_limit_exceeded",
  breadth: "breadth_limit_exceeded",
};

const NAMES: Record<Resource, string> = {
  minute: "per-minute limit",
  day: "daily limit",
  breadth: "daily breadth limit (calls on other clubs and auction reveals)",
};

/** The counters this call took over their limit; the one that frees up last decides the wait. */
export function refusedBy(counted: Counted[]): Counted | undefined {
  const over = counted.filter((c) => c.count > c.counter.limit);
  return over.sort((a, b) => b.counter.resetAt.getTime() - a.counter.resetAt.getTime())[0];
}

/** The limit with the smallest remaining allowance (ties: the one that resets last). */
export function tightest(counted: Counted[]): Counted {
  return [...counted].sort((a, b) => remaining(a) - remaining(b) || b.counter.resetAt.getTime() - a.counter.resetAt.getTime())[0];
}

const remaining = (c: Counted) => Math.max(0, c.counter.limit - c.count);

export function limitHeaders(c: Counted): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(c.counter.limit),
    "X-RateLimit-Remaining": String(remaining(c)),
    "X-RateLimit-Reset": String(Math.ceil(c.counter.resetAt.getTime() / 1000)),
    "X-RateLimit-Resource": c.counter.resource,
  };
}

export function limitExceeded(c: Counted, now: Date): AppError {
  const { counter } = c;
  const retryAfter = Math.max(1, Math.ceil((counter.resetAt.getTime() - now.getTime()) / 1000));
  return new AppError(
    CODES[counter.resource],
    `The ${NAMES[counter.resource]} of ${counter.limit} calls is spent; it resets at ${counter.resetAt.toISOString()}.`,
    { headers: { ...limitHeaders({ counter, count: counter.limit }), "Retry-After": String(retryAfter) } },
  );
}
