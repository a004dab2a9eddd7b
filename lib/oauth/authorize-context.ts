import { config } from "@/lib/config";
import type { Database } from "@/lib/db";
import { consentKey } from "@/lib/oauth/consent-binding";
import type { AuthorizeContext } from "@/lib/oauth/authorize";

// Shared by the authorize page and its consent actions (lib/actions/consent.ts), so it sits
// below both: an action never imports app/.

/** The authorization endpoint's dependencies: the database, the clock, the issuer and the form key. */
export function authorizeContext(db: Database): AuthorizeContext {
  const { authUrl, sessionSecret } = config();
  return { db, now: new Date(), issuer: authUrl, consentKey: consentKey(sessionSecret) };
}

export function signInLocation(returnTo: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(returnTo)}`;
}

/** Where a consent form that cannot be trusted ends: a page that says so and sends nothing anywhere. */
export const STALE_FORM_PATH = "/oauth/authorize/stale";
