/**
 * Who may use an application, as one table: its review state and whether the manager is its
 * owner decide whether the manager may use it and on which tier it counts. Each row is decided
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

const OWNER = "00000000-0000-4000-8000-000000000001";
const OTHER = "00000000-0000-4000-8000-000000000002";

// The predicates only compare their parameters: any database runs them, no table needed.
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject("testDatabase").adminUrl });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
});

const ACCESS_SQL = prepareSql<
  { status: ApplicationStatus; ownerId: string; managerId: string | null },
  { mayUse: boolean | null; tier: "full" | "development" }
>(
  "application_access_test",
  sql`SELECT ${mayUseApplicationSql({
    status: sql<string>`${param("status")}::text`,
    ownerId: sql<string>`${param("ownerId")}::uuid`,
    managerId: sql<string | null>`${param("managerId")}::uuid`,
  })} AS "mayUse", ${applicationTierSql(sql<string>`${param("status")}::text`)} AS tier`,
);

describe("who may use an application (Spec › States, Limits)", () => {
  // status × who signs in → may use, tier
  const table: [ApplicationStatus, "its owner" | "another manager", boolean, "full" | "development"][] = [
    ["Development", "its owner", true, "development"],
    ["Development", "another manager", false, "development"],
    ["Approved", "its owner", true, "full"],
    ["Approved", "another manager", true, "full"],
  ];

  it.each(table)("%s, used by %s: may use %s, tier %s", (status, who, mayUse, tier) => {
    const managerId = who === "its owner" ? OWNER : OTHER;
    expect(mayUseApplication({ status, ownerId: OWNER }, managerId)).toBe(mayUse);
    expect(applicationTier(status)).toBe(tier);
  });

  it.each(table)("%s, used by %s: may use %s, tier %s in SQL too", async (status, who, mayUse, tier) => {
    const managerId = who === "its owner" ? OWNER : OTHER;
    const [row] = await new Sql(client).rows(ACCESS_SQL, { status, ownerId: OWNER, managerId });
    expect(row).toEqual({ mayUse, tier });
  });

  it("a missing manager (an outer join that found none) never lets a statement write", async () => {
    const [row] = await new Sql(client).rows(ACCESS_SQL, { status: "Development", ownerId: OWNER, managerId: null });
    expect(row.mayUse === true).toBe(false);
  });
});
