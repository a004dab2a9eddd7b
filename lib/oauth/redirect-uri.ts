import { findMatchingRedirectUri } from "@/lib/auth/redirect-uris";
import { UnredirectableRequest } from "@/lib/oauth/errors";

/**
 * The authorization request's `redirect_uri` against the application's registered ones
 * (lib/auth/redirect-uris: exact for https and private-use schemes, any port for loopback).
 * It is required, so the token request can be checked against the very same string. A bad
 * one is never redirected to.
 */
export function checkRedirectUri(registered: readonly string[], presented: string | undefined): string {
  if (!presented) {
    throw new UnredirectableRequest(
      "The sign-in link has no redirect URI",
      "The application must send redirect_uri, one of the redirect URIs it registered.",
    );
  }
  if (!findMatchingRedirectUri(registered, presented)) {
    throw new UnredirectableRequest(
      "The redirect URI is not registered",
      "This sign-in link would send you to an address the application did not register, so it was stopped here.",
    );
  }
  return presented;
}
