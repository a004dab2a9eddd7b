"use client";

import Link from "next/link";
import { useId, useRef, useState } from "react";
import type { DocsPage } from "@/lib/docs/nav";

interface Entry {
  href: string;
  page: string;
  section: string;
  text: string;
}

const MAX_RESULTS = 8;

/**
 * Reads the reference and the guides as they are served (same origin, once, when the reader
 * first uses the box; the page being read is taken as it is) and indexes them by their
 * innermost sections: a guide's sections, the reference's operations, webhook events and
 * schemas. So the search always matches what the pages say.
 */
async function loadIndex(pages: DocsPage[]): Promise<Entry[]> {
  const parser = new DOMParser();
  const entries = await Promise.all(
    pages.map(async (page) => {
      let doc: Document = document;
      if (page.href !== window.location.pathname) {
        const response = await fetch(page.href, { headers: { Accept: "text/html" } });
        if (!response.ok) return [];
        doc = parser.parseFromString(await response.text(), "text/html");
      }
      const lead = doc.querySelector("article header")?.textContent ?? "";
      // A guide's sections, and the reference's innermost ones (operations, events and schemas carry `data-anchor`).
      const sections = [
        ...doc.querySelectorAll<HTMLElement>("article section[aria-labelledby]:not(:has(section)), article section[data-anchor]"),
      ].map((section) => ({
        href: `${page.href}#${section.dataset.anchor ?? section.getAttribute("aria-labelledby")}`,
        page: page.title,
        section: section.querySelector("h2, h3")?.textContent ?? page.title,
        text: section.textContent ?? "",
      }));
      return [{ href: page.href, page: page.title, section: page.title, text: `${lead} ${page.summary}` }, ...sections];
    }),
  );
  return entries.flat().map((e) => ({ ...e, text: e.text.replace(/\s+/g, " ").trim() }));
}

function search(index: Entry[], query: string): { entry: Entry; snippet: string }[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 1);
  if (words.length === 0) return [];
  return index
    .map((entry) => {
      const title = entry.section.toLowerCase();
      const text = entry.text.toLowerCase();
      if (!words.every((w) => title.includes(w) || text.includes(w))) return null;
      const score = words.reduce((sum, w) => sum + (title.includes(w) ? 10 : 0) + text.split(w).length - 1, 0);
      const at = Math.max(0, text.indexOf(words[0]));
      const start = Math.max(0, at - 50);
      const snippet = `${start > 0 ? "…" : ""}${entry.text.slice(start, start + 140)}${start + 140 < entry.text.length ? "…" : ""}`;
      return { entry, snippet, score };
    })
    .filter((r): r is { entry: Entry; snippet: string; score: number } => r !== null)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_RESULTS);
}

/** One search box over the reference (operations, events, schemas) and every guide, section by section. */
export function DocsSearch({ pages }: { pages: DocsPage[] }) {
  const inputId = useId();
  const [query, setQuery] = useState("");
  const [index, setIndex] = useState<Entry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);

  const ensureIndex = () => {
    if (index || loading.current) return;
    loading.current = true;
    loadIndex(pages)
      .then(setIndex)
      .catch(() => setFailed(true))
      .finally(() => {
        loading.current = false;
      });
  };

  const results = index ? search(index, query) : [];
  const asked = query.trim().length > 1;
  const status = !asked
    ? ""
    : failed
      ? "The docs could not be loaded for searching."
      : !index
        ? "Searching…"
        : results.length === 0
          ? "No section of the docs matches."
          : `${results.length === 1 ? "1 section" : `${results.length} sections`} found.`;

  return (
    <div role="search" className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        Search the docs
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        placeholder="Search the docs"
        autoComplete="off"
        onFocus={ensureIndex}
        onChange={(event) => {
          ensureIndex();
          setQuery(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") setQuery("");
        }}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <p className="sr-only" role="status">
        {status}
      </p>
      {asked && (
        <div className="absolute right-0 left-0 z-30 mt-1 max-h-[70vh] min-w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {results.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600" aria-hidden>
              {status}
            </p>
          ) : (
            <ul aria-label="Search results">
              {results.map(({ entry, snippet }) => (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    onClick={() => setQuery("")}
                    className="block rounded-md px-3 py-2 hover:bg-slate-100 focus-visible:bg-slate-100"
                  >
                    <span className="block text-sm font-semibold text-ink">{entry.section}</span>
                    {entry.section !== entry.page && <span className="block text-xs text-slate-600">{entry.page}</span>}
                    <span className="mt-0.5 block text-xs leading-5 text-slate-700">{snippet}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
