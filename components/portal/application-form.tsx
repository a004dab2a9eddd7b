"use client";

import { useActionState, useEffect, useId, useSyncExternalStore, useTransition, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApplicationInputSchema, MAX_REDIRECT_URIS, type ApplicationInput } from "@/lib/applications/schemas";
import {
  registerApplicationFormAction,
  updateApplicationFormAction,
  type ApplicationFormState,
  type RegisteredApplicationView,
} from "@/lib/actions/applications";
import { applyFieldErrors, focusFirstInvalid } from "./form-errors";
import { OnceWarning } from "./once-warning";
import { SecretReveal } from "./secret-reveal";

const KIND_CHOICES = [
  {
    kind: "Confidential",
    label: "Confidential",
    description:
      "The tool has a server of its own. It gets a client secret, keeps it there, and sends it with every token request (PKCE too).",
  },
  {
    kind: "Public",
    label: "Public",
    description: "A mobile, desktop or browser-only app that cannot keep a secret. It has none and proves itself with PKCE alone.",
  },
] as const;

export type ApplicationFormProps = { mode: "create" } | { mode: "edit"; applicationId: string; initial: ApplicationInput };

const noSubscription = () => () => {};

/**
 * Registers an application, or edits one's details and redirect URIs (the kind is fixed once
 * registered). The form posts to a server action (`useActionState`), so it works before its
 * script runs and without script at all: a new client secret is shown once, in the answer to the
 * post, never in a URL; refused, the form comes back with what was sent and why. Script only
 * improves it: react-hook-form checks the fields with the server's own schema first, and rows of
 * redirect URIs are added and removed in place.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const formId = useId();
  const [state, formAction, pending] = useActionState<ApplicationFormState, FormData>(
    props.mode === "create" ? registerApplicationFormAction : updateApplicationFormAction,
    null,
  );
  const [, startTransition] = useTransition();
  // False in the server's HTML (what a browser without script shows), true once script runs.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const sent = state?.sent;
  const refused = state && !state.result.ok ? state.result : null;
  const initial =
    props.mode === "edit"
      ? props.initial
      : { name: "", description: "", website: "", privacyPolicyUrl: "", termsUrl: "", kind: "Confidential" as const, redirectUris: [""] };
  const startValues = sent
    ? {
        ...sent,
        kind: sent.kind === "Public" ? ("Public" as const) : ("Confidential" as const),
        redirectUris: sent.redirectUris.length ? sent.redirectUris : [""],
      }
    : initial;
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors: checkedErrors, isSubmitted },
  } = useForm({
    resolver: zodResolver(ApplicationInputSchema),
    defaultValues: startValues,
    shouldFocusError: false,
  });
  const uris = useWatch({ control, name: "redirectUris" });
  const setUris = (next: string[]) => setValue("redirectUris", next, { shouldDirty: true, shouldValidate: isSubmitted });

  // A refusal that came back to script goes on the form's fields (and focus to the first).
  useEffect(() => {
    if (!refused) return;
    setError("root", { type: "server", message: refused.error });
    applyFieldErrors(setError, refused.fieldErrors);
    focusFirstInvalid(formId);
  }, [refused, setError, formId]);

  // Script checks the fields with the same schema first, then posts the same form data.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    return handleSubmit(
      () => startTransition(() => formAction(new FormData(form))),
      () => focusFirstInvalid(formId),
    )(event);
  };

  const registered = state?.result.ok ? state.result.data : null;
  if (registered) return <RegisteredPanel application={registered} />;

  // Without script, the messages are the server's answer; with it, react-hook-form's.
  const serverErrors = (!scripted && refused?.fieldErrors) || {};
  const errors = {
    root: scripted ? checkedErrors.root?.message : refused?.error,
    name: scripted ? checkedErrors.name?.message : serverErrors.name,
    description: scripted ? checkedErrors.description?.message : serverErrors.description,
    website: scripted ? checkedErrors.website?.message : serverErrors.website,
    privacyPolicyUrl: scripted ? checkedErrors.privacyPolicyUrl?.message : serverErrors.privacyPolicyUrl,
    termsUrl: scripted ? checkedErrors.termsUrl?.message : serverErrors.termsUrl,
    kind: scripted ? checkedErrors.kind?.message : serverErrors.kind,
    redirectUris: scripted
      ? (checkedErrors.redirectUris?.message ?? checkedErrors.redirectUris?.root?.message)
      : (serverErrors.redirectUris ?? serverErrors.form),
    redirectUri: (index: number) => (scripted ? checkedErrors.redirectUris?.[index]?.message : serverErrors[`redirectUris.${index}`]),
  };

  const uriListError = errors.redirectUris;
  return (
    <form id={formId} action={formAction} onSubmit={onSubmit} noValidate className="space-y-6">
      {errors.root && <Alert tone="error">{errors.root}</Alert>}
      {props.mode === "edit" && (
        <>
          <input type="hidden" name="applicationId" value={props.applicationId} />
          <input type="hidden" name="kind" value={props.initial.kind} />
        </>
      )}

      <Field id="app-name" label="Name" hint="Managers see it when the tool asks them to sign in." error={errors.name}>
        {(control) => (
          <Input
            {...control}
            {...register("name")}
            defaultValue={startValues.name}
            maxLength={60}
            autoComplete="off"
            className="max-w-md"
          />
        )}
      </Field>

      <Field
        id="app-description"
        label="Description"
        hint="What the tool does with a manager's data, in a sentence or two."
        error={errors.description}
      >
        {(control) => (
          <Textarea {...control} {...register("description")} defaultValue={startValues.description} maxLength={500} rows={3} />
        )}
      </Field>

      <Field
        id="app-website"
        label="Website"
        hint="https, or http://localhost while you develop. Shown on the sign-in page."
        error={errors.website}
      >
        {(control) => (
          <Input
            {...control}
            {...register("website")}
            defaultValue={startValues.website}
            type="url"
            inputMode="url"
            placeholder="https://tool.example.com"
            className="max-w-md"
          />
        )}
      </Field>

      <Field
        id="app-privacy"
        label="Privacy policy"
        note="optional"
        hint="How the tool treats managers' data. Shown on the sign-in page and to staff at review."
        error={errors.privacyPolicyUrl}
      >
        {(control) => (
          <Input
            {...control}
            {...register("privacyPolicyUrl")}
            defaultValue={startValues.privacyPolicyUrl ?? ""}
            type="url"
            inputMode="url"
            placeholder="https://tool.example.com/privacy"
            className="max-w-md"
          />
        )}
      </Field>

      <Field
        id="app-terms"
        label="Terms of use"
        note="optional"
        hint="Shown on the sign-in page and to staff at review."
        error={errors.termsUrl}
      >
        {(control) => (
          <Input
            {...control}
            {...register("termsUrl")}
            defaultValue={startValues.termsUrl ?? ""}
            type="url"
            inputMode="url"
            placeholder="https://tool.example.com/terms"
            className="max-w-md"
          />
        )}
      </Field>

      {props.mode === "create" ? (
        <fieldset aria-describedby={errors.kind ? "app-kind-error" : undefined} className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">Kind</legend>
          {KIND_CHOICES.map((choice) => (
            <Checkbox
              key={choice.kind}
              type="radio"
              id={`app-kind-${choice.kind}`}
              value={choice.kind}
              label={choice.label}
              description={choice.description}
              defaultChecked={startValues.kind === choice.kind}
              {...register("kind")}
            />
          ))}
          <FieldError id="app-kind-error" message={errors.kind} />
        </fieldset>
      ) : (
        <div className="text-sm">
          <p className="font-medium text-slate-800">Kind</p>
          <p className="text-slate-600">
            {props.initial.kind}. The kind is fixed at registration; register a new application to change it.
          </p>
        </div>
      )}

      <fieldset className="space-y-3" aria-describedby={uriListError ? "redirect-uris-error" : "redirect-uris-hint"}>
        <legend className="text-sm font-medium text-slate-800">Redirect URIs</legend>
        <p id="redirect-uris-hint" className="text-sm text-slate-500">
          Where the browser returns after sign-in, 1 to {MAX_REDIRECT_URIS}. Use https://… (matched exactly), http://127.0.0.1/… or
          http://localhost/… (any port), or a private-use scheme such as com.example.app:/callback.
        </p>
        {uris.map((uri, index) => {
          const id = `redirect-uri-${index}`;
          const message = errors.redirectUri(index);
          return (
            <div key={index} className="space-y-1">
              <label htmlFor={id} className="block text-sm text-slate-700">
                Redirect URI {index + 1}
              </label>
              <div className="flex gap-2">
                <Input
                  id={id}
                  name="redirectUris"
                  value={uri}
                  onChange={(event) =>
                    setValue(`redirectUris.${index}`, event.target.value, { shouldDirty: true, shouldValidate: isSubmitted })
                  }
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error` : undefined}
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  placeholder="https://tool.example.com/callback"
                />
                {uris.length > 1 && (
                  <Button
                    variant="ghost"
                    aria-label={`Remove redirect URI ${index + 1}`}
                    onClick={() => setUris(uris.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                )}
              </div>
              <FieldError id={`${id}-error`} message={message && `Redirect URI ${index + 1}: ${message}`} />
            </div>
          );
        })}
        {/* Without script, empty rows to fill in (an emptied row is dropped when the form is sent). */}
        <noscript>
          {Array.from({ length: MAX_REDIRECT_URIS - uris.length }, (_, offset) => {
            const id = `redirect-uri-${uris.length + offset}`;
            return (
              <div key={id} className="mt-3 space-y-1">
                <label htmlFor={id} className="block text-sm text-slate-700">
                  Redirect URI {uris.length + offset + 1}
                </label>
                <Input id={id} name="redirectUris" defaultValue="" type="url" inputMode="url" spellCheck={false} />
              </div>
            );
          })}
        </noscript>
        <FieldError id="redirect-uris-error" message={uriListError} />
        {uris.length < MAX_REDIRECT_URIS && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setUris([...uris, ""]);
              requestAnimationFrame(() => document.getElementById(`redirect-uri-${uris.length}`)?.focus());
            }}
          >
            Add a redirect URI
          </Button>
        )}
      </fieldset>

      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-5">
        <Button type="submit" pending={pending}>
          {props.mode === "create" ? "Register application" : "Save changes"}
        </Button>
        <ButtonLink
          href={props.mode === "create" ? "/portal/applications" : `/portal/applications/${props.applicationId}`}
          variant="secondary"
        >
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}

function RegisteredPanel({ application }: { application: RegisteredApplicationView }) {
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-ink">“{application.name}” is registered</h2>
        <p className="text-sm text-slate-600">
          It is in development: only you can sign in to it, on the development quota, until staff approve a review request.
        </p>
      </div>
      <SecretReveal label="Client ID" value={application.clientId} focus={!application.clientSecret} />
      {application.clientSecret ? (
        <>
          <OnceWarning>
            Keep the client secret on your tool&apos;s server only. We keep just a hash of it; if you lose it, rotate it on the
            application&apos;s page.
          </OnceWarning>
          <SecretReveal label="Client secret" value={application.clientSecret} />
        </>
      ) : (
        <Alert tone="info">A public application has no client secret: every sign-in proves itself with PKCE.</Alert>
      )}
      <ButtonLink href={`/portal/applications/${application.id}`}>Go to the application</ButtonLink>
    </div>
  );
}
