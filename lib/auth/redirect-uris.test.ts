import { describe, expect, it } from "vitest";
import {
  classifyRedirectUri,
  findMatchingRedirectUri,
  MAX_REDIRECT_URI_LENGTH,
  RedirectUriSchema,
  redirectUriMatches,
} from "@/lib/auth/redirect-uris";

function errorOf(uri: string): string {
  const result = classifyRedirectUri(uri);
  if (!("error" in result)) throw new Error(`${uri} was accepted as ${result.kind}`);
  return result.error;
}

describe("redirect URI forms (spec › Application registration)", () => {
  it.each([
    ["https://tool.example.com/callback", "https"],
    ["https://tool.example.com:8443/oauth/callback?team=1", "https"],
    ["https://localhost/callback", "https"],
    ["http://127.0.0.1/callback", "loopback"],
    ["http://127.0.0.1:8080/callback", "loopback"],
    ["http://localhost/callback", "loopback"],
    ["http://localhost:3000/auth/done?x=1", "loopback"],
    ["com.example.app:/callback", "private-use"],
    ["io.github.someone.tool:/oauth2redirect/gm", "private-use"],
  ])("accepts %s as %s", (uri, kind) => {
    expect(classifyRedirectUri(uri)).toEqual({ kind });
  });

  describe("https", () => {
    it("refuses a fragment", () => expect(errorOf("https://tool.example.com/cb#top")).toMatch(/fragment/));
    it("refuses a wildcard", () => expect(errorOf("https://*.example.com/cb")).toMatch(/Wildcard/));
    it("refuses a wildcard in the path", () => expect(errorOf("https://example.com/*")).toMatch(/Wildcard/));
    it("refuses userinfo", () => expect(errorOf("https://user:pw@example.com/cb")).toMatch(/user name or password/));
    it("refuses userinfo without a password", () => expect(errorOf("https://evil@example.com/cb")).toMatch(/user name/));
    it("refuses a missing host", () => expect(errorOf("https:///cb")).toMatch(/needs a host/));
    it("refuses a backslash", () => expect(errorOf("https://good.example\\@evil.example/cb")).toMatch(/backslash/));
    it("refuses the form without //", () => expect(errorOf("https:example.com/cb")).toMatch(/https:\/\//));
    it("refuses an upper-case scheme", () => expect(errorOf("HTTPS://example.com/cb")).toMatch(/lower case/));
    it("refuses an invalid port", () => expect(errorOf("https://example.com:99999/cb")).toMatch(/valid/));
  });

  describe("loopback", () => {
    it("refuses plain http to another host", () => expect(errorOf("http://tool.example.com/cb")).toMatch(/loopback/));
    it("refuses a host that only starts like localhost", () => expect(errorOf("http://localhost.evil.com/cb")).toMatch(/loopback/));
    it("refuses userinfo in front of a loopback host", () => expect(errorOf("http://127.0.0.1@evil.com/cb")).toMatch(/user name/));
    it("refuses other spellings of the loopback address", () => expect(errorOf("http://127.1/cb")).toMatch(/loopback/));
    it("refuses IPv6 loopback, which the spec does not name", () => expect(errorOf("http://[::1]/cb")).toMatch(/loopback/));
    it("refuses port 0 and ports above 65535", () => {
      expect(errorOf("http://127.0.0.1:0/cb")).toMatch(/port/);
      expect(errorOf("http://127.0.0.1:65536/cb")).toMatch(/port/);
    });
    it("refuses a fragment", () => expect(errorOf("http://localhost/cb#x")).toMatch(/fragment/));
  });

  describe("private-use schemes", () => {
    it("needs a reverse domain (a dot)", () => expect(errorOf("myapp:/callback")).toMatch(/absolute URI|reverse domain/));
    it("refuses a scheme with odd characters", () => expect(errorOf("com.exa_mple.app:/cb")).toMatch(/absolute|reverse domain/));
    it("refuses the // form", () => expect(errorOf("com.example.app://callback")).toMatch(/one slash/));
    it("needs a path", () => expect(errorOf("com.example.app:callback")).toMatch(/one slash/));
    it("refuses an empty path", () => expect(errorOf("com.example.app:/")).toMatch(/one slash/));
  });

  describe("everything else", () => {
    it.each(["javascript:alert(1)", "data:text/html,hi", "JavaScript:alert(1)", "file:///etc/passwd", "vbscript:x"])("refuses %s", (uri) =>
      expect(errorOf(uri)).toMatch(/not allowed/),
    );
    it.each(["/callback", "callback", "//example.com/cb", "ftp://example.com/cb", "ws://localhost/cb"])("refuses %s", (uri) =>
      expect(errorOf(uri)).toMatch(/absolute URI/),
    );
    it("refuses whitespace inside", () => expect(errorOf("https://example.com/a b")).toMatch(/spaces/));
    it("refuses control characters", () => expect(errorOf("https://example.com/a\u0000b")).toMatch(/control/));
    it("refuses the empty string", () => expect(errorOf("")).toMatch(/Enter/));
    it(`refuses more than ${MAX_REDIRECT_URI_LENGTH} characters`, () => {
      const base = "https://example.com/";
      expect(classifyRedirectUri(base + "a".repeat(MAX_REDIRECT_URI_LENGTH - base.length))).toEqual({ kind: "https" });
      expect(errorOf(base + "a".repeat(MAX_REDIRECT_URI_LENGTH - base.length + 1))).toMatch(/512/);
    });
  });

  it("RedirectUriSchema trims the ends and reports the rule broken", () => {
    expect(RedirectUriSchema.parse("  https://example.com/cb ")).toBe("https://example.com/cb");
    const result = RedirectUriSchema.safeParse("http://example.com/cb");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/loopback/);
  });
});

describe("matching at sign-in", () => {
  it("matches https exactly", () => {
    const registered = "https://tool.example.com/callback";
    expect(redirectUriMatches(registered, registered)).toBe(true);
    expect(redirectUriMatches(registered, "https://tool.example.com/callback/")).toBe(false);
    expect(redirectUriMatches(registered, "https://tool.example.com/callback?x=1")).toBe(false);
    expect(redirectUriMatches(registered, "https://TOOL.example.com/callback")).toBe(false);
    expect(redirectUriMatches(registered, "https://tool.example.com:443/callback")).toBe(false);
    expect(redirectUriMatches(registered, "https://tool.example.com/Callback")).toBe(false);
  });

  it("matches private-use URIs exactly", () => {
    expect(redirectUriMatches("com.example.app:/cb", "com.example.app:/cb")).toBe(true);
    expect(redirectUriMatches("com.example.app:/cb", "com.example.app:/cb2")).toBe(false);
    expect(redirectUriMatches("com.example.app:/cb", "com.example.evil:/cb")).toBe(false);
  });

  it("matches loopback on any port (RFC 8252 §7.3), registered with or without one", () => {
    expect(redirectUriMatches("http://127.0.0.1/callback", "http://127.0.0.1:51234/callback")).toBe(true);
    expect(redirectUriMatches("http://127.0.0.1:8080/callback", "http://127.0.0.1:9090/callback")).toBe(true);
    expect(redirectUriMatches("http://127.0.0.1:8080/callback", "http://127.0.0.1/callback")).toBe(true);
    expect(redirectUriMatches("http://localhost/cb?a=1", "http://localhost:3000/cb?a=1")).toBe(true);
  });

  it.each(["0", "00000", "65536", "99999"])("refuses a presented loopback port %s, as registration does", (port) => {
    expect(redirectUriMatches("http://127.0.0.1/callback", `http://127.0.0.1:${port}/callback`)).toBe(false);
    expect(redirectUriMatches("http://localhost:8080/cb", `http://localhost:${port}/cb`)).toBe(false);
  });

  it("accepts the edges of the port range for loopback", () => {
    expect(redirectUriMatches("http://127.0.0.1/callback", "http://127.0.0.1:1/callback")).toBe(true);
    expect(redirectUriMatches("http://127.0.0.1/callback", "http://127.0.0.1:65535/callback")).toBe(true);
  });

  it("keeps host spelling, path and query for loopback", () => {
    expect(redirectUriMatches("http://127.0.0.1/callback", "http://localhost/callback")).toBe(false);
    expect(redirectUriMatches("http://localhost/callback", "http://127.0.0.1/callback")).toBe(false);
    expect(redirectUriMatches("http://127.0.0.1/callback", "http://127.0.0.1:80/other")).toBe(false);
    expect(redirectUriMatches("http://127.0.0.1/callback", "http://127.0.0.1/callback?x=1")).toBe(false);
    expect(redirectUriMatches("http://127.0.0.1/callback", "https://127.0.0.1/callback")).toBe(false);
    expect(redirectUriMatches("http://127.0.0.1/callback", "http://127.0.0.1:1/callback#frag")).toBe(false);
    expect(redirectUriMatches("http://127.0.0.1/callback", "http://user@127.0.0.1/callback")).toBe(false);
    expect(redirectUriMatches("http://localhost/callback", "http://localhost.evil.com/callback")).toBe(false);
  });

  it("never matches against an invalid registered URI", () => {
    expect(redirectUriMatches("http://example.com/cb", "http://example.com/cb")).toBe(false);
  });

  it("finds the registered URI a presented one matches", () => {
    const registered = ["https://a.example/cb", "http://localhost/cb"];
    expect(findMatchingRedirectUri(registered, "http://localhost:4000/cb")).toBe("http://localhost/cb");
    expect(findMatchingRedirectUri(registered, "https://b.example/cb")).toBeNull();
  });
});
