import { SCOPES } from "@/lib/auth/scopes";
import { AUTHORIZE_PATH } from "@/lib/oauth/authorize";
import { CODE_CHALLENGE_METHOD } from "@/lib/oauth/pkce";

export const TOKEN_PATH = "/v1/oauth/token";
export const REVOCATION_PATH = "/v1/oauth/revoke";
/** Served by the API app beside /v1 (lib/api/app.ts). */
export const OAUTH_METADATA_PATH = "/.well-known/oauth-authorization-server";

/**
 * RFC 8414 authorization server metadata. The issuer is the sign-in host (`AUTH_URL`), the
 * same value sent as `iss` with every authorization answer (RFC 9207).
 */
export function authorizationServerMetadata(urls: { authUrl: string; baseUrl: string }) {
  return {
    issuer: urls.authUrl,
    authorization_endpoint: `${urls.authUrl}${AUTHORIZE_PATH}`,
    token_endpoint: `${urls.baseUrl}${TOKEN_PATH}`,
    revocation_endpoint: `${urls.baseUrl}${REVOCATION_PATH}`,
    scopes_supported: [...SCOPES],
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: [CODE_CHALLENGE_METHOD],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "none"],
    revocation_endpoint_auth_methods_supported: ["client_secret_basic", "none"],
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${urls.baseUrl}/docs`,
  };
}
