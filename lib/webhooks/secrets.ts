import crypto from "node:crypto";

/*
 * Webhook signing secrets. The service signs every delivery with them, so unlike tokens they
 * cannot be kept as hashes: each is encrypted at rest with AES-256-GCM under a key from the
 * configuration (`WEBHOOK_KEY`), and shown to the developer once, when made.
 */

/** The Standard Webhooks form: `whsec_` and the base64 of 32 random bytes. */
export const SECRET_PREFIX = "whsec_";

/** After a rotation the old secret keeps signing this long, beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

export function newSigningSecret(): string {
  return SECRET_PREFIX + crypto.randomBytes(32).toString("base64");
}

/** The first characters, to recognise a secret in a list. */
export const secretHint = (secret: string) => `${secret.slice(0, SECRET_PREFIX.length + 4)}…`;

/** The AES key from the configured key (any string of 32+ characters). */
export function encryptionKey(configured: string): Buffer {
  return crypto.createHash("sha256").update(`webhook-secrets:${configured}`).digest();
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** nonce ‖ ciphertext ‖ tag. */
export function encryptSecret(key: Buffer, secret: string): Buffer {
  const nonce = crypto.randomBytes(NONCE_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, nonce);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

/** The secret, or an error when the key is not the one it was encrypted with (or the bytes changed). */
export function decryptSecret(key: Buffer, sealed: Uint8Array): string {
  const bytes = Buffer.from(sealed);
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
}
