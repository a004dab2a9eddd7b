/**
 * The one error model. Business code throws `AppError` with a code; the API turns it into
 * `{"error":{"code","description"}}` with the status below (lib/api), and pages show the
 * description. Anything else that escapes is a bug and answers 500 `internal_error`.
 */
export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_parameter: 400,
  invalid_token: 401,
  insufficient_scope: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  token_limit_reached: 409,
  minute_limit_exceeded: 429,
  daily_limit_exceeded: 429,
  breadth_limit_exceeded: 429,
  too_many_attempts: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  /** For invalid_parameter: the parameter at fault. */
  readonly parameter?: string;

  constructor(code: ErrorCode, description: string, options: { headers?: Record<string, string>; parameter?: string } = {}) {
    super(description);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
    this.parameter = options.parameter;
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} was not found.`);

/** Seconds a client is asked to wait when the database cannot be reached. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** The database could not be reached (lib/sql/connection-loss.ts): 503 with `Retry-After`, never 500. */
export const serviceUnavailable = () =>
  new AppError("service_unavailable", `The service cannot reach its database for a moment. Try again in ${UNAVAILABLE_RETRY_SECONDS} s.`, {
    headers: { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) },
  });
