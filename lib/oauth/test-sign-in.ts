/**
 * "Test sign-in" on an application's page: the portal builds a real PKCE sign-in for the
 * owner, runs it in the browser and shows the code exchange, so a developer sees a working
 * sign-in before writing any code. The browser comes back to the portal's test callback, which
 * the application must list among its redirect URIs like any other (one click adds it), so the
 * sign-in and the exchange are exactly what a tool's would be. Pure: the page and the browser
 * use it alike (PKCE with WebCrypto).
 */

/** The portal page a test sign-in comes back to. */
export const TEST_SIGN_IN_PATH = "/portal/test-sign-in";

/** The test callback as a redirect URI, on the portal's origin (where sign-in is served). */
export const testRedirectUri = (authUrl: string) => `${authUrl}${TEST_SIGN_IN_PATH}`;

/**
 * Whether a URL's hostname names this machine's loopback: `localhost` and `*.localhost`
 * (RFC 6761), 127.0.0.0/8 (the URL parser has already written every IPv4 spelling dotted), `[::1]`
 * and the IPv4-mapped `[::ffff:7f…]`.
 */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (/^127\.\d+\.\d+\.\d+$/.test(host)) return true;
  return host === "[::1]" || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
}

/** A path as the page router reads it: escapes decoded, repeated slashes one, no trailing slash. */
function normalisedPath(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // An escape that does not decode names no page; compare it as written.
  }
  return path.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
}

/**
 * Whether a redirect URI lands on the portal's test callback, however it is spelled. The URLs
 * are compared normalised: the host in any case and without the root's trailing dot, the path
 * with escapes decoded and repeated or trailing slashes dropped (the pages answer
 * `//portal/test-sign-in` with a redirect to the page), a query or fragment ignored; the same
 * scheme and port. When the issuer is loopback, every loopback host on any port and either
 * scheme is the same machine, where sign-in accepts any port (RFC 8252 §7.3).
 */
export function isTestCallback(redirectUri: string, authUrl: string): boolean {
  // Every sign-in asks: most answer here, without parsing two URLs. A spelling of the path
  // without its literal name must escape a character of it.
  if (!redirectUri.includes("test-sign-in") && !redirectUri.includes("%")) return false;
  let presented: URL;
  let callback: URL;
  try {
    presented = new URL(redirectUri);
    callback = new URL(testRedirectUri(authUrl));
  } catch {
    return false;
  }
  if (normalisedPath(presented) !== normalisedPath(callback)) return false;
  const host = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, "");
  if (isLoopbackHost(host(callback))) {
    return (presented.protocol === "http:" || presented.protocol === "https:") && isLoopbackHost(host(presented));
  }
  return presented.protocol === callback.protocol && host(presented) === host(callback) && presented.port === callback.port;
}

/** What the browser keeps (sessionStorage, this tab only) between starting a test and its callback. */
export interface PendingTestSignIn {
  applicationId: string;
  applicationName: string;
  clientId: string;
  kind: "Public" | "Confidential";
  redirectUri: string;
  scopes: string[];
  state: string;
  codeVerifier: string;
  /** The issuer the callback's `iss` must name (RFC 9207). */
  issuer: string;
  tokenUrl: string;
  revokeUrl: string;
  meUrl: string;
}

/** The sessionStorage key of a pending test, by its state. */
export const pendingKey = (state: string) => `test-sign-in:${state}`;

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** 32 random bytes in base64url: a code verifier (43 characters) or a state. */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** RFC 7636's S256 challenge of a verifier: BASE64URL(SHA-256(verifier)). */
export async function s256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/** The sign-in link a tool sends the manager to. */
export function signInUrl(parts: {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  state: string;
  codeChallenge: string;
}): string {
  const url = new URL(parts.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: parts.clientId,
    redirect_uri: parts.redirectUri,
    scope: parts.scopes.join(" "),
    state: parts.state,
    code_challenge: parts.codeChallenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

/** The exchange as a shell command, for the developer to run against their own redirect URI's code. */
export function exchangeCommand(parts: {
  tokenUrl: string;
  clientId: string;
  kind: "Public" | "Confidential";
  redirectUri: string;
  codeVerifier: string;
}) {
  return [
    `curl -s -X POST ${parts.tokenUrl} \\`,
    parts.kind === "Confidential" ? `  -u "${parts.clientId}:$CLIENT_SECRET" \\` : `  -d client_id=${parts.clientId} \\`,
    "  -d grant_type=authorization_code \\",
    `  --data-urlencode "redirect_uri=${parts.redirectUri}" \\`,
    `  -d code_verifier=${parts.codeVerifier} \\`,
    "  -d code=THE_CODE_FROM_THE_REDIRECT",
  ].join("\n");
}

/** A credential shown without giving it away: its prefix, four characters, an ellipsis and its last four. */
export function maskCredential(value: string): string {
  const prefix = /^[a-z]+_/.exec(value)?.[0] ?? "";
  const rest = value.slice(prefix.length);
  if (rest.length <= 12) return `${prefix}${"•".repeat(rest.length)}`;
  return `${prefix}${rest.slice(0, 4)}…${rest.slice(-4)}`;
}

/** The token answer with both tokens masked, for showing. */
export function maskedTokenAnswer(answer: Record<string, unknown>): Record<string, unknown> {
  const masked: Record<string, unknown> = { ...answer };
  for (const field of ["access_token", "refresh_token"]) {
    if (typeof masked[field] === "string") masked[field] = maskCredential(masked[field] as string);
  }
  return masked;
}
