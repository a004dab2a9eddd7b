"use client";

import { useEffect, useId, useRef, type RefObject } from "react";
import { CopyButton } from "@/components/ui/copy-button";

/**
 * A credential value shown once: focus moves to it when it appears, so keyboard and
 * screen-reader users land on it, and it is selected for copying.
 */
export function SecretReveal({
  label,
  value,
  focus = true,
  inputRef: givenRef,
}: {
  label: string;
  value: string;
  /** Move focus to the value when it appears (off when the caller focuses it later). */
  focus?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = givenRef ?? ownRef;

  useEffect(() => {
    if (!focus) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [focus, value, inputRef]);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-56 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
      </div>
    </div>
  );
}
