"use client";

import { useActionState, useEffect, useId, useState, useSyncExternalStore, useTransition, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatUtc } from "@/components/ui/time";
import { EVENT_KINDS, SUBSCRIBABLE_EVENT_TYPES, type EventScope, type EventType } from "@/lib/events";
import { MAX_WEBHOOK_ENDPOINTS, WebhookEndpointInputSchema, type WebhookEndpointInput } from "@/lib/webhooks/schemas";
import { createWebhookEndpointFormAction, updateWebhookEndpointFormAction, type WebhookEndpointFormState } from "@/lib/actions/webhooks";
import { applyFieldErrors, focusFirstInvalid } from "./form-errors";
import { OnceWarning } from "./once-warning";
import { SecretReveal } from "./secret-reveal";
import { webhookUrlHint } from "./webhook-rules";

interface EventGroup {
  scope: EventScope | null;
  types: EventType[];
}

/** The subscribable types grouped by the scope they need, in the catalogue's order. */
const EVENT_GROUPS: EventGroup[] = SUBSCRIBABLE_EVENT_TYPES.reduce<EventGroup[]>((groups, type) => {
  const scope = EVENT_KINDS[type].scope;
  const group = groups.find((g) => g.scope === scope);
  if (group) group.types.push(type);
  else groups.push({ scope, types: [type] });
  return groups;
}, []);

function groupLegend(scope: EventScope | null) {
  return scope === null ? (
    "About your application"
  ) : (
    <>
      Events needing the <span className="font-mono">{scope}</span> scope
    </>
  );
}

function groupHint(scope: EventScope | null) {
  return scope === null
    ? "Sent whatever scopes managers granted."
    : `Sent for each manager whose grant to this application includes the ${scope} scope.`;
}

export type WebhookEndpointFormProps =
  | { mode: "create"; applicationId: string; development: boolean; atLimit: boolean }
  | {
      mode: "edit";
      endpointId: string;
      development: boolean;
      initial: WebhookEndpointInput;
      /** When the service disabled the endpoint: the switch reads off until it is enabled again. */
      disabledAt: Date | null;
    };

const EMPTY: WebhookEndpointInput = { url: "", description: "", eventTypes: [], enabled: true };

const noSubscription = () => () => {};

/**
 * Adds a webhook endpoint (then shows its signing secret once), or edits one's settings. The form
 * posts to a server action (`useActionState`), so it works before its script runs and without
 * script at all: the signing secret comes back once, in the answer to the post, never in a URL;
 * refused, the form comes back with what was sent and why. Script only improves it:
 * react-hook-form checks the fields with the server's own schema first.
 */
export function WebhookEndpointForm(props: WebhookEndpointFormProps) {
  const formId = useId();
  const [state, formAction, pending] = useActionState<WebhookEndpointFormState, FormData>(
    props.mode === "create" ? createWebhookEndpointFormAction : updateWebhookEndpointFormAction,
    null,
  );
  const [, startTransition] = useTransition();
  // False in the server's HTML (what a browser without script shows), true once script runs.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // "Add another endpoint" with script puts this answer aside rather than loading the page again.
  const [dismissed, setDismissed] = useState<WebhookEndpointFormState>(null);
  const answer = state === dismissed ? null : state;
  const sent = answer?.sent;
  const refused = answer && !answer.result.ok ? answer.result : null;
  const startValues: WebhookEndpointInput = sent
    ? { ...sent, eventTypes: sent.eventTypes as WebhookEndpointInput["eventTypes"] }
    : props.mode === "edit"
      ? props.initial
      : EMPTY;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors: checkedErrors, isDirty },
  } = useForm({
    resolver: zodResolver(WebhookEndpointInputSchema),
    defaultValues: startValues,
    shouldFocusError: false,
  });

  // The saved settings can change outside the form (the banner's "Enable it again"): follow them
  // unless the developer is in the middle of an edit.
  const savedSettings = props.mode === "edit" ? JSON.stringify(props.initial) : "";
  useEffect(() => {
    // keepFieldsRef: the boxes are set from the values (a box with `defaultChecked`, there for the
    // page without script, would otherwise be read back instead).
    if (savedSettings && !isDirty) reset(JSON.parse(savedSettings) as WebhookEndpointInput, { keepFieldsRef: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved settings change
  }, [savedSettings]);

  // The server's answer, as it reaches script: a refusal goes on the fields (focus on the first);
  // saved settings become the form's new starting point.
  useEffect(() => {
    if (!answer) return;
    if (!answer.result.ok) {
      setError("root", { type: "server", message: answer.result.error });
      applyFieldErrors(setError, answer.result.fieldErrors);
      focusFirstInvalid(formId);
    } else if (!answer.result.data) reset(getValues(), { keepFieldsRef: true });
  }, [answer, setError, reset, getValues, formId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    return handleSubmit(
      () => startTransition(() => formAction(new FormData(form))),
      () => focusFirstInvalid(formId),
    )(event);
  };

  const created = props.mode === "create" && answer?.result.ok ? answer.result.data : null;
  const saved = props.mode === "edit" && answer?.result.ok === true && !pending;
  if (props.mode === "create" && created) {
    return (
      <div className="space-y-4">
        <div>
          <h3 className="text-base font-semibold text-ink">Endpoint added</h3>
          <p className="text-sm text-slate-600">
            Every delivery to it is signed with this secret. Verify the signature before you trust a body.
          </p>
        </div>
        <OnceWarning>
          The service keeps it encrypted to sign deliveries, but never shows it again. If you lose it, rotate it on the endpoint&apos;s
          page.
        </OnceWarning>
        <SecretReveal label="Signing secret" value={created.secret} />
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={`/portal/applications/${props.applicationId}/webhooks/${created.id}`}>Go to the endpoint</ButtonLink>
          {!props.atLimit && (
            // Without script a plain link: the page loads afresh, with an empty form.
            <a
              href={`/portal/applications/${props.applicationId}/webhooks`}
              onClick={(event) => {
                event.preventDefault();
                reset(EMPTY);
                setDismissed(state);
              }}
              className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
            >
              Add another endpoint
            </a>
          )}
        </div>
      </div>
    );
  }

  if (props.mode === "create" && props.atLimit) {
    return (
      <Alert tone="info" title={`This application has ${MAX_WEBHOOK_ENDPOINTS} endpoints, the most it can have.`}>
        Delete one before adding another. One endpoint can receive every event type.
      </Alert>
    );
  }

  const prefix = props.mode === "create" ? "new-webhook" : "webhook";
  // Without script, the messages are the server's answer; with it, react-hook-form's.
  const serverErrors = (!scripted && refused?.fieldErrors) || {};
  const errors = {
    root: scripted ? checkedErrors.root?.message : refused?.error,
    url: scripted ? checkedErrors.url?.message : serverErrors.url,
    description: scripted ? checkedErrors.description?.message : serverErrors.description,
    eventTypes: scripted ? (checkedErrors.eventTypes?.message ?? checkedErrors.eventTypes?.root?.message) : serverErrors.eventTypes,
  };
  const typesError = errors.eventTypes;
  const typesErrorId = typesError ? `${prefix}-types-error` : undefined;
  const serviceDisabled = props.mode === "edit" ? props.disabledAt : null;
  return (
    <form id={formId} action={formAction} onSubmit={onSubmit} noValidate className="space-y-6">
      {errors.root && <Alert tone="error">{errors.root}</Alert>}
      {props.mode === "create" ? (
        <input type="hidden" name="applicationId" value={props.applicationId} />
      ) : (
        <input type="hidden" name="endpointId" value={props.endpointId} />
      )}
      {saved && <Alert tone="success">Your changes are saved.</Alert>}

      <Field id={`${prefix}-url`} label="URL" hint={webhookUrlHint(props.development)} error={errors.url}>
        {(control) => (
          <Input
            {...control}
            {...register("url")}
            defaultValue={startValues.url}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://tool.example.com/webhooks"
            className="font-mono"
          />
        )}
      </Field>

      <Field
        id={`${prefix}-description`}
        label="Description"
        note="optional"
        hint="For you: what receives these events."
        error={errors.description}
      >
        {(control) => (
          <Input
            {...control}
            {...register("description")}
            defaultValue={startValues.description ?? ""}
            maxLength={200}
            autoComplete="off"
            className="max-w-md"
          />
        )}
      </Field>

      <fieldset aria-describedby={typesErrorId} className="space-y-4">
        <legend className="text-sm font-medium text-slate-800">Event types</legend>
        <p className="-mt-2 text-sm text-slate-500">At least one. A test event reaches the endpoint whatever you choose here.</p>
        {EVENT_GROUPS.map((group) => {
          const hintId = `${prefix}-group-${group.scope ?? "application"}-hint`;
          return (
            <fieldset
              key={group.scope ?? "application"}
              aria-describedby={hintId}
              className="space-y-3 rounded-lg border border-slate-200 p-4"
            >
              <legend className="px-1 text-sm font-semibold text-ink">{groupLegend(group.scope)}</legend>
              <p id={hintId} className="-mt-1 text-xs text-slate-600">
                {groupHint(group.scope)}
              </p>
              {group.types.map((type) => (
                <Checkbox
                  key={type}
                  id={`${prefix}-type-${type}`}
                  value={type}
                  label={<span className="font-mono">{type}</span>}
                  description={EVENT_KINDS[type].description}
                  aria-invalid={typesError ? true : undefined}
                  aria-describedby={typesErrorId}
                  defaultChecked={(startValues.eventTypes as readonly string[]).includes(type)}
                  {...register("eventTypes")}
                />
              ))}
            </fieldset>
          );
        })}
        <FieldError id={typesErrorId} message={typesError} />
      </fieldset>

      <Checkbox
        id={`${prefix}-enabled`}
        label="Enabled"
        description={
          serviceDisabled
            ? `The service disabled it on ${formatUtc(serviceDisabled)}. Tick this and save to enable it again.`
            : "Off, the endpoint receives nothing, and its waiting retries are given up."
        }
        defaultChecked={startValues.enabled}
        {...register("enabled")}
      />

      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-5">
        <Button type="submit" pending={pending}>
          {props.mode === "create" ? "Add endpoint" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
