import { describe, expect, it } from "vitest";
import { authorizationResponseUrl } from "@/lib/oauth/authorization-response";

const ISSUER = "https://auth.example.com";

describe("the authorization response on the redirect URI", () => {
  it("carries code, state and iss (RFC 9207)", () => {
    const url = new URL(authorizationResponseUrl("https://tool.example.com/cb", { code: "gmac_x", state: "s 1&2" }, ISSUER));
    expect(url.origin + url.pathname).toBe("https://tool.example.com/cb");
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: "gmac_x", state: "s 1&2", iss: ISSUER });
  });

  it("carries error, error_description, state and iss", () => {
    const url = new URL(
      authorizationResponseUrl("https://tool.example.com/cb", { error: "access_denied", error_description: "No.", state: "abc" }, ISSUER),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({ error: "access_denied", error_description: "No.", state: "abc", iss: ISSUER });
  });

  it("leaves state out when the client sent none", () => {
    const url = new URL(authorizationResponseUrl("https://tool.example.com/cb", { code: "c", state: null }, ISSUER));
    expect(url.searchParams.has("state")).toBe(false);
  });

  it("keeps the redirect URI's own query (RFC 6749 §3.1.2)", () => {
    const url = new URL(authorizationResponseUrl("https://tool.example.com/cb?tenant=7", { code: "c", state: "s" }, ISSUER));
    expect(url.searchParams.get("tenant")).toBe("7");
    expect(url.searchParams.get("code")).toBe("c");
  });

  it("works for loopback and private-use scheme URIs", () => {
    expect(authorizationResponseUrl("http://127.0.0.1:4000/callback", { code: "c", state: "s" }, ISSUER)).toBe(
      `http://127.0.0.1:4000/callback?code=c&state=s&iss=${encodeURIComponent(ISSUER)}`,
    );
    expect(authorizationResponseUrl("com.example.tool:/oauth", { code: "c", state: "s" }, ISSUER)).toBe(
      `com.example.tool:/oauth?code=c&state=s&iss=${encodeURIComponent(ISSUER)}`,
    );
  });
});
