import crypto from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  exchangeCommand,
  isTestCallback,
  maskCredential,
  maskedTokenAnswer,
  randomToken,
  s256,
  signInUrl,
  testRedirectUri,
} from "@/lib/oauth/test-sign-in";

/** RFC 7636, appendix B. */
const RFC_7636 = {
  codeVerifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
  codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
};

describe("test sign-in", () => {
  test("S256 gives RFC 7636's own example, and node:crypto's answer for random verifiers", async () => {
    expect(await s256(RFC_7636.codeVerifier)).toBe(RFC_7636.codeChallenge);
    for (let i = 0; i < 20; i++) {
      const verifier = randomToken();
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await s256(verifier)).toBe(crypto.createHash("sha256").update(verifier).digest("base64url"));
    }
  });

  test("a sign-in link carries every parameter, encoded", () => {
    const url = new URL(
      signInUrl({
        authorizeUrl: "https://game.example/oauth/authorize",
        clientId: "gmc_abc",
        redirectUri: "https://game.example/portal/test-sign-in",
        scopes: ["public", "team"],
        state: "s t&",
        codeChallenge: "challenge",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://game.example/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "gmc_abc",
      redirect_uri: "https://game.example/portal/test-sign-in",
      scope: "public team",
      state: "s t&",
      code_challenge: "challenge",
      code_challenge_method: "S256",
    });
    expect(testRedirectUri("https://game.example")).toBe("https://game.example/portal/test-sign-in");
  });

  test.each([
    ["gmat_0123456789abcdefghijklmnopqrstuvwxyzABCDE", "gmat_0123…BCDE"],
    ["gmrt_0123456789abcdefghijklmnopqrstuvwxyzABCDE", "gmrt_0123…BCDE"],
    ["gmat_short", "gmat_•••••"],
    ["noprefix0123456789", "nopr…6789"],
  ])("%s is shown as %s", (value, shown) => {
    expect(maskCredential(value)).toBe(shown);
  });

  test("a token answer is shown with both tokens masked and the rest as it came", () => {
    const answer = {
      access_token: "gmat_0123456789abcdefghijklmnopqrstuvwxyzABCDE",
      refresh_token: "gmrt_zyxwvutsrqponmlkjihgfedcba9876543210ZYXWV",
      token_type: "Bearer",
      expires_in: 3600,
      scope: "public",
    };
    expect(maskedTokenAnswer(answer)).toEqual({ ...answer, access_token: "gmat_0123…BCDE", refresh_token: "gmrt_zyxw…YXWV" });
  });

  test("the exchange command authenticates as the kind of client asks", () => {
    const common = {
      tokenUrl: "https://game.example/v1/oauth/token",
      clientId: "gmc_abc",
      redirectUri: "https://tool.example/cb?x=1",
      codeVerifier: "v",
    };
    expect(exchangeCommand({ ...common, kind: "Public" })).toContain("-d client_id=gmc_abc");
    expect(exchangeCommand({ ...common, kind: "Public" })).not.toContain("CLIENT_SECRET");
    expect(exchangeCommand({ ...common, kind: "Confidential" })).toContain('-u "gmc_abc:$CLIENT_SECRET"');
    expect(exchangeCommand({ ...common, kind: "Confidential" })).toContain('--data-urlencode "redirect_uri=https://tool.example/cb?x=1"');
  });

  test.each([
    ["https://game.example/portal/test-sign-in", "https://game.example", true],
    ["https://GAME.example/portal/test-sign-in/", "https://game.example", true],
    ["https://game.example:443/portal/test-sign-in?x=1", "https://game.example", true],
    ["https://game.example/portal/test-sign-in#x", "https://game.example", true],
    ["https://game.example:8443/portal/test-sign-in", "https://game.example", false],
    ["http://game.example/portal/test-sign-in", "https://game.example", false],
    ["https://game.example/portal/test-sign-in-2", "https://game.example", false],
    ["https://tool.example/portal/test-sign-in", "https://game.example", false],
    ["http://localhost:3001/portal/test-sign-in", "http://localhost:3000", true],
    // Every loopback spelling is one host when the issuer is loopback, on any port.
    ["http://127.0.0.1:3000/portal/test-sign-in", "http://localhost:3000", true],
    ["http://127.0.0.1:4123/portal/test-sign-in", "http://localhost:3000", true],
    ["http://[::1]:3000/portal/test-sign-in", "http://localhost:3000", true],
    ["http://127.1.2.3:3000/portal/test-sign-in", "http://localhost:3000", true],
    ["http://0x7f.1:3000/portal/test-sign-in", "http://localhost:3000", true],
    ["http://[::ffff:127.0.0.1]:3000/portal/test-sign-in", "http://localhost:3000", true],
    ["http://app.localhost:3000/portal/test-sign-in", "http://localhost:3000", true],
    ["http://LOCALHOST.:3000/portal/test-sign-in", "http://localhost:3000", true],
    ["https://localhost:3000/portal/test-sign-in", "http://localhost:3000", true],
    ["http://localhost:3000/portal/test-sign-in", "http://127.0.0.1:3000", true],
    ["http://localhost:3000/portal/test-sign-in", "http://[::1]:3000", true],
    ["http://10.0.0.1:3000/portal/test-sign-in", "http://localhost:3000", false],
    ["http://localhost.example:3000/portal/test-sign-in", "http://localhost:3000", false],
    // Repeated slashes are collapsed, escapes decoded, as the page router reads them.
    ["http://localhost:3000//portal/test-sign-in", "http://localhost:3000", true],
    ["https://game.example//portal//test-sign-in//", "https://game.example", true],
    ["https://game.example/portal/./x/../test-sign-in", "https://game.example", true],
    ["https://game.example/portal/test%2Dsign%2din", "https://game.example", true],
    ["https://game.example/%70ortal/test-sign-in", "https://game.example", true],
    ["https://game.example./portal/test-sign-in", "https://game.example", true],
    ["https://game.example/portal/test-sign-in%ZZ", "https://game.example", false],
    ["https://game.example/other/portal/test-sign-in", "https://game.example", false],
    ["com.example.app:/portal/test-sign-in", "https://game.example", false],
    ["not a url", "https://game.example", false],
  ])("%s is the test callback of %s: %s", (uri, authUrl, expected) => {
    expect(isTestCallback(uri, authUrl)).toBe(expected);
  });
});
