/** Spec › Limits. */
export const AUTHORIZATION_CODE_LIFETIME_MS = 5 * 60 * 1000;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
/** Each refresh token lives 90 days from its own issue: a tool used at least every 90 days stays signed in. */
export const REFRESH_TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** How long a consent page may be left open before its Allow / Deny form goes stale. */
export const CONSENT_FORM_LIFETIME_MS = 10 * 60 * 1000;
