/**
 * The `manager-data` command line against a fake of the service's listen protocol (node:http:
 * create, stream, report, close, trigger) and a local receiver, over real HTTP: the stream
 * parser's edge cases, forwarding byte for byte with verifiable signatures, reports, reconnects
 * with Last-Event-ID and no double forwarding, retried reports, heartbeat silence, refusals,
 * `event: closed`, stop (Ctrl-C), usage errors, and no credential ever printed.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import {
  forwardDelivery,
  listen,
  main,
  parseEventStream,
  type ListenEvent,
  type ListenHandle,
  type MainIo,
} from "@/clients/typescript/cli";

const TOKEN = "gmpat_fake_token_never_printed";
const CLIENT_ID = "app_fake_client";
const CLIENT_SECRET = "gmcs_fake_secret_never_printed";

interface FakeDelivery {
  seq: number;
  deliveryId: string;
  attempt: number;
  eventId: string;
  type: string;
  headers: Record<string, string>;
  body: string;
}

interface Refusal {
  status: number;
  message: string;
  retryAfter?: string;
}

/** The service's side of the listen protocol, as .listen-protocol's five calls describe it. */
class FakeService {
  readonly server = http.createServer((req, res) => void this.answer(req, res));
  origin = "";
  sessionId = "";
  secret = "";
  heartbeatSeconds = 15;
  /** No heartbeats at all: the stream goes quiet after `ready`. */
  silent = false;
  /** Reports are answered 503 while this holds. */
  failReports = false;
  readonly connectRefusals: Refusal[] = [];
  createRefusal: Refusal | undefined;
  readonly creates: { authorization: string; body: Record<string, unknown> }[] = [];
  readonly connects: { lastEventId: string | undefined }[] = [];
  readonly reports: { deliveryId: string; answered: number; body: Record<string, unknown> }[] = [];
  readonly closes: string[] = [];
  /** Every delivery id written to a stream, in order (re-sends included). */
  readonly written: string[] = [];
  private readonly deliveries: FakeDelivery[] = [];
  private readonly reported = new Set<string>();
  private readonly streams = new Set<http.ServerResponse>();
  private seq = 0;

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    for (const stream of this.streams) stream.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** A signed delivery of `type`, written to every open stream. */
  deliver(type = "match.finished"): FakeDelivery {
    const deliveryId = crypto.randomUUID();
    const eventId = crypto.randomUUID();
    const body = JSON.stringify({ id: eventId, type, data: { home: "Ålesund", score: [88, 79] } });
    const webhookId = `msg_${deliveryId}`;
    const now = new Date();
    const headers = {
      "webhook-id": webhookId,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": new Webhook(this.secret).sign(webhookId, now, body),
      "content-type": "application/json",
    };
    const delivery = { seq: ++this.seq, deliveryId, attempt: 1, eventId, type, headers, body };
    this.deliveries.push(delivery);
    for (const stream of this.streams) this.write(stream, delivery);
    return delivery;
  }

  /** The developer pressed Redeliver: the same delivery as a new attempt, written to every open stream. */
  redeliver(delivery: FakeDelivery): FakeDelivery {
    const again = { ...delivery, seq: ++this.seq, attempt: delivery.attempt + 1 };
    this.deliveries.push(again);
    for (const stream of this.streams) this.write(stream, again);
    return again;
  }

  /** Ends every stream as an instance restarting would. */
  dropStreams() {
    for (const stream of this.streams) stream.destroy();
    this.streams.clear();
  }

  /** The session closed elsewhere (the portal): `event: closed`, then the end. */
  closeElsewhere(reason: string) {
    for (const stream of this.streams) stream.end(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.streams.clear();
  }

  private write(stream: http.ServerResponse, delivery: FakeDelivery) {
    const { deliveryId, attempt, eventId, type, headers, body } = delivery;
    this.written.push(deliveryId);
    // CRLF, and the data split over two writes, as a proxy may pass it on.
    const text = `event: delivery\r\nid: ${delivery.seq}\r\ndata: ${JSON.stringify({ deliveryId, attempt, eventId, type, test: true, headers, body })}\r\n\r\n`;
    stream.write(text.slice(0, 40));
    stream.write(text.slice(40));
  }

  private refuse(res: http.ServerResponse, refusal: Refusal) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (refusal.retryAfter !== undefined) headers["retry-after"] = refusal.retryAfter;
    res.writeHead(refusal.status, headers).end(JSON.stringify({ error: { code: `http_${refusal.status}`, description: refusal.message } }));
  }

  private authorized(req: http.IncomingMessage): boolean {
    const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
    return req.headers.authorization === `Bearer ${TOKEN}` || req.headers.authorization === basic;
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    if (!this.authorized(req)) return this.refuse(res, { status: 401, message: "The credentials are not valid." });
    const path = req.url ?? "";
    if (req.method === "POST" && path === "/v1/webhooks/listen") return this.create(res, text, req.headers.authorization ?? "");
    const session = `/v1/webhooks/listen/${this.sessionId}`;
    if (req.method === "GET" && path === `${session}/stream`) return this.stream(req, res);
    const report = path.match(/^\/v1\/webhooks\/listen\/([^/]+)\/deliveries\/([^/]+)$/);
    if (req.method === "POST" && report) return this.report(res, decodeURIComponent(report[2]), text);
    if (req.method === "POST" && path === `${session}/close`) {
      this.closes.push(this.sessionId);
      this.closeElsewhere("closed by the listener");
      return res.writeHead(204).end();
    }
    const trigger = path.match(/^\/v1\/webhooks\/endpoints\/([^/]+)\/trigger$/);
    if (req.method === "POST" && trigger) {
      if (trigger[1] !== this.sessionId) return this.refuse(res, { status: 404, message: "No such webhook endpoint." });
      const delivery = this.deliver(JSON.parse(text).type);
      res.writeHead(202, { "content-type": "application/json" });
      return res.end(JSON.stringify({ deliveryId: delivery.deliveryId, eventId: delivery.eventId, type: delivery.type }));
    }
    this.refuse(res, { status: 404, message: "Not found." });
  }

  private create(res: http.ServerResponse, text: string, authorization: string) {
    this.creates.push({ authorization, body: JSON.parse(text) });
    if (this.createRefusal) return this.refuse(res, this.createRefusal);
    this.sessionId = crypto.randomUUID();
    this.secret = `whsec_${crypto.randomBytes(24).toString("base64")}`;
    res.writeHead(201, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: this.sessionId,
        secret: this.secret,
        application: { clientId: CLIENT_ID, name: "Scout Board", status: "Development" },
        events: ["match.finished", "player.transferred"],
        stream: `/v1/webhooks/listen/${this.sessionId}/stream`,
        heartbeatSeconds: this.heartbeatSeconds,
        idleSeconds: 600,
      }),
    );
  }

  private stream(req: http.IncomingMessage, res: http.ServerResponse) {
    const lastEventId = req.headers["last-event-id"];
    this.connects.push({ lastEventId: typeof lastEventId === "string" ? lastEventId : undefined });
    const refusal = this.connectRefusals.shift();
    if (refusal) return this.refuse(res, refusal);
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(`event: ready\ndata: ${JSON.stringify({ id: this.sessionId })}\n\n`);
    this.streams.add(res);
    // Every delivery not yet reported comes again, in event-seq order.
    for (const delivery of this.deliveries) if (!this.reported.has(delivery.deliveryId)) this.write(res, delivery);
    const heartbeat = setInterval(() => {
      if (!this.silent) res.write(": heartbeat\n\n");
    }, this.heartbeatSeconds * 1000);
    res.on("close", () => {
      clearInterval(heartbeat);
      this.streams.delete(res);
    });
  }

  private report(res: http.ServerResponse, deliveryId: string, text: string) {
    const answered = this.failReports ? 503 : 204;
    this.reports.push({ deliveryId, answered, body: JSON.parse(text) });
    if (answered === 204) this.reported.add(deliveryId);
    res.writeHead(answered).end();
  }
}

interface Hit {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The developer's own webhook handler on their laptop. */
class Receiver {
  readonly hits: Hit[] = [];
  answerBody = "ok";
  readonly server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    this.hits.push({ headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(200, { "content-type": "text/plain", "x-receiver": "laptop" }).end(this.answerBody);
  });
  url = "";

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function capture(timing?: MainIo["timing"]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: MainIo = { stdout: (line) => void out.push(line), stderr: (line) => void err.push(line), timing };
  return { io, out, err, all: () => [...out, ...err].join("\n") };
}

let fake: FakeService;
let receiver: Receiver;
const handles: ListenHandle[] = [];

beforeEach(async () => {
  fake = new FakeService();
  receiver = new Receiver();
  await Promise.all([fake.start(), receiver.start()]);
});
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.stop()));
  await Promise.all([fake.stop(), receiver.stop()]);
});

/** A listener with the given timings, recording its events. */
function startListening(timing: Parameters<typeof listen>[0]["timing"] = {}) {
  const events: ListenEvent[] = [];
  const handle = listen({
    server: fake.origin,
    credentials: { token: TOKEN },
    forwardTo: receiver.url,
    timing,
    onEvent: (event) => void events.push(event),
  });
  handles.push(handle);
  const of = <K extends ListenEvent["kind"]>(kind: K) => events.filter((e): e is Extract<ListenEvent, { kind: K }> => e.kind === kind);
  return { handle, events, of };
}

describe("parseEventStream", () => {
  const stream =
    'event: delivery\r\nid: 7\r\ndata: {"a":1,\r\ndata: "b":2}\r\n\r\n: heartbeat\r\n\r\nevent: closed\ndata: {"reason":"bye"}\n\n';
  const expected = [
    { type: "delivery", id: "7", data: '{"a":1,\n"b":2}' },
    { type: "closed", id: "7", data: '{"reason":"bye"}' },
  ];

  it("dispatches on blank lines, joins multi-line data, skips comments and keeps the last id", () => {
    expect(parseEventStream().push(stream)).toEqual(expected);
  });

  it("gives the same events however the text is split, a CRLF split in two included", () => {
    for (let cut = 0; cut <= stream.length; cut++) {
      for (const size of [1, 3]) {
        const parser = parseEventStream();
        const events = [...parser.push(stream.slice(0, cut))];
        for (let at = cut; at < stream.length; at += size) events.push(...parser.push(stream.slice(at, at + size)));
        expect(events).toEqual(expected);
      }
    }
  });

  it("takes CR alone as a line end, drops a leading BOM, and never dispatches an event without data", () => {
    const parser = parseEventStream();
    expect(parser.push("\uFEFFevent: ready\r\r")).toEqual([]);
    expect(parser.push("data\rdata:x\r\r:comment only\r\r")).toEqual([{ type: "message", id: "", data: "\nx" }]);
    expect(parser.push("data: not ended")).toEqual([]);
  });
});

describe("forwardDelivery", () => {
  it("says 'connection refused' when nothing listens, and times out after its limit", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await forwardDelivery(`http://127.0.0.1:${port}/`, { headers: {}, body: "{}" }, { timeoutMs: 1000, userAgent: "t" });
    expect(refused).toMatchObject({ status: null, error: "connection refused", headers: {}, body: "" });

    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`;
      const slow = await forwardDelivery(url, { headers: {}, body: "{}" }, { timeoutMs: 200, userAgent: "t" });
      expect(slow).toMatchObject({ status: null, error: "timed out after 0.2 s" });
      expect(slow.latencyMs).toBeGreaterThanOrEqual(190);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});

describe("listen", () => {
  it("forwards a delivery byte for byte, verifiable with the printed secret, and reports the answer", async () => {
    const { of } = startListening();
    await waitFor(() => of("ready").length === 1, "ready");
    const ready = of("ready")[0];
    expect(ready).toMatchObject({ sessionId: fake.sessionId, secret: fake.secret, application: { name: "Scout Board" } });
    receiver.answerBody = "é".repeat(3000);
    const delivery = fake.deliver();
    await waitFor(() => of("reported").length === 1, "the report");

    expect(receiver.hits).toHaveLength(1);
    const hit = receiver.hits[0];
    expect(hit.body.equals(Buffer.from(delivery.body, "utf8"))).toBe(true);
    for (const [name, value] of Object.entries(delivery.headers)) expect(hit.headers[name]).toBe(value);
    expect(hit.headers["user-agent"]).toBe("manager-data-listen/dev");
    expect(new Webhook(ready.secret).verify(hit.body.toString("utf8"), hit.headers as Record<string, string>)).toMatchObject({
      id: delivery.eventId,
    });

    const [report] = fake.reports;
    expect(report.deliveryId).toBe(delivery.deliveryId);
    expect(report.body).toMatchObject({
      attempt: 1,
      status: 200,
      error: null,
      body: "é".repeat(2048),
      headers: { "x-receiver": "laptop" },
    });
    expect(typeof report.body.latencyMs).toBe("number");
    expect(of("delivery")[0]).toMatchObject({
      deliveryId: delivery.deliveryId,
      eventId: delivery.eventId,
      status: 200,
      type: "match.finished",
    });
    expect(fake.creates[0]).toEqual({ authorization: `Bearer ${TOKEN}`, body: { forwardTo: receiver.url } });
  });

  it("reconnects with Last-Event-ID; a delivery sent again is not forwarded twice, and its retried report lands", async () => {
    const { of } = startListening({ reportBaseMs: 50, reportMaxMs: 200 });
    await waitFor(() => of("ready").length === 1, "ready");
    fake.failReports = true;
    const first = fake.deliver();
    await waitFor(() => fake.reports.length >= 2, "two refused reports");
    expect(fake.reports.every((r) => r.answered === 503 && r.deliveryId === first.deliveryId)).toBe(true);

    fake.dropStreams();
    await waitFor(() => of("reconnected").length === 1, "the reconnect");
    expect(of("reconnecting")[0].reason).toMatch(/ended|terminated|closed|reset|other side/);
    expect(fake.connects.map((c) => c.lastEventId)).toEqual([undefined, "1"]);
    await waitFor(() => of("duplicate").length === 1, "the delivery sent again");
    expect(fake.written).toEqual([first.deliveryId, first.deliveryId]);

    fake.failReports = false;
    const second = fake.deliver("player.transferred");
    await waitFor(() => of("reported").length === 2, "both reports");
    expect(receiver.hits.map((hit) => JSON.parse(hit.body.toString()).id)).toEqual([first.eventId, second.eventId]);
    // In order: the first delivery's report landed before the second's was sent.
    const landed = fake.reports.filter((r) => r.answered === 204).map((r) => r.deliveryId);
    expect(landed).toEqual([first.deliveryId, second.deliveryId]);
    expect(of("reported").map((e) => e.deliveryId)).toEqual([first.deliveryId, second.deliveryId]);
  });

  it("forwards a redelivery, a new attempt of a delivery it forwarded before, again", async () => {
    const { of } = startListening();
    await waitFor(() => of("ready").length === 1, "ready");
    const first = fake.deliver();
    await waitFor(() => of("reported").length === 1, "the first report");
    fake.redeliver(first);
    await waitFor(() => of("reported").length === 2, "the redelivery's report");
    expect(receiver.hits.map((hit) => JSON.parse(hit.body.toString()).id)).toEqual([first.eventId, first.eventId]);
    expect(of("duplicate")).toEqual([]);
    // Each report names the attempt it answers.
    expect(fake.reports.map((r) => r.body.attempt)).toEqual([1, 2]);
  });

  it("reconnects when the stream goes silent past two heartbeats and the grace", async () => {
    fake.heartbeatSeconds = 0.1;
    fake.silent = true;
    const { of } = startListening({ idleGraceMs: 100 });
    await waitFor(() => of("reconnecting").length >= 1, "a reconnect");
    expect(of("reconnecting")[0].reason).toBe("nothing heard for 0.3 s");
    fake.silent = false;
    await waitFor(() => of("reconnected").length >= 1, "the stream back");
    expect(fake.connects.length).toBeGreaterThanOrEqual(2);
  });

  it("heartbeats keep a quiet stream open", async () => {
    fake.heartbeatSeconds = 0.1;
    const { of } = startListening({ idleGraceMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(of("reconnecting")).toEqual([]);
    expect(fake.connects).toHaveLength(1);
  });

  it("waits out a 429's Retry-After, then connects", async () => {
    fake.connectRefusals.push({ status: 429, message: "Too many listeners.", retryAfter: "0" });
    const { of } = startListening();
    await waitFor(() => of("ready").length === 1, "ready");
    expect(fake.connects).toHaveLength(2);
    expect(of("reconnecting")).toEqual([]);
  });

  it("stop() closes the session and ends with code 0", async () => {
    const { handle, of } = startListening();
    await waitFor(() => of("ready").length === 1, "ready");
    expect(await handle.stop()).toEqual({ code: 0, message: "stopped" });
    expect(fake.closes).toEqual([fake.sessionId]);
  });
});

describe("main", () => {
  const env = { MANAGER_DATA_TOKEN: TOKEN, MANAGER_DATA_URL: "" };
  const listenArgs = () => ["listen", "--forward-to", receiver.url, "--server", fake.origin];

  it("prints the ready lines, one line a delivery, and exits 0 on `event: closed`", async () => {
    const { io, out, all } = capture();
    const run = main([...listenArgs(), "--events", "match.finished, player.transferred"], env, io);
    await waitFor(() => out.length >= 1, "ready");
    expect(out[0]).toBe(
      `Ready! Forwarding Scout Board deliveries to ${receiver.url}. Your webhook signing secret is ${fake.secret} (session ${fake.sessionId})\n` +
        `Trigger an event: manager-data trigger match.finished --endpoint ${fake.sessionId}`,
    );
    expect(fake.creates[0].body).toEqual({ forwardTo: receiver.url, events: ["match.finished", "player.transferred"] });

    const trigger = capture();
    expect(await main(["trigger", "player.transferred", "--endpoint", fake.sessionId, "--server", fake.origin], env, trigger.io)).toBe(0);
    const delivery = fake.written[0];
    expect(trigger.out).toEqual([
      expect.stringMatching(new RegExp(`^Triggered player\\.transferred \\(event [0-9a-f-]{36}, delivery ${delivery}\\)$`)),
    ]);
    await waitFor(() => out.length >= 2, "the delivery line");
    expect(out[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z {2}player\.transferred {2}[0-9a-f-]{36} {2}→ 200 \(\d+ ms\)$/);

    fake.closeElsewhere("closed in the portal");
    expect(await run).toBe(0);
    expect(out.at(-1)).toBe("Session closed: closed in the portal");
    expect(all()).not.toContain(TOKEN);
  });

  it("--json prints one object a line, the secret in the ready line", async () => {
    const { io, out } = capture();
    const run = main([...listenArgs(), "--json"], env, io);
    await waitFor(() => out.length >= 1, "ready");
    const ready = JSON.parse(out[0]);
    expect(ready).toMatchObject({
      kind: "ready",
      sessionId: fake.sessionId,
      secret: fake.secret,
      events: ["match.finished", "player.transferred"],
    });
    const delivery = fake.deliver();
    await waitFor(() => out.length >= 2, "the delivery");
    expect(JSON.parse(out[1])).toMatchObject({
      kind: "delivery",
      deliveryId: delivery.deliveryId,
      status: 200,
      latencyMs: expect.any(Number),
    });
    fake.closeElsewhere("gone");
    expect(await run).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toEqual({ kind: "closed", reason: "gone" });
  });

  it("exits 1 with the service's message on a 401, and never prints the credentials", async () => {
    const { io, err, all } = capture();
    expect(await main(listenArgs(), { MANAGER_DATA_TOKEN: "gmpat_wrong_token" }, io)).toBe(1);
    expect(err).toEqual(["Error: The credentials are not valid."]);
    expect(all()).not.toContain("gmpat_wrong_token");
  });

  it("exits 1 with the message when the stream is refused (409: the session is closed)", async () => {
    fake.connectRefusals.push({ status: 409, message: "The listen session is closed." });
    const { io, err } = capture();
    expect(await main(listenArgs(), env, io)).toBe(1);
    expect(err).toEqual(["Error: The listen session is closed."]);
  });

  it("signs with the client id and secret as HTTP Basic, and a failed trigger exits 1 with the message", async () => {
    const basic = { MANAGER_DATA_CLIENT_ID: CLIENT_ID, MANAGER_DATA_CLIENT_SECRET: CLIENT_SECRET, MANAGER_DATA_URL: fake.origin };
    const { io, out, all } = capture();
    const run = main(["listen", "--forward-to", receiver.url, "--application", CLIENT_ID], basic, io);
    await waitFor(() => out.length >= 1, "ready");
    expect(fake.creates[0].authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`);
    expect(fake.creates[0].body).toEqual({ forwardTo: receiver.url, application: CLIENT_ID });

    const failed = capture();
    expect(await main(["trigger", "match.finished", "--endpoint", "no-such-endpoint"], basic, failed.io)).toBe(1);
    expect(failed.err).toEqual(["Error: No such webhook endpoint."]);
    fake.closeElsewhere("done");
    expect(await run).toBe(0);
    expect(all() + failed.all()).not.toContain(CLIENT_SECRET);
  });

  it.each([
    [[], "No command given."],
    [["frobnicate"], 'Unknown command "frobnicate".'],
    [["listen"], "listen needs --forward-to <url>"],
    [["listen", "--forward-to"], "--forward-to needs a value."],
    [["listen", "--forward-to", "ftp://x"], "--forward-to must be an http: or https: URL."],
    [["listen", "--forward-to", "http://localhost:1/", "--token", "gmpat_x"], "Unknown option --token for listen."],
    [["listen", "--forward-to", "http://localhost:1/", "extra"], "listen takes no arguments"],
    [["trigger", "match.finished"], "trigger needs --endpoint <id>"],
    [["trigger", "--endpoint", "e"], "trigger takes <event type>"],
  ])("%j is a usage error: exit 2", async (argv, message) => {
    const { io, err, out } = capture();
    expect(await main(argv, { MANAGER_DATA_TOKEN: TOKEN, MANAGER_DATA_URL: "http://127.0.0.1:1" }, io)).toBe(2);
    expect(out).toEqual([]);
    expect(err.join("\n")).toContain(message);
  });

  it("asks for a server and for credentials from the environment (exit 2); --help exits 0", async () => {
    const noServer = capture();
    expect(await main(["listen", "--forward-to", "http://localhost:1/"], { MANAGER_DATA_TOKEN: TOKEN }, noServer.io)).toBe(2);
    expect(noServer.err.join()).toContain("MANAGER_DATA_URL");
    // Credentials in clear only to this machine.
    const clear = capture();
    expect(
      await main(
        ["listen", "--forward-to", "http://localhost:1/", "--server", "http://api.example.com"],
        { MANAGER_DATA_TOKEN: TOKEN },
        clear.io,
      ),
    ).toBe(2);
    expect(clear.err.join()).toContain("Use https:// for api.example.com");
    const noCredentials = capture();
    expect(await main(["trigger", "match.finished", "--endpoint", "e", "--server", fake.origin], {}, noCredentials.io)).toBe(2);
    expect(noCredentials.err.join()).toContain("MANAGER_DATA_TOKEN");
    for (const argv of [["--help"], ["help"], ["listen", "-h"]]) {
      const help = capture();
      expect(await main(argv, {}, help.io)).toBe(0);
      expect(help.out.join()).toContain("Usage: manager-data <command>");
    }
  });

  it("as a process: Ctrl-C closes the session and exits 0", { timeout: 30_000 }, async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "clients/typescript/cli.ts", ...listenArgs()], {
      env: { ...process.env, MANAGER_DATA_TOKEN: TOKEN },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    await waitFor(() => output.includes("Ready!"), "ready", 20_000);
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(fake.closes).toEqual([fake.sessionId]);
    expect(output).toContain("Closing the session");
    expect(output).not.toContain(TOKEN);
  });
});
