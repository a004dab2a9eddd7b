import { afterAll, beforeAll, describe, expect, it } from "vitest";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, expectErrorResponse, type TestApi } from "@/lib/testing/api";
import { revokePersonalToken } from "@/lib/auth/personal-tokens";
import { hashCredential } from "@/lib/auth/credentials";

let database: TestDatabase;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
});
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

describe("the OpenAPI document", () => {
  it("is public, cacheable and valid OpenAPI 3.1 under an independent validator", async () => {
    const response = await api.request("/v1/public.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    expect(Object.keys(document.components.securitySchemes)).toEqual(["bearerAuth", "clientBasic", "oauth2"]);
    expect(Object.keys(document.components.securitySchemes.oauth2.flows.authorizationCode.scopes)).toEqual([
      "public",
      "team",
      "national",
      "economy",
      "market",
    ]);
  });
});

describe("authentication", () => {
  it("answers 401 invalid_token with WWW-Authenticate when the token is missing", async () => {
    const response = await api.request("/v1/me");
    await expectErrorResponse(response, 401, "invalid_token");
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer .*error="invalid_token"/);
  });

  it.each([
    ["a malformed header", { Authorization: "Token abc" }],
    ["a malformed token", { Authorization: "Bearer not-a-token" }],
    ["a token with a wrong checksum", { Authorization: "Bearer gmpat_" + "A".repeat(43) + "AAAAAA" }],
  ])("answers 401 for %s", async (_what, headers) => {
    const response = await api.request("/v1/me", { headers });
    await expectErrorResponse(response, 401, "invalid_token");
    expect(response.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("answers 401 for a well-formed but unknown token", async () => {
    const { generateCredential } = await import("@/lib/auth/credentials");
    const response = await api.request("/v1/me", { token: generateCredential("personalToken").value });
    await expectErrorResponse(response, 401, "invalid_token");
  });

  it("answers 401 once the token has expired (clock moved, not waited)", async () => {
    const token = await api.tokenFor("demo", ["public"], 1, { fresh: true });
    expect((await api.request("/v1/me", { token })).status).toBe(200);
    api.clock.advance(24 * 60 * 60 * 1000);
    const error = await expectErrorResponse(await api.request("/v1/me", { token }), 401, "invalid_token");
    expect(error.description).toMatch(/expired/);
    api.clock.advance(-24 * 60 * 60 * 1000);
  });

  it("answers 401 at once after the manager revokes the token", async () => {
    const token = await api.tokenFor("demo", ["public"], 30, { fresh: true });
    expect((await api.request("/v1/me", { token })).status).toBe(200);
    const row = await database.prisma.personalToken.findUniqueOrThrow({ where: { tokenHash: hashCredential(token) } });
    await revokePersonalToken(database, row.managerId, row.id, api.clock.now());
    const error = await expectErrorResponse(await api.request("/v1/me", { token }), 401, "invalid_token");
    expect(error.description).toMatch(/revoked/);
  });

  it("refuses a token in the URL and never uses it", async () => {
    const token = await api.tokenFor("demo", ["public"]);
    await expectErrorResponse(await api.request(`/v1/me?access_token=${token}`), 400, "invalid_request");
    // Even alongside a valid header, a credential in the URL is refused.
    await expectErrorResponse(await api.request(`/v1/me?access_token=${token}`, { token }), 400, "invalid_request");
  });
});

describe("methods, paths and CORS", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("answers %s on a data path with 405 and Allow", async (method) => {
    const token = await api.tokenFor("demo", ["public"]);
    const response = await api.request("/v1/me", { method, token });
    await expectErrorResponse(response, 405, "method_not_allowed");
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("refuses CORS preflights and grants no other origin", async () => {
    const preflight = await api.request("/v1/me", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "GET" },
    });
    await expectErrorResponse(preflight, 405, "method_not_allowed");
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const token = await api.tokenFor("demo", ["public"]);
    const response = await api.request("/v1/me", { token, headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers an unknown path with the 404 envelope", async () => {
    const token = await api.tokenFor("demo", ["public"]);
    await expectErrorResponse(await api.request("/v1/nothing-here", { token }), 404, "not_found");
  });

  it("gives every answer a request id", async () => {
    const response = await api.request("/v1/me");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /v1/me", () => {
  it("lists the manager's club and national team, and the token's scopes capitalised", async () => {
    const token = await api.tokenFor("demo", ["public", "team"]);
    const response = await api.request("/v1/me", { token });
    expect(response.status).toBe(200);
    // About the account: always revalidated, with a validator to do it with.
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    const me = await response.json();
    expect(me.username).toBe("demo");
    expect(me.isSupporter).toBe(true);
    expect(me.scopes).toEqual(["Public", "Team"]);
    const kinds = me.teams.map((t: { kind: string }) => t.kind);
    expect(kinds).toContain("ManagedTeam");
    expect(kinds.some((k: string) => k === "NationalTeam" || k === "JuniorNationalTeam")).toBe(true);
  });

  it("refuses an unknown query parameter, naming it", async () => {
    const token = await api.tokenFor("demo", ["public"]);
    const error = await expectErrorResponse(await api.request("/v1/me?verbose=1", { token }), 400, "invalid_parameter");
    expect(error).toMatchObject({ parameter: "verbose" });
  });

  it("needs the public scope", async () => {
    const token = await api.tokenFor("demo", ["team"]);
    const response = await api.request("/v1/me", { token });
    const error = await expectErrorResponse(response, 403, "insufficient_scope");
    expect(error.description).toContain('"public"');
    expect(response.headers.get("www-authenticate")).toContain('scope="public"');
  });
});
