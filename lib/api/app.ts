import crypto from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AppError, serviceUnavailable } from "@/lib/errors";
import { isConnectionLoss } from "@/lib/sql";
import { TrieRouter } from "hono/router/trie-router";
import { authenticateBearer, type Principal } from "@/lib/auth/authenticate";
import { SECRET_CREDENTIAL_IN_TEXT } from "@/lib/auth/credentials";
import type { Services } from "@/lib/services";
import type { Config } from "@/lib/config";
import { errorBody } from "@/lib/api/schemas/error";
import { apiAnswer, type ApiEnv } from "@/lib/api/context";
import { matchingTag, notModified, textTag, validatedAnswer } from "@/lib/api/freshness";
import { routerPath, type Endpoint } from "@/lib/api/endpoint";
import { chargeCall, chargeRefusedBearer } from "@/lib/api/quota";
import { recordCall } from "@/lib/api/request-log";
import { documentConfig, securitySchemes } from "@/lib/api/openapi";
import { documentWebhooks } from "@/lib/api/webhooks-document";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { documentOAuthRoutes, OAUTH_PATHS, registerOAuthRoutes } from "@/lib/api/oauth";
import { listenRouteMethod, registerListenRoutes } from "@/lib/api/listen";
import { configuredEndpointLimits } from "@/lib/quota/endpoint-limits";
import { authorizationServerMetadata, OAUTH_METADATA_PATH } from "@/lib/oauth/metadata";
import { observeCall, routeTemplate } from "@/lib/api/telemetry";
import { logOutage } from "@/lib/outage-log";

const ALLOW = "GET, HEAD";
/** Query parameters that would carry a credential: refused, never used (RFC 6750 §5.3, RFC 9700 §4.3.2). */
const TOKEN_IN_URL = new RegExp(`(^|[?&])access_token=|${SECRET_CREDENTIAL_IN_TEXT.source}`);

function errorResponse(c: Context<ApiEnv>, error: AppError) {
  const retryAfter = error.headers["Retry-After"];
  const body = JSON.stringify(
    errorBody(error.code, error.message, {
      ...(error.parameter ? { parameter: error.parameter } : {}),
      ...(error.status >= 500 ? { requestId: c.get("requestId") } : {}),
      ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}),
    }),
  );
  return apiAnswer(c, error.status, body, { ...error.headers, "Cache-Control": "no-store" });
}

/**
 * Only GET (and HEAD) exist on the data paths, only POST on the two OAuth paths, and the one
 * method each on the webhook developer's tool paths (lib/api/listen.ts): anything else, preflights
 * included, is 405 on a path that exists and 404 elsewhere. Tokens are never taken from the URL
 * (RFC 6750 §5.3, RFC 9700 §4.3.2) outside the OAuth paths, whose bodies carry credentials by design.
 */
function refusedRequest(c: Context<ApiEnv>, isDataPath: (path: string) => string | undefined): AppError | undefined {
  const method = c.req.method;
  const path = c.req.path.slice("/v1".length);
  const tool = listenRouteMethod(path);
  if (tool && method !== tool) {
    // Not HEAD on the stream either: an answer with no body would hold a stream open for nobody.
    return new AppError("method_not_allowed", `${method} is not allowed here; this path takes ${tool} only.`, { headers: { Allow: tool } });
  }
  if (!tool && (OAUTH_PATHS as readonly string[]).includes(path)) {
    if (method === "POST") return undefined;
    return new AppError("method_not_allowed", `${method} is not allowed here; the OAuth endpoints take POST only.`, {
      headers: { Allow: "POST" },
    });
  }
  if (!tool && method !== "GET" && method !== "HEAD") {
    const template = isDataPath(path);
    if (!template) return new AppError("not_found", `There is no endpoint at ${method} ${c.req.path}.`);
    c.set("endpoint", template);
    return new AppError("method_not_allowed", `${method} is not allowed here; this API is read-only (GET).`, { headers: { Allow: ALLOW } });
  }
  const url = c.req.url;
  const query = url.indexOf("?");
  if (query >= 0 && TOKEN_IN_URL.test(url.slice(query))) {
    return new AppError(
      "invalid_request",
      "Tokens are never accepted in the URL. Send it in the header: Authorization: Bearer <token>. Treat this token as leaked and revoke it.",
    );
  }
  return undefined;
}

/**
 * The declared path (`/teams/{teamId}`) a request path is on, as Hono's router matches it: a
 * router of its own over the declared paths, asked for the GET route at that path.
 */
function pathMatcher(paths: string[]): (path: string) => string | undefined {
  const router = new TrieRouter<string>();
  for (const path of paths) router.add("GET", routerPath(path), path);
  return (path) => router.match("GET", path)[0][0]?.[0];
}

/**
 * The `/v1` API as one Hono app: the same declarations route, validate and produce the
 * OpenAPI document. It takes Web requests; server/ serves it beside the pages, and tests call
 * it directly. Everything it uses comes in `services`.
 */
export function createApiApp(services: Services, endpoints: Endpoint[] = DATA_ENDPOINTS) {
  const root = new OpenAPIHono<ApiEnv>();
  // RFC 8414 metadata, beside /v1 on the same lean road (the /v1 app's middleware does not run for it).
  root.get(OAUTH_METADATA_PATH, (c) => {
    const { authUrl, baseUrl } = services.config;
    return apiAnswer(c, 200, JSON.stringify(authorizationServerMetadata({ authUrl, baseUrl })), { "Cache-Control": "public, max-age=300" });
  });
  // The /v1 app shares the root's router, so one fetch serves both.
  const app = root.basePath("/v1");

  const isDataPath = pathMatcher(["/public.json", ...endpoints.map((e) => e.path)]);
  // The document, made once: it names the build in every validator (a new build, new ETags).
  let document: string | undefined;
  let build: string | undefined;
  const documentText = () => (document ??= JSON.stringify(apiDocument(services.config, endpoints)));

  // The front door of every /v1 call, in one layer: its request id and common headers, the
  // method and URL rules, then, once it is answered, its metrics, log line and request-log
  // entry (lib/api/telemetry.ts, lib/api/request-log.ts).
  app.use("*", async (c, next) => {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    c.set("requestId", requestId);
    c.set("services", services);
    c.set("now", services.now());
    c.set("build", (build ??= textTag(documentText())));
    c.set("headers", { "x-request-id": requestId, "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" });
    const refusal = refusedRequest(c, isDataPath);
    if (refusal) c.res = errorResponse(c, refusal);
    else await next();
    const ms = performance.now() - started;
    observeCall(c, ms);
    recordCall(c, services.requestLog, ms);
  });

  // Token and revoke, and the webhook developer's tools: registered before the bearer step, which they do not take.
  registerOAuthRoutes(app, services);
  registerListenRoutes(app);

  app.get("/public.json", (c) => {
    const cache = "public, max-age=300";
    const sent = matchingTag(c.req.header("If-None-Match"), c.get("build"));
    if (sent !== undefined) return notModified(c, c.get("build"), sent, cache, "Accept-Encoding");
    return validatedAnswer(c, documentText(), c.get("build"), cache, "Accept-Encoding");
  });

  // The bearer step: who is calling. A refused one counts toward its address's limit
  // (lib/api/quota.ts) before its 401. Each endpoint's pipeline then charges the call.
  app.use("*", async (c, next) => {
    let principal: Principal;
    try {
      principal = await authenticateBearer(services.db, services.principals, c.req.header("Authorization"), c.get("now"));
    } catch (error) {
      await chargeRefusedBearer(c, error);
      throw error;
    }
    c.set("principal", principal);
    const headers = c.get("headers");
    headers["cache-control"] = "private, no-store";
    headers.vary = "Authorization";
    await next();
  });

  for (const endpoint of endpoints) endpoint.register(app);

  // No endpoint at this path: still a call of an authenticated client, counted (minute and day).
  app.notFound(async (c) => {
    const refusal = new AppError("not_found", `There is no endpoint at GET ${c.req.path}.`);
    try {
      if (c.get("principal")) await chargeCall(c);
    } catch (spent) {
      if (spent instanceof AppError) return errorResponse(c, spent);
      throw spent;
    }
    return errorResponse(c, refusal);
  });

  app.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    const requestId = c.get("requestId") ?? crypto.randomUUID();
    c.set("requestId", requestId);
    // The database dropped the connection twice, or cannot be reached: the client may try again.
    // Not a bug, and it fails every call at once: one line per cause every few seconds, counted.
    if (isConnectionLoss(error)) {
      logOutage(error, { requestId, route: routeTemplate(c) });
      return errorResponse(c, serviceUnavailable());
    }
    services.logError(requestId, error);
    return apiAnswer(
      c,
      500,
      JSON.stringify(errorBody("internal_error", "Something went wrong on our side. It has been logged.", { requestId })),
      { "Cache-Control": "no-store" },
    );
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;

/**
 * The OpenAPI document of the declarations: what `/v1/public.json` serves, made from the same
 * declarations that route and validate, and needing no service (the reference's pages make it
 * at build time too).
 */
export function apiDocument(config: Pick<Config, "baseUrl" | "authUrl" | "nodeEnv" | "quota">, endpoints: Endpoint[] = DATA_ENDPOINTS) {
  const { baseUrl, authUrl, nodeEnv } = config;
  const app = new OpenAPIHono().basePath("/v1");
  const registry = app.openAPIRegistry;
  documentOAuthRoutes(registry, configuredEndpointLimits(config.quota));
  for (const endpoint of endpoints) registry.registerPath(endpoint.route);
  documentWebhooks(registry);
  const schemes = securitySchemes(authUrl, baseUrl);
  for (const [name, scheme] of Object.entries(schemes)) registry.registerComponent("securitySchemes", name, scheme as never);
  return app.getOpenAPI31Document(documentConfig(baseUrl, nodeEnv) as never);
}
