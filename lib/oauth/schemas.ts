import { z } from "zod";
import { SCOPES } from "@/lib/auth/scopes";
import { credentialLength } from "@/lib/auth/credentials";
import { MAX_REDIRECT_URI_LENGTH } from "@/lib/auth/redirect-uris";
import { ACCESS_TOKEN_LIFETIME_SECONDS } from "@/lib/oauth/lifetimes";
import { MAX_FORM_BYTES } from "@/lib/oauth/form";

/**
 * The shapes of the token and revocation endpoints: the document shows them, the endpoints
 * parse their form bodies with them, and the token pair is typed by them. Fields a grant
 * needs are optional here on purpose: the grant's own checks (lib/oauth/exchange-code.ts,
 * refresh.ts) answer each missing one with its RFC 6749 error, and unknown parameters are
 * ignored (RFC 6749 §3.2).
 */
/**
 * An optional form field of at most `maxLength` characters, as the document states it: the
 * longest value that can be right (a credential is never longer than its kind, a redirect URI
 * than one registered, a verifier than RFC 7636 allows, any field than the 16 KB body). A
 * longer one is treated as any wrong value is, by the checks that answer in RFC 6749's shape
 * (or, for a token to revoke, RFC 7009's 200 with nothing revoked), so the schema leaves it
 * to them: failing here would answer with the wrong error.
 */
const field = (maxLength: number, description: string) =>
  z
    .string()
    .optional()
    .meta({ description, maxLength } as Record<string, unknown>);

/**
 * The longest value a field named `name` can have in a body within the cap (MAX_FORM_BYTES),
 * beside the parameters the body must also hold (`required`): what the document may declare
 * for a field no shorter rule bounds.
 */
const longestInBody = (name: string, required: Record<string, string> = {}) =>
  MAX_FORM_BYTES - new URLSearchParams({ ...required, [name]: "" }).toString().length;

const clientId = field(
  credentialLength("clientId"),
  "Public clients: their `gmc_…` client id. Confidential clients use HTTP Basic instead (or send `client_id` and `client_secret` here).",
);
const clientSecret = field(credentialLength("clientSecret"), "Confidential clients that do not use HTTP Basic: their `gmcs_…` secret.");

export const AuthorizationCodeRequestSchema = z
  .object({
    grant_type: z.literal("authorization_code"),
    code: field(credentialLength("authorizationCode"), "The `gmac_…` code (5 minutes, single use). Required."),
    redirect_uri: field(MAX_REDIRECT_URI_LENGTH, "Identical to the one of the authorize request. Required."),
    code_verifier: field(128, "43–128 characters of A-Z a-z 0-9 - . _ ~ (PKCE S256). Required."),
    client_id: clientId,
    client_secret: clientSecret,
  })
  .meta({ id: "AuthorizationCodeRequest", description: "Exchange an authorization code for a token pair." });

export const RefreshTokenRequestSchema = z
  .object({
    grant_type: z.literal("refresh_token"),
    refresh_token: field(credentialLength("refreshToken"), "The current `gmrt_…`. Required."),
    scope: field(
      longestInBody("scope", { grant_type: "refresh_token" }),
      `Narrow the new pair (space-separated, of ${SCOPES.join(", ")}); never wider.`,
    ),
    client_id: clientId,
    client_secret: clientSecret,
  })
  .meta({ id: "RefreshTokenRequest", description: "Spend a refresh token for the next pair (rotation)." });

export const TokenRequestSchema = z
  .discriminatedUnion("grant_type", [AuthorizationCodeRequestSchema, RefreshTokenRequestSchema])
  .meta({ id: "TokenRequest", description: "One of the two grants, told apart by `grant_type`." });

export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const RevokeRequestSchema = z
  .object({
    token: field(
      Math.max(credentialLength("refreshToken"), credentialLength("accessToken")),
      "A refresh token (revokes its whole chain) or an access token. Required.",
    ),
    token_type_hint: field(longestInBody("token_type_hint"), "Ignored (RFC 7009 §2.1): the token's prefix says what it is."),
    client_id: clientId,
    client_secret: clientSecret,
  })
  .meta({ id: "RevokeRequest" });

/** The parameters each endpoint knows: any other is ignored, even repeated (RFC 6749 §3.2). */
export const TOKEN_PARAMETERS: ReadonlySet<string> = new Set([
  ...Object.keys(AuthorizationCodeRequestSchema.shape),
  ...Object.keys(RefreshTokenRequestSchema.shape),
]);
export const REVOKE_PARAMETERS: ReadonlySet<string> = new Set(Object.keys(RevokeRequestSchema.shape));

export const TokenResponseSchema = z
  .object({
    access_token: z.string().meta({ description: "`gmat_…`, valid 1 hour.", example: "gmat_…" }),
    token_type: z.literal("Bearer"),
    expires_in: z.literal(ACCESS_TOKEN_LIFETIME_SECONDS).meta({ description: "Seconds until the access token expires." }),
    refresh_token: z
      .string()
      .meta({ description: "`gmrt_…`, single use, valid 90 days; the answer to a refresh holds the next one.", example: "gmrt_…" }),
    scope: z.string().meta({ description: "Space-separated scopes of this pair.", example: "public team" }),
  })
  .meta({ id: "TokenResponse" });

/** The token endpoint's success body, exactly as the spec lists it. */
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const OAuthErrorSchema = z
  .object({
    error: z.enum([
      "invalid_client",
      "invalid_grant",
      "invalid_request",
      "invalid_scope",
      "unauthorized_client",
      "unsupported_grant_type",
      "too_many_requests",
    ]),
    error_description: z.string(),
  })
  .meta({ id: "OAuthError", description: "RFC 6749 §5.2 error body of the token and revoke endpoints." });
