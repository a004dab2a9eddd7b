import { describe, expect, it } from "vitest";
import { authorizationServerMetadata } from "@/lib/oauth/metadata";

describe("authorization server metadata (RFC 8414)", () => {
  const metadata = authorizationServerMetadata({ authUrl: "https://auth.example.com", baseUrl: "https://api.example.com" });

  it("names the endpoints on their hosts, the issuer being the sign-in host", () => {
    expect(metadata.issuer).toBe("https://auth.example.com");
    expect(metadata.authorization_endpoint).toBe("https://auth.example.com/oauth/authorize");
    expect(metadata.token_endpoint).toBe("https://api.example.com/v1/oauth/token");
    expect(metadata.revocation_endpoint).toBe("https://api.example.com/v1/oauth/revoke");
  });

  it("says what is supported, exactly", () => {
    expect(metadata.scopes_supported).toEqual(["public", "team", "national", "economy", "market"]);
    expect(metadata.response_types_supported).toEqual(["code"]);
    expect(metadata.grant_types_supported).toEqual(["authorization_code", "refresh_token"]);
    expect(metadata.code_challenge_methods_supported).toEqual(["S256"]);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(["client_secret_basic", "none"]);
    expect(metadata.revocation_endpoint_auth_methods_supported).toEqual(["client_secret_basic", "none"]);
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
  });
});
