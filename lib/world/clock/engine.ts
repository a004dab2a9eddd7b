import type pg from "pg";
import { param, prepareSql, sql, timeParam } from "@/lib/sql";
import { DAY, fridayOnOrBefore, HOUR } from "../season";
import { WEBHOOK_HISTORY_MS } from "@/lib/events";
import { isSameWorld, loadClockContext, peopleTeams, type ClockContext, type WorldIdentity } from "./context";
import { pruneEvents } from "./events";
import { dueGameTimes, playGamesAt } from "./games";
import { nextAuctionEnd, runMarketHour, settleAuctions } from "./market";
import type { SeasonInfo } from "./postseason";
import { turnSeason } from "./season-turn";
import { clockDb, deferringWrites, type ClockDb, type NoArgs } from "./sql";
import { runWeek } from "./weekly";

/**
 * The game clock. The world moves by events, applied in time order: games at their start,
 * auctions at their end, and on every whole hour the hour's events in a fixed order — the
 * season's turn (at its end), the week (Friday 00:00: healing, training, the economy week),
 * then the games and auctions due at that very instant, and the market's hour. Each event
 * draws its randomness from the seed and the event alone, so the world at an instant is the
 * same whether the clock got there in one catch-up or tick by tick. The clock's position is stored in the same transaction as the
 * events it covers: a crash loses nothing and repeats nothing.
 */

export interface ClockPosition {
  clockAt: Date;
  catchUpFrom: Date | null;
}

const CLOCK_POSITION = prepareSql<NoArgs, ClockPosition>(
  "clock_position",
  sql`SELECT "clockAt", "catchUpFrom" FROM "WorldInfo" WHERE "id" = 1`,
);

/** Where the clock is, and in which world: what an advance checks a kept context against, in one read. */
const CLOCK_IN_WORLD = prepareSql<NoArgs, { clockAt: Date } & WorldIdentity>(
  "clock_in_world",
  sql`SELECT "clockAt", "seed", "size", "referenceTime" FROM "WorldInfo" WHERE "id" = 1`,
);

/** The clock's position, locked until the end of the transaction: a second writer waits, then sees it moved. */
const LOCK_CLOCK = prepareSql<NoArgs, { clockAt: Date; changesAt: Date | null }>(
  "clock_lock",
  sql`SELECT "clockAt", "changesAt" FROM "WorldInfo" WHERE "id" = 1 FOR UPDATE`,
);

const MOVE_CLOCK = prepareSql<{ to: Date }, never>("clock_move", sql`UPDATE "WorldInfo" SET "clockAt" = ${timeParam("to")} WHERE "id" = 1`);

/**
 * The world changed (a new revision) or its next change moved: the API's validators and
 * freshness follow (lib/api/freshness.ts; the table's trigger sends NOTIFY world_changed).
 */
const MARK_CHANGE = prepareSql<{ bump: number; changesAt: Date }, never>(
  "clock_mark_change",
  sql`UPDATE "WorldInfo" SET "revision" = "revision" + ${param<number>("bump")}::int, "changesAt" = ${timeParam("changesAt")} WHERE "id" = 1`,
);

const LATEST_SEASON = prepareSql<NoArgs, SeasonInfo>(
  "clock_latest_season",
  sql`SELECT "id", "number", "startsAt", "endsAt" FROM "Season" ORDER BY "number" DESC LIMIT 1`,
);

const NEXT_GAME_AT = prepareSql<NoArgs, { at: Date | null }>(
  "clock_next_game_at",
  sql`SELECT min("startsAt") AS at FROM "Match" WHERE "homeScore" IS NULL`,
);

export function readClock(client: pg.ClientBase): Promise<ClockPosition> {
  return clockPosition(clockDb(client));
}

async function clockPosition(db: ClockDb): Promise<ClockPosition> {
  const row = await db.sql.one(CLOCK_POSITION, {});
  if (!row) throw new Error("No world to advance: generate one first.");
  return row;
}

const nextWholeHour = (time: Date) => new Date(Math.floor(time.getTime() / HOUR) * HOUR + HOUR);

async function latestSeason(db: ClockDb): Promise<SeasonInfo> {
  return (await db.sql.one(LATEST_SEASON, {}))!;
}

const isDue = (next: Date | null | undefined, to: Date) => next === undefined || (next !== null && next.getTime() <= to.getTime());

async function nextGameAt(db: ClockDb): Promise<Date | null> {
  return (await db.sql.one(NEXT_GAME_AT, {}))!.at;
}

/** The last instant before `time` (the world's times are whole milliseconds). */
const justBefore = (time: Date) => new Date(time.getTime() - 1);

/**
 * Everything due in (from, to]; `to` is at most the next whole hour after `from`. On the hour,
 * the hour's own events (the season's turn, the week) come between what fell before it and
 * what falls at it: a sale or a game at Friday 00:00 is booked in the economy week that opens
 * then, so that week must exist first, and what fell before it closes the week before.
 */
async function applySpan(db: ClockDb, ctx: ClockContext, to: Date): Promise<void> {
  const onTheHour = to.getTime() % HOUR === 0;
  await applyDue(db, ctx, onTheHour ? justBefore(to) : to);
  if (!onTheHour) return;
  ctx.changed = true;
  let season = (ctx.season ??= await latestSeason(db));
  if (season.endsAt.getTime() <= to.getTime()) {
    season = ctx.season = await turnSeason(db, ctx, season);
    ctx.next.gameAt = await nextGameAt(db);
  }
  if (fridayOnOrBefore(to).getTime() === to.getTime()) await runWeek(db, ctx, to, season.startsAt);
  if (to.getTime() % DAY === 0) await pruneEvents(db, to);
  await applyDue(db, ctx, to);
  await runMarketHour(db, ctx, to);
  ctx.next.auctionEndAt = await nextAuctionEnd(db, ctx);
}

/** The games and auction ends due up to `until`, in time order. */
async function applyDue(db: ClockDb, ctx: ClockContext, until: Date): Promise<void> {
  if (isDue(ctx.next.gameAt, until)) {
    for (const at of await dueGameTimes(db, until)) {
      ctx.changed = true;
      await settleDue(db, ctx, at);
      await playGamesAt(db, ctx, at);
    }
    ctx.next.gameAt = await nextGameAt(db);
  }
  await settleDue(db, ctx, until);
}

async function settleDue(db: ClockDb, ctx: ClockContext, at: Date) {
  if (!isDue(ctx.next.auctionEndAt, at)) return;
  if (await settleAuctions(db, ctx, at)) ctx.changed = true;
  ctx.next.auctionEndAt = await nextAuctionEnd(db, ctx);
}

/**
 * The earliest instant after `to` at which an event can change the world: the next game, the
 * next auction's end, or the next whole hour (the market's hour, the week, the season's turn).
 */
function nextChangeAt(ctx: ClockContext, to: Date): Date {
  const times = [nextWholeHour(to), ctx.next.gameAt, ctx.next.auctionEndAt].filter((t): t is Date => t instanceof Date);
  return new Date(Math.min(...times.map((t) => Math.max(t.getTime(), to.getTime() + 1))));
}

/**
 * What one writer keeps between advances (the live clock advances every few seconds): the
 * context of the last one, valid while the clock is where that advance left it and the world is
 * the same. It holds what the market and the events need per club (squad sizes, banks, the
 * open auctions, the people's teams), never the players: a few megabytes at the game's size.
 */
export interface ClockSession {
  ctx?: ClockContext;
  /** The clock's position the context was left at. */
  at?: number;
  /** When the people's teams were last read (they change as people sign up). */
  peopleReadAt?: number;
}

/** The people's teams are read again at most this often (wall time) by a kept context. */
const PEOPLE_REFRESH_MS = 60_000;

export interface AdvanceOptions {
  /** Called after each committed step with the clock's new position. */
  onStep?: (clockAt: Date) => void;
  /** Stop early (between steps) when this returns true. */
  shouldStop?: () => boolean;
  /** Keep the context for the next advance of the same writer. */
  session?: ClockSession;
}

/** The context of this advance: the session's, when it still holds, or read afresh. */
async function contextFor(
  db: ClockDb,
  world: { clockAt: Date } & WorldIdentity,
  until: Date,
  session: ClockSession | undefined,
): Promise<ClockContext> {
  const kept = session?.ctx;
  if (kept && session.at === world.clockAt.getTime() && isSameWorld(kept, world)) {
    kept.tellFrom = until;
    kept.pushFrom = new Date(until.getTime() - WEBHOOK_HISTORY_MS);
    if (Date.now() - (session.peopleReadAt ?? 0) >= PEOPLE_REFRESH_MS) {
      kept.people = await peopleTeams(db);
      session.peopleReadAt = Date.now();
    }
    return kept;
  }
  if (session) session.peopleReadAt = Date.now();
  return loadClockContext(db, until);
}

/** Hours of game time per transaction: fewer commits while catching up, never more than this. */
const HOURS_PER_TRANSACTION = 24;

/**
 * Applies every event due up to `until`, up to a day of game time per transaction.
 * The caller must be the only writer (see `startWorldClock`); the row lock and the position
 * check below make a second writer fail instead of applying anything twice.
 */
export async function advanceWorld(
  base: pg.ClientBase,
  until: Date,
  options: AdvanceOptions = {},
): Promise<{ from: Date; to: Date; steps: number }> {
  // Writes go out together, before the next read or the commit: one round trip, not one each.
  const db = deferringWrites(base);
  const world = await db.sql.one(CLOCK_IN_WORLD, {});
  if (!world) throw new Error("No world to advance: generate one first.");
  const from = world.clockAt;
  const session = options.session;
  const ctx = await contextFor(db, world, until, session);
  if (session) session.ctx = undefined;
  let position = from;
  let steps = 0;
  while (position.getTime() < until.getTime() && !options.shouldStop?.()) {
    let to = position;
    await db.sql.send();
    await base.query("BEGIN");
    try {
      const row = (await db.sql.one(LOCK_CLOCK, {}))!;
      if (row.clockAt.getTime() !== position.getTime()) {
        throw new Error(`The clock moved under this writer (at ${row.clockAt.toISOString()}, expected ${position.toISOString()}).`);
      }
      ctx.changed = false;
      for (let hours = 0; hours < HOURS_PER_TRANSACTION && to.getTime() < until.getTime(); hours++) {
        to = new Date(Math.min(until.getTime(), nextWholeHour(to).getTime()));
        await applySpan(db, ctx, to);
      }
      await db.sql.rows(MOVE_CLOCK, { to });
      const changesAt = nextChangeAt(ctx, to);
      if (ctx.changed || row.changesAt?.getTime() !== changesAt.getTime()) {
        await db.sql.rows(MARK_CHANGE, { bump: ctx.changed ? 1 : 0, changesAt });
      }
      await db.sql.send();
      await base.query("COMMIT");
    } catch (error) {
      db.sql.discard();
      await base.query("ROLLBACK").catch(() => {});
      throw error;
    }
    position = to;
    steps++;
    options.onStep?.(position);
  }
  if (session) {
    session.ctx = ctx;
    session.at = position.getTime();
  }
  return { from, to: position, steps };
}
