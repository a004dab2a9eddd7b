/**
 * Spectral on `/v1/public.json`: its OpenAPI ruleset (`spectral:oas`) and the OWASP API
 * Security Top 10 ruleset, run on the document the API app serves. No result may be an error;
 * none may be a rate-limit or write-restricted result at any severity.
 *
 * `@stoplight/spectral-owasp-ruleset` 2.x (the only release on npm) follows the 2023 edition of
 * the Top 10: `owasp:api4:2019-rate-limit*` is `owasp:api4:2023-rate-limit*`, and
 * `owasp:api2:2019-protection-global-unsafe` is `owasp:api2:2023-write-restricted` (its strict
 * form: no write operation may go without security). The checks below take either edition.
 *
 * The document is linted as a production instance serves it: over HTTPS (production refuses
 * any other base URL, lib/config.ts) and named as production in `servers`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition } from "@stoplight/spectral-core";
import { Json } from "@stoplight/spectral-parsers";
import { oas } from "@stoplight/spectral-rulesets";
import owasp from "@stoplight/spectral-owasp-ruleset";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { config, unsafeProductionSetting } from "@/lib/config";

const PRODUCTION_URL = "https://manager-data.example";

// Read by lib/config.ts on first use, which is after this: the document of a production instance.
vi.stubEnv("NODE_ENV", "production");
vi.stubEnv("BASE_URL", PRODUCTION_URL);
vi.stubEnv("AUTH_URL", PRODUCTION_URL);
vi.stubEnv("LOG_LEVEL", "silent");

const OPERATIONS = "$.paths[*][get,put,post,delete,options,head,patch,trace]";

/**
 * The schemas of what a client sends: path and query parameters, and request bodies (refs
 * resolved). OWASP API4:2023 (unrestricted resource consumption) is about those: the server
 * must not take unbounded input. The ruleset's own selectors reach every schema in the
 * document, answers included; but an answer is written by the server, and a maxItems on a
 * roster or a maxLength on a player's name bounds nothing the server consumes (see
 * stoplightio/spectral-owasp-ruleset#46, open, on exactly this).
 */
function inputSchemas(type: "string" | "integer" | "array") {
  return [
    `${OPERATIONS}.parameters[?(@ && @.schema && @.schema.type == "${type}")].schema`,
    `$.paths[*].parameters[?(@ && @.schema && @.schema.type == "${type}")].schema`,
    `${OPERATIONS}.requestBody.content[*].schema..[?(@ && @.type == "${type}")]`,
  ];
}

type OwaspRule = keyof typeof owasp.rules;

/** An OWASP rule as published, on other targets: its checks (`then`) stay as they are. */
const narrowed = (rule: OwaspRule, given: string | string[]) => ({ given, then: owasp.rules[rule].then });

/**
 * The rules this API narrows or turns off, each for a reason of its own. Everything else of
 * both rulesets runs as published.
 */
const ADJUSTED_RULES: RulesetDefinition = {
  extends: [oas as RulesetDefinition, owasp as RulesetDefinition],
  rules: {
    // Narrowed to what clients send (see inputSchemas).
    "owasp:api4:2023-string-limit": narrowed("owasp:api4:2023-string-limit", inputSchemas("string")),
    "owasp:api4:2023-integer-limit": narrowed("owasp:api4:2023-integer-limit", inputSchemas("integer")),
    "owasp:api4:2023-integer-format": narrowed("owasp:api4:2023-integer-format", inputSchemas("integer")),
    "owasp:api4:2023-array-limit": narrowed("owasp:api4:2023-array-limit", inputSchemas("array")),
    // Off: the API grants no cross-origin access on purpose (tools call it from their servers,
    // never from a browser on another site; preflights answer 405, lib/api/app.test.ts). The
    // rule wants `Access-Control-Allow-Origin` declared on every answer, which the server
    // never sends; declaring it would be false, sending it would open what is closed.
    "owasp:api8:2023-define-cors-origin": "off",
    // Narrowed: HTTP Basic stays refused for every scheme but `clientBasic`, the client
    // authentication at the token and revoke endpoints, which RFC 6749 §2.3.1 requires an
    // authorization server to support ("MUST support the HTTP Basic authentication scheme").
    "owasp:api2:2023-no-http-basic": narrowed(
      "owasp:api2:2023-no-http-basic",
      "$.components.securitySchemes[?(@property != 'clientBasic')]",
    ),
    // Narrowed to schemes whose tokens are JWTs: the rule also takes every `oauth2` scheme as
    // one, but this server's access tokens are opaque (`gmat_…`, looked up by their hash), so
    // RFC 8725's advice on JWTs has nothing to apply to.
    "owasp:api2:2023-jwt-best-practices": narrowed(
      "owasp:api2:2023-jwt-best-practices",
      '$.components.securitySchemes[?(@ && (@.bearerFormat == "jwt" || @.bearerFormat == "JWT"))]',
    ),
  },
};

const SEVERITY = ["error", "warning", "info", "hint"] as const;
const RATE_LIMIT = /^owasp:api4:20(19|23)-rate-limit/;
const WRITE_RESTRICTED = /^owasp:api2:20(19|23)-(protection-global-unsafe|write-restricted)/;

let database: TestDatabase;
let api: TestApi;
let source: string;
let results: ISpectralDiagnostic[];

/** One line per result: what a failing test prints. */
const lines = (list: ISpectralDiagnostic[]) =>
  list.map((r) => `${SEVERITY[r.severity]} ${r.code} at ${r.path.join(".") || "(root)"}: ${r.message}`);

async function lint(text: string): Promise<ISpectralDiagnostic[]> {
  const spectral = new Spectral();
  spectral.setRuleset(ADJUSTED_RULES);
  return spectral.run(new Document(text, Json, "/v1/public.json"));
}

beforeAll(async () => {
  database = await createTestDatabase("empty");
  api = createTestApi(database);
  const response = await api.request("/v1/public.json");
  expect(response.status).toBe(200);
  source = await response.text();
  results = await lint(source);
}, 120_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.drop();
});

describe("Spectral (spectral:oas and the OWASP ruleset) on the served document", () => {
  it("lints the document of a production instance", () => {
    expect(unsafeProductionSetting(config())).toBeNull();
    const document = JSON.parse(source) as { servers: { url: string; description: string }[] };
    expect(document.servers).toEqual([expect.objectContaining({ url: PRODUCTION_URL, "x-internal": false })]);
    expect(document.servers[0].description).toMatch(/production/i);
  });

  it("reports no error", () => {
    expect(lines(results.filter((r) => r.severity === 0)), "Spectral errors (rule at path)").toEqual([]);
  });

  it("reports no rate-limit or write-restricted result of any severity", () => {
    expect(lines(results.filter((r) => RATE_LIMIT.test(String(r.code)) || WRITE_RESTRICTED.test(String(r.code))))).toEqual([]);
  });

  it("runs the rules it claims to, the narrowed ones included: a document without what they ask fails them", async () => {
    interface Operation {
      security?: unknown;
      parameters: { schema: Record<string, unknown> }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    }
    const broken = JSON.parse(source) as {
      info: Record<string, unknown>;
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    delete broken.info.contact;
    const me = broken.paths["/v1/me"].get;
    delete me.responses["200"].headers;
    delete me.responses["429"].headers!["Retry-After"];
    broken.paths["/v1/oauth/revoke"].post.security = [];
    const [teamId] = broken.paths["/v1/teams/{teamId}"].get.parameters;
    delete teamId.schema.maxLength;
    const market = broken.paths["/v1/market/players"].get.parameters;
    const limitAt = market.findIndex((p) => (p as { name?: string }).name === "limit");
    const limit = market[limitAt];
    delete limit.schema.format;
    delete limit.schema.maximum;
    broken.components.securitySchemes.partnerBasic = { type: "http", scheme: "basic" };
    const found = await lint(JSON.stringify(broken));
    const codes = new Set(found.map((r) => String(r.code)));
    for (const code of [
      "info-contact",
      "owasp:api4:2023-rate-limit",
      "owasp:api4:2023-rate-limit-retry-after",
      "owasp:api2:2023-write-restricted",
      "owasp:api4:2023-string-limit",
      "owasp:api4:2023-integer-format",
      "owasp:api4:2023-integer-limit",
      "owasp:api2:2023-no-http-basic",
    ]) {
      expect(codes, code).toContain(code);
    }
    // Nothing else: the narrowed rules found only what was broken.
    const errors = lines(found.filter((r) => r.severity === 0)).map((line) => line.replace(/: .*$/, ""));
    expect(errors.sort()).toEqual(
      [
        "error owasp:api2:2023-no-http-basic at components.securitySchemes.partnerBasic.scheme",
        "error owasp:api2:2023-write-restricted at paths./v1/oauth/revoke.post.security",
        "error owasp:api4:2023-rate-limit at paths./v1/me.get.responses.200",
        "error owasp:api4:2023-rate-limit-retry-after at paths./v1/me.get.responses.429.headers",
        "error owasp:api4:2023-string-limit at paths./v1/teams/{teamId}.get.parameters.0.schema",
        `error owasp:api4:2023-integer-format at paths./v1/market/players.get.parameters.${limitAt}.schema`,
        `error owasp:api4:2023-integer-limit at paths./v1/market/players.get.parameters.${limitAt}.schema`,
      ].sort(),
    );
  });
});
