/**
 * The limits `/v1/public.json` declares are the ones the server enforces: read from the served
 * document, compared with the server's own constants, and tried at the edge over HTTP. A
 * generator or a validator that trusts the document must never send what the server refuses
 * for a limit the document does not state, nor be told a value fits that cannot.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, expectErrorResponse, type TestApi } from "@/lib/testing/api";
import { MARKET_DEPTH } from "@/lib/game/market";
import { MAX_LIMIT, MIN_LIMIT } from "@/lib/game/paging";
import { MAX_FORM_BYTES } from "@/lib/oauth/form";

interface Schema {
  $ref?: string;
  oneOf?: Schema[];
  type?: string;
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  required?: string[];
  properties?: Record<string, Schema>;
}
interface Operation {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let database: TestDatabase;
let api: TestApi;
let document: Document;
let marketToken: string;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  const served = await api.request("/v1/public.json");
  expect(served.status).toBe(200);
  document = (await served.json()) as Document;
  marketToken = await api.tokenFor("demo", ["market"]);
});
afterAll(async () => {
  expect(api.errors).toEqual([]);
  if (api.quota) await api.quota.close();
  await database.drop();
});

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.replace("#/components/schemas/", "")]) : schema;

describe("paging of /market/players", () => {
  const query = (name: string) => {
    const parameter = document.paths["/v1/market/players"].get.parameters?.find((p) => p.name === name && p.in === "query");
    expect(parameter, name).toBeDefined();
    return resolve(parameter!.schema);
  };

  it("declares offset 0 to MARKET_DEPTH less the smallest limit (149), and limit MIN_LIMIT to MAX_LIMIT", () => {
    expect(query("limit")).toMatchObject({ minimum: MIN_LIMIT, maximum: MAX_LIMIT });
    expect(query("offset")).toMatchObject({ minimum: 0, maximum: MARKET_DEPTH - MIN_LIMIT });
    expect(query("offset").maximum).toBe(149);
  });

  it("serves the deepest declared offset with the smallest limit, and refuses one past it naming offset", async () => {
    const { maximum } = query("offset");
    const { minimum } = query("limit");
    const deepest = await api.request(`/v1/market/players?offset=${maximum}&limit=${minimum}`, { token: marketToken });
    expect(deepest.status, await deepest.clone().text()).toBe(200);
    expect((await deepest.json()).paging).toMatchObject({ offset: maximum, limit: minimum });
    for (const path of [`offset=${maximum! + 1}&limit=${minimum}`, `offset=${maximum}&limit=${minimum! + 1}`]) {
      const refused = await api.request(`/v1/market/players?${path}`, { token: marketToken });
      expect((await expectErrorResponse(refused, 400, "invalid_parameter")).parameter, path).toBe("offset");
    }
  });
});

describe("the OAuth form fields fit the 16 KB body cap", () => {
  /** Every form schema of an OAuth endpoint (each grant of the token endpoint on its own). */
  const formSchemas = (path: string): Schema[] => {
    const body = document.paths[path].post.requestBody?.content["application/x-www-form-urlencoded"];
    expect(body, path).toBeDefined();
    const schema = resolve(body!.schema);
    return (schema.oneOf ?? [schema]).map(resolve);
  };

  /** The least a body holding `name` must also hold: every other required field, at its one value where it has one. */
  const requiredBeside = (schema: Schema, name: string): Record<string, string> =>
    Object.fromEntries(
      (schema.required ?? [])
        .filter((other) => other !== name)
        .map((other) => {
          const field = schema.properties![other];
          return [other, String(field.const ?? field.enum?.[0] ?? "")];
        }),
    );

  const fields = () =>
    ["/v1/oauth/token", "/v1/oauth/revoke"].flatMap((path) =>
      formSchemas(path).flatMap((schema) =>
        Object.entries(schema.properties ?? {})
          .filter(([, field]) => field.maxLength !== undefined)
          .map(([name, field]) => ({ path, name, maxLength: field.maxLength!, required: requiredBeside(schema, name) })),
      ),
    );

  it("declares no field longer than MAX_FORM_BYTES leaves for it beside its name and the required fields", () => {
    const declared = fields();
    expect(declared.map((f) => `${f.path} ${f.name}`)).toEqual(
      expect.arrayContaining([
        "/v1/oauth/token scope",
        "/v1/oauth/token code",
        "/v1/oauth/revoke token",
        "/v1/oauth/revoke token_type_hint",
      ]),
    );
    const tooLong = declared.filter(
      ({ name, maxLength, required }) => maxLength > MAX_FORM_BYTES - new URLSearchParams({ ...required, [name]: "" }).toString().length,
    );
    expect(tooLong).toEqual([]);
  });

  it("takes every field at its declared longest: no 413 for a body the document allows", async () => {
    for (const { path, name, maxLength, required } of fields()) {
      const body = new URLSearchParams({ ...required, [name]: "x".repeat(maxLength) }).toString();
      expect(Buffer.byteLength(body), `${path} ${name}`).toBeLessThanOrEqual(MAX_FORM_BYTES);
      const response = await api.app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(response.status, `${path} ${name}: ${await response.clone().text()}`).not.toBe(413);
      expect(response.status, `${path} ${name}`).toBeLessThan(500);
    }
  });
});
