import type { Database } from "@/lib/db";
import { isConnectionLoss } from "@/lib/sql";

/** The clock may trail wall time by this much (a few ticks) and still count as live. */
const LIVE_LAG_MS = 2 * 60_000;

export interface Readiness {
  status: "ok" | "catching-up" | "unavailable";
  database: "ok" | "unreachable";
  world: boolean;
  /** The game clock: where it is, how far behind now, and how much of the catch-up is done. */
  clock?: { at: string; behindSeconds: number; catchUpPercent: number | null };
}

const readClock = (db: () => Database) =>
  db().prisma.worldInfo.findUnique({ where: { id: 1 }, select: { clockAt: true, catchUpFrom: true } });

/**
 * Ready when the database answers and, if a world exists, its clock has caught up with `now`.
 * A connection the server dropped while idle is asked once more on another, as reads are
 * (lib/sql/run.ts): one cut connection does not take the instance out of its load balancer.
 */
export async function checkReadiness(db: () => Database, now: Date = new Date()): Promise<Readiness> {
  try {
    const info = await readClock(db).catch((error: unknown) => {
      if (isConnectionLoss(error)) return readClock(db);
      throw error;
    });
    if (!info) return { status: "ok", database: "ok", world: false };
    const behind = now.getTime() - info.clockAt.getTime();
    const from = info.catchUpFrom ?? info.clockAt;
    const span = now.getTime() - from.getTime();
    const catchUpPercent = info.catchUpFrom && span > 0 ? Math.floor(((info.clockAt.getTime() - from.getTime()) / span) * 100) : null;
    return {
      status: behind > LIVE_LAG_MS ? "catching-up" : "ok",
      database: "ok",
      world: true,
      clock: { at: info.clockAt.toISOString(), behindSeconds: Math.max(0, Math.round(behind / 1000)), catchUpPercent },
    };
  } catch {
    return { status: "unavailable", database: "unreachable", world: false };
  }
}
