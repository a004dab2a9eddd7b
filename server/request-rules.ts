/**
 * What the one HTTP server does with a request before any application code runs: `/v1` goes
 * to the API app, everything else to Next.js, and a few requests are answered here because
 * Next.js would answer them with a 500 and a stack trace in the log (a method no page takes,
 * a cross-origin form or server-action post, a callback address next-auth cannot read), or
 * with a bare 500 and no log at all (a path it cannot decode).
 */
import { OAUTH_METADATA_PATH } from "@/lib/oauth/metadata";

export type RequestRoute =
  | { to: "api" }
  | { to: "pages" }
  | { to: "not-found" }
  | { to: "refuse"; status: 400 | 403 | 405; message: string; headers?: Record<string, string> };

/**
 * Where a request for a path that names no page is sent instead: a name Next.js never routes
 * (a folder whose name starts with `_` is private), so the answer is the site's own 404 page.
 */
export const NO_PAGE_PATH = "/_no-such-page";

/** Methods the pages, server actions and sign-in routes take; the API app answers its own. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

/** `/v1` and the OAuth metadata: served by the API app. */
export function isApiPath(url: string): boolean {
  const path = url.split("?")[0];
  return path === "/v1" || path.startsWith("/v1/") || path === OAUTH_METADATA_PATH;
}

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) ? url.host : null;
  } catch {
    return null;
  }
}

/** `Sec-Fetch-Site` values that say the request came from this origin, or from no page at all. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * A POST to a page must come from one of our own pages: when the browser names its origin,
 * that origin's host must be the host the request was sent to (as Next.js compares it for
 * server actions, `X-Forwarded-Host` first). A request without `Origin` is refused when the
 * browser's `Sec-Fetch-Site` says another site (or a sibling of this one) sent it: Next.js lets
 * an action without `Origin` run, and an extension or an old engine may drop the header. Without
 * either header it is not a browser's cross-site request; next-auth and server actions have
 * their own checks behind this.
 */
function isCrossOriginPost(headers: Record<string, string | string[] | undefined>): boolean {
  const origin = headers.origin;
  if (origin === undefined) {
    const site = headers["sec-fetch-site"];
    if (site === undefined) return false;
    return Array.isArray(site) || !OWN_FETCH_SITES.has(site.trim().toLowerCase());
  }
  if (Array.isArray(origin)) return true;
  const forwardedHost = headers["x-forwarded-host"];
  const host = (Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost?.split(",")[0]?.trim()) || headers.host;
  const originHost = hostOf(origin);
  return !originHost || originHost !== host;
}

export function routeRequest(
  method: string | undefined,
  url: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): RequestRoute {
  if (isApiPath(url ?? "/")) return { to: "api" };
  const verb = (method ?? "").toUpperCase();
  if (!(PAGE_METHODS as readonly string[]).includes(verb)) {
    return {
      to: "refuse",
      status: 405,
      message: `${verb || "This method"} is not allowed here.`,
      headers: { Allow: PAGE_METHODS.join(", ") },
    };
  }
  if (verb === "POST" && isCrossOriginPost(headers)) {
    return { to: "refuse", status: 403, message: "Cross-origin form posts are refused." };
  }
  const [path, query = ""] = (url ?? "/").split(/\?(.*)/s);
  if (!isDecodable(path)) return { to: "not-found" };
  // Compared as Next.js routes it, decoded (`/api/%61uth/…` is next-auth's too).
  const decoded = decodeURIComponent(path);
  return (decoded.startsWith(AUTH_PATH) && refuseUnusableAuthRequest(verb, decoded, query)) || { to: "pages" };
}

/**
 * Whether every percent-escape of a path decodes to UTF-8. Next.js decodes a dynamic route's
 * segments with `decodeURIComponent` and answers a bare 500 when one does not (`%ZZ`, `a%`,
 * a cut sequence as `%E0%A4%A`, an encoded surrogate); a path that cannot be decoded names no page.
 */
export function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** next-auth's routes (app/api/auth/[...nextauth]). */
const AUTH_PATH = "/api/auth/";
/** Where the sign-in form posts; next-auth answers any other method there with a 500. */
const CREDENTIALS_CALLBACK_PATH = "/api/auth/callback/credentials";
/** The cookie next-auth keeps the address to return to in (its name over https, and over http). */
const CALLBACK_COOKIES = new Set(["__Secure-next-auth.callback-url", "next-auth.callback-url"]);

/**
 * As next-auth checks a callback address on every request (next-auth/core/lib/assert.js): a
 * path on this site or an http(s) address. For any other, in `callbackUrl` or in its cookie,
 * it answers "a problem with the server configuration" with a 500.
 */
export function isUsableCallbackUrl(value: string): boolean {
  try {
    return /^https?:/.test(new URL(value, value.startsWith("/") ? "http://localhost" : undefined).protocol);
  } catch {
    return false;
  }
}

function refuseUnusableAuthRequest(verb: string, path: string, query: string): RequestRoute | null {
  if (path === CREDENTIALS_CALLBACK_PATH && verb !== "POST") {
    return { to: "refuse", status: 405, message: "The sign-in form posts here.", headers: { Allow: "POST" } };
  }
  // next-auth reads an empty one as none.
  if (new URLSearchParams(query).getAll("callbackUrl").some((value) => value !== "" && !isUsableCallbackUrl(value))) {
    return { to: "refuse", status: 400, message: "callbackUrl must be a path on this site or an http(s) address." };
  }
  return null;
}

/**
 * The Cookie header without a callback cookie next-auth would answer 500 for (on every page
 * that reads the session, the sign-in page included), each read as Next.js reads cookies
 * (`; `-separated, percent-decoded, a bare name meaning "true"); null when there is none. A
 * cookie another site under the same domain could set must not lock a manager out of sign-in.
 */
export function withoutUnusableCallbackCookie(header: string | undefined): string | null {
  if (!header || ![...CALLBACK_COOKIES].some((name) => header.includes(name))) return null;
  const pairs = header.split(/; */);
  const kept = pairs.filter((pair) => {
    const at = pair.indexOf("=");
    const name = at === -1 ? pair : pair.slice(0, at);
    if (!CALLBACK_COOKIES.has(name)) return true;
    let value: string;
    try {
      value = at === -1 ? "true" : decodeURIComponent(pair.slice(at + 1));
    } catch {
      return true; // Next.js skips a cookie it cannot decode.
    }
    return value === "" || isUsableCallbackUrl(value);
  });
  return kept.length === pairs.length ? null : kept.join("; ");
}
