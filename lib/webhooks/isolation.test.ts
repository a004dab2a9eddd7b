/**
 * One developer cannot stall every developer's webhooks (issue 51): ten endpoints of one
 * developer that accept a connection and never answer, four test events each, queued in a
 * moment; another developer's test event is still delivered within 2 s.
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { registerTestClient } from "@/lib/testing/oauth";
import { AppError } from "@/lib/errors";
import { createWebhookEndpoint, MANUAL_LIMITS, sendTestEvent } from "@/lib/webhooks/endpoints";
import { closeWebhookAgents } from "@/lib/webhooks/send";
import { startWebhookWorker, type WebhookWorker } from "@/lib/webhooks/worker";
import { Listener } from "@/lib/sql";

const KEY = "webhook-isolation-key-of-at-least-32-characters";

let database: TestDatabase;
let worker: WebhookWorker | undefined;
const sockets = new Set<net.Socket>();
let silent: net.Server;
let silentPort: number;

beforeAll(async () => {
  database = await createTestDatabase("world");
  // Accepts every connection and never says a word.
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  silentPort = (silent.address() as AddressInfo).port;
});

afterAll(async () => {
  await worker?.stop();
  closeWebhookAgents();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  await database.drop();
});

describe("webhook delivery isolated per developer", () => {
  it("delivers another developer's test event within 2 s while ten silent endpoints hold theirs", async () => {
    worker = startWebhookWorker({
      databaseUrl: database.url,
      listener: new Listener(database.url),
      key: KEY,
      loopback: true,
      pollInterval: 200,
    });
    await worker.ready;

    // The stalling developer: two applications of five endpoints each, all pointing at the silent server.
    const endpoints: { ownerId: string; id: string }[] = [];
    for (let app = 0; app < 2; app++) {
      const tool = await registerTestClient(database, { owner: "demo", name: `Stalling tool ${app}` });
      for (let i = 0; i < 5; i++) {
        const url = `http://127.0.0.1:${silentPort}/hook/${app}/${i}`;
        const made = await createWebhookEndpoint(
          database,
          tool.ownerId,
          tool.applicationId,
          { url, eventTypes: ["match.finished"] },
          {
            key: KEY,
            loopback: true,
          },
        );
        endpoints.push({ ownerId: tool.ownerId, id: made.id });
      }
    }
    // Four test events each, as fast as the portal takes them (in under a second).
    const asked = endpoints.flatMap((endpoint) => Array.from({ length: 4 }, () => endpoint));
    const outcomes: string[] = [];
    const refusals = new Set<string>();
    const started = Date.now();
    for (const endpoint of asked) {
      try {
        await sendTestEvent(database, endpoint.ownerId, endpoint.id);
        outcomes.push("queued");
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push(error.code);
        refusals.add(error.message.replace(/\d+ s\.$/, "N s."));
      }
    }
    const askingMs = Date.now() - started;
    const queued = outcomes.filter((outcome) => outcome === "queued").length;
    // Past the developer's limit, a clear refusal, the same the portal shows.
    expect(queued).toBe(MANUAL_LIMITS.test.perMinute);
    expect(new Set(outcomes.filter((outcome) => outcome !== "queued"))).toEqual(new Set(["too_many_attempts"]));
    expect([...refusals]).toEqual(["You have sent 10 test events in the last minute, the most a developer may. Try again in N s."]);
    // Let the worker take them up: every attempt it can make is hanging now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    // Another developer's endpoint, which answers at once.
    const received: number[] = [];
    const receiver = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        received.push(Date.now());
        res.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const other = await registerTestClient(database, { owner: "rookie", name: "Another developer's tool" });
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const endpoint = await createWebhookEndpoint(
        database,
        other.ownerId,
        other.applicationId,
        { url, eventTypes: ["match.finished"] },
        {
          key: KEY,
          loopback: true,
        },
      );
      const sentAt = Date.now();
      await sendTestEvent(database, other.ownerId, endpoint.id);
      const until = sentAt + 60_000;
      while (received.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      const delay = received.length ? received[0] - sentAt : Infinity;
      console.log(
        `stalling developer: ${queued} of ${asked.length} test events queued in ${askingMs} ms (${outcomes.length - queued} refused), ${sockets.size} silent connections held; other developer's test event after ${delay} ms`,
      );
      expect(delay).toBeLessThan(2_000);

      // Once their first attempts have timed out, within a few seconds, the silent endpoints'
      // retries run in the slow lane, one at a time each: the other developer is still served at once.
      const failed = () =>
        database.prisma.webhookAttempt.count({
          where: {
            ok: false,
            error: { startsWith: "no response within" },
            delivery: { endpoint: { url: { contains: `:${silentPort}/` } } },
          },
        });
      const timedOutBy = Date.now() + 15_000;
      while ((await failed()) < 2 && Date.now() < timedOutBy) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await failed()).toBeGreaterThanOrEqual(2);
      const againAt = Date.now();
      await sendTestEvent(database, other.ownerId, endpoint.id);
      while (received.length < 2 && Date.now() < againAt + 30_000) await new Promise((resolve) => setTimeout(resolve, 20));
      const again = received.length > 1 ? received[1] - againAt : Infinity;
      console.log(`with the silent endpoints' attempts timed out and retried: the other developer's next test event after ${again} ms`);
      expect(again).toBeLessThan(2_000);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  }, 120_000);
});
