import { describe, expect, it } from "vitest";
import {
  CREDENTIAL_PREFIXES,
  credentialKind,
  generateCredential,
  hashCredential,
  safeEqual,
  type CredentialKind,
} from "@/lib/auth/credentials";

const KINDS = Object.keys(CREDENTIAL_PREFIXES) as CredentialKind[];

describe("credentials", () => {
  it.each(KINDS)("a %s carries its prefix, 43 base64url characters of 32 random bytes and a checksum", (kind) => {
    const { value } = generateCredential(kind);
    const prefix = CREDENTIAL_PREFIXES[kind];
    expect(value.startsWith(prefix)).toBe(true);
    const body = value.slice(prefix.length, prefix.length + 43);
    expect(Buffer.from(body, "base64url")).toHaveLength(32);
    expect(value).toHaveLength(prefix.length + 43 + 6);
    expect(credentialKind(value)).toBe(kind);
  });

  it("never makes the same value twice", () => {
    const values = new Set(Array.from({ length: 1000 }, () => generateCredential("accessToken").value));
    expect(values.size).toBe(1000);
  });

  it("stores only the SHA-256 hex of the value", () => {
    const credential = generateCredential("personalToken");
    expect(credential.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(credential.hash).toBe(hashCredential(credential.value));
    expect(credential.hash).not.toContain(credential.value.slice(6, 20));
    expect(credential.hint).toBe(credential.value.slice(0, 10) + "…");
  });

  it("rejects a mistyped value by its checksum, without a lookup", () => {
    const { value } = generateCredential("personalToken");
    const i = 20;
    const typo = value.slice(0, i) + (value[i] === "A" ? "B" : "A") + value.slice(i + 1);
    expect(credentialKind(typo)).toBeNull();
  });

  it.each([
    ["", "empty"],
    ["gmpat_", "prefix only"],
    ["Bearer gmpat_abc", "scheme included"],
    ["xxpat_" + "A".repeat(49), "unknown prefix"],
    ["gmpat_" + "A".repeat(48), "too short"],
    ["gmpat_" + "A".repeat(50), "too long"],
    ["gmpat_" + "!".repeat(49), "bad alphabet"],
  ])("rejects a malformed value (%s: %s)", (value) => {
    expect(credentialKind(value)).toBeNull();
  });

  it("tells a forged value with a valid-looking shape from a real one", () => {
    const real = generateCredential("refreshToken").value;
    const forged = "gmrt_" + "x".repeat(43) + real.slice(-6);
    expect(credentialKind(forged)).toBeNull();
  });

  it("compares in constant time and only equal strings match", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});
