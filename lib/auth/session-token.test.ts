/** The session cookie read without Next.js, and kept decoded until it expires. */
import { decode, encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { readSessionManager } from "@/lib/auth/session-token";

const SECRET = "session-token-test-secret-of-32-characters";
const cookieOf = async (token: Record<string, unknown>, maxAge = 3600, secret = SECRET) =>
  `next-auth.session-token=${await encode({ token, secret, maxAge })}`;
const SESSION_ID = "5e55a0e1-0000-4000-8000-000000000001";
const demo = { managerId: "0b3c8d1e-0000-4000-8000-000000000001", username: "demo", role: "Manager", sid: SESSION_ID };

/** next-auth's decoder, counting its calls. */
function countingDecode(): { calls: number; decode: typeof decode } {
  const counted = { calls: 0, decode };
  counted.decode = (params) => {
    counted.calls++;
    return decode(params);
  };
  return counted;
}

describe("reading the session cookie", () => {
  it("decodes a session once and answers it from memory after, the same manager", async () => {
    const cookie = await cookieOf(demo);
    const counter = countingDecode();
    const first = await readSessionManager(cookie, { secret: SECRET, decode: counter.decode });
    const second = await readSessionManager(cookie, { secret: SECRET, decode: counter.decode });
    expect(first).toEqual({ id: demo.managerId, username: "demo", role: "Manager", sessionId: SESSION_ID });
    expect(second).toEqual(first);
    expect(counter.calls).toBe(1);
  });

  it("a remembered session still ends at its expiry (with next-auth's 15 s of tolerance)", async () => {
    const cookie = await cookieOf(demo, 60);
    const counter = countingDecode();
    expect(await readSessionManager(cookie, { secret: SECRET, decode: counter.decode })).not.toBeNull();
    const at = (seconds: number) => () => Date.now() + seconds * 1000;
    expect(await readSessionManager(cookie, { secret: SECRET, decode: counter.decode, now: at(70) })).not.toBeNull();
    expect(await readSessionManager(cookie, { secret: SECRET, decode: counter.decode, now: at(80) })).toBeNull();
    expect(counter.calls).toBe(1);
  });

  it.each([
    ["sealed with another secret", () => cookieOf(demo, 3600, "another-secret-of-at-least-32-characters")],
    ["expired", () => cookieOf(demo, -60)],
    ["garbled", async () => "next-auth.session-token=not.a.jwe"],
    ["without a manager", () => cookieOf({ name: "someone" })],
    ["with an unknown role", () => cookieOf({ ...demo, role: "Owner" })],
    ["naming no portal session (made before sessions had rows)", () => cookieOf({ ...demo, sid: undefined })],
  ])("a session %s is nobody, each time it is read", async (_what, make) => {
    const cookie = await make();
    const counter = countingDecode();
    expect(await readSessionManager(cookie, { secret: SECRET, decode: counter.decode })).toBeNull();
    expect(await readSessionManager(cookie, { secret: SECRET, decode: counter.decode })).toBeNull();
    // Refusals are not remembered: each is decoded (and refused) again.
    expect(counter.calls).toBe(2);
  });

  it("a session remembered under one secret is decoded afresh, and refused, under another", async () => {
    const cookie = await cookieOf(demo);
    expect(await readSessionManager(cookie, { secret: SECRET })).not.toBeNull();
    expect(await readSessionManager(cookie, { secret: "rotated-secret-of-at-least-32-characters" })).toBeNull();
    expect(await readSessionManager(cookie, { secret: SECRET })).not.toBeNull();
  });
});
