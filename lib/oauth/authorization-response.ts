/**
 * Where the browser goes back to: the redirect URI with the answer in its query (RFC 6749
 * §4.1.2), any query the redirect URI itself has kept (§3.1.2), and `iss` so the client can
 * tell which server answered (RFC 9207).
 */
export type AuthorizationAnswer =
  { code: string; state: string | null } | { error: string; error_description: string; state: string | null };

export function authorizationResponseUrl(redirectUri: string, answer: AuthorizationAnswer, issuer: string): string {
  const url = new URL(redirectUri);
  if ("code" in answer) {
    url.searchParams.set("code", answer.code);
  } else {
    url.searchParams.set("error", answer.error);
    url.searchParams.set("error_description", answer.error_description);
  }
  if (answer.state !== null) url.searchParams.set("state", answer.state);
  url.searchParams.set("iss", issuer);
  return url.toString();
}
