/**
 * OAuth 2.0 errors, one class per RFC code, and the one place that renders them as
 * `{error, error_description}` (RFC 6749 §5.2). Token and revocation endpoints answer with
 * these; the authorization endpoint puts the same code and description on the redirect URI
 * (RFC 6749 §4.1.2.1).
 */
export type OAuthErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "invalid_scope"
  | "access_denied"
  | "unsupported_response_type"
  | "login_required"
  | "consent_required"
  | "too_many_requests";

export abstract class OAuthError extends Error {
  abstract readonly error: OAuthErrorCode;
  readonly status: number = 400;
  readonly headers: Record<string, string> = {};

  constructor(description: string) {
    super(description);
    this.name = new.target.name;
  }
}

export class InvalidRequest extends OAuthError {
  readonly error = "invalid_request";
}

/** RFC 6749 §5.2: 401 with a `WWW-Authenticate` naming the scheme the client should use. */
export class InvalidClient extends OAuthError {
  readonly error = "invalid_client";
  override readonly status = 401;
  override readonly headers = { "WWW-Authenticate": 'Basic realm="Manager Data API", charset="UTF-8"' };
}

export class InvalidGrant extends OAuthError {
  readonly error = "invalid_grant";
}

export class UnauthorizedClient extends OAuthError {
  readonly error = "unauthorized_client";
}

export class UnsupportedGrantType extends OAuthError {
  readonly error = "unsupported_grant_type";
}

export class InvalidScope extends OAuthError {
  readonly error = "invalid_scope";
}

export class AccessDenied extends OAuthError {
  readonly error = "access_denied";
}

export class UnsupportedResponseType extends OAuthError {
  readonly error = "unsupported_response_type";
}

/** OpenID Connect Core §3.1.2.6, for `prompt=none` when nobody is signed in. */
export class LoginRequired extends OAuthError {
  readonly error = "login_required";
}

/** OpenID Connect Core §3.1.2.6, for `prompt=none` when the consent page would be needed. */
export class ConsentRequired extends OAuthError {
  readonly error = "consent_required";
}

/**
 * The token endpoint's rate limit (spec › Limits). RFC 6749 has no code for it; the name is
 * the one HTTP gives status 429 (RFC 6585), in the RFC 6749 body shape.
 */
export class TooManyRequests extends OAuthError {
  readonly error = "too_many_requests";
  override readonly status = 429;
  override readonly headers: Record<string, string>;

  constructor(description: string, retryAfterSeconds: number, limitHeaders: Record<string, string> = {}) {
    super(description);
    this.headers = { ...limitHeaders, "Retry-After": String(retryAfterSeconds) };
  }
}

/** A body over the endpoints' cap (RFC 9110 §15.5.14), in the RFC 6749 body shape. */
export class PayloadTooLarge extends OAuthError {
  readonly error = "invalid_request";
  override readonly status = 413;
}

/** RFC 6749 §5.1: token responses, and their errors, must never be cached. */
export const NO_STORE_HEADERS = { "Cache-Control": "no-store", Pragma: "no-cache" } as const;

export interface OAuthErrorBody {
  error: OAuthErrorCode;
  error_description: string;
}

export function oauthErrorBody(error: OAuthError): OAuthErrorBody {
  return { error: error.error, error_description: error.message };
}

/** Status, headers and body of an error answer of the token or revocation endpoint. */
export function oauthErrorAnswer(error: OAuthError) {
  return {
    status: error.status,
    headers: { ...NO_STORE_HEADERS, ...error.headers } as Record<string, string>,
    body: oauthErrorBody(error),
  };
}

/**
 * An authorization request that must not be answered on its redirect URI: the client or the
 * redirect URI itself is at fault (RFC 6749 §4.1.2.1), so redirecting would make an open
 * redirector. The page shows it to the manager instead.
 */
export class UnredirectableRequest extends Error {
  constructor(
    readonly title: string,
    description: string,
  ) {
    super(description);
    this.name = "UnredirectableRequest";
  }
}
