import { fridayOnOrBefore, HOUR } from "../season";
import { loadClockContext, type ClockContext } from "./context";
import { dueGameTimes, playGamesAt } from "./games";
import { nextAuctionEnd, runMarketHour, settleAuctions } from "./market";
import type { SeasonInfo } from "./postseason";
import { turnSeason } from "./season-turn";
import { deferringWrites, iso, select, type Sql } from "./sql";
import { runWeek } from "./weekly";

/**
 * The game clock. The world moves by events, applied in time order: games at their start,
 * auctions at their end, and on every whole hour the hour's events in a fixed order — the
 * season's turn (at its end), the week (Friday 00:00: healing, training, the economy week),
 * and the market's hour. Each event draws its randomness from the seed and the event
 * alone, so the world at an instant is the same whether the clock got there in one
 * catch-up or tick by tick. The clock's position is stored in the same transaction as the
 * events it covers: a crash loses nothing and repeats nothing.
 */

export interface ClockPosition {
  clockAt: Date;
  catchUpFrom: Date | null;
}

export async function readClock(client: Sql): Promise<ClockPosition> {
  const [row] = await select<ClockPosition>(client, `SELECT "clockAt", "catchUpFrom" FROM "WorldInfo" WHERE "id" = 1`);
  if (!row) throw new Error("No world to advance: generate one first.");
  return row;
}

const nextWholeHour = (time: Date) => new Date(Math.floor(time.getTime() / HOUR) * HOUR + HOUR);

async function latestSeason(client: Sql): Promise<SeasonInfo> {
  const [season] = await select<SeasonInfo>(client, `SELECT "id", "number", "startsAt", "endsAt" FROM "Season" ORDER BY "number" DESC LIMIT 1`);
  return season;
}

const isDue = (next: Date | null | undefined, to: Date) => next === undefined || (next !== null && next.getTime() <= to.getTime());

async function nextGameAt(client: Sql): Promise<Date | null> {
  const [row] = await select<{ at: Date | null }>(client, `SELECT min("startsAt") AS at FROM "Match" WHERE "homeScore" IS NULL`);
  return row.at;
}

/** Everything due in (from, to]; `to` is at most the next whole hour after `from`. */
async function applySpan(client: Sql, ctx: ClockContext, to: Date): Promise<void> {
  if (isDue(ctx.next.gameAt, to)) {
    for (const at of await dueGameTimes(client, to)) {
      await settleDue(client, ctx, at);
      await playGamesAt(client, ctx, at);
    }
    ctx.next.gameAt = await nextGameAt(client);
  }
  await settleDue(client, ctx, to);
  if (to.getTime() % HOUR !== 0) return;
  let season = (ctx.season ??= await latestSeason(client));
  if (season.endsAt.getTime() <= to.getTime()) {
    season = ctx.season = await turnSeason(client, ctx, season);
    ctx.next.gameAt = await nextGameAt(client);
  }
  if (fridayOnOrBefore(to).getTime() === to.getTime()) await runWeek(client, ctx, to, season.startsAt);
  await runMarketHour(client, ctx, to);
  ctx.next.auctionEndAt = await nextAuctionEnd(client, ctx);
}

async function settleDue(client: Sql, ctx: ClockContext, at: Date) {
  if (!isDue(ctx.next.auctionEndAt, at)) return;
  await settleAuctions(client, ctx, at);
  ctx.next.auctionEndAt = await nextAuctionEnd(client, ctx);
}

export interface AdvanceOptions {
  /** Called after each committed step with the clock's new position. */
  onStep?: (clockAt: Date) => void;
  /** Stop early (between steps) when this returns true. */
  shouldStop?: () => boolean;
}

/** Hours of game time per transaction: fewer commits while catching up, never more than this. */
const HOURS_PER_TRANSACTION = 24;

/**
 * Applies every event due up to `until`, up to a day of game time per transaction.
 * The caller must be the only writer (see `startWorldClock`); the row lock and the position
 * check below make a second writer fail instead of applying anything twice.
 */
export async function advanceWorld(base: Sql, until: Date, options: AdvanceOptions = {}): Promise<{ from: Date; to: Date; steps: number }> {
  // Writes go out together, before the next read or the commit: one round trip, not one each.
  const { client, discard } = deferringWrites(base);
  const ctx = await loadClockContext(client);
  const from = (await readClock(client)).clockAt;
  let position = from;
  let steps = 0;
  while (position.getTime() < until.getTime() && !options.shouldStop?.()) {
    let to = position;
    await client.query("BEGIN");
    try {
      const [row] = await select<{ clockAt: Date }>(client, `SELECT "clockAt" FROM "WorldInfo" WHERE "id" = 1 FOR UPDATE`);
      if (row.clockAt.getTime() !== position.getTime()) throw new Error(`The clock moved under this writer (at ${iso(row.clockAt)}, expected ${iso(position)}).`);
      for (let hours = 0; hours < HOURS_PER_TRANSACTION && to.getTime() < until.getTime(); hours++) {
        to = new Date(Math.min(until.getTime(), nextWholeHour(to).getTime()));
        await applySpan(client, ctx, to);
      }
      await client.query(`UPDATE "WorldInfo" SET "clockAt" = $1 WHERE "id" = 1`, [iso(to)]);
      await client.query("COMMIT");
    } catch (error) {
      discard();
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
    position = to;
    steps++;
    options.onStep?.(position);
  }
  return { from, to: position, steps };
}
