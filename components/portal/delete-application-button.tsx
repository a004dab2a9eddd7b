"use client";

import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { deleteApplicationAction, deleteApplicationFormAction } from "@/lib/actions/applications";

export function DeleteApplicationButton({ applicationId, name }: { applicationId: string; name: string }) {
  // Without script the button posts this; success redirects to the list.
  const [byPost, deleteByPost] = useActionState(deleteApplicationFormAction, null);
  return (
    <>
      {byPost && !byPost.ok && <Alert tone="error">{byPost.error}</Alert>}
      <ConfirmDialog
        fallbackAction={deleteByPost}
        fallbackFields={{ applicationId }}
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
    </>
  );
}
