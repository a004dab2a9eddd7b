import type { Database } from "@/lib/db";
import { JsonText, param, prepareSql, sql, type JsonString } from "@/lib/sql";
import type { Viewer } from "@/lib/auth/viewer";
import type { EventType } from "@/lib/events";
import type { EventFeed } from "@/lib/game/schemas/events";

/*
 * The events feed: the world's events about the viewer's manager, of the scopes the token holds
 * (lib/events.ts gives each type its scope), oldest first after a cursor. The cursor is the
 * event's place in the order it was recorded. The clock is the feed's one writer, one step at a
 * time, so a page never skips an event that commits later with an earlier place. Events about
 * applications (their review, a revoked grant) go to that application's webhooks only.
 */

export interface EventFeedQuery {
  /** The cursor: events recorded after it (0: from the oldest kept). */
  after: bigint;
  /** Only these types (null: every type). */
  types: EventType[] | null;
  limit: number;
}

const FEED = prepareSql<
  { managerId: string; scopes: string[]; types: string[] | null; after: string; limit: number },
  { body: JsonString<EventFeed> }
>(
  "event_feed",
  sql`WITH page AS (
        SELECT "seq", "id", "type", "at", "managerId", "data" FROM "Event"
         WHERE "managerId" = ${param<string>("managerId")}::uuid AND "scope" = ANY(${param<string[]>("scopes")}::text[])
           AND (${param<string[] | null>("types")}::text[] IS NULL OR "type" = ANY(${param<string[] | null>("types")}::text[]))
           AND "seq" > ${param<string>("after")}::bigint
         ORDER BY "seq" LIMIT ${param<number>("limit")}::int + 1
      ), shown AS (SELECT * FROM page ORDER BY "seq" LIMIT ${param<number>("limit")}::int)
      SELECT json_build_object(
        'events', COALESCE((SELECT json_agg(json_build_object(
            'id', "id", 'type', "type", 'timestamp', to_char("at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'managerId', "managerId", 'data', "data"
          ) ORDER BY "seq") FROM shown), '[]'::json),
        'next', COALESCE((SELECT max("seq") FROM shown), ${param<string>("after")}::bigint)::text,
        'hasMore', (SELECT count(*) FROM page) > ${param<number>("limit")}::int
      )::text AS body`,
);

export async function readEventFeed(db: Database, viewer: Viewer, query: EventFeedQuery): Promise<JsonText<EventFeed>> {
  const row = await db.sql.one(FEED, {
    managerId: viewer.managerId,
    scopes: [...viewer.scopes],
    types: query.types,
    after: query.after.toString(),
    limit: query.limit,
  });
  return new JsonText<EventFeed>(row!.body);
}
