/**
 * Who may use an application, as one table: its review state and whether the manager is its
 * owner, a tester it names, or anyone else decide whether the manager may use it and on which
 * tier it counts. Each row is decided
 * by the TypeScript rule and by the SQL predicate the statements run, evaluated by PostgreSQL.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  applicationTier,
  applicationTierSql,
  mayUseApplication,
  mayUseApplicationSql,
  type ApplicationStatus,
} from "@/lib/auth/application-access";
import { param, prepareSql, sql, Sql } from "@/lib/sql";

const APPLICATION = "00000000-0000-4000-8000-00000000000a";
const ELSEWHERE = "00000000-0000-4000-8000-00000000000b";
const OWNER = "00000000-0000-4000-8000-000000000001";
const OTHER = "00000000-0000-4000-8000-000000000002";
const TESTER = "00000000-0000-4000-8000-000000000003";
const TESTER_ELSEWHERE = "00000000-0000-4000-8000-000000000004";

// The predicates only compare their parameters and read the testers: any database runs them, with
// the testers given as a table of the statement's own (a WITH of the table's name and columns).
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject("testDatabase").adminUrl });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
});

/** The testers of the table: TESTER of this application, TESTER_ELSEWHERE of another one. */
const TESTERS: [string, string][] = [
  [APPLICATION, TESTER],
  [ELSEWHERE, TESTER_ELSEWHERE],
];

const ACCESS_SQL = prepareSql<
  { status: ApplicationStatus; ownerId: string; managerId: string | null; testerApplications: string[]; testerManagers: string[] },
  { mayUse: boolean | null; tier: "full" | "development" }
>(
  "application_access_test",
  sql`WITH "ApplicationTester" ("applicationId", "managerId") AS (
        SELECT * FROM unnest(${param<string[]>("testerApplications")}::uuid[], ${param<string[]>("testerManagers")}::uuid[]))
      SELECT ${mayUseApplicationSql({
        id: sql<string>`${sql.lit(APPLICATION)}::uuid`,
        status: sql<string>`${param("status")}::text`,
        ownerId: sql<string>`${param("ownerId")}::uuid`,
        managerId: sql<string | null>`${param("managerId")}::uuid`,
      })} AS "mayUse", ${applicationTierSql(sql<string>`${param("status")}::text`)} AS tier`,
);

type Who = "its owner" | "a tester it names" | "another application's tester" | "another manager";
const MANAGER: Record<Who, string> = {
  "its owner": OWNER,
  "a tester it names": TESTER,
  "another application's tester": TESTER_ELSEWHERE,
  "another manager": OTHER,
};

const access = (status: ApplicationStatus, managerId: string | null) =>
  new Sql(client).rows(ACCESS_SQL, {
    status,
    ownerId: OWNER,
    managerId,
    testerApplications: TESTERS.map(([application]) => application),
    testerManagers: TESTERS.map(([, manager]) => manager),
  });

describe("who may use an application (Spec › States, Limits)", () => {
  // status × who signs in → may use, tier
  const table: [ApplicationStatus, Who, boolean, "full" | "development"][] = [
    ["Development", "its owner", true, "development"],
    ["Development", "a tester it names", true, "development"],
    ["Development", "another application's tester", false, "development"],
    ["Development", "another manager", false, "development"],
    ["Approved", "its owner", true, "full"],
    ["Approved", "a tester it names", true, "full"],
    ["Approved", "another application's tester", true, "full"],
    ["Approved", "another manager", true, "full"],
  ];
  const application = (status: ApplicationStatus) => ({
    status,
    ownerId: OWNER,
    testerIds: TESTERS.filter(([app]) => app === APPLICATION).map(([, manager]) => manager),
  });

  it.each(table)("%s, used by %s: may use %s, tier %s", (status, who, mayUse, tier) => {
    expect(mayUseApplication(application(status), MANAGER[who])).toBe(mayUse);
    expect(applicationTier(status)).toBe(tier);
  });

  it.each(table)("%s, used by %s: may use %s, tier %s in SQL too", async (status, who, mayUse, tier) => {
    const [row] = await access(status, MANAGER[who]);
    expect(row).toEqual({ mayUse, tier });
  });

  it("a missing manager (an outer join that found none) never lets a statement write", async () => {
    const [row] = await access("Development", null);
    expect(row.mayUse === true).toBe(false);
  });
});
