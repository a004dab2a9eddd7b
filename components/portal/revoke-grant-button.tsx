"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { revokeGrantAction, revokeGrantFormAction } from "@/lib/actions/grants";

export function RevokeGrantButton({ grantId, name }: { grantId: string; name: string }) {
  // Without script the button posts this (the list is refreshed by the action).
  const [byPost, revokeByPost] = useActionState(revokeGrantFormAction, null);
  return (
    <>
      {byPost && !byPost.ok && <Alert tone="error">{byPost.error}</Alert>}
      <ConfirmDialog
        fallbackAction={revokeByPost}
        fallbackFields={{ grantId }}
        triggerLabel="Revoke"
        triggerAriaLabel={`Revoke access of ${name}`}
        title={`Revoke access of “${name}”?`}
        description="Its access and refresh tokens stop working at once. If you use it again, it will ask for your permission anew."
        confirmLabel="Revoke access"
        onConfirm={async () => {
          const result = await revokeGrantAction(grantId);
          return result.ok ? undefined : { error: result.error };
        }}
      />
    </>
  );
}
