import http from "node:http";
import type { AddressInfo } from "node:net";
import tls from "node:tls";
import { afterEach, describe, expect, it } from "vitest";
import type { LookupFunction } from "@/lib/webhooks/address";
import { closeWebhookAgents, CONNECT_TIMEOUT_MS, FIRST_BYTE_TIMEOUT_MS, postWebhook } from "@/lib/webhooks/send";

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface TestServer {
  url: string;
  port: number;
  received: Received[];
  connections: number;
}

const servers: { close(): void }[] = [];

/** A loopback server that records each request and connection, then answers with `handle`. */
async function startServer(handle: (request: http.IncomingMessage, response: http.ServerResponse) => void): Promise<TestServer> {
  const state: TestServer = { url: "", port: 0, received: [], connections: 0 };
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      state.received.push({ method: request.method, url: request.url, headers: request.headers, body });
      handle(request, response);
    });
  });
  server.on("connection", () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${state.port}`;
  servers.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  return state;
}

const answer =
  (status: number, body = "", headers: Record<string, string> = {}) =>
  (_: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(status, headers).end(body);
  };

const resolvesTo =
  (address: string, family: 4 | 6 = 4): LookupFunction =>
  async () => [{ address, family }];

afterEach(() => {
  closeWebhookAgents();
  for (const server of servers.splice(0)) server.close();
});

const EVENT = JSON.stringify({ type: "match.finished", data: { matchId: "m_1" } });

describe("postWebhook", () => {
  it("records a 200 with its latency and body", async () => {
    const server = await startServer(answer(200, "thanks"));
    const result = await postWebhook({ url: `${server.url}/hook`, headers: {}, body: EVENT, allowLoopback: true });
    expect(result).toMatchObject({ ok: true, status: 200, body: "thanks", error: null });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(result.latencyMs).toBeLessThan(5_000);
  });

  it("sends a POST with the event, JSON's content type and the given headers, but its own user agent and the URL's host", async () => {
    const server = await startServer(answer(204));
    const headers = { "webhook-id": "msg_1", "webhook-timestamp": "1700000000", "webhook-signature": "v1,abc=" };
    const overrides = { Host: "evil.example", "User-Agent": "other" };
    await postWebhook({ url: `${server.url}/hooks/in?app=7`, headers: { ...headers, ...overrides }, body: EVENT, allowLoopback: true });
    const [request] = server.received;
    expect(request).toMatchObject({ method: "POST", url: "/hooks/in?app=7", body: EVENT });
    expect(request.headers).toMatchObject({
      ...headers,
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(EVENT)),
      "user-agent": "ManagerDataAPI-Webhooks/1",
      host: `127.0.0.1:${server.port}`,
    });
  });

  it("records a 500 as a failure with its status and body", async () => {
    const server = await startServer(answer(500, "boom"));
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true });
    expect(result).toMatchObject({ ok: false, status: 500, body: "boom", error: "answered 500" });
  });

  it("does not follow a redirect", async () => {
    const target = await startServer(answer(200));
    const server = await startServer(answer(302, "", { location: `${target.url}/elsewhere` }));
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true });
    expect(result).toMatchObject({ ok: false, status: 302, error: "redirect not followed (302)" });
    expect(target.received).toHaveLength(0);
    expect(target.connections).toBe(0);
  });

  it("gives up on a server that never answers, after the timeout", async () => {
    const server = await startServer(() => {});
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, status: null, error: "timed out after 0.3 s" });
    expect(result.latencyMs).toBeGreaterThanOrEqual(290);
    expect(result.latencyMs).toBeLessThan(2_000);
  });

  it("gives up on a server that takes the request and says nothing within a few seconds, well inside the 10 s", async () => {
    const server = await startServer(() => {});
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true });
    expect(result).toMatchObject({ ok: false, status: null, error: `no response within ${FIRST_BYTE_TIMEOUT_MS / 1000} s of the request` });
    expect(result.latencyMs).toBeGreaterThanOrEqual(FIRST_BYTE_TIMEOUT_MS - 10);
    expect(result.latencyMs).toBeLessThan(FIRST_BYTE_TIMEOUT_MS + 1_000);
    expect(FIRST_BYTE_TIMEOUT_MS + CONNECT_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  }, 15_000);

  it("holds the first byte and the connection each to its own bound", async () => {
    const server = await startServer(() => {});
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true, firstByteTimeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, status: null, error: "no response within 0.2 s of the request" });
    // Once the status line is in, the body has the rest of the whole timeout.
    const slow = await startServer((_, response) => {
      response.writeHead(200);
      response.flushHeaders();
      setTimeout(() => response.end("late but whole"), 400);
    });
    expect(await postWebhook({ url: slow.url, headers: {}, body: EVENT, allowLoopback: true, firstByteTimeoutMs: 200 })).toMatchObject({
      ok: true,
      body: "late but whole",
    });
  });

  it("counts a slow body against the same timeout, keeping the status", async () => {
    const server = await startServer((_, response) => {
      response.writeHead(200);
      response.write("partial");
    });
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, status: 200, body: "partial", error: "timed out after 0.3 s" });
  });

  it("reads at most maxResponseBytes of a large body, then stops", async () => {
    // 1 MB, and the response never ends: only stopping early lets the call finish.
    const server = await startServer((_, response) => {
      response.writeHead(200, { "content-type": "text/plain" });
      response.write("x".repeat(1_000_000));
    });
    const started = Date.now();
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true, maxResponseBytes: 1_000 });
    expect(result).toMatchObject({ ok: true, status: 200, error: null, body: "x".repeat(1_000) });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("leaves out a character cut in two by the limit", async () => {
    const server = await startServer(answer(200, "ab\u00e9cd"));
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true, maxResponseBytes: 3 });
    expect(result.body).toBe("ab");
  });

  it("refuses loopback when it is not allowed, without connecting", async () => {
    const server = await startServer(answer(200));
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: false });
    expect(result).toMatchObject({ ok: false, status: null, error: "refused: 127.0.0.1 is a loopback address" });
    expect(server.connections).toBe(0);
  });

  it("refuses a public-looking name that resolves to a private address", async () => {
    const result = await postWebhook({
      url: "https://hooks.example.com/in",
      headers: {},
      body: EVENT,
      allowLoopback: false,
      lookup: resolvesTo("10.0.0.5"),
    });
    expect(result).toMatchObject({
      ok: false,
      status: null,
      error: "refused: hooks.example.com resolves to a private or reserved address",
    });
  });

  it("refuses by the URL rules at send time too", async () => {
    const result = await postWebhook({ url: "http://hooks.example.com/", headers: {}, body: EVENT, allowLoopback: false });
    expect(result.error).toBe(
      "refused: Webhook URLs must use https:// (http:// only to a loopback address, for an application in development).",
    );
    expect(await postWebhook({ url: "not a url", headers: {}, body: EVENT, allowLoopback: false })).toMatchObject({
      ok: false,
      error: "refused: not a valid URL",
    });
  });

  it("checks the address of each new connection, so a name that changes its answer is caught", async () => {
    const server = await startServer(answer(200));
    const answers = ["127.0.0.1", "169.254.169.254"];
    const lookup: LookupFunction = async () => [{ address: answers.shift() ?? "127.0.0.1", family: 4 }];
    const url = `http://app.localhost:${server.port}/`;
    expect(await postWebhook({ url, headers: {}, body: EVENT, allowLoopback: true, lookup })).toMatchObject({ ok: true });
    closeWebhookAgents();
    expect(await postWebhook({ url, headers: {}, body: EVENT, allowLoopback: true, lookup })).toMatchObject({
      ok: false,
      error: "refused: app.localhost resolves to a private or reserved address",
    });
    expect(server.connections).toBe(1);
  });

  it("reuses a kept-alive connection for the next delivery to the same endpoint", async () => {
    const server = await startServer(answer(200, "ok"));
    for (let i = 0; i < 3; i++) {
      expect(await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true })).toMatchObject({ ok: true });
    }
    expect(server.connections).toBe(1);
    expect(server.received).toHaveLength(3);
  });

  it("says a closed port refused the connection", async () => {
    const server = await startServer(answer(200));
    servers.pop()?.close();
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true });
    expect(result).toMatchObject({ ok: false, status: null, error: "connection refused" });
  });

  it("says a connection closed before any answer was closed", async () => {
    const server = await startServer((request) => request.socket.destroy());
    const result = await postWebhook({ url: server.url, headers: {}, body: EVENT, allowLoopback: true });
    expect(result).toMatchObject({ ok: false, status: null, error: "connection closed before a response" });
  });

  it("connects over TLS to the checked address, naming the URL's host for SNI", async () => {
    const names: string[] = [];
    // No certificate: the handshake fails once the name is seen, which is all this needs.
    const server = tls.createServer({
      SNICallback: (name, callback) => {
        names.push(name);
        callback(new Error("no certificate here"));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push({ close: () => server.close() });
    const { port } = server.address() as AddressInfo;
    const result = await postWebhook({
      url: `https://hooks.example.com:${port}/in`,
      headers: {},
      body: EVENT,
      allowLoopback: true,
      lookup: resolvesTo("127.0.0.1"),
    });
    expect(names).toEqual(["hooks.example.com"]);
    expect(result).toMatchObject({ ok: false, status: null });
    expect(result.error).not.toBeNull();
  });
});
