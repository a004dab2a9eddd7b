/**
 * Operations (README › Metrics and logs): one representative run through the API — personal
 * tokens, the OAuth code flow with refresh rotation and revocation, bad inputs, a quota
 * refusal, an unexpected error — with the log captured. Then: the series moved as the calls
 * did, their labels hold templates and never an id or a credential, every request left one
 * JSON line with its fields, and no line anywhere holds a credential. Plus who may read
 * /metrics and /livez, over real sockets.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "pino";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { TestClock, testServices } from "@/lib/testing/api";
import { createApiApp, type ApiApp } from "@/lib/api/app";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { UNLIMITED, type QuotaLimits } from "@/lib/quota/limits";
import { UNLIMITED_ENDPOINTS } from "@/lib/quota/endpoint-limits";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { clientAuthentication, managerIdOf, obtainCode, registerTestClient } from "@/lib/testing/oauth";
import { createLogger, useLogger } from "@/lib/log";
import { countAuthorizeOutcome, metricsRegistry } from "@/lib/metrics";
import { apiListener, createRequestListener } from "@/server/listener";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** Every secret credential shape of the platform (lib/auth/credentials.ts), and bearer headers. */
const CREDENTIAL = /gm(pat|at|rt|cs|ac)_[A-Za-z0-9_-]{6,}|\bBearer\s+\S|Basic\s+[A-Za-z0-9+/=]{8,}|letmein-demo/;
const PER_MINUTE = 6;
const LIMITS: QuotaLimits = {
  development: { perMinute: PER_MINUTE, perDay: 1e9, breadthPerDay: 1e9 },
  full: UNLIMITED.full,
  tryIt: UNLIMITED.tryIt,
};

let database: TestDatabase;
let quota: QuotaRuntime;
let app: ApiApp;
const clock = new TestClock();
const lines: string[] = [];
let previousLogger: Logger | undefined;
/** Every credential value the run handled, to look for verbatim in the log. */
const secrets: string[] = [];
let requestsMade = 0;

function capture(): Writable {
  let pending = "";
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString();
      const parts = pending.split("\n");
      pending = parts.pop()!;
      lines.push(...parts.filter(Boolean));
      done();
    },
  });
}

async function call(path: string, init: RequestInit = {}) {
  requestsMade++;
  return app.request(path, init);
}
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const form = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(body).toString(),
});

async function scrape(): Promise<string> {
  return metricsRegistry().metrics();
}
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const present = [...line.slice(name.length + 1, line.lastIndexOf("} ")).matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(
      (m) => `${m[1]}="${m[2]}"`,
    );
    if (wanted.every((w) => present.includes(w))) return Number(line.split(" ").pop());
  }
  return 0;
}

beforeAll(async () => {
  previousLogger = useLogger(createLogger(capture(), "trace"));
  database = await createTestDatabase("world");
  quota = createQuotaRuntime({ databaseUrl: database.url, limits: LIMITS, endpointLimits: UNLIMITED_ENDPOINTS });
  app = createApiApp(testServices(database, { now: clock.now, quota }));
});
afterAll(async () => {
  useLogger(previousLogger);
  await quota.close();
  await database.drop();
});

describe("a representative run", () => {
  let before: string;
  let after: string;

  beforeAll(async () => {
    before = await scrape();
    const demo = await managerIdOf(database, "demo");
    const personal = (await createPersonalToken(database, demo, { name: "ops run", scopes: ["public", "team"], days: 30 }, clock.now()))
      .value;
    secrets.push(personal, "letmein-demo");

    const me = await call("/v1/me", bearer(personal));
    expect(me.status).toBe(200);
    const teamId = ((await me.json()) as { teams: { id: string }[] }).teams[0].id;
    expect((await call(`/v1/teams/${teamId}/roster`, bearer(personal))).status).toBe(200);
    expect((await call(`/v1/players/00000000-0000-4000-8000-000000000000`, bearer(personal))).status).toBe(404);
    expect((await call(`/v1/me?access_token=${personal}`)).status).toBe(400);
    expect((await call(`/v1/me`, bearer(`${personal.slice(0, -3)}xyz`))).status).toBe(401);
    expect((await call(`/v1/teams/${teamId}/roster`, { method: "POST", ...bearer(personal) })).status).toBe(405);
    let status = 200;
    while (status !== 429) status = (await call("/v1/me", bearer(personal))).status;

    const client = await registerTestClient(database, { kind: "Confidential" });
    secrets.push(client.clientSecret!);
    const { code, verifier, redirectUri } = await obtainCode(database, client, "demo", clock.now());
    secrets.push(code, verifier);
    const auth = clientAuthentication(client);
    const exchanged = await call(
      "/v1/oauth/token",
      form({ grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier }, auth.headers),
    );
    expect(exchanged.status).toBe(200);
    const first = (await exchanged.json()) as { access_token: string; refresh_token: string };
    secrets.push(first.access_token, first.refresh_token);
    expect((await call("/v1/me", bearer(first.access_token))).status).toBe(200);
    const refreshed = await call(
      "/v1/oauth/token",
      form({ grant_type: "refresh_token", refresh_token: first.refresh_token }, auth.headers),
    );
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string };
    secrets.push(second.access_token, second.refresh_token);
    // The spent refresh token again: the chain is revoked.
    expect(
      (await call("/v1/oauth/token", form({ grant_type: "refresh_token", refresh_token: first.refresh_token }, auth.headers))).status,
    ).toBe(400);
    expect(
      (await call("/v1/oauth/token", form({ grant_type: "password", username: "demo", password: "letmein-demo" }, auth.headers))).status,
    ).toBe(400);
    expect(
      (
        await call(
          "/v1/oauth/token",
          form(
            { grant_type: "authorization_code", code: "gmac_not-a-real-code-at-all-000000000000" },
            { Authorization: "Basic Z21jX25vOnRoaW5n" },
          ),
        )
      ).status,
    ).toBe(401);
    const fresh = await obtainCode(database, client, "demo", clock.now());
    secrets.push(fresh.code, fresh.verifier);
    const third = (await (
      await call(
        "/v1/oauth/token",
        form(
          { grant_type: "authorization_code", code: fresh.code, redirect_uri: fresh.redirectUri, code_verifier: fresh.verifier },
          auth.headers,
        ),
      )
    ).json()) as {
      access_token: string;
      refresh_token: string;
    };
    secrets.push(third.access_token, third.refresh_token);
    expect((await call("/v1/oauth/revoke", form({ token: third.refresh_token }, auth.headers))).status).toBe(200);
    expect((await call("/v1/me", bearer(third.access_token))).status).toBe(401);

    // An unexpected failure whose message carries a credential: logged with the request id and the stack, scrubbed.
    const exploding = () => {
      throw new Error(`database exploded near ${personal} and ${first.refresh_token}`);
    };
    const broken = createApiApp(
      testServices(
        { ...database, sql: { rows: exploding, one: exploding } as unknown as typeof database.sql },
        { now: clock.now, principals: false },
      ),
    );
    requestsMade++;
    const failed = await broken.request("/v1/me", bearer(personal));
    expect(failed.status).toBe(500);
    after = await scrape();
    // pino writes synchronously to a plain stream; give the stream's callbacks a turn.
    await new Promise((r) => setImmediate(r));
  }, 60_000);

  it("moves the request series by route template, method and status", () => {
    const delta = (labels: Record<string, string>) =>
      sample(after, "http_requests_total", labels) - sample(before, "http_requests_total", labels);
    expect(delta({ route: "/v1/me", method: "GET", status: "200" })).toBe(PER_MINUTE - 3 + 2);
    expect(delta({ route: "/v1/teams/{teamId}/roster", method: "GET", status: "200" })).toBe(1);
    expect(delta({ route: "/v1/players/{playerId}", method: "GET", status: "404" })).toBe(1);
    expect(delta({ route: "/v1/teams/{teamId}/roster", method: "POST", status: "405" })).toBe(1);
    expect(delta({ route: "/v1/me", method: "GET", status: "429" })).toBe(1);
    expect(delta({ route: "/v1/oauth/token", method: "POST", status: "200" })).toBe(3);
    expect(sample(after, "http_request_duration_seconds_count", { route: "/v1/me", method: "GET" })).toBeGreaterThan(
      sample(before, "http_request_duration_seconds_count", { route: "/v1/me", method: "GET" }),
    );
  });

  it("counts quota refusals, token answers, revocations", () => {
    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta("quota_refusals_total", { limit: "minute", tier: "development" })).toBe(1);
    expect(delta("oauth_token_answers_total", { grant_type: "authorization_code", error: "none" })).toBe(2);
    expect(delta("oauth_token_answers_total", { grant_type: "refresh_token", error: "none" })).toBe(1);
    expect(delta("oauth_token_answers_total", { grant_type: "refresh_token", error: "invalid_grant" })).toBe(1);
    expect(delta("oauth_token_answers_total", { grant_type: "other", error: "unsupported_grant_type" })).toBe(1);
    expect(delta("oauth_token_answers_total", { grant_type: "authorization_code", error: "invalid_client" })).toBe(1);
    expect(delta("oauth_revocations_total", { result: "chain_revoked" })).toBe(1);
  });

  it("puts no id, path as sent or credential in any label", () => {
    const labelValues = [...after.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);
    expect(labelValues.length).toBeGreaterThan(20);
    for (const value of labelValues) {
      expect(value, value).not.toMatch(UUID);
      expect(value, value).not.toMatch(CREDENTIAL);
      expect(value, value).not.toMatch(/^\/v1\/.*\/[0-9a-f-]{8,}/);
    }
  });

  it("writes one JSON line per request with its fields, and the error with its request id and stack", () => {
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === "request");
    expect(requests).toHaveLength(requestsMade);
    for (const entry of requests) {
      expect(entry).toMatchObject({
        level: "info",
        method: expect.any(String),
        route: expect.stringMatching(/^\/v1\//),
        status: expect.any(Number),
        ms: expect.any(Number),
      });
      expect(entry.requestId).toMatch(UUID);
      expect(new Date(entry.time as string).getTime()).not.toBeNaN();
    }
    const authenticated = requests.find((e) => e.route === "/v1/teams/{teamId}/roster" && e.status === 200)!;
    expect(authenticated.managerId).toMatch(UUID);
    expect(authenticated.clientId).toEqual(expect.any(String));
    const errors = entries.filter((e) => e.level === "error");
    expect(errors).toHaveLength(1);
    const failedRequest = requests.find((e) => e.status === 500)!;
    expect(errors[0].requestId).toBe(failedRequest.requestId);
    expect((errors[0].err as { stack: string }).stack).toMatch(/database exploded/);
  });

  it("never logs a token, code, secret, password, cookie or authorization header", () => {
    const all = lines.join("\n");
    expect(all.length).toBeGreaterThan(1000);
    for (const secret of secrets) expect(all.includes(secret), `a credential (${secret.slice(0, 6)}…) reached the log`).toBe(false);
    expect(all).not.toMatch(CREDENTIAL);
    expect(all).toMatch(/\[redacted\]/); // the error message's credentials were scrubbed
  });
});

describe("authorize outcomes", () => {
  it("counts consented, denied and errors by kind, never the location", async () => {
    const before = await scrape();
    countAuthorizeOutcome("decision", { kind: "redirect", location: "https://tool.example.com/cb?code=gmac_secret&state=x" });
    countAuthorizeOutcome("decision", { kind: "redirect", location: "https://tool.example.com/cb?error=access_denied&state=x" });
    countAuthorizeOutcome("request", { kind: "redirect", location: "https://tool.example.com/cb?error=invalid_scope" });
    countAuthorizeOutcome("request", { kind: "redirect", location: "https://tool.example.com/cb?error=made_up" });
    countAuthorizeOutcome("request", { kind: "consent" });
    countAuthorizeOutcome("request", { kind: "error_page" });
    const after = await scrape();
    const delta = (stage: string, outcome: string) =>
      sample(after, "oauth_authorize_outcomes_total", { stage, outcome }) -
      sample(before, "oauth_authorize_outcomes_total", { stage, outcome });
    expect(delta("decision", "consented")).toBe(1);
    expect(delta("decision", "denied")).toBe(1);
    expect(delta("request", "error_invalid_scope")).toBe(1);
    expect(delta("request", "error_other")).toBe(1);
    expect(delta("request", "consent_shown")).toBe(1);
    expect(delta("request", "error_page")).toBe(1);
    expect(after).not.toContain("gmac_secret");
  });
});

describe("GET /metrics and /livez at the server", () => {
  async function serve(metrics?: { token?: string; addresses: string[] }) {
    const server = http.createServer(
      createRequestListener({ api: apiListener(app), pages: async (_req, res) => void res.end("page"), trustedProxyHops: 0, metrics }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }
  const TOKEN = "an-operator-metrics-token";

  it.each([
    { name: "closed when nothing opens it", access: undefined, authorization: undefined, status: 404 },
    { name: "closed to a caller without the token", access: { token: TOKEN, addresses: [] }, authorization: undefined, status: 401 },
    { name: "closed to a wrong token", access: { token: TOKEN, addresses: [] }, authorization: `Bearer ${TOKEN}x`, status: 401 },
    { name: "open with the token", access: { token: TOKEN, addresses: [] }, authorization: `Bearer ${TOKEN}`, status: 200 },
    { name: "open to an operator address", access: { addresses: ["127.0.0.1"] }, authorization: undefined, status: 200 },
    { name: "closed to another address", access: { addresses: ["10.0.0.9"] }, authorization: undefined, status: 401 },
  ])("/metrics is $name", async ({ access, authorization, status }) => {
    const server = await serve(access);
    try {
      const response = await fetch(`${server.base}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status).toBe(status);
      const body = await response.text();
      if (status === 200) {
        expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0.0.4/);
        expect(body).toMatch(/^# HELP /m);
        expect(body).toContain("process_cpu_seconds_total");
        expect(body).toContain("db_pool_connections");
        expect(body).toContain("world_clock_lag_seconds");
      } else {
        expect(body).not.toContain("# HELP");
      }
    } finally {
      await server.close();
    }
  });

  it("answers /livez without the database, and /metrics is no /v1 call (no quota headers)", async () => {
    const server = await serve({ token: TOKEN, addresses: [] });
    try {
      const live = await fetch(`${server.base}/livez`);
      expect(live.status).toBe(200);
      const metrics = await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(metrics.headers.get("x-ratelimit-limit")).toBeNull();
    } finally {
      await server.close();
    }
  });
});
