import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { isScope, type Scope } from "@/lib/auth/scopes";
import type { Viewer } from "@/lib/auth/viewer";

export type QuotaTier = "development" | "full";

/** What a valid bearer token stands for. */
export interface Principal {
  viewer: Viewer;
  tokenKind: "personal" | "application";
  tokenId: string;
  /** Who is counted for quotas: the manager's personal tokens together are one client. */
  clientKey: string;
  tier: QuotaTier;
}

const LAST_USED_RESOLUTION_MS = 60_000;

export function invalidToken(description: string) {
  return new AppError("invalid_token", description, {
    headers: { "WWW-Authenticate": `Bearer realm="Manager Data API", error="invalid_token", error_description="${description}"` },
  });
}

interface PersonalTokenRow {
  id: string;
  managerId: string;
  scopes: string[];
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  username: string;
  isSupporter: boolean;
  clubIds: string[];
  nationalIds: string[];
}

/**
 * Turns `Authorization: Bearer …` into a Principal with one query: the token by its hash,
 * its manager, and the teams the manager runs. A malformed value (wrong prefix or checksum)
 * is refused before any lookup.
 */
export async function authenticateBearer(db: Db, authorization: string | undefined, now: Date = new Date()): Promise<Principal> {
  if (!authorization) throw invalidToken("Send a token: Authorization: Bearer <token>.");
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) throw invalidToken("The Authorization header must be: Bearer <token>.");
  const token = match[1];
  const kind = credentialKind(token);
  if (kind === "personalToken") return authenticatePersonalToken(db, token, now);
  if (kind === "accessToken") return authenticateAccessToken(db, token, now);
  throw invalidToken("That is not a token this API accepts (personal tokens start gmpat_, access tokens gmat_).");
}

async function authenticatePersonalToken(db: Db, token: string, now: Date): Promise<Principal> {
  const rows = await db.$queryRaw<PersonalTokenRow[]>`
    SELECT t.id, t."managerId", t.scopes, t."expiresAt", t."revokedAt", t."lastUsedAt",
           m.username, m."isSupporter",
           COALESCE(array_agg(tm.id::text) FILTER (WHERE tm.kind = 'Club'), '{}') AS "clubIds",
           COALESCE(array_agg(tm.id::text) FILTER (WHERE tm.kind <> 'Club'), '{}') AS "nationalIds"
    FROM "PersonalToken" t
    JOIN "Manager" m ON m.id = t."managerId"
    LEFT JOIN "Team" tm ON tm."managerId" = m.id
    WHERE t."tokenHash" = ${hashCredential(token)}
    GROUP BY t.id, m.id`;
  const row = rows[0];
  if (!row) throw invalidToken("The token is not recognised.");
  if (row.revokedAt) throw invalidToken("The token has been revoked.");
  if (row.expiresAt <= now) throw invalidToken("The token has expired.");

  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    // Off the critical path: a lost update only makes "last used" a minute older.
    db.personalToken.update({ where: { id: row.id }, data: { lastUsedAt: now } }).catch(() => {});
  }
  return {
    viewer: {
      managerId: row.managerId,
      username: row.username,
      isSupporter: row.isSupporter,
      scopes: new Set(row.scopes.filter(isScope) as Scope[]),
      ownClubIds: new Set(row.clubIds),
      coachedNationalTeamIds: new Set(row.nationalIds),
    },
    tokenKind: "personal",
    tokenId: row.id,
    clientKey: `personal:${row.managerId}`,
    tier: "development",
  };
}

interface AccessTokenRow {
  id: string;
  scopes: string[];
  expiresAt: Date;
  revokedAt: Date | null;
  chainRevokedAt: Date | null;
  grantId: string;
  grantRevokedAt: Date | null;
  grantLastUsedAt: Date | null;
  applicationId: string;
  applicationStatus: "Development" | "Approved";
  ownerId: string;
  suspendedAt: Date | null;
  managerId: string;
  username: string;
  isSupporter: boolean;
  clubIds: string[];
  nationalIds: string[];
}

/**
 * An OAuth access token (`gmat_…`), in one query through its chain, grant and application to
 * the manager and their teams. Refused when expired or revoked, when its sign-in (chain) or
 * the manager's grant was revoked, or while the application is suspended.
 */
async function authenticateAccessToken(db: Db, token: string, now: Date): Promise<Principal> {
  const rows = await db.$queryRaw<AccessTokenRow[]>`
    SELECT a.id, a.scopes, a."expiresAt", a."revokedAt",
           ch."revokedAt" AS "chainRevokedAt",
           g.id AS "grantId", g."revokedAt" AS "grantRevokedAt", g."lastUsedAt" AS "grantLastUsedAt",
           app.id AS "applicationId", app.status::text AS "applicationStatus", app."ownerId", app."suspendedAt",
           m.id AS "managerId", m.username, m."isSupporter",
           COALESCE(array_agg(tm.id::text) FILTER (WHERE tm.kind = 'Club'), '{}') AS "clubIds",
           COALESCE(array_agg(tm.id::text) FILTER (WHERE tm.kind <> 'Club'), '{}') AS "nationalIds"
    FROM "AccessToken" a
    JOIN "TokenChain" ch ON ch.id = a."chainId"
    JOIN "OAuthGrant" g ON g.id = ch."grantId"
    JOIN "Application" app ON app.id = ch."applicationId"
    JOIN "Manager" m ON m.id = ch."managerId"
    LEFT JOIN "Team" tm ON tm."managerId" = m.id
    WHERE a."tokenHash" = ${hashCredential(token)}
    GROUP BY a.id, ch.id, g.id, app.id, m.id`;
  const row = rows[0];
  if (!row) throw invalidToken("The token is not recognised.");
  if (row.revokedAt || row.chainRevokedAt) throw invalidToken("The token has been revoked.");
  if (row.grantRevokedAt) throw invalidToken("The manager has revoked this application's access.");
  if (row.suspendedAt) throw invalidToken("The application is suspended.");
  if (row.expiresAt <= now) throw invalidToken("The token has expired.");
  if (row.applicationStatus !== "Approved" && row.ownerId !== row.managerId) {
    throw invalidToken("The application is in development: only its owner can use it.");
  }

  if (!row.grantLastUsedAt || now.getTime() - row.grantLastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    // Off the critical path, and in SQL so the grant's updatedAt keeps meaning "consent changed".
    db.$executeRaw`UPDATE "OAuthGrant" SET "lastUsedAt" = ${now} WHERE id = ${row.grantId}::uuid`.catch(() => {});
  }
  return {
    viewer: {
      managerId: row.managerId,
      username: row.username,
      isSupporter: row.isSupporter,
      scopes: new Set(row.scopes.filter(isScope) as Scope[]),
      ownClubIds: new Set(row.clubIds),
      coachedNationalTeamIds: new Set(row.nationalIds),
    },
    tokenKind: "application",
    tokenId: row.id,
    // Each manager is counted on their own for each application.
    clientKey: `app:${row.applicationId}:${row.managerId}`,
    tier: row.applicationStatus === "Approved" ? "full" : "development",
  };
}
