"use client";

import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatUtc } from "@/components/ui/time";
import { PERSONAL_TOKEN_DAYS, PersonalTokenInputSchema } from "@/lib/auth/personal-token-schema";
import { SCOPES, SCOPE_DESCRIPTIONS } from "@/lib/auth/scopes";
import { createTokenAction, type CreatedToken } from "@/lib/actions/tokens";
import { applyFieldErrors, focusFirstInvalid } from "./form-errors";
import { OnceWarning } from "./once-warning";
import { SecretReveal } from "./secret-reveal";

export function NewTokenForm({ atLimit }: { atLimit: boolean }) {
  const formId = useId();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(PersonalTokenInputSchema),
    defaultValues: { name: "", scopes: ["public"], days: PERSONAL_TOKEN_DAYS.default },
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      const result = await createTokenAction(values);
      if (result.ok) {
        setCreated(result.data);
        return;
      }
      setError("root", { type: "server", message: result.error });
      applyFieldErrors(setError, result.fieldErrors);
      focusFirstInvalid(formId);
    },
    () => focusFirstInvalid(formId),
  );

  if (created) {
    return (
      <div className="space-y-5">
        <div>
          <h2 className="text-lg font-semibold text-ink">Token “{created.name}” created</h2>
          <p className="text-sm text-slate-600">It expires on {formatUtc(new Date(created.expiresAt))}.</p>
        </div>
        <OnceWarning />
        <SecretReveal label="Your new personal token" value={created.value} />
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800">Try it</p>
          <pre className="overflow-x-auto rounded-lg bg-code p-3 text-xs text-code-fg">
            <code>{`curl -H "Authorization: Bearer ${created.value}" ${window.location.origin}/v1/me`}</code>
          </pre>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/portal/tokens">Done</ButtonLink>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setCreated(null);
            }}
          >
            Create another
          </Button>
        </div>
      </div>
    );
  }

  const scopeErrorId = errors.scopes ? "scopes-error" : undefined;
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-6">
      {atLimit && (
        <Alert tone="warning" title="You already have 10 active tokens.">
          Revoke one on the Personal tokens page before creating another.
        </Alert>
      )}
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}

      <Field id="token-name" label="Name" hint="What uses it, e.g. “Weekly scouting script”." error={errors.name?.message}>
        {(control) => <Input {...control} {...register("name")} maxLength={60} autoComplete="off" className="max-w-md" />}
      </Field>

      <fieldset aria-describedby={scopeErrorId} className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        <p className="text-sm text-slate-500">Choose only what the script needs; every call is checked against them.</p>
        {SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            id={`scope-${scope}`}
            value={scope}
            label={<span className="font-mono">{scope}</span>}
            description={SCOPE_DESCRIPTIONS[scope]}
            aria-invalid={errors.scopes ? true : undefined}
            {...register("scopes")}
          />
        ))}
        <FieldError id={scopeErrorId} message={errors.scopes?.message} />
      </fieldset>

      <Field
        id="token-days"
        label="Lifetime in days"
        hint={`${PERSONAL_TOKEN_DAYS.min} to ${PERSONAL_TOKEN_DAYS.max} days. The token stops working after that.`}
        error={errors.days?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register("days")}
            type="number"
            inputMode="numeric"
            min={PERSONAL_TOKEN_DAYS.min}
            max={PERSONAL_TOKEN_DAYS.max}
            className="max-w-32"
          />
        )}
      </Field>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={isSubmitting}>
          Create token
        </Button>
        <ButtonLink href="/portal/tokens" variant="secondary">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
