/**
 * Failures of the database connection rather than of a statement, in two kinds:
 *
 * - **cut:** the server ended a connection under a statement (a restart, `pg_terminate_backend`, a
 *   failover, a reset). The statement may have run: a read is sent again on a fresh connection
 *   (lib/sql/run.ts), a write is not.
 * - **no connection:** none could be had (refused, unreachable, too many clients, the pool's wait
 *   ran out). Nothing was sent, and sending again at once would only wait twice.
 *
 * What lib/sql could not get past reaches callers as `DatabaseUnavailable`; Prisma's own errors
 * are recognised by their codes. Either answers 503 with `Retry-After`, never 500 (lib/api/app.ts).
 * Socket errors from anything else (Redis, a client that hung up) are not the database's.
 */

/** The database could not be reached, or dropped the connection: the request may be tried again later. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The database connection failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnavailable";
  }
}

/** `pg`'s error for a connection the server ended under a statement. */
export function wasCut(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (CUT_STATES.test(code) || CUT_SOCKET_CODES.has(code))) return true;
  return typeof message === "string" && CUT_MESSAGES.test(message);
}

/** `pg`'s error for a connection that could not be had. */
export function couldNotConnect(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (CONNECT_STATES.has(code) || CONNECT_SOCKET_CODES.has(code))) return true;
  return typeof message === "string" && CONNECT_MESSAGES.test(message);
}

/**
 * Whether an error, as it reaches a handler, means the database was unavailable: lib/sql's
 * `DatabaseUnavailable`, or Prisma's error for a lost or refused connection (also as the cause
 * of another error).
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if (e instanceof DatabaseUnavailable) return true;
    const { code, message, meta, name } = e as { code?: unknown; message?: unknown; meta?: unknown; name?: unknown };
    const prisma = typeof name === "string" && name.startsWith("PrismaClient");
    if (prisma && typeof code === "string" && PRISMA_CODES.has(code)) return true;
    // Prisma quoting the driver's message, when its adapter passed the error on unconverted.
    if (prisma && typeof message === "string" && (CUT_MESSAGES.test(message) || CONNECT_MESSAGES.test(message))) return true;
    const adapter = (meta as { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown } } } | undefined)?.driverAdapterError;
    if (adapter?.cause) {
      const { kind, code: state } = adapter.cause;
      if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
      if (kind === "postgres" && (wasCut({ code: state }) || couldNotConnect({ code: state }))) return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATE class 08 (connection exception) but 08P01 (a protocol violation: our bug) and the two
 * that refuse a new connection; 57P01 and 57P02 (the server shut down or crashed under it).
 */
const CUT_STATES = /^(08(000|003|006|007)|57P0[12])$/;
const CUT_SOCKET_CODES = new Set(["ECONNRESET", "EPIPE"]);
/** `pg`'s own errors for a connection that ended; they carry no code. */
const CUT_MESSAGES = /Connection terminated unexpectedly|Client has encountered a connection error and is not queryable/;

/** Refused at connection: the server starting or stopping, too many clients, refused by the server. */
const CONNECT_STATES = new Set(["57P03", "53300", "08001", "08004"]);
const CONNECT_SOCKET_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ETIMEDOUT"]);
/** The pool's wait for a connection ran out, or the connection attempt timed out. */
const CONNECT_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated due to connection timeout|Can't reach database server/;

/** Prisma's: cannot reach the server, timed out connecting, the operation or the pool timed out, the server closed the connection. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Prisma's driver adapter's names for a lost or refused connection. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
