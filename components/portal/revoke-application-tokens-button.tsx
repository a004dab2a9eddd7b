"use client";

import { useActionState, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { revokeApplicationTokensAction, revokeApplicationTokensFormAction } from "@/lib/actions/applications";
import { countOf } from "@/lib/text";

/** Signs every manager out of the application at once, without deleting it. */
export function RevokeApplicationTokensButton({ applicationId, name }: { applicationId: string; name: string }) {
  const [doneHere, setDone] = useState<{ signIns: number; managers: number } | null>(null);
  // Without script the button posts this; its answer comes back as state.
  const [byPost, revokeByPost] = useActionState(revokeApplicationTokensFormAction, null);
  const done = doneHere ?? (byPost?.ok ? byPost.data : null);
  return (
    <div className="space-y-3">
      <ConfirmDialog
        triggerLabel="Revoke every manager's tokens"
        triggerVariant="secondary"
        triggerSize="md"
        title={`Revoke every token of “${name}”?`}
        description={
          <>
            Every access and refresh token issued to it stops working at once, for every manager. The application and its consents stay:
            managers sign in again to get new tokens. Use this when a token or your client secret may have leaked.
          </>
        }
        confirmLabel="Revoke every token"
        fallbackAction={revokeByPost}
        fallbackFields={{ applicationId }}
        onConfirm={async () => {
          const result = await revokeApplicationTokensAction(applicationId);
          if (!result.ok) return { error: result.error };
          setDone(result.data);
        }}
      />
      {byPost && !byPost.ok && <Alert tone="error">{byPost.error}</Alert>}
      {done && (
        <Alert tone="success">
          {done.signIns === 0
            ? "No manager was signed in to it, so there was nothing to revoke."
            : `Revoked ${countOf(done.signIns, "sign-in")} of ${countOf(done.managers, "manager")}.`}
        </Alert>
      )}
    </div>
  );
}
