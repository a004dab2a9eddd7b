/**
 * Lint rules for `/v1/public.json` of our own: what third-party tools read from the document
 * must be what the server sends. Spectral itself, with the OWASP ruleset, runs in
 * spectral.test.ts; the rules named after one of its rules here are stricter forms of it
 * (every limit header, not one of them; the bearer challenge required on every 401).
 */
import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { operationId } from "@/lib/api/endpoint";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";

interface Response {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
}
interface Document {
  info: { contact?: { url?: string; name?: string }; license?: { name?: string; url?: string } };
  paths: Record<string, Record<string, Operation>>;
}

let database: TestDatabase;
let api: TestApi;
let document: Document;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  database = await createTestDatabase("empty");
  api = createTestApi(database);
  document = (await (await api.request("/v1/public.json")).json()) as Document;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(() => database.drop());

const isData = (path: string) => !path.startsWith("/v1/oauth/");
const LIMIT = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];

describe("the document under lint rules", () => {
  it("is valid OpenAPI 3.1 and every reference resolves (swagger-parser)", async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    await expect(SwaggerParser.dereference(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("every pattern is a plain ECMA regular expression that its own example matches (no /flags)", () => {
    const patterns: { pattern: string; example?: unknown; at: string }[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return;
      const record = node as Record<string, unknown>;
      if (typeof record.pattern === "string") patterns.push({ pattern: record.pattern, example: record.example, at });
      for (const [key, value] of Object.entries(record)) walk(value, `${at}/${key}`);
    };
    walk(document, "#");
    expect(patterns.length).toBeGreaterThan(0);
    for (const { pattern, example, at } of patterns) {
      expect(pattern, at).not.toMatch(/\/[a-z]*$/);
      if (typeof example === "string") expect(new RegExp(pattern, "u").test(example), `${at}: ${example}`).toBe(true);
    }
  });

  it("info-contact, info-license: names who runs it and on what terms", () => {
    expect(document.info.contact?.url).toMatch(/\/docs$/);
    expect(document.info.license?.name).toBeTruthy();
    expect(document.info.license?.url).toMatch(/^https?:\/\//);
  });

  it("every answer of every operation declares X-Request-Id, which the server always sends", () => {
    const missing = operations.flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses)
        .filter(([, r]) => !r.headers?.["X-Request-Id"])
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it("owasp:api4:2023-rate-limit: every 2xx and 4xx answer declares the limit headers (a 401 those of its address)", () => {
    const missing = operations.flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^[24]/.test(status))
        .filter(([, r]) => !LIMIT.every((h) => r.headers?.[h]))
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(missing).toEqual([]);
    for (const { path, operation } of operations.filter((o) => isData(o.path))) {
      expect(operation.responses["401"]?.headers?.["WWW-Authenticate"], path).toMatchObject({ required: true });
    }
  });

  it("owasp:api4:2023-rate-limit-retry-after: every 429 declares Retry-After", () => {
    const missing = operations.filter(
      ({ operation }) => operation.responses["429"] && !operation.responses["429"].headers?.["Retry-After"],
    );
    expect(missing.map((o) => o.path)).toEqual([]);
    expect(operations.filter((o) => isData(o.path)).every((o) => o.operation.responses["429"])).toBe(true);
  });

  it("every operation states how it authenticates (stricter than owasp:api2:2023-write-restricted, which lets reads go without)", () => {
    for (const { method, path, operation } of operations) {
      expect(
        operation.security?.some((requirement) => Object.keys(requirement).length > 0),
        `${method} ${path}`,
      ).toBe(true);
    }
  });

  it("every error answer has a JSON body, so a generated client can type it", () => {
    for (const { method, path, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses).filter(([s]) => Number(s) >= 400)) {
        expect(response.content?.["application/json"], `${method} ${path} ${status}`).toBeTruthy();
      }
    }
  });

  it("operation-operationId-unique and even names: get + resource in the singular before its id", () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(
      ids.every((id) => typeof id === "string" && /^[a-z]+(?:[A-Z][a-z]+)+$/.test(id!)),
      ids.join(", "),
    ).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const byPath = new Map(operations.map((o) => [o.path.replace(/^\/v1/, ""), o.operation.operationId]));
    expect(byPath.get("/teams/{teamId}")).toBe("getTeam");
    expect(byPath.get("/teams/{teamId}/roster")).toBe("getTeamRoster");
    expect(byPath.get("/national-teams/{teamId}/roster")).toBe("getNationalTeamRoster");
    expect(byPath.get("/countries/{countryId}/leagues")).toBe("getCountryLeagues");
    expect(byPath.get("/market/players")).toBe("getMarketPlayers");
    // No data operation is named after a plural collection before its id (the old `getTeamsRoster`).
    for (const endpoint of DATA_ENDPOINTS)
      expect(byPath.get(endpoint.path), endpoint.path).not.toMatch(/^get(Teams|Players|Matches|Countries|NationalTeams)[A-Z]/);
    expect(operationId("/teams/{teamId}/training/history")).toBe("getTeamTrainingHistory");
  });
});
