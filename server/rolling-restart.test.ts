/**
 * A rolling restart behind a real load balancer (docs/operations.md › Rolling restarts): two
 * instances behind HAProxy with deploy/haproxy.cfg, a steady load of data calls and refresh
 * chains through it, and each instance in turn stopped (SIGTERM) and started again on its port.
 * Every request answers 200 and every refresh chain survives.
 */
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { createPersonalToken } from "@/lib/auth/personal-tokens";
import { registerTestClient, type TestClient } from "@/lib/testing/oauth";
import { freePort } from "@/lib/embedded-postgres";
import { startInstance, type InstanceProcess } from "@/server/testing/instance";
import { startBalancer } from "@/server/testing/balancer";
import { describeLoad, pause, signIns, startLoad, UNLIMITED_QUOTAS } from "@/server/testing/load";

/** As deploy/haproxy.cfg expects of every instance. */
const INSTANCE_ENV = { TRUSTED_PROXY_HOPS: "1", DRAIN_SECONDS: "2", LOG_LEVEL: "info", ...UNLIMITED_QUOTAS };

let database: TestDatabase;
let client: TestClient;
let token: string;
let paths: string[];
const instances: InstanceProcess[] = [];
let balancer: ChildProcess | undefined;

beforeAll(async () => {
  database = await createTestDatabase("world");
  const manager = await database.prisma.manager.findUniqueOrThrow({ where: { username: "demo" }, select: { id: true } });
  token = (await createPersonalToken(database, manager.id, { name: "rolling restart", scopes: ["public", "team"], days: 30 }, new Date()))
    .value;
  client = await registerTestClient(database, { approved: true });
  const team = await database.prisma.team.findFirstOrThrow({ where: { managerId: manager.id, kind: "Club" }, select: { id: true } });
  paths = ["/v1/me", `/v1/teams/${team.id}`, `/v1/teams/${team.id}/roster`, `/v1/teams/${team.id}/schedule`];
});
afterAll(async () => {
  balancer?.kill("SIGKILL");
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
  await database?.drop();
});

async function until(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await pause(50);
  }
}

/** The request lines an instance logged: how many calls it answered. */
const answered = (instance: InstanceProcess) => (instance.output().match(/"route":"\/v1/g) ?? []).length;

describe("a rolling restart of two instances behind HAProxy", () => {
  // Two instances started, each restarted under load, then both stopped: about 25 s on a quiet
  // machine, past vitest's default 30 s on a busy one.
  it("restarts each instance in turn under load: 0 failed requests, 0 lost refresh chains", { timeout: 120_000 }, async () => {
    const env = { DATABASE_URL: database.url, ...INSTANCE_ENV };
    const ports = [await freePort(), await freePort()];
    for (const port of ports) instances.push(await startInstance(env, port));
    const lb = await startBalancer([ports[0], ports[1]], "The rolling-restart test");
    balancer = lb.child;
    const url = lb.url;

    const load = startLoad({
      url,
      token,
      paths,
      client: { clientId: client.clientId, clientSecret: client.clientSecret! },
      refreshTokens: await signIns(database, client, 3),
      dataWorkers: 4,
    });
    const restarts: string[] = [];
    await pause(2_000);
    for (const [i, port] of ports.entries()) {
      const old = instances[i];
      const before = answered(old);
      const signalled = Date.now();
      old.child.kill("SIGTERM");
      const { code, at } = await old.exited;
      expect(code).toBe(0);
      const fresh = await startInstance(env, port);
      instances[i] = fresh;
      const listening = Date.now();
      // Back in the balancer after its first good health check (inter 1s, rise 1): it answers calls.
      await until(async () => answered(fresh) > 0, `instance ${i + 1} back in the balancer`);
      restarts.push(
        `instance ${i + 1}: ${before} calls, then stopped in ${at - signalled} ms, listening again ${listening - at} ms later, answering ${Date.now() - listening} ms after that`,
      );
    }
    await pause(1_000);
    const report = await load.stop();
    console.log(`rolling restart behind HAProxy:\n  ${restarts.join("\n  ")}\n  ${describeLoad(report)}`);
    expect(report.failures).toEqual([]);
    expect(report.chainsLost).toBe(0);
    expect(report.dataCalls).toBeGreaterThan(100);
    expect(report.refreshes).toBeGreaterThan(10);

    // No instance left: the balancer answers as an instance would, in the envelope with Retry-After.
    for (const instance of instances) instance.child.kill("SIGTERM");
    await Promise.all(instances.map((instance) => instance.exited));
    const none = await fetch(`${url}/v1/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(none.status).toBe(503);
    expect(none.headers.get("retry-after")).toBe("5");
    expect(await none.json()).toMatchObject({ error: { code: "service_unavailable", retryAfter: 5 } });
  });
});
