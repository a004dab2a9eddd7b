import type { Database } from "@/lib/db";
import { param, prepare, qb, sql, timeParam, type Sql } from "@/lib/sql";
import type { Found, PrincipalCache } from "@/lib/auth/principal-cache";
import { AppError } from "@/lib/errors";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { isScope, type Scope } from "@/lib/auth/scopes";
import type { Viewer } from "@/lib/auth/viewer";
import type { Principal, PrincipalTeam } from "@/lib/auth/principal";
import type { PersonalTokenPurpose } from "@/lib/generated/kysely/enums";
import { applicationClientKey, applicationTierSql, mayUseApplicationSql } from "@/lib/auth/application-access";

export type { Principal, PrincipalTeam, QuotaTier } from "@/lib/auth/principal";

const LAST_USED_RESOLUTION_MS = 60_000;

/** The quota client of a manager's personal tokens, and of their try-it token. */
export const personalClientKey = (managerId: string) => `personal:${managerId}`;
export const tryItClientKey = (managerId: string) => `tryit:${managerId}`;

export function invalidToken(description: string) {
  return new AppError("invalid_token", description, {
    headers: { "WWW-Authenticate": `Bearer realm="Manager Data API", error="invalid_token", error_description="${description}"` },
  });
}

/** The manager's teams as JSON, in the same statement as the token. */
function managerTeams(managerId: "t.managerId" | "ch.managerId") {
  return sql<
    PrincipalTeam[]
  >`(SELECT COALESCE(json_agg(json_build_object('id', tm.id, 'name', tm.name, 'shortName', tm."shortName", 'kind', tm.kind, 'isBot', tm."isBot")), '[]')
    FROM "Team" tm WHERE tm."managerId" = ${sql.ref(managerId)})`;
}

const epochMs = (column: "t.expiresAt" | "a.expiresAt") => sql<number>`(extract(epoch FROM ${sql.ref(column)}) * 1000)::float8`;

/** A personal token by its hash, with its manager and the manager's teams: one prepared statement. */
export const PERSONAL_TOKEN = prepare<{ hash: string }, PersonalTokenRow>(
  "auth_personal_token",
  qb
    .selectFrom("PersonalToken as t")
    .innerJoin("Manager as m", "m.id", "t.managerId")
    .select([
      "t.id",
      "t.managerId",
      "t.scopes",
      "t.purpose",
      epochMs("t.expiresAt").as("expiresAt"),
      sql<boolean>`t."revokedAt" IS NOT NULL`.as("revoked"),
      "m.username",
      "m.isSupporter",
      managerTeams("t.managerId").as("teams"),
    ])
    .where("t.tokenHash", "=", param<string>("hash")),
);

interface PersonalTokenRow {
  id: string;
  managerId: string;
  scopes: string[];
  purpose: PersonalTokenPurpose;
  expiresAt: number;
  revoked: boolean;
  username: string;
  isSupporter: boolean;
  teams: PrincipalTeam[];
}

/**
 * An OAuth access token by its hash, through its chain, grant and application to the manager
 * and their teams: one prepared statement.
 */
const ACCESS_TOKEN = prepare<{ hash: string }, AccessTokenRow>(
  "auth_access_token",
  qb
    .selectFrom("AccessToken as a")
    .innerJoin("TokenChain as ch", "ch.id", "a.chainId")
    .innerJoin("OAuthGrant as g", "g.id", "ch.grantId")
    .innerJoin("Application as app", "app.id", "ch.applicationId")
    .innerJoin("Manager as m", "m.id", "ch.managerId")
    .select([
      "a.id",
      "a.scopes",
      epochMs("a.expiresAt").as("expiresAt"),
      sql<boolean>`a."revokedAt" IS NOT NULL OR ch."revokedAt" IS NOT NULL`.as("revoked"),
      "g.id as grantId",
      sql<boolean>`g."revokedAt" IS NOT NULL`.as("grantRevoked"),
      "app.id as applicationId",
      mayUseApplicationSql({
        id: sql.ref("app.id"),
        status: sql.ref("app.status"),
        ownerId: sql.ref("app.ownerId"),
        managerId: sql.ref("ch.managerId"),
      }).as("mayUse"),
      applicationTierSql(sql.ref("app.status")).as("tier"),
      sql<boolean>`app."suspendedAt" IS NOT NULL`.as("suspended"),
      "m.id as managerId",
      "m.username",
      "m.isSupporter",
      managerTeams("ch.managerId").as("teams"),
    ])
    .where("a.tokenHash", "=", param<string>("hash")),
);

interface AccessTokenRow {
  id: string;
  scopes: string[];
  expiresAt: number;
  revoked: boolean;
  grantId: string;
  grantRevoked: boolean;
  applicationId: string;
  /** Whether the manager may use the application (lib/auth/application-access.ts). */
  mayUse: boolean;
  tier: "full" | "development";
  suspended: boolean;
  managerId: string;
  username: string;
  isSupporter: boolean;
  teams: PrincipalTeam[];
}

function viewerOf(row: { managerId: string; username: string; isSupporter: boolean; scopes: string[]; teams: PrincipalTeam[] }): Viewer {
  return {
    managerId: row.managerId,
    username: row.username,
    isSupporter: row.isSupporter,
    scopes: new Set(row.scopes.filter(isScope) as Scope[]),
    ownClubIds: new Set(row.teams.filter((t) => t.kind === "Club").map((t) => t.id)),
    coachedNationalTeamIds: new Set(row.teams.filter((t) => t.kind !== "Club").map((t) => t.id)),
  };
}

const MARK_PERSONAL_USED = prepare<{ id: string; at: Date }, never>(
  "auth_mark_personal_used",
  qb
    .updateTable("PersonalToken")
    .set({ lastUsedAt: timeParam("at") })
    .where("id", "=", param<string>("id")),
);
// In SQL, not Prisma, so the grant's updatedAt keeps meaning "consent changed".
const MARK_GRANT_USED = prepare<{ id: string; at: Date }, never>(
  "auth_mark_grant_used",
  qb
    .updateTable("OAuthGrant")
    .set({ lastUsedAt: timeParam("at") })
    .where("id", "=", param<string>("id")),
);

async function findPersonalToken(sql: Sql, hash: string): Promise<Found> {
  const row = await sql.one(PERSONAL_TOKEN, { hash });
  if (!row) throw invalidToken("The token is not recognised.");
  if (row.revoked) throw invalidToken("The token has been revoked.");
  return {
    principal: {
      viewer: viewerOf(row),
      tokenKind: "personal",
      tokenId: row.id,
      // The reference's try-it token has an allowance of its own (lib/quota/limits.ts).
      ...(row.purpose === "TryIt"
        ? { clientKey: tryItClientKey(row.managerId), tier: "tryIt" as const }
        : { clientKey: personalClientKey(row.managerId), tier: "development" as const }),
      teams: row.teams,
    },
    expiresAt: row.expiresAt,
    markUsed: (at) => sql.rows(MARK_PERSONAL_USED, { id: row.id, at }),
  };
}

/**
 * Refused when revoked, when its sign-in (chain) or the manager's grant was revoked, while the
 * application is suspended, or when the application is in development and the manager is not
 * its owner.
 */
async function findAccessToken(sql: Sql, hash: string): Promise<Found> {
  const row = await sql.one(ACCESS_TOKEN, { hash });
  if (!row) throw invalidToken("The token is not recognised.");
  if (row.revoked) throw invalidToken("The token has been revoked.");
  if (row.grantRevoked) throw invalidToken("The manager has revoked this application's access.");
  if (row.suspended) throw invalidToken("The application is suspended.");
  if (!row.mayUse) throw invalidToken("The application is in development: only its owner and the testers it names can use it.");
  return {
    principal: {
      viewer: viewerOf(row),
      tokenKind: "application",
      tokenId: row.id,
      clientKey: applicationClientKey(row.applicationId, row.managerId),
      tier: row.tier,
      teams: row.teams,
    },
    expiresAt: row.expiresAt,
    markUsed: (at) => sql.rows(MARK_GRANT_USED, { id: row.grantId, at }),
  };
}

/**
 * Turns `Authorization: Bearer …` into a Principal. A malformed value (wrong prefix or
 * checksum) is refused before any lookup. A known token is served from the principal cache
 * (lib/auth/principal-cache.ts) while nothing about it has changed; otherwise one prepared
 * statement reads it with its manager and teams. Expiry is checked on every call.
 */
export async function authenticateBearer(
  db: Database,
  cache: PrincipalCache | false,
  authorization: string | undefined,
  now: Date = new Date(),
): Promise<Principal> {
  if (!authorization) throw invalidToken("Send a token: Authorization: Bearer <token>.");
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) throw invalidToken("The Authorization header must be: Bearer <token>.");
  const token = match[1];
  const kind = credentialKind(token);
  if (kind !== "personalToken" && kind !== "accessToken") {
    throw invalidToken("That is not a token this API accepts (personal tokens start gmpat_, access tokens gmat_).");
  }
  const hash = hashCredential(token);
  const cached = cache ? cache.get(hash) : undefined;
  let found = cached;
  if (!found) {
    const generation = cache ? cache.generation : 0;
    found = kind === "personalToken" ? await findPersonalToken(db.sql, hash) : await findAccessToken(db.sql, hash);
    if (cache) cache.set(hash, found, generation);
  }
  if (found.expiresAt <= now.getTime()) throw invalidToken("The token has expired.");
  if (!cache || cache.shouldMarkUsed(hash, now.getTime(), LAST_USED_RESOLUTION_MS)) {
    // Off the critical path: a lost update only makes "last used" a minute older.
    found.markUsed(now).catch(() => {});
  }
  return found.principal;
}
