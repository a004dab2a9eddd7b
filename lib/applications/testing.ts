/**
 * Helpers for the tests of applications and grants. Until the OAuth flow exists (issue 5)
 * grants and tokens are inserted here as that flow will write them.
 */
import type { Db } from "@/lib/db";
import { generateCredential } from "@/lib/auth/credentials";
import type { ApplicationInput } from "@/lib/applications/schemas";

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export async function demoAccounts(db: Db): Promise<{ demo: string; rookie: string; staff: string }> {
  const rows = await db.manager.findMany({ where: { username: { in: ["demo", "rookie", "staff"] } }, select: { id: true, username: true } });
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

/** A consent with one sign-in: a grant, its chain, an unused refresh token and a live access token. */
export async function insertGrantWithTokens(
  db: Db,
  { applicationId, managerId, now, scopes = ["public", "team"] }: { applicationId: string; managerId: string; now: Date; scopes?: string[] },
) {
  const grant = await db.oAuthGrant.upsert({
    where: { managerId_applicationId: { managerId, applicationId } },
    create: { managerId, applicationId, scopes, createdAt: now, updatedAt: now },
    update: { scopes, revokedAt: null },
  });
  const code = generateCredential("authorizationCode");
  const authorizationCode = await db.authorizationCode.create({
    data: {
      codeHash: code.hash,
      applicationId,
      managerId,
      redirectUri: "https://scout.example.com/callback",
      scopes,
      codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      createdAt: now,
      expiresAt: new Date(now.getTime() + 5 * 60 * 1000),
      usedAt: now,
    },
  });
  const chain = await db.tokenChain.create({
    data: { applicationId, managerId, grantId: grant.id, authorizationCodeId: authorizationCode.id, scopes, createdAt: now },
  });
  const refresh = generateCredential("refreshToken");
  const access = generateCredential("accessToken");
  const refreshToken = await db.refreshToken.create({
    data: { chainId: chain.id, tokenHash: refresh.hash, scopes, createdAt: now, expiresAt: new Date(now.getTime() + 90 * DAY) },
  });
  const accessToken = await db.accessToken.create({
    data: { chainId: chain.id, tokenHash: access.hash, scopes, createdAt: now, expiresAt: new Date(now.getTime() + HOUR) },
  });
  return { grant, authorizationCode, chain, refreshToken, accessToken };
}
