import { getRedirectError } from "next/dist/client/components/redirect";
import { RedirectStatusCode } from "next/dist/client/components/redirect-status-code";

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
