import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger, useLogger } from "@/lib/log";
import { DatabaseUnavailable } from "@/lib/sql";
import { flushOutageLog, logOutage, OUTAGE_LOG_WINDOW_MS, outageCause } from "@/lib/outage-log";

let lines: Record<string, unknown>[];
let previous: ReturnType<typeof useLogger>;

beforeEach(() => {
  vi.useFakeTimers();
  lines = [];
  previous = useLogger(createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }, "info"));
});
afterEach(() => {
  flushOutageLog();
  useLogger(previous);
  vi.useRealTimers();
});

const refused = () => new DatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
const terminated = () => Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

describe("the outage log", () => {
  it("names the root cause and its code", () => {
    expect(outageCause(refused())).toEqual({ cause: "connect ECONNREFUSED 127.0.0.1:5432", code: "ECONNREFUSED" });
    expect(outageCause("down")).toEqual({ cause: "down" });
  });

  it("logs the first failure of a cause at once, without a stack, then one line per window with the count", () => {
    logOutage(refused(), { requestId: "r1", route: "/v1/me" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      msg: "database unavailable",
      cause: "connect ECONNREFUSED 127.0.0.1:5432",
      errorCode: "ECONNREFUSED",
      count: 1,
      requestId: "r1",
      route: "/v1/me",
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|at .*\.ts/);

    // 700 more in the first window: nothing written until it ends, then one line that counts them.
    for (let i = 0; i < 700; i++) logOutage(refused(), { requestId: `r${i + 2}` });
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(OUTAGE_LOG_WINDOW_MS);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ msg: "database unavailable", errorCode: "ECONNREFUSED", count: 700, windowSeconds: 5 });

    // Another cause has its own line at once.
    logOutage(terminated());
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ errorCode: "57P01", count: 1 });

    // A quiet window ends the tally: the next failure is logged at once again.
    vi.advanceTimersByTime(2 * OUTAGE_LOG_WINDOW_MS);
    expect(lines).toHaveLength(3);
    logOutage(refused());
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({ errorCode: "ECONNREFUSED", count: 1 });
  });

  it("writes what it counted at shutdown", () => {
    logOutage(refused());
    logOutage(refused());
    logOutage(refused());
    flushOutageLog();
    expect(lines.map((line) => line.count)).toEqual([1, 2]);
  });
});
