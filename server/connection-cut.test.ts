/**
 * The database under a running instance (docs/operations.md › When the database drops
 * connections): every connection cut three times under a steady load of data calls and
 * refreshes answers nothing but 200 and loses no refresh chain; PostgreSQL unreachable answers
 * 503 with `Retry-After` (never 500) on data calls, token requests and /healthz, and the
 * instance serves again as soon as it is back.
 */
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { basicAuthorization, registerTestClient, type TestClient } from "@/lib/testing/oauth";
import { startInstance, type InstanceProcess } from "@/server/testing/instance";
import { describeLoad, pause, signIns, startLoad, UNLIMITED_QUOTAS } from "@/server/testing/load";

let database: TestDatabase;
let instance: InstanceProcess | undefined;
let token: string;
let client: TestClient;
let paths: string[];

beforeAll(async () => {
  database = await createTestDatabase("world");
  // The world's clock ahead of wall time: /healthz stays ready however long the test takes (no clock runs here).
  await database.prisma.worldInfo.update({ where: { id: 1 }, data: { clockAt: new Date(Date.now() + 3_600_000), catchUpFrom: null } });
  const manager = await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
  const scopes = ["public", "team", "national", "economy", "market"] as const;
  token = (await createPersonalToken(database, manager.id, { name: "connection cuts", scopes: [...scopes], days: 30 }, new Date())).value;
  client = await registerTestClient(database, { approved: true });
  const team = await database.prisma.team.findFirstOrThrow({ where: { managerId: manager.id, kind: "Club" }, select: { id: true } });
  const player = await database.prisma.player.findFirstOrThrow({ where: { clubId: team.id }, select: { id: true } });
  paths = [
    "/v1/me",
    `/v1/teams/${team.id}`,
    `/v1/teams/${team.id}/roster`,
    `/v1/teams/${team.id}/schedule`,
    `/v1/teams/${team.id}/economy`,
    `/v1/players/${player.id}`,
    "/v1/market/players?limit=10",
  ];
});
afterAll(async () => {
  if (instance && instance.child.exitCode === null) instance.child.kill("SIGKILL");
  await database.drop();
});

describe("every connection of an instance cut under load", () => {
  it("three cuts: every data call and refresh answers 200, and no refresh chain is lost", async () => {
    instance = await startInstance({ DATABASE_URL: database.url, ...UNLIMITED_QUOTAS });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const load = startLoad({
        url: instance.url,
        token,
        paths,
        client: { clientId: client.clientId, clientSecret: client.clientSecret! },
        refreshTokens: await signIns(database, client, 3),
        dataWorkers: 6,
      });
      const cuts: { ended: number; active: number }[] = [];
      for (let i = 0; i < 3; i++) {
        await pause(1_500);
        const { rows } = await admin.query<{ ended: number; active: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS ended, count(*) FILTER (WHERE state = 'active')::int AS active
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        cuts.push(rows[0]);
      }
      await pause(1_500);
      const report = await load.stop();
      console.log(
        `connection cuts: ${cuts.map((c) => `${c.ended} connections ended (${c.active} busy)`).join("; ")}\n  ${describeLoad(report)}`,
      );
      // Every cut ended the pool's connections: the calls after it met dead connections (busy ones
      // too, at times), and without the resend some 15 of them answered 503.
      expect(cuts.every((c) => c.ended > 3)).toBe(true);
      expect(report.failures).toEqual([]);
      expect(report.chainsLost).toBe(0);
      expect(report.refreshes).toBeGreaterThan(10);
      expect(report.dataCalls).toBeGreaterThan(100);
    } finally {
      await admin.end();
      instance.child.kill("SIGTERM");
      await instance.exited;
    }
  });
});

/** A TCP relay to PostgreSQL that can be taken away (every connection reset, new ones refused) and brought back. */
async function databaseRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((incoming) => {
        const outgoing = net.connect(Number(target.port || 5432), target.hostname);
        const end = () => {
          incoming.destroy();
          outgoing.destroy();
          sockets.delete(incoming);
          sockets.delete(outgoing);
        };
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on("error", end);
          socket.on("close", end);
        }
        incoming.pipe(outgoing);
        outgoing.pipe(incoming);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server!.address() as net.AddressInfo).port));
    });
  const port = await listen(0);
  return {
    url: Object.assign(new URL(target.href), { host: `127.0.0.1:${port}` }).href,
    async down() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: () => listen(port),
  };
}

describe("PostgreSQL unreachable", () => {
  it("answers 503 with Retry-After, never 500, and serves again as soon as it is back", async () => {
    const relay = await databaseRelay(new URL(database.url));
    const [refreshToken] = await signIns(database, client, 1);
    instance = await startInstance({ DATABASE_URL: relay.url, ...UNLIMITED_QUOTAS, LOG_LEVEL: "warn" });
    const { url } = instance;
    const me = () => fetch(`${url}/v1/me`, { headers: { Authorization: `Bearer ${token}` } });
    const refresh = () =>
      fetch(`${url}/v1/oauth/token`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Authorization: basicAuthorization(client.clientId, client.clientSecret!),
        },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
      });
    try {
      expect((await me()).status).toBe(200);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      await relay.down();
      for (const response of [await me(), await refresh()]) {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const body = (await response.json()) as { error: { code: string; retryAfter: number; requestId: string } };
        expect(body.error).toMatchObject({ code: "service_unavailable", retryAfter: 5 });
        expect(body.error.requestId).toBe(response.headers.get("x-request-id"));
      }
      // A page that reads the database answers 503 with Retry-After too, not a bare 500.
      const page = await fetch(`${url}/portal`);
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      // Many failed calls and pages: the outage is logged once with its cause, never a stack a call.
      const failed = await Promise.all([...Array.from({ length: 40 }, me), ...Array.from({ length: 10 }, () => fetch(`${url}/portal`))]);
      expect(failed.map((response) => response.status)).toEqual(Array(50).fill(503));
      await pause(1_500);
      const logged = instance
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{") && /"level":"(error|fatal)"/.test(line))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      console.log(`an outage of ${failed.length + 3} failed requests: ${logged.length} error lines`);
      expect(logged.length).toBeLessThanOrEqual(2);
      expect(logged[0]).toMatchObject({ msg: "database unavailable", errorCode: "ECONNREFUSED", count: 1 });
      expect(JSON.stringify(logged)).not.toMatch(/"stack"/);

      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "unavailable", database: "unreachable" });

      await relay.up();
      const back = Date.now();
      while ((await me()).status !== 200) {
        expect(Date.now() - back).toBeLessThan(5_000);
        await pause(50);
      }
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      // The refresh token refused with 503 was not spent: it refreshes now.
      expect((await refresh()).status).toBe(200);
      expect(instance.output()).not.toMatch(/"status":500/);
    } finally {
      instance.child.kill("SIGTERM");
      await instance.exited;
    }
  });
});
