import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiEnv } from "@/lib/api/context";
import { authenticateClient } from "@/lib/oauth/client-authentication";
import { NO_STORE_HEADERS, OAuthError, TooManyRequests, UnsupportedGrantType, InvalidRequest, oauthErrorAnswer } from "@/lib/oauth/errors";
import { readFormParameters, type FormParameters } from "@/lib/oauth/form";
import { exchangeAuthorizationCode } from "@/lib/oauth/exchange-code";
import { rotateRefreshToken } from "@/lib/oauth/refresh";
import { revokeToken } from "@/lib/oauth/revoke";
import { clientAddress, defaultTokenEndpointLimiter, type TokenEndpointLimiter } from "@/lib/oauth/token-endpoint-limit";

/**
 * POST /v1/oauth/token and POST /v1/oauth/revoke: the two writes of the API. They take the
 * data API's road (request id, 405 for other methods, error logging) without its bearer
 * step, and answer errors in RFC 6749's `{error, error_description}` (lib/oauth/errors).
 */
export const OAUTH_PATHS = ["/oauth/token", "/oauth/revoke"] as const;

export interface OAuthRouteOptions {
  /** The token endpoint's per-address limit; tests pass one with a fresh key space. */
  limiter?: TokenEndpointLimiter;
  clientAddress?: (request: Request) => string;
}

async function answer(c: Context<ApiEnv>, produce: () => Promise<object | null>) {
  try {
    const body = await produce();
    if (body === null) return c.body(null, 200, NO_STORE_HEADERS);
    return c.json(body, 200, NO_STORE_HEADERS);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    const { status, headers, body } = oauthErrorAnswer(error);
    return c.json(body, status as ContentfulStatusCode, headers);
  }
}

function clientCredentials(c: Context<ApiEnv>, form: FormParameters) {
  return { authorization: c.req.header("Authorization"), clientId: form.get("client_id"), clientSecret: form.get("client_secret") };
}

export function registerOAuthRoutes(app: OpenAPIHono<ApiEnv>, options: OAuthRouteOptions = {}) {
  const addressOf = options.clientAddress ?? clientAddress;

  app.post("/oauth/token", (c) =>
    answer(c, async () => {
      const limit = await (options.limiter ?? defaultTokenEndpointLimiter()).consume(addressOf(c.req.raw));
      if (!limit.allowed) {
        throw new TooManyRequests(`Too many token requests from this address: at most 20 a minute. Try again in ${limit.retryAfterSeconds} s.`, limit.retryAfterSeconds);
      }
      const form = await readFormParameters(c.req.raw);
      const db = c.var.deps.db();
      const now = c.var.deps.now();
      const client = await authenticateClient(db, clientCredentials(c, form));
      const grantType = form.get("grant_type");
      if (!grantType) throw new InvalidRequest("grant_type is required: authorization_code or refresh_token.");
      if (grantType === "authorization_code") {
        return exchangeAuthorizationCode(db, client, { code: form.get("code"), redirectUri: form.get("redirect_uri"), codeVerifier: form.get("code_verifier") }, now);
      }
      if (grantType === "refresh_token") {
        return rotateRefreshToken(db, client, { refreshToken: form.get("refresh_token"), scope: form.get("scope") }, now);
      }
      throw new UnsupportedGrantType(`grant_type "${grantType}" is not supported: use authorization_code or refresh_token.`);
    }),
  );

  app.post("/oauth/revoke", (c) =>
    answer(c, async () => {
      const form = await readFormParameters(c.req.raw);
      const db = c.var.deps.db();
      const client = await authenticateClient(db, clientCredentials(c, form));
      await revokeToken(db, client, form.get("token"), c.var.deps.now());
      return null;
    }),
  );
}
