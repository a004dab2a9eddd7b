"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { revokeTokenAction } from "@/app/(portal)/portal/tokens/actions";

export function RevokeTokenButton({ id, name }: { id: string; name: string }) {
  return (
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
  );
}
