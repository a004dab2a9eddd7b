import type pg from "pg";
import { poolOf, type Db } from "@/lib/db";
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
    private readonly pool: pg.Pool,
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
    this.flushing = this.flushing.then(() => this.write()).catch(() => {
      this.failedBatches += 1;
    });
    return this.flushing;
  }

  private async write() {
    const rows = this.buffer;
    this.buffer = [];
    if (rows.length === 0) return;
    await this.pool.query(
      `INSERT INTO "ApiCall" (at, "clientKey", "applicationId", "tokenId", method, path, endpoint, status, "latencyMs", "requestId", "refusedBy")
       SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[],
                            $8::smallint[], $9::real[], $10::uuid[], $11::text[])`,
      [
        rows.map((r) => r.at),
        rows.map((r) => r.clientKey),
        rows.map((r) => applicationIdOf(r.clientKey)),
        rows.map((r) => r.tokenId),
        rows.map((r) => r.method),
        rows.map((r) => r.path),
        rows.map((r) => r.endpoint),
        rows.map((r) => r.status),
        rows.map((r) => r.latencyMs),
        rows.map((r) => r.requestId),
        rows.map((r) => r.refusedBy),
      ],
    );
    // Retention follows the calls' own clock (tests move it), at most hourly.
    const newest = rows.reduce((t, r) => Math.max(t, r.at.getTime()), 0);
    if (newest - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = newest;
      await this.pool.query(`DELETE FROM "ApiCall" WHERE at < $1`, [
        new Date(newest - (this.options.keepDays ?? REQUEST_LOG_KEEP_DAYS) * 86_400_000),
      ]);
    }
  }

  async close() {
    await this.flush();
  }
}

const recorders = new WeakMap<Db, RequestLogRecorder>();

/** The process's request log for a database client, on the client's own pool. */
export function defaultRequestLog(db: Db): RequestLogRecorder {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = new RequestLogRecorder(poolOf(db));
    recorders.set(db, recorder);
  }
  return recorder;
}
