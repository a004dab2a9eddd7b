import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The service's structured log: one JSON line per request and per unexpected error, on
 * standard output through an asynchronous destination, so writing a line never holds up a
 * request. Its level is the configuration's (LOG_LEVEL), set by the composition root
 * (`setLogLevel`); lines before that are at `info`.
 *
 * No credential may reach a line. Callers log ids, never values; as a second guard every
 * field that could carry one is redacted, and any credential-shaped text (the platform's
 * `gm…_` prefixes, see lib/auth/credentials.ts) is replaced before the line is written.
 */

/**
 * Every credential prefix of the platform starts `gm` and a few letters; client ids (`gmc_`) are
 * not secret. Webhook signing secrets are `whsec_` and base64.
 */
const CREDENTIAL_SHAPE = /\bgm(?:pat|at|rt|cs|ac)_[A-Za-z0-9_-]{8,}|\bwhsec_[A-Za-z0-9+/=]{8,}/g;
const REDACTED = "[redacted]";

export function scrubCredentials(line: string): string {
  return line.replace(CREDENTIAL_SHAPE, REDACTED);
}

const REDACT_PATHS = [
  "authorization",
  "cookie",
  "password",
  "token",
  "code",
  "client_secret",
  "secret",
  "*.authorization",
  "*.cookie",
  "*.password",
  "*.token",
  "*.code",
  "*.client_secret",
  "*.secret",
  "headers",
  "*.headers",
];

/** A logger on `destination` (tests pass a stream they read). */
export function createLogger(destination: DestinationStream, level: string): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      hooks: { streamWrite: scrubCredentials },
    },
    destination,
  );
}

// One logger per process, on globalThis: the server loads this module once and Next.js's
// bundle once more.
const LOGGER = Symbol.for("manager-data-api.logger");
const globalForLog = globalThis as unknown as { [LOGGER]?: Logger };

/** Lines are written in batches of about this many bytes, and at least once a second. */
const BATCH_BYTES = 8192;
const BATCH_MS = 1000;

/**
 * The process's logger: standard output, asynchronous and batched. A write per line cost a
 * busy server more than anything else the line does; lines now wait until a batch fills or a
 * second passes (and are written out at shutdown, `flushLog`).
 */
export function logger(): Logger {
  if (!globalForLog[LOGGER]) {
    const destination = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
    // Only when something waits (`_len`: the bytes sonic-boom holds), and never after shutdown.
    const held = destination as unknown as { _len?: number; destroyed?: boolean };
    setInterval(() => {
      if (held._len && !held.destroyed) destination.flush();
    }, BATCH_MS).unref();
    globalForLog[LOGGER] = createLogger(destination, "info");
  }
  return globalForLog[LOGGER];
}

/** Sets the process's log level (the composition root does, from the configuration it was given). */
export function setLogLevel(level: string): void {
  logger().level = level;
}

/** The fields of one answered API call's line (lib/api/telemetry.ts). */
export interface RequestLine {
  requestId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  clientId?: string;
  managerId?: string;
}

/**
 * Writes the line of one answered API call, as pino would at `info`. Its fields are ids, a
 * route template, a status and a latency, never a value a client sent, so it skips pino's
 * redaction pass (the dearest part of a line, on every call); the credential scrub still runs.
 */
export function logRequest(fields: RequestLine) {
  const log = logger();
  if (!log.isLevelEnabled("info")) return;
  const stream = (log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  stream.write(
    scrubCredentials(`{"level":"info","time":"${new Date().toISOString()}","msg":"request",${JSON.stringify(fields).slice(1)}\n`),
  );
}

/** Replaces the process's logger (tests capture lines; returns the one it replaced). */
export function useLogger(next: Logger | undefined): Logger | undefined {
  const previous = globalForLog[LOGGER];
  globalForLog[LOGGER] = next;
  return previous;
}

/** Writes out what the asynchronous destination still holds (at shutdown). */
export function flushLog(): Promise<void> {
  const current = globalForLog[LOGGER];
  if (!current) return Promise.resolve();
  return new Promise((resolve) => current.flush(() => resolve()));
}
