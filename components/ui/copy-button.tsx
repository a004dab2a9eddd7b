"use client";

import { useState } from "react";
import { Button } from "./button";

const ON_DARK =
  "rounded-md border border-code-edge bg-code-raised px-2 py-1 text-xs font-medium text-code-muted hover:bg-code-raised-hover hover:text-code-fg";

/**
 * Copies a value to the clipboard and says so, to screen readers too. `onDark` suits it to a
 * code block's dark caption.
 */
export function CopyButton({ value, label = "Copy", onDark = false }: { value: string; label?: string; onDark?: boolean }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2500);
  }

  const text = state === "copied" ? "Copied" : label;
  return (
    <span className="inline-flex items-center gap-2">
      {onDark ? (
        <button type="button" onClick={copy} className={ON_DARK}>
          {text}
        </button>
      ) : (
        <Button variant="secondary" size="sm" onClick={copy}>
          {text}
        </Button>
      )}
      <span role="status" className="sr-only">
        {state === "copied"
          ? "Copied to the clipboard."
          : state === "failed"
            ? "Could not copy: select the text and copy it yourself."
            : ""}
      </span>
    </span>
  );
}
