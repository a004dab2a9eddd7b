import { describe, expect, it } from "vitest";
import { counterFor, countersForCall, dayWindow, minuteWindow } from "@/lib/quota/windows";
import { UNLIMITED } from "@/lib/quota/limits";

const limits = { perMinute: 30, perDay: 1000, breadthPerDay: 100 };

describe("windows on the UTC clock", () => {
  it("the minute is the clock minute", () => {
    const a = minuteWindow(new Date("2026-11-18T12:00:00.000Z"));
    const b = minuteWindow(new Date("2026-11-18T12:00:59.999Z"));
    const c = minuteWindow(new Date("2026-11-18T12:01:00.000Z"));
    expect(a.id).toBe(b.id);
    expect(c.id).not.toBe(a.id);
    expect(a.resetAt.toISOString()).toBe("2026-11-18T12:01:00.000Z");
  });

  it("the day runs from midnight UTC to midnight UTC", () => {
    expect(dayWindow(new Date("2026-11-18T00:00:00.000Z"))).toEqual({ id: "2026-11-18", resetAt: new Date("2026-11-19T00:00:00.000Z") });
    expect(dayWindow(new Date("2026-11-18T23:59:59.999Z")).id).toBe("2026-11-18");
    expect(dayWindow(new Date("2026-12-31T23:30:00.000+01:00")).id).toBe("2026-12-31");
  });
});

describe("the counters of a call", () => {
  it("are the minute and the day, plus breadth only for calls on another club", () => {
    const now = new Date("2026-11-18T12:00:30Z");
    expect(countersForCall("personal:m1", limits, now, false).map((c) => c.resource)).toEqual(["minute", "day"]);
    const all = countersForCall("personal:m1", limits, now, true);
    expect(all.map((c) => [c.resource, c.limit])).toEqual([
      ["minute", 30],
      ["day", 1000],
      ["breadth", 100],
    ]);
    expect(new Set(all.map((c) => c.key)).size).toBe(3);
  });

  it("are keyed per client, so one tool cannot spend another's allowance", () => {
    const now = new Date("2026-11-18T12:00:30Z");
    expect(counterFor("day", "app:a:m1", UNLIMITED.full, now).key).not.toBe(counterFor("day", "app:b:m1", UNLIMITED.full, now).key);
    expect(counterFor("day", "app:a:m1", UNLIMITED.full, now).key).not.toBe(counterFor("day", "personal:m1", UNLIMITED.full, now).key);
  });
});

describe("remembered windows", () => {
  it("answers the same window again, and a later one when the clock moves back and forth", () => {
    const monday = new Date("2026-11-16T10:00:00.000Z");
    const tuesday = new Date("2026-11-17T10:00:00.000Z");
    expect(dayWindow(monday).id).toBe("2026-11-16");
    expect(dayWindow(tuesday).id).toBe("2026-11-17");
    expect(dayWindow(monday).id).toBe("2026-11-16");
    expect(minuteWindow(new Date("2026-11-16T10:00:30.000Z")).id).not.toBe(minuteWindow(new Date("2026-11-16T10:01:30.000Z")).id);
  });

  it("hands each caller its own reset date, so nobody can move the remembered one", () => {
    const now = new Date("2026-11-16T10:00:00.000Z");
    dayWindow(now).resetAt.setTime(0);
    expect(dayWindow(now).resetAt).toEqual(new Date("2026-11-17T00:00:00.000Z"));
  });
});
