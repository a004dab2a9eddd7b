import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { authenticateManager, SIGN_IN_THROTTLE, throttleDelayMs } from "@/lib/auth/sign-in";
import { AppError } from "@/lib/errors";

let database: TestDatabase;
const PASSWORD = "letmein-demo";
const MINUTE = 60_000;
// Each test starts a day apart, so their failures never share a window.
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12));
const plus = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

beforeAll(async () => {
  database = await createTestDatabase("world");
});
afterAll(() => database.drop());

/** Failures written directly (as earlier attempts would have), so that tests spend no scrypt time on them. */
async function recordFailures(
  username: (i: number) => string,
  address: (i: number) => string,
  count: number,
  start: Date,
  everyMinutes: number,
) {
  await database.prisma.signInAttempt.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      username: username(i),
      address: address(i),
      succeeded: false,
      createdAt: plus(start, i * everyMinutes),
    })),
  });
}

/** The delays the throttle asked for, recorded instead of waited. */
const delays: number[] = [];
const signIn = (username: string, password: string, address: string, now: Date) =>
  authenticateManager(database, { username, password, address }, now, { sleep: async (ms) => void delays.push(ms) });

// scrypt (N=2^17) takes seconds on a loaded machine: give these tests room.
describe("signing in", { timeout: 90_000 }, () => {
  it("returns the manager for the right password and records a successful attempt", async () => {
    const now = day(1);
    const manager = await signIn("demo", PASSWORD, "198.51.100.1", now);
    expect(manager).toEqual({ id: expect.any(String), username: "demo", role: "Manager" });
    expect(await signIn("staff", PASSWORD, "198.51.100.1", now)).toMatchObject({ username: "staff", role: "Staff" });
    const attempts = await database.prisma.signInAttempt.findMany({ where: { address: "198.51.100.1" } });
    expect(attempts.map((a) => [a.username, a.succeeded, a.createdAt])).toEqual(
      expect.arrayContaining([
        ["demo", true, now],
        ["staff", true, now],
      ]),
    );
  });

  it("answers null alike for a wrong password and an unknown username, recording both", async () => {
    const now = day(2);
    expect(await signIn("demo", "wrong", "198.51.100.2", now)).toBeNull();
    expect(await signIn("nobody-here", PASSWORD, "198.51.100.2", now)).toBeNull();
    expect(await signIn("Demo", PASSWORD, "198.51.100.2", now)).toBeNull();
    const attempts = await database.prisma.signInAttempt.findMany({ where: { address: "198.51.100.2" } });
    expect(attempts.map((a) => a.succeeded)).toEqual([false, false, false]);
  });

  it("spends the scrypt time on an unknown username too", async () => {
    const now = day(3);
    const time = async (username: string) => {
      const start = performance.now();
      await signIn(username, "wrong", "198.51.100.3", now);
      return performance.now() - start;
    };
    await time("demo"); // warm-up
    const known = await time("rookie");
    const unknown = await time("no-such-manager");
    // Loose: the point is that the unknown name does run scrypt (a skipped one takes ~1 ms).
    expect(unknown).toBeGreaterThan(known * 0.3);
  });
});

describe("throttling (5 per username and address, 20 per address, 50 per username, 15 minutes)", { timeout: 90_000 }, () => {
  it("refuses an address after 5 failures for one username, even with the right password, until the window passes", async () => {
    const t = day(4);
    const address = "203.0.113.4";
    await recordFailures(
      () => "rookie",
      () => address,
      SIGN_IN_THROTTLE.perUsernameAndAddress - 1,
      t,
      1,
    );
    // The fifth through the real path.
    expect(await signIn("rookie", "guess-4", address, plus(t, 4))).toBeNull();
    const refused = signIn("rookie", PASSWORD, address, plus(t, 5));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: "too_many_attempts",
      message: "Too many failed sign-ins. Try again in 10 minutes.",
      headers: { "Retry-After": "600" },
    });
    await expect(signIn("rookie", PASSWORD, address, plus(t, 14.5))).rejects.toMatchObject({
      message: "Too many failed sign-ins. Try again in 1 minute.",
    });
    // Refused attempts are not recorded, so they do not prolong the lockout.
    expect(await database.prisma.signInAttempt.count({ where: { username: "rookie", createdAt: { gte: t } } })).toBe(5);
    // Meanwhile the manager signs in from anywhere else, and other usernames from this address.
    expect(await signIn("rookie", PASSWORD, "192.0.2.50", plus(t, 6))).toMatchObject({ username: "rookie" });
    expect(await signIn("demo", PASSWORD, address, plus(t, 6))).toMatchObject({ username: "demo" });
    // At t+15 the first failure leaves the window: four remain, below the limit.
    expect(await signIn("rookie", PASSWORD, address, plus(t, 15))).toMatchObject({ username: "rookie" });
  });

  it("five wrong passwords from five addresses lock nobody out (staff included)", async () => {
    const t = day(5);
    for (const username of ["demo", "staff"]) {
      for (let i = 0; i < 5; i++) expect(await signIn(username, `wrong-${i}`, `198.51.100.${10 + i}`, plus(t, i * 0.1))).toBeNull();
      expect(await signIn(username, PASSWORD, "192.0.2.60", plus(t, 1))).toMatchObject({ username });
    }
  });

  it("a success does not reset the count of one address's failures", async () => {
    const t = day(8);
    await recordFailures(
      () => "demo",
      () => "192.0.2.61",
      4,
      t,
      1,
    );
    expect(await signIn("demo", PASSWORD, "192.0.2.61", plus(t, 4))).not.toBeNull();
    await recordFailures(
      () => "demo",
      () => "192.0.2.61",
      1,
      plus(t, 5),
      1,
    );
    await expect(signIn("demo", PASSWORD, "192.0.2.61", plus(t, 6))).rejects.toMatchObject({ code: "too_many_attempts" });
    expect(await signIn("demo", PASSWORD, "192.0.2.61", plus(t, 15.01))).not.toBeNull();
  });

  it("refuses an address after 20 failures for any usernames, whatever the account, until the window passes", async () => {
    const t = day(6);
    const address = "203.0.113.77";
    await recordFailures(
      (i) => `spray-${i}`,
      () => address,
      SIGN_IN_THROTTLE.perAddress,
      t,
      0.5,
    );
    await expect(signIn("demo", PASSWORD, address, plus(t, 10))).rejects.toMatchObject({
      code: "too_many_attempts",
      message: "Too many failed sign-ins. Try again in 5 minutes.",
    });
    expect(await signIn("demo", PASSWORD, "203.0.113.78", plus(t, 10))).not.toBeNull();
    // The first failure (at t) leaves the window at t+15.
    expect(await signIn("demo", PASSWORD, address, plus(t, 15))).not.toBeNull();
    // The success does not reset the address: 19 failures are still in the window, one more locks it.
    expect(await signIn("nobody", "x", address, plus(t, 15.1))).toBeNull();
    await expect(signIn("demo", PASSWORD, address, plus(t, 15.2))).rejects.toMatchObject({ code: "too_many_attempts" });
  });

  it("past 50 failures of one username, each address that failed for it is refused, and a clean one is not", async () => {
    const t = day(9);
    // 50 failures from 50 addresses: a distributed guess.
    await recordFailures(
      () => "rookie",
      (i) => `100.64.0.${i}`,
      SIGN_IN_THROTTLE.perUsername,
      t,
      0.1,
    );
    await expect(signIn("rookie", "guess", "100.64.0.7", plus(t, 6))).rejects.toMatchObject({ code: "too_many_attempts" });
    // A new address gets its one try, and the manager's own clean address always gets in.
    expect(await signIn("rookie", "guess", "100.64.1.1", plus(t, 6))).toBeNull();
    await expect(signIn("rookie", "guess", "100.64.1.1", plus(t, 6.1))).rejects.toMatchObject({ code: "too_many_attempts" });
    expect(await signIn("rookie", PASSWORD, "192.0.2.70", plus(t, 6.2))).toMatchObject({ username: "rookie" });
  });

  it("makes attempts on a username under attack wait longer and longer, up to a cap", async () => {
    expect(throttleDelayMs(0)).toBe(0);
    expect(throttleDelayMs(SIGN_IN_THROTTLE.delayAfter)).toBe(0);
    expect(throttleDelayMs(SIGN_IN_THROTTLE.delayAfter + 1)).toBe(SIGN_IN_THROTTLE.delayStepMs);
    expect(throttleDelayMs(SIGN_IN_THROTTLE.delayAfter + 5)).toBe(5 * SIGN_IN_THROTTLE.delayStepMs);
    expect(throttleDelayMs(10_000)).toBe(SIGN_IN_THROTTLE.maxDelayMs);

    const t = day(10);
    await recordFailures(
      () => "staff",
      (i) => `100.65.0.${i}`,
      SIGN_IN_THROTTLE.delayAfter + 3,
      t,
      0.1,
    );
    delays.length = 0;
    expect(await signIn("staff", PASSWORD, "192.0.2.80", plus(t, 2))).toMatchObject({ username: "staff" });
    expect(delays).toEqual([3 * SIGN_IN_THROTTLE.delayStepMs]);
  });

  it("cannot be outrun by a burst of concurrent guesses from one address", async () => {
    const t = day(7);
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => signIn("burst-target", `guess-${i}`, "198.18.0.1", t)));
    const checked = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_THROTTLE.perUsernameAndAddress);
    expect(refused.every((r) => r.reason instanceof AppError && r.reason.code === "too_many_attempts")).toBe(true);
    expect(await database.prisma.signInAttempt.count({ where: { username: "burst-target" } })).toBe(checked.length);
  });
});
