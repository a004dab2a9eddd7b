"use client";

import { useEffect, useId, useState } from "react";
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
import { createWebhookEndpointAction, updateWebhookEndpointAction } from "@/lib/actions/webhooks";
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

/** Adds a webhook endpoint (then shows its signing secret once), or edits one's settings. */
export function WebhookEndpointForm(props: WebhookEndpointFormProps) {
  const formId = useId();
  const [created, setCreated] = useState<{ id: string; secret: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(WebhookEndpointInputSchema),
    defaultValues: props.mode === "edit" ? props.initial : EMPTY,
    shouldFocusError: false,
  });

  // The saved settings can change outside the form (the banner's "Enable it again"): follow them
  // unless the developer is in the middle of an edit.
  const savedSettings = props.mode === "edit" ? JSON.stringify(props.initial) : "";
  useEffect(() => {
    if (savedSettings && !isDirty) reset(JSON.parse(savedSettings) as WebhookEndpointInput);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved settings change
  }, [savedSettings]);

  const onSubmit = handleSubmit(
    async (values) => {
      setSaved(false);
      const result =
        props.mode === "create"
          ? await createWebhookEndpointAction(props.applicationId, values)
          : await updateWebhookEndpointAction(props.endpointId, values);
      if (result.ok) {
        if (result.data) setCreated(result.data);
        else {
          reset(values);
          setSaved(true);
        }
        return;
      }
      setError("root", { type: "server", message: result.error });
      applyFieldErrors(setError, result.fieldErrors);
      focusFirstInvalid(formId);
    },
    () => focusFirstInvalid(formId),
  );

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
            <Button
              variant="secondary"
              onClick={() => {
                reset(EMPTY);
                setCreated(null);
              }}
            >
              Add another endpoint
            </Button>
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
  const typesError = errors.eventTypes?.message ?? errors.eventTypes?.root?.message;
  const typesErrorId = typesError ? `${prefix}-types-error` : undefined;
  const serviceDisabled = props.mode === "edit" ? props.disabledAt : null;
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-6">
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      {saved && <Alert tone="success">Your changes are saved.</Alert>}

      <Field id={`${prefix}-url`} label="URL" hint={webhookUrlHint(props.development)} error={errors.url?.message}>
        {(control) => (
          <Input
            {...control}
            {...register("url")}
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
        error={errors.description?.message}
      >
        {(control) => <Input {...control} {...register("description")} maxLength={200} autoComplete="off" className="max-w-md" />}
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
        {...register("enabled")}
      />

      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-5">
        <Button type="submit" pending={isSubmitting}>
          {props.mode === "create" ? "Add endpoint" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
