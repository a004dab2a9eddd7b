/**
 * Where to send a manager after signing in: a path on this site, never another site.
 *
 * Checking the text is not enough: browsers drop TAB, LF and CR anywhere in a URL and read a
 * backslash as a slash, so `/\t/evil.example` and `/\evil.example` both become
 * `//evil.example`. So any of those characters (and any other white space) is refused
 * outright, and the value is then resolved against our own origin with the URL parser: only
 * a result on one of our origins is kept, and only its path, query and fragment.
 */
const UNSAFE = /[\s\u0000-\u001f\u007f\\]/u;

export function safeCallbackPath(raw: string | string[] | undefined, ownOrigins: readonly string[], fallback = "/portal"): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || UNSAFE.test(value) || ownOrigins.length === 0) return fallback;
  let url: URL;
  try {
    url = new URL(value, ownOrigins[0]);
  } catch {
    return fallback;
  }
  if (!/^https?:$/.test(url.protocol) || !ownOrigins.includes(url.origin)) return fallback;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as a host.
  if (url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
