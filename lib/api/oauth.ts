import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiDeps, ApiEnv } from "@/lib/api/context";
import { clientAddress } from "@/lib/client-address";
import { authenticateClient } from "@/lib/oauth/client-authentication";
import { NO_STORE_HEADERS, OAuthError, TooManyRequests, UnsupportedGrantType, InvalidRequest, oauthErrorAnswer } from "@/lib/oauth/errors";
import { checkFormRequest, readFormBody, type FormParameters } from "@/lib/oauth/form";
import { exchangeAuthorizationCode } from "@/lib/oauth/exchange-code";
import { rotateRefreshToken } from "@/lib/oauth/refresh";
import { revokeToken } from "@/lib/oauth/revoke";
import { charge } from "@/lib/quota/charge";
import { limitHeaders, tightest } from "@/lib/quota/decision";
import { endpointCounter, type LimitedEndpoint } from "@/lib/quota/endpoint-limits";
import { defaultQuotaRuntime, type QuotaRuntime } from "@/lib/quota/runtime";

/**
 * POST /v1/oauth/token and POST /v1/oauth/revoke: the two writes of the API. They take the
 * data API's road (request id, 405 for other methods, error logging) without its bearer
 * step, and answer errors in RFC 6749's `{error, error_description}` (lib/oauth/errors).
 * Their per-minute limits are counters of the quota store, with the data API's limit headers.
 */
export const OAUTH_PATHS = ["/oauth/token", "/oauth/revoke"] as const;

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

const REQUESTS: Record<LimitedEndpoint, string> = { token: "token requests", revoke: "revocation requests" };

/**
 * Counts one request of this endpoint for the address or client; a refused one spends
 * nothing and answers 429 with Retry-After. The limit headers go on every answer.
 */
async function limit(c: Context<ApiEnv>, quota: QuotaRuntime | false, endpoint: LimitedEndpoint, subject: { address: string } | { clientId: string }) {
  if (!quota) return;
  const now = c.var.deps.now();
  const { counted, refused } = await charge(quota.store, [endpointCounter(endpoint, subject, quota.endpointLimits, now)], now);
  if (refused) {
    const seconds = Math.max(1, Math.ceil((refused.counter.resetAt.getTime() - now.getTime()) / 1000));
    const from = "address" in subject ? "this address" : "this client";
    throw new TooManyRequests(
      `Too many ${REQUESTS[endpoint]} from ${from}: at most ${refused.counter.limit} a minute. Try again in ${seconds} s.`,
      seconds,
      limitHeaders({ counter: refused.counter, count: refused.counter.limit }),
    );
  }
  for (const [name, value] of Object.entries(limitHeaders(tightest(counted)))) c.header(name, value);
}

export function registerOAuthRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps) {
  let runtime: QuotaRuntime | false | undefined = deps.quota;
  const quota = () => (runtime ??= defaultQuotaRuntime(deps.db()));

  app.post("/oauth/token", (c) =>
    answer(c, async () => {
      checkFormRequest(c.req.raw);
      await limit(c, quota(), "token", { address: clientAddress(c.req.raw.headers) });
      const form = await readFormBody(c.req.raw);
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
      checkFormRequest(c.req.raw);
      await limit(c, quota(), "revoke", { address: clientAddress(c.req.raw.headers) });
      const form = await readFormBody(c.req.raw);
      const db = c.var.deps.db();
      const client = await authenticateClient(db, clientCredentials(c, form));
      await limit(c, quota(), "revoke", { clientId: client.clientId });
      await revokeToken(db, client, form.get("token"), c.var.deps.now());
      return null;
    }),
  );
}
