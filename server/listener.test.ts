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
import { createLogger, useLogger as swapLogger } from "@/lib/log";
import { flushOutageLog } from "@/lib/outage-log";

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

describe("pages while the database is away", () => {
  type Page = (req: http.IncomingMessage, res: http.ServerResponse) => void;
  const failedPages: Record<string, Page> = {
    // As Next.js answers a page that threw: the status set, the body in one end.
    "status, then end": (_req, res) => {
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end("Internal Server Error");
    },
    "writeHead, then chunks": (_req, res) => {
      res.writeHead(500, { "Content-Type": "text/html; charset=utf-8", "X-Page": "mine" });
      res.write("Internal ");
      res.write(Buffer.from("Server "));
      res.end("Error");
    },
  };

  async function servePages(page: Page, outage: () => Promise<unknown>) {
    const lines: Record<string, unknown>[] = [];
    const previous = swapLogger(createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }, "warn"));
    const server = http.createServer(
      createRequestListener({
        api: apiListener(api.app),
        pages: async (req, res) => page(req, res),
        trustedProxyHops: 0,
        pageOutage: outage,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      lines,
      get: (path = "/portal/tokens") => fetch(`${base}${path}`),
      close: async () => {
        flushOutageLog();
        swapLogger(previous);
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  }

  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

  it.each(Object.keys(failedPages))(
    "answers a page's 500 (%s) with a 503 page and Retry-After, logged once with its cause",
    async (name) => {
      const server = await servePages(failedPages[name], async () => refused);
      try {
        const answers = await Promise.all(Array.from({ length: 5 }, () => server.get()));
        for (const answer of answers) {
          expect(answer.status).toBe(503);
          expect(answer.headers.get("retry-after")).toBe("5");
          expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
          expect(answer.headers.get("cache-control")).toBe("no-store");
          expect(answer.headers.get("x-page")).toBeNull();
          expect(await answer.text()).toContain("cannot reach its database");
        }
        expect(server.lines).toHaveLength(1);
        expect(server.lines[0]).toMatchObject({
          msg: "database unavailable",
          cause: "connect ECONNREFUSED 127.0.0.1:5432",
          errorCode: "ECONNREFUSED",
          count: 1,
          route: "/portal/*",
        });
      } finally {
        await server.close();
      }
    },
  );

  it.each(Object.keys(failedPages))("lets a page's 500 (%s) through as it was made when the database answers", async (name) => {
    const server = await servePages(failedPages[name], async () => null);
    try {
      const answer = await server.get();
      expect(answer.status).toBe(500);
      expect(await answer.text()).toBe("Internal Server Error");
      expect(server.lines).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("keeps what wraps the response after it working (Next.js's compression does), to the answer's end", async () => {
    const server = await servePages(
      (_req, res) => {
        // As `compression` does: its own write and end over the ones it found.
        const [write, end] = [res.write, res.end];
        res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
          return (write as (...a: unknown[]) => boolean).call(this, String(chunk).toUpperCase(), ...rest);
        } as typeof res.write;
        res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
          return (end as (...a: unknown[]) => typeof res).call(this, chunk === undefined ? chunk : String(chunk).toUpperCase(), ...rest);
        } as typeof res.end;
        res.statusCode = 200;
        res.flushHeaders();
        res.write("a");
        setTimeout(() => (res.write("b"), res.end("c")), 20);
      },
      async () => refused,
    );
    try {
      const answer = await server.get();
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe("ABC");
    } finally {
      await server.close();
    }
  });

  it("leaves every other answer alone, asking nothing", async () => {
    let asked = 0;
    const server = await servePages(
      (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/plain" });
        res.write("a");
        res.end("b");
      },
      async () => (asked++, refused),
    );
    try {
      const answer = await server.get();
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe("ab");
      expect(asked).toBe(0);
    } finally {
      await server.close();
    }
  });
});
