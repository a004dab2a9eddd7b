import { prepareSql, sql, timeParam } from "@/lib/sql";
import crypto from "node:crypto";
import { EVENT_KINDS, EVENT_RETENTION_DAYS, type EventData, type EventType } from "@/lib/events";
import { DAY } from "../season";
import type { ClockContext } from "./context";
import { writeAll, type ClockDb } from "./sql";

/*
 * The world's events, told in the transaction of the step that applies them (the outbox of
 * lib/events.ts). Each is about one manager: a game between two managers' clubs is told to each.
 * Only managers who are people are told anything: the simulated managers who stand in for the
 * rest of the game hold no tokens and grant no tools (`Manager.isSimulated`).
 *
 * A catch-up records every event within the feed's reach (30 days before the instant it catches
 * up to), and marks for webhooks only those of the last day before that instant: a tool that was
 * down, or a service that was, gets the recent past pushed and the rest from the feed.
 */

/**
 * A world event's id, a function of the world (seed, size, reference time) and what it describes: the same world
 * tells the same ids however the clock got there, and a repeated step could not tell twice.
 */
export function worldEventId(world: Pick<ClockContext, "seed" | "size" | "referenceTime">, key: string): string {
  const h = crypto.createHash("sha256").update(`event:${world.seed}:${world.size}:${world.referenceTime.toISOString()}:${key}`).digest();
  h[6] = (h[6] & 0x0f) | 0x80; // version 8: name-based, custom hash
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** An event as a step of the clock tells it: `key` names what it describes, once per world. */
export interface WorldEventDraft<T extends EventType = EventType> {
  type: T;
  key: string;
  at: Date;
  managerId: string;
  data: EventData<T>;
}

/** A draft for a team's manager, when a person manages the team; none otherwise. */
export function toManagerOf<T extends EventType>(
  ctx: ClockContext,
  teamId: string | null,
  draft: Omit<WorldEventDraft<T>, "managerId">,
): WorldEventDraft<T>[] {
  const managerId = teamId === null ? undefined : ctx.people.get(teamId);
  return managerId ? [{ ...draft, managerId }] : [];
}

/** Writes the drafts (with the step's other writes: lib/world/clock/sql.ts defers them). */
export async function tellEvents(db: ClockDb, ctx: ClockContext, drafts: WorldEventDraft[]): Promise<void> {
  const keepFrom = ctx.tellFrom.getTime() - EVENT_RETENTION_DAYS * DAY;
  const rows = drafts
    .filter((d) => d.at.getTime() >= keepFrom)
    .map((d) => ({
      id: worldEventId(ctx, `${d.type}:${d.key}:${d.managerId}`),
      type: d.type,
      scope: EVENT_KINDS[d.type].scope,
      at: d.at,
      managerId: d.managerId,
      data: d.data,
      pending: d.at.getTime() >= ctx.pushFrom.getTime(),
    }));
  if (rows.length === 0) return;
  await writeAll(db, [
    {
      sql: (from) => sql`INSERT INTO "Event" ("id", "type", "scope", "at", "managerId", "data", "pending")
         SELECT r.id, r.type, r.scope, r.at, r."managerId", r.data, r.pending
           FROM ${from(`id uuid, type text, scope text, at timestamp, "managerId" uuid, data jsonb, pending boolean`)} ORDER BY r.at, r.id`,
      rows,
    },
  ]);
}

/** Events past the feed's reach go (their deliveries with them): once a day, at midnight. */
const PRUNE_EVENTS = prepareSql<{ before: Date }, never>(
  "clock_prune_events",
  sql`DELETE FROM "Event" WHERE "at" < ${timeParam("before")}`,
);

export async function pruneEvents(db: ClockDb, at: Date): Promise<void> {
  await db.sql.rows(PRUNE_EVENTS, { before: new Date(at.getTime() - EVENT_RETENTION_DAYS * DAY) });
}
