import { param, prepareSql, sql, timeParam, type Sql } from "@/lib/sql";
import { applicationIdOf } from "@/lib/quota/usage";
import type { Resource } from "@/lib/quota/windows";

/** How long calls stay in the request log. */
export const REQUEST_LOG_KEEP_DAYS = 3;
export const REQUEST_LOG_FLUSH_MS = 1_000;
/** A batch this big is written at once, without waiting for the timer. */
export const REQUEST_LOG_BATCH_ROWS = 500;
/** Beyond this many unwritten calls (the database is down or slow) new ones are dropped, not queued without end. */
const MAX_BUFFERED = 20_000;
const PRUNE_EVERY_MS = 3_600_000;
const MAX_PATH_LENGTH = 1_000;

/** One call as the request log keeps it. */
export interface ApiCallRecord {
  at: Date;
  clientKey: string;
  tokenId: string | null;
  method: string;
  path: string;
  endpoint: string | null;
  status: number;
  latencyMs: number;
  requestId: string;
  refusedBy: Resource | null;
}

/** Calls written as columns, one array each: one statement for a batch. */
const INSERT_CALLS = prepareSql<
  Record<
    "at" | "clientKey" | "applicationId" | "tokenId" | "method" | "path" | "endpoint" | "status" | "latencyMs" | "requestId" | "refusedBy",
    unknown[]
  >,
  never
>(
  "request_log_insert",
  sql`INSERT INTO "ApiCall" (at, "clientKey", "applicationId", "tokenId", method, path, endpoint, status, "latencyMs", "requestId", "refusedBy")
       SELECT * FROM unnest(${param("at")}::timestamptz[], ${param("clientKey")}::text[], ${param("applicationId")}::uuid[],
         ${param("tokenId")}::uuid[], ${param("method")}::text[], ${param("path")}::text[], ${param("endpoint")}::text[],
         ${param("status")}::smallint[], ${param("latencyMs")}::real[], ${param("requestId")}::uuid[], ${param("refusedBy")}::text[])`,
);

const PRUNE_CALLS = prepareSql<{ before: Date }, never>("request_log_prune", sql`DELETE FROM "ApiCall" WHERE at < ${timeParam("before")}`);

/**
 * The request log's writer: `record` only pushes onto an array, so a call never waits for it;
 * a timer (every second) or a full batch writes the buffer with one multi-row INSERT, and about
 * hourly the rows older than the retention are deleted. A crash loses at most the last second of
 * log lines, never a call or a quota count.
 */
export class RequestLogRecorder {
  private buffer: ApiCallRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private lastPrune = -Infinity;
  /** Calls dropped because the buffer was full, and batches the database refused (for tests and logs). */
  dropped = 0;
  failedBatches = 0;

  constructor(
    private readonly sql: Sql,
    private readonly options: { flushEveryMs?: number; batchRows?: number; keepDays?: number } = {},
  ) {}

  record(call: ApiCallRecord) {
    if (this.buffer.length >= MAX_BUFFERED) {
      this.dropped += 1;
      return;
    }
    this.buffer.push(call.path.length > MAX_PATH_LENGTH ? { ...call, path: call.path.slice(0, MAX_PATH_LENGTH) } : call);
    if (this.buffer.length >= (this.options.batchRows ?? REQUEST_LOG_BATCH_ROWS)) {
      void this.flush();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.flushEveryMs ?? REQUEST_LOG_FLUSH_MS).unref();
  }

  /** Writes what is buffered; resolves when written (never rejects). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing
      .then(() => this.write())
      .catch(() => {
        this.failedBatches += 1;
      });
    return this.flushing;
  }

  private async write() {
    const rows = this.buffer;
    this.buffer = [];
    if (rows.length === 0) return;
    await this.sql.rows(INSERT_CALLS, {
      at: rows.map((r) => r.at),
      clientKey: rows.map((r) => r.clientKey),
      applicationId: rows.map((r) => applicationIdOf(r.clientKey)),
      tokenId: rows.map((r) => r.tokenId),
      method: rows.map((r) => r.method),
      path: rows.map((r) => r.path),
      endpoint: rows.map((r) => r.endpoint),
      status: rows.map((r) => r.status),
      latencyMs: rows.map((r) => r.latencyMs),
      requestId: rows.map((r) => r.requestId),
      refusedBy: rows.map((r) => r.refusedBy),
    });
    // Retention follows the calls' own clock (tests move it), at most hourly.
    const newest = rows.reduce((t, r) => Math.max(t, r.at.getTime()), 0);
    if (newest - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = newest;
      await this.sql.rows(PRUNE_CALLS, { before: new Date(newest - (this.options.keepDays ?? REQUEST_LOG_KEEP_DAYS) * 86_400_000) });
    }
  }

  async close() {
    await this.flush();
  }
}
