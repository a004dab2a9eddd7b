import { MAX_USERNAME } from "@/lib/auth/sign-in-schema";
import type { Db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { verifyPassword } from "@/lib/auth/password";

/**
 * Password sign-in for the portal and the OAuth page, slowed down per account and per address.
 *
 * Throttling, kept simple: the failures of the last 15 minutes are counted, successes
 * included in nothing. At 5 failures for one username, or 20 from one address, every further
 * attempt is refused (even with the right password) until enough of those failures are older
 * than 15 minutes. A success resets neither counter; it only stops adding to them.
 * Refused attempts are not recorded: they test no password, and counting them would let
 * anyone keep an account locked for ever by retrying.
 */
export const SIGN_IN_THROTTLE = { windowMs: 15 * 60 * 1000, perUsername: 5, perAddress: 20 } as const;

const MAX_ADDRESS = 100;

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

async function retryAfter(
  db: Db,
  key: { username: string } | { address: string },
  limit: number,
  excludeId: string,
  now: Date,
): Promise<Date | null> {
  const failures = await db.signInAttempt.findMany({
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
  if (failures.length < limit) return null;
  // Attempts resume when the limit-th newest failure leaves the window.
  return new Date(failures[limit - 1].createdAt.getTime() + SIGN_IN_THROTTLE.windowMs);
}

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
  db: Db,
  credentials: { username: string; password: string; address: string },
  now: Date = new Date(),
): Promise<SignedInManager | null> {
  const username = credentials.username.slice(0, MAX_USERNAME);
  const address = credentials.address.slice(0, MAX_ADDRESS) || "unknown";

  // The attempt is written first, as a failure until the password checks out: concurrent
  // guesses then see each other, so a burst cannot slip past the limit together.
  const attempt = await db.signInAttempt.create({
    data: { username, address, succeeded: false, createdAt: now },
    select: { id: true },
  });
  const [byUsername, byAddress] = await Promise.all([
    retryAfter(db, { username }, SIGN_IN_THROTTLE.perUsername, attempt.id, now),
    retryAfter(db, { address }, SIGN_IN_THROTTLE.perAddress, attempt.id, now),
  ]);
  const blockedUntil = [byUsername, byAddress].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
  if (blockedUntil) {
    await db.signInAttempt.delete({ where: { id: attempt.id } });
    throw tooManyAttempts(blockedUntil, now);
  }

  const manager = await db.manager.findUnique({
    where: { username },
    select: { id: true, username: true, role: true, passwordHash: true },
  });
  const hasPassword = manager !== null && manager.passwordHash.startsWith("scrypt$");
  const matches = await verifyPassword(credentials.password, hasPassword ? manager.passwordHash : DUMMY_HASH);
  if (!hasPassword || !matches) return null;

  await db.signInAttempt.update({ where: { id: attempt.id }, data: { succeeded: true } });
  return { id: manager.id, username: manager.username, role: manager.role };
}
