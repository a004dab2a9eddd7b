import { decode } from "next-auth/jwt";
import { config } from "@/lib/config";
import type { Role, SessionManager } from "@/lib/auth/session";

/**
 * The signed-in manager from next-auth's session cookie, read without Next.js: for the few
 * requests the server answers before the page router (server/authorize-redirect.ts). The same
 * cookie, key and checks as `getServerSession` (an encrypted JWT, A256GCM under a key derived
 * from the session secret, expiry checked), so both agree on who is signed in.
 */
export function sessionCookieName(authUrl = config().authUrl): string {
  // next-auth 4 prefixes the name with __Secure- when its URL (our auth URL) is https.
  return `${authUrl.startsWith("https://") ? "__Secure-" : ""}next-auth.session-token`;
}

/** The cookie's value; next-auth splits a large token into `name.0`, `name.1`, … */
export function sessionTokenFrom(cookieHeader: string | undefined, name = sessionCookieName()): string | null {
  if (!cookieHeader) return null;
  let whole: string | null = null;
  const chunks: string[] = [];
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const key = pair.slice(0, at).trim();
    if (!key.startsWith(name)) continue;
    const value = pair.slice(at + 1).trim();
    if (key === name) whole = value;
    else if (/^\.\d+$/.test(key.slice(name.length))) chunks[Number(key.slice(name.length + 1))] = value;
  }
  if (whole !== null) return whole;
  return chunks.length > 0 && [...chunks].every((chunk) => chunk !== undefined) ? chunks.join("") : null;
}

const ROLES: readonly Role[] = ["Manager", "Staff"];

/**
 * The manager of a valid, unexpired session cookie; null for none, a forged or an expired one.
 * The secret is the configuration's (read from disk once), or a test's.
 */
export async function readSessionManager(
  cookieHeader: string | undefined,
  options: { secret?: string; cookieName?: string } = {},
): Promise<SessionManager | null> {
  const token = sessionTokenFrom(cookieHeader, options.cookieName);
  if (!token) return null;
  try {
    const payload = await decode({ token, secret: options.secret ?? config().sessionSecret });
    const { managerId, username, role } = payload ?? {};
    if (typeof managerId !== "string" || typeof username !== "string" || !ROLES.includes(role as Role)) return null;
    return { id: managerId, username, role: role as Role };
  } catch {
    return null;
  }
}
