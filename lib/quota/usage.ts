import { param, prepareSql, sql, type Sql } from "@/lib/sql";
import type { Resource } from "@/lib/quota/windows";
import { dayWindow } from "@/lib/quota/windows";

export const USAGE_FLUSH_MS = 5_000;
export const USAGE_KEEP_DAYS = 35;

interface Tally {
  day: string;
  clientKey: string;
  endpoint: string;
  calls: number;
  minute: number;
  day_: number;
  breadth: number;
  notModified: number;
}

/** `app:<applicationId>:<managerId>` → the application id; personal keys have none. */
export function applicationIdOf(clientKey: string): string | null {
  return clientKey.startsWith("app:") ? (clientKey.split(":")[1] ?? null) : null;
}

/** Tallies written as columns, one array each, added to the day's rows. */
const ADD_USAGE = prepareSql<
  Record<"day" | "clientKey" | "applicationId" | "endpoint" | "calls" | "minute" | "day_" | "breadth" | "notModified", unknown[]>,
  never
>(
  "usage_add",
  sql`INSERT INTO "UsageDay" (day, "clientKey", "applicationId", endpoint, calls, "minuteRefusals", "dayRefusals", "breadthRefusals", "notModified")
       SELECT * FROM unnest(${param("day")}::date[], ${param("clientKey")}::text[], ${param("applicationId")}::uuid[], ${param("endpoint")}::text[],
         ${param("calls")}::int[], ${param("minute")}::int[], ${param("day_")}::int[], ${param("breadth")}::int[], ${param("notModified")}::int[])
       ON CONFLICT (day, "clientKey", endpoint) DO UPDATE SET
         calls = "UsageDay".calls + EXCLUDED.calls,
         "minuteRefusals" = "UsageDay"."minuteRefusals" + EXCLUDED."minuteRefusals",
         "dayRefusals" = "UsageDay"."dayRefusals" + EXCLUDED."dayRefusals",
         "breadthRefusals" = "UsageDay"."breadthRefusals" + EXCLUDED."breadthRefusals",
         "notModified" = "UsageDay"."notModified" + EXCLUDED."notModified"`,
);

const PRUNE_USAGE = prepareSql<{ oldest: string }, never>("usage_prune", sql`DELETE FROM "UsageDay" WHERE day < ${param("oldest")}::date`);

/**
 * Usage per UTC day × client × endpoint path template, tallied in memory and written every few
 * seconds in one statement (rows aggregated per key, so a flush is a few rows). Off the critical
 * path: a crash loses at most the last few seconds of statistics, never a quota count.
 */
export class UsageRecorder {
  private tallies = new Map<string, Tally>();
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = -Infinity;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly sql: Sql,
    private readonly flushEveryMs = USAGE_FLUSH_MS,
  ) {}

  /** One call (refused or not) and, when refused, by which limit. */
  record(now: Date, clientKey: string, endpoint: string, refusedBy?: Resource) {
    const tally = this.tally(now, clientKey, endpoint);
    tally.calls += 1;
    if (refusedBy === "minute") tally.minute += 1;
    if (refusedBy === "day") tally.day_ += 1;
    if (refusedBy === "breadth") tally.breadth += 1;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushEveryMs).unref();
  }

  /** One call answered 304 Not Modified: a call, free of every limit. */
  recordNotModified(now: Date, clientKey: string, endpoint: string) {
    this.record(now, clientKey, endpoint);
    this.tally(now, clientKey, endpoint).notModified += 1;
  }

  private tally(now: Date, clientKey: string, endpoint: string): Tally {
    const day = dayWindow(now).id;
    const key = `${day}\n${clientKey}\n${endpoint}`;
    let tally = this.tallies.get(key);
    if (!tally) {
      tally = { day, clientKey, endpoint, calls: 0, minute: 0, day_: 0, breadth: 0, notModified: 0 };
      this.tallies.set(key, tally);
    }
    return tally;
  }

  /** A refusal found after the call was already tallied (an auction reveal over the breadth limit). */
  recordLateRefusal(now: Date, clientKey: string, endpoint: string, refusedBy: Resource) {
    this.record(now, clientKey, endpoint, refusedBy);
    this.tallies.get(`${dayWindow(now).id}\n${clientKey}\n${endpoint}`)!.calls -= 1;
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write()).catch(() => {});
    return this.flushing;
  }

  private async write() {
    const rows = [...this.tallies.values()];
    this.tallies = new Map();
    if (rows.length === 0) return;
    await this.sql.rows(ADD_USAGE, {
      day: rows.map((r) => r.day),
      clientKey: rows.map((r) => r.clientKey),
      applicationId: rows.map((r) => applicationIdOf(r.clientKey)),
      endpoint: rows.map((r) => r.endpoint),
      calls: rows.map((r) => r.calls),
      minute: rows.map((r) => r.minute),
      day_: rows.map((r) => r.day_),
      breadth: rows.map((r) => r.breadth),
      notModified: rows.map((r) => r.notModified),
    });
    const newest = rows.reduce((d, r) => (r.day > d ? r.day : d), rows[0].day);
    if (Date.parse(newest) - this.lastPrune >= 86_400_000) {
      this.lastPrune = Date.parse(newest);
      const oldest = new Date(Date.parse(newest) - USAGE_KEEP_DAYS * 86_400_000).toISOString().slice(0, 10);
      await this.sql.rows(PRUNE_USAGE, { oldest });
    }
  }

  async close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
