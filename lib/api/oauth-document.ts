import { z } from "zod";
import type { OpenAPIHono } from "@hono/zod-openapi";

type OpenAPIRegistry = OpenAPIHono["openAPIRegistry"];
import { SCOPES } from "@/lib/auth/scopes";

/**
 * The OAuth token and revoke endpoints in the OpenAPI document. They are plain Hono routes
 * (form bodies, RFC 6749 error shape), so they are described here rather than declared with
 * defineEndpoint. Client authentication: confidential clients use HTTP Basic
 * (client id : client secret); public clients send `client_id` in the body and no secret.
 */
const OAuthErrorSchema = z
  .object({
    error: z.enum(["invalid_client", "invalid_grant", "invalid_request", "invalid_scope", "unsupported_grant_type", "too_many_requests"]),
    error_description: z.string(),
  })
  .meta({ id: "OAuthError", description: "RFC 6749 §5.2 error body of the token and revoke endpoints." });

const TokenResponseSchema = z
  .object({
    access_token: z.string().meta({ description: "`gmat_…`, valid 1 hour.", example: "gmat_…" }),
    token_type: z.literal("Bearer"),
    expires_in: z.literal(3600).meta({ description: "Seconds until the access token expires." }),
    refresh_token: z.string().meta({ description: "`gmrt_…`, single use, valid 90 days; the answer to a refresh holds the next one.", example: "gmrt_…" }),
    scope: z.string().meta({ description: "Space-separated scopes of this pair.", example: "public team" }),
  })
  .meta({ id: "TokenResponse" });

const TokenRequestSchema = z
  .object({
    grant_type: z.enum(["authorization_code", "refresh_token"]),
    code: z.string().optional().meta({ description: "authorization_code: the `gmac_…` code (5 minutes, single use)." }),
    redirect_uri: z.string().optional().meta({ description: "authorization_code: identical to the one of the authorize request." }),
    code_verifier: z.string().optional().meta({ description: "authorization_code: 43–128 characters of A-Z a-z 0-9 - . _ ~ (PKCE S256)." }),
    refresh_token: z.string().optional().meta({ description: "refresh_token: the current `gmrt_…`." }),
    scope: z.string().optional().meta({ description: `refresh_token: narrow the new pair (space-separated, of ${SCOPES.join(", ")}); never wider.` }),
    client_id: z.string().optional().meta({ description: "Public clients only: their `gmc_…` client id (confidential clients use HTTP Basic)." }),
  })
  .meta({ id: "TokenRequest" });

const RevokeRequestSchema = z
  .object({
    token: z.string().meta({ description: "A refresh token (revokes its whole chain) or an access token." }),
    client_id: z.string().optional().meta({ description: "Public clients only." }),
  })
  .meta({ id: "RevokeRequest" });

const form = (schema: z.ZodType) => ({ content: { "application/x-www-form-urlencoded": { schema } }, required: true });
const oauthError = (description: string) => ({ description, content: { "application/json": { schema: OAuthErrorSchema } } });

export function registerOAuthDocumentation(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "post",
    path: "/oauth/token", // the app's /v1 base path is added
    tags: ["OAuth"],
    operationId: "postOAuthToken",
    summary: "Exchange a code, or refresh",
    description:
      "`grant_type=authorization_code` with `code`, `redirect_uri` and `code_verifier`; or `grant_type=refresh_token` with `refresh_token` and optional `scope`. Refresh tokens rotate: presenting a spent one revokes the whole chain. At most 20 requests per minute per address. Answers carry `Cache-Control: no-store`.",
    security: [],
    request: { body: form(TokenRequestSchema) },
    responses: {
      200: { description: "A new access and refresh token.", content: { "application/json": { schema: TokenResponseSchema } } },
      400: oauthError("`invalid_grant`, `invalid_request`, `invalid_scope` or `unsupported_grant_type`."),
      401: oauthError("`invalid_client`: unknown client, wrong or missing secret, or a suspended application."),
      429: oauthError("More than 20 requests a minute from this address; see `Retry-After`."),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/oauth/revoke",
    tags: ["OAuth"],
    operationId: "postOAuthRevoke",
    summary: "Revoke a token",
    description: "RFC 7009: answers 200 whether or not the token was known. A refresh token revokes its whole chain, access tokens included.",
    security: [],
    request: { body: form(RevokeRequestSchema) },
    responses: {
      200: { description: "Revoked, or there was nothing to revoke." },
      400: oauthError("`invalid_request`: no `token`."),
      401: oauthError("`invalid_client`."),
    },
  });
}
