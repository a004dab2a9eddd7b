"use client";

import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatUtc } from "@/components/ui/time";
import { regenerateTokenAction, revokeTokenAction, type CreatedToken } from "@/lib/actions/tokens";
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
  const [regenerated, setRegenerated] = useState<CreatedToken | null>(null);
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
              onConfirm={async () => {
                const result = await revokeTokenAction(id);
                return result.ok ? undefined : { error: result.error };
              }}
            />
          )}
        </div>
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
