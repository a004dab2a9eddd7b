import crypto from "node:crypto";
import { crc32 } from "node:zlib";

/**
 * Every credential the platform hands out: a prefix that says what it is, 32 random bytes
 * in base64url, and a 6-character CRC32 checksum (as GitHub's tokens carry) so that a
 * secret scanner, or our own API, can reject a mistyped or made-up value without a
 * database lookup. Only the SHA-256 of a value is ever stored.
 */
export const CREDENTIAL_PREFIXES = {
  personalToken: "gmpat_",
  accessToken: "gmat_",
  refreshToken: "gmrt_",
  clientId: "gmc_",
  clientSecret: "gmcs_",
  authorizationCode: "gmac_",
} as const;

export type CredentialKind = keyof typeof CREDENTIAL_PREFIXES;

const RANDOM_BYTES = 32;
const BODY_LENGTH = 43; // base64url of 32 bytes, unpadded
const CHECKSUM_LENGTH = 6;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function base62Checksum(text: string): string {
  let n = crc32(text);
  let out = "";
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

export interface NewCredential {
  kind: CredentialKind;
  /** The value to hand out once. Never log or store it. */
  value: string;
  /** SHA-256 hex of the value: what is stored and looked up. */
  hash: string;
  /** The prefix and the first characters, to recognise the credential in lists. */
  hint: string;
}

/** The length of every credential of a kind: prefix, body and checksum (`gmat_…` is 54 characters). */
export function credentialLength(kind: CredentialKind): number {
  return CREDENTIAL_PREFIXES[kind].length + BODY_LENGTH + CHECKSUM_LENGTH;
}

export function generateCredential(kind: CredentialKind): NewCredential {
  const body = crypto.randomBytes(RANDOM_BYTES).toString("base64url");
  const head = CREDENTIAL_PREFIXES[kind] + body;
  const value = head + base62Checksum(head);
  return { kind, value, hash: hashCredential(value), hint: credentialHint(value) };
}

export function hashCredential(value: string): string {
  return crypto.createHash("sha256").update(value, "utf8").digest("hex");
}

export function credentialHint(value: string): string {
  const kind = credentialKind(value);
  const prefixLength = kind ? CREDENTIAL_PREFIXES[kind].length : 0;
  return value.slice(0, prefixLength + 4) + "…";
}

/** The prefixes as regular-expression alternatives, longest first so `gmc_` never shadows `gmcs_`. */
const alternatives = (prefixes: string[]) => [...prefixes].sort((a, b) => b.length - a.length).join("|");

const SHAPE = new RegExp(
  `^(${alternatives(Object.values(CREDENTIAL_PREFIXES))})([A-Za-z0-9_-]{${BODY_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`,
);

/** A secret credential (any but the public client id) somewhere in a text, such as a URL; it need not be whole. */
export const SECRET_CREDENTIAL_IN_TEXT = new RegExp(
  `(${alternatives(
    Object.entries(CREDENTIAL_PREFIXES)
      .filter(([kind]) => kind !== "clientId")
      .map(([, prefix]) => prefix),
  )})[A-Za-z0-9_-]{20,}`,
);
const KIND_BY_PREFIX = Object.fromEntries(
  Object.entries(CREDENTIAL_PREFIXES).map(([kind, prefix]) => [prefix, kind as CredentialKind]),
) as Record<string, CredentialKind>;

/** The kind of a well-formed credential whose checksum is right, otherwise null. */
export function credentialKind(value: string): CredentialKind | null {
  const match = SHAPE.exec(value);
  if (!match) return null;
  const [, prefix, body, checksum] = match;
  if (body.length !== BODY_LENGTH) return null;
  if (base62Checksum(prefix + body) !== checksum) return null;
  return KIND_BY_PREFIX[prefix] ?? null;
}

/** Constant-time comparison of two hex hashes (or any two strings). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  if (left.length !== right.length) return false;
  return crypto.timingSafeEqual(left, right);
}
