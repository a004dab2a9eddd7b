import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

export type Db = InstanceType<typeof PrismaClient>;

export interface DbOptions {
  /** Pool size. */
  max?: number;
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
}

const urls = new WeakMap<Db, string>();

/** A Prisma client over adapter-pg for one PostgreSQL URL. */
export function createDb(databaseUrl: string, options: DbOptions = {}): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10 });
  let client: Db;
  if (options.onQuery) {
    const logging = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
    const onQuery = options.onQuery;
    logging.$on("query", (event) => onQuery(event.query));
    client = logging as unknown as Db;
  } else {
    client = new PrismaClient({ adapter });
  }
  urls.set(client, databaseUrl);
  return client;
}

/**
 * The URL a client made by `createDb` connects to, for the few jobs Prisma cannot do
 * (the world writer's COPY).
 */
export function databaseUrlOf(client: Db): string {
  const url = urls.get(client);
  if (!url) throw new Error("This client was not made by createDb.");
  return url;
}

const globalForDb = globalThis as unknown as { __db?: Db };

/**
 * The process-wide client. `DATABASE_URL` is always set by the time the service runs:
 * either given, or pointed at the embedded PostgreSQL by `scripts/start.ts`.
 */
export function db(): Db {
  if (!globalForDb.__db) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the service with `npm start` or `npm run dev`.");
    globalForDb.__db = createDb(url);
  }
  return globalForDb.__db;
}
