import crypto from "node:crypto";
import { safeEqual } from "@/lib/auth/credentials";
import { InvalidGrant, InvalidRequest } from "@/lib/oauth/errors";

/**
 * PKCE (RFC 7636), required on every sign-in and only with S256: `plain` would put the
 * verifier itself in the browser's address bar (RFC 9700 §2.1.1).
 */
export const CODE_CHALLENGE_METHOD = "S256";

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const CODE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** BASE64URL(SHA-256(verifier)) without padding is always 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** The authorization request's `code_challenge` and `code_challenge_method` (RFC 7636 §4.3). */
export function checkCodeChallenge(challenge: string | undefined, method: string | undefined): string {
  if (!challenge) throw new InvalidRequest("code_challenge is required: every sign-in uses PKCE with S256 (RFC 7636).");
  if (!method) throw new InvalidRequest("code_challenge_method is required and must be S256.");
  if (method !== CODE_CHALLENGE_METHOD) {
    throw new InvalidRequest(`code_challenge_method "${method}" is not supported: only S256 is accepted (plain is refused).`);
  }
  if (!S256_CHALLENGE.test(challenge)) {
    throw new InvalidRequest("code_challenge must be BASE64URL(SHA-256(code_verifier)) without padding: 43 characters of A-Z a-z 0-9 - _.");
  }
  return challenge;
}

/** `code_challenge` for a verifier: what a client sends, and what the server recomputes. */
export function s256CodeChallenge(verifier: string): string {
  return crypto.createHash("sha256").update(verifier, "ascii").digest("base64url");
}

export function isWellFormedCodeVerifier(verifier: string): boolean {
  return CODE_VERIFIER.test(verifier);
}

/**
 * The token request's `code_verifier` against the challenge stored with the code (RFC 7636
 * §4.6). Missing or malformed is a bad request; a well-formed one that does not match is a
 * bad grant.
 */
export function checkCodeVerifier(verifier: string | undefined, challenge: string): void {
  if (!verifier) throw new InvalidRequest("code_verifier is required.");
  if (!isWellFormedCodeVerifier(verifier)) {
    throw new InvalidRequest("code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636 §4.1).");
  }
  if (!safeEqual(s256CodeChallenge(verifier), challenge)) {
    throw new InvalidGrant("code_verifier does not match the code_challenge of the sign-in.");
  }
}
