"use client";

import { useActionState, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { rotateSecretAction, rotateSecretFormAction } from "@/lib/actions/applications";
import { OnceWarning } from "./once-warning";
import { SecretReveal } from "./secret-reveal";

/** Rotates a confidential application's secret and shows the new one, once, under the button. */
export function RotateSecretButton({ applicationId }: { applicationId: string }) {
  const [rotatedHere, setSecret] = useState<string | null>(null);
  // Without script the button posts this; the new secret is shown once, in the answer.
  const [byPost, rotateByPost] = useActionState(rotateSecretFormAction, null);
  const secret = rotatedHere ?? (byPost?.ok ? byPost.data.clientSecret : null);
  const secretRef = useRef<HTMLInputElement>(null);
  const justRotated = useRef(false);

  return (
    <div className="space-y-4">
      <ConfirmDialog
        triggerLabel="Rotate secret"
        title="Rotate the client secret?"
        description="A new secret is made and the current one stops working at once: token requests with it will fail until your server uses the new one. Tokens already issued keep working."
        confirmLabel="Rotate secret"
        fallbackAction={rotateByPost}
        fallbackFields={{ applicationId }}
        onConfirm={async () => {
          const result = await rotateSecretAction(applicationId);
          if (!result.ok) return { error: result.error };
          justRotated.current = true;
          setSecret(result.data.clientSecret);
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
      {secret && (
        <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50/40 p-4">
          <OnceWarning>The old secret no longer works. Put this one on your tool&apos;s server now.</OnceWarning>
          <SecretReveal label="New client secret" value={secret} focus={false} inputRef={secretRef} />
        </div>
      )}
    </div>
  );
}
