/*
 * The few Markdown forms the document's descriptions use, read into a small tree the reference
 * renders as elements (never as HTML strings): paragraphs split by blank lines, `code`,
 * **strong**, *emphasis* and [links](/same-site). A link off this site stays text.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "code"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

/** Code first, then links, strong, and emphasis that opens after a space or a bracket (so `X-RateLimit-*` stays text). */
const TOKEN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|(?<=^|[\s(])\*([^*\s][^*]*?)\*(?=$|[\s.,;:)])/g;

/** Whether a link stays on this site: a path or an anchor, never another host or a script. */
export const isSiteHref = (href: string) => /^\/(?![/\\])/.test(href) || href.startsWith("#");

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) out.push({ kind: "text", text: text.slice(last, match.index) });
    const [whole, code, linkText, href, strong, em] = match;
    if (code !== undefined) out.push({ kind: "code", text: code });
    else if (linkText !== undefined)
      out.push(isSiteHref(href) ? { kind: "link", href, children: parseInline(linkText) } : { kind: "text", text: whole });
    else if (strong !== undefined) out.push({ kind: "strong", children: parseInline(strong) });
    else out.push({ kind: "em", children: parseInline(em) });
    last = match.index + whole.length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

/** Paragraphs (split at blank lines), each a line of inline Markdown. */
export function parseMarkdown(text: string): Inline[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean)
    .map(parseInline);
}

/** The text a tree reads as (what search indexes and tests compare). */
export function plainText(nodes: Inline[]): string {
  return nodes.map((node) => ("text" in node ? node.text : plainText(node.children))).join("");
}
