import type { Database } from "@/lib/db";
import type { ApplicationKind, ApplicationStatus } from "@/lib/generated/prisma/client";
import { credentialKind, hashCredential, safeEqual } from "@/lib/auth/credentials";
import { InvalidClient, InvalidRequest } from "@/lib/oauth/errors";
import { param, prepareSql, sql } from "@/lib/sql";

/** The application a token or revocation request comes from, once authenticated. */
export interface OAuthClient {
  applicationId: string;
  clientId: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  ownerId: string;
}

/** What a request offers to identify its client: the Authorization header and body fields. */
export interface ClientCredentials {
  authorization?: string;
  clientId?: string;
  clientSecret?: string;
}

/** RFC 6749 §2.3.1 and Appendix B: each half is form-urlencoded before Base64. */
function formDecode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, " "));
}

/** `Authorization: Basic base64(urlencode(client_id) ":" urlencode(client_secret))`. */
export function parseBasicCredentials(header: string): { clientId: string; clientSecret: string } {
  const match = /^Basic +([A-Za-z0-9+/]+={0,2}) *$/i.exec(header);
  if (!match) throw new InvalidClient("Client authentication must be HTTP Basic: Authorization: Basic base64(client_id:client_secret).");
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw new InvalidClient("The HTTP Basic credentials must be client_id:client_secret.");
  try {
    return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw new InvalidClient("The HTTP Basic credentials are not correctly form-urlencoded (RFC 6749 §2.3.1).");
  }
}

interface ClientRow {
  id: string;
  clientId: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  ownerId: string;
  suspendedAt: Date | null;
  clientSecretHash: string | null;
}

const FIND_CLIENT = prepareSql<{ clientId: string }, ClientRow>(
  "oauth_find_client",
  sql`SELECT id, "clientId", kind::text AS kind, status::text AS status, "ownerId", "suspendedAt" AT TIME ZONE 'UTC' AS "suspendedAt", "clientSecretHash"
   FROM "Application" WHERE "clientId" = ${param<string>("clientId")}`,
);

async function findClient(db: Database, clientId: string): Promise<ClientRow | null> {
  if (credentialKind(clientId) !== "clientId") return null;
  return (await db.sql.one(FIND_CLIENT, { clientId })) ?? null;
}

function usable(row: ClientRow): OAuthClient {
  if (row.suspendedAt) throw new InvalidClient("This application is suspended; the game's staff can say why.");
  return { applicationId: row.id, clientId: row.clientId, kind: row.kind, status: row.status, ownerId: row.ownerId };
}

/**
 * Client authentication exactly as the spec has it: a confidential client uses HTTP Basic
 * with its id and secret (`client_secret_basic`); a public client sends `client_id` in the
 * body and no secret (`none`). A secret in the body (`client_secret_post`) is refused, so a
 * secret only ever travels in the one header that servers and proxies know not to log.
 * Every failure is `invalid_client` (401); suspension is one too (spec › Errors).
 */
export async function authenticateClient(db: Database, credentials: ClientCredentials): Promise<OAuthClient> {
  if (credentials.clientSecret !== undefined) {
    throw new InvalidClient("Send the client secret with HTTP Basic (client_secret_basic), not in the body.");
  }
  if (credentials.authorization !== undefined) {
    const basic = parseBasicCredentials(credentials.authorization);
    if (credentials.clientId !== undefined && credentials.clientId !== basic.clientId) {
      throw new InvalidRequest("client_id in the body is not the client of the HTTP Basic credentials.");
    }
    const row = await findClient(db, basic.clientId);
    // Hash even for an unknown client, so timing says nothing about which ids exist.
    const presented = hashCredential(basic.clientSecret);
    if (!row) throw new InvalidClient("Unknown client.");
    if (row.kind === "Public" || !row.clientSecretHash) {
      throw new InvalidClient("A public client has no secret: send client_id in the body and no Authorization header.");
    }
    if (!basic.clientSecret) throw new InvalidClient("The client secret is missing.");
    if (!safeEqual(presented, row.clientSecretHash)) throw new InvalidClient("The client secret is wrong.");
    return usable(row);
  }
  if (credentials.clientId === undefined) {
    throw new InvalidClient(
      "Client authentication is missing: HTTP Basic for a confidential client, client_id in the body for a public one.",
    );
  }
  const row = await findClient(db, credentials.clientId);
  if (!row) throw new InvalidClient("Unknown client.");
  if (row.kind === "Confidential") {
    throw new InvalidClient(
      "A confidential client must authenticate with its secret: Authorization: Basic base64(client_id:client_secret).",
    );
  }
  return usable(row);
}
