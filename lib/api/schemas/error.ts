import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";

export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]).meta({
        description: "A stable, machine-readable code. See the Errors guide for what to do about each.",
        example: "not_found",
      }),
      description: z.string().meta({ description: "What went wrong, for a developer to read.", example: "Team was not found." }),
      parameter: z.string().optional().meta({ description: "For `invalid_parameter`: the parameter at fault.", example: "limit" }),
      requestId: z
        .string()
        .optional()
        .meta({ description: "For `internal_error` and `service_unavailable`: quote it when reporting the problem." }),
      retryAfter: z
        .number()
        .int()
        .positive()
        .optional()
        .meta({ description: "With 429 and 503: the seconds to wait before trying again, as the `Retry-After` header says.", example: 5 }),
    }),
  })
  .meta({ id: "Error", description: "Every error answer has this shape, never with status 200." });

export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** The `Retry-After` header of a 503 `service_unavailable`, as the document declares it. */
export const RETRY_AFTER_UNAVAILABLE = {
  description: "Seconds to wait before sending the request again.",
  required: true,
  schema: { type: "integer" as const },
};

/** When each code is used, for the OpenAPI document and the Errors guide. */
export const ERROR_DOCS: Record<ErrorCode, string> = {
  invalid_request: "The request itself is unusable, e.g. a token placed in the URL.",
  invalid_parameter: "A path or query parameter is malformed or out of range; `parameter` names it.",
  invalid_token: "The bearer token is missing, malformed, unknown, expired or revoked.",
  insufficient_scope: "The token lacks the scope this endpoint needs; the description names it.",
  forbidden: "The token is fine but this resource is not yours to read (another club's training, staff, facilities or finances).",
  not_found: "No such resource (or season).",
  method_not_allowed: "Only GET is offered on data paths; `Allow` lists the methods.",
  conflict: "The change conflicts with the current state.",
  token_limit_reached: "A manager may hold at most 10 active personal tokens.",
  minute_limit_exceeded: "The per-minute limit is spent; `Retry-After` says when to try again.",
  daily_limit_exceeded: "The daily limit is spent; it resets at midnight UTC.",
  breadth_limit_exceeded: "The daily breadth limit (calls on other clubs and auction reveals) is spent.",
  too_many_attempts: "Too many attempts in a short time; wait and try again.",
  internal_error: "An unexpected failure on our side; it has been logged under `requestId`.",
  service_unavailable: "The service could not reach its database (a restart or failover under way); `Retry-After` says when to try again.",
};

export function errorBody(
  code: ErrorCode,
  description: string,
  extra: { parameter?: string; requestId?: string; retryAfter?: number } = {},
): ErrorEnvelope {
  return { error: { code, description, ...extra } };
}
