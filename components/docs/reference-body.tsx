"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTryIt } from "@/components/docs/try-it";
import type { TryItOperation } from "@/lib/docs/reference-model";

// The console's code loads when a reader first opens one, not with the page.
const TryItConsole = dynamic(() => import("@/components/docs/try-it-console").then((m) => m.TryItConsole), {
  ssr: false,
  loading: () => (
    <p role="status" className="mt-3 text-sm text-slate-600">
      Loading…
    </p>
  ),
});

/** How far below the top of the window a section counts as the one being read. */
const READING_LINE = 120;

/**
 * Marks, in the contents column, the entry of the section being read (`aria-current`) as the
 * reader scrolls, and keeps it in the column's view. Returns the listener's removal.
 */
function followReading(element: HTMLElement): () => void {
  const nav = element.querySelector<HTMLElement>(".rf-nav");
  if (!nav) return () => {};
  const links = new Map([...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((a) => [decodeURIComponent(a.hash.slice(1)), a]));
  const sections = [...element.querySelectorAll<HTMLElement>("#introduction, section[aria-labelledby], section[data-anchor]")]
    .map((section) => ({ section, link: links.get(section.dataset.anchor ?? section.getAttribute("aria-labelledby") ?? section.id) }))
    .filter((entry): entry is { section: HTMLElement; link: HTMLAnchorElement } => entry.link !== undefined);
  let current: HTMLAnchorElement | undefined;
  let frame = 0;
  function update() {
    frame = 0;
    // On a phone the column is folded away: nothing to mark.
    if (nav!.offsetParent === null) return;
    // The last section (in reading order) whose top has passed the reading line.
    let reading = sections[0]?.link;
    for (const { section, link } of sections) if (section.getBoundingClientRect().top <= READING_LINE) reading = link;
    if (reading === current) return;
    current?.removeAttribute("aria-current");
    current = reading;
    if (!current) return;
    current.setAttribute("aria-current", "location");
    // Within the column only: never scrolls the page.
    const column = nav!.firstElementChild as HTMLElement;
    const link = current.getBoundingClientRect();
    const box = column.getBoundingClientRect();
    if (link.top < box.top + 24 || link.bottom > box.bottom - 24) column.scrollTop += link.top - box.top - column.clientHeight / 3;
  }
  const onScroll = () => {
    frame ||= requestAnimationFrame(update);
  };
  update();
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.removeEventListener("scroll", onScroll);
    cancelAnimationFrame(frame);
  };
}

interface OpenConsole {
  key: string;
  slot: HTMLElement;
  operation: TryItOperation;
}

function selectTab(tab: HTMLElement, focus: boolean) {
  const figure = tab.closest<HTMLElement>("[data-tabs]");
  if (!figure) return;
  for (const other of figure.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
  if (focus) tab.focus();
}

const copyTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** Copies the sample shown; the button says how it went (it is a polite live region, so a screen reader hears it too). */
async function copy(button: HTMLElement) {
  const panel = [...(button.closest("[data-tabs]")?.querySelectorAll<HTMLElement>('[role="tabpanel"]') ?? [])].find((p) => !p.hidden);
  try {
    await navigator.clipboard.writeText(panel?.textContent ?? "");
    button.textContent = "Copied";
  } catch {
    button.textContent = "Copy failed";
  }
  clearTimeout(copyTimers.get(button));
  copyTimers.set(
    button,
    setTimeout(() => (button.textContent = "Copy"), 2500),
  );
}

/**
 * The reference's body, as the server wrote it (lib/docs/reference-html.ts), never hydrated:
 * one listener gives its sample tabs, copy buttons and Test Request buttons their behaviour,
 * and each opened console is rendered into its operation's slot.
 */
export function ReferenceBody({ html }: { html: string }) {
  // The first body stays: a later render of the page (after making a token) must not replace the
  // markup that open consoles are rendered into.
  const [body] = useState(html);
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<OpenConsole[]>([]);
  const { credential, serverPath } = useTryIt();

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    function onClick(event: MouseEvent) {
      const target = event.target as HTMLElement;
      const tab = target.closest<HTMLElement>('[data-tabs] [role="tab"]');
      if (tab) return selectTab(tab, false);
      const copyButton = target.closest<HTMLElement>("[data-copy]");
      if (copyButton) return void copy(copyButton);
      const tryButton = target.closest<HTMLElement>("[data-try-it] > button");
      const host = tryButton?.parentElement;
      const slot = host?.querySelector<HTMLElement>("[data-try-it-slot]");
      if (!tryButton || !host || !slot) return;
      const key = host.closest<HTMLElement>("section[data-anchor]")?.dataset.anchor ?? host.dataset.tryIt!;
      const opening = tryButton.getAttribute("aria-expanded") !== "true";
      tryButton.setAttribute("aria-expanded", String(opening));
      setOpen((current) =>
        opening
          ? [...current, { key, slot, operation: JSON.parse(host.dataset.tryIt!) as TryItOperation }]
          : current.filter((c) => c.key !== key),
      );
    }
    function onKeyDown(event: KeyboardEvent) {
      const tab = (event.target as HTMLElement).closest<HTMLElement>('[data-tabs] [role="tab"]');
      if (!tab) return;
      const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]')];
      const at = tabs.indexOf(tab);
      const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      selectTab(tabs[(next + tabs.length) % tabs.length], true);
    }
    element.addEventListener("click", onClick);
    element.addEventListener("keydown", onKeyDown);
    const stopFollowing = followReading(element);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("keydown", onKeyDown);
      stopFollowing();
    };
  }, []);

  return (
    <>
      <div ref={root} dangerouslySetInnerHTML={{ __html: body }} />
      {open.map((console) =>
        createPortal(
          <TryItConsole operation={console.operation} credential={credential} serverPath={serverPath} />,
          console.slot,
          console.key,
        ),
      )}
    </>
  );
}
