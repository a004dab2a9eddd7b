/**
 * Whether an error means the database connection failed rather than the statement: the server
 * ended it (a restart, `pg_terminate_backend`, a failover), refused or never answered a new one,
 * or had no connection to give. Such an error says nothing about the request: a read may be sent
 * again on a fresh connection (lib/sql/run.ts), and what still fails answers 503 with
 * `Retry-After`, never 500 (lib/api/app.ts).
 *
 * It reads errors as `pg` raises them and as Prisma's driver adapter wraps them.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, meta, kind } = e as { code?: unknown; message?: unknown; meta?: unknown; kind?: unknown };
    if (typeof code === "string" && (SQLSTATES.test(code) || SOCKET_CODES.has(code) || PRISMA_CODES.has(code))) return true;
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    const adapter = (meta as { driverAdapterError?: { cause?: unknown } } | undefined)?.driverAdapterError;
    e = adapter?.cause ?? (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATE class 08 (connection exception); 57P01–57P03 (the server is shutting down, crashed, or
 * cannot take connections yet); 53300 (too many connections).
 */
const SQLSTATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
/** Prisma's: cannot reach the server, timed out connecting, the operation or the pool timed out, the server closed the connection. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Prisma's driver adapter's names for a lost or refused connection. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/** `pg`'s own errors for a connection that ended or could not be had; they carry no code (Prisma quotes them). */
const MESSAGES =
  /Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect/;
