import type { Config } from "@/lib/config";
import type { Database } from "@/lib/db";
import { consentKey } from "@/lib/oauth/consent-binding";
import type { AuthorizeContext } from "@/lib/oauth/authorize";

// Shared by the authorize page and its consent actions (lib/actions/consent.ts), so it sits
// below both: an action never imports app/.

/** The authorization endpoint's dependencies: the database, the clock, the issuer and the form key. */
export function authorizeContext(services: {
  db: Database;
  config: Pick<Config, "authUrl" | "sessionSecret">;
  now: () => Date;
}): AuthorizeContext {
  const { authUrl, sessionSecret } = services.config;
  return { db: services.db, now: services.now(), issuer: authUrl, consentKey: consentKey(sessionSecret) };
}

export function signInLocation(returnTo: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(returnTo)}`;
}

/** Where a consent form that cannot be trusted ends: a page that says so and sends nothing anywhere. */
export const STALE_FORM_PATH = "/oauth/authorize/stale";
