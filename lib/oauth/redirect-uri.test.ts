import { describe, expect, it } from "vitest";
import { checkRedirectUri } from "@/lib/oauth/redirect-uri";
import { UnredirectableRequest } from "@/lib/oauth/errors";

const REGISTERED = ["https://tool.example.com/callback", "http://127.0.0.1/callback", "com.example.tool:/oauth"];

describe("redirect URI of the sign-in request", () => {
  it("accepts a registered https URI exactly", () => {
    expect(checkRedirectUri(REGISTERED, "https://tool.example.com/callback")).toBe("https://tool.example.com/callback");
  });

  it("accepts a loopback URI on any port (RFC 8252 §7.3) and returns it as presented", () => {
    expect(checkRedirectUri(REGISTERED, "http://127.0.0.1:53121/callback")).toBe("http://127.0.0.1:53121/callback");
  });

  it("accepts a registered private-use scheme URI", () => {
    expect(checkRedirectUri(REGISTERED, "com.example.tool:/oauth")).toBe("com.example.tool:/oauth");
  });

  it.each([
    ["missing", undefined],
    ["another path", "https://tool.example.com/callback/evil"],
    ["another host", "https://evil.example.com/callback"],
    ["a query added", "https://tool.example.com/callback?next=https://evil.example.com"],
    ["a fragment added", "https://tool.example.com/callback#x"],
    ["http instead of https", "http://tool.example.com/callback"],
    ["a case change", "https://TOOL.example.com/callback"],
    ["loopback on another path", "http://127.0.0.1:53121/other"],
    ["localhost for a registered 127.0.0.1", "http://localhost:53121/callback"],
    ["a user-info trick", "https://tool.example.com@evil.example.com/callback"],
  ])("refuses one that is %s, without redirecting", (_what, presented) => {
    expect(() => checkRedirectUri(REGISTERED, presented)).toThrow(UnredirectableRequest);
  });
});
