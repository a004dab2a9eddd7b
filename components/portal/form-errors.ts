import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Puts a server action's per-field messages on the form's fields ("form" goes to the root). */
export function applyFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fieldErrors: Record<string, string> | undefined) {
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    setError((field === "form" ? "root" : field) as Path<T>, { type: "server", message });
  }
}

/** After a failed submit, moves focus to the first control marked invalid in the form (once it has rendered). */
export function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
