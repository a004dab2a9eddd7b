import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { copySql, CopyWriter, STREAMED_TABLES, TABLES, type ColumnKind } from "./bulk";
import { copyFrom } from "./copy";
import { STREAMED_KEYS, type World, type WorldCore, type WorldSink } from "./types";

/**
 * Bytes kept in memory per table before they go to its file: a row short of 4 MB, so a table's
 * buffer (64 KB, doubled as it fills) stops at 4 MB.
 */
const FLUSH_BYTES = (4 << 20) - (64 << 10);
/** Bytes per COPY statement when a file is loaded. */
const COPY_BYTES = 32 << 20;
const NEWLINE = 0x0a;

interface SpoolFile {
  columns: [string, ColumnKind][];
  fd: number;
  pending: CopyWriter;
  rows: number;
}

/** The file of `table` in a spool directory. */
export const spooledFile = (dir: string, table: string) => path.join(dir, `${table}.copy`);

/**
 * A world written as COPY text to a file per table in `dir`, while it is generated: the streamed
 * rows (box scores, training, ledger lines: nine rows in ten) as they are made, through `sink`,
 * and the rest (`addCore`) once the generator is done. What the generator holds is then the
 * world's core alone, and the thread that loads the files (`loadSpooled`) holds no world at all.
 * About 150 bytes a row on disk.
 */
export class SpoolWriter {
  private readonly files = new Map<string, SpoolFile>();
  readonly sink: WorldSink;

  constructor(private readonly dir: string) {
    for (const [table, columns] of TABLES) {
      this.files.set(table, { columns, fd: fs.openSync(spooledFile(dir, table), "w"), pending: new CopyWriter(), rows: 0 });
    }
    this.sink = Object.fromEntries(
      STREAMED_KEYS.map((key) => {
        const file = this.files.get(STREAMED_TABLES[key])!;
        return [key, (row: object) => this.add(file, row)];
      }),
    ) as WorldSink;
  }

  private add(file: SpoolFile, row: object) {
    file.pending.row(row, file.columns);
    file.rows++;
    if (file.pending.length >= FLUSH_BYTES) this.flush(file);
  }

  private flush(file: SpoolFile) {
    if (file.pending.length === 0) return;
    const bytes = file.pending.drain();
    for (let at = 0; at < bytes.length;) at += fs.writeSync(file.fd, bytes, at);
  }

  /** The tables the generator kept, once it is done. */
  addCore(core: WorldCore): void {
    const streamed = new Set<string>(Object.values(STREAMED_TABLES));
    for (const [table, , rowsOf] of TABLES) {
      if (streamed.has(table)) continue;
      const file = this.files.get(table)!;
      for (const row of rowsOf(core as World)) this.add(file, row);
    }
  }

  /** Writes what is still in memory and closes the files; returns the rows written per table. */
  finish(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const [table, file] of this.files) {
      this.flush(file);
      fs.closeSync(file.fd);
      counts[table] = file.rows;
    }
    return counts;
  }
}

/** Bytes a spool directory holds. */
export function spooledBytes(dir: string): number {
  return TABLES.reduce((sum, [table]) => sum + (fs.existsSync(spooledFile(dir, table)) ? fs.statSync(spooledFile(dir, table)).size : 0), 0);
}

/** Loads one table's rows from its file in `dir`, a COPY per 32 MB cut at a line's end. */
export async function loadSpooled(client: pg.ClientBase, dir: string, table: string, columns: [string, ColumnKind][], freeze: boolean) {
  const sql = copySql(table, columns, freeze);
  const fd = fs.openSync(spooledFile(dir, table), "r");
  try {
    let carry = Buffer.alloc(0);
    for (;;) {
      const chunk = Buffer.allocUnsafe(COPY_BYTES);
      const read = fs.readSync(fd, chunk, 0, COPY_BYTES, null);
      const data = carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, read)]) : chunk.subarray(0, read);
      if (read === 0) {
        if (data.length > 0) await copyFrom(client, sql, data);
        return;
      }
      const end = data.lastIndexOf(NEWLINE) + 1;
      if (end > 0) await copyFrom(client, sql, data.subarray(0, end));
      carry = Buffer.from(data.subarray(end));
    }
  } finally {
    fs.closeSync(fd);
  }
}
