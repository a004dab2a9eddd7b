import { describe, expect, it } from "vitest";
import { isSiteHref, parseInline, parseMarkdown, plainText } from "@/lib/docs/markdown";

describe("the document's Markdown", () => {
  it.each([
    ["plain words", [{ kind: "text", text: "plain words" }]],
    [
      "**Scope:** `public`.",
      [
        { kind: "strong", children: [{ kind: "text", text: "Scope:" }] },
        { kind: "text", text: " " },
        { kind: "code", text: "public" },
        { kind: "text", text: "." },
      ],
    ],
    [
      "reported in `X-RateLimit-*` headers",
      [
        { kind: "text", text: "reported in " },
        { kind: "code", text: "X-RateLimit-*" },
        { kind: "text", text: " headers" },
      ],
    ],
    ["the X-RateLimit-* headers, * and *", [{ kind: "text", text: "the X-RateLimit-* headers, * and *" }]],
    [
      "an *emphasised* word",
      [
        { kind: "text", text: "an " },
        { kind: "em", children: [{ kind: "text", text: "emphasised" }] },
        { kind: "text", text: " word" },
      ],
    ],
    [
      "(see [changelog](/docs/changelog#a))",
      [
        { kind: "text", text: "(see " },
        { kind: "link", href: "/docs/changelog#a", children: [{ kind: "text", text: "changelog" }] },
        { kind: "text", text: ")" },
      ],
    ],
    [
      "`**not bold**` in code",
      [
        { kind: "code", text: "**not bold**" },
        { kind: "text", text: " in code" },
      ],
    ],
  ])("reads %j", (text, expected) => {
    expect(parseInline(text)).toEqual(expected);
  });

  it.each(["https://elsewhere.example/x", "//elsewhere.example/x", "/\\elsewhere.example/x", "javascript:alert(1)", "data:text/html,x"])(
    "keeps a link to %s as text, never a link",
    (href) => {
      const nodes = parseInline(`a [link](${href}) here`);
      expect(nodes.some((n) => n.kind === "link")).toBe(false);
      expect(plainText(nodes)).toBe(`a [link](${href}) here`);
    },
  );

  it("keeps links on this site", () => {
    expect(isSiteHref("/docs")).toBe(true);
    expect(isSiteHref("#model/roster")).toBe(true);
  });

  it("splits paragraphs at blank lines and joins wrapped lines", () => {
    expect(parseMarkdown("one\ntwo\n\n  three  \n\n\n").map(plainText)).toEqual(["one two", "three"]);
  });
});
