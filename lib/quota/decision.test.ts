import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { limitExceeded, limitHeaders, refusedBy, tightest, type Counted } from "@/lib/quota/decision";
import { countersForCall } from "@/lib/quota/windows";

const now = new Date("2026-11-18T12:00:30Z");
const [minute, day, breadth] = countersForCall("personal:m1", { perMinute: 30, perDay: 1000, breadthPerDay: 100 }, now, true);

describe("the limit the headers describe", () => {
  it("is the one with the smallest remaining allowance", () => {
    const counted: Counted[] = [
      { counter: minute, count: 5 },
      { counter: day, count: 990 },
      { counter: breadth, count: 1 },
    ];
    expect(tightest(counted).counter.resource).toBe("day");
    expect(limitHeaders(tightest(counted))).toEqual({
      "X-RateLimit-Limit": "1000",
      "X-RateLimit-Remaining": "10",
      "X-RateLimit-Reset": String(Date.parse("2026-11-19T00:00:00Z") / 1000),
      "X-RateLimit-Resource": "day",
    });
  });

  it("on a tie, the one that resets last", () => {
    expect(
      tightest([
        { counter: minute, count: 30 },
        { counter: day, count: 1000 },
      ]).counter.resource,
    ).toBe("day");
  });
});

describe("a refusal", () => {
  it("happens only over the limit, not at it", () => {
    expect(refusedBy([{ counter: minute, count: 30 }])).toBeUndefined();
    expect(refusedBy([{ counter: minute, count: 31 }])?.counter.resource).toBe("minute");
  });

  it("names the limit that frees up last when several are spent", () => {
    expect(
      refusedBy([
        { counter: minute, count: 31 },
        { counter: breadth, count: 101 },
      ])?.counter.resource,
    ).toBe("breadth");
  });

  it("is a 429 with Retry-After and a description naming the limit and its reset", () => {
    const error = limitExceeded({ counter: minute, count: 31 }, now);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(429);
    expect(error.code).toBe("minute_limit_exceeded");
    expect(error.message).toBe("The per-minute limit of 30 calls is spent; it resets at 2026-11-18T12:01:00.000Z.");
    expect(error.headers).toMatchObject({ "Retry-After": "30", "X-RateLimit-Remaining": "0", "X-RateLimit-Resource": "minute" });
    expect(limitExceeded({ counter: day, count: 1001 }, now).code).toBe("daily_limit_exceeded");
    expect(limitExceeded({ counter: breadth, count: 101 }, now).code).toBe("breadth_limit_exceeded");
  });
});
