import type { Database } from "@/lib/db";
import type { Scope } from "@/lib/auth/scopes";
import { credentialKind } from "@/lib/auth/credentials";
import {
  AccessDenied,
  ConsentRequired,
  InvalidRequest,
  LoginRequired,
  OAuthError,
  UnredirectableRequest,
  UnsupportedResponseType,
} from "@/lib/oauth/errors";
import { checkRedirectUri } from "@/lib/oauth/redirect-uri";
import { isTestCallback } from "@/lib/oauth/test-sign-in";
import { checkCodeChallenge, CODE_CHALLENGE_METHOD } from "@/lib/oauth/pkce";
import { coversScopes, parseScopeParameter } from "@/lib/oauth/scope";
import { DEVELOPMENT_ONLY_FOR_OWNER, mayUseApplication, mayUseApplicationSql } from "@/lib/auth/application-access";
import { authorizationResponseUrl } from "@/lib/oauth/authorization-response";
import {
  ASYNC_COMMIT,
  codeArgs,
  discardAuthorizationCode,
  issueAuthorizationCode,
  newAuthorizationCode,
  recordConsent,
  type CodeArgs,
  type CodeRequest,
  type IssuedCode,
} from "@/lib/oauth/issue-code";
import { byOrd, columns, groupStatement, param, prepareSql, sql, type Sql } from "@/lib/sql";
import { signConsentBinding, verifyConsentBinding, type ConsentRequest } from "@/lib/oauth/consent-binding";

/**
 * The authorization endpoint's decisions (RFC 6749 §4.1.1, RFC 7636, RFC 9207), free of any
 * framework: the page and its server action turn the outcome into HTML or a redirect.
 * Order matters: the client and the redirect URI are checked first and their failures are
 * shown, never redirected; every later failure goes back to the redirect URI with `error`,
 * `error_description`, `state` and `iss`.
 */
export const AUTHORIZE_PATH = "/oauth/authorize";

export interface AuthorizeContext {
  db: Database;
  now: Date;
  /** The issuer identifier (RFC 8414), sent as `iss` with every answer (RFC 9207). */
  issuer: string;
  /** Signs the consent form (lib/oauth/consent-binding). */
  consentKey: Buffer;
}

export interface SignedInManager {
  id: string;
}

export interface AuthorizingApplication {
  id: string;
  clientId: string;
  name: string;
  description: string;
  website: string;
  privacyPolicyUrl: string | null;
  termsUrl: string | null;
  kind: "Confidential" | "Public";
  status: "Development" | "Approved";
  /** When staff approved it (null while in development). */
  approvedAt: Date | null;
  ownerId: string;
  ownerUsername: string;
  /** The testers it names: with its owner, the managers who may use it while it is in development. */
  testerIds: string[];
}

export interface AuthorizationRequest {
  application: AuthorizingApplication;
  redirectUri: string;
  scopes: Scope[];
  state: string | null;
  codeChallenge: string;
  prompt: "consent" | "none" | null;
}

export type AuthorizationOutcome =
  /** Bad client or redirect URI: shown on our page, never redirected. */
  | { kind: "error_page"; title: string; description: string }
  /** Back to the client: a code, or an error. */
  | { kind: "redirect"; location: string }
  /** Nobody signed in: sign in, then come back to `returnTo`. */
  | { kind: "sign_in"; returnTo: string }
  /** Ask the manager. `binding` goes in the form. */
  | { kind: "consent"; request: AuthorizationRequest; grantedScopes: Scope[]; binding: string };

const KNOWN_PARAMETERS = [
  "response_type",
  "client_id",
  "redirect_uri",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
  "prompt",
] as const;
type KnownParameter = (typeof KNOWN_PARAMETERS)[number];

/** RFC 6749 §3.1: empty values count as omitted, repeated parameters are an error, unknown ones are ignored. */
function readParameters(query: URLSearchParams) {
  const values = new Map<KnownParameter, string>();
  const repeated = new Set<KnownParameter>();
  for (const name of KNOWN_PARAMETERS) {
    const all = query.getAll(name).filter((v) => v !== "");
    if (all.length > 1) repeated.add(name);
    if (all.length >= 1) values.set(name, all[0]);
  }
  return { get: (name: KnownParameter) => values.get(name), repeated };
}

interface AuthorizingApplicationRow {
  id: string;
  clientId: string;
  name: string;
  description: string;
  website: string;
  privacyPolicyUrl: string | null;
  termsUrl: string | null;
  kind: AuthorizingApplication["kind"];
  status: AuthorizingApplication["status"];
  reviewedAt: Date | null;
  ownerId: string;
  ownerUsername: string;
  redirectUris: string[];
  suspended: boolean;
  testerIds: string[];
  /** The scopes of the manager's live grant to it; null without one (or without a manager). */
  grantScopes: string[] | null;
}

/** The columns of an `AuthorizingApplicationRow`, of the application `a`, its owner `o` and the manager's live grant `g`. */
const AUTHORIZING_APPLICATION_COLUMNS = sql`a.id, a."clientId", a.name, a.description, a.website, a."privacyPolicyUrl", a."termsUrl",
          a.kind::text AS kind, a.status::text AS status, a."reviewedAt" AT TIME ZONE 'UTC' AS "reviewedAt",
          a."ownerId", o.username AS "ownerUsername", a."redirectUris", a."suspendedAt" IS NOT NULL AS suspended,
          ARRAY(SELECT t."managerId"::text FROM "ApplicationTester" t WHERE t."applicationId" = a.id) AS "testerIds",
          g.scopes AS "grantScopes"`;

const FIND_AUTHORIZING_APPLICATION = prepareSql<{ clientId: string; managerId: string | null }, AuthorizingApplicationRow>(
  "oauth_find_authorizing_application",
  sql`SELECT ${AUTHORIZING_APPLICATION_COLUMNS}
   FROM "Application" a
   JOIN "Manager" o ON o.id = a."ownerId"
   LEFT JOIN "OAuthGrant" g ON g."applicationId" = a.id AND g."managerId" = ${param<string | null>("managerId")}::uuid AND g."revokedAt" IS NULL
   WHERE a."clientId" = ${param<string>("clientId")}`,
);

/** One signed-in manager's authorization request of a group, with the code issued ahead of the decision. */
type IssuingItem = { clientId: string } & Omit<CodeArgs, "scopes"> & {
    /** The requested scopes, normalised and space-separated. */
    scopes: string;
  };

/**
 * The same lookup for a group of signed-in managers' requests at once (each a row of the
 * `unnest`, its answer the row of the same `ord`; none for an unknown client), and in the same
 * statement each request's code issued ahead of the decision when its row plainly allows one
 * (live grant covering the scopes, the exact redirect URI registered, not suspended, approved or
 * the manager's own): a signed-in manager's sign-in then costs one round trip, not two, and
 * concurrent sign-ins share it. The decision below is still made in full on the row; a code it
 * does not use is deleted unseen, and one it needs but was not issued here is issued then. The
 * codes' commit does not wait for its flush (`ASYNC_COMMIT`, lib/oauth/issue-code.ts).
 */
const FIND_AUTHORIZING_APPLICATIONS_ISSUING = prepareSql<
  { [K in keyof IssuingItem]: IssuingItem[K][] },
  AuthorizingApplicationRow & { ord: number; issued: boolean }
>(
  "oauth_find_authorizing_applications_issuing",
  sql`WITH found AS (
     SELECT i.ord::int AS ord, i."codeId", i."codeHash", i."managerId", i."redirectUri", string_to_array(i.scopes, ' ') AS scopes, i."codeChallenge",
            i."createdAt" AT TIME ZONE 'UTC' AS "createdAt", i."expiresAt" AT TIME ZONE 'UTC' AS "expiresAt",
            ${AUTHORIZING_APPLICATION_COLUMNS}
     FROM unnest(${param<string[]>("clientId")}::text[], ${param<string[]>("codeId")}::uuid[], ${param<string[]>("codeHash")}::text[],
                 ${param<string[]>("managerId")}::uuid[], ${param<string[]>("redirectUri")}::text[], ${param<string[]>("scopes")}::text[],
                 ${param<string[]>("codeChallenge")}::text[], ${param<Date[]>("createdAt")}::timestamptz[], ${param<Date[]>("expiresAt")}::timestamptz[])
          WITH ORDINALITY AS i("clientId", "codeId", "codeHash", "managerId", "redirectUri", scopes, "codeChallenge", "createdAt", "expiresAt", ord)
     JOIN "Application" a ON a."clientId" = i."clientId"
     JOIN "Manager" o ON o.id = a."ownerId"
     LEFT JOIN "OAuthGrant" g ON g."applicationId" = a.id AND g."managerId" = i."managerId" AND g."revokedAt" IS NULL
   ), issued AS (
     INSERT INTO "AuthorizationCode" (id, "codeHash", "applicationId", "managerId", "redirectUri", scopes, "codeChallenge", "createdAt", "expiresAt")
     SELECT f."codeId", f."codeHash", f.id, f."managerId", f."redirectUri", f.scopes, f."codeChallenge", f."createdAt", f."expiresAt"
     FROM found f, ${ASYNC_COMMIT}
     WHERE NOT f.suspended AND f."redirectUri" = ANY (f."redirectUris") AND f."grantScopes" @> f.scopes
       AND ${mayUseApplicationSql({ id: sql.ref("f.id"), status: sql.ref("f.status"), ownerId: sql.ref("f.ownerId"), managerId: sql.ref("f.managerId") })}
     RETURNING id
   )
   SELECT found.ord, found.id, found."clientId", found.name, found.description, found.website, found."privacyPolicyUrl", found."termsUrl",
          found.kind, found.status, found."reviewedAt", found."ownerId", found."ownerUsername", found."redirectUris", found.suspended, found."testerIds",
          found."grantScopes", issued.id IS NOT NULL AS issued
   FROM found LEFT JOIN issued ON issued.id = found."codeId"`,
);

/** The signed-in lookups that issue ahead, sent in groups (each database's own: `Database.groups`). */
const ISSUING_LOOKUPS = groupStatement(async (sql: Sql, items: IssuingItem[]) =>
  // No row for a client id no application has.
  byOrd(await sql.rows(FIND_AUTHORIZING_APPLICATIONS_ISSUING, columns(items)), items.length),
);

/**
 * A code to issue along with the lookup, for a request whose every other parameter is valid:
 * `issued` once the lookup stored it, `used` once the decision answered with it.
 */
interface CodeAhead {
  code: IssuedCode;
  request: Omit<CodeRequest, "applicationId">;
  issued: boolean;
  used: boolean;
}

/** The application, its owner, and (for a signed-in manager) the manager's live grant to it: one statement. */
async function findAuthorizingApplication(db: Database, clientId: string, managerId: string | null, ahead: CodeAhead | null) {
  if (credentialKind(clientId) !== "clientId") return null;
  if (!ahead) return (await db.sql.one(FIND_AUTHORIZING_APPLICATION, { clientId, managerId })) ?? null;
  const args = codeArgs(ahead.code, ahead.request);
  const row = await db.groups.send(ISSUING_LOOKUPS, { clientId, ...args, scopes: args.scopes.join(" ") });
  ahead.issued = row?.issued ?? false;
  return row ?? null;
}

/** Step 1: the client and its redirect URI. Failures are never redirected (RFC 6749 §4.1.2.1). */
async function checkClientAndRedirect(
  db: Database,
  params: ReturnType<typeof readParameters>,
  managerId: string | null,
  ahead: CodeAhead | null,
) {
  if (params.repeated.has("client_id") || params.repeated.has("redirect_uri")) {
    throw new UnredirectableRequest("The sign-in link is malformed", "client_id and redirect_uri must each appear once.");
  }
  const clientId = params.get("client_id");
  if (!clientId) throw new UnredirectableRequest("The sign-in link has no client", "The application must send its client_id.");
  const row = await findAuthorizingApplication(db, clientId, managerId, ahead);
  if (!row)
    throw new UnredirectableRequest(
      "Unknown application",
      "No application has this client id. The link may be mistyped or the application deleted.",
    );
  if (row.suspended) {
    throw new UnredirectableRequest(
      "This application is suspended",
      "The game's staff have suspended this application, so you cannot sign in to it now.",
    );
  }
  const redirectUri = checkRedirectUri(row.redirectUris, params.get("redirect_uri"));
  const application: AuthorizingApplication = {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    description: row.description,
    website: row.website,
    privacyPolicyUrl: row.privacyPolicyUrl,
    termsUrl: row.termsUrl,
    kind: row.kind,
    status: row.status,
    approvedAt: row.status === "Approved" ? row.reviewedAt : null,
    ownerId: row.ownerId,
    ownerUsername: row.ownerUsername,
    testerIds: row.testerIds,
  };
  return { application, redirectUri, grantScopes: row.grantScopes };
}

function checkResponseType(value: string | undefined) {
  if (!value) throw new InvalidRequest("response_type is required and must be code.");
  if (value !== "code")
    throw new UnsupportedResponseType(`response_type "${value}" is not supported: only code (the authorization code flow).`);
}

function checkPrompt(value: string | undefined): AuthorizationRequest["prompt"] {
  if (value === undefined) return null;
  if (value === "consent" || value === "none") return value;
  throw new InvalidRequest(`prompt "${value}" is not supported: use consent (or none).`);
}

/** Step 2: every other parameter. Failures go back to the (now trusted) redirect URI. */
function checkProtocolParameters(params: ReturnType<typeof readParameters>) {
  const repeated = [...params.repeated];
  if (repeated.length > 0) throw new InvalidRequest(`Parameters must not be repeated: ${repeated.join(", ")}.`);
  checkResponseType(params.get("response_type"));
  const codeChallenge = checkCodeChallenge(params.get("code_challenge"), params.get("code_challenge_method"));
  const scopes = parseScopeParameter(params.get("scope"));
  const prompt = checkPrompt(params.get("prompt"));
  return { codeChallenge, scopes, prompt };
}

function errorRedirect(
  target: { redirectUri: string; state: string | null },
  error: OAuthError,
  issuer: string,
): { kind: "redirect"; location: string } {
  return {
    kind: "redirect",
    location: authorizationResponseUrl(
      target.redirectUri,
      { error: error.error, error_description: error.message, state: target.state },
      issuer,
    ),
  };
}

export type ValidatedRequest =
  /** `grantScopes`: the signed-in manager's live grant to the application, null without one. */
  | { kind: "valid"; request: AuthorizationRequest; grantScopes: string[] | null }
  | Extract<AuthorizationOutcome, { kind: "error_page" | "redirect" }>;

/** For a signed-in manager, a code for the lookup to issue when the request's protocol parameters are all valid. */
function codeAhead(params: ReturnType<typeof readParameters>, managerId: string | null, now: Date): CodeAhead | null {
  if (!managerId || params.repeated.size > 0) return null;
  const redirectUri = params.get("redirect_uri");
  // PostgreSQL's text takes no NUL: such a URI is refused by the rules, never sent.
  if (!redirectUri || redirectUri.includes("\0")) return null;
  try {
    const { codeChallenge, scopes, prompt } = checkProtocolParameters(params);
    if (prompt === "consent") return null;
    return { code: newAuthorizationCode(now), request: { managerId, redirectUri, scopes, codeChallenge }, issued: false, used: false };
  } catch {
    return null;
  }
}

/** Steps 1 and 2: a request either valid, or already answered. With `ahead`, the lookup may issue its code. */
export async function validateAuthorizationRequest(
  db: Database,
  query: URLSearchParams,
  issuer: string,
  managerId: string | null = null,
): Promise<ValidatedRequest> {
  return validate(db, readParameters(query), issuer, managerId, null);
}

async function validate(
  db: Database,
  params: ReturnType<typeof readParameters>,
  issuer: string,
  managerId: string | null,
  ahead: CodeAhead | null,
): Promise<ValidatedRequest> {
  let trusted: Awaited<ReturnType<typeof checkClientAndRedirect>>;
  try {
    trusted = await checkClientAndRedirect(db, params, managerId, ahead);
  } catch (error) {
    if (error instanceof UnredirectableRequest) return { kind: "error_page", title: error.title, description: error.message };
    throw error;
  }
  const state = params.repeated.has("state") ? null : (params.get("state") ?? null);
  try {
    const checked = checkProtocolParameters(params);
    return {
      kind: "valid",
      request: { application: trusted.application, redirectUri: trusted.redirectUri, state, ...checked },
      grantScopes: trusted.grantScopes,
    };
  } catch (error) {
    if (error instanceof OAuthError) return errorRedirect({ redirectUri: trusted.redirectUri, state }, error, issuer);
    throw error;
  }
}

/** The authorization request as a query string again, e.g. to come back to after signing in. */
export function authorizePathFor(request: ConsentRequest): string {
  const query = new URLSearchParams({
    response_type: "code",
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scopes.join(" "),
    code_challenge: request.codeChallenge,
    code_challenge_method: CODE_CHALLENGE_METHOD,
  });
  if (request.state !== null) query.set("state", request.state);
  if (request.prompt !== null) query.set("prompt", request.prompt);
  return `${AUTHORIZE_PATH}?${query}`;
}

function toConsentRequest(request: AuthorizationRequest): ConsentRequest {
  return {
    clientId: request.application.clientId,
    redirectUri: request.redirectUri,
    scopes: request.scopes,
    state: request.state,
    codeChallenge: request.codeChallenge,
    prompt: request.prompt,
  };
}

/** Back with a code: the one the lookup issued ahead for this request, if it did, else a new one. */
async function redirectWithCode(
  ctx: AuthorizeContext,
  request: AuthorizationRequest,
  managerId: string,
  ahead?: CodeAhead | null,
): Promise<AuthorizationOutcome> {
  let code: string;
  if (ahead?.issued) {
    code = ahead.code.value;
    ahead.used = true;
  } else {
    code = await issueAuthorizationCode(
      ctx.db,
      {
        applicationId: request.application.id,
        managerId,
        redirectUri: request.redirectUri,
        scopes: request.scopes,
        codeChallenge: request.codeChallenge,
      },
      ctx.now,
    );
  }
  return { kind: "redirect", location: authorizationResponseUrl(request.redirectUri, { code, state: request.state }, ctx.issuer) };
}

/**
 * GET /oauth/authorize: validate, then sign in, then either skip consent (every requested
 * scope already granted and no `prompt=consent`: straight back with a new code) or ask.
 * For a signed-in manager the lookup issues the code ahead of the decision when the row
 * plainly allows it; the decision is made in full all the same, and a code it does not use
 * is deleted before anyone has seen it.
 */
export async function decideAuthorization(
  ctx: AuthorizeContext,
  query: URLSearchParams,
  manager: SignedInManager | null,
): Promise<AuthorizationOutcome> {
  const params = readParameters(query);
  const ahead = codeAhead(params, manager?.id ?? null, ctx.now);
  try {
    const validated = await validate(ctx.db, params, ctx.issuer, manager?.id ?? null, ahead);
    return await decideOnValidated(ctx, query, manager, validated, ahead);
  } finally {
    // Any other outcome than a redirect with it (an error page, a consent page, a failure) discards it.
    if (ahead?.issued && !ahead.used) await discardAuthorizationCode(ctx.db, ahead.code);
  }
}

async function decideOnValidated(
  ctx: AuthorizeContext,
  query: URLSearchParams,
  manager: SignedInManager | null,
  validated: ValidatedRequest,
  ahead: CodeAhead | null,
): Promise<AuthorizationOutcome> {
  if (validated.kind !== "valid") return validated;
  const { request } = validated;

  if (!manager) {
    if (request.prompt === "none") return errorRedirect(request, new LoginRequired("The manager is not signed in."), ctx.issuer);
    return { kind: "sign_in", returnTo: `${AUTHORIZE_PATH}?${query}` };
  }
  const refusedTest = refuseOthersTest(ctx, request, manager.id);
  if (refusedTest) return refusedTest;
  if (!mayUseApplication(request.application, manager.id))
    return errorRedirect(request, new AccessDenied(DEVELOPMENT_ONLY_FOR_OWNER), ctx.issuer);

  const grant = validated.grantScopes;
  const grantedScopes = (grant ?? []) as Scope[];
  if (grant && coversScopes(grant, request.scopes) && request.prompt !== "consent") {
    return redirectWithCode(ctx, request, manager.id, ahead);
  }
  if (request.prompt === "none") {
    return errorRedirect(request, new ConsentRequired("The manager has not yet allowed every requested scope."), ctx.issuer);
  }
  return {
    kind: "consent",
    request,
    grantedScopes,
    binding: signConsentBinding(ctx.consentKey, manager.id, toConsentRequest(request), ctx.now),
  };
}

/**
 * The portal's test callback (lib/oauth/test-sign-in.ts) is the owner's tool: anyone else sent
 * through it, however its address is spelled, gets an error page and is sent nowhere.
 */
function refuseOthersTest(ctx: AuthorizeContext, request: AuthorizationRequest, managerId: string): AuthorizationOutcome | null {
  if (managerId === request.application.ownerId || !isTestCallback(request.redirectUri, ctx.issuer)) return null;
  return {
    kind: "error_page",
    title: "This sign-in link is a developer's test",
    description: "It comes back to the portal's test page, which only the application's owner may use. Sign in from the tool itself.",
  };
}

/**
 * The consent form's Allow or Deny. The signed binding says which request the manager saw;
 * the request is validated again (the application may have been suspended or changed its
 * redirect URIs meanwhile) before anything is issued.
 */
export async function completeConsent(
  ctx: AuthorizeContext,
  input: { binding: unknown; decision: "allow" | "deny"; manager: SignedInManager | null },
): Promise<AuthorizationOutcome> {
  const stale = {
    kind: "error_page",
    title: "This consent form cannot be used",
    description: "It was altered or is not from this site. Start the sign-in again from the application.",
  } as const;
  if (!input.manager) {
    // Signed out meanwhile: the form's request is read only if genuine, to return to it after signing in.
    const check = verifyConsentBinding(ctx.consentKey, input.binding, "", ctx.now);
    return check.request ? { kind: "sign_in", returnTo: authorizePathFor(check.request) } : stale;
  }
  const check = verifyConsentBinding(ctx.consentKey, input.binding, input.manager.id, ctx.now);
  if (!check.ok) {
    // Another manager signed in, or the page was left open too long: show the page afresh.
    return check.request ? { kind: "redirect", location: authorizePathFor(check.request) } : stale;
  }
  const again = authorizePathFor(check.request);
  const validated = await validateAuthorizationRequest(ctx.db, new URLSearchParams(again.split("?")[1]), ctx.issuer);
  // The client or redirect URI went bad meanwhile: the page, shown again, says why.
  if (validated.kind === "error_page") return { kind: "redirect", location: again };
  if (validated.kind !== "valid") return validated;
  const { request } = validated;
  const refusedTest = refuseOthersTest(ctx, request, input.manager.id);
  if (refusedTest) return refusedTest;
  if (!mayUseApplication(request.application, input.manager.id)) {
    return errorRedirect(request, new AccessDenied(DEVELOPMENT_ONLY_FOR_OWNER), ctx.issuer);
  }
  if (input.decision === "deny") return errorRedirect(request, new AccessDenied("The manager denied access."), ctx.issuer);
  await recordConsent(ctx.db, input.manager.id, request.application.id, request.scopes, ctx.now);
  return redirectWithCode(ctx, request, input.manager.id);
}
