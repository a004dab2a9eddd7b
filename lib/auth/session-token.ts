import crypto from "node:crypto";
import { decode } from "next-auth/jwt";

/** Who a page session is. */
export type Role = "Manager" | "Staff";

export interface SessionManager {
  id: string;
  username: string;
  role: Role;
  /** The portal session the cookie names (lib/auth/portal-sessions.ts), where it was read from the cookie. */
  sessionId?: string;
}

/**
 * The signed-in manager from next-auth's session cookie, read without Next.js: for the few
 * requests the server answers before the page router (server/authorize-redirect.ts). The same
 * cookie, key and checks as `getServerSession` (an encrypted JWT, A256GCM under a key derived
 * from the session secret, expiry checked), so both agree on who is signed in.
 */
export function sessionCookieName(authUrl: string): string {
  // next-auth 4 prefixes the name with __Secure- when its URL (our auth URL) is https.
  return `${authUrl.startsWith("https://") ? "__Secure-" : ""}next-auth.session-token`;
}

/** The cookie's value; next-auth splits a large token into `name.0`, `name.1`, … */
export function sessionTokenFrom(cookieHeader: string | undefined, name: string): string | null {
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

/** next-auth's own allowance for clock skew when it checks a session's expiry. */
const CLOCK_TOLERANCE_S = 15;
/** Sessions kept decoded at most; past it the cache starts afresh. */
const DECODED_LIMIT = 10_000;

type Decode = typeof decode;

/**
 * Sessions already decoded, by the SHA-256 of their cookie and for one secret: decoding derives
 * the key and decrypts (about 0.2 ms here), a look-up takes a microsecond. A session cookie is
 * a sealed, self-contained token that never changes, so what it says is kept until it expires
 * (checked on every read, with next-auth's tolerance); only valid sessions are kept.
 */
const decoded = { secret: "", sessions: new Map<string, { manager: SessionManager; expiresAtS: number }>() };

function remembered(secret: string, key: string, nowMs: number): SessionManager | null | undefined {
  if (decoded.secret !== secret) {
    decoded.secret = secret;
    decoded.sessions.clear();
  }
  const hit = decoded.sessions.get(key);
  if (!hit) return undefined;
  return nowMs / 1000 < hit.expiresAtS + CLOCK_TOLERANCE_S ? hit.manager : null;
}

/**
 * The manager of a valid, unexpired session cookie; null for none, a forged or an expired one.
 * The secret is the configuration's (read from disk once), or a test's.
 */
export async function readSessionManager(
  cookieHeader: string | undefined,
  options: {
    secret: string;
    /** The auth URL, which names the cookie (`sessionCookieName`); a plain http one when omitted. */
    authUrl?: string;
    now?: () => number;
    decode?: Decode;
  },
): Promise<SessionManager | null> {
  const token = sessionTokenFrom(cookieHeader, sessionCookieName(options.authUrl ?? "http:"));
  if (!token) return null;
  const { secret } = options;
  const key = crypto.createHash("sha256").update(token).digest("base64url");
  const known = remembered(secret, key, (options.now ?? Date.now)());
  if (known !== undefined) return known;
  try {
    const payload = await (options.decode ?? decode)({ token, secret });
    const { managerId, username, role, exp, sid } = payload ?? {};
    if (typeof managerId !== "string" || typeof username !== "string" || !ROLES.includes(role as Role)) return null;
    // A cookie made before sessions had rows names none: it stands for no one.
    if (typeof sid !== "string") return null;
    const manager = { id: managerId, username, role: role as Role, sessionId: sid };
    // Kept only while the cache is still this secret's (a read under another may have switched it meanwhile).
    if (typeof exp === "number" && decoded.secret === secret) {
      if (decoded.sessions.size >= DECODED_LIMIT) decoded.sessions.clear();
      decoded.sessions.set(key, { manager, expiresAtS: exp });
    }
    return manager;
  } catch {
    return null;
  }
}
