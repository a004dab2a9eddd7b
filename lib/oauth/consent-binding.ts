import crypto from "node:crypto";
import { z } from "zod";
import { SCOPES } from "@/lib/auth/scopes";
import { safeEqual } from "@/lib/auth/credentials";
import { CONSENT_FORM_LIFETIME_MS } from "@/lib/oauth/lifetimes";

/**
 * The consent form's hidden, signed value. It binds an Allow / Deny to the manager who saw the
 * page and to the exact request on it, so a posted form cannot be replayed for another
 * session, another application, another redirect URI or more scopes. (Cross-site posting
 * itself is stopped by Next.js, which refuses a server action whose Origin is not this host.)
 */
export const ConsentRequestSchema = z.object({
  clientId: z.string(),
  redirectUri: z.string(),
  scopes: z.array(z.enum(SCOPES)).min(1),
  state: z.string().nullable(),
  codeChallenge: z.string(),
  prompt: z.enum(["consent", "none"]).nullable(),
});
export type ConsentRequest = z.infer<typeof ConsentRequestSchema>;

const PayloadSchema = z.object({ managerId: z.string(), request: ConsentRequestSchema, expiresAt: z.number() });

/** A key of its own for consent forms, derived from the session secret. */
export function consentKey(sessionSecret: string): Buffer {
  return crypto.createHmac("sha256", sessionSecret).update("oauth-consent-binding-v1").digest();
}

function mac(key: Buffer, body: string) {
  return crypto.createHmac("sha256", key).update(body).digest("base64url");
}

export function signConsentBinding(key: Buffer, managerId: string, request: ConsentRequest, now: Date): string {
  const body = Buffer.from(JSON.stringify({ managerId, request, expiresAt: now.getTime() + CONSENT_FORM_LIFETIME_MS })).toString(
    "base64url",
  );
  return `${body}.${mac(key, body)}`;
}

export type ConsentBindingCheck =
  { ok: true; request: ConsentRequest } | { ok: false; reason: "tampered" | "expired" | "other_manager"; request?: ConsentRequest };

/** Checks signature first; only a genuine value is read, and then only for this manager, in time. */
export function verifyConsentBinding(key: Buffer, value: unknown, managerId: string, now: Date): ConsentBindingCheck {
  if (typeof value !== "string") return { ok: false, reason: "tampered" };
  const [body, signature, extra] = value.split(".");
  if (!body || !signature || extra !== undefined || !safeEqual(signature, mac(key, body))) return { ok: false, reason: "tampered" };
  let payload: z.infer<typeof PayloadSchema>;
  try {
    payload = PayloadSchema.parse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
  } catch {
    return { ok: false, reason: "tampered" };
  }
  if (payload.managerId !== managerId) return { ok: false, reason: "other_manager", request: payload.request };
  if (payload.expiresAt <= now.getTime()) return { ok: false, reason: "expired", request: payload.request };
  return { ok: true, request: payload.request };
}
