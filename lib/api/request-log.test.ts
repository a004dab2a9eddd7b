/**
 * The developer's request log through the real middleware chain and PostgreSQL: what a call
 * leaves behind (status, latency, request id, endpoint, refusing limit), which calls are not
 * logged, who may read which client's log, the filters, retention, batching, and that a call
 * never waits for (or fails because of) the log's database writes.
 */
import { config } from "@/lib/config";
import { configuredEndpointLimits } from "@/lib/quota/endpoint-limits";
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Sql } from "@/lib/sql";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, TestClock, type TestApi } from "@/lib/testing/api";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { UNLIMITED } from "@/lib/quota/limits";
import { RequestLogRecorder, type ApiCallRecord } from "@/lib/quota/request-log";
import { loadRequestLog, REQUEST_LOG_PAGE } from "@/lib/quota/request-log-report";
import { clientAuthentication, obtainCode, registerTestClient } from "@/lib/testing/oauth";
import { AppError } from "@/lib/errors";

const DAY = 86_400_000;

let database: TestDatabase;
let runtime: QuotaRuntime;
let api: TestApi;
let log: RequestLogRecorder;
let token: string;
let demoId: string;
let rookieId: string;
let staffId: string;
let demoClubId: string;

async function flushed() {
  await log.flush();
}

beforeAll(async () => {
  database = await createTestDatabase("world");
  runtime = createQuotaRuntime({ databaseUrl: database.url, limits: UNLIMITED, endpointLimits: configuredEndpointLimits(config().quota) });
  api = createTestApi(database, { clock: new TestClock(), quota: runtime });
  log = api.requestLog as RequestLogRecorder;
  token = await api.tokenFor("demo");
  [demoId, rookieId, staffId] = await Promise.all(["demo", "rookie", "staff"].map((u) => api.managerId(u)));
  demoClubId = (await database.prisma.team.findFirstOrThrow({ where: { managerId: demoId, kind: "Club" }, select: { id: true } })).id;
});

beforeEach(async () => {
  runtime.limits = UNLIMITED;
  await flushed();
  await database.prisma.apiCall.deleteMany();
  await database.prisma.quotaCounter.deleteMany();
});

afterAll(async () => {
  expect(api.errors).toEqual([]);
  await runtime.close();
  await log.close();
  await database.drop();
});

describe("what a call leaves in the log", () => {
  it("logs each call with its status, endpoint template, request id, latency and token, newest first", async () => {
    const me = await api.request("/v1/me", { token });
    const roster = await api.request(`/v1/teams/${demoClubId}/roster`, { token });
    const missing = await api.request(`/v1/teams/${crypto.randomUUID()}?x=1`, { token });
    const bad = await api.request("/v1/teams/not-a-uuid", { token });
    expect([me.status, roster.status, missing.status, bad.status]).toEqual([200, 200, 400, 400]); // an unknown query parameter is a 400
    await flushed();

    const result = await loadRequestLog(database, { id: demoId }, {});
    expect(result.title).toBe("Personal tokens");
    expect(result.calls.map((c) => [c.method, c.path, c.endpoint, c.status])).toEqual([
      ["GET", "/v1/teams/not-a-uuid", "/teams/{teamId}", 400],
      ["GET", expect.stringMatching(/^\/v1\/teams\/[0-9a-f-]{36}\?x=1$/), "/teams/{teamId}", 400],
      ["GET", `/v1/teams/${demoClubId}/roster`, "/teams/{teamId}/roster", 200],
      ["GET", "/v1/me", "/me", 200],
    ]);
    expect(result.calls[3].requestId).toBe(me.headers.get("x-request-id"));
    expect(result.calls[2].requestId).toBe(roster.headers.get("x-request-id"));
    for (const call of result.calls) {
      expect(call.latencyMs).toBeGreaterThan(0);
      expect(call.latencyMs).toBeLessThan(10_000);
      expect(call.refusedBy).toBeNull();
      expect(call.tokenName).toMatch(/^test /);
      expect(call.at).toEqual(api.clock.now());
    }
  });

  it("names the limit that refused a call", async () => {
    runtime.limits = { ...UNLIMITED, development: { perMinute: 1, perDay: 1000, breadthPerDay: 1000 } };
    expect((await api.request("/v1/me", { token })).status).toBe(200);
    const refused = await api.request("/v1/me", { token });
    expect(refused.status).toBe(429);
    await flushed();
    const [newest] = (await loadRequestLog(database, { id: demoId }, {})).calls;
    expect(newest).toMatchObject({ status: 429, refusedBy: "minute", requestId: refused.headers.get("x-request-id") });
  });

  it("logs a missing scope and an unknown path, but not calls without a valid token nor the OAuth endpoints", async () => {
    const narrow = await api.tokenFor("demo", ["public"]);
    expect((await api.request(`/v1/teams/${demoClubId}/staff`, { token: narrow })).status).toBe(403);
    expect((await api.request("/v1/nowhere", { token })).status).toBe(404);
    expect((await api.request("/v1/me")).status).toBe(401);
    expect((await api.request("/v1/me", { token: "gmpat_unknown" })).status).toBe(401);
    expect((await api.request("/v1/public.json")).status).toBe(200);
    const revoke = await api.app.request("/v1/oauth/revoke", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "token=x",
    });
    expect(revoke.status).toBeGreaterThanOrEqual(200);
    await flushed();
    const calls = (await loadRequestLog(database, { id: demoId }, {})).calls;
    expect(calls.map((c) => [c.path, c.endpoint, c.status])).toEqual([
      ["/v1/nowhere", null, 404],
      [`/v1/teams/${demoClubId}/staff`, "/teams/{teamId}/staff", 403],
    ]);
    expect(await database.prisma.apiCall.count()).toBe(2);
  });
});

describe("whose log", () => {
  it("an application's log holds every manager's calls through it, for its owner and staff only", async () => {
    const client = await registerTestClient(database, { kind: "Public", name: "Logged tool" });
    const { code, verifier, redirectUri } = await obtainCode(database, client, "demo", api.clock.now(), { scopes: ["public"] });
    const auth = clientAuthentication(client);
    const exchange = await api.app.request("/v1/oauth/token", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...auth.headers },
      body: new URLSearchParams({
        ...auth.body,
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    });
    const accessToken = ((await exchange.json()) as { access_token: string }).access_token;
    const viaApp = await api.request("/v1/me", { token: accessToken });
    await api.request("/v1/seasons", { token });
    await flushed();

    const owned = await loadRequestLog(database, { id: demoId }, { applicationId: client.applicationId });
    expect(owned.title).toBe("Logged tool");
    expect(owned.calls.map((c) => [c.path, c.requestId, c.tokenName])).toEqual([["/v1/me", viaApp.headers.get("x-request-id"), null]]);
    // The personal log does not hold the application's calls.
    expect((await loadRequestLog(database, { id: demoId }, {})).calls.map((c) => c.path)).toEqual(["/v1/seasons"]);
    expect((await loadRequestLog(database, { id: staffId }, { applicationId: client.applicationId })).calls).toHaveLength(1);
    await expect(loadRequestLog(database, { id: rookieId }, { applicationId: client.applicationId })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(loadRequestLog(database, { id: rookieId }, { applicationId: crypto.randomUUID() })).rejects.toMatchObject({
      code: "not_found",
    });
    // Nobody else sees the demo manager's personal calls.
    expect((await loadRequestLog(database, { id: rookieId }, {})).calls).toEqual([]);
  });
});

describe("filters and paging", () => {
  it("filters by status class and finds a call by its whole request id or its first characters", async () => {
    runtime.limits = { ...UNLIMITED, development: { perMinute: 2, perDay: 1000, breadthPerDay: 1000 } };
    const ok = await api.request("/v1/me", { token });
    await api.request("/v1/teams/not-a-uuid", { token });
    await api.request("/v1/me", { token });
    await flushed();
    const statuses = async (status: string) =>
      (await loadRequestLog(database, { id: demoId }, { status: status as never })).calls.map((c) => c.status);
    expect(await statuses("all")).toEqual([429, 400, 200]);
    expect(await statuses("success")).toEqual([200]);
    expect(await statuses("client-error")).toEqual([400]);
    expect(await statuses("refused")).toEqual([429]);
    expect(await statuses("server-error")).toEqual([]);

    const id = ok.headers.get("x-request-id")!;
    expect((await loadRequestLog(database, { id: demoId }, { requestId: id.toUpperCase() })).calls.map((c) => c.requestId)).toEqual([id]);
    expect((await loadRequestLog(database, { id: demoId }, { requestId: ` ${id.slice(0, 8)} ` })).calls.map((c) => c.requestId)).toEqual([
      id,
    ]);
    expect((await loadRequestLog(database, { id: demoId }, { requestId: crypto.randomUUID() })).calls).toEqual([]);
    // Another client's request id is not found through this client's log.
    expect((await loadRequestLog(database, { id: rookieId }, { requestId: id })).calls).toEqual([]);
  });

  it("answers bad filters with a clear message and reads nothing", async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ status: "teapot" }, /Status must be one of: all, success/],
      [{ requestId: "xyz!" }, /request id is hexadecimal/],
      [{ requestId: "ab" }, /at least its first 4 characters/],
      [{ requestId: "%%%%" }, /request id is hexadecimal/],
      [{ before: "-1" }, /not a position in the log/],
      [{ applicationId: "nope" }, /not an application id/],
    ];
    for (const [query, message] of cases) {
      const error = await loadRequestLog(database, { id: demoId }, query).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("invalid_parameter");
      expect((error as AppError).message).toMatch(message);
    }
  });

  it("pages 50 at a time, newest first, with a cursor for older calls", async () => {
    const at = api.clock.now();
    for (let i = 0; i < REQUEST_LOG_PAGE + 5; i++) log.record(record({ at: new Date(at.getTime() + i), path: `/v1/call/${i}` }));
    await flushed();
    const first = await loadRequestLog(database, { id: demoId }, {});
    expect(first.calls).toHaveLength(REQUEST_LOG_PAGE);
    expect(first.calls[0].path).toBe(`/v1/call/${REQUEST_LOG_PAGE + 4}`);
    const second = await loadRequestLog(database, { id: demoId }, { before: first.olderBefore! });
    expect(second.calls.map((c) => c.path)).toEqual(["/v1/call/4", "/v1/call/3", "/v1/call/2", "/v1/call/1", "/v1/call/0"]);
    expect(second.olderBefore).toBeNull();
  });
});

function record(overrides: Partial<ApiCallRecord> = {}): ApiCallRecord {
  return {
    at: api.clock.now(),
    clientKey: `personal:${demoId}`,
    tokenId: null,
    method: "GET",
    path: "/v1/me",
    endpoint: "/me",
    status: 200,
    latencyMs: 1.5,
    requestId: crypto.randomUUID(),
    refusedBy: null,
    ...overrides,
  };
}

describe("writing off the request's path", () => {
  it("keeps calls a few days: a write prunes what is older", async () => {
    const now = api.clock.now();
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const writer = new RequestLogRecorder(new Sql(pool), { keepDays: 3 });
    try {
      writer.record(record({ at: new Date(now.getTime() - 4 * DAY), path: "/v1/old" }));
      writer.record(record({ at: new Date(now.getTime() - 2 * DAY), path: "/v1/recent" }));
      writer.record(record({ at: now, path: "/v1/now" }));
      await writer.flush();
      const paths = (await database.prisma.apiCall.findMany({ orderBy: { at: "asc" } })).map((r) => r.path);
      expect(paths).toEqual(["/v1/recent", "/v1/now"]);
    } finally {
      await writer.close();
      await pool.end();
    }
  });

  it("writes a batch in one INSERT when it is full or the timer fires, never per call", async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const statements: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args) => {
      const statement = args[0] as string | { text: string };
      statements.push((typeof statement === "string" ? statement : statement.text).trim().split(/\s+/)[0]);
      return query(...args);
    };
    const writer = new RequestLogRecorder(new Sql(pool), { batchRows: 3, flushEveryMs: 20 });
    try {
      writer.record(record());
      writer.record(record());
      expect(statements).toEqual([]);
      writer.record(record()); // the third fills the batch
      await writer.flush();
      expect(statements.filter((s) => s === "INSERT")).toHaveLength(1);
      writer.record(record());
      await new Promise((resolve) => setTimeout(resolve, 60));
      await writer.flush();
      expect(statements.filter((s) => s === "INSERT")).toHaveLength(2);
      expect(await database.prisma.apiCall.count()).toBe(4);
    } finally {
      await writer.close();
      await pool.end();
    }
  });

  it("a call neither waits for nor fails because of the log's database", async () => {
    // A log whose database refuses every connection: calls still answer, and the lost batch is counted.
    const dead = new pg.Pool({ connectionString: database.url.replace(/\/[^/]+$/, "/no_such_database_for_the_log"), max: 1 });
    dead.on("error", () => {});
    const broken = new RequestLogRecorder(new Sql(dead), { flushEveryMs: 10 });
    const other = createTestApi(database, { clock: api.clock, quota: runtime, requestLog: broken });
    try {
      const otherToken = await other.tokenFor("demo");
      for (let i = 0; i < 3; i++) expect((await other.request("/v1/me", { token: otherToken })).status).toBe(200);
      await broken.flush();
      expect(broken.failedBatches).toBeGreaterThanOrEqual(1);
      expect(other.errors).toEqual([]);
    } finally {
      await dead.end();
    }
  });
});
