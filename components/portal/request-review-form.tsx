"use client";

import { useActionState, useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { ReviewRequestSchema } from "@/lib/applications/schemas";
import { requestReviewFormAction, type ReviewFormState } from "@/lib/actions/applications";
import { focusFirstInvalid, messagesByField } from "./form-errors";

/**
 * Asks staff to review an application: a POST to a server action (`useActionState`), so it works
 * before its script runs and without script; the page answers in its new state. Script only
 * checks the message first with the server's schema.
 */
export function RequestReviewForm({ applicationId, again = false }: { applicationId: string; again?: boolean }) {
  const formId = useId();
  const [state, formAction, pending] = useActionState<ReviewFormState, FormData>(requestReviewFormAction, null);
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const refused = state && !state.result.ok ? state.result : null;
  const errors = checked ?? refused?.fieldErrors ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = ReviewRequestSchema.safeParse({ message: new FormData(event.currentTarget).get("message") ?? "" });
    if (parsed.success) return setChecked(null);
    event.preventDefault();
    setChecked(messagesByField(parsed.error.issues));
    focusFirstInvalid(formId);
  };

  return (
    <form id={formId} action={formAction} onSubmit={onSubmit} noValidate className="space-y-4">
      {refused && <Alert tone="error">{refused.error}</Alert>}
      <input type="hidden" name="applicationId" value={applicationId} />
      <Field
        id="review-message"
        label="Message to staff"
        note="optional"
        hint="Anything that helps them review it: who uses the tool, how to try it."
        error={errors.message}
      >
        {(control) => <Textarea {...control} name="message" defaultValue={state?.message ?? ""} maxLength={1000} rows={3} />}
      </Field>
      <Button type="submit" pending={pending}>
        {again ? "Request review again" : "Request review"}
      </Button>
    </form>
  );
}
