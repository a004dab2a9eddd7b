import { expect } from "vitest";
import { createApiApp } from "@/lib/api/app";
import { UNLIMITED } from "@/lib/quota/limits";
import { UNLIMITED_ENDPOINTS } from "@/lib/quota/endpoint-limits";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { RequestLogRecorder } from "@/lib/quota/request-log";
import { PrincipalCache } from "@/lib/auth/principal-cache";
import { config } from "@/lib/config";
import { logger } from "@/lib/log";
import type { Services } from "@/lib/services";
import type { Database } from "@/lib/db";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import type { Scope } from "@/lib/auth/scopes";
import type { Endpoint } from "@/lib/api/endpoint";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { TEST_WORLD } from "@/lib/testing/shared";
import type { TestDatabase } from "@/lib/testing/database";
import { ListenHub } from "@/lib/webhooks/listen-hub";
import { Listener } from "@/lib/sql";

let testApis = 0;

/** A clock tests move instead of sleeping. */
export class TestClock {
  current: Date;
  constructor(start: Date = TEST_WORLD.referenceTime) {
    this.current = new Date(start);
  }
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** The declared endpoint a `/v1/…` path belongs to (`{param}` matches one segment). */
function endpointAt(endpoints: Endpoint[], path: string): Endpoint | undefined {
  const bare = new URL(path, "http://test").pathname.replace(/^\/v1/, "");
  return endpoints.find((e) => new RegExp(`^${e.path.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(bare));
}

/** Every API test is also a contract test: a 200 body that its declared schema does not parse fails the test. */
async function expectDeclaredShape(endpoints: Endpoint[], path: string, response: Response) {
  const endpoint = endpointAt(endpoints, path);
  if (!endpoint) return;
  const result = endpoint.response.safeParse(await response.clone().json());
  if (!result.success)
    throw new Error(`GET ${path} answered 200 with a body its schema refuses: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
}

/**
 * The services of a test: the test database, its principal cache, and what the test passes
 * (counting and the request log are off unless given).
 */
export function testServices(
  database: Database & { drop?: () => Promise<void> },
  options: Partial<Omit<Services, "db" | "config" | "close">> = {},
): Services {
  const listener = options.listener ?? new Listener(database.url);
  return {
    config: config(),
    db: database,
    listener,
    listens: options.listens ?? new ListenHub(listener),
    principals: options.principals ?? principalCacheFor(database),
    world: options.world ?? false,
    clock: undefined,
    webhooks: undefined,
    quota: options.quota ?? false,
    requestLog: options.requestLog ?? false,
    now: options.now ?? (() => new Date()),
    logError: options.logError ?? ((requestId, err) => logger().error({ requestId, err }, "unexpected error")),
    close: async () => {},
  };
}

const caches = new Map<Database, PrincipalCache>();

/** The principal cache of a test database: one per database, as a server has one per pool. */
export function principalCacheFor(database: Database & { drop?: () => Promise<void> }): PrincipalCache {
  let cache = caches.get(database);
  if (!cache) {
    const made = new PrincipalCache(new Listener(database.url));
    database.principalChanges.listen(() => made.invalidate());
    caches.set(database, made);
    // Closed with its database (or its pool), as the server closes it with its pool.
    const close = async () => {
      caches.delete(database);
      await made.close();
    };
    const drop = database.drop?.bind(database);
    if (drop) database.drop = async () => (await close(), drop());
    const closePool = database.close.bind(database);
    database.close = async () => (await close(), closePool());
    cache = made;
  }
  return cache;
}

export const ALL_SCOPES: Scope[] = ["public", "team", "national", "economy", "market"];

/** The API app over a test database, with helpers to mint tokens and call it. */
export function createTestApi(
  database: TestDatabase,
  options: {
    clock?: TestClock;
    endpoints?: Endpoint[];
    quota?: QuotaRuntime | false;
    requestLog?: RequestLogRecorder | false;
    /** The world's revision as the instance hears it; default: not heard (validators are hashed answers). */
    world?: Services["world"];
  } = {},
) {
  const clock = options.clock ?? new TestClock();
  const errors: unknown[] = [];
  const tokens = new Map<string, string>();
  // Token names are unique per manager: several test APIs may share one database.
  const instance = ++testApis;
  let made = 0;
  // Counting runs in every test, with limits no test reaches unless it passes its own runtime.
  const quota = options.quota ?? createQuotaRuntime({ databaseUrl: database.url, limits: UNLIMITED, endpointLimits: UNLIMITED_ENDPOINTS });
  // The request log writes on the test database's own pool; a test flushes it before reading.
  const requestLog = options.requestLog ?? new RequestLogRecorder(database.sql);
  const services = testServices(database, {
    now: clock.now,
    quota,
    requestLog,
    world: options.world,
    logError: (_id, error) => errors.push(error),
  });
  const endpoints = options.endpoints ?? DATA_ENDPOINTS;
  const app = createApiApp(services, endpoints);

  async function managerId(username: string) {
    const manager = await database.prisma.manager.findUniqueOrThrow({ where: { username }, select: { id: true } });
    return manager.id;
  }

  return {
    app,
    clock,
    /** The quota runtime in use (false when counting is off). */
    quota,
    services,
    /** The request log in use (false when off). */
    requestLog,
    /** Unexpected errors the app logged (a test can assert there were none). */
    errors,
    managerId,
    /**
     * A personal token for the manager. Tokens are reused per (manager, scopes, lifetime), since
     * a manager may hold only 10; pass `fresh` for a token of its own (e.g. to revoke it).
     */
    // Active tokens need distinct names.
    async tokenFor(username: string, scopes: Scope[] = ALL_SCOPES, days = 30, options: { fresh?: boolean } = {}) {
      const key = `${username}|${[...scopes].sort().join(",")}|${days}`;
      const cached = tokens.get(key);
      if (cached && !options.fresh) return cached;
      const token = await createPersonalToken(
        database,
        await managerId(username),
        { name: `test ${instance}-${++made}`, scopes, days },
        clock.now(),
      );
      if (!options.fresh) tokens.set(key, token.value);
      return token.value;
    },
    /** Calls the app; every 200 answer of a data endpoint must parse through that endpoint's response schema. */
    async request(path: string, init: { token?: string; method?: string; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      const response = await app.request(path, { method: init.method ?? "GET", headers });
      if (response.status === 200 && (init.method ?? "GET") === "GET") await expectDeclaredShape(endpoints, path, response);
      return response;
    },
  };
}

export type TestApi = ReturnType<typeof createTestApi>;

/** The error of the one error envelope, `{"error": {code, description, parameter?}}`. */
export type ApiError = { code: string; description: string; parameter?: string };

/**
 * Asserts the answer is the one error envelope: the status, JSON, the `error` key and nothing
 * beside it, the code, and a description a person can act on. Returns the error.
 */
export async function expectErrorResponse(response: Response, status: number, code: string): Promise<ApiError> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  const body = JSON.parse(text) as { error: ApiError };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error.code).toBe(code);
  expect(body.error.description.length).toBeGreaterThan(10);
  return body.error;
}

/**
 * A suite's GET calls against its test API, made with `defaultToken()` unless a call names its own.
 * Both are read at call time: suites build the API and mint tokens in `beforeAll`.
 */
export function createApiCalls(api: () => TestApi, defaultToken: () => string | undefined = () => undefined) {
  return {
    /** GETs a path that must answer 200; returns the JSON body. */
    async getJson(path: string, token = defaultToken()) {
      const response = await api().request(path, { token });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
      return response.json();
    },
    /** GETs a path that must answer with the error envelope, `status` and `code`; returns the error. */
    async expectError(path: string, status: number, code: string, token = defaultToken()) {
      return expectErrorResponse(await api().request(path, { token }), status, code);
    },
  };
}
