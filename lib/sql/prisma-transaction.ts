import type { Args, Statement } from "@/lib/sql/statement";

/** What a statement needs of a Prisma interactive transaction: its raw road, on the transaction's own connection. */
export interface PrismaTransaction {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): PromiseLike<T>;
}

/**
 * A statement of lib/sql run inside a Prisma transaction, on its connection: for a write or a
 * lock that must belong to the transaction Prisma holds (a manager's row locked while a grant is
 * written). The statement is built and named as any other; only the connection is Prisma's.
 * Its times come back as Prisma reads them.
 */
export async function rowsInTransaction<A extends Args, Row>(tx: PrismaTransaction, statement: Statement<A, Row>, args: A): Promise<Row[]> {
  return tx.$queryRawUnsafe<Row[]>(statement.text, ...statement.values(args));
}
