/**
 * Which failures are a lost connection (sent again, or answered 503) and which are the
 * statement's own (thrown as they are): the errors as `pg` and Prisma's adapter raise them.
 */
import { describe, expect, it } from "vitest";
import { isConnectionLoss } from "@/lib/sql/connection-loss";
import { onlyReads } from "@/lib/sql/statement";
import { AppError } from "@/lib/errors";

const pgError = (code: string, message = "error", severity = "ERROR") => Object.assign(new Error(message), { code, severity });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect", errno: -111 });
/** Prisma's wrapping of a driver error, as seen from `@prisma/adapter-pg` 6.19. */
const prismaWrapped = (cause: object, code = "P2010") =>
  Object.assign(new Error("Raw query failed."), { code, meta: { driverAdapterError: { name: "DriverAdapterError", cause } } });

describe("a lost connection", () => {
  it.each([
    [
      "the server terminated the backend (pg_terminate_backend)",
      pgError("57P01", "terminating connection due to administrator command", "FATAL"),
    ],
    ["the server crashed", pgError("57P02", "terminating connection because of crash of another server process", "FATAL")],
    ["the server is starting up or shutting down", pgError("57P03", "the database system is starting up", "FATAL")],
    ["too many connections", pgError("53300", "sorry, too many clients already", "FATAL")],
    ["a connection exception (class 08)", pgError("08006")],
    ["refused", socketError("ECONNREFUSED")],
    ["reset", socketError("ECONNRESET")],
    ["no route", socketError("EHOSTUNREACH")],
    ["pg: ended under a statement", new Error("Connection terminated unexpectedly")],
    ["pg: a broken client asked again", new Error("Client has encountered a connection error and is not queryable")],
    ["pg: the pool could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["Prisma: a raw query whose backend was terminated", prismaWrapped({ kind: "postgres", code: "57P01", severity: "FATAL" })],
    ["Prisma: cannot reach the server", prismaWrapped({ kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5439 })],
    ["Prisma: the connection closed", prismaWrapped({ kind: "ConnectionClosed" })],
    ["Prisma: P1001", Object.assign(new Error("Can't reach database server"), { code: "P1001" })],
    ["Prisma: P1017", Object.assign(new Error("Server has closed the connection."), { code: "P1017" })],
    ["Prisma quoting pg's message", new Error("Invalid `prisma.manager.findUnique()` invocation:\n\nConnection terminated unexpectedly")],
    ["as the cause of another error", Object.assign(new Error("step failed"), { cause: pgError("57P01") })],
  ])("%s", (_, error) => {
    expect(isConnectionLoss(error)).toBe(true);
  });
});

describe("not a lost connection", () => {
  it.each([
    ["a unique violation", pgError("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", pgError("42601", "syntax error at or near")],
    ["a statement timeout", pgError("57014", "canceling statement due to statement timeout")],
    ["a serialization failure", pgError("40001")],
    ["Prisma: a unique violation", prismaWrapped({ kind: "UniqueConstraintViolation" }, "P2002")],
    ["Prisma: record not found", Object.assign(new Error("No record was found"), { code: "P2025" })],
    ["an error of ours", new AppError("not_found", "Team was not found.")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
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
