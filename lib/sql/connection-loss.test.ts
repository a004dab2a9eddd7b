/**
 * Which failures are the connection's (a cut, sent again when it only reads; no connection, not
 * sent again; either answered 503) and which are the statement's own or not the database's
 * (thrown as they are): the errors as `pg`, lib/sql and Prisma's adapter raise them.
 */
import { describe, expect, it } from "vitest";
import { couldNotConnect, DatabaseUnavailable, isConnectionLoss, wasCut } from "@/lib/sql/connection-loss";
import { onlyReads } from "@/lib/sql/statement";
import { AppError } from "@/lib/errors";

const pgError = (code: string, message = "error", severity = "ERROR") => Object.assign(new Error(message), { code, severity });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect", errno: -111 });
/** Prisma's wrapping of a driver error, as seen from `@prisma/adapter-pg` 6.19. */
const prismaWrapped = (cause: object, code = "P2010") =>
  Object.assign(new Error("Raw query failed."), {
    name: "PrismaClientKnownRequestError",
    code,
    meta: { driverAdapterError: { name: "DriverAdapterError", cause } },
  });
const prismaError = (code: string | undefined, message: string) =>
  Object.assign(new Error(message), { name: code ? "PrismaClientKnownRequestError" : "PrismaClientUnknownRequestError", code });

describe("a connection the server ended under a statement: a read is sent again", () => {
  it.each([
    [
      "the server terminated the backend (pg_terminate_backend)",
      pgError("57P01", "terminating connection due to administrator command", "FATAL"),
    ],
    ["the server crashed", pgError("57P02", "terminating connection because of crash of another server process", "FATAL")],
    ["a connection failure (08006)", pgError("08006")],
    ["reset", socketError("ECONNRESET")],
    ["pg: ended under a statement", new Error("Connection terminated unexpectedly")],
    ["pg: a broken client asked again", new Error("Client has encountered a connection error and is not queryable")],
  ])("%s", (_, error) => {
    expect(wasCut(error)).toBe(true);
    expect(couldNotConnect(error)).toBe(false);
  });
});

describe("no connection could be had: nothing was sent, nothing is sent again", () => {
  it.each([
    ["refused", socketError("ECONNREFUSED")],
    ["no route", socketError("EHOSTUNREACH")],
    ["the server is starting up or shutting down", pgError("57P03", "the database system is starting up", "FATAL")],
    ["too many connections", pgError("53300", "sorry, too many clients already", "FATAL")],
    ["the server refused the connection (08004)", pgError("08004")],
    ["the pool's wait ran out (every connection busy, or none could be made)", new Error("timeout exceeded when trying to connect")],
  ])("%s", (_, error) => {
    expect(couldNotConnect(error)).toBe(true);
    expect(wasCut(error)).toBe(false);
  });
});

describe("the statement's own failure", () => {
  it.each([
    [
      "a protocol violation (08P01: a statement given the wrong number of values)",
      pgError("08P01", "bind message supplies 1 parameters, but prepared statement requires 2"),
    ],
    ["a unique violation", pgError("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", pgError("42601", "syntax error at or near")],
    ["a statement timeout", pgError("57014", "canceling statement due to statement timeout")],
    ["a serialization failure", pgError("40001")],
  ])("%s", (_, error) => {
    expect(wasCut(error)).toBe(false);
    expect(couldNotConnect(error)).toBe(false);
    expect(isConnectionLoss(error)).toBe(false);
  });
});

describe("the database unavailable, as a handler sees it (503)", () => {
  it.each([
    ["what lib/sql gave up on", new DatabaseUnavailable(pgError("57P01"))],
    [
      "as the cause of another error",
      Object.assign(new Error("step failed"), { cause: new DatabaseUnavailable(socketError("ECONNREFUSED")) }),
    ],
    ["Prisma: a raw query whose backend was terminated", prismaWrapped({ kind: "postgres", code: "57P01", severity: "FATAL" })],
    ["Prisma: cannot reach the server", prismaWrapped({ kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5439 })],
    ["Prisma: the connection closed", prismaWrapped({ kind: "ConnectionClosed" })],
    ["Prisma: P1001", prismaError("P1001", "Can't reach database server")],
    ["Prisma: P1017", prismaError("P1017", "Server has closed the connection.")],
    ["Prisma: the pool timed out (P2024)", prismaError("P2024", "Timed out fetching a new connection from the connection pool.")],
    [
      "Prisma quoting pg's message",
      prismaError(undefined, "Invalid `prisma.manager.findUnique()` invocation:\n\nConnection terminated unexpectedly"),
    ],
  ])("%s", (_, error) => {
    expect(isConnectionLoss(error)).toBe(true);
  });
});

describe("not the database", () => {
  it.each([
    ["a Redis connection reset", socketError("ECONNRESET")],
    ["a client that hung up while sending its body", Object.assign(new Error("aborted"), { code: "ECONNRESET" })],
    ["pg's raw error, not through lib/sql", pgError("57P01")],
    ["Prisma: a unique violation", prismaWrapped({ kind: "UniqueConstraintViolation" }, "P2002")],
    ["Prisma: record not found", prismaError("P2025", "No record was found")],
    ["an error of ours", new AppError("not_found", "Team was not found.")],
    ["a plain bug quoting a connection message", new TypeError("Connection terminated unexpectedly")],
    ["not an error at all", "Connection terminated"],
    ["nothing", undefined],
  ])("%s", (_, error) => {
    expect(isConnectionLoss(error)).toBe(false);
  });
});

describe("which statements are sent again", () => {
  it.each([
    ['select "id" from "Team" where "id" = $1', true],
    ["  WITH t AS (SELECT 1) SELECT * FROM t", true],
    ['select "updatedAt", "deletedCount" from "Application"', true],
    ['insert into "QuotaCounter" (key) values ($1)', false],
    ['WITH spent AS (UPDATE "RefreshToken" SET "spentAt" = $1 RETURNING id) SELECT count(*) FROM spent', false],
    ['DELETE FROM "QuotaCounter" WHERE "resetAt" < $1', false],
    ["SELECT pg_try_advisory_lock($1) AS locked", false],
    ["SELECT nextval('seq')", false],
    ['SELECT * FROM "Team" FOR UPDATE', false],
  ])("%s → %s", (text, resent) => {
    expect(onlyReads(text)).toBe(resent);
  });
});
