import { MAX_USERNAME } from "@/lib/auth/sign-in-schema";
import type { Database } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { verifyPassword } from "@/lib/auth/password";

/**
 * Password sign-in for the portal and the OAuth page, with brute force bounded in a way that
 * does not let a stranger lock a manager out.
 *
 * Failures of the last 15 minutes are counted three ways, and an attempt is refused (even
 * with the right password, so that refusals test nothing) when:
 * - this address has failed 5 times for this username;
 * - this address has failed 20 times, for any usernames (one address spraying many accounts);
 * - the username has failed 50 times from anywhere and this address is one of those that
 *   failed for it (a distributed guess: each further address gets one try, not five).
 * An address that has not failed is never refused a correct password: five wrong passwords
 * from elsewhere lock nobody out. While a username collects failures, every attempt on it
 * waits a little longer before the password is checked (a growing delay, capped), which
 * slows a guesser down without refusing anyone.
 * A success resets nothing; it only stops adding failures. Refused attempts are not recorded:
 * they test no password, and counting them would let anyone prolong a lockout by retrying.
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perUsernameAndAddress: 5,
  perAddress: 20,
  perUsername: 50,
  /** Failures of a username before its attempts start to wait. */
  delayAfter: 10,
  delayStepMs: 200,
  maxDelayMs: 3000,
} as const;

/** How long an attempt on a username waits before its password is checked, given its recent failures. */
export function throttleDelayMs(usernameFailures: number): number {
  const over = usernameFailures - SIGN_IN_THROTTLE.delayAfter;
  return over > 0 ? Math.min(SIGN_IN_THROTTLE.maxDelayMs, over * SIGN_IN_THROTTLE.delayStepMs) : 0;
}

const MAX_ADDRESS = 100;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export { SignInInputSchema, type SignInInput } from "@/lib/auth/sign-in-schema";

export interface SignedInManager {
  id: string;
  username: string;
  role: Role;
}

// A hash of a random, forgotten password with the same scrypt cost as real ones: an unknown
// username (or an account without a password) costs the same time as a wrong password, so
// the answer time does not tell which usernames exist.
const DUMMY_HASH = "scrypt$131072$8$1$HksHMLBQPXV2MZ1BV1ZlDA$qCJvME7urhg18p2nFt5y5GPJzoivAoTFwv0g7MwHKmU";

/** The newest failures (at most `limit`) matching `key` in the window, this attempt excluded. */
async function recentFailures(
  db: Database,
  key: { username?: string; address?: string },
  limit: number,
  excludeId: string,
  now: Date,
): Promise<Date[]> {
  const failures = await db.prisma.signInAttempt.findMany({
    where: {
      ...key,
      succeeded: false,
      id: { not: excludeId },
      createdAt: { gt: new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs), lte: now },
    },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { createdAt: true },
  });
  return failures.map((f) => f.createdAt);
}

/** When attempts resume: the moment the limit-th newest failure leaves the window. */
const freedAt = (failures: Date[], limit: number) => new Date(failures[limit - 1].getTime() + SIGN_IN_THROTTLE.windowMs);

function tooManyAttempts(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError("too_many_attempts", `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    headers: { "Retry-After": String(seconds) },
  });
}

/**
 * The manager whose username and password these are, or null: a wrong username and a wrong
 * password look the same. Throws `too_many_attempts` while throttled.
 */
export async function authenticateManager(
  db: Database,
  credentials: { username: string; password: string; address: string },
  now: Date = new Date(),
  options: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<SignedInManager | null> {
  const username = credentials.username.slice(0, MAX_USERNAME);
  const address = credentials.address.slice(0, MAX_ADDRESS) || "unknown";

  // The attempt is written first, as a failure until the password checks out: concurrent
  // guesses then see each other, so a burst cannot slip past the limit together.
  const attempt = await db.prisma.signInAttempt.create({
    data: { username, address, succeeded: false, createdAt: now },
    select: { id: true },
  });
  const { perUsernameAndAddress, perAddress, perUsername } = SIGN_IN_THROTTLE;
  const [pair, fromAddress, forUsername] = await Promise.all([
    recentFailures(db, { username, address }, perUsernameAndAddress, attempt.id, now),
    recentFailures(db, { address }, perAddress, attempt.id, now),
    recentFailures(db, { username }, perUsername, attempt.id, now),
  ]);
  const blocks = [
    pair.length >= perUsernameAndAddress ? freedAt(pair, perUsernameAndAddress) : null,
    fromAddress.length >= perAddress ? freedAt(fromAddress, perAddress) : null,
    forUsername.length >= perUsername && pair.length > 0 ? freedAt(forUsername, perUsername) : null,
  ];
  const blockedUntil = blocks.filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
  if (blockedUntil) {
    await db.prisma.signInAttempt.delete({ where: { id: attempt.id } });
    throw tooManyAttempts(blockedUntil, now);
  }
  const delay = throttleDelayMs(forUsername.length);
  if (delay > 0) await (options.sleep ?? sleep)(delay);

  const manager = await db.prisma.manager.findUnique({
    where: { username },
    select: { id: true, username: true, role: true, passwordHash: true },
  });
  const hasPassword = manager !== null && manager.passwordHash.startsWith("scrypt$");
  const matches = await verifyPassword(credentials.password, hasPassword ? manager.passwordHash : DUMMY_HASH);
  if (!hasPassword || !matches) return null;

  await db.prisma.signInAttempt.update({ where: { id: attempt.id }, data: { succeeded: true } });
  return { id: manager.id, username: manager.username, role: manager.role };
}
