import { describe, expect, it } from "vitest";
import { checkCodeChallenge, checkCodeVerifier, isWellFormedCodeVerifier, s256CodeChallenge } from "@/lib/oauth/pkce";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";

describe("PKCE: the code challenge of the authorization request", () => {
  const challenge = s256CodeChallenge("a".repeat(43));

  it("accepts S256 with a 43-character base64url challenge", () => {
    expect(checkCodeChallenge(challenge, "S256")).toBe(challenge);
  });

  it("requires a challenge (PKCE on every sign-in)", () => {
    expect(() => checkCodeChallenge(undefined, "S256")).toThrow(InvalidRequest);
  });

  it("requires the method, since its default would be plain", () => {
    expect(() => checkCodeChallenge(challenge, undefined)).toThrow(/S256/);
  });

  it.each(["plain", "s256", "S512"])("refuses method %s", (method) => {
    expect(() => checkCodeChallenge(challenge, method)).toThrow(InvalidRequest);
  });

  it.each([
    ["too short", challenge.slice(0, 42)],
    ["too long", challenge + "A"],
    ["padded", challenge.slice(0, 42) + "="],
    ["not base64url", challenge.slice(0, 42) + "+"],
  ])("refuses a challenge that is %s", (_what, value) => {
    expect(() => checkCodeChallenge(value, "S256")).toThrow(InvalidRequest);
  });
});

describe("PKCE: the code verifier of the token request", () => {
  it("computes BASE64URL(SHA-256(verifier)) as RFC 7636 Appendix B does", () => {
    expect(s256CodeChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });

  it("accepts the verifier of the challenge", () => {
    const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    expect(() => checkCodeVerifier(verifier, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")).not.toThrow();
  });

  it("accepts 43 and 128 characters, and every unreserved character", () => {
    expect(isWellFormedCodeVerifier("A".repeat(43))).toBe(true);
    expect(isWellFormedCodeVerifier("z".repeat(128))).toBe(true);
    expect(isWellFormedCodeVerifier("aZ09-._~".repeat(6))).toBe(true);
  });

  it.each([
    ["42 characters", "A".repeat(42)],
    ["129 characters", "A".repeat(129)],
    ["a space", "A".repeat(42) + " "],
    ["a plus sign", "A".repeat(42) + "+"],
    ["a slash", "A".repeat(42) + "/"],
    ["non-ASCII", "A".repeat(42) + "é"],
  ])("refuses a verifier with %s as invalid_request", (_what, verifier) => {
    expect(() => checkCodeVerifier(verifier, s256CodeChallenge(verifier))).toThrow(InvalidRequest);
  });

  it("refuses a missing verifier as invalid_request", () => {
    expect(() => checkCodeVerifier(undefined, s256CodeChallenge("A".repeat(43)))).toThrow(InvalidRequest);
  });

  it("refuses a well-formed verifier of another challenge as invalid_grant", () => {
    expect(() => checkCodeVerifier("B".repeat(43), s256CodeChallenge("A".repeat(43)))).toThrow(InvalidGrant);
  });

  it("refuses the challenge itself sent as verifier (plain)", () => {
    const challenge = s256CodeChallenge("A".repeat(43));
    expect(() => checkCodeVerifier(challenge, challenge)).toThrow(InvalidGrant);
  });
});
