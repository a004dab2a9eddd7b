"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { revokeGrantAction } from "@/lib/actions/grants";

export function RevokeGrantButton({ grantId, name }: { grantId: string; name: string }) {
  return (
    <ConfirmDialog
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
  );
}
