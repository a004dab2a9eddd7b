"use client";

import { useState } from "react";

/** Copies a code sample; says so for two seconds (and to screen readers). */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard refused (insecure context or permission): leave the text selectable.
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }

  return (
    <button
      type="button"
      onClick={copy}
      className="rounded-md border border-slate-600 bg-slate-800 px-2 py-1 text-xs font-medium text-slate-200 hover:bg-slate-700 hover:text-white"
      aria-label={copied ? "Copied" : `${label} code`}
    >
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </button>
  );
}
