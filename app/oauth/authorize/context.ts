import { getRedirectError } from "next/dist/client/components/redirect";
import { RedirectStatusCode } from "next/dist/client/components/redirect-status-code";
import { config } from "@/lib/config";
import { services } from "@/lib/services";
import { consentKey } from "@/lib/oauth/consent-binding";
import type { AuthorizeContext } from "@/lib/oauth/authorize";

/** The authorization endpoint's dependencies: the database, the clock, the issuer and the form key. */
export function authorizeContext(): AuthorizeContext {
  const { authUrl, sessionSecret } = config();
  return { db: services().db, now: new Date(), issuer: authUrl, consentKey: consentKey(sessionSecret) };
}

/**
 * Ends the page with `303 See Other`. Next's `redirect()` answers a page with 307, which
 * RFC 9700 §4.12 warns against on this endpoint; a server action already answers 303 (or, with
 * JavaScript, navigates with a GET), so only the page needs this.
 */
export function seeOther(location: string): never {
  throw getRedirectError(location, "replace", RedirectStatusCode.SeeOther);
}

/** The page's query as URLSearchParams, repeated parameters kept (they are an error). */
export function toSearchParams(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  }
  return query;
}

export function signInLocation(returnTo: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(returnTo)}`;
}

/** Where a consent form that cannot be trusted ends: a page that says so and sends nothing anywhere. */
export const STALE_FORM_PATH = "/oauth/authorize/stale";
