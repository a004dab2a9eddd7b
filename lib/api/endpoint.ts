import { createRoute, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { AppError, type ErrorCode } from "@/lib/errors";
import { capitaliseScope, type Scope } from "@/lib/auth/scopes";
import type { Db } from "@/lib/db";
import type { Viewer } from "@/lib/game/viewer";
import type { ApiEnv, CallUsage } from "@/lib/api/context";
import { ErrorEnvelopeSchema, ERROR_DOCS } from "@/lib/api/schemas/error";

/**
 * Calls on another club's team or player that count toward the daily breadth limit
 * (the spec's "Other club" column). The quota layer reads this from the declaration, so
 * handlers never count anything themselves.
 */
export type BreadthRule = { counted: "team"; param: string } | { counted: "player"; param: string };

type AnyObject = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface EndpointSpec<P extends AnyObject, Q extends AnyObject, R extends z.ZodType> {
  path: string;
  scope: Scope;
  tag: string;
  /** Defaults to one made from the path, e.g. `getTeamsRoster`. */
  operationId?: string;
  summary: string;
  description: string;
  params?: P;
  query?: Q;
  response: R;
  /** Errors this endpoint can answer besides the ones every endpoint can (400, 401, 403 scope, 429, 500). */
  errors?: ErrorCode[];
  breadth?: BreadthRule;
  /** Only for clubs the manager owns (training, staff, facilities, finances). */
  ownerOnly?: boolean;
  handler: (input: {
    viewer: Viewer;
    params: z.output<P>;
    query: z.output<Q>;
    db: Db;
    now: Date;
    usage: CallUsage;
  }) => Promise<z.input<R>>;
}

export interface Endpoint {
  path: string;
  scope: Scope;
  breadth?: BreadthRule;
  /** `/teams/{teamId}` as a regular expression over the path after `/v1`. */
  pattern: RegExp;
  register(app: OpenAPIHono<ApiEnv>): void;
}

const COMMON_ERRORS: ErrorCode[] = ["invalid_parameter", "invalid_token", "insufficient_scope", "minute_limit_exceeded", "internal_error"];
const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: "A parameter is malformed or out of range (`invalid_parameter`), or the request is unusable (`invalid_request`).",
  401: "The bearer token is missing, malformed, unknown, expired or revoked (`invalid_token`). `WWW-Authenticate` says why.",
  403: "The token lacks the scope (`insufficient_scope`), or the resource is another manager's (`forbidden`).",
  404: "No such resource (`not_found`).",
  429: "A limit is spent (`minute_limit_exceeded`, `daily_limit_exceeded`, `breadth_limit_exceeded`). See `Retry-After`.",
  500: "An unexpected failure (`internal_error`), logged under `requestId`.",
};

/** Headers on every answer after authentication (set by the quota layer and the request id). */
const LIMIT_HEADERS = {
  "X-RateLimit-Limit": { description: "The size of the tightest limit that applies to this call.", schema: { type: "integer" } },
  "X-RateLimit-Remaining": { description: "Calls left in that limit. Slow down before it reaches 0.", schema: { type: "integer" } },
  "X-RateLimit-Reset": { description: "When that limit resets, in Unix epoch seconds.", schema: { type: "integer" } },
  "X-RateLimit-Resource": {
    description: "Which limit the other headers describe: `minute`, `day` or `breadth`.",
    schema: { type: "string", enum: ["minute", "day", "breadth"] as string[] },
  },
  "X-Request-Id": { description: "Quote it when reporting a problem.", schema: { type: "string" } },
};

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
        ...(status === 429
          ? { headers: { ...LIMIT_HEADERS, "Retry-After": { description: "Seconds until the spent limit resets.", schema: { type: "integer" } } } }
          : {}),
        content: { "application/json": { schema: ErrorEnvelopeSchema } },
      },
    ]),
  );
}

function requireScope(scope: Scope): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!c.var.principal.viewer.scopes.has(scope)) {
      throw new AppError("insufficient_scope", `This endpoint needs the "${scope}" scope, which the token does not have.`, {
        headers: {
          "WWW-Authenticate": `Bearer realm="Manager Data API", error="insufficient_scope", scope="${scope}"`,
        },
      });
    }
    await next();
  };
}

export function defineEndpoint<P extends AnyObject, Q extends AnyObject, R extends z.ZodType>(spec: EndpointSpec<P, Q, R>): Endpoint {
  const errors = [...new Set([...COMMON_ERRORS, ...(spec.errors ?? [])])];
  const notes = [
    `**Scope:** \`${spec.scope}\`.`,
    spec.ownerOnly ? "**Only for clubs you own**: another club answers 403 `forbidden`." : "",
    spec.breadth ? "**Counts toward the daily breadth limit** when the club or player is not your own." : "",
  ].filter(Boolean);
  const route = createRoute({
    method: "get",
    path: spec.path,
    tags: [spec.tag],
    summary: spec.summary,
    description: `${spec.description}\n\n${notes.join("\n\n")}`,
    operationId: spec.operationId ?? operationId(spec.path),
    security: [{ bearerAuth: [] }, { oauth2: [spec.scope] }],
    middleware: [requireScope(spec.scope)],
    request: {
      ...(spec.params ? { params: spec.params } : {}),
      // Without declared parameters the query must be empty: an unknown parameter is a 400.
      query: spec.query ?? z.strictObject({}),
    },
    responses: {
      200: {
        description: "OK. Limit headers describe the tightest limit that applies to this call.",
        headers: LIMIT_HEADERS,
        content: { "application/json": { schema: spec.response } },
      },
      ...errorResponses(errors),
    },
    "x-scope": capitaliseScope(spec.scope),
    "x-breadth-counted": Boolean(spec.breadth),
    "x-owner-only": Boolean(spec.ownerOnly),
  } as unknown as RouteConfig);

  const pattern = new RegExp("^" + spec.path.replace(/\{[^}]+\}/g, "[^/]+") + "/?$");
  return {
    path: spec.path,
    scope: spec.scope,
    breadth: spec.breadth,
    pattern,
    register(app) {
      app.openapi(route, async (c: Context<ApiEnv>) => {
        const valid = c.req.valid.bind(c.req) as (target: string) => unknown;
        const body = await spec.handler({
          viewer: c.var.principal.viewer,
          params: (spec.params ? valid("param") : {}) as z.output<P>,
          query: valid("query") as z.output<Q>,
          db: c.var.deps.db(),
          now: c.var.deps.now(),
          usage: c.var.usage,
        });
        return c.json(body as object, 200);
      });
    },
  };
}

/** `/teams/{teamId}/roster` → `getTeamsRoster`: stable ids for code generators. */
function operationId(path: string): string {
  const words = path
    .split("/")
    .filter((s) => s && !s.startsWith("{"))
    .flatMap((s) => s.split("-"));
  return "get" + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}
