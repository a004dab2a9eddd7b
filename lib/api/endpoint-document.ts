import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { AppError, type ErrorCode } from "@/lib/errors";
import { capitaliseScope, type Scope } from "@/lib/auth/scopes";
import type { Changes } from "@/lib/api/freshness";
import { DEPRECATION_HEADERS, deprecationHeaders, type Deprecation } from "@/lib/api/deprecation";
import { EMPTY_PARAMETERS, IF_NONE_MATCH_MAX } from "@/lib/api/params";
import { ErrorEnvelopeSchema, ERROR_DOCS, RETRY_AFTER_UNAVAILABLE } from "@/lib/api/schemas/error";

/*
 * How the OpenAPI document describes a data endpoint, from its declaration (lib/api/endpoint.ts):
 * its notes, parameters, answers, errors and headers.
 */

const COMMON_ERRORS: ErrorCode[] = [
  "invalid_parameter",
  "invalid_token",
  "insufficient_scope",
  "minute_limit_exceeded",
  "internal_error",
  "service_unavailable",
];
const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: "A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`).",
  401: "The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why. Such calls count per client address, a minute at a time: the limit headers describe that count.",
  403: "The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`).",
  404: "No such resource (`not_found`).",
  429: "A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`), or this address made too many calls without a valid token this minute (`minute_limit_exceeded`). See `Retry-After`.",
  500: "An unexpected failure (`internal_error`), logged under `requestId`.",
  503: "The service could not reach its database (`service_unavailable`). Send the same request again after `Retry-After` seconds.",
};

const REQUEST_ID_HEADER = {
  "X-Request-Id": {
    description: "Quote it when reporting a problem; the portal's request log finds the call by it.",
    required: true,
    schema: { type: "string" as const },
  },
};

/** Headers on every answer after authentication, and on a 401 (set by the quota layer), with the request id. */
const LIMIT_HEADERS = {
  "X-RateLimit-Limit": { description: "The size of the tightest limit that applies to this call.", schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": {
    description: "Calls left in that limit. Slow down before it reaches 0.",
    schema: { type: "integer" as const },
  },
  "X-RateLimit-Reset": { description: "When that limit resets, in Unix epoch seconds.", schema: { type: "integer" as const } },
  "X-RateLimit-Resource": {
    description: "Which limit the other headers describe: `minute`, `day` or `breadth`.",
    schema: { type: "string" as const, enum: ["minute", "day", "breadth"] },
  },
  ...REQUEST_ID_HEADER,
};

/** The validator and freshness headers of a 200 and a 304. */
const VALIDATOR_HEADERS = {
  ETag: {
    description:
      "The answer's validator (strong; a compressed answer's carries `-br` or `-gz`). Send it back in `If-None-Match`: while the answer is unchanged the call answers 304 and costs no quota.",
    required: true,
    schema: { type: "string" as const },
  },
  "Cache-Control": {
    description:
      "`private, max-age=N`: the answer cannot change for N seconds (the endpoint's **Caching** note says until when); `private, no-cache`: revalidate before reuse.",
    required: true,
    schema: { type: "string" as const },
  },
};

const IF_NONE_MATCH = z.object({
  "If-None-Match": z.string().max(IF_NONE_MATCH_MAX).optional().meta({
    description:
      "The `ETag` of an answer you hold (or a list of them, or `*`). If the answer is unchanged the call answers 304 with no body, free of every limit. Longer than 2,048 characters, it is refused with 400 `invalid_parameter`.",
    example: '"Zb3xq0d0pA9xv1m2bY1wq7cK3sE"',
  }),
});

const CACHING_NOTES: Record<Changes, string> = {
  clock:
    "**Caching:** fresh until the world's next event (a game, an auction's end, or the next whole hour), as `max-age` says; revalidate with `If-None-Match` (a 304 costs no quota).",
  world:
    "**Caching:** changes only when a new world is generated: `max-age` of an hour; revalidate with `If-None-Match` (a 304 costs no quota).",
  account: "**Caching:** revalidate every time with `If-None-Match` (`no-cache`; a 304 costs no quota).",
};

/**
 * The headers each error status declares: the request id always; the limit headers on every
 * answer after authentication (a 400 for a token in the URL comes before it and lacks them);
 * on a 401 the bearer challenge and the limit headers of the address's refused calls.
 */
function errorHeaders(status: number) {
  if (status === 401) {
    return {
      ...LIMIT_HEADERS,
      "X-RateLimit-Limit": {
        description: "How many calls without a valid token this address may make a minute.",
        schema: { type: "integer" as const },
      },
      "WWW-Authenticate": {
        description: "The bearer challenge, with `error` and `error_description` (RFC 6750 §3).",
        required: true,
        schema: { type: "string" as const },
      },
    };
  }
  if (status === 429)
    return {
      ...LIMIT_HEADERS,
      "Retry-After": { description: "Seconds until the spent limit resets.", required: true, schema: { type: "integer" as const } },
    };
  if (status === 403) {
    return {
      ...LIMIT_HEADERS,
      "WWW-Authenticate": {
        description: "On `insufficient_scope`: the scope the endpoint needs (RFC 6750 §3).",
        schema: { type: "string" as const },
      },
    };
  }
  if (status === 503) return { ...REQUEST_ID_HEADER, "Retry-After": RETRY_AFTER_UNAVAILABLE };
  return status >= 500 ? REQUEST_ID_HEADER : LIMIT_HEADERS;
}

function errorResponses(codes: ErrorCode[]) {
  const statuses = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = new AppError(code, "").status;
    statuses.set(status, [...(statuses.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...statuses.entries()].map(([status, list]) => [
      status,
      {
        description: STATUS_DESCRIPTIONS[status] ?? list.map((c) => ERROR_DOCS[c]).join(" "),
        headers: errorHeaders(status),
        content: { "application/json": { schema: ErrorEnvelopeSchema } },
      },
    ]),
  );
}

const OWNER_NOTES: Record<"club" | "nationalTeam" | "player", string> = {
  club: "**Only for clubs you own**: another club answers 403 `forbidden`.",
  player: "**Only for players of clubs you own**: another club's player answers 403 `forbidden`.",
  nationalTeam: "**Only for national teams you coach**: another national team answers 403 `forbidden`.",
};

/** What the document needs of a declaration. */
export interface DocumentedEndpoint {
  path: string;
  scope: Scope;
  tag: string;
  operationId: string;
  summary: string;
  description: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  response: z.ZodType;
  errors?: ErrorCode[];
  breadth?: unknown;
  ownerOnly?: { owned: "club" | "nationalTeam" | "player" };
  changes: Changes;
  deprecation?: Deprecation;
}

/** The operation as the OpenAPI document describes it. */
export function endpointRoute(spec: DocumentedEndpoint) {
  const { changes } = spec;
  const deprecated = spec.deprecation ? deprecationHeaders(spec.deprecation) : undefined;
  const errors = [...new Set([...COMMON_ERRORS, ...(spec.errors ?? []), ...(spec.ownerOnly ? (["forbidden", "not_found"] as const) : [])])];
  const notes = [
    spec.deprecation
      ? `**Deprecated** since ${spec.deprecation.since}: ${spec.deprecation.instead} It may stop answering from ${spec.deprecation.sunset}; its answers carry \`Deprecation\` and \`Sunset\` headers ([changelog](/docs/changelog#${spec.deprecation.changelog})).`
      : "",
    `**Scope:** \`${spec.scope}\`.`,
    spec.ownerOnly ? OWNER_NOTES[spec.ownerOnly.owned] : "",
    spec.breadth ? "**Counts toward the daily breadth limit** when the club or player is not your own." : "",
    CACHING_NOTES[changes],
  ].filter(Boolean);
  return createRoute({
    method: "get",
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    description: `${spec.description}\n\n${notes.join("\n\n")}`,
    operationId: spec.operationId,
    security: [{ bearerAuth: [] }, { oauth2: [spec.scope] }],
    ...(deprecated ? { deprecated: true } : {}),
    request: {
      params: spec.params ?? EMPTY_PARAMETERS,
      // Without declared parameters the query must be empty: an unknown parameter is a 400.
      query: spec.query ?? EMPTY_PARAMETERS,
      headers: IF_NONE_MATCH,
    },
    responses: {
      200: {
        description: "OK. Limit headers describe the tightest limit that applies to this call.",
        headers: { ...VALIDATOR_HEADERS, ...LIMIT_HEADERS, ...(deprecated ? DEPRECATION_HEADERS : {}) },
        content: { "application/json": { schema: spec.response } },
      },
      304: {
        description:
          "Not Modified: the answer is the one whose `ETag` you sent in `If-None-Match`. No body; not counted against any limit (the limit headers give the counts as they stand).",
        headers: { ...VALIDATOR_HEADERS, ...LIMIT_HEADERS, ...(deprecated ? DEPRECATION_HEADERS : {}) },
      },
      ...errorResponses(errors),
    },
    "x-scope": capitaliseScope(spec.scope),
    "x-breadth-counted": Boolean(spec.breadth),
    "x-owner-only": Boolean(spec.ownerOnly),
  });
}
