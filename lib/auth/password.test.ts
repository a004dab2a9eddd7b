import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

describe("passwords", () => {
  it("hashes with scrypt and a random salt, and verifies only the right password", async () => {
    const a = await hashPassword("letmein-demo");
    const b = await hashPassword("letmein-demo");
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("letmein-demo", a)).toBe(true);
    expect(await verifyPassword("letmein-dem0", a)).toBe(false);
  });

  it("refuses stored values that are not scrypt hashes (accounts with no usable password)", async () => {
    expect(await verifyPassword("anything", "!")).toBe(false);
    expect(await verifyPassword("", "")).toBe(false);
  });
});
