/**
 * Test helpers for the OAuth server: applications registered through the portal's own
 * function, a sign-in driven through the authorization decisions (no browser), and form
 * requests to the token and revocation endpoints.
 */
import crypto from "node:crypto";
import type { Database } from "@/lib/db";
import type { Scope } from "@/lib/auth/scopes";
import { registerApplication } from "@/lib/applications/register-application";
import { approveApplicationAsOperator } from "@/lib/applications/review-application";
import { consentKey } from "@/lib/oauth/consent-binding";
import { completeConsent, decideAuthorization, type AuthorizeContext } from "@/lib/oauth/authorize";
import { s256CodeChallenge } from "@/lib/oauth/pkce";
import { presentClient, type OAuthClient, type PresentedClient } from "@/lib/oauth/client-authentication";

export const TEST_ISSUER = "http://localhost:3000";
export const TEST_CONSENT_KEY = consentKey("oauth-tests-session-secret-of-32-characters");

export interface TestClient {
  applicationId: string;
  clientId: string;
  clientSecret: string | null;
  ownerId: string;
  redirectUri: string;
}

export async function managerIdOf(db: Database, username: string): Promise<string> {
  return (await db.prisma.manager.findUniqueOrThrow({ where: { username }, select: { id: true } })).id;
}

export async function registerTestClient(
  db: Database,
  options: { owner?: string; kind?: "Confidential" | "Public"; redirectUris?: string[]; approved?: boolean; name?: string } = {},
): Promise<TestClient> {
  const ownerId = await managerIdOf(db, options.owner ?? "demo");
  const kind = options.kind ?? "Confidential";
  const redirectUris = options.redirectUris ?? (kind === "Public" ? ["http://127.0.0.1/callback"] : ["https://tool.example.com/callback"]);
  const registered = await registerApplication(db, ownerId, {
    name: options.name ?? `Test ${kind} tool`,
    description: "A tool the OAuth tests sign in to.",
    website: "https://tool.example.com",
    kind,
    redirectUris,
  });
  if (options.approved) await approveApplicationAsOperator(db, registered.clientId);
  return {
    applicationId: registered.application.id,
    clientId: registered.clientId,
    clientSecret: registered.clientSecret,
    ownerId,
    redirectUri: kind === "Public" ? redirectUris[0].replace("127.0.0.1/", "127.0.0.1:53682/") : redirectUris[0],
  };
}

export function pkcePair() {
  const verifier = crypto.randomBytes(32).toString("base64url");
  return { verifier, challenge: s256CodeChallenge(verifier) };
}

export function authorizeContext(db: Database, now: Date): AuthorizeContext {
  return { db, now, issuer: TEST_ISSUER, consentKey: TEST_CONSENT_KEY };
}

export function authorizeQuery(
  client: TestClient,
  options: { scopes?: Scope[]; state?: string; challenge?: string; redirectUri?: string; prompt?: string } = {},
) {
  const query = new URLSearchParams({
    response_type: "code",
    client_id: client.clientId,
    redirect_uri: options.redirectUri ?? client.redirectUri,
    scope: (options.scopes ?? ["public"]).join(" "),
    state: options.state ?? crypto.randomBytes(8).toString("hex"),
    code_challenge: options.challenge ?? pkcePair().challenge,
    code_challenge_method: "S256",
  });
  if (options.prompt) query.set("prompt", options.prompt);
  return query;
}

/** Signs `username` in to the client and allows `scopes`; returns the code and its verifier. */
export async function obtainCode(
  db: Database,
  client: TestClient,
  username: string,
  now: Date,
  options: { scopes?: Scope[]; redirectUri?: string } = {},
): Promise<{ code: string; verifier: string; redirectUri: string }> {
  const { verifier, challenge } = pkcePair();
  const redirectUri = options.redirectUri ?? client.redirectUri;
  const query = authorizeQuery(client, { scopes: options.scopes, challenge, redirectUri, prompt: "consent" });
  const manager = { id: await managerIdOf(db, username) };
  const outcome = await decideAuthorization(authorizeContext(db, now), query, manager);
  if (outcome.kind !== "consent") throw new Error(`expected the consent page, got ${JSON.stringify(outcome)}`);
  const allowed = await completeConsent(authorizeContext(db, now), { binding: outcome.binding, decision: "allow", manager });
  if (allowed.kind !== "redirect") throw new Error(`expected a redirect, got ${JSON.stringify(allowed)}`);
  const code = new URL(allowed.location).searchParams.get("code");
  if (!code) throw new Error(`no code in ${allowed.location}`);
  return { code, verifier, redirectUri };
}

/** `Authorization: Basic` as RFC 6749 §2.3.1 builds it. */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  const encode = (v: string) => encodeURIComponent(v).replace(/%20/g, "+");
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString("base64")}`;
}

/** Headers and body field that authenticate a test client the way its kind must. */
export function clientAuthentication(client: TestClient): { headers: Record<string, string>; body: Record<string, string> } {
  if (client.clientSecret) return { headers: { Authorization: basicAuthorization(client.clientId, client.clientSecret) }, body: {} };
  return { headers: {}, body: { client_id: client.clientId } };
}

/** The client as the token endpoint sees it once authenticated. */
/** The test client as its token requests present it: HTTP Basic with its secret, or its id alone. */
export function presentedClientOf(client: Pick<TestClient, "clientId" | "clientSecret">): PresentedClient {
  return presentClient(
    client.clientSecret === null
      ? { clientId: client.clientId }
      : { authorization: basicAuthorization(client.clientId, client.clientSecret) },
  );
}

export async function oauthClientOf(db: Database, client: TestClient): Promise<OAuthClient> {
  const application = await db.prisma.application.findUniqueOrThrow({ where: { clientId: client.clientId } });
  return {
    applicationId: application.id,
    clientId: application.clientId,
    kind: application.kind,
    status: application.status,
    ownerId: application.ownerId,
  };
}
