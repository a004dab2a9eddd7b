/**
 * Which application may hear which event, as one table: what the event is about, the
 * application's state and the grants it holds decide it. Each row is decided by the TypeScript
 * rule and by the SQL predicate the fan-out and every attempt run, evaluated by PostgreSQL over
 * the same rows (the grants given as the statement's own "OAuthGrant").
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ApplicationStatus } from "@/lib/auth/application-access";
import { mayHearEvent, mayHearEventSql, type HeardEvent, type HearingApplication, type HearingGrant } from "@/lib/webhooks/visibility";
import { param, prepareSql, sql, Sql } from "@/lib/sql";

const APP = "00000000-0000-4000-8000-0000000000a1";
const OTHER_APP = "00000000-0000-4000-8000-0000000000a2";
const OWNER = "00000000-0000-4000-8000-000000000001";
const MANAGER = "00000000-0000-4000-8000-000000000002";

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject("testDatabase").adminUrl });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
});

// No table is read: the statement's CTEs "OAuthGrant" and "ApplicationTester" stand for the tables of those names.
const HEARS_SQL = prepareSql<{ event: string; application: string; grants: string; testers: string[] }, { hears: boolean | null }>(
  "webhook_visibility_test",
  sql`WITH "OAuthGrant" AS (
        SELECT * FROM json_to_recordset(${param("grants")}::json) AS g("applicationId" uuid, "managerId" uuid, scopes text[], "revokedAt" timestamp)
      ), "ApplicationTester" ("applicationId", "managerId") AS (
        SELECT ${sql.lit(APP)}::uuid, unnest(${param<string[]>("testers")}::uuid[])
      )
      SELECT ${mayHearEventSql("e", "a")} AS hears
      FROM json_to_record(${param("event")}::json) AS e(scope text, "managerId" uuid, "applicationId" uuid),
           json_to_record(${param("application")}::json) AS a(id uuid, status text, "ownerId" uuid, "suspendedAt" timestamp)`,
);

const EVENTS: Record<string, HeardEvent> = {
  "a match of the manager's (public)": { scope: "public", managerId: MANAGER, applicationId: null },
  "a training of the manager's (team)": { scope: "team", managerId: MANAGER, applicationId: null },
  "a match of the owner's (public)": { scope: "public", managerId: OWNER, applicationId: null },
  "the application's approval": { scope: null, managerId: OWNER, applicationId: APP },
  "another application's approval": { scope: null, managerId: OWNER, applicationId: OTHER_APP },
};

const application = (status: ApplicationStatus, suspended = false, testerIds: string[] = []): HearingApplication => ({
  id: APP,
  status,
  ownerId: OWNER,
  testerIds,
  suspended,
});
const grant = (managerId: string, scopes: string[], options: { revoked?: boolean; applicationId?: string } = {}): HearingGrant => ({
  applicationId: options.applicationId ?? APP,
  managerId,
  scopes,
  revoked: options.revoked ?? false,
});

const GRANTS: Record<string, HearingGrant[]> = {
  none: [],
  "the manager's, public": [grant(MANAGER, ["public"])],
  "the manager's, public, revoked": [grant(MANAGER, ["public"], { revoked: true })],
  "the manager's, to another application": [grant(MANAGER, ["public", "team"], { applicationId: OTHER_APP })],
  "the owner's, public": [grant(OWNER, ["public"])],
};

describe("may an application hear an event (webhooks)", () => {
  // event × application × grants → hears
  const table: [string, HearingApplication, string, boolean][] = [
    ["a match of the manager's (public)", application("Approved"), "the manager's, public", true],
    ["a match of the manager's (public)", application("Approved"), "none", false],
    ["a match of the manager's (public)", application("Approved"), "the manager's, public, revoked", false],
    ["a match of the manager's (public)", application("Approved"), "the manager's, to another application", false],
    ["a match of the manager's (public)", application("Approved", true), "the manager's, public", false],
    ["a match of the manager's (public)", application("Development"), "the manager's, public", false],
    ["a match of the manager's (public)", application("Development", false, [MANAGER]), "the manager's, public", true],
    ["a match of the manager's (public)", application("Development", true, [MANAGER]), "the manager's, public", false],
    ["a match of the manager's (public)", application("Approved"), "the owner's, public", false],
    ["a training of the manager's (team)", application("Approved"), "the manager's, public", false],
    ["a match of the owner's (public)", application("Development"), "the owner's, public", true],
    ["a match of the owner's (public)", application("Development", true), "the owner's, public", false],
    ["the application's approval", application("Approved"), "none", true],
    ["the application's approval", application("Development", true), "none", true],
    ["another application's approval", application("Approved"), "the owner's, public", false],
  ];

  it.each(table)("%s, to %o with grants %s: hears %s", (event, app, grants, hears) => {
    expect(mayHearEvent(EVENTS[event], app, GRANTS[grants])).toBe(hears);
  });

  it.each(table)("%s, to %o with grants %s: hears %s in SQL too", async (event, app, grants, hears) => {
    const [row] = await new Sql(client).rows(HEARS_SQL, {
      event: JSON.stringify(EVENTS[event]),
      application: JSON.stringify({
        id: app.id,
        status: app.status,
        ownerId: app.ownerId,
        suspendedAt: app.suspended ? "2026-01-01T00:00:00" : null,
      }),
      grants: JSON.stringify(GRANTS[grants].map((g) => ({ ...g, revokedAt: g.revoked ? "2026-01-01T00:00:00" : null }))),
      testers: [...app.testerIds],
    });
    // A null hears nothing, as false does: the statements filter by it.
    expect(row.hears === true).toBe(hears);
  });
});
