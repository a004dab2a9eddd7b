/**
 * The `listen` routes through the real API app on a real HTTP server and a real PostgreSQL: a
 * session opened with a personal token or an application's credentials, its stream of signed
 * deliveries (triggered, fanned out from the world, redelivered), the answers reported into the
 * delivery log, the cursor across a dropped stream, closing, the per-developer limits, and every
 * bad input refused with its error and nothing changed.
 */
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createTestApi, type TestApi } from "@/lib/testing/api";
import { registerTestClient, type TestClient } from "@/lib/testing/oauth";
import { apiListener } from "@/server/listener";
import { listenServiceServer, type ServiceServer } from "@/server/http";
import { platformEvent, recordEvent } from "@/lib/events";
import { grantThroughSignIn } from "@/lib/testing/applications";
import { dispatchEvents } from "@/lib/webhooks/dispatch";
import { MANUAL_LIMITS, redeliver, webhookEndpointLog } from "@/lib/webhooks/endpoints";
import { AWAITING_ANSWER, MAX_LIVE_LISTENERS } from "@/lib/webhooks/listen";

let database: TestDatabase;
let api: TestApi;
let server: ServiceServer;
let base: string;
let token: string;
let ownerId: string;
let tool: TestClient;
let other: TestClient;

beforeAll(async () => {
  database = await createTestDatabase("world");
  api = createTestApi(database);
  server = await listenServiceServer({
    port: 0,
    api: apiListener(api.app),
    pages: async (_req, res) => void res.end("page"),
    trustedProxyHops: 0,
  });
  base = `http://127.0.0.1:${server.port}`;
  token = await api.tokenFor("demo", ["public"]);
  ownerId = await api.managerId("demo");
  tool = await registerTestClient(database, { name: "Listened to" });
  other = await registerTestClient(database, { name: "Another of demo's", kind: "Public" });
});

afterEach(async () => {
  // Each test opens what it needs; limits and sessions do not carry over.
  await database.prisma.webhookManualRequest.deleteMany();
  await database.prisma.webhookEndpoint.updateMany({
    where: { kind: "Listener", disabledAt: null },
    data: { disabledAt: new Date(), enabled: false },
  });
});

afterAll(async () => {
  await server?.close(1_000);
  await api?.services.listens.close();
  await database?.drop();
});

const bearer = (value = token) => ({ Authorization: `Bearer ${value}` });
const basic = (client: TestClient) => ({
  Authorization: `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret!)}`).toString("base64")}`,
});

/** An answer's JSON: the error envelope, or the call's own fields (ids as strings). */
type Answer = { error: { code: string; description: string; parameter?: string } } & Record<string, string> & { application?: unknown };

async function post(path: string, body: unknown, headers: Record<string, string> = bearer()) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Answer) : null };
}

interface Opened {
  id: string;
  secret: string;
  stream: string;
}

async function open(body: Record<string, unknown> = { application: tool.clientId, forwardTo: "http://localhost:8080/webhooks" }) {
  const answer = await post("/v1/webhooks/listen", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as unknown as Opened;
}

interface Frame {
  event: string;
  id?: string;
  data: string;
}

/** A stream of a session, read frame by frame. */
async function connect(session: Opened, headers: Record<string, string> = bearer()) {
  const controller = new AbortController();
  const response = await fetch(`${base}${session.stream}`, { headers, signal: controller.signal });
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  let comments = 0;
  let ended = false;
  if (response.status === 200) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut;
          while ((cut = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const frame: Frame = { event: "message", data: "" };
            const data: string[] = [];
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) comments++;
              else if (line.startsWith("event: ")) frame.event = line.slice(7);
              else if (line.startsWith("id: ")) frame.id = line.slice(4);
              else if (line.startsWith("data: ")) data.push(line.slice(6));
            }
            frame.data = data.join("\n");
            if (data.length > 0) frames.push(frame);
            for (const wake of waiters.splice(0)) wake();
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    })();
  }
  return {
    response,
    frames,
    get comments() {
      return comments;
    },
    get ended() {
      return ended;
    },
    /** Waits until `count` frames of `event` have come (or the stream ended). */
    async until(event: string, count = 1, ms = 10_000): Promise<Frame[]> {
      const deadline = Date.now() + ms;
      for (;;) {
        const seen = frames.filter((f) => f.event === event);
        if (seen.length >= count) return seen;
        if (ended || Date.now() > deadline) throw new Error(`${seen.length} of ${count} ${event} frames; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => controller.abort(),
  };
}

/** The last `id:` a stream saw: what a client sends back as Last-Event-ID. */
const lastEventId = (stream: { frames: Frame[] }) => stream.frames.filter((f) => f.id).at(-1)!.id!;

interface StreamedDelivery {
  deliveryId: string;
  attempt: number;
  eventId: string;
  type: string;
  test: boolean;
  headers: Record<string, string>;
  body: string;
}
const delivery = (frame: Frame) => JSON.parse(frame.data) as StreamedDelivery;

/** A platform event the listened-to application hears: a manager revoked its grant. */
const revoked = () =>
  platformEvent(
    "grant.revoked",
    new Date(),
    { applicationId: tool.applicationId, managerId: ownerId },
    { applicationId: tool.applicationId, managerId: ownerId },
  );

const answer = {
  attempt: 1,
  status: 200,
  latencyMs: 12,
  headers: { "content-type": "text/plain", "x-local": "yes" },
  body: "ok",
  error: null,
};

describe("a listen session", () => {
  it("streams a triggered event signed with the session's secret, and the answer lands in the delivery log", async () => {
    const session = await open();
    expect(session.secret).toMatch(/^whsec_/);
    const stream = await connect(session);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const [ready] = await stream.until("ready");
    expect(JSON.parse(ready.data)).toEqual({ id: session.id, heartbeatSeconds: 15 });

    const triggered = await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "match.finished" });
    expect(triggered.status).toBe(202);
    const [frame] = await stream.until("delivery");
    const sent = delivery(frame);
    expect(sent).toMatchObject({
      deliveryId: triggered.body!.deliveryId,
      eventId: triggered.body!.eventId,
      type: "match.finished",
      test: true,
      attempt: 1,
    });
    expect(frame.id).toMatch(/^\d+$/);
    // What a receiver on the laptop does with it: verify, then read.
    const payload = new Webhook(session.secret).verify(sent.body, sent.headers) as { type: string; test: boolean };
    expect(payload).toMatchObject({ type: "match.finished", test: true });

    // Until the answer comes, the log says it is waiting.
    let log = await webhookEndpointLog(database, ownerId, session.id);
    expect(log.deliveries[0]).toMatchObject({ status: "Pending", attempts: [{ error: AWAITING_ANSWER, request: { body: sent.body } }] });

    expect((await post(`/v1/webhooks/listen/${session.id}/deliveries/${sent.deliveryId}`, answer)).status).toBe(204);
    log = await webhookEndpointLog(database, ownerId, session.id);
    expect(log.deliveries[0]).toMatchObject({
      status: "Succeeded",
      attempts: [{ attempt: 1, ok: true, status: 200, latencyMs: 12, error: null, response: "ok", responseHeaders: { "x-local": "yes" } }],
    });
    expect(log.deliveries[0].attempts[0].request?.headers["webhook-signature"]).toMatch(/^v1,/);
    // A repeat changes nothing.
    expect((await post(`/v1/webhooks/listen/${session.id}/deliveries/${sent.deliveryId}`, { ...answer, status: 500 })).status).toBe(204);
    expect((await webhookEndpointLog(database, ownerId, session.id)).deliveries[0].status).toBe("Succeeded");
    stream.close();
  });

  it("gets the world's events through the fan-out, and only while its tool was heard from lately", async () => {
    const session = await open({ application: tool.clientId, events: ["grant.revoked"] });
    const stream = await connect(session);
    await stream.until("ready");
    await database.prisma.$transaction((tx) => recordEvent(tx, revoked()));
    await dispatchEvents(database.sql);
    const [frame] = await stream.until("delivery");
    expect(delivery(frame)).toMatchObject({ type: "grant.revoked", test: false });
    stream.close();

    // Lapsed: not heard from for over 10 minutes, it collects nothing more.
    await database.prisma.webhookEndpoint.update({
      where: { id: session.id },
      data: { listenerSeenAt: new Date(Date.now() - 11 * 60_000) },
    });
    const before = await database.prisma.webhookDelivery.count({ where: { endpointId: session.id } });
    await database.prisma.$transaction((tx) => recordEvent(tx, revoked()));
    await dispatchEvents(database.sql);
    expect(await database.prisma.webhookDelivery.count({ where: { endpointId: session.id } })).toBe(before);
  });

  it("sends every unanswered delivery again after a drop, in order, as the same attempts; a redelivery is a new attempt", async () => {
    const session = await open();
    const first = await connect(session);
    await first.until("ready");
    const ids: string[] = [];
    for (const type of ["match.finished", "training.completed", "season.started"]) {
      ids.push((await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type })).body!.deliveryId as string);
    }
    const seen = (await first.until("delivery", 3)).map(delivery);
    expect(seen.map((d) => d.deliveryId)).toEqual(ids);
    // The first answered, the stream drops before the other two are.
    await post(`/v1/webhooks/listen/${session.id}/deliveries/${ids[0]}`, answer);
    first.close();
    // Made while no stream was open: waits for the next.
    ids.push((await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "economy.week_booked" })).body!.deliveryId as string);

    const second = await connect(session, { ...bearer(), "Last-Event-ID": lastEventId(first) });
    const again = (await second.until("delivery", 3)).map(delivery);
    expect(again.map((d) => d.deliveryId)).toEqual(ids.slice(1));
    expect(again.map((d) => d.attempt)).toEqual([1, 1, 1]);
    const seqs = second.frames.filter((f) => f.event === "delivery").map((f) => Number(f.id));
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    for (const d of again) await post(`/v1/webhooks/listen/${session.id}/deliveries/${d.deliveryId}`, answer);

    await redeliver(database, ownerId, ids[0]);
    const [redelivered] = (await second.until("delivery", 4)).slice(3).map(delivery);
    expect(redelivered).toMatchObject({ deliveryId: ids[0], attempt: 2 });
    await post(`/v1/webhooks/listen/${session.id}/deliveries/${ids[0]}`, { ...answer, attempt: 2, status: 500, body: "boom" });
    const log = await webhookEndpointLog(database, ownerId, session.id);
    expect(log.deliveries.find((d) => d.id === ids[0])).toMatchObject({
      status: "Failed",
      attempts: [
        { attempt: 2, status: 500, error: "answered 500" },
        { attempt: 1, ok: true },
      ],
    });
    second.close();
  });

  it("ends a stream whose client went away: no stream is left waiting", async () => {
    const session = await open();
    const streams = [await connect(session), await connect(session)];
    for (const stream of streams) await stream.until("ready");
    await expect.poll(() => api.services.listens.streams).toBe(2);
    for (const stream of streams) stream.close();
    await expect.poll(() => api.services.listens.streams, { timeout: 5_000 }).toBe(0);
  });

  it("logs a late answer to an attempt a redelivery replaced without settling the redelivery", async () => {
    const session = await open();
    const stream = await connect(session);
    const { deliveryId } = (await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "webhook.test" })).body!;
    await stream.until("delivery");
    await redeliver(database, ownerId, deliveryId);
    const [second] = (await stream.until("delivery", 2)).slice(1).map(delivery);
    expect(second.attempt).toBe(2);
    // Attempt 1's answer arrives now: it completes attempt 1 and leaves the delivery waiting for attempt 2's.
    expect((await post(`/v1/webhooks/listen/${session.id}/deliveries/${deliveryId}`, answer)).status).toBe(204);
    let log = (await webhookEndpointLog(database, ownerId, session.id)).deliveries[0];
    expect(log).toMatchObject({
      status: "Pending",
      attempts: [
        { attempt: 2, error: AWAITING_ANSWER },
        { attempt: 1, ok: true, status: 200 },
      ],
    });
    expect((await post(`/v1/webhooks/listen/${session.id}/deliveries/${deliveryId}`, { ...answer, attempt: 2, status: 204 })).status).toBe(
      204,
    );
    log = (await webhookEndpointLog(database, ownerId, session.id)).deliveries[0];
    expect(log).toMatchObject({ status: "Succeeded", attempts: [{ attempt: 2, ok: true, status: 204 }, { attempt: 1 }] });
    stream.close();
  });

  it("keeps what the log can hold of an answer: no NUL, long headers and errors cut, never refused", async () => {
    const session = await open();
    const stream = await connect(session);
    const { deliveryId } = (await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "webhook.test" })).body!;
    await stream.until("delivery");
    const long = {
      ...answer,
      status: 500,
      headers: { "set-cookie": "a".repeat(5_000), "x-nul": "a\u0000b" },
      body: "bin\u0000ary".repeat(1_000),
      error: "e".repeat(2_000),
    };
    expect((await post(`/v1/webhooks/listen/${session.id}/deliveries/${deliveryId}`, long)).status).toBe(204);
    const [attempt] = (await webhookEndpointLog(database, ownerId, session.id)).deliveries[0].attempts;
    expect(attempt.responseHeaders).toEqual({ "set-cookie": "a".repeat(1_000), "x-nul": "ab" });
    expect(attempt.response).toHaveLength(2_048);
    expect(attempt.response).not.toContain("\u0000");
    expect(attempt.error).toHaveLength(500);
    stream.close();
  });

  it("sends a delivery to two streams of one session as one attempt", async () => {
    const session = await open();
    const streams = [await connect(session), await connect(session)];
    for (const stream of streams) await stream.until("ready");
    const { deliveryId } = (await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "webhook.test" })).body!;
    const sent = await Promise.all(streams.map(async (stream) => delivery((await stream.until("delivery"))[0])));
    expect(sent.map((d) => [d.deliveryId, d.attempt])).toEqual([
      [deliveryId, 1],
      [deliveryId, 1],
    ]);
    expect((await webhookEndpointLog(database, ownerId, session.id)).deliveries[0].attempts).toHaveLength(1);
    for (const stream of streams) stream.close();
  });

  it("closes a session that lapsed when its tool comes back, saying so", async () => {
    const session = await open();
    await database.prisma.webhookEndpoint.update({
      where: { id: session.id },
      data: { listenerSeenAt: new Date(Date.now() - 11 * 60_000) },
    });
    const back = await connect(session);
    expect(back.response.status).toBe(409);
    expect(((await back.response.json()) as { error: { description: string } }).error.description).toMatch(
      /lapsed.*not heard from for 10 minutes/,
    );
    expect((await database.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: session.id } })).disabledAt).not.toBeNull();
  });

  it("closes: its stream says so and ends, and it can be neither streamed nor triggered again", async () => {
    const session = await open();
    const stream = await connect(session);
    await stream.until("ready");
    expect((await post(`/v1/webhooks/listen/${session.id}/close`, undefined)).status).toBe(204);
    const [closed] = await stream.until("closed");
    expect(JSON.parse(closed.data)).toEqual({ reason: "The listen session was closed." });
    const again = await connect(session);
    expect(again.response.status).toBe(409);
    expect(((await again.response.json()) as { error: { code: string } }).error.code).toBe("conflict");
    expect((await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "match.finished" })).status).toBe(409);
    expect((await post(`/v1/webhooks/listen/${session.id}/close`, undefined)).status).toBe(204);
  });

  it("opens with the application's own credentials, for that application alone", async () => {
    const own = await post("/v1/webhooks/listen", {}, basic(tool));
    expect(own.status).toBe(201);
    expect(own.body!.application).toMatchObject({ clientId: tool.clientId, name: "Listened to", status: "Development" });
    const elsewhere = await post("/v1/webhooks/listen", { application: other.clientId }, basic(tool));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body!.error.parameter).toBe("application");
    const wrong = await post(
      "/v1/webhooks/listen",
      {},
      { Authorization: `Basic ${Buffer.from(`${tool.clientId}:nope`).toString("base64")}` },
    );
    expect(wrong.status).toBe(401);
    // The application streams its own session, and triggers to it.
    const stream = await connect(own.body as unknown as Opened, basic(tool));
    await stream.until("ready");
    expect((await post(`/v1/webhooks/endpoints/${own.body!.id}/trigger`, { type: "webhook.test" }, basic(tool))).status).toBe(202);
    expect(delivery((await stream.until("delivery"))[0])).toMatchObject({ type: "webhook.test" });
    stream.close();
  });
});

describe("who may listen", () => {
  it("refuses no credentials, an access token, and another developer's session, delivery or endpoint", async () => {
    const session = await open();
    const before = await database.prisma.webhookEndpoint.count();
    expect((await post("/v1/webhooks/listen", {}, {})).status).toBe(401);
    const { tokens } = await grantThroughSignIn(database, { applicationId: tool.applicationId, managerId: ownerId, now: new Date() });
    const byAccessToken = await post("/v1/webhooks/listen", { application: tool.clientId }, bearer(tokens.access_token));
    expect(byAccessToken.status).toBe(403);
    expect(byAccessToken.body!.error.description).toContain("personal token");
    const stranger = await api.tokenFor("rookie", ["public"]);
    expect((await connect(session, bearer(stranger))).response.status).toBe(404);
    expect((await post(`/v1/webhooks/listen/${session.id}/close`, undefined, bearer(stranger))).status).toBe(404);
    expect((await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "webhook.test" }, bearer(stranger))).status).toBe(404);
    const triggered = await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "webhook.test" });
    expect(
      (await post(`/v1/webhooks/listen/${session.id}/deliveries/${triggered.body!.deliveryId}`, answer, bearer(stranger))).status,
    ).toBe(404);
    // A delivery of another session of the same developer is not this one's.
    const second = await open();
    expect((await post(`/v1/webhooks/listen/${second.id}/deliveries/${triggered.body!.deliveryId}`, answer)).status).toBe(404);
    expect(await database.prisma.webhookEndpoint.count()).toBe(before + 1);
    expect(await database.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: triggered.body!.deliveryId } })).toMatchObject({
      status: "Pending",
    });
  });

  it("asks which application when the developer has several", async () => {
    const answer = await post("/v1/webhooks/listen", {});
    expect(answer.status).toBe(400);
    expect(answer.body!.error).toMatchObject({ code: "invalid_parameter", parameter: "application" });
    expect(answer.body!.error.description).toContain(tool.clientId);
  });
});

describe("limits", () => {
  it(`opens at most ${MAX_LIVE_LISTENERS} live sessions and ${MANUAL_LIMITS.listen.perMinute} a minute per developer`, async () => {
    for (let i = 0; i < MAX_LIVE_LISTENERS; i++) await open();
    const sixth = await post("/v1/webhooks/listen", { application: tool.clientId });
    expect(sixth.status).toBe(409);
    expect(sixth.body!.error.description).toContain(`${MAX_LIVE_LISTENERS} listen sessions open`);
    await database.prisma.webhookEndpoint.updateMany({ where: { kind: "Listener" }, data: { disabledAt: new Date(), enabled: false } });
    for (let i = MAX_LIVE_LISTENERS; i < MANUAL_LIMITS.listen.perMinute; i++) {
      expect((await post("/v1/webhooks/listen", { application: tool.clientId })).status).toBe(201);
      await database.prisma.webhookEndpoint.updateMany({ where: { kind: "Listener" }, data: { disabledAt: new Date(), enabled: false } });
    }
    const spent = await post("/v1/webhooks/listen", { application: tool.clientId });
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("bad input", () => {
  const cases: [string, string | Record<string, unknown>, number, string][] = [
    ["not JSON", "{nope", 400, "invalid_request"],
    ["an array", "[]", 400, "invalid_request"],
    ["an unknown field", { application: "x", colour: "red" }, 400, "invalid_parameter"],
    ["a forwardTo that is no URL", { forwardTo: "localhost:8080" }, 400, "invalid_parameter"],
    ["a forwardTo that is not http", { forwardTo: "ftp://localhost/x" }, 400, "invalid_parameter"],
    ["an unknown event type", { events: ["match.started"] }, 400, "invalid_parameter"],
    ["no event types", { events: [] }, 400, "invalid_parameter"],
    ["an application not the developer's", { application: "gmc_nobody" }, 404, "not_found"],
    ["a NUL in the application", { application: "gmc_\u0000" }, 400, "invalid_parameter"],
    ["a NUL in forwardTo", { forwardTo: "http://127.0.0.1/\u0000" }, 400, "invalid_parameter"],
    ["a body over 128 KB", { forwardTo: `http://127.0.0.1/${"a".repeat(140_000)}` }, 400, "invalid_request"],
  ];
  it.each(cases)("refuses %s and opens nothing", async (_what, body, status, code) => {
    const before = await database.prisma.webhookEndpoint.count();
    const answer = await post("/v1/webhooks/listen", body);
    expect(answer.status).toBe(status);
    expect(answer.body!.error.code).toBe(code);
    expect(await database.prisma.webhookEndpoint.count()).toBe(before);
  });

  it("refuses a bad answer, trigger or method, and changes nothing", async () => {
    const session = await open();
    const triggered = await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "webhook.test" });
    const stream = await connect(session);
    await stream.until("delivery");
    const report = `/v1/webhooks/listen/${session.id}/deliveries/${triggered.body!.deliveryId}`;
    const noAttempt = Object.fromEntries(Object.entries(answer).filter(([name]) => name !== "attempt"));
    for (const bad of [{ ...answer, status: 99 }, { ...answer, latencyMs: -1 }, { ...answer, extra: 1 }, { latencyMs: 3 }, noAttempt]) {
      const refused = await post(report, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await post(`/v1/webhooks/listen/${session.id}/deliveries/not-a-uuid`, answer)).status).toBe(404);
    expect((await post(`/v1/webhooks/endpoints/${session.id}/trigger`, { type: "match.started" })).status).toBe(400);
    expect((await post(`/v1/webhooks/endpoints/${session.id}/trigger`, {})).status).toBe(400);
    expect((await post(`/v1/webhooks/listen/not-a-uuid/close`, undefined)).status).toBe(404);
    const put = await fetch(`${base}/v1/webhooks/listen`, { method: "PUT", headers: bearer() });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("POST");
    const postStream = await fetch(`${base}${session.stream}`, { method: "POST", headers: bearer() });
    expect(postStream.status).toBe(405);
    const inUrl = await fetch(`${base}${session.stream}?access_token=${token}`, { headers: bearer() });
    expect(inUrl.status).toBe(400);
    expect(((await inUrl.json()) as { error: { description: string } }).error.description).toContain("Treat this token as leaked");
    const headStream = await fetch(`${base}${session.stream}`, { method: "HEAD", headers: bearer() });
    expect(headStream.status).toBe(405);
    expect(headStream.headers.get("allow")).toBe("GET");
    const log = await webhookEndpointLog(database, ownerId, session.id);
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]).toMatchObject({ status: "Pending", attempts: [{ error: AWAITING_ANSWER }] });
    stream.close();
    expect(api.errors).toEqual([]);
  });
});
