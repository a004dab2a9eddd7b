import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import { ERROR_DOCS } from "@/lib/api/schemas/error";

/**
 * What a client should do about each error code. Typed by ErrorCode, so a new code does not
 * compile until it has advice here; when and status come from the code's own tables.
 */
const ERROR_ADVICE: Record<ErrorCode, string> = {
  invalid_request:
    "Fix the request; do not retry it unchanged. If you put a token in the URL, treat it as leaked: revoke it and send the new one in the Authorization header.",
  invalid_parameter:
    "Read `parameter` and `description`, fix that value and send again. Numbers are plain digits, enumerations are spelled exactly (case-sensitive), `limit` is 1 to 30.",
  invalid_token:
    "Do not retry with the same token. A personal token: make a new one. An OAuth access token: refresh once; if the refresh fails too, send the manager through sign-in again.",
  insufficient_scope:
    "The description names the missing scope. Make a personal token with it, or send the manager through sign-in again asking for it. Do not retry meanwhile.",
  forbidden: "This data is only for the club's own manager. Call it only with team ids from `/me` (and your own players).",
  not_found:
    "Check the id: a UUID taken from another answer, of the right kind (a club is not a national team), and the season number. Retrying will not help.",
  method_not_allowed: "Use GET. The API is read-only; the only POST endpoints are `/v1/oauth/token` and `/v1/oauth/revoke`.",
  conflict: "Something changed meanwhile: reload the current state, then try the change again.",
  token_limit_reached: "Revoke a personal token you no longer use, then create the new one.",
  minute_limit_exceeded: "Wait the seconds `Retry-After` gives, then continue more slowly; pace calls with the X-RateLimit headers.",
  daily_limit_exceeded: "Stop until midnight UTC (`Retry-After` says how long). Cache answers that change rarely.",
  breadth_limit_exceeded:
    "Stop reading other clubs' data (and opening their auctions) until midnight UTC. Calls on your own clubs still count only toward the daily limit.",
  too_many_attempts: "Wait a few minutes before trying again.",
  internal_error: "Not your fault. Retry later with backoff; if it keeps happening, report the `requestId`.",
  service_unavailable:
    "Not your fault: send the same request again after `Retry-After` seconds (reads and token requests alike). If it lasts minutes, check the status of the service.",
};

export interface ErrorRow {
  code: ErrorCode;
  status: number;
  when: string;
  advice: string;
}

/** Every API error code, by status then name. */
export function errorRows(): ErrorRow[] {
  return (Object.keys(ERROR_STATUS) as ErrorCode[])
    .map((code) => ({ code, status: ERROR_STATUS[code], when: ERROR_DOCS[code], advice: ERROR_ADVICE[code] }))
    .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

/** The token endpoint's RFC 6749 §5.2 errors (body `{error, error_description}`). */
export const TOKEN_ERRORS = [
  {
    code: "invalid_client",
    status: 401,
    when: "Unknown client id, wrong or missing secret, or the application is suspended.",
    advice:
      "Check the client id and secret (a rotated secret stops working at once) and how you send them: HTTP Basic for confidential clients, `client_id` in the body for public ones.",
  },
  {
    code: "invalid_grant",
    status: 400,
    when: "The code or refresh token is unknown, expired, already used, not this client's, or the manager revoked the tool.",
    advice:
      "Do not retry. Send the manager through sign-in again. For a refresh token this can mean it was spent twice: serialise refreshes.",
  },
  {
    code: "invalid_request",
    status: 400,
    when: "A required field is missing (for example `code_verifier` or `redirect_uri`), or a field is sent twice. Fields the endpoint does not know are ignored, even repeated (RFC 6749 §3.2).",
    advice: "Send every field the grant needs once, form-encoded (`application/x-www-form-urlencoded`).",
  },
  {
    code: "invalid_scope",
    status: 400,
    when: "A refresh asked for a scope that was never granted.",
    advice: "Ask only for granted scopes when narrowing; to gain a scope, sign the manager in again asking for it.",
  },
  {
    code: "unsupported_grant_type",
    status: 400,
    when: "A grant type other than `authorization_code` or `refresh_token`.",
    advice: "Use one of the two grant types.",
  },
] as const;
