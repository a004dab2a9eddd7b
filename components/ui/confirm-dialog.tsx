"use client";

import { useState, useTransition, type ReactNode } from "react";
import { Alert } from "./alert";
import { Button, type ButtonSize, type ButtonVariant } from "./button";
import { Dialog } from "./dialog";

export interface ConfirmDialogProps {
  triggerLabel: ReactNode;
  triggerAriaLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  onClosed?: () => boolean | void;
  /** What the trigger posts when no script runs (see Dialog). */
  fallbackAction?: (formData: FormData) => void | Promise<void>;
  fallbackFields?: Record<string, string>;
  /** Runs on confirmation; a returned error is shown in the dialog, which stays open. */
  onConfirm: () => Promise<{ error?: string } | void>;
}

export function ConfirmDialog({ confirmLabel, confirmVariant = "danger", onConfirm, ...dialog }: ConfirmDialogProps) {
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  return (
    <Dialog {...dialog}>
      {(close) => (
        <div className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setError(undefined);
                close();
              }}
            >
              Cancel
            </Button>
            <Button
              variant={confirmVariant}
              pending={pending}
              onClick={() =>
                startTransition(async () => {
                  const result = await onConfirm();
                  if (result?.error) setError(result.error);
                  else {
                    setError(undefined);
                    close();
                  }
                })
              }
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
