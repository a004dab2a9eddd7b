/**
 * Contract tests: every endpoint of the served OpenAPI document is called against the
 * generated world, and every 200 body is validated against the document's own schema by an
 * independent JSON Schema validator (Ajv, draft 2020-12 as OpenAPI 3.1 uses). The scope
 * matrix checks each endpoint with every single scope against the spec's table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { demoIds, demoUrl, type DemoIds } from "@/lib/testing/demo-urls";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";

/** The spec's Endpoints section: path → scope, and whether "Other club" is counted. */
const SPEC: Record<string, { scope: Scope; counted?: true }> = {
  "/me": { scope: "public" },
  "/teams/{teamId}": { scope: "public", counted: true },
  "/teams/{teamId}/roster": { scope: "public", counted: true },
  "/teams/{teamId}/schedule": { scope: "public", counted: true },
  "/teams/{teamId}/stats": { scope: "public", counted: true },
  "/teams/{teamId}/arena": { scope: "public", counted: true },
  "/players/{playerId}": { scope: "public", counted: true },
  "/matches/{matchId}": { scope: "public" },
  "/matches/{matchId}/boxscore": { scope: "public" },
  "/competitions/{competitionId}/standings": { scope: "public" },
  "/seasons": { scope: "public" },
  "/countries": { scope: "public" },
  "/countries/{countryId}/leagues": { scope: "public" },
  "/countries/{countryId}/national-teams": { scope: "public" },
  "/national-teams/{teamId}/roster": { scope: "public" },
  "/national-teams/{teamId}/training/history": { scope: "national" },
  "/teams/{teamId}/training": { scope: "team" },
  "/teams/{teamId}/training/history": { scope: "team" },
  "/teams/{teamId}/staff": { scope: "team" },
  "/teams/{teamId}/facilities": { scope: "team" },
  "/players/{playerId}/training": { scope: "team" },
  "/teams/{teamId}/economy": { scope: "economy" },
  "/teams/{teamId}/economy/salaries": { scope: "economy" },
  "/market/players": { scope: "market" },
  "/market/players/{playerId}/auction": { scope: "market" },
};

/** Endpoints beyond the spec's list, each where the spec leaves the subject to us ("not shown"). */
const BEYOND_SPEC: Record<string, { scope: Scope }> = {
  // Events, notifications and callbacks: the events feed beside the webhooks.
  "/events": { scope: "public" },
};
const DECLARED: Record<string, { scope: Scope; counted?: true }> = { ...SPEC, ...BEYOND_SPEC };

let database: TestDatabase;
let api: TestApi;
let document: {
  paths: Record<
    string,
    {
      get: {
        responses: Record<string, { content: { "application/json": { schema: object } } }>;
        "x-scope": string;
        "x-breadth-counted": boolean;
      };
    }
  >;
};
let ids: DemoIds;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

const urlFor = (path: string) => demoUrl(path, ids);

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  ids = await demoIds(database, api.clock.now());

  document = await (await api.request("/v1/public.json")).json();
  ajv.addSchema(document, "openapi.json");
});
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await database.drop();
});

describe("the OpenAPI document lists exactly the spec's endpoints", () => {
  it("has every endpoint of the spec and no other", () => {
    const dataPaths = Object.keys(document.paths)
      .filter((p) => !p.startsWith("/v1/oauth/"))
      .map((p) => p.replace(/^\/v1/, ""));
    expect(dataPaths.sort()).toEqual(Object.keys(DECLARED).sort());
    expect(DATA_ENDPOINTS.map((e) => e.path).sort()).toEqual(Object.keys(DECLARED).sort());
  });

  it("documents the OAuth token and revoke endpoints as form POSTs", () => {
    const oauth = document.paths as unknown as Record<string, { post?: { requestBody: { content: Record<string, unknown> } } }>;
    for (const path of ["/v1/oauth/token", "/v1/oauth/revoke"]) {
      expect(Object.keys(oauth[path]?.post?.requestBody.content ?? {})).toEqual(["application/x-www-form-urlencoded"]);
    }
  });

  it("models the token body as one schema per grant, told apart by grant_type, and client authentication by HTTP Basic", () => {
    const doc = document as unknown as {
      paths: Record<string, { post: { security: Record<string, string[]>[]; responses: Record<string, unknown> } }>;
      components: {
        schemas: Record<
          string,
          { oneOf?: unknown[]; discriminator?: { propertyName: string; mapping: Record<string, string> }; required?: string[] }
        >;
        securitySchemes: Record<string, { type: string; scheme?: string }>;
      };
    };
    const tokenRequest = doc.components.schemas.TokenRequest;
    expect(tokenRequest.oneOf).toHaveLength(2);
    expect(tokenRequest.discriminator?.propertyName).toBe("grant_type");
    expect(Object.keys(tokenRequest.discriminator?.mapping ?? {}).sort()).toEqual(["authorization_code", "refresh_token"]);
    expect(doc.components.schemas.RevokeRequest).toBeDefined();
    expect(doc.components.securitySchemes.clientBasic).toMatchObject({ type: "http", scheme: "basic" });
    for (const path of ["/v1/oauth/token", "/v1/oauth/revoke"]) {
      // HTTP Basic for confidential clients, or nothing (a public client's client_id in the body).
      expect(doc.paths[path].post.security).toEqual([{ clientBasic: [] }, {}]);
      expect(Object.keys(doc.paths[path].post.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "413", "429"]));
    }
  });

  it.each(Object.entries(DECLARED))("%s declares the spec's scope and breadth counting", (path, spec) => {
    const operation = document.paths[`/v1${path}`].get;
    expect(operation["x-scope"].toLowerCase()).toBe(spec.scope);
    expect(operation["x-breadth-counted"]).toBe(Boolean(spec.counted));
    const endpoint = DATA_ENDPOINTS.find((e) => e.path === path)!;
    expect(Boolean(endpoint.breadth)).toBe(Boolean(spec.counted));
  });
});

describe("every 200 body matches the served document's schema", () => {
  it.each(Object.keys(DECLARED))("GET %s", async (path) => {
    const token = await api.tokenFor("demo", [...SCOPES]);
    const response = await api.request(urlFor(path), { token });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const validate = ajv.compile({
      $ref: `openapi.json#/paths/${`/v1${path}`.replaceAll("~", "~0").replaceAll("/", "~1")}/get/responses/200/content/application~1json/schema`,
    });
    expect(validate(body), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });
});

describe("every conditional call answers as the served document declares", () => {
  it.each(Object.keys(DECLARED))("GET %s: 200 with its declared headers, then 304 to its ETag", async (path) => {
    const token = await api.tokenFor("demo", [...SCOPES]);
    const operation = document.paths[`/v1${path}`].get as unknown as {
      parameters: { in: string; name: string }[];
      responses: Record<string, { headers?: Record<string, { required?: boolean }>; content?: unknown }>;
    };
    expect(operation.parameters.some((p) => p.in === "header" && p.name === "If-None-Match")).toBe(true);
    const required = (status: string) =>
      Object.entries(operation.responses[status]?.headers ?? {})
        .filter(([, header]) => header.required)
        .map(([name]) => name.toLowerCase());
    expect(required("200")).toEqual(expect.arrayContaining(["etag", "cache-control"]));
    expect(operation.responses["304"]?.content).toBeUndefined();
    const first = await api.request(urlFor(path), { token });
    expect(first.status).toBe(200);
    for (const name of required("200")) expect(first.headers.get(name), name).not.toBeNull();
    const again = await api.request(urlFor(path), { token, headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    for (const name of required("304")) expect(again.headers.get(name), name).not.toBeNull();
  });
});

describe("scope matrix: each endpoint with each single scope, and with no token", () => {
  const tokens = new Map<Scope, string>();
  beforeAll(async () => {
    for (const scope of SCOPES) tokens.set(scope, await api.tokenFor("demo", [scope]));
  });

  it.each(Object.entries(DECLARED))("%s", async (path, spec) => {
    for (const scope of SCOPES) {
      const response = await api.request(urlFor(path), { token: tokens.get(scope) });
      const body = await response.json();
      if (scope === spec.scope) {
        expect(response.status, `${path} with ${scope}: ${JSON.stringify(body)}`).toBe(200);
      } else {
        expect(response.status, `${path} with ${scope}`).toBe(403);
        expect(body.error.code).toBe("insufficient_scope");
        expect(body.error.description).toContain(`"${spec.scope}"`);
      }
    }
    const anonymous = await api.request(urlFor(path));
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe("invalid_token");
  });
});
