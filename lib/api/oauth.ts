import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import type { Context } from "hono";
import { apiAnswer, setHeader, type ApiEnv } from "@/lib/api/context";
import { clientAddress } from "@/lib/client-address";
import { authenticateClient, presentClient } from "@/lib/oauth/client-authentication";
import { NO_STORE_HEADERS, OAuthError, TooManyRequests, UnsupportedGrantType, InvalidRequest, oauthErrorAnswer } from "@/lib/oauth/errors";
import { checkFormRequest, readFormBody } from "@/lib/oauth/form";
import { exchangeAuthorizationCode } from "@/lib/oauth/exchange-code";
import { rotateRefreshToken } from "@/lib/oauth/refresh";
import { revokeToken } from "@/lib/oauth/revoke";
import { charge } from "@/lib/quota/charge";
import { limitHeaders, tightest } from "@/lib/quota/decision";
import { endpointCounter, type LimitedEndpoint } from "@/lib/quota/endpoint-limits";
import type { QuotaRuntime } from "@/lib/quota/runtime";
import { configuredEndpointLimits, type EndpointLimits } from "@/lib/quota/endpoint-limits";
import type { Services } from "@/lib/services";
import { MAX_FORM_BYTES } from "@/lib/oauth/form";
import { countQuotaRefusal, countRevocation, countTokenAnswer } from "@/lib/metrics";
import { ErrorEnvelopeSchema, RETRY_AFTER_UNAVAILABLE } from "@/lib/api/schemas/error";
import { isConnectionLoss } from "@/lib/sql";
import {
  OAuthErrorSchema,
  REVOKE_PARAMETERS,
  RevokeRequestSchema,
  TOKEN_PARAMETERS,
  TokenRequestSchema,
  TokenResponseSchema,
} from "@/lib/oauth/schemas";

/**
 * POST /v1/oauth/token and POST /v1/oauth/revoke: the two writes of the API. They take the
 * data API's road (request id, 405 for other methods, error logging) without its bearer
 * step, and answer errors in RFC 6749's `{error, error_description}` (lib/oauth/errors).
 * Their per-minute limits are counters of the quota store, with the data API's limit headers.
 */
export const OAUTH_PATHS = ["/oauth/token", "/oauth/revoke"] as const;

/** An OAuth endpoint's request: its JSON answer, or its refusal in RFC 6749's shape; `answered` is told which. */
async function answerOAuthRequest(c: Context<ApiEnv>, produce: () => Promise<object | null>, answered?: (error?: string) => void) {
  try {
    const body = await produce();
    answered?.();
    return apiAnswer(c, 200, body === null ? null : JSON.stringify(body), NO_STORE_HEADERS);
  } catch (error) {
    answered?.(error instanceof OAuthError ? error.error : isConnectionLoss(error) ? "temporarily_unavailable" : "server_error");
    if (!(error instanceof OAuthError)) throw error;
    const { status, headers, body } = oauthErrorAnswer(error);
    return apiAnswer(c, status, JSON.stringify(body), headers);
  }
}

function clientCredentials(c: Context<ApiEnv>, form: { client_id?: string; client_secret?: string }) {
  return { authorization: c.req.header("Authorization"), clientId: form.client_id, clientSecret: form.client_secret };
}

const LIMIT_HEADERS = {
  "X-RateLimit-Limit": { description: "Requests a minute this endpoint takes from you.", schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": { description: "Requests left this minute.", schema: { type: "integer" as const } },
  "X-RateLimit-Reset": { description: "When the minute ends, in Unix epoch seconds.", schema: { type: "integer" as const } },
  "X-RateLimit-Resource": { description: "Always `minute` here.", schema: { type: "string" as const } },
  "X-Request-Id": { description: "Quote it when reporting a problem.", schema: { type: "string" as const } },
};
const formBody = (schema: z.ZodType) => ({ content: { "application/x-www-form-urlencoded": { schema } }, required: true });
const oauthError = (description: string) => ({
  description,
  headers: LIMIT_HEADERS,
  content: { "application/json": { schema: OAuthErrorSchema } },
});
const tooMany = (description: string) => {
  const error = oauthError(description);
  return {
    ...error,
    headers: {
      ...error.headers,
      "Retry-After": { description: "Seconds until the minute resets.", required: true, schema: { type: "integer" as const } },
    },
  };
};
/** An unexpected failure goes through the API's error handler: the data API's envelope, not RFC 6749's. */
const FAILED = {
  description: "`internal_error`: an unexpected failure on our side, logged under `requestId` (in the data API's error envelope).",
  headers: { "X-Request-Id": LIMIT_HEADERS["X-Request-Id"] },
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
};
/** The database could not be reached: the same envelope, and the request may be sent again as it was. */
const UNAVAILABLE = {
  description:
    "`service_unavailable`: the database could not be reached (in the data API's error envelope). Send the same request again after `Retry-After` seconds.",
  headers: { "X-Request-Id": LIMIT_HEADERS["X-Request-Id"], "Retry-After": RETRY_AFTER_UNAVAILABLE },
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
};
const TOO_LARGE = oauthError(
  `\`invalid_request\`: the body is over ${MAX_FORM_BYTES} bytes (told by \`Content-Length\`, or found while reading it).`,
);
/** Confidential clients authenticate with HTTP Basic; public ones send only `client_id` in the body. */
const CLIENT_AUTHENTICATION: Record<string, string[]>[] = [{ clientBasic: [] }, {}];

/** The two declarations: the document shows them, and the handlers parse with the same schemas. */
export function oauthRoutes(limits: EndpointLimits) {
  return {
    token: createRoute({
      method: "post",
      path: "/oauth/token",
      tags: ["OAuth"],
      operationId: "createToken",
      summary: "Exchange a code, or refresh",
      description: `\`grant_type=authorization_code\` with \`code\`, \`redirect_uri\` and \`code_verifier\`; or \`grant_type=refresh_token\` with \`refresh_token\` and optional \`scope\`. Refresh tokens rotate: presenting a spent one revokes the whole chain. At most ${limits.tokenPerMinute} requests per minute per address. Answers carry \`Cache-Control: no-store\`.`,
      security: CLIENT_AUTHENTICATION,
      request: { body: formBody(TokenRequestSchema) },
      responses: {
        200: {
          description: "A new access and refresh token.",
          headers: LIMIT_HEADERS,
          content: { "application/json": { schema: TokenResponseSchema } },
        },
        400: oauthError(
          "`invalid_grant`, `invalid_request` (a field missing, or one sent twice; fields not listed here are ignored), `invalid_scope`, `unauthorized_client` or `unsupported_grant_type`.",
        ),
        401: oauthError("`invalid_client`: unknown client, wrong or missing secret, or a suspended application."),
        413: TOO_LARGE,
        429: tooMany(`More than ${limits.tokenPerMinute} requests a minute from this address; see \`Retry-After\`.`),
        500: FAILED,
        503: UNAVAILABLE,
      },
    }),
    revoke: createRoute({
      method: "post",
      path: "/oauth/revoke",
      tags: ["OAuth"],
      operationId: "revokeToken",
      summary: "Revoke a token",
      description: `RFC 7009: answers 200 whether or not the token was known. A refresh token revokes its whole chain, access tokens included. At most ${limits.revokePerMinute} requests per minute per address, and as many per client.`,
      security: CLIENT_AUTHENTICATION,
      request: { body: formBody(RevokeRequestSchema) },
      responses: {
        200: { description: "Revoked, or there was nothing to revoke.", headers: LIMIT_HEADERS },
        400: oauthError("`invalid_request`: no `token`, or a field sent twice (fields not listed here are ignored)."),
        401: oauthError("`invalid_client`."),
        413: TOO_LARGE,
        429: tooMany(`More than ${limits.revokePerMinute} requests a minute from this address or client; see \`Retry-After\`.`),
        500: FAILED,
        503: UNAVAILABLE,
      },
    }),
  };
}

/** The token request's grant, parsed by the schema the document shows. */
function tokenRequest(form: ReadonlyMap<string, string>) {
  const grantType = form.get("grant_type");
  if (!grantType) throw new InvalidRequest("grant_type is required: authorization_code or refresh_token.");
  const parsed = TokenRequestSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    throw new UnsupportedGrantType(`grant_type "${grantType}" is not supported: use authorization_code or refresh_token.`);
  return parsed.data;
}

const ignore = () => {};

type OAuthEndpoint = Extract<LimitedEndpoint, "token" | "revoke">;

const REQUESTS: Record<OAuthEndpoint, string> = { token: "token requests", revoke: "revocation requests" };

/**
 * Counts one request of this endpoint for the address or client; a refused one spends
 * nothing and answers 429 with Retry-After. The limit headers go on every answer.
 */
async function limit(
  c: Context<ApiEnv>,
  quota: QuotaRuntime | false,
  endpoint: OAuthEndpoint,
  subject: { address: string } | { clientId: string },
) {
  if (!quota) return;
  const now = c.get("now");
  const { counted, refused } = await charge(quota.store, [endpointCounter(endpoint, subject, quota.endpointLimits, now)], now);
  if (refused) {
    countQuotaRefusal(endpoint, "address" in subject ? "address" : "client");
    const seconds = Math.max(1, Math.ceil((refused.counter.resetAt.getTime() - now.getTime()) / 1000));
    const from = "address" in subject ? "this address" : "this client";
    throw new TooManyRequests(
      `Too many ${REQUESTS[endpoint]} from ${from}: at most ${refused.counter.limit} a minute. Try again in ${seconds} s.`,
      seconds,
      limitHeaders({ counter: refused.counter, count: refused.counter.limit }),
    );
  }
  for (const [name, value] of Object.entries(limitHeaders(tightest(counted)))) setHeader(c, name, value);
}

/** The two OAuth operations in the document (lib/api/app.ts `apiDocument`). */
export function documentOAuthRoutes(registry: OpenAPIHono["openAPIRegistry"], limits: EndpointLimits) {
  const routes = oauthRoutes(limits);
  registry.registerPath(routes.token);
  registry.registerPath(routes.revoke);
}

export function registerOAuthRoutes(app: OpenAPIHono<ApiEnv>, services: Services) {
  const { db, quota } = services;
  // Documented from the declarations (documentOAuthRoutes), but routed without the generic form
  // validator: the body is read under its byte cap and refused in RFC 6749's shape (lib/oauth/form.ts).
  const routes = oauthRoutes(configuredEndpointLimits(services.config.quota));

  app.post(routes.token.path, (c) => {
    let grantType: string | undefined;
    return answerOAuthRequest(
      c,
      async () => {
        checkFormRequest(c.req.raw);
        // The address's count and the body are fetched side by side, and awaited in the order the
        // rules are checked: a refused request still spends nothing, writes nothing, and is told
        // the same as before. The grant is then one statement.
        const limited = limit(c, quota, "token", { address: clientAddress(c.req.raw.headers) });
        limited.catch(ignore);
        const now = c.get("now");
        let request: ReturnType<typeof tokenRequest>;
        try {
          const form = await readFormBody(c.req.raw, TOKEN_PARAMETERS);
          grantType = form.get("grant_type");
          request = tokenRequest(form);
        } catch (error) {
          await limited;
          throw error;
        }
        await limited;
        // The client is authenticated in the grant's own statement: one round trip for both.
        const client = presentClient(clientCredentials(c, request));
        if (request.grant_type === "authorization_code") {
          return exchangeAuthorizationCode(
            db,
            client,
            { code: request.code, redirectUri: request.redirect_uri, codeVerifier: request.code_verifier },
            now,
          );
        }
        return rotateRefreshToken(db, client, { refreshToken: request.refresh_token, scope: request.scope }, now);
      },
      (error) => countTokenAnswer(grantType, error),
    );
  });

  app.post(routes.revoke.path, (c) =>
    answerOAuthRequest(c, async () => {
      checkFormRequest(c.req.raw);
      await limit(c, quota, "revoke", { address: clientAddress(c.req.raw.headers) });
      const request = RevokeRequestSchema.parse(Object.fromEntries(await readFormBody(c.req.raw, REVOKE_PARAMETERS)));
      const client = await authenticateClient(db, clientCredentials(c, request));
      await limit(c, quota, "revoke", { clientId: client.clientId });
      countRevocation(await revokeToken(db, client, request.token, c.get("now")));
      return null;
    }),
  );
}
