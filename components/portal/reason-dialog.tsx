"use client";

import { useActionState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { ReasonSchema, type Reason } from "@/lib/applications/schemas";
import type { ActionResult } from "@/lib/action-result";
import { applyFieldErrors } from "./form-errors";

export interface ReasonDialogProps {
  id: string;
  triggerLabel: string;
  triggerAriaLabel?: string;
  triggerVariant?: ButtonVariant;
  title: string;
  description: string;
  confirmLabel: string;
  submit: (input: Reason) => Promise<ActionResult>;
  /** The same decision as a form post (`useActionState`), for when no script runs. */
  postAction: (previous: ActionResult | null, form: FormData) => Promise<ActionResult>;
  /** The fields it posts besides the reason (the id it acts on). */
  postFields: Record<string, string>;
}

/**
 * A dialog that asks for a reason (required; the developer reads it) before a staff decision.
 * Without script the trigger posts the decision at once; refused for want of a reason, the answer
 * shows a form with the reason field in place, which posts the decision again with it.
 */
export function ReasonDialog({
  id,
  triggerLabel,
  triggerAriaLabel,
  triggerVariant = "secondary",
  title,
  description,
  confirmLabel,
  submit,
  postAction,
  postFields,
}: ReasonDialogProps) {
  const [byPost, post, posting] = useActionState(postAction, null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ReasonSchema), defaultValues: { reason: "" } });

  const hiddenFields = Object.entries(postFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <>
      <Dialog
        fallbackAction={post}
        fallbackFields={postFields}
        triggerLabel={triggerLabel}
        triggerAriaLabel={triggerAriaLabel}
        triggerVariant={triggerVariant}
        title={title}
        description={description}
      >
        {(close) => (
          <form
            noValidate
            className="space-y-4"
            onSubmit={handleSubmit(async (values) => {
              const result = await submit(values);
              if (result.ok) {
                reset();
                close();
                return;
              }
              setError("root", { type: "server", message: result.error });
              applyFieldErrors(setError, result.fieldErrors);
            })}
          >
            {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
            <Field
              id={`${id}-reason`}
              label="Reason"
              hint="The developer sees this on their application's page."
              error={errors.reason?.message}
            >
              {(control) => <Textarea {...control} {...register("reason")} rows={3} maxLength={500} />}
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  reset();
                  close();
                }}
              >
                Cancel
              </Button>
              <Button type="submit" variant="danger" pending={isSubmitting}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
      {byPost && !byPost.ok && (
        <form action={post} noValidate className="mt-2 basis-full space-y-3 text-left">
          {hiddenFields}
          {!byPost.fieldErrors?.reason && <Alert tone="error">{byPost.error}</Alert>}
          <Field
            id={`${id}-reason-posted`}
            label="Reason"
            hint="The developer sees this on their application's page."
            error={byPost.fieldErrors?.reason}
          >
            {(control) => <Textarea {...control} name="reason" rows={3} maxLength={500} />}
          </Field>
          <Button type="submit" variant="danger" pending={posting}>
            {confirmLabel}
          </Button>
        </form>
      )}
    </>
  );
}
