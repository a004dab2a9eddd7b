import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Puts a server action's per-field messages on the form's fields ("form" goes to the root). */
export function applyFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fieldErrors: Record<string, string> | undefined) {
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    setError((field === "form" ? "root" : field) as Path<T>, { type: "server", message });
  }
}

/**
 * After a failed submit, moves focus to the first control marked invalid in the form, once it has
 * rendered: errors a server action returned may reach the page a few frames after they are set.
 */
export function focusFirstInvalid(formId: string, framesLeft = 10) {
  requestAnimationFrame(() => {
    const invalid = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (framesLeft > 0) focusFirstInvalid(formId, framesLeft - 1);
  });
}

/** The first message of each field of a failed parse, keyed by path (as a server action's `fieldErrors`). */
export function messagesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return fields;
}
