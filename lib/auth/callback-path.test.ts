import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/lib/auth/callback-path";

const OWN = ["http://localhost:3000", "https://auth.example.com"];

describe("the path after sign-in stays on this site", () => {
  it.each([
    ["/portal/tokens", "/portal/tokens"],
    ["/oauth/authorize?client_id=gmc_x&state=a%20b", "/oauth/authorize?client_id=gmc_x&state=a%20b"],
    ["/docs#quick-start", "/docs#quick-start"],
    ["http://localhost:3000/portal?x=1", "/portal?x=1"],
    ["https://auth.example.com/oauth/authorize?x=1", "/oauth/authorize?x=1"],
    ["/portal/../staff", "/staff"],
    ["portal", "/portal"],
  ])("keeps %s as %s", (raw, expected) => {
    expect(safeCallbackPath(raw, OWN)).toBe(expected);
  });

  it.each([
    ["a TAB after the first slash", "/\t/evil.example/x"],
    ["a LF after the first slash", "/\n/evil.example/x"],
    ["a CR after the first slash", "/\r/evil.example/x"],
    ["an ideographic space", "/\u3000/evil.example/x"],
    ["a no-break space", "/\u00a0/evil.example"],
    ["a backslash", "/\\evil.example/x"],
    ["two backslashes", "\\\\evil.example"],
    ["a slash and a backslash", "/\\/evil.example"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["three slashes", "///evil.example/x"],
    ["another site", "https://evil.example/x"],
    ["our host on another scheme", "https://localhost:3000/portal"],
    ["our host on another port", "http://localhost:3001/portal"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["userinfo that looks like our host", "http://localhost:3000@evil.example/"],
    ["a NUL", "/portal\u0000"],
    ["DEL", "/portal\u007f"],
    ["an empty value", ""],
  ])("refuses %s", (_what, raw) => {
    expect(safeCallbackPath(raw, OWN)).toBe("/portal");
  });

  it("takes the first of repeated values, and the given fallback", () => {
    expect(safeCallbackPath(["/docs", "https://evil.example"], OWN)).toBe("/docs");
    expect(safeCallbackPath(undefined, OWN, "/staff")).toBe("/staff");
  });

  it("never yields a value a browser would take off-site", () => {
    const hostile = ["/\t/evil.example", "/%09/evil.example", "/%2F/evil.example", "/.//evil.example", "/ /evil.example"];
    for (const raw of hostile) {
      const path = safeCallbackPath(raw, OWN);
      expect(new URL(path, OWN[0]).origin).toBe(OWN[0]);
      expect(path.startsWith("//")).toBe(false);
    }
  });
});
