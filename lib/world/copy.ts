import type pg from "pg";

/** The parts of pg's connection that COPY FROM STDIN needs (pg's typings leave them out). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

const CHUNK_BYTES = 1 << 20;

/**
 * Runs `COPY … FROM STDIN` with `data` already in COPY text format, through pg's
 * submittable-query interface (the one pg-copy-streams and pg-cursor use).
 */
export function copyFrom(client: pg.ClientBase, sql: string, data: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const copy = {
      submit(connection: CopyConnection) {
        connection.query(sql);
      },
      handleCopyInResponse(connection: CopyConnection) {
        const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
        for (let at = 0; at < bytes.length; at += CHUNK_BYTES) connection.sendCopyFromChunk(bytes.subarray(at, at + CHUNK_BYTES));
        connection.endCopyFrom();
      },
      handleCommandComplete() {},
      // pg forgets the active query on an error, so the error is its last event.
      handleError: reject,
      handleReadyForQuery: () => resolve(),
    };
    client.query(copy as unknown as pg.Submittable);
  });
}
