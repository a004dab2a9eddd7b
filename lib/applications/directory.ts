import { z } from "zod";
import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { recordAuditEvent } from "@/lib/auth/audit";
import { normaliseScopes, ScopeSchema, type Scope } from "@/lib/auth/scopes";
import { findOwnedApplication } from "@/lib/applications/access";
import { logoPath } from "@/lib/applications/application-logo";
import { param, prepareSql, sql } from "@/lib/sql";

/*
 * The public directory of approved tools (/tools), as the game's developer programme has always
 * published its list of approved programs: every approved application its owner chose to list,
 * and that staff have not suspended, with what it reads (the scopes its managers allowed it), how
 * many managers use it and since when. A suspended one disappears from it at once.
 */

export interface DirectoryEntry {
  id: string;
  name: string;
  description: string;
  website: string;
  logoUrl: string | null;
  /** The scopes its managers' standing grants hold together: what it asks to read, as they allowed it. */
  scopes: Scope[];
  /** Managers with a standing grant to it. */
  managers: number;
  /** When staff approved it. */
  approvedAt: Date;
}

/** The directory's search, as its GET form sends it: anything else in the URL is read as no filter. */
export const DirectorySearchSchema = z.object({
  // A NUL cannot reach PostgreSQL's text: it is dropped, as any character no name holds.
  q: z
    .string()
    .transform((text) => text.replaceAll("\u0000", ""))
    .pipe(z.string().trim().max(100))
    .catch("")
    .default(""),
  scope: ScopeSchema.or(z.literal("")).catch("").default(""),
});
export type DirectorySearch = { q?: unknown; scope?: unknown };

interface EntryRow {
  id: string;
  name: string;
  description: string;
  website: string;
  logoUpdatedAt: Date | null;
  scopes: string[];
  managers: number;
  approvedAt: Date;
}

/** How many entries a page of the directory shows. */
export const DIRECTORY_PAGE = 100;

const LISTED = sql`a.status = 'Approved' AND a."suspendedAt" IS NULL AND a."listedAt" IS NOT NULL`;

const ENTRY_COLUMNS = sql`a.id, a.name, a.description, a.website, l."updatedAt" AS "logoUpdatedAt", a."reviewedAt" AS "approvedAt",
       (SELECT count(*)::int FROM "OAuthGrant" g WHERE g."applicationId" = a.id AND g."revokedAt" IS NULL) AS managers,
       ARRAY(SELECT DISTINCT s FROM "OAuthGrant" g, unnest(g.scopes) AS s WHERE g."applicationId" = a.id AND g."revokedAt" IS NULL) AS scopes`;

const SEARCH = prepareSql<{ pattern: string; scope: string; limit: number }, EntryRow>(
  "applications_directory_search",
  sql`SELECT * FROM (
        SELECT ${ENTRY_COLUMNS}
          FROM "Application" a LEFT JOIN "ApplicationLogo" l ON l."applicationId" = a.id
         WHERE ${LISTED}
           AND (${param<string>("pattern")}::text = '' OR a.name ILIKE ${param<string>("pattern")}::text ESCAPE '\\'
                OR a.description ILIKE ${param<string>("pattern")}::text ESCAPE '\\')
      ) e
      WHERE ${param<string>("scope")}::text = '' OR ${param<string>("scope")}::text = ANY (e.scopes)
      ORDER BY e.managers DESC, e.name, e.id
      LIMIT ${param<number>("limit")}::int`,
);

const ENTRY = prepareSql<{ id: string }, EntryRow>(
  "applications_directory_entry",
  sql`SELECT ${ENTRY_COLUMNS}
        FROM "Application" a LEFT JOIN "ApplicationLogo" l ON l."applicationId" = a.id
       WHERE a.id = ${param<string>("id")}::uuid AND ${LISTED}`,
);

function entryOf(row: EntryRow): DirectoryEntry {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    logoUrl: row.logoUpdatedAt ? logoPath(row.id, row.logoUpdatedAt) : null,
    scopes: normaliseScopes(row.scopes.filter((s): s is Scope => ScopeSchema.safeParse(s).success)),
    managers: row.managers,
    approvedAt: row.approvedAt,
  };
}

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => (text === "" ? "" : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/** The listed tools matching a search (words in the name or description, a scope), most used first. */
export async function searchDirectory(db: Database, search: DirectorySearch = {}): Promise<DirectoryEntry[]> {
  const { q, scope } = DirectorySearchSchema.parse(search);
  const rows = await db.sql.rows(SEARCH, { pattern: containing(q), scope, limit: DIRECTORY_PAGE });
  return rows.map(entryOf);
}

/** One listed tool, or null when there is none by that id (unlisted, in development, suspended or unknown). */
export async function directoryEntry(db: Database, applicationId: string): Promise<DirectoryEntry | null> {
  if (!isUuid(applicationId)) return null;
  const row = await db.sql.one(ENTRY, { id: applicationId });
  return row ? entryOf(row) : null;
}

/**
 * Lists the owner's approved application in the directory, or takes it off. An application in
 * development cannot be listed: only approved tools are shown to managers.
 */
export async function setApplicationListed(
  db: Database,
  ownerId: string,
  applicationId: string,
  listed: boolean,
  now: Date = new Date(),
): Promise<void> {
  await db.prisma.$transaction(async (tx) => {
    const application = await findOwnedApplication(tx, ownerId, applicationId);
    if (listed && application.status !== "Approved") {
      throw new AppError("conflict", "Only an approved application can be listed: request a review first.");
    }
    if ((application.listedAt !== null) === listed) return;
    await tx.application.update({ where: { id: application.id }, data: { listedAt: listed ? now : null } });
    await recordAuditEvent(
      tx,
      ownerId,
      listed ? "application.listed" : "application.unlisted",
      application.id,
      { application: application.name },
      now,
    );
  });
}
