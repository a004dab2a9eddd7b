import type pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createPool, Sql, type PoolOptions } from "@/lib/sql/run";

/** The Prisma client: the schema's owner, and the road for ordinary writes. */
export type Db = InstanceType<typeof PrismaClient>;

/**
 * One PostgreSQL database as the service uses it: one pool, with Prisma over it for ordinary
 * reads and writes and `sql` for the hand-written statements (lib/sql).
 */
export interface Database {
  url: string;
  pool: pg.Pool;
  prisma: Db;
  sql: Sql;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: PoolOptions = {}): Database {
  const pool = createPool(url, options);
  const prisma: Db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  return {
    url,
    pool,
    prisma,
    sql: new Sql(pool),
    // Prisma ends the pool it was given (disposeExternalPool).
    close: () => prisma.$disconnect(),
  };
}
