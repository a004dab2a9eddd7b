/**
 * The one road for hand-written SQL: statements built with Kysely and prepared once
 * (`statement.ts`), run with named arguments by `Sql` (`run.ts`), answers written as JSON by
 * PostgreSQL from typed pieces (`json.ts`). Prisma keeps the schema, the migrations and the
 * ordinary writes.
 */
export * from "@/lib/sql/statement";
export * from "@/lib/sql/run";
export * from "@/lib/sql/json";
export * from "@/lib/sql/listen";
export * from "@/lib/sql/connection-loss";
export * from "@/lib/sql/grouped";
export * from "@/lib/sql/held-writes";
export * from "@/lib/sql/prisma-transaction";
