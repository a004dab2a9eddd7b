import pino, { type DestinationStream, type Logger } from "pino";
import { config } from "@/lib/config";

/**
 * The service's structured log: one JSON line per request and per unexpected error, on
 * standard output through an asynchronous destination, so writing a line never holds up a
 * request. Level from LOG_LEVEL.
 *
 * No credential may reach a line. Callers log ids, never values; as a second guard every
 * field that could carry one is redacted, and any credential-shaped text (the platform's
 * `gm…_` prefixes, see lib/auth/credentials.ts) is replaced before the line is written.
 */

/** Every credential prefix of the platform starts `gm` and a few letters; client ids (`gmc_`) are not secret. */
const CREDENTIAL_SHAPE = /\bgm(?:pat|at|rt|cs|ac)_[A-Za-z0-9_-]{8,}/g;
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

/** The process's logger: standard output, asynchronous. */
export function logger(): Logger {
  globalForLog[LOGGER] ??= createLogger(pino.destination({ dest: 1, sync: false, minLength: 0 }), config().logLevel);
  return globalForLog[LOGGER];
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
