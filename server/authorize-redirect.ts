import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "@/lib/db";
import { readSessionManager } from "@/lib/auth/session-token";
import { isPortalSessionLive } from "@/lib/auth/portal-sessions";
import { consentKey } from "@/lib/oauth/consent-binding";
import { AUTHORIZE_PATH, decideAuthorization } from "@/lib/oauth/authorize";

export interface AuthorizeRedirectDeps {
  db: Database;
  /** The issuer (the auth URL), sent as `iss`. */
  issuer: string;
  /** Read on first use: the configuration's, from memory after the first read. */
  sessionSecret: () => string;
  now?: () => Date;
}

/**
 * The headers every page gets from next.config.mjs that matter on a redirect: the answer is
 * never framed, sniffed or cached.
 */
const REDIRECT_HEADERS = {
  "Cache-Control": "no-store",
  "Content-Length": "0",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

/**
 * `GET /oauth/authorize` decided before the page router: when a signed-in manager's request
 * ends in a redirect (every scope already granted: back with a new code; or an error the
 * client must hear), the server answers the 303 itself, with an empty body and no page
 * render. Everything else (signed out, consent, an error page, Next.js's own client-side
 * navigations) falls through to the page, which makes the same decision with the same code
 * (lib/oauth/authorize.ts). Returns null, synchronously, for any other request.
 */
export function authorizeRedirect(deps: AuthorizeRedirectDeps) {
  let keyOf: { secret: string; key: Buffer } | undefined;
  const key = () => {
    const secret = deps.sessionSecret();
    if (keyOf?.secret !== secret) keyOf = { secret, key: consentKey(secret) };
    return keyOf.key;
  };

  /** The 303 the decision ends in, answered here; false when the page must answer. */
  async function redirectWhenDecided(req: IncomingMessage, res: ServerResponse, search: string): Promise<boolean> {
    const manager = await readSessionManager(req.headers.cookie, { secret: deps.sessionSecret(), authUrl: deps.issuer });
    // A cookie whose session was signed out falls through to the page, which asks for a sign-in.
    if (!manager?.sessionId || !(await isPortalSessionLive(deps.db, manager.sessionId, manager.id))) return false;
    const context = { db: deps.db, now: deps.now?.() ?? new Date(), issuer: deps.issuer, consentKey: key() };
    const outcome = await decideAuthorization(context, new URLSearchParams(search), manager);
    if (outcome.kind !== "redirect") return false;
    res.writeHead(303, { ...REDIRECT_HEADERS, Location: outcome.location });
    res.end();
    return true;
  }

  return (req: IncomingMessage, res: ServerResponse): Promise<boolean> | null => {
    if (req.method !== "GET") return null;
    const url = req.url ?? "";
    const mark = url.indexOf("?");
    if ((mark < 0 ? url : url.slice(0, mark)) !== AUTHORIZE_PATH) return null;
    // A navigation inside the app asks for Next.js's component payload, not a redirect.
    if (req.headers["rsc"] !== undefined || req.headers["next-router-state-tree"] !== undefined) return null;
    return redirectWhenDecided(req, res, mark < 0 ? "" : url.slice(mark + 1));
  };
}
