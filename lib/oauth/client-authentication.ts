import type { Database } from "@/lib/db";
import type { ApplicationKind, ApplicationStatus } from "@/lib/generated/prisma/client";
import { credentialKind, hashCredential } from "@/lib/auth/credentials";
import { InvalidClient, InvalidRequest } from "@/lib/oauth/errors";
import { firstRefusal, grantRule, verdictColumns, type Verdicts } from "@/lib/oauth/grant-rules";
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
 * This half reads the request alone; `CLIENT_RULES` judge it against the application.
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
 * Client authentication's rules, in the order a failure is told (every one `invalid_client`,
 * 401; suspension too, spec › Errors), for a statement over a group of requests (the rows `i` of
 * an `unnest`, with the columns `clientId`, `basic` and `secretHash` of a `PresentedClient`) that
 * joins each request's application `a` with `PRESENTED_CLIENT_JOIN` (none for an id no
 * application has). A grant's statement puts them first in its table (lib/oauth/grant-rules.ts).
 */
export const PRESENTED_CLIENT_JOIN = sql`LEFT JOIN "Application" a ON a."clientId" = i."clientId"`;
export const CLIENT_RULES = [
  grantRule("clientKnown", sql`a.id IS NOT NULL`, () => unknownClient()),
  grantRule(
    "secretOnlyFromConfidential",
    sql`NOT i.basic OR (a.kind::text = 'Confidential' AND a."clientSecretHash" IS NOT NULL)`,
    () => new InvalidClient("A public client has no secret: send client_id in the body and no Authorization header."),
  ),
  grantRule("secretSent", sql`NOT i.basic OR i."secretHash" IS NOT NULL`, () => new InvalidClient("The client secret is missing.")),
  grantRule(
    "secretRight",
    sql`NOT i.basic OR a."clientSecretHash" = i."secretHash"`,
    () => new InvalidClient("The client secret is wrong."),
  ),
  grantRule(
    "confidentialWithSecret",
    sql`i.basic OR a.kind::text <> 'Confidential'`,
    () =>
      new InvalidClient("A confidential client must authenticate with its secret: Authorization: Basic base64(client_id:client_secret)."),
  ),
  grantRule(
    "clientNotSuspended",
    sql`a."suspendedAt" IS NULL`,
    () => new InvalidClient("This application is suspended; the game's staff can say why."),
  ),
] as const;

/** The refusal of a client id no application has. */
export const unknownClient = () => new InvalidClient("Unknown client.");

/** A presented client's id as a statement takes it: null for a value that is no client id (PostgreSQL's text takes no NUL, either). */
export const clientIdParameter = (presented: PresentedClient) =>
  credentialKind(presented.clientId) === "clientId" ? presented.clientId : null;

const FIND_CLIENT = prepareSql<
  { clientId: string | null; basic: boolean; secretHash: string | null },
  Verdicts<typeof CLIENT_RULES> & { id: string; clientId: string; kind: ApplicationKind; status: ApplicationStatus; ownerId: string }
>(
  "oauth_find_client",
  sql`SELECT a.id, a."clientId", a.kind::text AS kind, a.status::text AS status, a."ownerId", ${verdictColumns(CLIENT_RULES)}
   FROM (SELECT ${param<string | null>("clientId")}::text AS "clientId", ${param<boolean>("basic")}::boolean AS basic,
                ${param<string | null>("secretHash")}::text AS "secretHash") i
   ${PRESENTED_CLIENT_JOIN}`,
);

/** Reads the application of a presented client and judges it by `CLIENT_RULES`, in one statement. */
export async function authenticatePresented(db: Database, presented: PresentedClient): Promise<OAuthClient> {
  const row = (await db.sql.one(FIND_CLIENT, { ...presented, clientId: clientIdParameter(presented) }))!;
  const refusal = await firstRefusal(CLIENT_RULES, row, undefined);
  if (refusal) throw refusal;
  return { applicationId: row.id, clientId: row.clientId, kind: row.kind, status: row.status, ownerId: row.ownerId };
}

/** Client authentication in one call: the request's credentials, then the application. */
export async function authenticateClient(db: Database, credentials: ClientCredentials): Promise<OAuthClient> {
  return authenticatePresented(db, presentClient(credentials));
}
