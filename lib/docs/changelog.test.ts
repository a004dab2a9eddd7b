import { describe, expect, it } from "vitest";
import { DATA_ENDPOINTS } from "@/lib/api/endpoints";
import { CHANGELOG, CHANGE_KINDS, changelogAnchor, unannouncedDeprecations } from "@/lib/docs/changelog";
import { operationHref } from "@/lib/docs/document";

describe("the changelog", () => {
  it("is dated, newest first, with an anchor of its own per entry", () => {
    for (const entry of CHANGELOG) {
      expect(entry.date, entry.title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${entry.date}T00:00:00Z`).toISOString().slice(0, 10), entry.title).toBe(entry.date);
      expect(CHANGE_KINDS, entry.title).toContain(entry.kind);
      expect(entry.body.length, entry.title).toBeGreaterThan(40);
    }
    const dates = CHANGELOG.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const anchors = CHANGELOG.map(changelogAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors[0]).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/);
  });

  it("names only operations the served document has, and links each to the reference", () => {
    for (const operation of CHANGELOG.flatMap((e) => e.operations)) {
      expect(operationHref(operation), operation).toMatch(/^\/docs#tag\/[a-z-]+\/(GET|POST)\/v1\//);
    }
  });

  it("refuses a link to an operation the document lacks", () => {
    expect(() => operationHref("GET /v1/no-such-thing")).toThrow(/no operation GET \/v1\/no-such-thing/);
    expect(() => operationHref("DELETE /v1/me")).toThrow(/no operation/);
    expect(() => operationHref("GET /me")).toThrow(/no operation/);
  });

  it("announces every deprecation an endpoint declares", () => {
    expect(unannouncedDeprecations(DATA_ENDPOINTS)).toEqual([]);
  });

  it("finds a deprecation it does not announce, or announces wrongly", () => {
    const anchor = changelogAnchor(CHANGELOG[1]);
    expect(
      unannouncedDeprecations([
        { path: "/me" },
        { path: "/old", deprecation: { changelog: "2026-01-01-nothing-like-it" } },
        { path: "/older", deprecation: { changelog: anchor } },
      ]),
    ).toEqual([
      "/old: no changelog entry 2026-01-01-nothing-like-it",
      `/older: the entry ${anchor} is not a Deprecated entry naming GET /v1/older`,
    ]);
  });
});
