import { z } from "zod";

/**
 * The redirect URIs an application may register (spec › Application registration) and how
 * a presented one is matched at sign-in. Three forms only:
 * - `https://host/path?query`: matched exactly, character for character;
 * - loopback `http://127.0.0.1/…` or `http://localhost/…`: any port at sign-in (RFC 8252 §7.3);
 * - a private-use scheme named after a reverse domain, `com.example.app:/callback` (RFC 8252 §7.1).
 * Everything else is refused. Schemes must be written in lower case, so that exact matching
 * never depends on case folding.
 */
export const MAX_REDIRECT_URI_LENGTH = 512;

export type RedirectUriKind = "https" | "loopback" | "private-use";
export type RedirectUriClassification = { kind: RedirectUriKind } | { error: string };

const ABSOLUTE_FORMS =
  "Use an absolute URI: https://…, http://127.0.0.1/…, http://localhost/… or a private-use scheme such as com.example.app:/callback.";

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
// Host exactly as written: the URL parser would turn `127.1` or `LOCALHOST` into the canonical
// names, and matching compares the registered spelling.
const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost)(?::(\d{1,5}))?(\/[^?#]*)?(\?[^#]*)?$/;
const REVERSE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const PRIVATE_USE = /^([a-z0-9.-]+):\/([^/?#][^?#]*)(\?[^#]*)?$/;
const FORBIDDEN_SCHEMES = new Set(["javascript", "data", "vbscript", "file", "blob", "about"]);

function classifyHttps(uri: string): RedirectUriClassification {
  if (!uri.startsWith("https://")) return { error: "Write https URIs as https://host/path." };
  // Checked on the raw text: the URL parser would read `https:///cb` as the host `cb`.
  const authority = uri.slice("https://".length).split(/[/?]/)[0];
  if (!authority) return { error: "An https redirect URI needs a host." };
  if (authority.includes("@")) return { error: "A redirect URI cannot carry a user name or password." };
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return { error: "That is not a valid https URL." };
  }
  if (!url.hostname) return { error: "An https redirect URI needs a host." };
  return { kind: "https" };
}

function classifyLoopback(uri: string): RedirectUriClassification {
  const match = LOOPBACK.exec(uri);
  if (!match) {
    if (/^http:\/\/[^/?#]*@/.test(uri)) return { error: "A redirect URI cannot carry a user name or password." };
    return {
      error: "Plain http is allowed only for loopback: http://127.0.0.1/… or http://localhost/…. Use https for other hosts.",
    };
  }
  const port = match[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return { error: "The port must be 1 to 65535." };
  return { kind: "loopback" };
}

function classifyPrivateUse(uri: string, scheme: string): RedirectUriClassification {
  if (!REVERSE_DOMAIN.test(scheme)) {
    return {
      error: "A private-use scheme must be a reverse domain name you own, such as com.example.app:/callback.",
    };
  }
  if (!PRIVATE_USE.test(uri)) {
    return { error: "Write a private-use redirect URI as <reverse-domain>:/path (one slash, no host), such as com.example.app:/callback." };
  }
  return { kind: "private-use" };
}

export function classifyRedirectUri(uri: string): RedirectUriClassification {
  if (uri.length === 0) return { error: "Enter a redirect URI." };
  if (uri.length > MAX_REDIRECT_URI_LENGTH) return { error: `A redirect URI has at most ${MAX_REDIRECT_URI_LENGTH} characters.` };
  if (/[\s\u0000-\u001f\u007f]/.test(uri)) return { error: "A redirect URI cannot contain spaces or control characters." };
  if (uri.includes("\\")) return { error: "A redirect URI cannot contain a backslash." };
  if (uri.includes("#")) return { error: "A redirect URI cannot contain a fragment (#…)." };
  if (uri.includes("*")) return { error: "Wildcards (*) are not allowed: register each redirect URI exactly." };

  const schemeMatch = SCHEME.exec(uri);
  if (!schemeMatch) return { error: ABSOLUTE_FORMS };
  const scheme = schemeMatch[1];
  if (FORBIDDEN_SCHEMES.has(scheme.toLowerCase())) return { error: `${scheme}: URIs are not allowed as redirect URIs.` };
  if (scheme !== scheme.toLowerCase()) return { error: "Write the scheme in lower case." };
  if (scheme === "https") return classifyHttps(uri);
  if (scheme === "http") return classifyLoopback(uri);
  if (scheme.includes(".")) return classifyPrivateUse(uri, scheme);
  return { error: ABSOLUTE_FORMS };
}

/** One registered redirect URI, with the message of its first broken rule. Trims the ends. */
export const RedirectUriSchema = z
  .string({ message: "Enter a redirect URI." })
  .trim()
  .superRefine((uri, ctx) => {
    const result = classifyRedirectUri(uri);
    if ("error" in result) ctx.addIssue({ code: "custom", message: result.error });
  })
  .meta({ description: "A redirect URI: https, loopback http, or a private-use scheme.", examples: ["https://tool.example.com/callback"] });

function loopbackParts(uri: string) {
  const match = LOOPBACK.exec(uri);
  if (!match) return null;
  return { host: match[1], path: match[3] || "/", query: match[4] ?? "" };
}

/**
 * Whether the redirect URI presented in a sign-in request is one the application registered.
 * https and private-use: the exact string. Loopback: same host spelling, path and query, on
 * any port, because native apps get an ephemeral port from the system (RFC 8252 §7.3).
 */
export function redirectUriMatches(registered: string, presented: string): boolean {
  const classification = classifyRedirectUri(registered);
  if ("error" in classification) return false;
  if (classification.kind !== "loopback") return registered === presented;
  // The presented URI must pass the rule its registration passed (a port of 1 to 65535).
  if ("error" in classifyRedirectUri(presented)) return false;
  const a = loopbackParts(registered);
  const b = loopbackParts(presented);
  if (!a || !b) return false;
  return a.host === b.host && a.path === b.path && a.query === b.query;
}

/** The registered URI a presented one matches, if any. */
export function findMatchingRedirectUri(registered: readonly string[], presented: string): string | null {
  return registered.find((uri) => redirectUriMatches(uri, presented)) ?? null;
}
