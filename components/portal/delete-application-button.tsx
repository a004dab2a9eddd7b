"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { deleteApplicationAction } from "@/lib/actions/applications";

export function DeleteApplicationButton({ applicationId, name }: { applicationId: string; name: string }) {
  return (
    <ConfirmDialog
      triggerLabel="Delete application"
      triggerVariant="danger"
      triggerSize="md"
      title={`Delete “${name}”?`}
      description={
        <>
          Every manager who allowed it loses the connection: all its access and refresh tokens stop working at once, and sign-ins with its
          client id fail. This cannot be undone.
        </>
      }
      confirmLabel="Delete application"
      onConfirm={async () => {
        const result = await deleteApplicationAction(applicationId);
        // Success redirects to the list and resolves with nothing.
        return result && !result.ok ? { error: result.error } : undefined;
      }}
    />
  );
}
