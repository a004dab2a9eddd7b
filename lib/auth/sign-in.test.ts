import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/database";
import { authenticateManager, SIGN_IN_THROTTLE } from "@/lib/auth/sign-in";
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
  await database.db.signInAttempt.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      username: username(i),
      address: address(i),
      succeeded: false,
      createdAt: plus(start, i * everyMinutes),
    })),
  });
}

const signIn = (username: string, password: string, address: string, now: Date) =>
  authenticateManager(database.db, { username, password, address }, now);

// scrypt (N=2^17) takes seconds on a loaded machine: give these tests room.
describe("signing in", { timeout: 90_000 }, () => {
  it("returns the manager for the right password and records a successful attempt", async () => {
    const now = day(1);
    const manager = await signIn("demo", PASSWORD, "198.51.100.1", now);
    expect(manager).toEqual({ id: expect.any(String), username: "demo", role: "Manager" });
    expect(await signIn("staff", PASSWORD, "198.51.100.1", now)).toMatchObject({ username: "staff", role: "Staff" });
    const attempts = await database.db.signInAttempt.findMany({ where: { address: "198.51.100.1" } });
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
    const attempts = await database.db.signInAttempt.findMany({ where: { address: "198.51.100.2" } });
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

describe("throttling (5 per username, 20 per address, 15 minutes)", { timeout: 90_000 }, () => {
  it("refuses the username after 5 failures, even with the right password, until the window passes", async () => {
    const t = day(4);
    await recordFailures(() => "rookie", (i) => `203.0.113.${i}`, SIGN_IN_THROTTLE.perUsername - 1, t, 1);
    // The fifth through the real path, from yet another address.
    expect(await signIn("rookie", "guess-4", "203.0.113.4", plus(t, 4))).toBeNull();
    const refused = signIn("rookie", PASSWORD, "192.0.2.50", plus(t, 5));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: "too_many_attempts",
      message: "Too many failed sign-ins. Try again in 10 minutes.",
      headers: { "Retry-After": "600" },
    });
    await expect(signIn("rookie", PASSWORD, "192.0.2.51", plus(t, 14.5))).rejects.toMatchObject({
      message: "Too many failed sign-ins. Try again in 1 minute.",
    });
    // Refused attempts are not recorded, so they do not prolong the lockout.
    expect(await database.db.signInAttempt.count({ where: { username: "rookie", createdAt: { gte: t } } })).toBe(5);
    // At t+15 the first failure leaves the window: four remain, below the limit.
    expect(await signIn("rookie", PASSWORD, "192.0.2.52", plus(t, 15))).toMatchObject({ username: "rookie" });
    // Other accounts were never affected.
    expect(await signIn("demo", PASSWORD, "192.0.2.53", plus(t, 6))).toMatchObject({ username: "demo" });
  });

  it("a success does not reset the username's count of failures", async () => {
    const t = day(5);
    await recordFailures(() => "demo", () => "192.0.2.60", 4, t, 1);
    expect(await signIn("demo", PASSWORD, "192.0.2.60", plus(t, 4))).not.toBeNull();
    await recordFailures(() => "demo", () => "192.0.2.60", 1, plus(t, 5), 1);
    await expect(signIn("demo", PASSWORD, "192.0.2.60", plus(t, 6))).rejects.toMatchObject({ code: "too_many_attempts" });
    expect(await signIn("demo", PASSWORD, "192.0.2.60", plus(t, 15.01))).not.toBeNull();
  });

  it("refuses an address after 20 failures for any usernames, whatever the account, until the window passes", async () => {
    const t = day(6);
    const address = "203.0.113.77";
    await recordFailures((i) => `spray-${i}`, () => address, SIGN_IN_THROTTLE.perAddress, t, 0.5);
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

  it("cannot be outrun by a burst of concurrent guesses", async () => {
    const t = day(7);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => signIn("burst-target", `guess-${i}`, `198.18.0.${i}`, t)),
    );
    const checked = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_THROTTLE.perUsername);
    expect(refused.every((r) => r.reason instanceof AppError && r.reason.code === "too_many_attempts")).toBe(true);
    expect(await database.db.signInAttempt.count({ where: { username: "burst-target" } })).toBe(checked.length);
  });
});
