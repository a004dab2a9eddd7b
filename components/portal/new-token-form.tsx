"use client";

import { useActionState, useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatUtc } from "@/components/ui/time";
import { PERSONAL_TOKEN_DAYS, PersonalTokenInputSchema } from "@/lib/auth/personal-token-schema";
import { SCOPES, SCOPE_DESCRIPTIONS } from "@/lib/auth/scopes";
import { createTokenFormAction, type TokenFormState } from "@/lib/actions/tokens";
import { focusFirstInvalid, messagesByField } from "./form-errors";
import { OnceWarning } from "./once-warning";
import { SecretReveal } from "./secret-reveal";

/**
 * The new personal token form: a POST to a server action (`useActionState`), so it works before
 * its script runs and without script at all, and the new token is shown once, in the answer to
 * the post, never in a URL. Script only improves it: the same schema as the server's checks the
 * fields before they are sent.
 */
export function NewTokenForm({ atLimit, baseUrl }: { atLimit: boolean; baseUrl: string }) {
  const formId = useId();
  const [state, formAction, pending] = useActionState<TokenFormState, FormData>(createTokenFormAction, null);
  const [checked, setChecked] = useState<Record<string, string> | null>(null);

  const created = state?.result.ok ? state.result.data : null;
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
            <code>{`curl -H "Authorization: Bearer ${created.value}" ${baseUrl}/v1/me`}</code>
          </pre>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/portal/tokens">Done</ButtonLink>
          {/* A plain link: the page loads afresh, with an empty form. */}
          <a
            href="/portal/tokens/new"
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
          >
            Create another
          </a>
        </div>
      </div>
    );
  }

  const refused = state && !state.result.ok ? state.result : null;
  const errors = checked ?? refused?.fieldErrors ?? {};
  const sent = state?.sent;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = PersonalTokenInputSchema.safeParse({
      name: form.get("name") ?? "",
      scopes: form.getAll("scopes"),
      days: form.get("days") ?? "",
    });
    if (parsed.success) return setChecked(null);
    event.preventDefault();
    setChecked(messagesByField(parsed.error.issues));
    focusFirstInvalid(formId);
  };
  const scopeErrorId = errors.scopes ? "scopes-error" : undefined;
  return (
    <form id={formId} action={formAction} onSubmit={onSubmit} noValidate className="space-y-6">
      {atLimit && (
        <Alert tone="warning" title="You already have 10 active tokens.">
          Revoke one on the Personal tokens page before creating another.
        </Alert>
      )}
      {refused && !checked && <Alert tone="error">{refused.error}</Alert>}

      <Field id="token-name" label="Name" hint="What uses it, e.g. “Weekly scouting script”." error={errors.name}>
        {(control) => (
          <Input {...control} name="name" defaultValue={sent?.name ?? ""} maxLength={60} autoComplete="off" className="max-w-md" />
        )}
      </Field>

      <fieldset aria-describedby={scopeErrorId} className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">Scopes</legend>
        <p className="text-sm text-slate-500">Choose only what the script needs; every call is checked against them.</p>
        {SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            id={`scope-${scope}`}
            name="scopes"
            value={scope}
            defaultChecked={(sent?.scopes ?? ["public"]).includes(scope)}
            label={<span className="font-mono">{scope}</span>}
            description={SCOPE_DESCRIPTIONS[scope]}
            aria-invalid={errors.scopes ? true : undefined}
          />
        ))}
        <FieldError id={scopeErrorId} message={errors.scopes} />
      </fieldset>

      <Field
        id="token-days"
        label="Lifetime in days"
        hint={`${PERSONAL_TOKEN_DAYS.min} to ${PERSONAL_TOKEN_DAYS.max} days. The token stops working after that.`}
        error={errors.days}
      >
        {(control) => (
          <Input
            {...control}
            name="days"
            defaultValue={sent?.days ?? String(PERSONAL_TOKEN_DAYS.default)}
            type="number"
            inputMode="numeric"
            min={PERSONAL_TOKEN_DAYS.min}
            max={PERSONAL_TOKEN_DAYS.max}
            className="max-w-32"
          />
        )}
      </Field>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending}>
          Create token
        </Button>
        <ButtonLink href="/portal/tokens" variant="secondary">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
