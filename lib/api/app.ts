import crypto from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "@/lib/errors";
import { authenticateBearer } from "@/lib/auth/authenticate";
import { SECRET_CREDENTIAL_IN_TEXT } from "@/lib/auth/credentials";
import { config } from "@/lib/config";
import { errorBody } from "@/lib/api/schemas/error";
import { jsonAnswer, type ApiDeps, type ApiEnv } from "@/lib/api/context";
import { routerPath, type Endpoint } from "@/lib/api/endpoint";
import { quotaMiddleware } from "@/lib/api/quota";
import { requestLogMiddleware } from "@/lib/api/request-log";
import { documentConfig, securitySchemes } from "@/lib/api/openapi";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { OAUTH_PATHS, registerOAuthRoutes } from "@/lib/api/oauth";
import { authorizationServerMetadata, OAUTH_METADATA_PATH } from "@/lib/oauth/metadata";
import { requestTelemetry } from "@/lib/api/telemetry";
import { logger } from "@/lib/log";

const ALLOW = "GET, HEAD";
/** Query parameters that would carry a credential: refused, never used (RFC 6750 §5.3, RFC 9700 §4.3.2). */
const TOKEN_IN_URL = new RegExp(`(^|[?&])access_token=|${SECRET_CREDENTIAL_IN_TEXT.source}`);

function errorResponse(c: Context<ApiEnv>, error: AppError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header("Cache-Control", "no-store");
  return jsonAnswer(c, JSON.stringify(errorBody(error.code, error.message, error.parameter ? { parameter: error.parameter } : {})), error.status as ContentfulStatusCode);
}

/**
 * The `/v1` API as one Hono app: the same declarations route, validate and produce the
 * OpenAPI document. It takes Web requests, so Next.js mounts it (app/v1/[[...route]]) and
 * `@hono/node-server` can serve it alone.
 */
export function createApiApp(deps: ApiDeps, endpoints: Endpoint[] = DATA_ENDPOINTS) {
  const root = new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const unknownKey = issue.code === "unrecognized_keys" ? issue.keys[0] : undefined;
      const parameter = unknownKey ?? String(issue.path[0] ?? "");
      const description = unknownKey
        ? `Unknown query parameter "${unknownKey}".`
        : `Parameter "${parameter}" ${issue.message.replace(/^Invalid input: /, "")}.`.replace(/\.\.$/, ".");
      throw new AppError("invalid_parameter", description, { parameter });
    },
  });
  // RFC 8414 metadata, beside /v1 on the same lean road (the /v1 app's middleware does not run for it).
  root.get(OAUTH_METADATA_PATH, (c) => {
    const { authUrl, baseUrl } = config();
    c.header("Cache-Control", "public, max-age=300");
    return jsonAnswer(c, JSON.stringify(authorizationServerMetadata({ authUrl, baseUrl })), 200);
  });
  // The /v1 app shares the root's router, so one fetch serves both.
  const app = root.basePath("/v1");

  app.use("*", requestTelemetry);
  app.use("*", async (c, next) => {
    c.set("requestId", crypto.randomUUID());
    c.set("deps", deps);
    c.set("usage", { revealedOtherClubSkills: false });
    c.header("X-Request-Id", c.get("requestId"));
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    await next();
  });

  // Only GET (and HEAD) exist on the data paths, which Hono's router finds from the
  // declarations, and only POST on the two OAuth paths; anything else, preflights included,
  // is 405.
  for (const path of ["/public.json", ...endpoints.map((e) => e.path)]) {
    app.all(routerPath(path), async (c, next) => {
      if (c.req.method === "GET" || c.req.method === "HEAD") return next();
      c.header("Allow", ALLOW);
      throw new AppError("method_not_allowed", `${c.req.method} is not allowed here; this API is read-only (GET).`);
    });
  }
  app.use("*", async (c, next) => {
    const path = c.req.path.replace(/^\/v1/, "");
    if ((OAUTH_PATHS as readonly string[]).includes(path)) {
      if (c.req.method === "POST") return next();
      c.header("Allow", "POST");
      throw new AppError("method_not_allowed", `${c.req.method} is not allowed here; the OAuth endpoints take POST only.`);
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      throw new AppError("not_found", `There is no endpoint at ${c.req.method} ${c.req.path}.`);
    }
    await next();
  });

  // Token and revoke: registered before the URL check and the bearer step, which they do not take.
  registerOAuthRoutes(app, deps);

  app.use("*", async (c, next) => {
    const query = new URL(c.req.url).search;
    if (TOKEN_IN_URL.test(query)) {
      throw new AppError(
        "invalid_request",
        "Tokens are never accepted in the URL. Send it in the header: Authorization: Bearer <token>. Treat this token as leaked and revoke it.",
      );
    }
    await next();
  });

  let document: unknown;
  app.get("/public.json", (c) => {
    document ??= buildDocument(app);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document as object);
  });

  app.use("*", requestLogMiddleware(deps));

  app.use("*", async (c, next) => {
    c.set("principal", await authenticateBearer(deps.db(), c.req.header("Authorization"), deps.now()));
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Authorization");
    await next();
  });

  app.use("*", quotaMiddleware(deps));

  for (const endpoint of endpoints) endpoint.register(app);

  app.notFound((c) => errorResponse(c, new AppError("not_found", `There is no endpoint at GET ${c.req.path}.`)));

  app.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    const requestId = c.get("requestId") ?? crypto.randomUUID();
    (deps.logError ?? defaultLogError)(requestId, error);
    c.header("Cache-Control", "no-store");
    return c.json(errorBody("internal_error", "Something went wrong on our side. It has been logged.", { requestId }), 500);
  });

  return app;
}

function defaultLogError(requestId: string, error: unknown) {
  logger().error({ requestId, err: error }, "unexpected error");
}

export type ApiApp = ReturnType<typeof createApiApp>;

function buildDocument(app: ApiApp) {
  const { baseUrl, authUrl } = config();
  const registry = app.openAPIRegistry;
  const schemes = securitySchemes(authUrl, baseUrl);
  for (const [name, scheme] of Object.entries(schemes)) registry.registerComponent("securitySchemes", name, scheme as never);
  return app.getOpenAPI31Document(documentConfig(baseUrl) as never);
}
