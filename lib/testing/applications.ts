/** Helpers for the tests of applications and grants: the demo accounts, a valid form, a consent. */
import type { Database } from "@/lib/db";
import { generateCredential, hashCredential } from "@/lib/auth/credentials";
import type { Scope } from "@/lib/auth/scopes";
import type { ApplicationInput } from "@/lib/applications/schemas";
import { exchangeAuthorizationCode } from "@/lib/oauth/exchange-code";
import { obtainCode, presentedClientOf } from "@/lib/testing/oauth";

export async function demoAccounts(db: Database): Promise<{ demo: string; rookie: string; staff: string }> {
  const rows = await db.prisma.manager.findMany({
    where: { username: { in: ["demo", "rookie", "staff"] } },
    select: { id: true, username: true },
  });
  const id = (username: string) => {
    const row = rows.find((r) => r.username === username);
    if (!row) throw new Error(`the test world has no ${username}`);
    return row.id;
  };
  return { demo: id("demo"), rookie: id("rookie"), staff: id("staff") };
}

export function applicationInput(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    name: "Scout sheet",
    description: "Exports my roster to a spreadsheet.",
    website: "https://scout.example.com",
    kind: "Confidential",
    redirectUris: ["https://scout.example.com/callback", "http://127.0.0.1/callback"],
    ...overrides,
  };
}

/**
 * A consent with one sign-in, made through the real flow: the manager allows the application
 * (authorization decisions and consent), and the code is exchanged for a token pair. The
 * application must be usable by the manager (approved, or the manager's own). Returns the rows
 * the flow wrote and the token pair it answered.
 */
interface SignIn {
  applicationId: string;
  managerId: string;
  now: Date;
  scopes?: Scope[];
}

/** The manager allows the application (authorization decisions and consent); the code is left unexchanged. */
export async function consentThroughSignIn(db: Database, { applicationId, managerId, now, scopes = ["public", "team"] }: SignIn) {
  const application = await db.prisma.application.findUniqueOrThrow({ where: { id: applicationId } });
  const { username } = await db.prisma.manager.findUniqueOrThrow({ where: { id: managerId }, select: { username: true } });
  const client = { ...application, applicationId, clientSecret: null, redirectUri: application.redirectUris[0] };
  const { code, verifier, redirectUri } = await obtainCode(db, client, username, now, { scopes });
  const grant = await db.prisma.oAuthGrant.findUniqueOrThrow({ where: { managerId_applicationId: { managerId, applicationId } } });
  return { client, code, verifier, redirectUri, grant };
}

export async function grantThroughSignIn(db: Database, signIn: SignIn) {
  const { client, code, verifier, redirectUri } = await consentThroughSignIn(db, signIn);
  const { now } = signIn;
  // A confidential client presents its secret: the helper gives the application one it knows.
  let clientSecret: string | null = null;
  if (client.kind === "Confidential") {
    clientSecret = generateCredential("clientSecret").value;
    await db.prisma.application.update({ where: { id: client.applicationId }, data: { clientSecretHash: hashCredential(clientSecret) } });
  }
  const presented = presentedClientOf({ clientId: client.clientId, clientSecret });
  const tokens = await exchangeAuthorizationCode(db, presented, { code, redirectUri, codeVerifier: verifier }, now);
  const refreshToken = await db.prisma.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashCredential(tokens.refresh_token) } });
  const accessToken = await db.prisma.accessToken.findUniqueOrThrow({ where: { tokenHash: hashCredential(tokens.access_token) } });
  const chain = await db.prisma.tokenChain.findUniqueOrThrow({ where: { id: refreshToken.chainId } });
  const grant = await db.prisma.oAuthGrant.findUniqueOrThrow({ where: { id: chain.grantId } });
  const authorizationCode = await db.prisma.authorizationCode.findUniqueOrThrow({ where: { codeHash: hashCredential(code) } });
  return { grant, authorizationCode, chain, refreshToken, accessToken, tokens };
}
