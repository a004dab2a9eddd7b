"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { ReviewRequestSchema } from "@/lib/applications/schemas";
import { requestReviewAction } from "@/lib/actions/applications";
import { applyFieldErrors } from "./form-errors";

export function RequestReviewForm({ applicationId, again = false }: { applicationId: string; again?: boolean }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ReviewRequestSchema), defaultValues: { message: "" } });

  const onSubmit = handleSubmit(async (values) => {
    const result = await requestReviewAction(applicationId, values);
    if (result.ok) return;
    setError("root", { type: "server", message: result.error });
    applyFieldErrors(setError, result.fieldErrors);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <Field
        id="review-message"
        label="Message to staff"
        note="optional"
        hint="Anything that helps them review it: who uses the tool, how to try it."
        error={errors.message?.message}
      >
        {(control) => <Textarea {...control} {...register("message")} maxLength={1000} rows={3} />}
      </Field>
      <Button type="submit" pending={isSubmitting}>
        {again ? "Request review again" : "Request review"}
      </Button>
    </form>
  );
}
