/**
 * Deprecation (the compatibility policy): an endpoint declared deprecated says so on every
 * answer (RFC 9745 `Deprecation`, RFC 8594 `Sunset`, a `Link` to the changelog), in the document
 * and so in the reference; a declaration giving less notice than the policy is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { apiDocument } from "@/lib/api/app";
import { defineEndpoint } from "@/lib/api/endpoint";
import { deprecationHeaders, DEPRECATION_NOTICE_DAYS, type Deprecation } from "@/lib/api/deprecation";
import { config } from "@/lib/config";

const DEPRECATION: Deprecation = {
  since: "2026-12-01",
  sunset: "2027-06-01",
  changelog: "2026-12-01-old-greeting",
  instead: "Use `GET /v1/me`.",
};

/** A deprecated endpoint declared as any other, with a parameter to refuse. */
const OLD_GREETING = defineEndpoint({
  path: "/old-greeting",
  scope: "public",
  tag: "Manager",
  summary: "An old greeting",
  description: "Says hello.",
  query: z.object({ times: z.coerce.number().int().min(1).max(3).optional() }),
  response: z.object({ hello: z.string() }),
  changes: "account",
  deprecation: DEPRECATION,
  handler: async ({ query }) => ({ hello: "world".repeat(query.times ?? 1) }),
});

let database: TestDatabase;
let api: TestApi;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database, { endpoints: [...DATA_ENDPOINTS, OLD_GREETING] });
  token = await api.tokenFor("demo");
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

describe("a deprecated endpoint", () => {
  it("answers with Deprecation, Sunset and a Link to the changelog", async () => {
    const response = await api.request("/v1/old-greeting", { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: "world" });
    expect(response.headers.get("deprecation")).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(response.headers.get("sunset")).toBe("Tue, 01 Jun 2027 00:00:00 GMT");
    expect(response.headers.get("link")).toBe('</docs/changelog#2026-12-01-old-greeting>; rel="deprecation"; type="text/html"');
  });

  it("says so on a refusal and on a 304 too", async () => {
    const refused = await api.request("/v1/old-greeting?times=9", { token });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("deprecation")).toBe(`@${Date.UTC(2026, 11, 1) / 1000}`);
    expect(refused.headers.get("sunset")).toBe("Tue, 01 Jun 2027 00:00:00 GMT");
    const first = await api.request("/v1/old-greeting", { token });
    const unchanged = await api.request("/v1/old-greeting", { token, headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("sunset")).toBe("Tue, 01 Jun 2027 00:00:00 GMT");
  });

  it("is marked in the document, with its headers and the notice in its description", () => {
    const document = apiDocument(config(), [...DATA_ENDPOINTS, OLD_GREETING]) as unknown as {
      paths: Record<string, { get: { deprecated?: boolean; description: string; responses: Record<string, { headers?: object }> } }>;
    };
    const operation = document.paths["/v1/old-greeting"].get;
    expect(operation.deprecated).toBe(true);
    expect(operation.description).toContain("**Deprecated** since 2026-12-01: Use `GET /v1/me`. It may stop answering from 2027-06-01");
    expect(operation.description).toContain("(/docs/changelog#2026-12-01-old-greeting)");
    expect(Object.keys(operation.responses["200"].headers!)).toEqual(expect.arrayContaining(["Deprecation", "Sunset", "Link"]));
    expect(document.paths["/v1/me"].get.deprecated).toBeUndefined();
  });
});

describe("endpoints that are not deprecated", () => {
  it("carry no deprecation headers", async () => {
    const response = await api.request("/v1/me", { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("deprecation")).toBeNull();
    expect(response.headers.get("sunset")).toBeNull();
    expect(DATA_ENDPOINTS.filter((e) => e.deprecation)).toEqual([]);
  });
});

describe("the policy's notice", () => {
  it.each([
    ["less notice than the policy gives", { since: "2026-12-01", sunset: "2027-05-29" }, /at least 180 days/],
    ["a sunset before the deprecation", { since: "2026-12-01", sunset: "2026-11-01" }, /at least 180 days/],
    ["a day that is not one", { since: "2026-13-01", sunset: "2027-06-01" }, /Not a day/],
    ["a time instead of a day", { since: "2026-12-01T10:00:00Z", sunset: "2027-06-01" }, /Not a day/],
    ["a day the calendar lacks", { since: "2026-12-01", sunset: "2027-02-30" }, /Not a day/],
  ])("refuses %s", (_, days, message) => {
    expect(() => deprecationHeaders({ ...DEPRECATION, ...days })).toThrow(message);
    expect(() => defineEndpoint({ ...OLD_GREETING_SPEC, deprecation: { ...DEPRECATION, ...days } })).toThrow(message);
  });

  it(`accepts exactly ${DEPRECATION_NOTICE_DAYS} days`, () => {
    expect(deprecationHeaders({ ...DEPRECATION, since: "2026-12-01", sunset: "2027-05-30" }).Sunset).toBe("Sun, 30 May 2027 00:00:00 GMT");
  });
});

const OLD_GREETING_SPEC = {
  path: "/old-greeting",
  scope: "public" as const,
  tag: "Manager",
  summary: "An old greeting",
  description: "Says hello.",
  response: z.object({ hello: z.string() }),
  handler: async () => ({ hello: "world" }),
};
