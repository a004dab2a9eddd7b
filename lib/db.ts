import type pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createPool, Sql, type PoolOptions } from "@/lib/sql/run";
import { StatementGroups } from "@/lib/sql/grouped";

/**
 * One PostgreSQL database as the service uses it: one pool, with Prisma over it for ordinary
 * reads and writes and `sql` for the hand-written statements (lib/sql).
 */
export interface Database {
  url: string;
  pool: pg.Pool;
  /** The Prisma client: the schema's owner, and the road for ordinary writes. */
  prisma: PrismaClient;
  sql: Sql;
  /** The statements sent for groups of requests at once (the token endpoint's grants, authorize's lookups), on this pool. */
  groups: StatementGroups;
  /**
   * Writes that can make a cached principal wrong (a token revoked, an application suspended…)
   * say so here when they commit, so this instance's cache forgets at once; other instances
   * hear PostgreSQL's NOTIFY (lib/auth/principal-cache.ts).
   */
  principalChanges: ChangeSignal;
  close(): Promise<void>;
}

/** Listeners told, in this process, that something changed. */
export class ChangeSignal {
  private readonly listeners = new Set<() => void>();

  /** Adds a listener; returns how to remove it. */
  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  notify() {
    for (const listener of this.listeners) listener();
  }
}

export function connectDatabase(url: string, options: PoolOptions = {}): Database {
  const pool = createPool(url, options);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  const sql = new Sql(pool);
  return {
    url,
    pool,
    prisma,
    sql,
    groups: new StatementGroups(sql),
    principalChanges: new ChangeSignal(),
    // Prisma ends the pool it was given (disposeExternalPool), but only once it has used it.
    close: async () => {
      await prisma.$disconnect();
      if (!pool.ended) await pool.end();
    },
  };
}
