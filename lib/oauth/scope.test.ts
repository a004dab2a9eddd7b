import { describe, expect, it } from "vitest";
import { coversScopes, narrowScopes, parseScopeParameter } from "@/lib/oauth/scope";
import { InvalidScope } from "@/lib/oauth/errors";

describe("scope: the sign-in request's scope parameter", () => {
  it("reads space-separated lower-case names into the canonical order", () => {
    expect(parseScopeParameter("market public team")).toEqual(["public", "team", "market"]);
  });

  it("ignores repeats and extra spaces", () => {
    expect(parseScopeParameter("public  public team ")).toEqual(["public", "team"]);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["only spaces", "   "],
    ["unknown", "public admin"],
    ["capitalised (as /me spells them)", "Public"],
    ["comma-separated", "public,team"],
  ])("refuses a scope that is %s with invalid_scope", (_what, raw) => {
    expect(() => parseScopeParameter(raw)).toThrow(InvalidScope);
  });
});

describe("scope: what is already granted", () => {
  it("is covered when every requested scope is held", () => {
    expect(coversScopes(["public", "team", "market"], ["public", "market"])).toBe(true);
    expect(coversScopes(["public"], ["public", "team"])).toBe(false);
  });
});

describe("scope: narrowing on refresh", () => {
  it("keeps the token's scopes when none are asked", () => {
    expect(narrowScopes(["public", "team"], undefined)).toEqual(["public", "team"]);
  });

  it("narrows to a subset", () => {
    expect(narrowScopes(["public", "team", "market"], "market public")).toEqual(["public", "market"]);
  });

  it("never widens: a scope not held is invalid_scope", () => {
    expect(() => narrowScopes(["public"], "public team")).toThrow(InvalidScope);
    expect(() => narrowScopes(["public"], "public team")).toThrow(/"team"/);
  });

  it("refuses unknown names", () => {
    expect(() => narrowScopes(["public"], "everything")).toThrow(InvalidScope);
  });
});
