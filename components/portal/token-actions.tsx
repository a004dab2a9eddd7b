"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatUtc } from "@/components/ui/time";
import {
  regenerateTokenAction,
  regenerateTokenFormAction,
  revokeTokenAction,
  revokeTokenFormAction,
  type CreatedToken,
} from "@/lib/actions/tokens";
import type { PersonalTokenStatus } from "@/lib/auth/personal-token-schema";
import { OnceWarning } from "./once-warning";
import { SecretReveal } from "./secret-reveal";

/**
 * Regenerate and Revoke for one token, and the new value after a regeneration. It stays
 * mounted when the row turns to "Revoked", so the value shown once survives the list's refresh.
 */
export function TokenActions({
  id,
  name,
  status,
  days,
  className = "",
}: {
  id: string;
  name: string;
  status: PersonalTokenStatus;
  days: number;
  /** Grid placement of the buttons; the new value, once shown, spans the whole card. */
  className?: string;
}) {
  const [regeneratedHere, setRegenerated] = useState<CreatedToken | null>(null);
  // Without script the buttons post these; their answers come back as state, the regenerated
  // value shown once in the answer.
  const [regeneratedByPost, regenerateByPost] = useActionState(regenerateTokenFormAction, null);
  const [revokedByPost, revokeByPost] = useActionState(revokeTokenFormAction, null);
  const regenerated = regeneratedHere ?? (regeneratedByPost?.ok ? regeneratedByPost.data : null);
  const refusedByPost = [regeneratedByPost, revokedByPost].find((result) => result && !result.ok);
  const valueRef = useRef<HTMLInputElement>(null);
  const justRegenerated = useRef(false);

  // Once the list is refreshed, the old token reads as revoked and its buttons leave with the
  // dialog, often before the dialog can hand focus on: the new value takes it, not the page.
  useEffect(() => {
    if (!regenerated || status !== "revoked") return;
    valueRef.current?.focus();
    valueRef.current?.select();
  }, [regenerated, status]);

  return (
    <>
      {status !== "revoked" && (
        <div className={`flex flex-wrap content-start gap-2 lg:justify-end ${className}`}>
          <ConfirmDialog
            triggerLabel="Regenerate"
            triggerAriaLabel={`Regenerate ${name}`}
            title={`Regenerate “${name}”?`}
            description={`A new value is made with the same name and scopes, valid ${days === 1 ? "1 day" : `${days} days`} from now. The current value stops working at once.`}
            confirmLabel="Regenerate token"
            confirmVariant="primary"
            fallbackAction={regenerateByPost}
            fallbackFields={{ tokenId: id }}
            onConfirm={async () => {
              const result = await regenerateTokenAction(id);
              if (!result.ok) return { error: result.error };
              justRegenerated.current = true;
              setRegenerated(result.data);
            }}
            onClosed={() => {
              if (!justRegenerated.current) return false;
              justRegenerated.current = false;
              requestAnimationFrame(() => {
                valueRef.current?.focus();
                valueRef.current?.select();
              });
              return true;
            }}
          />
          {status === "active" && (
            <ConfirmDialog
              triggerLabel="Revoke"
              triggerAriaLabel={`Revoke ${name}`}
              title={`Revoke “${name}”?`}
              description="Scripts that use this token will get 401 Unauthorized from their next call. This cannot be undone; you can create a new token at any time."
              confirmLabel="Revoke token"
              fallbackAction={revokeByPost}
              fallbackFields={{ tokenId: id }}
              onConfirm={async () => {
                const result = await revokeTokenAction(id);
                return result.ok ? undefined : { error: result.error };
              }}
            />
          )}
        </div>
      )}
      {refusedByPost && !refusedByPost.ok && (
        <Alert tone="error" className="col-span-full">
          {refusedByPost.error}
        </Alert>
      )}
      {regenerated && (
        <div className="col-span-full space-y-3 rounded-lg border border-amber-200 bg-amber-50/40 p-4 text-left">
          <OnceWarning>
            The old value of “{regenerated.name}” no longer works. The new one expires on {formatUtc(new Date(regenerated.expiresAt))}.
          </OnceWarning>
          <SecretReveal label={`New value of ${regenerated.name}`} value={regenerated.value} focus={false} inputRef={valueRef} />
        </div>
      )}
    </>
  );
}
