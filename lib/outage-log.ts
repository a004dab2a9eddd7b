/**
 * The log of a database outage: one line per cause, then one line per cause every few seconds
 * with how many requests it failed meanwhile, never a stack. An outage fails every request at
 * once (701 error lines with a stack each in a 6 s outage, before), and what the operator needs
 * is when it began, why, and how much it cost.
 *
 * Kept on globalThis, like the logger: the server and Next.js's bundle (a second copy of lib/)
 * count one outage together.
 */
import { logger } from "@/lib/log";

/** One line per cause at most this often. */
export const OUTAGE_LOG_WINDOW_MS = 5_000;

interface Tally {
  cause: string;
  code?: string;
  /** When its last line was written. */
  since: number;
  /** Failures since that line. */
  unlogged: number;
  timer?: ReturnType<typeof setTimeout>;
}

const TALLIES = Symbol.for("manager-data-api.outage-tallies");
const globalForOutages = globalThis as unknown as { [TALLIES]?: Map<string, Tally> };
const tallies = () => (globalForOutages[TALLIES] ??= new Map());

/**
 * The root of an error's cause chain as a line can say it: the innermost code (a socket's
 * `ECONNREFUSED`, a SQLSTATE, Prisma's `P1001`) and message.
 */
export function outageCause(error: unknown): { cause: string; code?: string } {
  let cause = error instanceof Error ? error.message : String(error);
  let code: string | undefined;
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const { message, code: own } = e as { message?: unknown; code?: unknown };
    if (typeof message === "string" && message) cause = message;
    if (typeof own === "string" && own) code = own;
    e = (e as { cause?: unknown }).cause;
  }
  return code ? { cause, code } : { cause };
}

function write(tally: Tally, count: number, fields: Record<string, unknown>) {
  const { cause, code } = tally;
  // `errorCode`: a field named `code` is redacted from every line (an authorization code's name).
  logger().error({ ...fields, cause, ...(code ? { errorCode: code } : {}), count }, "database unavailable");
}

function summarise(key: string) {
  const tally = tallies().get(key);
  if (!tally) return;
  tally.timer = undefined;
  if (tally.unlogged === 0) {
    tallies().delete(key);
    return;
  }
  write(tally, tally.unlogged, { windowSeconds: OUTAGE_LOG_WINDOW_MS / 1000 });
  tally.unlogged = 0;
  tally.since = Date.now();
  tally.timer = setTimeout(() => summarise(key), OUTAGE_LOG_WINDOW_MS);
  tally.timer.unref?.();
}

/**
 * Notes one request failed by the database being away (`error` as it reached the handler). The
 * first of a cause is logged at once with the request's fields; the rest are counted and told
 * in one line when the window ends.
 */
export function logOutage(error: unknown, fields: { requestId?: string; route?: string } = {}): void {
  const { cause, code } = outageCause(error);
  // A connection's address and port vary by attempt; the code says what happened.
  const key = code ?? cause;
  const known = tallies().get(key);
  if (known) {
    known.unlogged++;
    return;
  }
  const tally: Tally = { cause, code, since: Date.now(), unlogged: 0 };
  tallies().set(key, tally);
  write(tally, 1, fields);
  tally.timer = setTimeout(() => summarise(key), OUTAGE_LOG_WINDOW_MS);
  tally.timer.unref?.();
}

/** Writes what is counted and not yet told (at shutdown, and in tests). */
export function flushOutageLog(): void {
  for (const [key, tally] of tallies()) {
    if (tally.timer) clearTimeout(tally.timer);
    if (tally.unlogged > 0) write(tally, tally.unlogged, { windowSeconds: Math.ceil((Date.now() - tally.since) / 1000) });
    tallies().delete(key);
  }
}
