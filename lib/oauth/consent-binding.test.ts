import { describe, expect, it } from "vitest";
import { consentKey, signConsentBinding, verifyConsentBinding, type ConsentRequest } from "@/lib/oauth/consent-binding";

const key = consentKey("a-session-secret-of-at-least-32-characters");
const now = new Date("2026-11-18T12:00:00Z");
const request: ConsentRequest = {
  clientId: "gmc_x",
  redirectUri: "https://tool.example.com/cb",
  scopes: ["public", "team"],
  state: "xyz",
  codeChallenge: "c".repeat(43),
  prompt: null,
};

describe("consent form binding", () => {
  it("binds the form to the manager and the request", () => {
    const binding = signConsentBinding(key, "manager-1", request, now);
    expect(verifyConsentBinding(key, binding, "manager-1", now)).toEqual({ ok: true, request });
  });

  it("is refused for another manager's session", () => {
    const binding = signConsentBinding(key, "manager-1", request, now);
    expect(verifyConsentBinding(key, binding, "manager-2", now)).toMatchObject({ ok: false, reason: "other_manager" });
  });

  it("goes stale after 10 minutes (clock moved)", () => {
    const binding = signConsentBinding(key, "manager-1", request, now);
    expect(verifyConsentBinding(key, binding, "manager-1", new Date(now.getTime() + 9 * 60_000)).ok).toBe(true);
    expect(verifyConsentBinding(key, binding, "manager-1", new Date(now.getTime() + 10 * 60_000))).toMatchObject({
      ok: false,
      reason: "expired",
    });
  });

  it("is refused when altered (e.g. more scopes), or signed with another key", () => {
    const binding = signConsentBinding(key, "manager-1", request, now);
    const [body, mac] = binding.split(".");
    const payload = JSON.parse(Buffer.from(body, "base64url").toString());
    payload.request.scopes = ["public", "team", "market"];
    const altered = `${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${mac}`;
    expect(verifyConsentBinding(key, altered, "manager-1", now)).toEqual({ ok: false, reason: "tampered" });
    const otherKey = consentKey("another-session-secret-of-32-characters!!");
    expect(verifyConsentBinding(otherKey, binding, "manager-1", now)).toEqual({ ok: false, reason: "tampered" });
  });

  it.each([null, "", "abc", "a.b.c", 42])("is refused for %s", (value) => {
    expect(verifyConsentBinding(key, value, "manager-1", now)).toEqual({ ok: false, reason: "tampered" });
  });
});
