"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./button";

export interface DialogProps {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  triggerLabel: ReactNode;
  /** An accessible name for the trigger when its label alone is ambiguous in a list. */
  triggerAriaLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  title: string;
  description?: ReactNode;
  /** Called once the dialog has closed; return true when it moved focus itself (e.g. to a revealed secret). */
  onClosed?: () => boolean | void;
  /** The dialog's content, rendered while it is open; `close` shuts it. */
  children: (close: () => void) => ReactNode;
  /**
   * What the trigger posts when no script runs (a server action): the trigger is then a form's
   * submit button, which script turns into the dialog's opener. The dialog is the improvement.
   */
  fallbackAction?: (formData: FormData) => void | Promise<void>;
  /** The fields that form posts (the id it acts on). */
  fallbackFields?: Record<string, string>;
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside it and closes it on Escape;
 * closing puts focus back on the button that opened it.
 */
export function Dialog({
  triggerLabel,
  triggerAriaLabel,
  triggerVariant = "secondary",
  triggerSize = "sm",
  title,
  description,
  onClosed,
  children,
  fallbackAction,
  fallbackFields = {},
}: DialogProps) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => setOpen(false);

  const trigger = (
    <Button
      ref={triggerRef}
      type={fallbackAction ? "submit" : "button"}
      variant={triggerVariant}
      size={triggerSize}
      aria-label={triggerAriaLabel}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
    >
      {triggerLabel}
    </Button>
  );

  return (
    <>
      {fallbackAction ? (
        <form action={fallbackAction} className="contents">
          {Object.entries(fallbackFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {trigger}
        </form>
      ) : (
        trigger
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onClose={() => {
          setOpen(false);
          if (onClosed?.()) return;
          if (triggerRef.current?.isConnected) triggerRef.current.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-left shadow-xl backdrop:bg-black/50"
      >
        {open && (
          <div className="p-6">
            <h2 id={titleId} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="mt-2 text-sm text-slate-600">
                {description}
              </div>
            )}
            <div className="mt-5">{children(close)}</div>
          </div>
        )}
      </dialog>
    </>
  );
}
