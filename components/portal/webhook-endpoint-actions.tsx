"use client";

import { useRef, useState, useTransition } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatUtc } from "@/components/ui/time";
import type { WebhookEndpointInput } from "@/lib/webhooks/schemas";
import { deleteWebhookEndpointAction, rotateWebhookSecretAction, updateWebhookEndpointAction } from "@/lib/actions/webhooks";
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
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  return (
    <div className="space-y-2">
      <Button
        size="sm"
        pending={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await updateWebhookEndpointAction(endpointId, { ...settings, enabled: true });
            // On success the page refreshes without the banner, and this button with it.
            if (!result.ok) setError(result.fieldErrors?.url ?? result.error);
          })
        }
      >
        Enable it again
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

/** Rotates the signing secret and shows the new one, once; the old one keeps signing for the overlap. */
export function RotateWebhookSecretButton({ endpointId }: { endpointId: string }) {
  const [rotated, setRotated] = useState<{ secret: string; previousValidUntil: string } | null>(null);
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

export function DeleteWebhookEndpointButton({ applicationId, endpointId }: { applicationId: string; endpointId: string }) {
  return (
    <ConfirmDialog
      triggerLabel="Delete endpoint"
      triggerVariant="danger"
      triggerSize="md"
      title="Delete this endpoint?"
      description="Nothing more is sent to it, its waiting retries are dropped, and its delivery log and secrets are deleted. This cannot be undone."
      confirmLabel="Delete endpoint"
      onConfirm={async () => {
        const result = await deleteWebhookEndpointAction(applicationId, endpointId);
        // Success redirects to the list and resolves with nothing.
        return result && !result.ok ? { error: result.error } : undefined;
      }}
    />
  );
}
