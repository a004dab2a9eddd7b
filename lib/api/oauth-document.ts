import { z } from "zod";
import type { OpenAPIHono } from "@hono/zod-openapi";

type OpenAPIRegistry = OpenAPIHono["openAPIRegistry"];
import { SCOPES } from "@/lib/auth/scopes";
import type { EndpointLimits } from "@/lib/quota/endpoint-limits";
import { MAX_FORM_BYTES } from "@/lib/oauth/form";

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

const LIMIT_HEADERS = {
  "X-RateLimit-Limit": { description: "Requests a minute this endpoint takes from you.", schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": { description: "Requests left this minute.", schema: { type: "integer" as const } },
  "X-RateLimit-Reset": { description: "When the minute ends, in Unix epoch seconds.", schema: { type: "integer" as const } },
  "X-RateLimit-Resource": { description: "Always `minute` here.", schema: { type: "string" as const } },
};
const tooLarge = oauthError(`\`invalid_request\`: the body is over ${MAX_FORM_BYTES} bytes (told by \`Content-Length\`, or found while reading it).`);

export function registerOAuthDocumentation(registry: OpenAPIRegistry, limits: EndpointLimits) {
  registry.registerPath({
    method: "post",
    path: "/oauth/token", // the app's /v1 base path is added
    tags: ["OAuth"],
    operationId: "postOAuthToken",
    summary: "Exchange a code, or refresh",
    description: `\`grant_type=authorization_code\` with \`code\`, \`redirect_uri\` and \`code_verifier\`; or \`grant_type=refresh_token\` with \`refresh_token\` and optional \`scope\`. Refresh tokens rotate: presenting a spent one revokes the whole chain. At most ${limits.tokenPerMinute} requests per minute per address. Answers carry \`Cache-Control: no-store\`.`,
    security: [],
    request: { body: form(TokenRequestSchema) },
    responses: {
      200: { description: "A new access and refresh token.", headers: LIMIT_HEADERS, content: { "application/json": { schema: TokenResponseSchema } } },
      400: oauthError("`invalid_grant`, `invalid_request`, `invalid_scope` or `unsupported_grant_type`."),
      401: oauthError("`invalid_client`: unknown client, wrong or missing secret, or a suspended application."),
      413: tooLarge,
      429: oauthError(`More than ${limits.tokenPerMinute} requests a minute from this address; see \`Retry-After\`.`),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/oauth/revoke",
    tags: ["OAuth"],
    operationId: "postOAuthRevoke",
    summary: "Revoke a token",
    description: `RFC 7009: answers 200 whether or not the token was known. A refresh token revokes its whole chain, access tokens included. At most ${limits.revokePerMinute} requests per minute per address, and as many per client.`,
    security: [],
    request: { body: form(RevokeRequestSchema) },
    responses: {
      200: { description: "Revoked, or there was nothing to revoke.", headers: LIMIT_HEADERS },
      400: oauthError("`invalid_request`: no `token`."),
      401: oauthError("`invalid_client`."),
      413: tooLarge,
      429: oauthError(`More than ${limits.revokePerMinute} requests a minute from this address or client; see \`Retry-After\`.`),
    },
  });
}
