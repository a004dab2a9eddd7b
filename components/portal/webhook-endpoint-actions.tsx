"use client";

import { useActionState, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatUtc } from "@/components/ui/time";
import type { WebhookEndpointInput } from "@/lib/webhooks/schemas";
import {
  deleteWebhookEndpointAction,
  deleteWebhookEndpointFormAction,
  rotateWebhookSecretAction,
  rotateWebhookSecretFormAction,
  updateWebhookEndpointFormAction,
} from "@/lib/actions/webhooks";
import { OnceWarning } from "./once-warning";
import { SecretReveal } from "./secret-reveal";

/** Switches an endpoint on again (after the service disabled it, or the developer switched it off), keeping its settings. */
export function EnableWebhookEndpointButton({
  endpointId,
  settings,
}: {
  endpointId: string;
  settings: Pick<WebhookEndpointInput, "url" | "description"> & { eventTypes: readonly string[] };
}) {
  // A form of its own, posting the saved settings with `enabled`: it works without script too.
  const [state, formAction, pending] = useActionState(updateWebhookEndpointFormAction, null);
  const error = state && !state.result.ok ? (state.result.fieldErrors?.url ?? state.result.error) : undefined;
  return (
    <form action={formAction} className="space-y-2">
      <input type="hidden" name="endpointId" value={endpointId} />
      <input type="hidden" name="url" value={settings.url} />
      <input type="hidden" name="description" value={settings.description ?? ""} />
      {settings.eventTypes.map((type) => (
        <input key={type} type="hidden" name="eventTypes" value={type} />
      ))}
      <input type="hidden" name="enabled" value="on" />
      {/* On success the page refreshes without the banner, and this button with it. */}
      <Button type="submit" size="sm" pending={pending}>
        Enable it again
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </form>
  );
}

/** Rotates the signing secret and shows the new one, once; the old one keeps signing for the overlap. */
export function RotateWebhookSecretButton({ endpointId }: { endpointId: string }) {
  const [rotatedHere, setRotated] = useState<{ secret: string; previousValidUntil: string } | null>(null);
  // Without script the button posts this; the new secret is shown once, in the answer.
  const [byPost, rotateByPost] = useActionState(rotateWebhookSecretFormAction, null);
  const rotated = rotatedHere ?? (byPost?.ok ? byPost.data : null);
  const secretRef = useRef<HTMLInputElement>(null);
  const justRotated = useRef(false);

  return (
    <div className="space-y-4">
      <ConfirmDialog
        triggerLabel="Rotate secret"
        triggerSize="md"
        title="Rotate the signing secret?"
        description="A new secret is made and shown once. The current one keeps signing beside it for 24 hours, so your receiver can switch over without refusing a delivery. A secret already being rotated out stops at once."
        confirmLabel="Rotate secret"
        confirmVariant="primary"
        fallbackAction={rotateByPost}
        fallbackFields={{ endpointId }}
        onConfirm={async () => {
          const result = await rotateWebhookSecretAction(endpointId);
          if (!result.ok) return { error: result.error };
          justRotated.current = true;
          setRotated(result.data);
        }}
        onClosed={() => {
          if (!justRotated.current) return false;
          justRotated.current = false;
          // The new secret appears as the dialog closes: take focus there rather than back to the button.
          requestAnimationFrame(() => {
            secretRef.current?.focus();
            secretRef.current?.select();
          });
          return true;
        }}
      />
      {byPost && !byPost.ok && <Alert tone="error">{byPost.error}</Alert>}
      {rotated && (
        <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50/40 p-4">
          <OnceWarning>
            The old secret keeps signing beside this one for 24 hours, until {formatUtc(new Date(rotated.previousValidUntil))}: put the new
            one in your receiver before then.
          </OnceWarning>
          <SecretReveal label="New signing secret" value={rotated.secret} focus={false} inputRef={secretRef} />
        </div>
      )}
    </div>
  );
}

export function DeleteWebhookEndpointButton({
  applicationId,
  endpointId,
  listener = false,
}: {
  applicationId: string;
  endpointId: string;
  /** A `listen` session: its stream ends too. */
  listener?: boolean;
}) {
  const what = listener ? "session" : "endpoint";
  // Without script the button posts this; success redirects to the list.
  const [byPost, deleteByPost] = useActionState(deleteWebhookEndpointFormAction, null);
  return (
    <>
      {byPost && !byPost.ok && <Alert tone="error">{byPost.error}</Alert>}
      <ConfirmDialog
        fallbackAction={deleteByPost}
        fallbackFields={{ applicationId, endpointId }}
        triggerLabel={`Delete ${what}`}
        triggerVariant="danger"
        triggerSize="md"
        title={`Delete this ${what}?`}
        description={
          listener
            ? "Its stream ends, and its delivery log and secret are deleted. This cannot be undone."
            : "Nothing more is sent to it, its waiting retries are dropped, and its delivery log and secrets are deleted. This cannot be undone."
        }
        confirmLabel={`Delete ${what}`}
        onConfirm={async () => {
          const result = await deleteWebhookEndpointAction(applicationId, endpointId);
          // Success redirects to the list and resolves with nothing.
          return result && !result.ok ? { error: result.error } : undefined;
        }}
      />
    </>
  );
}
