/**
 * The request listener in front of the API app, over real sockets: the client's address comes
 * from the socket (or the trusted proxy hops), never from what the client writes.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { createQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";
import { UNLIMITED } from "@/lib/quota/limits";
import { apiListener, createRequestListener } from "@/server/listener";

let database: TestDatabase;
let runtime: QuotaRuntime;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase("empty");
  runtime = createQuotaRuntime({
    databaseUrl: database.url,
    limits: UNLIMITED,
    endpointLimits: { tokenPerMinute: 3, revokePerMinute: 3, unauthenticatedPerMinute: 1e9 },
  });
  api = createTestApi(database, { quota: runtime });
});
afterAll(async () => {
  await runtime.close();
  await database.drop();
});

async function serve(trustedProxyHops: number) {
  const seen: (string | undefined)[] = [];
  const server = http.createServer(
    createRequestListener({
      api: apiListener(api.app),
      pages: async (req, res) => {
        seen.push(req.headers["x-client-address"] as string | undefined);
        res.end("page");
      },
      trustedProxyHops,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const post = (headers: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/v1/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "grant_type=refresh_token",
    });
  const page = (headers: Record<string, string>) => fetch(`http://127.0.0.1:${port}/portal`, { headers });
  return { seen, post, page, base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the API's road through the listener", () => {
  it("serves the OAuth metadata and a JSON answer in one write, with the API's headers, and HEAD without a body", async () => {
    const server = await serve(0);
    try {
      const base = server.base;
      const metadata = await fetch(`${base}/.well-known/oauth-authorization-server`);
      expect(metadata.status).toBe(200);
      expect(metadata.headers.get("content-type")).toBe("application/json");
      expect(metadata.headers.get("cache-control")).toBe("public, max-age=300");
      const body = await metadata.text();
      expect(metadata.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
      expect(JSON.parse(body)).toMatchObject({
        token_endpoint: expect.stringMatching(/\/v1\/oauth\/token$/),
        code_challenge_methods_supported: ["S256"],
      });
      const refused = await fetch(`${base}/v1/me`);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(refused.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect((await refused.json()).error.code).toBe("invalid_token");
      const head = await fetch(`${base}/.well-known/oauth-authorization-server`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      expect(server.seen).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});

describe("the client's address behind the listener", () => {
  it("with no trusted proxy, a made-up X-Forwarded-For or X-Client-Address buys no extra token requests", async () => {
    const server = await serve(0);
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await server.post({ "X-Forwarded-For": `203.0.113.${i}`, "X-Client-Address": `198.51.100.${i}` });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      await server.page({ "X-Client-Address": "6.6.6.6", "X-Forwarded-For": "7.7.7.7" });
      expect(server.seen).toEqual(["127.0.0.1"]);
    } finally {
      await server.close();
    }
  });

  it("with one trusted proxy, the address that proxy appended is the client's", async () => {
    const server = await serve(1);
    try {
      await server.page({ "X-Forwarded-For": "6.6.6.6, 192.0.2.44" });
      await server.page({});
      expect(server.seen).toEqual(["192.0.2.44", "127.0.0.1"]);
      // Each appended address has its own allowance.
      const statuses = [];
      for (const address of ["192.0.2.45", "192.0.2.46", "192.0.2.47", "192.0.2.48"])
        statuses.push((await server.post({ "X-Forwarded-For": address })).status);
      expect(statuses).toEqual([401, 401, 401, 401]);
    } finally {
      await server.close();
    }
  });
});
