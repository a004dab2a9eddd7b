import type { Database } from "@/lib/db";
import { isoTime, jsonAgg, jsonObject, jsonText, JsonText, param, prepareSql, sql, type JsonString } from "@/lib/sql";
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

/** One listed event, as the feed writes it: the fields every event type shares (`EventSchema`'s envelope). */
type FeedEvent = { [K in keyof EventFeed["events"][number]]: EventFeed["events"][number][K] };

/** The rows of the page (`shown`), as the feed lists them. */
const EVENT = jsonObject<FeedEvent>({
  id: sql<string>`"id"`,
  type: sql<FeedEvent["type"]>`"type"`,
  timestamp: isoTime(sql<Date>`"at"`),
  managerId: sql<string | null>`"managerId"`,
  data: sql<FeedEvent["data"]>`"data"`,
});

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
      SELECT ${jsonText(
        jsonObject<EventFeed>({
          events: sql<FeedEvent[]>`(SELECT ${jsonAgg(EVENT, sql`"seq"`)} FROM shown)`,
          next: sql<string>`COALESCE((SELECT max("seq") FROM shown), ${param<string>("after")}::bigint)::text`,
          hasMore: sql<boolean>`(SELECT count(*) FROM page) > ${param<number>("limit")}::int`,
        }),
      )} AS body`,
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
