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

/** The application a client id names, as the token endpoint's statements read it (`CLIENT_COLUMNS`). */
export interface ClientRow {
  id: string;
  clientId: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  ownerId: string;
  suspendedAt: Date | null;
  clientSecretHash: string | null;
}

/** The columns of a `ClientRow`, of the application `a`: for statements that read the client with the grant. */
export const CLIENT_COLUMNS = sql`a.id, a."clientId", a.kind::text AS kind, a.status::text AS status, a."ownerId",
  a."suspendedAt" AT TIME ZONE 'UTC' AS "suspendedAt", a."clientSecretHash"`;

const FIND_CLIENT = prepareSql<{ clientId: string }, ClientRow>(
  "oauth_find_client",
  sql`SELECT ${CLIENT_COLUMNS} FROM "Application" a WHERE a."clientId" = ${param<string>("clientId")}`,
);

/**
 * A client as its request presents it, its credentials checked for form only: the client id it
 * names, whether it used HTTP Basic, and the SHA-256 of the secret it sent (null: none, or empty).
 */
export interface PresentedClient {
  clientId: string;
  basic: boolean;
  secretHash: string | null;
}

/**
 * Client authentication exactly as the spec has it: a confidential client uses HTTP Basic
 * with its id and secret (`client_secret_basic`); a public client sends `client_id` in the
 * body and no secret (`none`). A secret in the body (`client_secret_post`) is refused, so a
 * secret only ever travels in the one header that servers and proxies know not to log.
 * Every failure is `invalid_client` (401); suspension is one too (spec › Errors).
 *
 * This half reads the request alone; `acceptClient` judges it against the application.
 */
export function presentClient(credentials: ClientCredentials): PresentedClient {
  if (credentials.clientSecret !== undefined) {
    throw new InvalidClient("Send the client secret with HTTP Basic (client_secret_basic), not in the body.");
  }
  if (credentials.authorization !== undefined) {
    const basic = parseBasicCredentials(credentials.authorization);
    if (credentials.clientId !== undefined && credentials.clientId !== basic.clientId) {
      throw new InvalidRequest("client_id in the body is not the client of the HTTP Basic credentials.");
    }
    // Hashed even for an unknown client, so timing says nothing about which ids exist.
    const secretHash = hashCredential(basic.clientSecret);
    return { clientId: basic.clientId, basic: true, secretHash: basic.clientSecret ? secretHash : null };
  }
  if (credentials.clientId === undefined) {
    throw new InvalidClient(
      "Client authentication is missing: HTTP Basic for a confidential client, client_id in the body for a public one.",
    );
  }
  return { clientId: credentials.clientId, basic: false, secretHash: null };
}

/**
 * For a statement that authenticates and grants at once, for a group of requests (the rows `i`
 * of an `unnest`, with the columns `clientId`, `basic` and `secretHash` of a `PresentedClient`):
 * `PRESENTED_CLIENT_JOIN` joins each request's application `a` (none for an id no application
 * has), and `PRESENTED_CLIENT_COLUMNS` reads it as `ClientRow` columns and `accepted`, whether
 * it accepts the presented client: the condition under which the statement may grant. It holds
 * exactly when `acceptClient` returns; `CLIENT_ROW`, the statement's answer of those columns
 * from its CTE `found`, lets `acceptClient` say why not.
 */
export const PRESENTED_CLIENT_JOIN = sql`LEFT JOIN "Application" a ON a."clientId" = i."clientId"`;
export const PRESENTED_CLIENT_COLUMNS = sql`${CLIENT_COLUMNS}, (a.id IS NOT NULL AND a."suspendedAt" IS NULL AND CASE WHEN i.basic
    THEN a.kind::text = 'Confidential' AND a."clientSecretHash" = i."secretHash"
    ELSE a.kind::text <> 'Confidential' END) AS accepted`;
export const CLIENT_ROW = sql`found.id, found."clientId", found.kind, found.status, found."ownerId", found."suspendedAt", found."clientSecretHash"`;

/** The refusal of a client id no application has. */
export const unknownClient = () => new InvalidClient("Unknown client.");

/**
 * The presented client judged against its application: none (null, undefined, or a statement's
 * `CLIENT_ROW` left empty by its outer join) when no application has its id.
 */
export function acceptClient(presented: PresentedClient, found: Partial<ClientRow> | null | undefined): OAuthClient {
  if (!found?.id) throw unknownClient();
  const row = found as ClientRow;
  if (presented.basic) {
    if (row.kind === "Public" || !row.clientSecretHash) {
      throw new InvalidClient("A public client has no secret: send client_id in the body and no Authorization header.");
    }
    if (presented.secretHash === null) throw new InvalidClient("The client secret is missing.");
    if (!safeEqual(presented.secretHash, row.clientSecretHash)) throw new InvalidClient("The client secret is wrong.");
  } else if (row.kind === "Confidential") {
    throw new InvalidClient(
      "A confidential client must authenticate with its secret: Authorization: Basic base64(client_id:client_secret).",
    );
  }
  if (row.suspendedAt) throw new InvalidClient("This application is suspended; the game's staff can say why.");
  return { applicationId: row.id, clientId: row.clientId, kind: row.kind, status: row.status, ownerId: row.ownerId };
}

/** Reads the application of a presented client and judges it (`presentClient`, `acceptClient`). */
export async function authenticatePresented(db: Database, presented: PresentedClient): Promise<OAuthClient> {
  const row = credentialKind(presented.clientId) === "clientId" ? await db.sql.one(FIND_CLIENT, { clientId: presented.clientId }) : null;
  return acceptClient(presented, row);
}

/** Client authentication in one call: the request's credentials, then the application. */
export async function authenticateClient(db: Database, credentials: ClientCredentials): Promise<OAuthClient> {
  return authenticatePresented(db, presentClient(credentials));
}
